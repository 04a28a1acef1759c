/**
 * The remaining spec pages (issue #32 "Content and contact"), in Debian's Chromium against the gateway on a
 * fresh database, at 375 px and on a 1280 px desktop: a membership right's page opened from the rights list
 * (product.md "member-right"), a shared show's landing with the sharer's note (share-show-detail), the
 * support page's questions and contact sheet, middle-verify forwarding a link, and a pre-sale show's 开售提醒
 * and a followed tour listed on the favourites page from Mine.
 */
import { test } from 'node:test'
import assert from 'node:assert/strict'
import { DESKTOP_UA, phonePage, storefrontSuite } from './browser.mjs'
import { operatorApiPage } from './console-staff.mjs'
import { allShows, logInFromMine } from './journeys.mjs'

const suite = storefrontSuite()
const WIDTHS = [
  { name: 'phone', width: 375, height: 812 },
  { name: 'desktop', width: 1280, height: 800, userAgent: DESKTOP_UA }
]

const api = async (base, path) => (await (await fetch(`${base}${path}`)).json()).data

/** Taps the centre of an element, as a finger does (AtButton lays the platform's button over its label). */
async function tap(page, locator) {
  await locator.scrollIntoViewIfNeeded()
  const box = await locator.boundingBox()
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2)
}

/** The page is no wider than the window (nothing pushes it sideways). */
async function fits(page) {
  const [scroll, inner] = await page.evaluate(() => [document.documentElement.scrollWidth, window.innerWidth])
  assert.ok(scroll <= inner, `the page fits: ${scroll} <= ${inner}`)
}

test('member-right: a right of the ladder opens from the rights list; a visitor is asked to log in, a base buyer sees the growth needed', async () => {
  const base = suite.storefront.base
  // The operator sets a two-level ladder with one right on the upper level (as the console's 会员与积分 saves it).
  const staff = await operatorApiPage(suite.browser, base)
  const saved = await staff.page.evaluate(async () => {
    const csrf = (await (await fetch('/admin-api/v1/csrf', { credentials: 'include' })).json()).data.token
    const right = { icon: '', primeRightTypeName: '优先购票', badgeDesc: '专享', isDisplayToUser: true, isHighlight: true }
    const res = await fetch('/admin-api/v1/membership/levels', {
      method: 'PUT',
      credentials: 'include',
      headers: { 'content-type': 'application/json', 'x-csrf-token': csrf },
      body: JSON.stringify({
        levels: [
          { primeLevelName: '普通会员', threshold: 0, primeRights: [] },
          { primeLevelName: '银卡', threshold: 200, primeRights: [right] }
        ]
      })
    })
    return res.json()
  })
  assert.equal(saved.statusCode, 200, saved.comments)
  await staff.close()

  for (const size of WIDTHS) {
    const { page, errors, close } = await phonePage(suite.browser, size)
    await page.goto(`${base}/rights-list`)
    await page.locator('.member-right[data-right="优先购票"]').click()
    await page.waitForURL((url) => url.pathname === '/member-right' && url.searchParams.get('name') === '优先购票')
    const detail = page.locator('[data-testid="member-right"][data-held="unknown"]')
    await detail.waitFor()
    await detail.getByText('银卡 · 成长值 200').waitFor()
    await detail.getByText('登录后查看你是否拥有此权益').waitFor()
    await fits(page)
    assert.deepEqual(errors, [], size.name)
    await close()
  }

  const { page, errors, close } = await phonePage(suite.browser)
  await logInFromMine(page, base, '13900000931')
  await page.goto(`${base}/member-right?name=${encodeURIComponent('优先购票')}`)
  const mine = page.locator('[data-testid="member-right"][data-held="false"]')
  await mine.getByText('再获得 200 成长值升级为银卡即可享受').waitFor()
  // A right the ladder no longer has: the empty state, with the way to every right.
  await page.goto(`${base}/member-right?name=${encodeURIComponent('不存在的权益')}`)
  await page.getByText('权益不存在').waitFor()
  await tap(page, page.locator('.state-view__action', { hasText: '查看全部权益' }))
  await page.waitForURL((url) => url.pathname === '/rights-list')
  assert.deepEqual(errors, [])
  await close()
})

test("share-show-detail: a shared show's landing shows the card and the sharer's note, then opens the show; an unknown show is a dead end home", async () => {
  const base = suite.storefront.base
  const [show] = await allShows(base)
  for (const size of WIDTHS) {
    const { page, errors, close } = await phonePage(suite.browser, size)
    await page.goto(`${base}/share-show/${show.showId}?note=${encodeURIComponent('一起去看吧')}`)
    const landing = page.locator(`[data-testid="share-show"][data-show-id="${show.showId}"]`)
    await landing.getByText('好友向你推荐').waitFor()
    await landing.getByText('“一起去看吧”').waitFor()
    await landing.locator('.show-card__name', { hasText: show.showName }).waitFor()
    await fits(page)
    await tap(page, page.locator('.share-landing__go'))
    await page.waitForURL((url) => url.pathname === `/content/${show.showId}`)
    assert.deepEqual(errors, [], size.name)
    await close()
  }
  const { page, errors, close } = await phonePage(suite.browser)
  await page.goto(`${base}/share-show/NO-SUCH-SHOW`)
  await page.getByText('演出不存在').waitFor()
  await tap(page, page.locator('.state-view__action', { hasText: '返回首页' }))
  await page.waitForURL((url) => url.pathname === '/')
  assert.deepEqual(errors, [])
  await close()
})

test('support: opened from Settings, the contact card opens the customer-service sheet, a question opens its answer, a search with no match offers the contact; English has no Chinese', async () => {
  const base = suite.storefront.base
  for (const size of WIDTHS) {
    const { page, errors, close } = await phonePage(suite.browser, size)
    // Opened from Settings.
    await page.goto(`${base}/setting`)
    await page.locator('.menu-list__label:visible', { hasText: '帮助与客服' }).click()
    await page.waitForURL((url) => url.pathname === '/support')
    const support = page.locator('[data-testid="support"]')
    await support.getByText('常见问题').waitFor()
    await support.locator('[data-faq="refund"] .support__question').click()
    await support.locator('[data-faq="refund"]').getByText('在订单详情页按演出的退票规则申请退票').waitFor()
    await page.locator('.support__search input').fill('没有这种问题')
    await page.getByText('没有找到相关问题').waitFor()
    await fits(page)
    await tap(page, page.locator('.state-view__action', { hasText: '联系客服' }))
    await page.locator('.at-float-layout--active').waitFor()
    assert.deepEqual(errors, [], size.name)
    await close()
  }
  const { page, errors, close } = await phonePage(suite.browser, { locale: 'en-US' })
  await page.goto(`${base}/support`)
  await page.locator('[data-testid="support"]').getByText('Frequently asked questions').waitFor()
  const text = await page.locator('[data-testid="support"]').innerText()
  assert.doesNotMatch(text, /[\u4e00-\u9fff]/, 'no Chinese on the English support page')
  assert.deepEqual(errors, [])
  await close()
})

test('middle-verify: a link naming a show forwards to it; a link to an unknown page says why', async () => {
  const base = suite.storefront.base
  const [show] = await allShows(base)
  const { page, errors, close } = await phonePage(suite.browser)
  await page.goto(`${base}/middle-verify?to=show-detail&showId=${show.showId}`)
  await page.waitForURL((url) => url.pathname === `/content/${show.showId}`)
  await page.goto(`${base}/middle-verify?to=no-such-page`)
  await page.locator('[data-testid="middle-verify"][data-reason="UNKNOWN"]').getByText('链接指向的页面不存在').waitFor()
  assert.deepEqual(errors, [])
  await close()
})

test("a pre-sale show's 开售提醒 and a followed tour are listed on the favourites page from Mine (phone and desktop)", async () => {
  const base = suite.storefront.base
  const list = await allShows(base)
  const presale = list.find((s) => s.showStatus === 'PRE_SALE')
  assert.ok(presale, 'a pre-sale show')
  const tourShow = (
    await Promise.all(
      list.slice(0, 60).map(async (s) => ({ s, tourId: (await api(base, `/show/pub/v5/show/${s.showId}/static?lang=zh`))?.tourId }))
    )
  ).find((x) => x.tourId)
  const { page, errors, close } = await phonePage(suite.browser)
  await logInFromMine(page, base, '13900000932')
  await page.goto(`${base}/content/${presale.showId}`)
  await page.locator('.show-detail__remind[aria-pressed="false"]').click()
  await page.locator('.show-detail__remind[aria-pressed="true"]').waitFor()
  if (tourShow) {
    await page.goto(`${base}/tour-detail/${tourShow.tourId}`)
    await tap(page, page.locator('[data-testid="tour-follow"][data-followed="false"] .at-button'))
    await page.locator('[data-testid="tour-follow"][data-followed="true"]').waitFor()
  }
  await page.goto(`${base}/mine`)
  await page.locator('.at-list__item', { hasText: '我的收藏' }).click()
  await page.waitForURL((url) => url.pathname === '/favorite-show')
  await page.locator(`[data-testid="sale-reminders"] [data-show-id="${presale.showId}"]`).waitFor()
  if (tourShow) await page.locator(`[data-testid="followed-tours"] [data-tour-id="${tourShow.tourId}"]`).waitFor()
  await fits(page)
  // The same buyer on a desktop window: the same list, fitting the wide page.
  const state = await page.context().storageState()
  const desk = await suite.browser.newContext({ viewport: { width: 1280, height: 800 }, userAgent: DESKTOP_UA, storageState: state })
  const wide = await desk.newPage()
  await wide.goto(`${base}/favorite-show`)
  await wide.locator(`[data-testid="sale-reminders"] [data-show-id="${presale.showId}"]`).waitFor()
  await fits(wide)
  await desk.close()
  assert.deepEqual(errors, [])
  await close()
})

test("the new pages in en-US at 375 px and 1280 px, with and without their params: no Chinese in the app's own words, nothing off the edge", async () => {
  const base = suite.storefront.base
  const [show] = await allShows(base)
  const addresses = [
    '/member-right',
    `/member-right?name=${encodeURIComponent('优先购票')}`,
    `/share-show/${show.showId}?note=hi`,
    '/share-show/NO-SUCH-SHOW',
    '/share-topic/L-TOPIC-1',
    '/share-topic/NO-SUCH-TOPIC',
    '/support',
    '/middle-verify',
    '/middle-verify?to=no-such-page',
    '/coupon-create',
    '/coupon-create?couponTemplateId=NO-SUCH'
  ]
  for (const size of WIDTHS) {
    const { page, errors, close } = await phonePage(suite.browser, { ...size, locale: 'en-US' })
    for (const address of addresses) {
      await page.goto(`${base}${address}${address.includes('?') ? '&' : '?'}lang=en`)
      await page.locator('.page:visible').first().waitFor()
      await page.waitForFunction(() => !document.querySelector('[aria-busy="true"]'), null, { timeout: 8000 }).catch(() => undefined)
      await fits(page)
      // The merchant's words (a show card, a topic's title and banner) may be Chinese; the app's own may not.
      const own = await page.evaluate(() => {
        const clone = document.querySelector('.page:not([style*="display: none"])')?.cloneNode(true) ?? document.body.cloneNode(true)
        for (const el of clone.querySelectorAll(
          '.show-card, .share-landing__card, .member-right__badge, .right-page__name, .right-page__level-name'
        ))
          el.remove()
        return clone.textContent
      })
      assert.doesNotMatch(own, /[\u3400-\u9fff]/, `${size.name} ${address}: ${own.slice(0, 120)}`)
    }
    assert.deepEqual(errors, [], size.name)
    await close()
  }
})
