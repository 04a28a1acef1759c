/**
 * Issue #17, "Done when" (refunds): "buy → refund two of three tickets → the merchant approves in the
 * console → the money notification arrives (provider double) → the refunded seats are on sale again and
 * the remaining ticket admits at the door". In Chromium: the buyer at a phone viewport, the merchant's
 * finance and door staff in the console at desktop width. The provider double is the sandbox: it answers
 * the refund PROCESSING and its signed refund notification is delivered by its refund desk
 * (server/src/payment/sandbox-refund.routes.ts), as its cashier page delivers the payment callback.
 *
 * Needs dist/h5 (npm run build:h5) and dist/admin (built here when missing).
 */
import { before, test } from 'node:test'
import assert from 'node:assert/strict'
import { spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { DESKTOP_UA, phonePage, storefrontSuite } from './browser.mjs'
import { logInFromMine, logInToConsole, payInSandboxCashier, rotatingCodeAt, ticketDetailOf } from './journeys.mjs'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
// The demo accounts the seed creates outside production (server/src/seed/demo-staff.ts, README "Merchant console").
const DEMO_PASSWORD = 'Stagedoor-demo-2026'
const FINANCE = 'finance@demo.stagedoor.test'
const DOOR = 'door@demo.stagedoor.test'
const HOUR = 3600_000

before(() => {
  if (existsSync(path.join(root, 'dist', 'admin', 'index.html'))) return
  const built = spawnSync(
    process.execPath,
    [path.join(root, 'node_modules', 'vite', 'bin', 'vite.js'), 'build', '-c', 'admin/vite.config.ts'],
    { cwd: root, stdio: 'inherit' }
  )
  assert.equal(built.status, 0, 'npm run build:admin')
})

const suite = storefrontSuite()

/**
 * An on-sale general-admission show whose refund rule refunds ticket by ticket, with a session far
 * enough ahead for the rule to refund now and a plan with at least three tickets to sell.
 */
async function refundableShow(base) {
  const api = async (p) => (await (await fetch(`${base}${p}`)).json()).data
  const { list } = await api('/home/pub/v3/show_list/search?sortType=RECOMMEND&length=50&lang=zh')
  for (const show of list.filter((s) => s.showStatus === 'ON_SALE')) {
    const detail = await api(`/show/pub/v5/show/${show.showId}/static?lang=zh`)
    const rule = detail.refundRule
    if (detail.realName || detail.minLimitAge || detail.supportSeatPicking || !rule || rule.kind === 'NONE' || rule.scope !== 'PER_TICKET')
      continue
    const furthest = rule.kind === 'BEFORE_DEADLINE' ? rule.deadlineHours : rule.steps[0].hoursBefore
    const sessions = await api(`/show/pub/v5/show/${show.showId}/sessions_static_data?lang=zh`)
    const dynamic = await api(`/show/pub/v5/show/${show.showId}/sessions_dynamic_data?lang=zh`)
    for (const session of sessions.filter((s) => s.showTime > Date.now() + (furthest + 2) * HOUR)) {
      if (dynamic.find((d) => d.bizShowSessionId === session.bizShowSessionId)?.soldOut) continue
      const plans = await api(`/show/pub/v5/show/${show.showId}/session/${session.bizShowSessionId}/seat_plans_dynamic_data?lang=zh`)
      const plan = plans.find((p) => p.canBuyCount >= 10)
      if (plan) return { showId: show.showId, sessionId: session.bizShowSessionId, planId: plan.seatPlanId }
    }
  }
  throw new Error('no on-sale show refundable per ticket in the demo data')
}

const available = async (base, target) => {
  const plans = (
    await (
      await fetch(`${base}/show/pub/v5/show/${target.showId}/session/${target.sessionId}/seat_plans_dynamic_data?lang=zh&t=${Date.now()}`)
    ).json()
  ).data
  return plans.find((p) => p.seatPlanId === target.planId).canBuyCount
}

test('buy three tickets, refund two, the merchant approves, the sandbox refund notification arrives: two refunded, their stock on sale again, the third admits at the door', async () => {
  const base = suite.storefront.base
  const target = await refundableShow(base)

  // The buyer buys three tickets.
  const buyer = await phonePage(suite.browser)
  await logInFromMine(buyer.page, base, '13900000171')
  await buyer.page.goto(`${base}/order/confirm?showId=${target.showId}&sessionId=${target.sessionId}&seatPlanId=${target.planId}&qty=3`)
  await buyer.page.locator('.confirm-order__submit:not(.confirm-order__submit--off)').click()
  await buyer.page.locator('.payment-chooser__option[data-product="SANDBOX"]').click()
  await buyer.page.locator('.payment-chooser__pay').click()
  const orderId = await payInSandboxCashier(buyer.page)
  const tickets = await buyer.page.evaluate(async (id) => {
    const token = JSON.parse(localStorage.getItem('sd.accessToken') ?? '{}').data
    return (await (await fetch(`/buyer/buyer/v5/orders/${id}/tickets`, { headers: { 'access-token': token } })).json()).data.map(
      (k) => k.ticketId
    )
  }, orderId)
  assert.equal(tickets.length, 3)
  const kept = await ticketDetailOf(buyer.page, tickets[2])

  // Order detail → REFUND → choose two of the three → the refund page: amount, reason, confirm.
  await buyer.page.goto(`${base}/order/detail/${orderId}`)
  await buyer.page.locator('.order-detail__refund').click()
  await buyer.page.waitForURL(/\/refund-order-tickets\?/)
  await buyer.page.locator(`.refund-apply__pick[data-ticket="${tickets[2]}"]`).click()
  await buyer.page.locator('.refund-apply__submit', { hasText: '2' }).click()
  await buyer.page.waitForURL(/\/refund-orders\?/)
  await buyer.page.getByText('已选 2 张票').waitFor()
  await buyer.page.locator('.refund-apply__reason[data-reason="PLANS_CHANGED"]').click()
  await buyer.page.locator('.refund-apply__submit').click()
  await buyer.page.locator('.reply-dialog__primary:visible').click()
  await buyer.page.waitForURL(new RegExp(`/order/detail/${orderId}`))
  await buyer.page.locator('.refund-status[data-refund-state="APPLYING"]', { hasText: '退票审核中' }).waitFor()
  const before = await available(base, target)

  // The merchant's finance staff approve it in the console.
  const merchant = await phonePage(suite.browser, { userAgent: DESKTOP_UA, width: 1400, height: 1000 })
  await logInToConsole(merchant.page, base, FINANCE, DEMO_PASSWORD)
  await merchant.page.goto(`${base}/admin/refunds`)
  const row = merchant.page.locator(`.ant-table-row[data-order-id="${orderId}"]`)
  await row.getByText('待审核').waitFor()
  // The buyer's reason in words, not its code (issue #31 item 2: "a blank refund reason").
  await row.getByText('行程有变', { exact: true }).waitFor()
  assert.equal(await row.getByText('PLANS_CHANGED').count(), 0)
  await row.locator('[data-testid=refund-approve]').click()
  await merchant.page.locator('.ant-popconfirm .ant-btn-primary').click()
  await merchant.page.getByText('已同意').first().waitFor()

  // The refund job asked the sandbox at once: it answered PROCESSING, so the buyer reads "refund in progress".
  const refundId = await merchant.page.evaluate(async (id) => {
    for (let i = 0; i < 40; i++) {
      const rows = (await (await fetch('/admin-api/v1/sales/refunds?state=REFUNDING')).json()).data.rows
      const r = rows.find((x) => x.orderId === id)
      if (r?.refundId) return r.refundId
      await new Promise((resolve) => setTimeout(resolve, 250))
    }
    return ''
  }, orderId)
  assert.ok(refundId, 'the money was queued on the payment')
  await buyer.page.reload()
  await buyer.page.locator('.refund-status[data-refund-state="REFUNDING"]', { hasText: '退款中' }).waitFor()

  // The provider double's refund notification arrives (signed, through the sandbox's notify route).
  const delivered = await (
    await fetch(`${base}/pub/v1/payments/sandbox/refunds/${refundId}/deliver`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ status: 'SUCCEEDED' })
    })
  ).json()
  assert.equal(delivered.data.state, 'SUCCEEDED')
  await buyer.page.reload()
  await buyer.page.locator('.refund-status[data-refund-state="REFUNDED"]', { hasText: '已退款' }).waitFor()

  // The two refunded tickets are on sale again (approval returned them; the tier's availability shows it).
  let now = before
  for (let i = 0; i < 40 && now < before + 2; i++) {
    await new Promise((r) => setTimeout(r, 250))
    now = await available(base, target)
  }
  assert.equal(now, before + 2, 'the two refunded tickets are back on sale, once')
  await merchant.close()

  // The remaining ticket admits at the console door.
  const door = await phonePage(suite.browser, { userAgent: DESKTOP_UA, width: 1200, height: 900 })
  await logInToConsole(door.page, base, DOOR, DEMO_PASSWORD)
  await door.page.goto(`${base}/admin/door`)
  const input = door.page.locator('[data-testid=door-code] input')
  await input.fill(rotatingCodeAt(kept, Date.now() + kept.offsetMs))
  await input.press('Enter')
  await door.page.locator('[data-testid=check-in-result][data-result=ADMITTED]').waitFor()
  assert.deepEqual(buyer.errors, [])
  assert.deepEqual(door.errors, [])
  await door.close()
  await buyer.close()
})
