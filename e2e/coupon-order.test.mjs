/**
 * Coupons on confirm order (issue #18), in Debian's Chromium at 375x812 against the gateway on a fresh
 * database. Done when: "a buyer receives a coupon on a show, confirm order picks it as best, pays less by
 * exactly the rule, cancels, the coupon is usable again". The operator makes a 立减 coupon in the console's
 * API (the console page has its own tests); the buyer receives it on the show's coupon list, confirm order
 * pre-selects it and shows the amount less the coupon, the cashier asks for that amount; the buyer closes
 * the chooser, cancels the order on its detail page, and confirm order offers the coupon again.
 */
import { test } from 'node:test'
import assert from 'node:assert/strict'
import { phonePage, storefrontSuite } from './browser.mjs'
import { consolePost, couponInput, operatorApiPage } from './console-staff.mjs'
import { buyableShow, logInFromMine, openConfirmOrder, receiveOnCouponList } from './journeys.mjs'

const suite = storefrontSuite()

test('receive a coupon on a show, confirm order picks it, the amount is less by exactly the coupon, cancel, the coupon is usable again', async () => {
  const base = suite.storefront.base
  const { show, plan } = await buyableShow(base, 1)

  // The operator makes "立减5元" on every show (no threshold), listed on the shows it applies to, through the
  // console's API with the staff cookie (this journey needs no console build; the console page has its own tests).
  const staff = await operatorApiPage(suite.browser, base)
  const made = await consolePost(staff.page, '/admin-api/v1/coupons', couponInput({ title: '立减5元', amount: 500, quantity: 100 }))
  assert.equal(made.statusCode, 200, made.comments)
  await staff.close()

  const { page, errors, close } = await phonePage(suite.browser)
  await logInFromMine(page, base, '13900000418')
  // Receive it on the show's coupon list: 'receive' → received.
  await receiveOnCouponList(page, base, show.showId, made.data.id)

  // Confirm order pre-selects it (the best pick) and the amount is the price less 5.00.
  await openConfirmOrder(page, base, show, plan)
  // The tier's price as booking passed it on (one ticket).
  const unit = page.locator('.confirm-order__unit').first()
  await unit.locator('.price').waitFor()
  const priceFen = Math.round(Number((await unit.innerText()).match(/¥\s*([\d.]+)/)[1]) * 100)
  const payFen = priceFen - Math.min(500, priceFen)
  const yuan = (fen) => `¥${Math.floor(fen / 100)}${fen % 100 ? `.${String(fen % 100).padStart(2, '0')}` : ''}`
  await page.locator('.confirm-order__coupon .confirm-order__coupon-off').waitFor()
  await page.locator('.confirm-order__bar', { hasText: yuan(payFen) }).waitFor()
  // The list: the coupon checked; "no coupon" re-prices to the full price; checking it again brings the discount back.
  await page.locator('.confirm-order__coupon').click()
  const row = page.locator('.coupon-sheet__coupon', { hasText: '立减5元' })
  assert.equal(await row.getAttribute('aria-checked'), 'true')
  await row.click()
  await page.locator('.coupon-sheet__done').click()
  await page.locator('.confirm-order__bar', { hasText: yuan(priceFen) }).waitFor()
  await page.locator('.confirm-order__coupon').click()
  await page.locator('.coupon-sheet__coupon', { hasText: '立减5元' }).click()
  await page.locator('.coupon-sheet__done').click()
  await page.locator('.confirm-order__bar', { hasText: yuan(payFen) }).waitFor()

  // The order asks for exactly that amount.
  await page.locator('.confirm-order__submit:not(.confirm-order__submit--off)').click()
  await page.locator('.payment-chooser__amount', { hasText: yuan(payFen) }).waitFor()
  await page.locator('.payment-chooser__close').click()
  await page.waitForURL(/\/order\/detail\//)
  await page.locator('.order-detail__cancel').click()
  await page.locator('.reply-dialog__primary:visible').click()
  await page.locator('.order-detail__cancel').waitFor({ state: 'detached' })

  // Usable again: confirm order picks it again.
  await openConfirmOrder(page, base, show, plan)
  await page.locator('.confirm-order__bar', { hasText: yuan(payFen) }).waitFor()
  await page.locator('.confirm-order__coupon .confirm-order__coupon-off').waitFor()
  assert.deepEqual(errors, [])
  await close()
})
