/**
 * Tied sale end to end (issue "Shop", done when: "a buyer adds a tied item on confirm order of a ticket and
 * pays once") in Debian's Chromium at 375x812 against the gateway on a fresh database with the demo goods: on
 * confirm order of a show with tied goods the buyer adds a T-shirt size, is asked for express delivery and an
 * address (delivered goods go with paper tickets) and the attendee of the real-name concert, sees the goods line and the amount due include it, pays once
 * in the sandbox cashier, and finds the tickets' order with its tied goods order, paid.
 */
import { test } from 'node:test'
import assert from 'node:assert/strict'
import { phonePage, storefrontSuite } from './browser.mjs'
import { allShows, fillAddress, idCard, logInFromMine, payInSandboxCashier } from './journeys.mjs'

const suite = storefrontSuite()
const TEE = 'spu_demo_tee'

/** taro-ui's AtButton lays the platform's button over its label: tap its centre, as a finger does (STACK-NOTES.md). */
async function tap(page, selector) {
  const box = await page.locator(selector).boundingBox()
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2)
}

test('confirm order of a show with tied goods: add a T-shirt size, the amount due counts it, pay once, see the tickets and the goods order paid', async () => {
  const base = suite.storefront.base
  const api = async (path) => (await (await fetch(`${base}${path}`)).json()).data
  // A show the T-shirt is tied to (the demo ties it to the two most featured concerts, real-name) that posts
  // paper tickets and sells general admission.
  let target
  for (const s of (await allShows(base)).filter((x) => x.showStatus === 'ON_SALE')) {
    const tied = await fetch(`${base}/pub/v5/tied_sale/search?lang=zh`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ showId: s.showId })
    })
    if (!(await tied.json()).data?.some((g) => g.id === TEE)) continue
    const show = await api(`/show/pub/v5/show/${s.showId}/static?lang=zh`)
    const express = show.deliveryMethods?.find((d) => d.deliverMethod === 'EXPRESS')
    if (!express || show.supportSeatPicking) continue
    const sessions = await api(`/show/pub/v5/show/${s.showId}/sessions_dynamic_data?lang=zh`)
    const session = sessions.find((x) => x.canBuy)
    if (!session) continue
    const plans = await api(`/show/pub/v5/show/${s.showId}/session/${session.bizShowSessionId}/seat_plans_dynamic_data?lang=zh`)
    const plan = plans.find((p) => p.canBuyCount >= 1)
    if (plan) {
      target = { showId: s.showId, session, plan, express }
      break
    }
  }
  assert.ok(target, 'a show with the T-shirt tied that posts paper tickets and sells general admission')
  const { showId, session, plan, express } = target

  const { page, errors, close } = await phonePage(suite.browser)
  await logInFromMine(page, base, '13900000731')
  await page.goto(`${base}/order/confirm?showId=${showId}&sessionId=${session.bizShowSessionId}&seatPlanId=${plan.seatPlanId}&qty=1`)

  // The show's goods are offered; the T-shirt's picker opens under it: black, M.
  const item = page.locator(`.tied-goods__item[data-spu-id="${TEE}"]`)
  await item.locator('.tied-goods__add').click()
  await item.locator('[data-value-id="ov_demo_tee_black"]').click()
  await item.locator('[data-value-id="ov_demo_tee_m"]').click()
  await tap(page, `.tied-goods__item[data-spu-id="${TEE}"] .tied-goods__done`)
  await item.locator('.tied-goods__picked', { hasText: '黑色 / M' }).waitFor()
  await page.locator('.confirm-order__goods-fee', { hasText: '¥168' }).waitFor()

  // Delivered goods with e-tickets: the page asks for express delivery before it submits.
  await page.locator('.confirm-order__goods-problem', { hasText: '快递配送' }).waitFor()
  assert.equal(await page.locator('.confirm-order__submit--off').count(), 1)
  await page.locator('.confirm-order__attendee[data-method="EXPRESS"]').click()
  await page.locator('.confirm-order__link', { hasText: '新增收货地址' }).click()
  await page.waitForURL(/\/address\/edit/)
  await fillAddress(page)
  await page.waitForURL(/\/order\/confirm\?/)
  await page.locator('.confirm-order__address--on', { hasText: '王五' }).waitFor()
  assert.equal(await page.locator('.confirm-order__goods-problem').count(), 0)
  // The concert is real-name: the ticket's attendee, added from here, comes back chosen.
  await page.locator('.confirm-order__link', { hasText: '新增观演人' }).click()
  await page.waitForURL(/\/viewer\/edit/)
  await page.locator('.audience-edit__name input').fill('李四')
  await page.locator('.audience-edit__id input').fill(idCard('11010119880512003'))
  await page.locator('.audience-edit__save').click()
  await page.waitForURL(/\/order\/confirm\?/)
  await page.locator('.confirm-order__attendee[aria-checked="true"]', { hasText: '李四' }).waitFor()
  await page.locator(`.tied-goods__item[data-spu-id="${TEE}"] .tied-goods__picked`).waitFor()

  // The amount due: the ticket, the paper tickets' post and the T-shirt (delivered free from ¥99), in one total.
  const statics = await api(`/show/pub/v5/show/${showId}/session/${session.bizShowSessionId}/seat_plans_static_data?lang=zh`)
  const ticketFen = statics.find((p) => p.seatPlanId === plan.seatPlanId).originalPrice
  const totalYuan = (ticketFen + express.fee + 16800) / 100
  await page.locator('.confirm-order__goods-fee', { hasText: '¥168' }).waitFor()
  await page.locator('.confirm-order__bar', { hasText: `¥${totalYuan}` }).waitFor()
  await tap(page, '.confirm-order__submit:not(.confirm-order__submit--off)')
  await page.locator('.payment-chooser__amount', { hasText: `¥${totalYuan}` }).waitFor()
  await page.locator('.payment-chooser__option[data-product="SANDBOX"]').click()
  await page.locator('.payment-chooser__pay').click()
  const orderId = await payInSandboxCashier(page)

  // The ticket order: its tickets' order paid, and the T-shirt bought with it, paid in the same payment.
  await page.goto(`${base}/order/detail/${orderId}`)
  await page.locator('.order-detail__state', { hasText: '待发货' }).waitFor()
  const tied = page.locator('.order-detail__tied-order[data-state="PAID"]')
  await tied.locator('.confirm-order__line', { hasText: '黑色 / M × 1' }).waitFor()
  await tied.click()
  await page.waitForURL(/\/order\/product\//)
  await page.locator('.order-product[data-state="PAID"]').waitFor()
  await page.locator('.goods-confirm__line', { hasText: '黑色 / M' }).waitFor()
  await page.locator('.order-product__ticket-order').click()
  await page.waitForURL(`${base}/order/detail/${orderId}`)
  assert.deepEqual(errors, [])
  await close()
})
