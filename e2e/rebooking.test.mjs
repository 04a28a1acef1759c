/**
 * Issue #17 "Rebooking" in Chromium: the merchant turns rebooking on in the console's show editor, a buyer
 * buys a ticket, the order offers 改签, the rebook-ticket page moves the ticket to another session of the
 * show at the same or a lower price, and the order then lists the new session's tier. A dearer target is
 * held, its difference paid in the sandbox cashier through the order's payment chooser, and the buyer
 * lands on the order (through pay-loading) with the new ticket.
 */
import { test } from 'node:test'
import assert from 'node:assert/strict'
import { phonePage, storefrontSuite } from './browser.mjs'
import { logInFromMine, logInToConsole, payInSandboxCashier } from './journeys.mjs'

const suite = storefrontSuite()
const DEMO_PASSWORD = 'Stagedoor-demo-2026'
const OWNER = 'owner@demo.stagedoor.test'

/**
 * An on-sale general-admission show with two sessions: a plan to buy in the first, and in the second a
 * plan at the same or a lower price with tickets left (the page offers dearer ones disabled).
 */
async function twoSessionShow(base, fits = (target, plan) => target.originalPrice <= plan.originalPrice, except = new Set()) {
  const api = async (path) => (await (await fetch(`${base}${path}`)).json()).data
  const { list } = await api('/home/pub/v3/show_list/search?sortType=RECOMMEND&length=50&lang=zh')
  for (const show of list.filter((s) => s.showStatus === 'ON_SALE' && !except.has(s.showId))) {
    const detail = await api(`/show/pub/v5/show/${show.showId}/static?lang=zh`)
    if (detail.realName || detail.minLimitAge || detail.supportSeatPicking) continue
    const sessions = (await api(`/show/pub/v5/show/${show.showId}/sessions_dynamic_data?lang=zh`)).filter((s) => !s.soldOut)
    if (sessions.length < 2) continue
    const plans = async (session) => {
      const statics = await api(`/show/pub/v5/show/${show.showId}/session/${session.bizShowSessionId}/seat_plans_static_data?lang=zh`)
      const dynamics = await api(`/show/pub/v5/show/${show.showId}/session/${session.bizShowSessionId}/seat_plans_dynamic_data?lang=zh`)
      return statics
        .filter((p) => !p.seated)
        .map((p) => ({ ...p, canBuyCount: dynamics.find((d) => d.seatPlanId === p.seatPlanId)?.canBuyCount ?? 0 }))
    }
    const [first, second] = [await plans(sessions[0]), await plans(sessions[1])]
    for (const plan of first.filter((p) => p.canBuyCount >= 1)) {
      const target = second.find((p) => p.canBuyCount >= 1 && fits(p, plan))
      if (target) return { show, plan, session: sessions[0], toSession: sessions[1], target }
    }
  }
  throw new Error('no show with two sessions in the demo data')
}

/** The shows the tests turned rebooking on for (the editor's switch toggles). */
const enabled = new Set()

test('the console turns rebooking on; the buyer moves a paid ticket to another session from the order page', async () => {
  const base = suite.storefront.base
  const { show, plan, session, toSession, target } = await twoSessionShow(base)
  enabled.add(show.showId)

  // The merchant: the show editor's 改签 tab.
  const merchant = await phonePage(suite.browser, { width: 1280, height: 900 })
  await logInToConsole(merchant.page, base, OWNER, DEMO_PASSWORD)
  await merchant.page.goto(`${base}/admin/catalogue/shows/${show.showId}`)
  await merchant.page.getByRole('tab', { name: '改签' }).click()
  await merchant.page.locator('[data-testid=rebook-supported]').click()
  await merchant.page.locator('[data-testid=show-save]').click()
  await merchant.page.getByText('已保存', { exact: true }).waitFor()
  await merchant.close()

  // The buyer: one ticket of the first session, paid in the sandbox cashier.
  const { page, errors, close } = await phonePage(suite.browser)
  await logInFromMine(page, base, '13900000222')
  await page.goto(`${base}/booking/${show.showId}?sessionId=${session.bizShowSessionId}`)
  await page.locator(`.booking [data-seat-plan-id="${plan.seatPlanId}"]`).click()
  await page.locator('.booking__next').click()
  await page.waitForURL(/\/order\/confirm\?/)
  await page.locator('.confirm-order__submit:not(.confirm-order__submit--off)').click()
  await page.locator('.payment-chooser__pay').click()
  const orderId = await payInSandboxCashier(page)

  // The order offers 改签 and leads to the rebook page.
  await page.goto(`${base}/order/detail/${orderId}`)
  await page.locator('.order-detail__rebook').click()
  await page.waitForURL(/\/rebook-ticket\?/)
  await page.locator(`.rebook__session[data-session="${toSession.bizShowSessionId}"]`).click()
  await page.locator('.rebook__ticket').first().waitFor()
  // The ticket goes to the plan of the same or a lower price; the difference line says what happens.
  await page.locator('.rebook__tier', { hasText: target.seatPlanName }).first().click()
  const difference = await page.locator('.rebook__difference [data-kind]').getAttribute('data-kind')
  assert.ok(['EQUAL', 'REFUND'].includes(difference ?? ''), `difference ${difference}`)
  await page.locator('.rebook__confirm').click()
  await page.locator('.reply-dialog__primary:visible').click()
  await page.waitForURL(new RegExp(`/order/detail/${orderId}`))
  await page.locator('.confirm-order__line:visible', { hasText: target.seatPlanName }).first().waitFor()
  // What the gateway now holds: the old ticket REBOOKED, a VALID one for the new session.
  const tickets = await page.evaluate(async (id) => {
    const token = JSON.parse(localStorage.getItem('sd.accessToken') ?? '{}').data
    return (await (await fetch(`/buyer/buyer/v5/orders/${id}/tickets`, { headers: { 'access-token': token } })).json()).data
  }, orderId)
  assert.deepEqual(
    tickets.map((k) => [k.state, k.bizShowSessionId]).sort(),
    [
      ['REBOOKED', session.bizShowSessionId],
      ['VALID', toSession.bizShowSessionId]
    ].sort()
  )
  // The bare address (no order): an empty state that leads to the orders, in the page's language.
  await page.goto(`${base}/rebook-ticket?lang=en`)
  await page.locator('.state-view--empty:visible', { hasText: 'No ticket can be rebooked' }).waitFor()
  await page.locator('.state-view__action:visible', { hasText: 'My orders' }).waitFor()
  assert.deepEqual(errors, [])
  await close()
})

/** The order's tickets as the gateway holds them, read with the page's own token. */
const ticketsOn = (page, orderId) =>
  page.evaluate(async (id) => {
    const token = JSON.parse(localStorage.getItem('sd.accessToken') ?? '{}').data
    return (await (await fetch(`/buyer/buyer/v5/orders/${id}/tickets`, { headers: { 'access-token': token } })).json()).data
  }, orderId)

test('a dearer session: the difference is paid in the sandbox cashier, and the order shows the new ticket', async () => {
  const base = suite.storefront.base
  const { show, plan, session, toSession, target } = await twoSessionShow(base, (t, p) => t.originalPrice > p.originalPrice, enabled)

  const merchant = await phonePage(suite.browser, { width: 1280, height: 900 })
  await logInToConsole(merchant.page, base, OWNER, DEMO_PASSWORD)
  await merchant.page.goto(`${base}/admin/catalogue/shows/${show.showId}`)
  await merchant.page.getByRole('tab', { name: '改签' }).click()
  await merchant.page.locator('[data-testid=rebook-supported]').click()
  await merchant.page.locator('[data-testid=show-save]').click()
  await merchant.page.getByText('已保存', { exact: true }).waitFor()
  await merchant.close()

  const { page, errors, close } = await phonePage(suite.browser)
  await logInFromMine(page, base, '13900000223')
  await page.goto(`${base}/booking/${show.showId}?sessionId=${session.bizShowSessionId}`)
  await page.locator(`.booking [data-seat-plan-id="${plan.seatPlanId}"]`).click()
  await page.locator('.booking__next').click()
  await page.waitForURL(/\/order\/confirm\?/)
  await page.locator('.confirm-order__submit:not(.confirm-order__submit--off)').click()
  await page.locator('.payment-chooser__pay').click()
  const orderId = await payInSandboxCashier(page)

  await page.goto(`${base}/order/detail/${orderId}`)
  await page.locator('.order-detail__rebook').click()
  await page.waitForURL(/\/rebook-ticket\?/)
  await page.locator(`.rebook__session[data-session="${toSession.bizShowSessionId}"]`).click()
  await page.locator('.rebook__ticket').first().waitFor()
  await page.locator('.rebook__tier', { hasText: target.seatPlanName }).first().click()
  assert.equal(await page.locator('.rebook__difference [data-kind]').getAttribute('data-kind'), 'PAY')
  await page.locator('.rebook__confirm').click()
  await page.locator('.reply-dialog__primary:visible').click()
  // The order's payment chooser, for the difference; with the one way paid last time it pays at once.
  const chooserPay = page.locator('.payment-chooser__pay')
  await chooserPay.click({ timeout: 3000 }).catch(() => undefined)
  await page.waitForURL(/\/pub\/v1\/payments\/sandbox\/cashier/)
  await page.locator('button.pay').click()
  // Back through pay-loading (it reads the rebook), to the order.
  await page.waitForURL(new RegExp(`/order/detail/${orderId}`))
  await page.locator('.confirm-order__line:visible', { hasText: target.seatPlanName }).first().waitFor()
  const tickets = await ticketsOn(page, orderId)
  assert.deepEqual(
    tickets.map((k) => [k.state, k.bizShowSessionId]).sort(),
    [
      ['REBOOKED', session.bizShowSessionId],
      ['VALID', toSession.bizShowSessionId]
    ].sort()
  )
  assert.deepEqual(errors, [])
  await close()
})
