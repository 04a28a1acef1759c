/**
 * The shop end to end (issue "Shop", done when: "a buyer picks a SKU, adds two goods to the cart, sees the
 * badge, checks out with an address and an ITEM coupon, pays in the sandbox cashier, sees the goods order
 * and its state") in Debian's Chromium at 375x812, and the shop tab at desktop width, against the gateway
 * on a fresh database with the demo goods.
 */
import { test } from 'node:test'
import assert from 'node:assert/strict'
import { phonePage, storefrontSuite } from './browser.mjs'
import { consolePost, couponInput, desktopPage, operatorApiPage } from './console-staff.mjs'
import { fillAddress, logInFromMine, payInSandboxCashier } from './journeys.mjs'

const suite = storefrontSuite()

const TEE = 'spu_demo_tee'
const STICK = 'spu_demo_lightstick'

/** taro-ui's AtButton lays the platform's button over its label: tap its centre, as a finger does (STACK-NOTES.md). */
async function tap(page, selector) {
  const box = await page.locator(selector).boundingBox()
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2)
}

test('pick a SKU, two goods in the cart with the badge, check out with an address and an ITEM coupon, pay, see the goods order', async () => {
  const base = suite.storefront.base
  // The operator makes an ITEM coupon for the two goods: 立减15元 with no threshold.
  const staff = await operatorApiPage(suite.browser, base)
  const noScope = couponInput().couponUseLimitVO
  const made = await consolePost(
    staff.page,
    '/admin-api/v1/coupons',
    couponInput({
      title: '周边立减15元',
      amount: 1500,
      couponBizTypes: ['ITEM'],
      useCouponRule: 'LIMIATION_ITEM',
      couponUseLimitVO: { ...noScope, itemIds: [TEE, STICK] }
    })
  )
  assert.equal(made.statusCode, 200, made.comments)
  await staff.close()

  const { page, errors, close } = await phonePage(suite.browser)
  await logInFromMine(page, base, '13900000529')
  await page.goto(`${base}/coupon-recommend-list`)
  const card = page.locator(`.coupon-card[data-coupon="${made.data.id}"]`)
  await card.locator('.coupon-card__action--receive').click()
  await card.locator('.coupon-card__stamp--received').waitFor()

  // The shop tab: the goods cards, the T-shirt's lowest price as "from" with its market price struck.
  await page.goto(`${base}/shop`)
  const teeCard = page.locator(`.goods-grid .goods-card[data-spu-id="${TEE}"]`).first()
  await teeCard.locator('.price--struck', { hasText: '¥198' }).waitFor()
  await teeCard.click()
  await page.waitForURL(`${base}/shop/${TEE}`)

  // The picker: white XL is sold out, so once white is chosen XL is disabled; black M is chosen.
  await page.locator('[data-value-id="ov_demo_tee_white"]').click()
  assert.equal(await page.locator('[data-value-id="ov_demo_tee_xl"]').getAttribute('aria-disabled'), 'true')
  await page.locator('[data-value-id="ov_demo_tee_black"]').click()
  await page.locator('[data-value-id="ov_demo_tee_m"]').click()
  await page.locator('.shop-detail__prices', { hasText: '¥168' }).waitFor()
  await tap(page, '.shop-detail__add')
  await page.locator('.shop-detail__cart-badge', { hasText: '1' }).waitFor()

  await page.goto(`${base}/shop/${STICK}`)
  await page.locator('[data-value-id="ov_demo_stick_pink"]').click()
  await tap(page, '.shop-detail__add')
  await page.locator('.shop-detail__cart-badge', { hasText: '2' }).waitFor()

  // The badge on the shop tab: logged in, cart enabled, count above 0.
  await page.goto(`${base}/shop`)
  await page.locator('.tab-bar__badge', { hasText: '2' }).waitFor()
  await page.locator('.shop__cart').click()
  await page.waitForURL(`${base}/cart`)
  await page.locator('.cart-line').first().waitFor()
  assert.equal(await page.locator('.cart-line:not(.cart-line--invalid)').count(), 2)
  await page.locator('.cart__total', { hasText: '¥297' }).waitFor()
  await tap(page, '.cart__checkout')
  await page.waitForURL(/\/goods-cart-confirm\?/)

  // No address yet: add one from here; back on the order it is chosen.
  await page.locator('.confirm-order__link', { hasText: '新增收货地址' }).click()
  await page.waitForURL(/\/address\/edit/)
  await fillAddress(page)
  await page.waitForURL(/\/goods-cart-confirm\?/)
  await page.locator('.confirm-order__address--on', { hasText: '王五' }).waitFor()
  // The ITEM coupon is the best pick: 297 less 15, delivered free from 99.
  await page.locator('.goods-confirm__discount', { hasText: '¥15' }).waitFor()
  await page.locator('.goods-confirm__delivery-fee', { hasText: '¥0' }).waitFor()
  await page.locator('.confirm-order__bar', { hasText: '¥282' }).waitFor()
  await tap(page, '.goods-confirm__submit:not(.confirm-order__submit--off)')

  await page.locator('.payment-chooser__amount', { hasText: '¥282' }).waitFor()
  await page.locator('.payment-chooser__option[data-product="SANDBOX"]').click()
  await page.locator('.payment-chooser__pay').click()
  const orderId = await payInSandboxCashier(page)
  assert.match(page.url(), /orderType=goods/)
  await page.locator('.pay-success__title', { hasText: '支付成功' }).waitFor()
  await tap(page, '.pay-success__order')
  await page.waitForURL(`${base}/order/product/${orderId}`)
  await page.locator('.order-product[data-state="PAID"]').waitFor()
  await page.locator('.order-product__address', { hasText: '王五' }).waitFor()
  await page.locator('.goods-confirm__line').first().waitFor()
  assert.equal(await page.locator('.goods-confirm__line').count(), 2)

  // Bought from the cart: the lines left it, so the badge is gone.
  await page.goto(`${base}/shop`)
  await page.locator('.goods-card').first().waitFor()
  assert.equal(await page.locator('.tab-bar__badge').count(), 0)
  assert.deepEqual(errors, [])
  await close()
})

test('the shop tab at desktop width: the layout floors and the goods grid, several cards a row', async () => {
  const base = suite.storefront.base
  const { page, errors, close } = await desktopPage(suite.browser, { width: 1280, height: 900 })
  await page.goto(`${base}/shop`)
  await page.locator('[data-testid="layout-goods-list"]').first().waitFor()
  await page.locator('.goods-list .goods-card').first().waitFor()
  const tops = await page.locator('.goods-list .goods-card').evaluateAll((els) => els.slice(0, 4).map((e) => e.getBoundingClientRect().top))
  assert.ok(tops.length >= 3 && tops[0] === tops[2], `three cards on the first row: ${tops}`)
  assert.deepEqual(errors, [])
  await close()
})

test("tied-sale-list: a show's merchandise as goods cards, each opening its detail", async () => {
  const base = suite.storefront.base
  const tee = (await (await fetch(`${base}/pub/v5/spus/${TEE}`)).json()).data
  assert.ok(tee.showId, 'the demo T-shirt is tied to a show')
  const { page, errors, close } = await phonePage(suite.browser)
  await page.goto(`${base}/tied-sale?showId=${tee.showId}`)
  await page.locator(`.goods-card[data-spu-id="${TEE}"]`).click()
  await page.waitForURL(`${base}/shop/${TEE}`)
  assert.deepEqual(errors, [])
  await close()
})
