/**
 * Benefit cards (issue #18), in Debian's Chromium at 375x812 against the gateway on a fresh database. Done
 * when: "buys a benefit card and books a show with it". A buyer opens the demo cash card's detail, buys it
 * on card-confirm through the payment chooser and the sandbox cashier, lands in my cards with the card's N
 * times, books a session of its range with it (card-range → booking → confirm order with the card's row),
 * the order asks for the card's redemption price, and my cards then shows one time used. And a coupon
 * that exchanges for a card: 'use' on my coupons asks, the buyer confirms, the card is in my cards.
 *
 * Needs dist/h5 (npm run build:h5).
 */
import { test } from 'node:test'
import assert from 'node:assert/strict'
import { phonePage, storefrontSuite } from './browser.mjs'
import { consolePost, couponInput, operatorApiPage } from './console-staff.mjs'
import { buyableShow, logInFromMine, payInSandboxCashier, receiveOnCouponList } from './journeys.mjs'

const suite = storefrontSuite()

const yuan = (fen) => `¥${Math.floor(fen / 100)}${fen % 100 ? `.${String(fen % 100).padStart(2, '0')}` : ''}`

/** A show of the card's range that books without attendees or a seat map, with a session and a tier that has stock. */
async function bookableInRange(base, cardId) {
  const api = async (path) => (await (await fetch(`${base}${path}`)).json()).data
  const range = await api(`/buyer/pub/v3/privilege/card/range?cardId=${cardId}&offset=0&length=20&lang=zh`)
  for (const show of range.shows) {
    const detail = await api(`/show/pub/v5/show/${show.showId}/static?lang=zh`)
    if (detail.realName || detail.minLimitAge || detail.supportSeatPicking) continue
    const dynamic = await api(`/show/pub/v5/show/${show.showId}/dynamic?lang=zh`)
    if (dynamic.showDetailStatus !== 'ON_SALE') continue
    for (const session of show.sessions) {
      const plans = await api(`/show/pub/v5/show/${show.showId}/session/${session.bizShowSessionId}/seat_plans_dynamic_data?lang=zh`)
      const inRange = session.tiers.length ? plans.filter((p) => session.tiers.some((t) => t.seatPlanId === p.seatPlanId)) : plans
      const plan = inRange.find((p) => p.canBuyCount >= 1)
      if (plan) return { show, session, plan }
    }
  }
  throw new Error("no bookable show in the demo cash card's range")
}

test('buys a benefit card and books a show with it', async () => {
  const base = suite.storefront.base
  const onSale = (await (await fetch(`${base}/buyer/pub/v3/privilege/card/list?offset=0&length=50&lang=zh`)).json()).data
  const card = onSale.cards.find((c) => c.priceMode === 'CASH' && c.onSale && c.stock > 0 && !c.needRealName)
  assert.ok(card, 'the demo merchant sells a cash card')

  const { page, errors, close } = await phonePage(suite.browser)
  await logInFromMine(page, base, '13900000521')

  // Its detail: the price, the times, buy.
  await page.goto(`${base}/benefit-card/${card.cardId}`)
  await page.locator('.card-detail__times', { hasText: `可兑换${card.convertibleTimes}次` }).waitFor()
  await page.locator('.card-detail__buy').click()
  await page.waitForURL(/\/card-confirm\?/)
  await page.locator('.card-confirm__mode[data-mode="CASH"]').waitFor()

  // Bought in the same payment chooser as orders, paid in the sandbox cashier; back through pay-loading to my cards.
  await page.locator('.card-confirm__submit').click()
  await page.locator('.payment-chooser__amount', { hasText: yuan(card.cardPrice) }).waitFor()
  await page.locator('.payment-chooser__option[data-product="SANDBOX"]').click()
  await page.locator('.payment-chooser__pay').click()
  await payInSandboxCashier(page, /\/(pay-loading|card-list)/)
  await page.waitForURL(/\/card-list/)

  // My cards: the card with all its times.
  const held = page.locator('[data-testid=my-cards] .held-card').first()
  await held.waitFor()
  assert.equal(await held.getAttribute('data-left'), String(card.convertibleTimes))
  await held.locator('.held-card__times', { hasText: `剩余${card.convertibleTimes}次` }).waitFor()
  const instanceId = await held.getAttribute('data-instance')

  // Book with it: its range, a session, booking, confirm order with the card's row.
  const { show, session, plan } = await bookableInRange(base, card.cardId)
  await held.locator('.held-card__book').click()
  await page.waitForURL(/\/card-range\?/)
  await page
    .locator(
      `.card-range__show[data-show-id="${show.showId}"] .card-range__session[data-session="${session.bizShowSessionId}"] .card-range__book`
    )
    .click()
  await page.waitForURL((url) => url.pathname === `/booking/${show.showId}` && url.searchParams.get('userCardInstanceId') === instanceId)
  await page.locator(`.booking [data-seat-plan-id="${plan.seatPlanId}"]`).click()
  // The gateway's price for the order as confirm order asks for it (the app's own pre_order, with the card).
  const preOrder = page.waitForResponse(
    (r) =>
      r.url().includes('/buyer/buyer/v3/pre_order') &&
      r.request().method() === 'POST' &&
      (r.request().postData() ?? '').includes(instanceId)
  )
  await page.locator('.booking__next').click()
  await page.waitForURL((url) => url.pathname === '/order/confirm' && url.searchParams.get('cardId') === card.cardId)
  const row = page.locator(`.confirm-order__card[data-instance="${instanceId}"]`)
  await row.waitFor()
  await row.getByText(`${card.cardName} · 剩余${card.convertibleTimes}次`).waitFor()

  // The order's price is the card's redemption price (one ticket, e-ticket: plus the order's own fees, if any).
  const priced = (await (await preOrder).json()).data
  assert.equal(priced.card.redeemPrice, card.redeemPrice)
  assert.equal(priced.payAmount, card.redeemPrice + priced.deliveryFee + priced.paymentServiceFee)
  await page.locator('.confirm-order__bar', { hasText: yuan(priced.payAmount) }).waitFor()

  await page.locator('.confirm-order__submit:not(.confirm-order__submit--off)').click()
  if (priced.payAmount > 0) {
    await page.locator('.payment-chooser__amount', { hasText: yuan(priced.payAmount) }).waitFor()
    await page.locator('.payment-chooser__option[data-product="SANDBOX"]').click()
    await page.locator('.payment-chooser__pay').click()
    await payInSandboxCashier(page)
  } else {
    await page.waitForURL(/\/pay-success\?/)
  }

  // My cards: one time used.
  await page.goto(`${base}/card-list`)
  const after = page.locator(`[data-testid=my-cards] .held-card[data-instance="${instanceId}"]`)
  await after.waitFor()
  assert.equal(await after.getAttribute('data-left'), String(card.convertibleTimes - 1))
  await after.locator('.held-card__times', { hasText: `已用1/${card.convertibleTimes}次` }).waitFor()
  assert.deepEqual(errors, [])
  await close()
})

test('a coupon that exchanges for a benefit card: use on my coupons asks, the buyer confirms, the card is in my cards', async () => {
  const base = suite.storefront.base
  const { show } = await buyableShow(base, 1)
  // The operator's exchange coupon for the demo annual card, listed on the shows (the console's API; its form has its own tests).
  const staff = await operatorApiPage(suite.browser, base)
  const made = await consolePost(
    staff.page,
    '/admin-api/v1/coupons',
    couponInput({
      title: '年卡兑换券',
      couponType: 'EXCHANGE',
      couponBizTypes: ['SHOW', 'PRIVILEGE_CARD'],
      amount: 0,
      quantity: 10,
      privilegeCardId: 'card_demo_annual'
    })
  )
  assert.equal(made.statusCode, 200, made.comments)
  await staff.close()

  const { page, errors, close } = await phonePage(suite.browser)
  await logInFromMine(page, base, '13900000522')
  await receiveOnCouponList(page, base, show.showId, made.data.id)

  // My coupons: 'use' asks whether to exchange it for the card, with the card's name.
  await page.goto(`${base}/coupons`)
  await page.locator(`[data-testid=my-coupons] .coupon-card[data-coupon="${made.data.id}"] .coupon-card__action--use`).click()
  await page.getByText('这张优惠券可兑换权益卡"观演年卡"，是否立即兑换？').waitFor()
  await page.locator('.reply-dialog__primary:visible').click()
  await page.waitForURL(/\/card-list/)
  const card = page.locator('[data-testid=my-cards] .held-card', { hasText: '观演年卡' })
  await card.waitFor()
  assert.equal(await card.getAttribute('data-left'), '3')
  // The coupon is used: it left the usable tab.
  await page.goto(`${base}/coupons`)
  await page.locator('.state-view, [data-testid=my-coupons]').first().waitFor()
  assert.equal(await page.locator(`[data-testid=my-coupons] .coupon-card[data-coupon="${made.data.id}"]`).count(), 0)
  assert.deepEqual(errors, [])
  await close()
})
