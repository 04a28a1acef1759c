/**
 * The app's foundation in a real browser (issue #2): the spec's web paths are the URLs, deep links open
 * the right page with their params, the custom tab bar draws and navigates, the login gate, languages,
 * the theme parameter, PC mode and the fallback for bad links.
 */
import { test } from 'node:test'
import assert from 'node:assert/strict'
import { DESKTOP_UA, phonePage, storefrontSuite } from './browser.mjs'

const suite = storefrontSuite()

// H5 keeps visited tab pages alive but hidden, each with its own bar: only the visible one counts.
const tabBar = (page) => page.locator('.tab-bar:visible')
const tab = (page, label) => page.locator('.tab-bar__item:visible', { hasText: label })
/**
 * H5 keeps every visited tab page in the DOM and draws a tab bar in each; while one page hides and the
 * next shows, a click can land on the bar that is going away. Playwright then keeps waiting on that
 * hidden element, so each try resolves the bar afresh.
 */
async function tapTab(page, label) {
  for (let attempt = 0; ; attempt++) {
    try {
      await tab(page, label).click({ timeout: 3000 })
      return
    } catch (error) {
      if (attempt === 4) throw error
    }
  }
}
const selectedTabLabel = (page) => page.locator('.tab-bar__item:visible[aria-selected="true"] .tab-bar__label')

/** The selected tab's label once the page switch has settled (the old page's bar shows for a moment). */
async function settledSelectedLabel(page, expected) {
  const deadline = Date.now() + 10000
  let seen
  while (Date.now() < deadline) {
    seen = await selectedTabLabel(page)
      .innerText({ timeout: 1000 })
      .catch(() => undefined)
    if (seen === expected) break
    await page.waitForTimeout(100)
  }
  return seen
}

test('home at / draws the five tabs with home selected (zh-CN)', async () => {
  const { page, errors, close } = await phonePage(suite.browser)
  await page.goto(`${suite.storefront.base}/`)
  await tabBar(page).waitFor()
  assert.deepEqual(await page.locator('.tab-bar:visible .tab-bar__label').allInnerTexts(), ['首页', '全部', '商城', '票夹', '我的'])
  assert.equal(await tab(page, '首页').getAttribute('aria-selected'), 'true')
  assert.equal(await page.locator('.taro-tabbar__tabbar').isVisible(), false, "Taro's own H5 tab bar must not show")
  assert.deepEqual(errors, [])
  await close()
})

test("home and a show's page draw no Taro web component (each brought Stencil's runtime and renders to the first page)", async () => {
  const { page, close } = await phonePage(suite.browser)
  const list = await (await fetch(`${suite.storefront.base}/home/pub/v3/show_list/search?length=1`)).json()
  for (const path of ['/', `/content/${list.data.list[0].showId}`]) {
    await page.goto(`${suite.storefront.base}${path}`)
    await page
      .locator(path === '/' ? '.show-card' : '.show-detail__description')
      .first()
      .waitFor()
    const defined = await page.evaluate(() =>
      [...new Set([...document.querySelectorAll('*')].map((el) => el.localName))].filter((tag) => customElements.get(tag))
    )
    assert.deepEqual(defined, [], path)
  }
  await close()
})

test('tapping tabs switches pages and the address bar shows web paths', async () => {
  const { page, close } = await phonePage(suite.browser)
  await page.goto(`${suite.storefront.base}/`)
  await tapTab(page, '全部')
  await page.waitForURL(`${suite.storefront.base}/list`)
  await tapTab(page, '票夹')
  await page.waitForURL(`${suite.storefront.base}/ticket`)
  await tapTab(page, '我的')
  await page.waitForURL(`${suite.storefront.base}/mine`)
  assert.equal(await settledSelectedLabel(page, '我的'), '我的')
  await close()
})

test('search opens at /search from home, and /search/:placeholder deep links keep the placeholder', async () => {
  const { page, close } = await phonePage(suite.browser)
  await page.goto(`${suite.storefront.base}/`)
  await page.locator('.home__search').click()
  await page.waitForURL(`${suite.storefront.base}/search`)
  await page.goto(`${suite.storefront.base}/search/${encodeURIComponent('爵士')}`)
  await page.locator('.search__input input, input.search__input').first().waitFor()
  assert.equal(await page.locator('.search__input input, input.search__input').first().getAttribute('placeholder'), '爵士')
  await close()
})

test('a deep link /content/:showId opens show detail; an SG id goes to /group-show/:showId', async () => {
  const { page, errors, close } = await phonePage(suite.browser)
  await page.goto(`${suite.storefront.base}/content/100001?channelId=CH1`)
  await page.locator('.show-detail__name').waitFor()
  await page.goto(`${suite.storefront.base}/content/SG1001`)
  await page.waitForURL(/\/group-show\/SG1001/)
  await page.getByText('滨江音乐节').first().waitFor()
  assert.deepEqual(errors, [])
  await close()
})

test('the login gate sends a visitor from mine → my orders to login, remembering the page', async () => {
  const { page, close } = await phonePage(suite.browser)
  await page.goto(`${suite.storefront.base}/mine`)
  await page.getByText('我的订单').click()
  // The demo merchant offers phone and email in zh-CN: "sent to login_way, login or login_email depending on configuration".
  await page.waitForURL(/\/login-way(\?|$)/)
  await page.getByText('登录后将为你打开：我的订单').waitFor()
  await page.locator('.login-way__phone').click()
  await page.waitForURL(/\/login(\?|$)/)
  await page.getByText('登录后将为你打开：我的订单').waitFor()
  await close()
})

test('?lang=en shows English, ?lang=zh-MO traditional Chinese; the choice in Settings → Language sticks', async () => {
  const { page, close } = await phonePage(suite.browser)
  await page.goto(`${suite.storefront.base}/?lang=en`)
  await tab(page, 'Tickets').waitFor()
  await page.goto(`${suite.storefront.base}/mine?lang=zh-MO`)
  await page.getByText('歡迎來到 Stagedoor').waitFor()
  await page.goto(`${suite.storefront.base}/language`)
  await page.getByText('English').click()
  await page.goto(`${suite.storefront.base}/mine`)
  await page.getByText('Welcome to Stagedoor').waitFor()
  await close()
})

test('theme=dark forces the dark palette; the merchant colour drives the selected tab', async () => {
  const { page, close } = await phonePage(suite.browser)
  await page.goto(`${suite.storefront.base}/?theme=dark`)
  await page.locator('.page--dark').first().waitFor()
  const bg = await page
    .locator('.page')
    .first()
    .evaluate((el) => getComputedStyle(el).backgroundColor)
  assert.equal(bg, 'rgb(17, 18, 20)')
  const selected = await selectedTabLabel(page).evaluate((el) => getComputedStyle(el).color)
  assert.equal(selected, 'rgb(251, 82, 0)')
  await close()
})

test('PC mode: no tab bar and a 960 px column', async () => {
  const { page, close } = await phonePage(suite.browser, { userAgent: DESKTOP_UA, width: 1280, height: 800 })
  await page.goto(`${suite.storefront.base}/`)
  await page.locator('.page').first().waitFor()
  assert.equal(await page.locator('.tab-bar').count(), 0)
  const width = await page.locator('.taro_router').evaluate((el) => el.getBoundingClientRect().width)
  assert.equal(width, 960)
  await close()
})

test('H5 on a phone is capped at 500 px wide', async () => {
  const { page, close } = await phonePage(suite.browser, { width: 820, height: 1180 })
  await page.goto(`${suite.storefront.base}/`)
  await tabBar(page).waitFor()
  const width = await page.locator('.taro_router').evaluate((el) => el.getBoundingClientRect().width)
  assert.equal(width, 500)
  await close()
})

test('an unknown path shows the not-found page (issue #14), a malformed deep link lands on home: never a blank one', async () => {
  const { page, close } = await phonePage(suite.browser)
  await page.goto(`${suite.storefront.base}/no/such/page`)
  await page.waitForURL(`${suite.storefront.base}/page-error?path=%2Fno%2Fsuch%2Fpage`)
  await page.locator('.state-view__action', { hasText: '返回首页' }).waitFor()
  await page.goto(`${suite.storefront.base}/content/%E0%A4%A`)
  await tabBar(page).waitFor()
  assert.ok((await page.locator('body').innerText()).includes('首页'))
  await close()
})
