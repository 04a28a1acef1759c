/**
 * Issue #16 item 2 in Chromium at desktop width: the operator adds a notice to the home page's layout and
 * moves it to the top, sees it in the live phone preview (the buyers never do), publishes with confirm,
 * and a buyer's H5 home shows it. Then a topic page with a show list: created, previewed on its own page,
 * published, and opened by a buyer from a home banner that jumps to it.
 *
 * Needs dist/h5 (npm run build:h5) and dist/admin (npm run build:admin).
 */
import { test } from 'node:test'
import assert from 'node:assert/strict'
import { DESKTOP_UA, phonePage, storefrontSuite } from './browser.mjs'
import { logInToConsole } from './journeys.mjs'

const PASSWORD = 'Stagedoor-demo-2026'
const OPERATOR = 'operator@demo.stagedoor.test'
const NOTICE = '今晚加演一场'

const suite = storefrontSuite()

test('the operator adds a notice at the top of the home page, previews it, publishes, and the buyer sees it', async () => {
  const base = suite.storefront.base
  const { page, errors, close } = await phonePage(suite.browser, { userAgent: DESKTOP_UA, width: 1400, height: 1000 })
  await logInToConsole(page, base, OPERATOR, PASSWORD)
  await page.locator('[data-testid=side-menu]').getByText('页面布局').click()
  await page.locator('[data-testid=edit-L-HOME]').click()
  await page.locator('[data-testid=component-banner]').waitFor()

  await page.locator('[data-testid=add-component]').first().click()
  await page.locator('.ant-dropdown-menu-item', { hasText: '公告' }).click()
  for (const lang of ['zh-CN', 'zh-MO', 'en-US'])
    await page.locator(`[data-testid="notice-1-title-${lang}"]`).fill(lang === 'en-US' ? 'Extra show tonight' : NOTICE)
  for (const box of await page.locator('textarea').all()) await box.fill('19:30')
  // Added before the feed (third): two moves up make it the first component.
  const notice = page.locator('[data-testid=component-notice-1]')
  await notice.getByLabel('上移').click()
  await notice.getByLabel('上移').click()
  const order = await page.locator('[data-testid^=component-]').evaluateAll((els) => els.map((e) => e.getAttribute('data-testid')))
  assert.deepEqual(
    order.filter((id) => id !== 'component-'),
    ['component-notice-1', 'component-banner', 'component-member', 'component-feed']
  )

  const saved = page.waitForResponse((r) => r.url().includes('/admin-api/v1/layouts/L-HOME/draft') && r.request().method() === 'PUT')
  await page.locator('[data-testid=save-draft]').click()
  const body = await (await saved).json()
  assert.equal(body.statusCode, 200, body.comments)

  const preview = page.frameLocator('[data-testid=preview-frame]')
  await preview.locator('.home__notice-title', { hasText: NOTICE }).waitFor({ timeout: 20000 })

  const buyerDuring = await phonePage(suite.browser)
  await buyerDuring.page.goto(`${base}/`)
  await buyerDuring.page.locator('.home__member').waitFor({ timeout: 15000 })
  assert.equal(
    await buyerDuring.page.locator('.home__notice-title', { hasText: NOTICE }).count(),
    0,
    'the draft is never visible to buyers'
  )
  await buyerDuring.close()

  await page.locator('[data-testid=publish]').click()
  const published = page.waitForResponse((r) => r.url().includes('/admin-api/v1/layouts/L-HOME/publish'))
  await page.locator('.ant-modal-confirm-btns .ant-btn-primary').click()
  assert.equal((await (await published).json()).statusCode, 200)
  assert.deepEqual(errors, [])
  await close()

  const buyer = await phonePage(suite.browser)
  await buyer.page.goto(`${base}/`)
  await buyer.page.locator('.home__notice-title', { hasText: NOTICE }).waitFor({ timeout: 15000 })
  await buyer.close()
})

/** Picks an option of the antd Select marked `testId` by its visible label. */
async function choose(page, testId, label) {
  await page.locator(`[data-testid="${testId}"]`).click()
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: label }).first().click()
}

async function publish(page, id) {
  await page.locator('[data-testid=publish]').click()
  const published = page.waitForResponse((r) => r.url().includes(`/admin-api/v1/layouts/${id}/publish`))
  await page.locator('.ant-modal-confirm-btns .ant-btn-primary').click()
  assert.equal((await (await published).json()).statusCode, 200)
}

async function save(page, id) {
  const saved = page.waitForResponse((r) => r.url().includes(`/admin-api/v1/layouts/${id}/draft`) && r.request().method() === 'PUT')
  await page.locator('[data-testid=save-draft]').click()
  const body = await (await saved).json()
  assert.equal(body.statusCode, 200, body.comments)
}

test('a topic page with a show list: previewed on its own page, published, opened by a buyer from a home banner', async () => {
  const base = suite.storefront.base
  const { page, errors, close } = await phonePage(suite.browser, { userAgent: DESKTOP_UA, width: 1400, height: 1000 })
  await logInToConsole(page, base, OPERATOR, PASSWORD)
  await page.locator('[data-testid=side-menu]').getByText('页面布局').click()

  await page.locator('[data-testid=new-topic]').click()
  for (const lang of ['zh-CN', 'zh-MO', 'en-US'])
    await page.locator(`[data-testid="topic-name-${lang}"]`).fill(lang === 'en-US' ? 'Summer nights' : '夏夜专场')
  await page.locator('.ant-modal-footer .ant-btn-primary').click()
  await page.waitForURL(/\/admin\/layouts\/L-TOPIC-/)
  const topicId = decodeURIComponent(new URL(page.url()).pathname.split('/').pop())

  await page.locator('[data-testid=add-component]').first().click()
  await page.locator('.ant-dropdown-menu-item', { hasText: '演出列表' }).click()
  for (const lang of ['zh-CN', 'zh-MO', 'en-US'])
    await page.locator(`[data-testid="show-list-1-title-${lang}"]`).fill(lang === 'en-US' ? 'Picks' : '精选演出')
  // Two shows on sale, picked in the antd Select of the merchant's shows.
  await page.locator('[data-testid="show-list-1-shows"]').click()
  const options = page.locator('.ant-select-dropdown:visible .ant-select-item-option')
  await options.nth(0).click()
  await options.nth(1).click()
  await page.keyboard.press('Escape')
  await save(page, topicId)

  // The phone preview opens the topic's own page with the draft (buyers get nothing before the first publish).
  const preview = page.frameLocator('[data-testid=preview-frame]')
  await preview.locator('.layout-show-list .show-card').nth(1).waitFor({ timeout: 30000 })
  assert.equal(await preview.locator('.layout-show-list .show-card').count(), 2)
  await publish(page, topicId)

  // A one-picture banner on the home page that jumps to the topic.
  await page.goto(`${base}/admin/layouts/L-HOME`)
  await page.locator('[data-testid=component-banner]').waitFor()
  await page.locator('[data-testid=add-component]').first().click()
  await page.locator('.ant-dropdown-menu-item', { hasText: '轮播图' }).click()
  for (const lang of ['zh-CN', 'zh-MO', 'en-US'])
    await page.locator(`[data-testid="banner-B1-title-${lang}"]`).fill(lang === 'en-US' ? 'Summer nights' : '夏夜专场')
  await choose(page, 'banner-B1-jump', '专题页')
  await choose(page, 'banner-B1-topic', '夏夜专场')
  await save(page, 'L-HOME')
  await publish(page, 'L-HOME')
  assert.deepEqual(errors, [])
  await close()

  const buyer = await phonePage(suite.browser)
  await buyer.page.goto(`${base}/`)
  // The new banner comes after the demo's carousel and the member entry.
  const topicBanner = buyer.page.locator('.page:visible .banner').nth(1).locator('.banner__slide--active img')
  await topicBanner.waitFor({ timeout: 15000 })
  await topicBanner.click()
  await buyer.page.waitForURL(`${base}/topic-activity/${encodeURIComponent(topicId)}`, { timeout: 15000 })
  await buyer.page.locator('[data-testid=topic-page] .layout-show-list .show-card').nth(1).waitFor({ timeout: 15000 })
  assert.equal(await buyer.page.locator('.layout-show-list__title', { hasText: '精选演出' }).count(), 1)
  // An unknown topic is the empty state with its way home.
  await buyer.page.goto(`${base}/topic-activity/L-NOPE`)
  await buyer.page.getByText('返回首页').waitFor({ timeout: 15000 })
  assert.deepEqual(buyer.errors, [])
  await buyer.close()
})
