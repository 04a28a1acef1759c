/**
 * Subscription messages in Chromium (docs/subscription-messages.md): the operator sets the WeChat
 * mini-program's coupon-expiry template in the console (Marketing → Subscription messages) and it reads back
 * from the gateway; on H5 a buyer receiving a coupon is never asked and no consent is posted ("H5 skips it
 * quietly"). Needs dist/h5 (npm run build:h5) and dist/admin (built when missing).
 */
import { test } from 'node:test'
import assert from 'node:assert/strict'
import { phonePage, storefrontSuite } from './browser.mjs'
import { consolePost, consoleText, couponInput, needsConsoleBuild, operatorConsole } from './console-staff.mjs'
import { buyableShow, logInFromMine, receiveOnCouponList } from './journeys.mjs'

needsConsoleBuild()

const suite = storefrontSuite()
const TEMPLATES = '/admin-api/v1/subscription_messages/templates'

test('the operator sets a WeChat coupon-expiry template; a buyer on H5 receives a coupon without being asked', async () => {
  const base = suite.storefront.base
  const { show } = await buyableShow(base, 1)
  const merchant = await operatorConsole(suite.browser, base)
  await merchant.page.goto(`${base}/admin/subscription-messages`)
  const card = merchant.page.locator('[data-testid=message-WEAPP-COUPON_TEMPLATE_EXPIRE]')
  await card.waitFor()
  // The keys start from WeChat's usual ones; only the template id is typed.
  assert.equal(await card.locator('input').nth(2).inputValue(), 'thing1')
  await card.locator('input').first().fill('wx-e2e-coupon-expire')
  await merchant.page.locator('[data-testid=save-message-templates]').click()
  await merchant.page.locator('.ant-message-success').waitFor()
  const saved = JSON.parse(await consoleText(merchant.page, TEMPLATES))
  assert.deepEqual(
    saved.data.settings.map((s) => [s.platform, s.kind, s.templateId, s.fieldKeys.couponName]),
    [['WEAPP', 'COUPON_TEMPLATE_EXPIRE', 'wx-e2e-coupon-expire', 'thing1']]
  )
  assert.ok(await merchant.page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth), 'fits the desktop')

  const made = await consolePost(merchant.page, '/admin-api/v1/coupons', couponInput({ title: '订阅测试券' }))
  assert.equal(made.statusCode, 200, made.comments)
  const { page, errors, close } = await phonePage(suite.browser)
  const asked = []
  page.on('request', (r) => {
    if (r.url().includes('mini_remind_subscribe')) asked.push(r.url())
  })
  await logInFromMine(page, base, '13900000791')
  await receiveOnCouponList(page, base, show.showId, made.data.id)
  assert.deepEqual(asked, [], 'H5 neither reads the templates nor posts a consent')
  const after = JSON.parse(await consoleText(merchant.page, TEMPLATES))
  assert.equal(after.data.counts.COUPON_TEMPLATE_EXPIRE.waiting, 0)
  assert.deepEqual(errors, [])
  await close()
  await merchant.close()
})
