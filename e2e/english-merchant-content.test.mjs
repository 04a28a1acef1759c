/**
 * Polish item 8, in Debian's Chromium at 375x812: "English: "1 tickets"; the sandbox cashier in Chinese
 * only; coupon and benefit-card names and rules in Chinese". A buyer who chose English reads a coupon the
 * merchant translated in English on the show's coupon list, the demo benefit card's English name and
 * "1 booking", pays one ticket on an English sandbox cashier, and pay-success says "1 ticket".
 *
 * Needs dist/h5 (npm run build:h5).
 */
import { test } from 'node:test'
import assert from 'node:assert/strict'
import { phonePage, storefrontSuite } from './browser.mjs'
import { consolePost, couponInput, operatorApiPage } from './console-staff.mjs'
import { buyableShow, logInFromMine, openConfirmOrder } from './journeys.mjs'

const suite = storefrontSuite()

test('en-US: the merchant\'s English coupon and card texts, an English cashier and "1 ticket"', async () => {
  const base = suite.storefront.base
  const staff = await operatorApiPage(suite.browser, base)
  const made = await consolePost(
    staff.page,
    '/admin-api/v1/coupons',
    couponInput({
      title: '英文测试立减5元',
      ruleComments: '每单限用一张',
      titleTexts: { 'en-US': '¥5 off any show' },
      ruleCommentsTexts: { 'en-US': 'One per order' }
    })
  )
  assert.equal(made.statusCode, 200, made.comments)
  await staff.close()
  const { show, plan } = await buyableShow(base)

  const { page, errors, close } = await phonePage(suite.browser)
  await logInFromMine(page, base, '13900000881')
  await page.goto(`${base}/language`)
  await page.getByText('English').click()

  // The coupon the merchant translated reads in English, its zh-CN text nowhere.
  await page.goto(`${base}/coupon-list?showId=${show.showId}`)
  const coupon = page.locator(`.coupon-card[data-coupon="${made.data.id}"]`)
  await coupon.locator('.coupon-card__title', { hasText: '¥5 off any show' }).waitFor()
  assert.equal(await coupon.locator('.coupon-card__comments').textContent(), 'One per order')
  assert.equal(await coupon.getByText('英文测试立减5元').count(), 0)

  // The demo points card (seeded with English): its name, description and "1 booking", not "1 bookings".
  await page.goto(`${base}/benefit-card/card_demo_points`)
  await page.locator('.card-face', { hasText: 'Points show pass' }).waitFor()
  assert.match(await page.locator('.card-detail__times').textContent(), /^1 booking\b(?!s)/)
  assert.match(await page.locator('.card-detail__rules').textContent(), /any 1 show free within 90 days/)

  // One ticket, paid on the sandbox cashier, which reads English; pay-success says "1 ticket".
  await openConfirmOrder(page, base, show, plan)
  await page.locator('.confirm-order__submit:not(.confirm-order__submit--off)').click()
  await page.locator('.payment-chooser__option[data-product="SANDBOX"]').click()
  await page.locator('.payment-chooser__pay').click()
  await page.waitForURL(/\/pub\/v1\/payments\/sandbox\/cashier/)
  assert.equal(new URL(page.url()).searchParams.get('lang'), 'en')
  assert.equal(await page.title(), 'Sandbox cashier')
  assert.equal(await page.locator('button.pay').textContent(), 'Pay')
  await page.locator('button.pay').click()
  await page.waitForURL(/\/pay-success\?/)
  await page.locator('.pay-success__qty', { hasText: '1 ticket' }).waitFor()
  assert.doesNotMatch(await page.locator('.pay-success__qty').textContent(), /1 tickets/)
  assert.deepEqual(errors, [])
  await close()
})
