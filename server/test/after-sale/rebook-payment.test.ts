/**
 * Paying a dearer rebook's difference (issue #17 "Rebooking": "move tickets to another session of the same
 * show (supportRebook), same or different price with the difference paid or refunded; the old seats freed
 * and the new held in one transaction under the same lock order as creation") — on every engine. The
 * difference is paid with the rebook's transaction id through the order's cashier calls
 * (calls-errors-limits.md section 7: `/buyer/v3/payments/cashiers`, `/pay`, the provider's server callback
 * `/pub/v1/payments/{paymentProduct}/callback`).
 */
import { describe, test, before, after } from 'node:test'
import assert from 'node:assert/strict'
import { ENGINES, NOON, seededApp, type TestApp } from '../helpers/helpers'
import { auth, phoneLogin, type Login } from '../helpers/account-helpers'
import { paying } from '../helpers/payment-helpers'
import { tier, type Tier } from '../helpers/tier-helpers'
import type { OrderDetail, OrderMoneyToDate, TicketDetail } from '../../../types/api/order'
import { FINANCE, loggedIn, withDemoStaff, type ConsoleClient } from '../helpers/admin-helpers'
import type { RebookApplyReply, RebookCheckReply, RebookStatusReply } from '../../../types/api/rebook'
import type { TicketTransfer } from '../../../types/api/transfer'
import { REFUND_API, type RefundRequestView } from '../../../types/api/refund'

const APPLY = '/buyer/buyer/v1/reschedule_ticket/apply'
const CHECK = '/buyer/buyer/v1/rebook/check'

interface Pair {
  from: Tier
  toSessionId: string
  to: Tier
}

for (const engine of ENGINES) {
  describe(`paying a dearer rebook on ${engine}`, () => {
    let t: TestApp
    let buyer: Login
    let second: Login
    let calls: ReturnType<typeof paying>
    let secondCalls: ReturnType<typeof paying>
    let finance: ConsoleClient
    before(async () => {
      t = await seededApp(engine)
      await withDemoStaff(t)
      finance = await loggedIn(t, FINANCE)
      buyer = await phoneLogin(t, '13200000321')
      second = await phoneLogin(t, '13200000322')
      calls = paying(t, buyer, `rebook-pay-${engine}`)
      secondCalls = paying(t, second, `rebook-pay-2-${engine}`)
    })
    after(async () => t.close())

    const used = new Set<string>()
    /** Two sessions of one show that supports rebooking, with tiers no earlier test touched, priced `fromFen` and `toFen`. */
    const pair = async (fromFen: number, toFen: number, seated = false): Promise<Pair> => {
      const rows = await t.db.query<{ from_id: string; to_id: string; to_session: string }>(
        `SELECT a.id AS from_id, b.id AS to_id, sb.id AS to_session
           FROM price_tiers a JOIN sessions sa ON sa.id = a.session_id JOIN shows sh ON sh.id = sa.show_id
           JOIN sessions sb ON sb.show_id = sh.id AND sb.id <> sa.id JOIN price_tiers b ON b.session_id = sb.id
          WHERE sh.state = 'SCHEDULED' AND sh.sale_time <= $1 AND sa.starts_at > $1 + interval '3 days' AND sb.starts_at > $1 + interval '1 day'
            AND NOT sh.real_name AND sh.min_age IS NULL AND a.seated = $2 AND b.seated = $2 AND NOT a.closed AND NOT b.closed
            AND a.available >= 4 AND b.available >= 4
          ORDER BY a.id, b.id`,
        [NOON, seated]
      )
      const row = rows.find((r) => !used.has(r.from_id) && !used.has(r.to_id))
      assert.ok(row, 'the demo data has a show with two sessions on sale')
      used.add(row.from_id)
      used.add(row.to_id)
      await t.db.query('UPDATE price_tiers SET price_fen = $2 WHERE id = $1', [row.from_id, fromFen])
      await t.db.query('UPDATE price_tiers SET price_fen = $2 WHERE id = $1', [row.to_id, toFen])
      const from = await tier(t, row.from_id)
      await t.db.query('UPDATE shows SET support_rebook = true, rebook_hours_before = 24, transfer_enabled = true WHERE id = $1', [
        from.show_id
      ])
      t.forgetCaches()
      return { from, toSessionId: row.to_session, to: await tier(t, row.to_id) }
    }
    const ticketsOf = async (orderId: string, who = buyer) =>
      (
        await t.get<Array<{ ticketId: string; state: string; bizShowSessionId: string }>>(
          `/buyer/buyer/v5/orders/${orderId}/tickets`,
          auth(who)
        )
      ).body.data
    const apply = (
      body: {
        orderId: string
        sessionId: string
        tickets: Array<{ ticketId: string; seatPlanId: string }>
        differenceFen: number
        idempotencyKey?: string
      },
      who = buyer,
      lang = 'zh'
    ) => t.call<RebookApplyReply>('POST', `${APPLY}?lang=${lang}`, body, auth(who))
    const status = async (rebookId: string, who = buyer) =>
      (await t.get<RebookStatusReply>(`/buyer/buyer/v1/rebook/${rebookId}`, auth(who))).body
    const stockOf = async (id: string) =>
      (
        await t.db.query<{ available: number; held: number; sold: number; capacity: number }>(
          'SELECT available, held, sold, capacity FROM price_tiers WHERE id = $1',
          [id]
        )
      )[0]
    const unbalanced = async () =>
      (
        await t.db.query<{ n: number }>(
          'SELECT count(*)::int AS n FROM price_tiers WHERE available + held + sold <> capacity OR available < 0 OR held < 0'
        )
      )[0].n
    /** A paid order of n tickets and a pending dearer rebook of all of them. */
    let seatedOrders = 0
    /** A paid order of n tickets: on a seated tier, its n best free seats (creation takes the places it is given). */
    const paidOrder = async (from: Tier, n: number, c: ReturnType<typeof paying>, who: Login) => {
      if (!(await t.db.query<{ seated: boolean }>('SELECT seated FROM price_tiers WHERE id = $1', [from.id]))[0].seated)
        return c.paidOrder(from, n)
      const seats = await t.db.query<{ row_no: number; col_no: number }>(
        "SELECT row_no, col_no FROM seats WHERE tier_id = $1 AND status = 'FREE' ORDER BY row_no DESC, col_no DESC LIMIT $2",
        [from.id, n]
      )
      const made = await t.call<{ orderId: string; unPaidTransactionIds: string[] }>(
        'POST',
        '/buyer/buyer/v5/create_order',
        {
          showId: from.show_id,
          items: [{ bizShowSessionId: from.session_id, seatPlanId: from.id, qty: n, seatIds: seats.map((x) => `${x.row_no}-${x.col_no}`) }],
          paymentParam: { payAmount: from.price_fen * n },
          idempotencyKey: `rebook-pay-seated-${engine}-${seatedOrders++}`
        },
        auth(who)
      )
      assert.equal(made.body.statusCode, 200, made.body.comments)
      const info = await c.startPay(made.body.data.unPaidTransactionIds[0])
      assert.equal((await c.decide(info.cashierUrl, 'pay')).statusCode, 303)
      return made.body.data.orderId
    }
    const pendingRebook = async (p: Pair, n: number, c = calls, who = buyer) => {
      const orderId = await paidOrder(p.from, n, c, who)
      const tickets = await ticketsOf(orderId, who)
      // The shop's config read afresh (from the database) by the apply: never from inside its transaction,
      // which on the embedded database's one connection waited for ever (found by e2e/rebooking.test.mjs).
      t.forgetCaches()
      const res = await apply(
        {
          orderId,
          sessionId: p.toSessionId,
          tickets: tickets.map((k) => ({ ticketId: k.ticketId, seatPlanId: p.to.id })),
          differenceFen: n * (p.to.price_fen - p.from.price_fen)
        },
        who
      )
      assert.equal(res.body.statusCode, 200, res.body.comments)
      assert.ok(res.body.data.payment, 'a dearer rebook answers what to pay')
      return { orderId, tickets, reply: res.body.data, payment: res.body.data.payment }
    }

    test('"the difference paid": paid in the sandbox cashier, the notification moves the tickets once even when delivered twice', async () => {
      const p = await pair(10000, 13000)
      const fromBefore = await stockOf(p.from.id)
      const toBefore = await stockOf(p.to.id)
      const { orderId, tickets, payment } = await pendingRebook(p, 2)
      assert.deepEqual([payment.amountFen, (await status(payment.rebookId)).data.state], [6000, 'PENDING'])
      // The check shows the pending rebook, so the page can resume paying it.
      assert.equal(
        (await t.get<RebookCheckReply>(`${CHECK}?orderId=${orderId}`, auth(buyer))).body.data.pending?.transactionId,
        payment.transactionId
      )

      // The same cashier list as an order's, for the rebook's transaction id.
      const cashiers = await t.call<Array<{ paymentProduct: string }>>(
        'POST',
        '/trade/buyer/v3/payments/cashiers',
        { transactionIds: [payment.transactionId], platform: 'H5' },
        auth(buyer)
      )
      assert.equal(cashiers.body.statusCode, 200, cashiers.body.comments)
      assert.ok(cashiers.body.data.some((c) => c.paymentProduct === 'SANDBOX'))
      const info = await calls.startPay(payment.transactionId, `/order/detail/${orderId}`)
      const row = (
        await t.db.query<{ amount_fen: number; purpose: string; subject_id: string; order_id: string }>(
          'SELECT amount_fen, purpose, subject_id, order_id FROM payments WHERE id = $1',
          [info.paymentId]
        )
      )[0]
      assert.deepEqual(row, { amount_fen: 6000, purpose: 'REBOOK', subject_id: payment.rebookId, order_id: orderId })

      // The platform's notification, delivered twice: the second is a repeat and changes nothing.
      const result = { paymentId: info.paymentId, providerTxn: `sbx_twice_${engine}`, amountFen: 6000, status: 'SUCCEEDED' as const }
      const first = await calls.notify(result)
      const again = await calls.notify(result)
      assert.deepEqual([first.json().data.outcome, again.json().data.outcome], ['PAID', 'IGNORED'])

      assert.equal((await status(payment.rebookId)).data.state, 'DONE')
      const after = await ticketsOf(orderId)
      assert.deepEqual(
        after.filter((k) => tickets.some((o) => o.ticketId === k.ticketId)).map((k) => k.state),
        ['REBOOKED', 'REBOOKED']
      )
      const fresh = after.filter((k) => k.state === 'VALID')
      assert.equal(fresh.length, 2, 'two new tickets, issued once')
      assert.ok(fresh.every((k) => k.bizShowSessionId === p.toSessionId))
      const moved = await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM rebook_tickets WHERE rebook_id = $1', [
        payment.rebookId
      ])
      assert.equal(moved[0].n, 2)
      // New numbers and new code secrets.
      const detail = (await t.get<TicketDetail>(`/buyer/buyer/v1/tickets/${fresh[0].ticketId}`, auth(buyer))).body.data
      const oldDetail = (
        await t.db.query<{ ticket_number: string; code_secret: string }>('SELECT ticket_number, code_secret FROM tickets WHERE id = $1', [
          tickets[0].ticketId
        ])
      )[0]
      assert.notEqual(detail.ticketNumber, oldDetail.ticket_number)
      assert.ok(detail.codeSecret && detail.codeSecret !== oldDetail.code_secret)
      // Stock: the old back on sale, the held sold; every tier balances.
      assert.deepEqual(await stockOf(p.from.id), fromBefore)
      assert.deepEqual(await stockOf(p.to.id), { ...toBefore, available: toBefore.available - 2, sold: toBefore.sold + 2 })
      assert.equal(await unbalanced(), 0)
      assert.equal(
        (await t.db.query<{ session_id: string }>('SELECT session_id FROM orders WHERE id = $1', [orderId]))[0].session_id,
        p.toSessionId
      )
      assert.equal(
        (
          await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM tickets WHERE rebook_pending_id IS NOT NULL AND order_id = $1', [
            orderId
          ])
        )[0].n,
        0
      )
      // Paid: nothing more to pay.
      const late = await t.call(
        'POST',
        '/trade/buyer/v3/payments/pay',
        { transactionIds: [payment.transactionId], paymentProduct: 'SANDBOX', platform: 'H5' },
        auth(buyer)
      )
      assert.deepEqual([late.body.statusCode, late.body.errorCode], [40252, 'REBOOK_NOT_PAYABLE'])
    })

    test('"the new held": a pending rebook blocks refund, transfer and another rebook of its tickets (REBOOK_PENDING, translated); they still admit (VALID)', async () => {
      const p = await pair(8000, 9000)
      const { orderId, tickets, payment } = await pendingRebook(p, 1)
      const ticketId = tickets[0].ticketId
      const refund = await t.call<RefundRequestView>(
        'POST',
        `${REFUND_API.requests(orderId)}?lang=en`,
        { reason: 'OTHER', ticketIds: [ticketId] },
        auth(buyer)
      )
      assert.deepEqual([refund.body.statusCode, refund.body.errorCode, refund.body.mode], [40250, 'REBOOK_PENDING', 'alert'])
      assert.match(refund.body.comments, /waiting for payment/)
      const transfer = await t.call<TicketTransfer>(
        'POST',
        `/buyer/buyer/v1/tickets/${ticketId}/transfers?lang=zh-MO`,
        { cellphone: '13200000399' },
        auth(buyer)
      )
      assert.deepEqual([transfer.body.statusCode, transfer.body.comments], [40250, '該票有待付款的改簽，請先完成付款或取消改簽'])
      const again = await apply({ orderId, sessionId: p.toSessionId, tickets: [{ ticketId, seatPlanId: p.to.id }], differenceFen: 1000 })
      assert.deepEqual([again.body.statusCode, again.body.errorCode], [40250, 'REBOOK_PENDING'])
      assert.equal((await ticketsOf(orderId))[0].state, 'VALID', 'still admits at the door')

      // "A buyer reaches only their own objects": another buyer naming this rebook's transaction gets neither
      // the cashier list nor a payment, and no payment row is made for it.
      for (const path of ['/trade/buyer/v3/payments/cashiers', '/trade/buyer/v3/payments/pay']) {
        const foreign = await t.call(
          'POST',
          path,
          { transactionIds: [payment.transactionId], paymentProduct: 'SANDBOX', platform: 'H5' },
          auth(second)
        )
        assert.deepEqual([foreign.body.statusCode, foreign.body.errorCode], [40251, 'REBOOK_NOT_FOUND'], path)
      }
      const paymentsMade = await t.db.query<{ n: number }>(
        "SELECT count(*)::int AS n FROM payments WHERE purpose = 'REBOOK' AND subject_id = $1",
        [payment.rebookId]
      )
      assert.equal(paymentsMade[0].n, 0)

      // Cancelled by the buyer: the holds go back, the ticket may be refunded again; a second cancel is refused.
      const toHeld = await stockOf(p.to.id)
      const cancelled = await t.call<RebookStatusReply>('POST', `/buyer/buyer/v1/rebook/${payment.rebookId}/cancel`, {}, auth(buyer))
      assert.deepEqual([cancelled.body.statusCode, cancelled.body.data.state], [200, 'CANCELLED'])
      assert.deepEqual(await stockOf(p.to.id), { ...toHeld, available: toHeld.available + 1, held: toHeld.held - 1 })
      const twice = await t.call('POST', `/buyer/buyer/v1/rebook/${payment.rebookId}/cancel`, {}, auth(buyer))
      assert.deepEqual([twice.body.statusCode, twice.body.errorCode], [40252, 'REBOOK_NOT_PAYABLE'])
      const other = await t.call('POST', `/buyer/buyer/v1/rebook/${payment.rebookId}/cancel`, {}, auth(second))
      assert.deepEqual([other.body.statusCode, other.body.errorCode], [40251, 'REBOOK_NOT_FOUND'], "another buyer's rebook is not found")
      const refundNow = await t.call<RefundRequestView>(
        'POST',
        REFUND_API.requests(orderId),
        { reason: 'OTHER', ticketIds: [ticketId] },
        auth(buyer)
      )
      assert.notEqual(refundNow.body.statusCode, 40250, refundNow.body.comments)
      assert.equal(await unbalanced(), 0)
    })

    test('expiry (the sweeper, as unpaid orders close): the held seats and stock go back once; money arriving after is queued back (purpose REBOOK), never kept', async () => {
      const p = await pair(5000, 7000, true)
      const toBefore = await stockOf(p.to.id)
      const { orderId, tickets, payment } = await pendingRebook(p, 2)
      const heldSeats = async () =>
        (
          await t.db.query<{ n: number }>("SELECT count(*)::int AS n FROM seats WHERE tier_id = $1 AND status = 'HELD' AND order_id = $2", [
            p.to.id,
            orderId
          ])
        )[0].n
      assert.equal(await heldSeats(), 2, 'the best free seats are HELD for the order, as an unpaid order holds them')
      assert.deepEqual(await stockOf(p.to.id), { ...toBefore, available: toBefore.available - 2, held: toBefore.held + 2 })
      const info = await calls.startPay(payment.transactionId)

      // Past the deadline it reads EXPIRED before the sweeper writes it, and can no longer be paid.
      const past = new Date(payment.payDeadline + 1000)
      t.setNow(past)
      try {
        assert.equal((await status(payment.rebookId)).data.state, 'EXPIRED')
        const pay = await t.call(
          'POST',
          '/trade/buyer/v3/payments/pay',
          { transactionIds: [payment.transactionId], paymentProduct: 'SANDBOX', platform: 'H5' },
          auth(buyer)
        )
        assert.equal(pay.body.statusCode, 40252)
        const swept = await Promise.all([t.app.rebookPayments.expireDue(past), t.app.rebookPayments.expireDue(past)])
        assert.equal(swept[0] + swept[1], 1, 'released exactly once')
        assert.equal(await t.app.rebookPayments.expireDue(past), 0)
        assert.equal(await heldSeats(), 0)
        assert.deepEqual(await stockOf(p.to.id), toBefore)
        assert.deepEqual(
          (await ticketsOf(orderId)).map((k) => k.state),
          ['VALID', 'VALID']
        )

        // The platform's notification of the attempt started before expiry: the money goes back, the tickets stay.
        const res = await calls.notify(
          { paymentId: info.paymentId, providerTxn: `sbx_late_${engine}`, amountFen: 4000, status: 'SUCCEEDED' },
          past.getTime()
        )
        assert.equal(res.json().data.outcome, 'REFUND_PENDING')
        const refunds = await t.db.query<{ amount_fen: number; purpose: string; state: string }>(
          'SELECT amount_fen, purpose, state FROM refunds WHERE payment_id = $1',
          [info.paymentId]
        )
        assert.deepEqual(refunds, [{ amount_fen: 4000, purpose: 'REBOOK', state: 'REQUESTED' }])
        assert.deepEqual(
          [(await status(payment.rebookId)).data.state, (await status(payment.rebookId)).data.refundState],
          ['EXPIRED', 'REFUNDING']
        )
        assert.deepEqual((await ticketsOf(orderId)).map((k) => k.ticketId).sort(), tickets.map((k) => k.ticketId).sort())
        assert.deepEqual(await stockOf(p.to.id), toBefore)

        // The refund job asks the sandbox; its refund notification settles it, and the rebook reads REFUNDED.
        await t.app.payments.refunds.run(past)
        const [asked] = await t.db.query<{ id: string }>('SELECT id FROM refunds WHERE payment_id = $1', [info.paymentId])
        await t.app.inject({
          method: 'POST',
          url: `/pub/v1/payments/sandbox/refunds/${asked.id}/deliver`,
          payload: { status: 'SUCCEEDED' }
        })
        assert.equal((await status(payment.rebookId)).data.refundState, 'REFUNDED')
        assert.equal(await unbalanced(), 0)
      } finally {
        t.setNow(NOON)
      }
    })

    test('money that arrives past the pay deadline, before the sweeper ran: its own settlement expires the rebook (rebook-closed), gives the holds back once and queues the money back', async () => {
      const p = await pair(4200, 6000, true)
      const toBefore = await stockOf(p.to.id)
      const { orderId, tickets, payment } = await pendingRebook(p, 2)
      assert.deepEqual(await stockOf(p.to.id), { ...toBefore, available: toBefore.available - 2, held: toBefore.held + 2 })
      const info = await calls.startPay(payment.transactionId)
      const past = new Date(payment.payDeadline + 1000)
      t.setNow(past)
      try {
        // No sweep: the rebook row is still PENDING when the platform's word comes.
        const [before] = await t.db.query<{ state: string }>('SELECT state FROM rebooks WHERE id = $1', [payment.rebookId])
        assert.equal(before.state, 'PENDING')
        const res = await calls.notify(
          { paymentId: info.paymentId, providerTxn: `sbx_after_deadline_${engine}`, amountFen: 3600, status: 'SUCCEEDED' },
          past.getTime()
        )
        assert.equal(res.statusCode, 200, res.body.slice(0, 300))
        assert.equal(res.json().data.outcome, 'REFUND_PENDING')
        const st = await status(payment.rebookId)
        assert.deepEqual([st.data.state, st.data.refundState], ['EXPIRED', 'REFUNDING'])
        assert.deepEqual(
          await t.db.query<{ amount_fen: number; purpose: string; subject_id: string }>(
            'SELECT amount_fen, purpose, subject_id FROM refunds WHERE payment_id = $1',
            [info.paymentId]
          ),
          [{ amount_fen: 3600, purpose: 'REBOOK', subject_id: info.paymentId }]
        )
        // What it held went back in that settlement: seats, stock, and its tickets are free again; nothing moved.
        assert.equal(
          (await t.db.query<{ n: number }>("SELECT count(*)::int AS n FROM seats WHERE order_id = $1 AND status = 'HELD'", [orderId]))[0].n,
          0
        )
        assert.deepEqual(await stockOf(p.to.id), toBefore)
        assert.deepEqual(
          await t.db.query<{ id: string; state: string; rebook_pending_id: string | null }>(
            'SELECT id, state, rebook_pending_id FROM tickets WHERE order_id = $1 ORDER BY id',
            [orderId]
          ),
          tickets.map((k) => ({ id: k.ticketId, state: 'VALID', rebook_pending_id: null })).sort((a, b) => (a.id < b.id ? -1 : 1))
        )
        // The sweeper finds it ended: the holds are given back once.
        assert.equal(await t.app.rebookPayments.expireDue(past), 0)
        assert.deepEqual(await stockOf(p.to.id), toBefore)
        assert.equal(await unbalanced(), 0)
      } finally {
        t.setNow(NOON)
      }
    })

    test("the app's retry of an apply (same idempotency key) answers the same pending rebook; once it ended, the key is spent (REBOOK_NOT_PAYABLE) and nothing is held again", async () => {
      const p = await pair(4000, 4600)
      const orderId = await calls.paidOrder(p.from, 1)
      const [k] = await ticketsOf(orderId)
      const body = {
        orderId,
        sessionId: p.toSessionId,
        tickets: [{ ticketId: k.ticketId, seatPlanId: p.to.id }],
        differenceFen: 600,
        idempotencyKey: `rebook-pay-retry-${engine}`
      }
      const first = await apply(body)
      const again = await apply(body)
      assert.equal(first.body.statusCode, 200, first.body.comments)
      assert.deepEqual(again.body.data.payment, first.body.data.payment)
      const toHeld = await stockOf(p.to.id)
      assert.equal(
        (await t.call('POST', `/buyer/buyer/v1/rebook/${first.body.data.rebookId}/cancel`, {}, auth(buyer))).body.statusCode,
        200
      )
      const spent = await apply(body)
      assert.deepEqual([spent.body.statusCode, spent.body.errorCode], [40252, 'REBOOK_NOT_PAYABLE'])
      assert.deepEqual(await stockOf(p.to.id), { ...toHeld, available: toHeld.available + 1, held: toHeld.held - 1 })
    })

    test('two pending rebooks racing for the last seat of the target tier: one holds it, the other hears REBOOK_SOLD_OUT; no oversell', async () => {
      const p = await pair(6000, 6500)
      const a = await calls.paidOrder(p.from, 1)
      const b = await secondCalls.paidOrder(p.from, 1)
      await t.db.query('UPDATE price_tiers SET available = 1, capacity = sold + held + 1 WHERE id = $1', [p.to.id])
      const [ka] = await ticketsOf(a)
      const [kb] = await ticketsOf(b, second)
      const results = await Promise.all([
        apply({ orderId: a, sessionId: p.toSessionId, tickets: [{ ticketId: ka.ticketId, seatPlanId: p.to.id }], differenceFen: 500 }),
        apply(
          { orderId: b, sessionId: p.toSessionId, tickets: [{ ticketId: kb.ticketId, seatPlanId: p.to.id }], differenceFen: 500 },
          second
        )
      ])
      assert.deepEqual(results.map((r) => r.body.statusCode).sort(), [200, 40225])
      const s = await stockOf(p.to.id)
      assert.deepEqual([s.available, s.held], [0, 1])
      assert.equal(
        (
          await t.db.query<{ n: number }>("SELECT count(*)::int AS n FROM rebooks WHERE state = 'PENDING' AND order_id = ANY($1::text[])", [
            [a, b]
          ])
        )[0].n,
        1
      )
      assert.equal(await unbalanced(), 0)
    })

    test('"the new held ... under the same lock order as creation": two pending rebooks racing for the last free seat of a seated tier, one holds it', async () => {
      const p = await pair(3000, 3500, true)
      const a = await paidOrder(p.from, 1, calls, buyer)
      const b = await paidOrder(p.from, 1, secondCalls, second)
      // Every free seat of the target tier but the front one sold elsewhere (its counters follow, so the tier balances).
      const sold = await t.db.query<{ row_no: number }>(
        `UPDATE seats SET status = 'SOLD' WHERE tier_id = $1 AND status = 'FREE'
            AND (row_no, col_no) <> (SELECT row_no, col_no FROM seats WHERE tier_id = $1 AND status = 'FREE' ORDER BY row_no, col_no LIMIT 1) RETURNING row_no`,
        [p.to.id]
      )
      await t.db.query('UPDATE price_tiers SET available = available - $2, sold = sold + $2 WHERE id = $1', [p.to.id, sold.length])
      assert.equal((await stockOf(p.to.id)).available, 1)
      t.forgetCaches()
      const [ka] = await ticketsOf(a)
      const [kb] = await ticketsOf(b, second)
      const results = await Promise.all([
        apply({ orderId: a, sessionId: p.toSessionId, tickets: [{ ticketId: ka.ticketId, seatPlanId: p.to.id }], differenceFen: 500 }),
        apply(
          { orderId: b, sessionId: p.toSessionId, tickets: [{ ticketId: kb.ticketId, seatPlanId: p.to.id }], differenceFen: 500 },
          second
        )
      ])
      assert.deepEqual(results.map((r) => r.body.statusCode).sort(), [200, 40225])
      const held = await t.db.query<{ order_id: string }>("SELECT order_id FROM seats WHERE tier_id = $1 AND status = 'HELD'", [p.to.id])
      const winner = results[0].body.statusCode === 200 ? a : b
      assert.deepEqual(
        held.map((x) => x.order_id),
        [winner],
        'the one free seat is HELD for the winner only'
      )
      assert.deepEqual([(await stockOf(p.to.id)).available, (await stockOf(p.to.id)).held], [0, 1])
      assert.equal(await unbalanced(), 0)
    })

    /** Three sessions of one show, each with a seated tier no earlier test touched, priced as given; the show rebooks. */
    const seatedTrio = async (fens: [number, number, number]): Promise<Tier[]> => {
      const rows = await t.db.query<{ show_id: string; session_id: string; tier_id: string }>(
        `SELECT DISTINCT ON (s.id) s.show_id, s.id AS session_id, p.id AS tier_id
           FROM sessions s JOIN shows sh ON sh.id = s.show_id JOIN price_tiers p ON p.session_id = s.id
          WHERE sh.state = 'SCHEDULED' AND sh.sale_time <= $1 AND s.starts_at > $1 + interval '3 days'
            AND NOT sh.real_name AND sh.min_age IS NULL AND p.seated AND NOT p.closed AND p.available >= 4
          ORDER BY s.id, p.id DESC`,
        [NOON]
      )
      const fresh = rows.filter((r) => !used.has(r.tier_id))
      const show = [...new Set(fresh.map((r) => r.show_id))].find((id) => fresh.filter((r) => r.show_id === id).length >= 3)
      assert.ok(show, 'the demo data has a show with three seated sessions on sale')
      const trio = fresh.filter((r) => r.show_id === show).slice(0, 3)
      for (const [i, r] of trio.entries()) {
        used.add(r.tier_id)
        await t.db.query('UPDATE price_tiers SET price_fen = $2 WHERE id = $1', [r.tier_id, fens[i]])
      }
      await t.db.query('UPDATE shows SET support_rebook = true, rebook_hours_before = 24, limit_per_account = 0 WHERE id = $1', [show])
      t.forgetCaches()
      return Promise.all(trio.map((r) => tier(t, r.tier_id)))
    }

    test('"the old seats freed and the new held in one transaction": a seat place held for an order in one session is not handed to the same order in another; paying the held rebook moves its ticket', async () => {
      // Found by review: order_seats is keyed by order and place (migration 007), so the held place, given
      // again to a same-price rebook of the order's other ticket, made the payment's move a duplicate key (500).
      const [s1, s2, s3] = await seatedTrio([10000, 20000, 10000])
      const orderId = await paidOrder(s1, 2, calls, buyer)
      const [a, b] = await ticketsOf(orderId)
      t.forgetCaches()
      const dear = await apply({
        orderId,
        sessionId: s2.session_id,
        tickets: [{ ticketId: a.ticketId, seatPlanId: s2.id }],
        differenceFen: 10000
      })
      assert.equal(dear.body.statusCode, 200, dear.body.comments)
      const [held] = await t.db.query<{ row_no: number; col_no: number }>(
        "SELECT row_no, col_no FROM seats WHERE tier_id = $1 AND status = 'HELD' AND order_id = $2",
        [s2.id, orderId]
      )
      const same = await apply({
        orderId,
        sessionId: s3.session_id,
        tickets: [{ ticketId: b.ticketId, seatPlanId: s3.id }],
        differenceFen: 0
      })
      assert.equal(same.body.statusCode, 200, same.body.comments)
      // The held seat has a name on the hall's map; the order keeps it once its hold is sold.
      await t.db.query(
        "UPDATE seats SET section_name = '池座', row_label = '3排', seat_no = 7 WHERE tier_id = $1 AND order_id = $2 AND status = 'HELD'",
        [s2.id, orderId]
      )
      const taken = await t.db.query<{ row_no: number; col_no: number }>(
        "SELECT row_no, col_no FROM seats WHERE tier_id = $1 AND status = 'SOLD' AND order_id = $2",
        [s3.id, orderId]
      )
      assert.equal(taken.length, 1)
      assert.notDeepEqual(taken[0], held, 'the same-price rebook skips the place the pending one holds')

      const info = await calls.startPay(dear.body.data.payment!.transactionId, `/order/detail/${orderId}`)
      const res = await calls.notify({
        paymentId: info.paymentId,
        providerTxn: `sbx_seat_clash_${engine}`,
        amountFen: 10000,
        status: 'SUCCEEDED'
      })
      assert.equal(res.statusCode, 200, res.body.slice(0, 300))
      assert.equal(res.json().data.outcome, 'PAID')
      assert.equal((await status(dear.body.data.payment!.rebookId)).data.state, 'DONE')
      const seats = await t.db.query<{ tier_id: string; row_no: number; col_no: number }>(
        'SELECT tier_id, row_no, col_no FROM order_seats WHERE order_id = $1 ORDER BY tier_id',
        [orderId]
      )
      assert.deepEqual(seats.map((x) => x.tier_id).sort(), [s2.id, s3.id].sort(), 'each moved ticket names its new seat')
      const kept = await t.db.query<{ section_name: string; row_label: string; seat_no: number; row_no: number; col_no: number }>(
        'SELECT section_name, row_label, seat_no, row_no, col_no FROM order_seats WHERE order_id = $1 AND tier_id = $2',
        [orderId, s2.id]
      )
      assert.deepEqual(
        kept,
        [{ section_name: '池座', row_label: '3排', seat_no: 7, ...held }],
        'the seat sold from its hold, with its name'
      )
      assert.equal(await unbalanced(), 0)
    })

    test('two pending dearer rebooks of one order into different sessions never hold the same seat place', async () => {
      const [s1, s2, s3] = await seatedTrio([10000, 12000, 12000])
      // A place free in both target sessions, made the best free seat of its tier in each (the seats before it sold elsewhere, counters kept).
      const [p] = await t.db.query<{ row_no: number; col_no: number; a: string; b: string }>(
        `SELECT x.row_no, x.col_no, x.tier_id AS a, y.tier_id AS b FROM seats x JOIN seats y ON y.session_id = $2 AND y.row_no = x.row_no AND y.col_no = x.col_no
          WHERE x.session_id = $1 AND x.status = 'FREE' AND y.status = 'FREE' ORDER BY x.row_no, x.col_no LIMIT 1`,
        [s2.session_id, s3.session_id]
      )
      assert.ok(p, 'the two sessions share a free seat place')
      for (const tierId of [p.a, p.b]) {
        used.add(tierId)
        const sold = await t.db.query(
          "UPDATE seats SET status = 'SOLD' WHERE tier_id = $1 AND status = 'FREE' AND (row_no, col_no) < ($2, $3) RETURNING row_no",
          [tierId, p.row_no, p.col_no]
        )
        await t.db.query('UPDATE price_tiers SET price_fen = 12000, available = available - $2, sold = sold + $2 WHERE id = $1', [
          tierId,
          sold.length
        ])
      }
      t.forgetCaches()
      const orderId = await paidOrder(s1, 2, calls, buyer)
      const [a, b] = await ticketsOf(orderId)
      t.forgetCaches()
      const first = await apply({
        orderId,
        sessionId: s2.session_id,
        tickets: [{ ticketId: a.ticketId, seatPlanId: p.a }],
        differenceFen: 2000
      })
      assert.equal(first.body.statusCode, 200, first.body.comments)
      const second = await apply({
        orderId,
        sessionId: s3.session_id,
        tickets: [{ ticketId: b.ticketId, seatPlanId: p.b }],
        differenceFen: 2000
      })
      assert.equal(second.body.statusCode, 200, second.body.comments)
      const held = await t.db.query<{ row_no: number; col_no: number }>(
        "SELECT row_no, col_no FROM seats WHERE order_id = $1 AND status = 'HELD' ORDER BY session_id",
        [orderId]
      )
      assert.deepEqual(held[0], { row_no: p.row_no, col_no: p.col_no })
      assert.equal(held.length, 2)
      assert.notDeepEqual(held[0], held[1], 'the second rebook skips the place the first holds')
      for (const [i, r] of [first, second].entries()) {
        const info = await calls.startPay(r.body.data.payment!.transactionId, `/order/detail/${orderId}`)
        const res = await calls.notify({
          paymentId: info.paymentId,
          providerTxn: `sbx_two_held_${engine}_${i}`,
          amountFen: 2000,
          status: 'SUCCEEDED'
        })
        assert.equal(res.statusCode, 200, res.body.slice(0, 300))
        assert.equal(res.json().data.outcome, 'PAID')
      }
      assert.equal(await unbalanced(), 0)
    })

    test('"money that arrives when the rebook can no longer be made is queued back, never kept": a move that fails under the notification cancels the rebook and queues the payment back (no 500)', async () => {
      const p = await pair(3000, 3800, true)
      const { orderId, tickets, payment } = await pendingRebook(p, 1)
      // The move cannot be made: the order already names the held place (as the clash above once made it).
      const [held] = await t.db.query<{ row_no: number; col_no: number }>(
        "SELECT row_no, col_no FROM seats WHERE tier_id = $1 AND status = 'HELD' AND order_id = $2",
        [p.to.id, orderId]
      )
      await t.db.query('INSERT INTO order_seats (order_id, tier_id, row_no, col_no) VALUES ($1, $2, $3, $4)', [
        orderId,
        p.from.id,
        held.row_no,
        held.col_no
      ])
      const info = await calls.startPay(payment.transactionId, `/order/detail/${orderId}`)
      const res = await calls.notify({
        paymentId: info.paymentId,
        providerTxn: `sbx_unmovable_${engine}`,
        amountFen: 800,
        status: 'SUCCEEDED'
      })
      assert.equal(res.statusCode, 200, res.body.slice(0, 300))
      assert.equal(res.json().data.outcome, 'REFUND_PENDING')
      assert.equal(
        (await t.db.query<{ state: string }>('SELECT state FROM payments WHERE id = $1', [info.paymentId]))[0].state,
        'SUCCEEDED'
      )
      const refunds = await t.db.query<{ amount_fen: number; purpose: string; state: string }>(
        'SELECT amount_fen, purpose, state FROM refunds WHERE payment_id = $1',
        [info.paymentId]
      )
      assert.deepEqual(refunds, [{ amount_fen: 800, purpose: 'REBOOK', state: 'REQUESTED' }])
      const st = await status(payment.rebookId)
      assert.deepEqual([st.data.state, st.data.refundState], ['CANCELLED', 'REFUNDING'])
      // Nothing moved: the ticket is still valid in its session and free again; the held seat and stock went back.
      assert.deepEqual(
        (await ticketsOf(orderId)).map((k) => [k.ticketId, k.state]),
        tickets.map((k) => [k.ticketId, 'VALID'])
      )
      assert.equal(
        (
          await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM tickets WHERE order_id = $1 AND rebook_pending_id IS NOT NULL', [
            orderId
          ])
        )[0].n,
        0
      )
      assert.equal(
        (await t.db.query<{ n: number }>("SELECT count(*)::int AS n FROM seats WHERE order_id = $1 AND status = 'HELD'", [orderId]))[0].n,
        0
      )
      assert.equal((await stockOf(p.to.id)).held, 0)
      assert.equal(await unbalanced(), 0)
      // The platform's repeat of the notification is a repeat: still one refund.
      const again = await calls.notify({
        paymentId: info.paymentId,
        providerTxn: `sbx_unmovable_${engine}`,
        amountFen: 800,
        status: 'SUCCEEDED'
      })
      assert.equal(again.statusCode, 200)
      assert.equal(
        (await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM refunds WHERE payment_id = $1', [info.paymentId]))[0].n,
        1
      )
    })

    /** The order detail's money to date, checked against its own rule: paid − refunded − pending = tickets now + delivery kept + service fee + refund fees. */
    const moneyOf = async (orderId: string): Promise<OrderMoneyToDate> => {
      const m = (await t.get<OrderDetail>(`/buyer/buyer/v5/orders/${orderId}`, auth(buyer))).body.data.moneyToDate
      assert.ok(m, 'a paid order states its money to date')
      assert.equal(
        m.paid - m.refunded - m.refundPending,
        m.ticketsNow + m.delivery + m.serviceFee + m.refundFees,
        `paid − refunded − pending = tickets now + delivery + service fee + refund fees: ${JSON.stringify(m)}`
      )
      assert.ok(m.refunded >= 0 && m.refundPending >= 0, `nothing given back is negative: ${JSON.stringify(m)}`)
      return m
    }
    const settle = async (refundIds: string[]) => {
      await t.app.payments.refunds.run(NOON)
      for (const id of refundIds) {
        assert.equal(
          (
            await t.app.inject({ method: 'POST', url: `/pub/v1/payments/sandbox/refunds/${id}/deliver`, payload: { status: 'SUCCEEDED' } })
          ).json().data.state,
          'SUCCEEDED'
        )
      }
    }

    test('"with the difference paid or refunded": the money to date counts the difference paid as paid (the ticket now at its new price), and a whole-order refund split over the order\'s and the rebook\'s payments as refunded, pending then settled', async () => {
      const p = await pair(20000, 26000)
      await t.db.query('UPDATE shows SET refund_rule = $2 WHERE id = $1', [
        p.from.show_id,
        JSON.stringify({ kind: 'BEFORE_DEADLINE', deadlineHours: 24, scope: 'WHOLE_ORDER' })
      ])
      t.forgetCaches()
      const { orderId, payment } = await pendingRebook(p, 1)
      const pending = await moneyOf(orderId)
      assert.deepEqual(
        [pending.paid, pending.refunded, pending.refundPending, pending.ticketsNow],
        [20000, 0, 0, 20000],
        "pending: only the order's payment"
      )
      const info = await calls.startPay(payment.transactionId)
      assert.equal(
        (await calls.notify({ paymentId: info.paymentId, providerTxn: `sbx_money_${engine}`, amountFen: 6000, status: 'SUCCEEDED' })).json()
          .data.outcome,
        'PAID'
      )
      const paid = await moneyOf(orderId)
      assert.deepEqual([paid.paid, paid.refunded, paid.refundPending, paid.ticketsNow], [26000, 0, 0, 26000])

      const req = await t.call<RefundRequestView>('POST', REFUND_API.requests(orderId), { reason: 'OTHER' }, auth(buyer))
      assert.equal(req.body.statusCode, 200, req.body.comments)
      assert.equal((await finance.call('POST', `/sales/refunds/${req.body.data.requestId}/approve`)).body.statusCode, 200)
      const parts = await t.db.query<{ id: string; amount_fen: number; payment_purpose: string }>(
        "SELECT r.id, r.amount_fen, p.purpose AS payment_purpose FROM refunds r JOIN payments p ON p.id = r.payment_id WHERE r.purpose = 'AFTER_SALE' AND r.subject_id = $1 ORDER BY p.purpose",
        [req.body.data.requestId]
      )
      assert.deepEqual(
        parts.map((x) => [x.payment_purpose, x.amount_fen]),
        [
          ['ORDER', 20000],
          ['REBOOK', 6000]
        ],
        'split over both payments (refund-split.ts)'
      )
      const onItsWay = await moneyOf(orderId)
      assert.deepEqual([onItsWay.paid, onItsWay.refunded, onItsWay.refundPending, onItsWay.ticketsNow], [26000, 0, 26000, 0])
      await settle(parts.map((x) => x.id))
      const back = await moneyOf(orderId)
      assert.deepEqual([back.paid, back.refunded, back.refundPending, back.ticketsNow], [26000, 26000, 0, 0])
    })

    test('"money arriving after is queued back ..., never kept": money for a cancelled dearer rebook, paid late and refunded whole, is neither paid nor refunded in the money to date (never negative)', async () => {
      const p = await pair(30000, 34000)
      const { orderId, payment } = await pendingRebook(p, 1)
      const info = await calls.startPay(payment.transactionId)
      assert.equal((await t.call('POST', `/buyer/buyer/v1/rebook/${payment.rebookId}/cancel`, {}, auth(buyer))).body.statusCode, 200)
      assert.equal(
        (
          await calls.notify({ paymentId: info.paymentId, providerTxn: `sbx_money_late_${engine}`, amountFen: 4000, status: 'SUCCEEDED' })
        ).json().data.outcome,
        'REFUND_PENDING'
      )
      const queued = await moneyOf(orderId)
      assert.deepEqual([queued.paid, queued.refunded, queued.refundPending, queued.ticketsNow], [30000, 0, 0, 30000])
      const [late] = await t.db.query<{ id: string }>('SELECT id FROM refunds WHERE payment_id = $1', [info.paymentId])
      await settle([late.id])
      assert.equal((await status(payment.rebookId)).data.refundState, 'REFUNDED')
      const back = await moneyOf(orderId)
      assert.deepEqual([back.paid, back.refunded, back.refundPending, back.ticketsNow], [30000, 0, 0, 30000])
      // The buyer still sees that money go back: as what it was (40 yuan), not as a negative difference.
      const listed = (await t.get<OrderDetail>(`/buyer/buyer/v5/orders/${orderId}`, auth(buyer))).body.data.rebookRefunds
      assert.deepEqual(
        listed?.map((r) => [r.rebookId, r.amount, r.refundState]),
        [[payment.rebookId, 4000, 'REFUNDED']]
      )
    })
  })
}
