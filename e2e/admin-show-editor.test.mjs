/**
 * Issue "Polish" item 5, the console's show editor, in Chromium at desktop width: "a top 保存 competes with
 * four per-tab save buttons" — one 保存 now; "a refusal does not say which of the 9 tabs is wrong" — a bad
 * field on another tab (the form's own check, and a gateway CATALOGUE_INVALID naming it) opens that tab,
 * marks it and the field; "a show made in the console cannot be seat-picked" — a new show with 选座 on and
 * a session given a hall's seat map is opened on pick-seat by a buyer; "fields whose defaults apply read
 * blank (the tab names, 外观 with no option selected, 订单保留分钟数 empty)" — they read their defaults.
 *
 * Needs dist/h5 (npm run build:h5) and dist/admin (npm run build:admin).
 */
import { test } from 'node:test'
import assert from 'node:assert/strict'
import { phonePage, storefrontSuite } from './browser.mjs'
import { logInFromMine } from './journeys.mjs'
import { consolePost, needsConsoleBuild, operatorConsole } from './console-staff.mjs'

const suite = storefrontSuite()
needsConsoleBuild()

const input = (root, testid) =>
  root.locator(`input[data-testid="${testid}"], textarea[data-testid="${testid}"], [data-testid="${testid}"] input`).first()

/** An antd Select inside the form item labelled `label`: pick its first option. */
async function chooseFirst(page, label) {
  await page.locator('.ant-form-item:visible', { hasText: label }).locator('.ant-select').first().click()
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option').first().click()
  await page.waitForFunction(() =>
    [...document.querySelectorAll('.ant-select-dropdown')].every(
      (d) => d.classList.contains('ant-select-dropdown-hidden') || getComputedStyle(d).display === 'none'
    )
  )
}

const activeTab = (page) => page.locator('.ant-tabs-tab-active [data-testid^=show-tab-]').first().getAttribute('data-testid')
const focusedTestId = (page) =>
  page.evaluate(
    () =>
      document.activeElement?.getAttribute('data-testid') ?? document.activeElement?.closest('[data-testid]')?.getAttribute('data-testid')
  )

/** A console call other than POST from the staff page (its cookie, a fresh CSRF token). */
function consoleCall(page, method, apiPath, body) {
  return page.evaluate(
    async ({ method, apiPath, body }) => {
      const csrf = (await (await fetch('/admin-api/v1/csrf', { credentials: 'include' })).json()).data.token
      const res = await fetch(apiPath, {
        method,
        credentials: 'include',
        headers: { 'content-type': 'application/json', 'x-csrf-token': csrf },
        body: JSON.stringify(body)
      })
      return res.json()
    },
    { method, apiPath, body }
  )
}

/** A hall of one section "池座", 2 rows of 6 seats in one zone. */
const smallHall = {
  zones: [{ id: 'z', name: '全场', color: '#1677ff' }],
  sections: [
    {
      id: 'S',
      name: '池座',
      rows: [1, 2].map((r) => ({
        id: `S-r${r}`,
        label: String(r),
        seats: [1, 2, 3, 4, 5, 6].map((n) => ({ id: `S-r${r}-s${n}`, number: n, x: n * 30, y: r * 32, zoneId: 'z', unavailable: false }))
      }))
    }
  ]
}

test('show editor: one 保存; a bad field on another tab opens it and marks the field; 选座 with a seat map reaches pick-seat; defaults read as values', async () => {
  const base = suite.storefront.base
  const { page, close } = await operatorConsole(suite.browser, base)
  await page.goto(`${base}/admin/catalogue/shows/new`)
  await chooseFirst(page, '类别')
  await chooseFirst(page, '场馆')

  // "Defaults shown as values": a new show's limits read their defaults.
  await page.locator('[data-testid=show-tab-sale]').click()
  assert.equal(await input(page, 'show-limit-per-order').inputValue(), '6')
  // 选座 on; the names (on 多语言文案) left blank: 保存 opens that tab, marks it, and focuses the field.
  await page.locator('[data-testid=show-seat-picking]').click()
  await page.locator('[data-testid=show-save]').click()
  await page.waitForFunction(() => document.querySelector('.ant-tabs-tab-active [data-testid=show-tab-texts]'))
  assert.equal(await activeTab(page), 'show-tab-texts')
  await page.locator('[data-testid=show-tab-texts] [data-testid=show-tab-error]').waitFor()
  const nameItem = page.locator('.ant-form-item', { has: page.locator('[data-testid=name-zh-CN]') })
  assert.match(await nameItem.getAttribute('class'), /ant-form-item-has-error/)
  await page.waitForFunction(() => document.activeElement?.getAttribute('data-testid') === 'name-zh-CN')

  for (const [prefix, zh, en] of [
    ['name', '选座新演出', 'A seated console show'],
    ['description', '控制台创建的选座演出', 'Made in the console']
  ])
    for (const [lang, text] of [
      ['zh-CN', zh],
      ['en-US', en]
    ])
      await input(page, `${prefix}-${lang}`).fill(text)
  // zh-CN required, the translations optional: a blank one shows the zh-CN text it falls back to.
  assert.equal(await input(page, 'name-zh-MO').getAttribute('placeholder'), '选座新演出')
  const created = page.waitForResponse((r) => /\/admin-api\/v1\/catalogue\/shows(\?|$)/.test(r.url()) && r.request().method() === 'POST')
  await page.locator('[data-testid=show-save]').click()
  const show = (await (await created).json()).data
  assert.equal(show.seatPicking, true, 'saved with 选座 on')
  assert.deepEqual(show.name, { 'zh-CN': '选座新演出', 'zh-MO': '', 'en-US': 'A seated console show' }, 'saved with zh-MO left blank')
  await page.waitForURL(`${base}/admin/catalogue/shows/${show.id}`)

  // One save button on every tab: no per-tab 保存 left (antd spaces two-character button texts: "保 存").
  for (const key of ['basics', 'texts', 'sale', 'refund', 'transfer', 'rebook', 'real-name', 'goods', 'sessions']) {
    await page.locator(`[data-testid=show-tab-${key}]`).click()
    const saves = await page
      .locator('button:visible')
      .evaluateAll((els) => els.filter((b) => /^(保\s*存|保存.*)$/.test(b.innerText.trim())).length)
    assert.equal(saves, 1, `one 保存 with the ${key} tab open`)
  }
  assert.equal(await page.locator('[data-testid=show-save]').count(), 1)

  // The gateway refuses a field on another tab (CATALOGUE_INVALID names /limitPerOrder): its tab opens, marked.
  await page.locator('[data-testid=show-tab-texts]').click()
  await input(page, 'name-en-US').fill('A seated console show!')
  await page.locator('[data-testid=show-dirty]').waitFor()
  const refusal = '填写有误：/limitPerOrder must be <= 20'
  const showCall = new RegExp(`/admin-api/v1/catalogue/shows/${show.id}(\\?|$)`)
  await page.route(showCall, (route) =>
    route.request().method() === 'PUT'
      ? route.fulfill({
          contentType: 'application/json',
          body: JSON.stringify({
            statusCode: 40140,
            mode: 'alert',
            comments: refusal,
            subComments: '',
            errorCode: 'CATALOGUE_INVALID',
            data: null
          })
        })
      : route.fallback()
  )
  await page.locator('[data-testid=show-save]').click()
  await page.waitForFunction(() => document.querySelector('.ant-tabs-tab-active [data-testid=show-tab-sale]'))
  await page.locator('[data-testid=show-tab-sale] [data-testid=show-tab-error]').waitFor()
  const limitItem = page.locator('.ant-form-item', { has: page.locator('[data-testid=show-limit-per-order]') })
  await limitItem.locator('.ant-form-item-explain-error', { hasText: refusal }).waitFor()
  await page.unroute(showCall)
  assert.equal(await focusedTestId(page), 'show-limit-per-order')

  // A session in a hall whose seat map the designer drew and published (set up through the console's API).
  const api = '/admin-api/v1'
  const hall = await consolePost(page, `${api}/catalogue/venues/${show.venueId}/halls`, {
    name: { 'zh-CN': '选座小厅', 'zh-MO': '選座小廳', 'en-US': 'Seat studio' },
    capacity: 12
  })
  assert.equal(hall.statusCode, 200, hall.comments)
  const drawn = await consoleCall(page, 'PUT', `${api}/seat-maps/${show.venueId}/halls/${hall.data.id}`, { map: smallHall })
  assert.equal(drawn.statusCode, 200, drawn.comments)
  const start = new Date(Date.now() + 20 * 86400000).toISOString()
  const withSession = await consolePost(page, `${api}/catalogue/shows/${show.id}/sessions`, { start, end: null, hallId: hall.data.id })
  assert.equal(withSession.statusCode, 200, withSession.comments)
  const session = withSession.data.sessions[0]
  const tier = await consolePost(page, `${api}/catalogue/sessions/${session.id}/tiers`, {
    name: { 'zh-CN': '池座', 'zh-MO': '池座', 'en-US': 'Stalls' },
    priceFen: 18000,
    capacity: 0,
    minAge: null
  })
  assert.equal(tier.statusCode, 200, tier.comments)
  const published = await consolePost(page, `${api}/seat-maps/${show.venueId}/halls/${hall.data.id}/publish`, {
    sessionId: session.id,
    zoneTiers: { z: tier.data.id }
  })
  assert.equal(published.statusCode, 200, published.comments)
  // Leaving with unsaved changes (the edited name) asks first.
  const dialogs = []
  page.on('dialog', (d) => {
    dialogs.push(d.type())
    void d.accept()
  })
  await page.reload()
  assert.deepEqual(dialogs, ['beforeunload'])
  // The editor's session names its seat map's hall and opens the designer for it.
  await page.locator('[data-testid=show-tab-sessions]').click()
  await page.locator(`[data-testid=session-seat-map-${session.id}]`).waitFor()
  const listed = await consoleCall(page, 'PUT', `${api}/catalogue/shows/${show.id}`, {
    categoryCode: show.categoryCode,
    venueId: show.venueId,
    name: show.name,
    description: show.description,
    tags: [],
    realName: false,
    minAge: null,
    limitPerOrder: 6,
    limitPerAccount: 0,
    saleTime: new Date(Date.now() - 86400000).toISOString(),
    hot: false,
    listing: 'ON_SALE'
  })
  assert.equal(listed.statusCode, 200, listed.comments)
  assert.equal(listed.data.seatPicking, true)
  await close()

  // The buyer opens the session's seat map on pick-seat and sees its 12 seats.
  const buyer = await phonePage(suite.browser)
  await logInFromMine(buyer.page, base, '13900000231')
  await buyer.page.goto(`${base}/pick-seat/${show.id}?sessionId=${session.id}&seatPlanId=${tier.data.id}`)
  await buyer.page.waitForFunction(() => document.querySelector('.seat-map')?.getAttribute('data-seat-pitch'))
  const map = (await (await fetch(`${base}/show/pub/v5/show/${show.id}/session/${session.id}/seat_map?lang=zh`)).json()).data
  assert.equal(map.seats.length, 12)
  await buyer.close()
})

test('storefront settings: 外观 reads 跟随系统, 订单保留分钟数 reads 15 and each tab its page name where the merchant set none', async () => {
  const base = suite.storefront.base
  const { page, close } = await operatorConsole(suite.browser, base)
  await page.goto(`${base}/admin/storefront`)
  await page.locator('[data-testid=storefront-form]').waitFor()
  // Found by its label, as the merchant finds it.
  const reserve = page.locator('.ant-form-item', { hasText: '订单保留分钟数' }).locator('input')
  assert.equal(await reserve.inputValue(), '15')
  assert.equal(await page.locator('[data-testid=theme-mode] .ant-radio-wrapper-checked').innerText(), '跟随系统')
  const names = await page.locator('[data-testid^=tab-name-]').evaluateAll((els) => els.map((e) => e.value))
  assert.ok(names.length >= 9, 'three languages for each of at least three tabs')
  assert.deepEqual(
    names.filter((n) => !n),
    [],
    'no blank tab name'
  )
  await close()
})
