/**
 * Refund requests (issue #17, Refunds): "The buyer asks for a refund of a whole order or of chosen tickets
 * ... the amount and fee are computed by one rule module shared with the gateway; the tickets are frozen at
 * once (their codes stop admitting at the door); the merchant approves or rejects in the console (or
 * auto-approval by rule); the money goes back through the payment adapter it came from (#10), with its
 * notification settling the refund once; stock and seats return to sale exactly once. States: refund in
 * progress → refunded (order state 11 when all tickets are refunded); a failed provider refund stays
 * visible with a retry, never silently lost." — on every engine, through the gateway's routes.
 */
import { describe, test, before, after } from 'node:test'
import assert from 'node:assert/strict'
import { ENGINES, NOON, seededApp, type TestApp } from '../helpers/helpers'
import { DOOR, FINANCE, loggedIn, OPERATOR, OWNER, withDemoStaff, type ConsoleClient } from '../helpers/admin-helpers'
import { auth, phoneLogin, type Login } from '../helpers/account-helpers'
import { freshTier, paying, stock } from '../helpers/payment-helpers'
import type { Tier } from '../helpers/tier-helpers'
import type { OrderDetail, TicketDetail } from '../../../types/api/order'
import type { AuditReply } from '../../../types/api/staff'
import type { CheckInReply } from '../../../types/api/door'
import { REFUND_API, type AdminRefundsReply, type RefundQuoteReply, type RefundRequestView } from '../../../types/api/refund'
import type { RefundRule } from '../../../types/rules/refund-rule'
import { rotatingTicketCode } from '../../../types/rules/rotating-ticket-code'
import { nodeHmacSha1 } from '../../src/account/token-codec'
import { MAX_ATTEMPTS } from '../../src/payment/refund.service'
import { SANDBOX_REFUND_NOTIFY_PATH } from '../../src/payment/payment-provider'

const PER_TICKET_10: RefundRule = { kind: 'FEE_BY_TIME', steps: [{ hoursBefore: 24, feePercent: 10 }], scope: 'PER_TICKET' }
const WHOLE_FREE: RefundRule = { kind: 'BEFORE_DEADLINE', deadlineHours: 24, scope: 'WHOLE_ORDER' }

for (const engine of ENGINES) {
  describe(`refund requests on ${engine}`, () => {
    let t: TestApp
    let finance: ConsoleClient
    let owner: ConsoleClient
    let door: ConsoleClient
    let buyer: Login
    let other: Login
    let calls: ReturnType<typeof paying>
    before(async () => {
      t = await seededApp(engine)
      await withDemoStaff(t)
      finance = await loggedIn(t, FINANCE)
      owner = await loggedIn(t, OWNER)
      door = await loggedIn(t, DOOR)
      buyer = await phoneLogin(t, '13200000190')
      other = await phoneLogin(t, '13200000191')
      calls = paying(t, buyer, `refund-requests-${engine}`)
    })
    after(async () => t.close())

    /** The show's rule, set as the console sets it (orders copy their show's terms when made). */
    const withRule = async (tr: Tier, rule: RefundRule) => {
      await t.db.query('UPDATE shows SET refund_rule = $2 WHERE id = $1', [tr.show_id, JSON.stringify(rule)])
    }
    const paidOrder = (tr: Tier, qty: number) => calls.paidOrder(tr, qty)
    const ticketsOf = async (orderId: string) =>
      t.db.query<{ id: string; state: string; seat_row: number | null; seat_col: number | null }>(
        'SELECT id, state, seat_row, seat_col FROM tickets WHERE order_id = $1 ORDER BY seq',
        [orderId]
      )
    const detail = async (orderId: string, who: Login = buyer, lang = 'zh') =>
      (await t.get<OrderDetail>(`/buyer/buyer/v5/orders/${orderId}?lang=${lang}`, auth(who))).body
    const apply = (orderId: string, body: object, who: Login = buyer, lang = 'zh') =>
      t.call<RefundRequestView>('POST', `${REFUND_API.requests(orderId)}?lang=${lang}`, body, auth(who))
    const codeOf = async (ticketId: string) => {
      const k = (await t.get<TicketDetail>(`/buyer/buyer/v1/tickets/${ticketId}`, auth(buyer))).body.data
      return rotatingTicketCode(nodeHmacSha1, k.codeSecret, k.ticketNumber, NOON.getTime()) ?? ''
    }
    const checkIn = (code: string) => door.call<CheckInReply>('POST', '/door/check-in', { code })
    const refundOf = async (requestId: string) =>
      (
        await t.db.query<{ id: string; state: string; amount_fen: number; attempts: number }>(
          "SELECT id, state, amount_fen, attempts FROM refunds WHERE purpose = 'AFTER_SALE' AND subject_id = $1",
          [requestId]
        )
      )[0]
    const deliver = (refundId: string, status: 'SUCCEEDED' | 'FAILED', reason?: string) =>
      t.app.inject({
        method: 'POST',
        url: `/pub/v1/payments/sandbox/refunds/${refundId}/deliver`,
        payload: { status, ...(reason ? { reason } : {}) }
      })
    const listed = async (state?: string) =>
      (await finance.call<AdminRefundsReply>('GET', `/sales/refunds${state ? `?state=${state}` : ''}`)).body.data.rows

    test('"the amount and fee are computed by one rule module": 10% per ticket rounded down, two of three tickets frozen, the third still refundable; the app sends no amount', async () => {
      const tr = await freshTier(t, 999)
      await withRule(tr, PER_TICKET_10)
      const orderId = await paidOrder(tr, 3)
      const [a, b, c] = await ticketsOf(orderId)
      const quote = (await t.get<RefundQuoteReply>(`${REFUND_API.quote(orderId)}?ticketIds=${a.id},${b.id}`, auth(buyer))).body.data
      // 10% of 9.99 yuan is 0.999, rounded down to 0.99 per ticket.
      assert.deepEqual(quote.quote, { allowed: true, amountFen: (999 - 99) * 2, feeFen: 99 * 2, feePercent: 10 })
      assert.equal(quote.perTicket, true)
      assert.deepEqual(quote.chosenTicketIds, [a.id, b.id])
      assert.equal(
        (await apply(orderId, { ticketIds: [a.id, b.id], reason: 'NOPE' })).body.statusCode,
        40000,
        'an unknown reason is refused'
      )

      // "never trust the app's amount": one the app sends is not read.
      const res = await apply(orderId, { ticketIds: [a.id, b.id], reason: 'PLANS_CHANGED', amountFen: 1, feeFen: 0, src: 'H5' })
      assert.equal(res.body.statusCode, 200, res.body.comments)
      assert.deepEqual(
        [res.body.data.state, res.body.data.amount, res.body.data.fee, res.body.data.stateText],
        ['APPLYING', 1800, 198, '退票审核中']
      )
      assert.deepEqual(
        (await ticketsOf(orderId)).map((k) => k.state),
        ['REFUNDING', 'REFUNDING', 'VALID']
      )
      const d = (await detail(orderId)).data
      assert.equal(d.orderRefundState, 'APPLYING')
      assert.equal(d.refundRequest?.requestId, res.body.data.requestId)
      assert.ok(
        d.orderOperations.some((o) => o.name === 'REFUND'),
        'the third ticket can still be refunded'
      )
      assert.deepEqual(d.refundQuote, { allowed: true, amountFen: 900, feeFen: 99, feePercent: 10 })
      // "One live request per ticket": a frozen ticket cannot be asked for again, in any language.
      for (const [lang, text] of [
        ['zh', /不能退票/],
        ['zh-MO', /不能退票/],
        ['en', /cannot be refunded/]
      ] as const) {
        const again = await apply(orderId, { ticketIds: [a.id, c.id], reason: 'OTHER' }, buyer, lang)
        assert.deepEqual([again.body.statusCode, again.body.errorCode, again.body.mode], [40193, 'REFUND_TICKET_UNAVAILABLE', 'toast'])
        assert.match(again.body.comments, text)
      }
      assert.equal((await ticketsOf(orderId))[2].state, 'VALID', 'a refused request changes nothing')
    })

    test('"Whole-order-only rules refuse a partial choice"; the whole order is fine; a closed or unpaid order is not refundable; past the deadline is refused', async () => {
      const tr = await freshTier(t, 500)
      await withRule(tr, WHOLE_FREE)
      const orderId = await paidOrder(tr, 2)
      const [a] = await ticketsOf(orderId)
      const partial = await apply(orderId, { ticketIds: [a.id], reason: 'OTHER' }, buyer, 'en')
      assert.deepEqual([partial.body.statusCode, partial.body.comments], [40192, 'This show only refunds whole orders'])
      const unpaid = await calls.order(tr, 1)
      assert.equal((await apply(unpaid.orderId, { reason: 'OTHER' })).body.statusCode, 40190)
      await t.db.query('UPDATE sessions SET starts_at = $2 WHERE id = $1', [tr.session_id, new Date(NOON.getTime() + 3600_000)])
      assert.equal((await apply(orderId, { reason: 'OTHER' })).body.statusCode, 40191)
      await t.db.query('UPDATE sessions SET starts_at = $2 WHERE id = $1', [tr.session_id, new Date(NOON.getTime() + 72 * 3600_000)])
      const whole = await apply(orderId, { reason: 'CANNOT_ATTEND' })
      assert.deepEqual([whole.body.statusCode, whole.body.data.amount, whole.body.data.ticketIds.length], [200, 1000, 2])
    })

    test('"another buyer\'s order/ticket is 404": quote, request and list of someone else\'s order answer ORDER_NOT_FOUND and change nothing', async () => {
      const tr = await freshTier(t, 300)
      await withRule(tr, PER_TICKET_10)
      const orderId = await paidOrder(tr, 1)
      assert.equal((await t.get(REFUND_API.quote(orderId), auth(other))).body.errorCode, 'ORDER_NOT_FOUND')
      assert.equal((await apply(orderId, { reason: 'OTHER' }, other)).body.errorCode, 'ORDER_NOT_FOUND')
      assert.equal((await t.get(REFUND_API.requests(orderId), auth(other))).body.errorCode, 'ORDER_NOT_FOUND')
      assert.deepEqual(
        (await ticketsOf(orderId)).map((k) => k.state),
        ['VALID']
      )
    })

    test('"the tickets are frozen at once": a requested ticket is VOID at the door; a rejection (reason required) returns it to VALID and it admits', async () => {
      const tr = await freshTier(t, 800)
      await withRule(tr, PER_TICKET_10)
      const orderId = await paidOrder(tr, 2)
      const [a] = await ticketsOf(orderId)
      const code = await codeOf(a.id)
      const req = (await apply(orderId, { ticketIds: [a.id], reason: 'BOUGHT_WRONG' })).body.data
      assert.deepEqual((await checkIn(code)).body.data.result, 'VOID')
      assert.equal((await checkIn(code)).body.data.ticketState, 'REFUNDING')

      const operator = await loggedIn(t, OPERATOR)
      assert.deepEqual(
        [
          (await operator.call('POST', `/sales/refunds/${req.requestId}/reject`, { reason: 'no' })).status,
          (await door.call('GET', '/sales/refunds')).status
        ],
        [403, 403]
      )
      const empty = await finance.call('POST', `/sales/refunds/${req.requestId}/reject?lang=en`, { reason: '   ' })
      assert.deepEqual([empty.body.statusCode, empty.body.mode], [40197, 'alert'])
      assert.equal(
        (await finance.call('POST', `/sales/refunds/${req.requestId}/reject`, { reason: 'Show is tomorrow' })).body.statusCode,
        200
      )
      assert.equal(
        (await finance.call('POST', `/sales/refunds/${req.requestId}/reject`, { reason: 'again' })).body.errorCode,
        'REFUND_REQUEST_DECIDED'
      )
      const d = (await detail(orderId)).data
      assert.deepEqual([d.orderRefundState, d.refundRequest?.rejectReason], ['REJECTED', 'Show is tomorrow'])
      assert.equal((await checkIn(code)).body.data.result, 'ADMITTED', 'the rejected ticket admits again')
      const audit = (await owner.call<AuditReply>('GET', '/audit?pageSize=100')).body.data.items.find(
        (x) => x.action === 'sales.refund.reject' && x.target === `order:${orderId}`
      )
      assert.ok(audit, 'the rejection is audited')
      // Its ticket is no longer in a live request: the other may be asked for again.
      assert.equal((await apply(orderId, { reason: 'OTHER' })).body.data.ticketIds.length, 1)
    })

    test('"stock and seats return to sale exactly once": approve moves two sold tickets back to available; approving again, or twice at once, changes nothing more; audited', async () => {
      const tr = await freshTier(t, 1200)
      await withRule(tr, PER_TICKET_10)
      const orderId = await paidOrder(tr, 3)
      const [a, b] = await ticketsOf(orderId)
      const req = (await apply(orderId, { ticketIds: [a.id, b.id], reason: 'OTHER' })).body.data
      const before = await stock(t, tr.id)
      const results = await Promise.all([
        finance.call('POST', `/sales/refunds/${req.requestId}/approve`),
        owner.call('POST', `/sales/refunds/${req.requestId}/approve`)
      ])
      assert.deepEqual(results.map((r) => r.body.statusCode).sort(), [200, 40196], 'concurrent approves: exactly one wins')
      assert.equal((await finance.call('POST', `/sales/refunds/${req.requestId}/approve`)).body.errorCode, 'REFUND_REQUEST_DECIDED')
      const after = await stock(t, tr.id)
      assert.deepEqual(after, { available: before.available + 2, held: before.held, sold: before.sold - 2 })
      assert.deepEqual(
        (await ticketsOf(orderId)).map((k) => k.state),
        ['REFUNDED', 'REFUNDED', 'VALID']
      )
      const refund = await refundOf(req.requestId)
      assert.deepEqual([refund.state, refund.amount_fen], ['REQUESTED', (1200 - 120) * 2])
      const row = (await listed('REFUNDING')).find((r) => r.requestId === req.requestId)
      assert.deepEqual([row?.state, row?.refundId, row?.retryable, row?.ticketCount], ['REFUNDING', refund.id, false, 2])
      assert.ok(
        (await owner.call<AuditReply>('GET', '/audit?pageSize=100')).body.data.items.some(
          (x) => x.action === 'sales.refund.approve' && x.target === `order:${orderId}`
        )
      )
    })

    test('a seated order: approving frees exactly the refunded seats, and every seated tier still counts its seats', async () => {
      const [tier] = await t.db.query<Tier & { id: string }>(
        `SELECT t.id, t.session_id, s.show_id, t.price_fen FROM price_tiers t JOIN sessions s ON s.id = t.session_id JOIN shows sh ON sh.id = s.show_id
          WHERE t.seated AND sh.state = 'SCHEDULED' AND sh.sale_time <= $1 AND s.starts_at > $1 + interval '2 days' AND NOT sh.real_name AND sh.min_age IS NULL AND t.available >= 10 AND t.price_fen > 0
          ORDER BY t.id LIMIT 1`,
        [NOON]
      )
      await withRule(tier, PER_TICKET_10)
      const seats = (
        await t.db.query<{ k: string }>(
          "SELECT row_no || '-' || col_no AS k FROM seats WHERE tier_id = $1 AND status = 'FREE' ORDER BY row_no, col_no LIMIT 3",
          [tier.id]
        )
      ).map((r) => r.k)
      const res = await t.call<{ orderId: string; unPaidTransactionIds: string[] }>(
        'POST',
        '/buyer/buyer/v5/create_order',
        {
          showId: tier.show_id,
          items: [{ showId: tier.show_id, bizShowSessionId: tier.session_id, seatPlanId: tier.id, qty: 3, seatIds: seats }],
          paymentParam: { payAmount: tier.price_fen * 3 },
          idempotencyKey: `refund-seated-${engine}`
        },
        auth(buyer)
      )
      assert.equal(res.body.statusCode, 200, res.body.comments)
      await calls.decide((await calls.startPay(res.body.data.unPaidTransactionIds[0])).cashierUrl, 'pay')
      const orderId = res.body.data.orderId
      const [a, b, c] = await ticketsOf(orderId)
      const req = (await apply(orderId, { ticketIds: [a.id, b.id], reason: 'OTHER' })).body.data
      assert.equal((await finance.call('POST', `/sales/refunds/${req.requestId}/approve`)).body.statusCode, 200)
      const status = async (k: { seat_row: number | null; seat_col: number | null }) =>
        (
          await t.db.query<{ status: string }>('SELECT status FROM seats WHERE session_id = $1 AND row_no = $2 AND col_no = $3', [
            tier.session_id,
            k.seat_row,
            k.seat_col
          ])
        )[0].status
      assert.deepEqual([await status(a), await status(b), await status(c)], ['FREE', 'FREE', 'SOLD'])
      const [{ bad }] = await t.db.query<{ bad: number }>(
        `SELECT count(*)::int AS bad FROM price_tiers t WHERE t.seated AND (t.available + t.held + t.sold <> t.capacity
           OR t.available <> (SELECT count(*) FROM seats s WHERE s.tier_id = t.id AND s.status = 'FREE')
           OR t.sold <> (SELECT count(*) FROM seats s WHERE s.tier_id = t.id AND s.status = 'SOLD'))`
      )
      assert.equal(bad, 0)
      // The freed seat sells again to another buyer.
      const again = await t.call(
        'POST',
        '/buyer/buyer/v5/create_order',
        {
          showId: tier.show_id,
          items: [
            {
              showId: tier.show_id,
              bizShowSessionId: tier.session_id,
              seatPlanId: tier.id,
              qty: 1,
              seatIds: [`${a.seat_row}-${a.seat_col}`]
            }
          ],
          paymentParam: { payAmount: tier.price_fen },
          idempotencyKey: `refund-seated-again-${engine}`
        },
        auth(other)
      )
      assert.equal(again.body.statusCode, 200, again.body.comments)
    })

    test('"its notification settling the refund once": the sandbox answers PROCESSING (refund in progress), its signed notification settles it, a repeat or a forgery changes nothing; all tickets refunded → state 11', async () => {
      const tr = await freshTier(t, 700)
      await withRule(tr, PER_TICKET_10)
      const orderId = await paidOrder(tr, 2)
      const [a, b] = await ticketsOf(orderId)
      const first = (await apply(orderId, { ticketIds: [a.id], reason: 'OTHER' })).body.data
      await finance.call('POST', `/sales/refunds/${first.requestId}/approve`)
      await t.app.payments.refunds.run(NOON)
      const refund = await refundOf(first.requestId)
      assert.equal(refund.state, 'PROCESSING')
      assert.deepEqual(
        [(await detail(orderId, buyer, 'en')).data.orderRefundState, (await detail(orderId, buyer, 'en')).data.orderRefundStateText],
        ['REFUNDING', 'Refund in progress']
      )

      const signed = await calls.sandbox.signRefundNotice(
        { refundId: refund.id, providerRefundId: `sbxr_${refund.id}`, status: 'SUCCEEDED' },
        NOON.getTime()
      )
      const forged = await t.app.inject({
        method: 'POST',
        url: SANDBOX_REFUND_NOTIFY_PATH,
        payload: { ...signed.body, status: 'FAILED' },
        headers: { 'x-payment-signature': signed.signature }
      })
      assert.deepEqual([forged.statusCode, forged.json().errorCode], [400, 'CALLBACK_REJECTED'])
      assert.equal((await refundOf(first.requestId)).state, 'PROCESSING', 'a forged notification changes nothing')
      for (let i = 0; i < 2; i++) {
        const res = await t.app.inject({
          method: 'POST',
          url: SANDBOX_REFUND_NOTIFY_PATH,
          payload: signed.body,
          headers: { 'x-payment-signature': signed.signature }
        })
        assert.equal(res.json().data.state, 'SUCCEEDED')
      }
      let d = (await detail(orderId)).data
      assert.deepEqual(
        [d.orderRefundState, d.orderBrief.orderState.code],
        ['REFUNDED', 9],
        'one ticket left: the order is not refunded yet'
      )
      assert.equal(
        (
          await t.db.query<{ n: number }>(
            "SELECT count(*)::int AS n FROM refund_requests WHERE id = $1 AND state = 'REFUNDED' AND completed_at IS NOT NULL",
            [first.requestId]
          )
        )[0].n,
        1
      )

      // The hook the invoice work will use: told once, in the settling transaction, when the order is all refunded.
      const refundedOrders: string[] = []
      t.app.refundRequests.whenOrderRefunded(async (_tx, id) => {
        refundedOrders.push(id)
      })
      const second = (await apply(orderId, { ticketIds: [b.id], reason: 'OTHER' })).body.data
      await finance.call('POST', `/sales/refunds/${second.requestId}/approve`)
      await t.app.payments.refunds.run(NOON)
      const r2 = await refundOf(second.requestId)
      assert.equal((await deliver(r2.id, 'SUCCEEDED')).json().data.state, 'SUCCEEDED')
      d = (await detail(orderId, buyer, 'en')).data
      assert.deepEqual(
        [d.orderBrief.orderState, d.orderState, d.orderStatusTitle],
        [{ name: 'REFUNDED_TICKET', code: 11 }, 'REFUNDED_TICKET', 'Refunded']
      )
      assert.ok(!d.orderOperations.some((o) => o.name === 'REFUND'))
      assert.ok(refundedOrders.includes(orderId))
      await deliver(r2.id, 'SUCCEEDED')
      assert.equal(refundedOrders.filter((id) => id === orderId).length, 1, 'once')
    })

    test('"a failed provider refund stays visible with a retry": the provider\'s reason for buyer and merchant, the console retries, then it succeeds', async () => {
      const tr = await freshTier(t, 600)
      await withRule(tr, PER_TICKET_10)
      const orderId = await paidOrder(tr, 1)
      const req = (await apply(orderId, { reason: 'OTHER' })).body.data
      assert.equal((await finance.call('POST', `/sales/refunds/${req.requestId}/retry`)).body.errorCode, 'REFUND_NOT_RETRYABLE')
      await finance.call('POST', `/sales/refunds/${req.requestId}/approve`)
      await t.app.payments.refunds.run(NOON)
      const refund = await refundOf(req.requestId)
      // Standing in for the job having used every attempt: the provider's refusal is then final.
      await t.db.query('UPDATE refunds SET attempts = $2 WHERE id = $1', [refund.id, MAX_ATTEMPTS])
      assert.equal((await deliver(refund.id, 'FAILED', 'NOTENOUGH: merchant balance')).json().data.state, 'FAILED')
      const d = (await detail(orderId)).data
      assert.deepEqual([d.orderRefundState, d.refundRequest?.failureReason], ['REFUND_FAILED', 'NOTENOUGH: merchant balance'])
      const row = (await listed('REFUND_FAILED')).find((r) => r.requestId === req.requestId)
      assert.deepEqual([row?.retryable, row?.failureReason], [true, 'NOTENOUGH: merchant balance'])

      assert.equal((await finance.call('POST', `/sales/refunds/${req.requestId}/retry`)).body.statusCode, 200)
      assert.equal((await detail(orderId)).data.orderRefundState, 'REFUNDING')
      assert.equal((await refundOf(req.requestId)).state, 'REQUESTED')
      await t.app.payments.refunds.run(NOON)
      assert.equal((await deliver(refund.id, 'SUCCEEDED')).json().data.state, 'SUCCEEDED')
      assert.deepEqual(
        [(await detail(orderId)).data.orderRefundState, (await detail(orderId)).data.orderBrief.orderState.code],
        ['REFUNDED', 11]
      )
      assert.ok((await owner.call<AuditReply>('GET', '/audit?pageSize=100')).body.data.items.some((x) => x.action === 'sales.refund.retry'))
    })

    test('issue #17 leftovers: "stock and seats return to sale" at once — after an approval the freed ticket sells to a buyer who was just told sold out, without waiting for stock admission\'s 1 s re-read', async () => {
      const tr = await freshTier(t, 500)
      await withRule(tr, PER_TICKET_10)
      await t.db.query('UPDATE price_tiers SET available = 1, capacity = capacity - (available - 1) WHERE id = $1', [tr.id])
      const orderId = await paidOrder(tr, 1)
      const body = (key: string) => ({
        showId: tr.show_id,
        items: [{ bizShowSessionId: tr.session_id, seatPlanId: tr.id, qty: 1 }],
        paymentParam: { payAmount: tr.price_fen },
        idempotencyKey: key
      })
      const first = await t.call('POST', '/buyer/buyer/v5/create_order', body(`refund-stock-${engine}-1`), auth(other))
      assert.equal(first.body.errorCode, 'SOLD_OUT')
      const [k] = await ticketsOf(orderId)
      const req = (await apply(orderId, { ticketIds: [k.id], reason: 'OTHER' })).body.data
      assert.equal((await finance.call('POST', `/sales/refunds/${req.requestId}/approve`)).body.statusCode, 200)
      const again = await t.call('POST', '/buyer/buyer/v5/create_order', body(`refund-stock-${engine}-2`), auth(other))
      assert.equal(again.body.statusCode, 200, again.body.comments)
    })

    test("the order list's REFUND tab (Me's 退款 shortcut) lists the orders the buyer asked a refund of, in any state, and no other", async () => {
      const own = await phoneLogin(t, '13200000192')
      const pay = paying(t, own, `refund-tab-${engine}`)
      const tr = await freshTier(t, 800)
      await withRule(tr, PER_TICKET_10)
      const asked = await pay.paidOrder(tr, 2)
      const kept = await pay.paidOrder(tr, 1)
      const tab = async () => (await t.get<{ list: OrderDetail[]; total: number }>('/buyer/buyer/v5/orders?state=REFUND', auth(own))).body
      assert.deepEqual([(await tab()).statusCode, (await tab()).data.total], [200, 0], 'no refund asked yet')
      const [a] = await ticketsOf(asked)
      const res = await apply(asked, { ticketIds: [a.id], reason: 'PLANS_CHANGED' }, own)
      assert.equal(res.body.statusCode, 200, res.body.comments)
      const listed = (await tab()).data
      assert.deepEqual([listed.total, listed.list.map((o) => o.orderId)], [1, [asked]], 'the order with the request, not the one without')
      // Still a paid order with one ticket left: it stays on the PAID tab as well.
      const paid = (await t.get<{ list: OrderDetail[] }>('/buyer/buyer/v5/orders?state=PAID', auth(own))).body.data.list
      assert.deepEqual(paid.map((o) => o.orderId).sort(), [asked, kept].sort())
      // Another buyer's refund tab does not see it.
      const stranger = await phoneLogin(t, '13200000193')
      assert.equal((await t.get<{ total: number }>('/buyer/buyer/v5/orders?state=REFUND', auth(stranger))).body.data.total, 0)
    })

    test("auto-approval by rule: the merchant's setting (owner/finance, audited) approves a request the moment it is made", async () => {
      const operator = await loggedIn(t, OPERATOR)
      assert.equal((await operator.call('PUT', '/sales/refund-settings', { autoApprove: true })).status, 403)
      assert.deepEqual((await finance.call('PUT', '/sales/refund-settings', { autoApprove: true })).body.data, { autoApprove: true })
      try {
        const tr = await freshTier(t, 400)
        await withRule(tr, PER_TICKET_10)
        const orderId = await paidOrder(tr, 2)
        const before = await stock(t, tr.id)
        const req = (await apply(orderId, { reason: 'OTHER' })).body.data
        assert.equal(req.state, 'REFUNDING')
        assert.deepEqual(
          (await ticketsOf(orderId)).map((k) => k.state),
          ['REFUNDED', 'REFUNDED']
        )
        assert.equal((await stock(t, tr.id)).available, before.available + 2)
        assert.equal((await refundOf(req.requestId)).amount_fen, (400 - 40) * 2)
        assert.equal((await listed()).find((r) => r.requestId === req.requestId)?.autoApproved, true)
      } finally {
        await finance.call('PUT', '/sales/refund-settings', { autoApprove: false })
      }
      assert.deepEqual((await finance.call('GET', '/sales/refund-settings')).body.data, { autoApprove: false })
    })

    test('refunded tickets give the purchase limit back: a buyer at the per-account limit may buy again as many as were refunded, and no more', async () => {
      const tr = await freshTier(t, 300)
      await withRule(tr, PER_TICKET_10)
      await t.db.query('UPDATE shows SET limit_per_account = 3, limit_per_order = 3 WHERE id = $1', [tr.show_id])
      t.forgetCaches()
      const orderId = await paidOrder(tr, 3)
      const over = await t.call(
        'POST',
        '/buyer/buyer/v5/create_order',
        {
          showId: tr.show_id,
          items: [{ bizShowSessionId: tr.session_id, seatPlanId: tr.id, qty: 1 }],
          paymentParam: { payAmount: 300 },
          idempotencyKey: `limit-over-${engine}`
        },
        auth(buyer)
      )
      assert.equal(over.body.errorCode, 'PURCHASE_LIMIT')
      const [a, b] = await ticketsOf(orderId)
      const req = (await apply(orderId, { ticketIds: [a.id, b.id], reason: 'OTHER' })).body.data
      // Asked for is not refunded: the limit is still spent until the merchant approves.
      assert.equal(
        (
          await t.call(
            'POST',
            '/buyer/buyer/v5/create_order',
            {
              showId: tr.show_id,
              items: [{ bizShowSessionId: tr.session_id, seatPlanId: tr.id, qty: 1 }],
              paymentParam: { payAmount: 300 },
              idempotencyKey: `limit-asked-${engine}`
            },
            auth(buyer)
          )
        ).body.errorCode,
        'PURCHASE_LIMIT'
      )
      assert.equal((await finance.call('POST', `/sales/refunds/${req.requestId}/approve`)).body.statusCode, 200)
      const again = await t.call(
        'POST',
        '/buyer/buyer/v5/create_order',
        {
          showId: tr.show_id,
          items: [{ bizShowSessionId: tr.session_id, seatPlanId: tr.id, qty: 2 }],
          paymentParam: { payAmount: 600 },
          idempotencyKey: `limit-again-${engine}`
        },
        auth(buyer)
      )
      assert.equal(again.body.statusCode, 200, again.body.comments)
      const third = await t.call(
        'POST',
        '/buyer/buyer/v5/create_order',
        {
          showId: tr.show_id,
          items: [{ bizShowSessionId: tr.session_id, seatPlanId: tr.id, qty: 1 }],
          paymentParam: { payAmount: 300 },
          idempotencyKey: `limit-third-${engine}`
        },
        auth(buyer)
      )
      assert.equal(third.body.errorCode, 'PURCHASE_LIMIT')
      // Later tests buy more of this show.
      await t.db.query('UPDATE shows SET limit_per_account = 0, limit_per_order = 6 WHERE id = $1', [tr.show_id])
      t.forgetCaches()
    })

    test('"a refund racing a check-in: exactly one wins", many times over', async () => {
      const tr = await freshTier(t, 100)
      await withRule(tr, PER_TICKET_10)
      await t.db.query('UPDATE price_tiers SET available = available + 40, capacity = capacity + 40 WHERE id = $1', [tr.id])
      for (let i = 0; i < (engine === 'postgres' ? 15 : 5); i++) {
        const orderId = await paidOrder(tr, 1)
        const [k] = await ticketsOf(orderId)
        const code = await codeOf(k.id)
        const [asked, door] = await Promise.all([apply(orderId, { reason: 'OTHER' }), checkIn(code)])
        const refundWon = asked.body.statusCode === 200
        const admitted = door.body.data.result === 'ADMITTED'
        assert.equal(Number(refundWon) + Number(admitted), 1, `round ${i}: ${asked.body.errorCode} / ${door.body.data.result}`)
        assert.equal((await ticketsOf(orderId))[0].state, refundWon ? 'REFUNDING' : 'USED')
        if (!refundWon) assert.equal(asked.body.errorCode, 'REFUND_TICKET_UNAVAILABLE')
        else assert.equal(door.body.data.result, 'VOID')
      }
    })
  })
}
