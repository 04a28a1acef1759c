/**
 * Goods after the tickets (product.md route order-add-purchase / add-purchase-list; issue "Shop", tied sale):
 * once a ticket order is paid, pay-success and the order's detail offer the show's merchandise, listed by
 * the tied-sale page under those route names, each bought as its own goods order. In Debian's Chromium at
 * 375x812. Needs dist/h5 (npm run build:h5).
 */
import { test } from 'node:test'
import assert from 'node:assert/strict'
import { phonePage, storefrontSuite } from './browser.mjs'
import { idCard, logInFromMine, payInSandboxCashier } from './journeys.mjs'

const suite = storefrontSuite()

/**
 * An on-sale show the merchant sells goods with (POST /pub/v5/tied_sale/search), neither age-limited nor
 * seat-picked, with a plan that has a ticket to sell: `{ show, plan, goods, realName }`. The demo's goods are
 * tied to its featured concerts, which are real-name.
 */
async function showWithGoods(base) {
  const api = async (path, body) =>
    (
      await (
        await fetch(
          `${base}${path}`,
          body ? { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) } : {}
        )
      ).json()
    ).data
  const { list } = await api('/home/pub/v3/show_list/search?sortType=RECOMMEND&length=50&lang=zh')
  for (const show of list.filter((s) => s.showStatus === 'ON_SALE')) {
    const goods = await api('/pub/v5/tied_sale/search', { showId: show.showId })
    if (!goods?.length) continue
    const detail = await api(`/show/pub/v5/show/${show.showId}/static?lang=zh`)
    if (detail.minLimitAge || detail.supportSeatPicking) continue
    const sessions = await api(`/show/pub/v5/show/${show.showId}/sessions_dynamic_data?lang=zh`)
    const session = sessions.find((s) => !s.soldOut) ?? sessions[0]
    const plans = await api(`/show/pub/v5/show/${show.showId}/session/${session.bizShowSessionId}/seat_plans_dynamic_data?lang=zh`)
    const plan = plans.find((p) => p.canBuyCount >= 1)
    if (plan) return { show, plan, goods, realName: !!detail.realName }
  }
  throw new Error('no buyable show with tied goods in the demo data')
}

/** From the show's detail to the payment chooser for one ticket of the plan, naming an attendee when real-name. */
async function orderOneTicket(page, base, { show, plan, realName }, attendee) {
  await page.goto(`${base}/content/${show.showId}`)
  await page.locator('.show-detail__buy').click()
  await page.waitForURL(new RegExp(`/booking/${show.showId}(\\?sessionId=|$)`))
  await page.locator(`.booking [data-seat-plan-id="${plan.seatPlanId}"]`).click()
  await page.locator('.booking__next').click()
  await page.waitForURL(/\/order\/confirm\?/)
  if (realName) {
    await page.locator('.confirm-order__link', { hasText: '新增观演人' }).click()
    await page.waitForURL(/\/viewer\/edit/)
    await page.locator('.audience-edit__name input').fill(attendee.name)
    await page.locator('.audience-edit__id input').fill(idCard(attendee.id17))
    await page.locator('.audience-edit__save').click()
    await page.waitForURL(/\/order\/confirm\?/)
    await page.locator('.confirm-order__attendee[aria-checked="true"]', { hasText: attendee.name }).waitFor()
  }
  await page.locator('.confirm-order__submit:not(.confirm-order__submit--off)').click()
  await page.locator('.payment-chooser__pay').waitFor()
}

test("a paid ticket order offers the show's merchandise on pay-success and on its detail; order-add-purchase lists it, each opening its goods", async () => {
  const base = suite.storefront.base
  const target = await showWithGoods(base)
  const { show, goods } = target
  const { page, errors, close } = await phonePage(suite.browser)
  await logInFromMine(page, base, '13900000613')
  await orderOneTicket(page, base, target, { name: '赵六', id17: '11010119900307001' })
  await page.locator('.payment-chooser__pay').click()
  const orderId = await payInSandboxCashier(page)
  await page.locator('.pay-success__title', { hasText: '支付成功' }).waitFor()
  // Paid, and the merchant sells goods with the show: pay-success offers them.
  await page.locator('.pay-success__merch').waitFor()

  // Later, from the order's detail: the same offer, opened under the spec's route name.
  await page.goto(`${base}/order/detail/${orderId}`)
  await page.locator('.order-detail__add-purchase').click()
  await page.waitForURL((url) => url.pathname === '/tied-sale' && url.searchParams.get('showId') === show.showId)
  const cards = page.locator('.goods-card[data-spu-id]')
  await cards.first().waitFor()
  assert.deepEqual(
    await cards.evaluateAll((els) => els.map((e) => e.getAttribute('data-spu-id'))),
    goods.map((g) => g.id),
    "the show's goods, in the ties' order"
  )
  await cards.first().click()
  await page.waitForURL(`${base}/shop/${goods[0].id}`)
  await page.locator('.shop-detail__buy').waitFor()
  assert.deepEqual(errors, [])
  await close()
})

test('an unpaid ticket order does not offer the merchandise', async () => {
  const base = suite.storefront.base
  const { page, errors, close } = await phonePage(suite.browser)
  await logInFromMine(page, base, '13900000614')
  await orderOneTicket(page, base, await showWithGoods(base), { name: '钱七', id17: '11010119910408002' })
  // Closed, the payment sheet leaves the buyer on the unpaid order's detail.
  await page.locator('.payment-chooser__close').click()
  await page.waitForURL(/\/order\/detail\//)
  await page.locator('.order-detail__state--unpaid').waitFor()
  // The tied goods call answers at once on a quiet page: give it a moment before reading the offer's absence.
  await page.waitForTimeout(1000)
  assert.equal(await page.locator('.order-detail__add-purchase').count(), 0)
  assert.deepEqual(errors, [])
  await close()
})
