/**
 * Issue #16 item 2 in Chromium at desktop width: the operator adds a notice to the home page's layout and
 * moves it to the top, sees it in the live phone preview (the buyers never do), publishes with confirm,
 * and a buyer's H5 home shows it.
 *
 * Needs dist/h5 (npm run build:h5) and dist/admin (npm run build:admin).
 */
import { test } from 'node:test'
import assert from 'node:assert/strict'
import { DESKTOP_UA, phonePage, storefrontSuite } from './browser.mjs'

const PASSWORD = 'Stagedoor-demo-2026'
const OPERATOR = 'operator@demo.stagedoor.test'
const NOTICE = '今晚加演一场'

const suite = storefrontSuite()

test('the operator adds a notice at the top of the home page, previews it, publishes, and the buyer sees it', async () => {
  const base = suite.storefront.base
  const { page, errors, close } = await phonePage(suite.browser, { userAgent: DESKTOP_UA, width: 1400, height: 1000 })
  await page.goto(`${base}/admin/`)
  await page.waitForURL(`${base}/admin/login`)
  await page.locator('[data-testid=login-email]').fill(OPERATOR)
  await page.locator('[data-testid=login-password]').fill(PASSWORD)
  await page.locator('[data-testid=login-submit]').click()
  await page.locator('[data-testid=logout]').waitFor()
  await page.locator('[data-testid=side-menu]').getByText('页面布局').click()
  await page.locator('[data-testid=edit-L-HOME]').click()
  await page.locator('[data-testid=component-banner]').waitFor()

  await page.locator('[data-testid=add-component]').first().click()
  await page.locator('.ant-dropdown-menu-item', { hasText: '公告' }).click()
  for (const lang of ['zh-CN', 'zh-MO', 'en-US']) await page.locator(`[data-testid="notice-1-title-${lang}"]`).fill(lang === 'en-US' ? 'Extra show tonight' : NOTICE)
  for (const box of await page.locator('textarea').all()) await box.fill('19:30')
  // Added before the feed (third): two moves up make it the first component.
  const notice = page.locator('[data-testid=component-notice-1]')
  await notice.getByLabel('上移').click()
  await notice.getByLabel('上移').click()
  const order = await page.locator('[data-testid^=component-]').evaluateAll((els) => els.map((e) => e.getAttribute('data-testid')))
  assert.deepEqual(order.filter((id) => id !== 'component-'), ['component-notice-1', 'component-banner', 'component-member', 'component-feed'])

  const saved = page.waitForResponse((r) => r.url().includes('/admin-api/v1/layouts/L-HOME/draft') && r.request().method() === 'PUT')
  await page.locator('[data-testid=save-draft]').click()
  const body = await (await saved).json()
  assert.equal(body.statusCode, 200, body.comments)

  const preview = page.frameLocator('[data-testid=preview-frame]')
  await preview.locator('.home__notice-title', { hasText: NOTICE }).waitFor({ timeout: 20000 })

  const buyerDuring = await phonePage(suite.browser)
  await buyerDuring.page.goto(`${base}/`)
  await buyerDuring.page.locator('.home__member').waitFor({ timeout: 15000 })
  assert.equal(await buyerDuring.page.locator('.home__notice-title', { hasText: NOTICE }).count(), 0, 'the draft is never visible to buyers')
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
