/**
 * Refunds of tickets whose money came from more than one payment (issue #17 "Refunds": "the money goes back
 * through the payment adapter it came from (#10), with its notification settling the refund once ... a
 * failed provider refund stays visible with a retry, never silently lost"), after "Rebooking": "same or
 * different price with the difference paid or refunded". Pay 100, rebook to a 150 ticket paying 50, refund
 * that ticket: the money goes back in parts, the order's payment first and then the rebook's, each no more
 * than its payment took, each through its own payment — on every engine, through the gateway's routes.
 */
import { describe, test, before, after } from 'node:test'
import assert from 'node:assert/strict'
import { ENGINES, NOON, seededApp, type TestApp } from '../helpers/helpers'
import { FINANCE, loggedIn, withDemoStaff, type ConsoleClient } from '../helpers/admin-helpers'
import { auth, phoneLogin, type Login } from '../helpers/account-helpers'
import { paying } from '../helpers/payment-helpers'
import { tier, type Tier } from '../helpers/tier-helpers'
import type { RebookApplyReply, RebookStatusReply } from '../../../types/api/rebook'
import { REFUND_API, type AdminRefundsReply, type RefundRequestView } from '../../../types/api/refund'
import type { RefundRule } from '../../../types/rules/refund-rule'
import { MAX_ATTEMPTS } from '../../src/payment/refund.service'
import { RefundRepository } from '../../src/payment/refund.repository'
import { partsState, splitRefund } from '../../src/payment/refund-split'

const APPLY = '/buyer/buyer/v1/reschedule_ticket/apply'
/** 10% per ticket up to 12 hours before: a 150 ticket gives back 135. */
const PER_TICKET_10: RefundRule = { kind: 'FEE_BY_TIME', steps: [{ hoursBefore: 12, feePercent: 10 }], scope: 'PER_TICKET' }

describe('splitting money owed back over payments (refund-split.ts)', () => {
  const rooms = [
    { paymentId: 'order', roomFen: 10000 },
    { paymentId: 'rebook1', roomFen: 5000 },
    { paymentId: 'rebook2', roomFen: 2000 }
  ]
  const cases: Array<[string, number, typeof rooms, ReturnType<typeof splitRefund>]> = [
    ['"the original order payment first"', 8000, rooms, [{ paymentId: 'order', amountFen: 8000 }]],
    ['exactly the order payment', 10000, rooms, [{ paymentId: 'order', amountFen: 10000 }]],
    [
      '"then each REBOOK payment ... oldest first"',
      13500,
      rooms,
      [
        { paymentId: 'order', amountFen: 10000 },
        { paymentId: 'rebook1', amountFen: 3500 }
      ]
    ],
    [
      'every room used',
      17000,
      rooms,
      [
        { paymentId: 'order', amountFen: 10000 },
        { paymentId: 'rebook1', amountFen: 5000 },
        { paymentId: 'rebook2', amountFen: 2000 }
      ]
    ],
    ['"never more than any payment\'s remaining room": too much is refused', 17001, rooms, undefined],
    [
      'a payment with no room left is skipped',
      3000,
      [
        { paymentId: 'order', roomFen: 0 },
        { paymentId: 'rebook1', roomFen: 5000 }
      ],
      [{ paymentId: 'rebook1', amountFen: 3000 }]
    ],
    ['nothing owed, nothing queued', 0, rooms, []],
    ['no payment at all', 1, [], undefined]
  ]
  for (const [name, amount, given, expected] of cases) test(name, () => assert.deepEqual(splitRefund(amount, given), expected))

  const states: Array<[string, Array<'REQUESTED' | 'PROCESSING' | 'SUCCEEDED' | 'FAILED'>, ReturnType<typeof partsState>]> = [
    ['"REFUNDED only when all its refunds SUCCEEDED"', ['SUCCEEDED', 'SUCCEEDED'], 'SUCCEEDED'],
    ['one part still on its way', ['SUCCEEDED', 'PROCESSING'], 'IN_PROGRESS'],
    ['"state = worst of the parts": a failed part wins', ['SUCCEEDED', 'FAILED'], 'FAILED'],
    ['failed before in progress', ['PROCESSING', 'FAILED'], 'FAILED'],
    ['nothing queued', [], 'NONE']
  ]
  for (const [name, parts, expected] of states) test(name, () => assert.equal(partsState(parts.map((state) => ({ state }))), expected))
})

for (const engine of ENGINES) {
  describe(`refunds over several payments on ${engine}`, () => {
    let t: TestApp
    let buyer: Login
    let finance: ConsoleClient
    let calls: ReturnType<typeof paying>
    before(async () => {
      t = await seededApp(engine)
      await withDemoStaff(t)
      finance = await loggedIn(t, FINANCE)
      buyer = await phoneLogin(t, '13200000731')
      calls = paying(t, buyer, `refund-split-${engine}`)
    })
    after(async () => t.close())

    const used = new Set<string>()
    /** Two sessions of one rebookable, refundable show, with tiers no earlier test touched, priced `fromFen` and `toFen` (as rebook-payment.test.ts). */
    const pair = async (fromFen: number, toFen: number): Promise<{ from: Tier; to: Tier }> => {
      const rows = await t.db.query<{ from_id: string; to_id: string }>(
        `SELECT a.id AS from_id, b.id AS to_id
           FROM price_tiers a JOIN sessions sa ON sa.id = a.session_id JOIN shows sh ON sh.id = sa.show_id
           JOIN sessions sb ON sb.show_id = sh.id AND sb.id <> sa.id JOIN price_tiers b ON b.session_id = sb.id
          WHERE sh.state = 'SCHEDULED' AND sh.sale_time <= $1 AND sa.starts_at > $1 + interval '3 days' AND sb.starts_at > $1 + interval '2 days'
            AND NOT sh.real_name AND sh.min_age IS NULL AND NOT a.seated AND NOT b.seated AND NOT a.closed AND NOT b.closed
            AND a.available >= 4 AND b.available >= 4
          ORDER BY a.id, b.id`,
        [NOON]
      )
      const row = rows.find((r) => !used.has(r.from_id) && !used.has(r.to_id))
      assert.ok(row, 'the demo data has a show with two sessions on sale')
      used.add(row.from_id)
      used.add(row.to_id)
      await t.db.query('UPDATE price_tiers SET price_fen = $2 WHERE id = $1', [row.from_id, fromFen])
      await t.db.query('UPDATE price_tiers SET price_fen = $2 WHERE id = $1', [row.to_id, toFen])
      const from = await tier(t, row.from_id)
      await t.db.query('UPDATE shows SET support_rebook = true, rebook_hours_before = 24, refund_rule = $2 WHERE id = $1', [
        from.show_id,
        JSON.stringify(PER_TICKET_10)
      ])
      t.forgetCaches()
      return { from, to: await tier(t, row.to_id) }
    }
    const validTicket = async (orderId: string) =>
      (await t.db.query<{ id: string }>("SELECT id FROM tickets WHERE order_id = $1 AND state = 'VALID'", [orderId]))[0].id
    const rebook = async (orderId: string, to: Tier, differenceFen: number) => {
      t.forgetCaches()
      const res = await t.call<RebookApplyReply>(
        'POST',
        `${APPLY}?lang=zh`,
        { orderId, sessionId: to.session_id, tickets: [{ ticketId: await validTicket(orderId), seatPlanId: to.id }], differenceFen },
        auth(buyer)
      )
      assert.equal(res.body.statusCode, 200, res.body.comments)
      return res.body.data
    }
    /** "pay 100, rebook to a 150 ticket paying 50": the order, its payment and the rebook's, both paid in the sandbox cashier. */
    const paidTwice = async () => {
      const { from, to } = await pair(10000, 15000)
      const orderId = await calls.paidOrder(from, 1)
      const reply = await rebook(orderId, to, 5000)
      assert.ok(reply.payment, 'a dearer rebook answers what to pay')
      const info = await calls.startPay(reply.payment.transactionId, `/order/detail/${orderId}`)
      assert.equal((await calls.decide(info.cashierUrl, 'pay')).statusCode, 303)
      assert.equal((await t.get<RebookStatusReply>(`/buyer/buyer/v1/rebook/${reply.rebookId}`, auth(buyer))).body.data.state, 'DONE')
      const payments = await t.db.query<{ id: string; purpose: string; amount_fen: number; provider_txn: string }>(
        "SELECT id, purpose, amount_fen, provider_txn FROM payments WHERE order_id = $1 AND state = 'SUCCEEDED' ORDER BY purpose",
        [orderId]
      )
      assert.deepEqual(
        payments.map((p) => [p.purpose, p.amount_fen]),
        [
          ['ORDER', 10000],
          ['REBOOK', 5000]
        ]
      )
      return { orderId, from, to, orderPayment: payments[0], rebookPayment: payments[1] }
    }
    /** The buyer asks for the ticket back; finance approves in the console. */
    const refundApproved = async (orderId: string) => {
      const asked = await t.call<RefundRequestView>(
        'POST',
        `${REFUND_API.requests(orderId)}?lang=zh`,
        { reason: 'OTHER', ticketIds: [await validTicket(orderId)] },
        auth(buyer)
      )
      assert.equal(asked.body.statusCode, 200, asked.body.comments)
      const approved = await finance.call('POST', `/sales/refunds/${asked.body.data.requestId}/approve`)
      assert.equal(approved.body.statusCode, 200, approved.body.comments)
      return asked.body.data
    }
    const partsOf = (purpose: 'AFTER_SALE' | 'REBOOK', subjectId: string) =>
      t.db.query<{ id: string; payment_id: string; amount_fen: number; state: string }>(
        'SELECT r.id, r.payment_id, r.amount_fen, r.state FROM refunds r JOIN payments p ON p.id = r.payment_id WHERE r.purpose = $1 AND r.subject_id = $2 ORDER BY p.purpose, r.id',
        [purpose, subjectId]
      )
    const requestOf = async (id: string) =>
      (
        await t.db.query<{ state: string; completed_at: Date | null; failure_reason: string }>(
          'SELECT state, completed_at, failure_reason FROM refund_requests WHERE id = $1',
          [id]
        )
      )[0]
    const deliver = (refundId: string, status: 'SUCCEEDED' | 'FAILED', reason?: string) =>
      t.app.inject({
        method: 'POST',
        url: `/pub/v1/payments/sandbox/refunds/${refundId}/deliver`,
        payload: { status, ...(reason ? { reason } : {}) }
      })
    const listed = async (requestId: string) =>
      (await finance.call<AdminRefundsReply>('GET', '/sales/refunds?pageSize=50')).body.data.rows.filter((r) => r.requestId === requestId)
    /** No payment ever has more refunds on it than it took ("the backstop stays per payment"). */
    const overRefunded = async () =>
      (
        await t.db.query<{ n: number }>(
          'SELECT count(*)::int AS n FROM payments p WHERE p.amount_fen < (SELECT COALESCE(sum(r.amount_fen), 0) FROM refunds r WHERE r.payment_id = p.id)'
        )
      )[0].n

    test("\"split across the order's payments that still have room\": 135 back as 100 on the order's payment and 35 on the rebook's, each through its own payment; both notifications make the request REFUNDED once", async () => {
      const { orderId, orderPayment, rebookPayment } = await paidTwice()
      const request = await refundApproved(orderId)
      assert.equal(request.amount, 13500, '150 less the 10% fee')
      const parts = await partsOf('AFTER_SALE', request.requestId)
      assert.deepEqual(
        parts.map((p) => [p.payment_id, p.amount_fen, p.state]),
        [
          [orderPayment.id, 10000, 'REQUESTED'],
          [rebookPayment.id, 3500, 'REQUESTED']
        ]
      )
      // "Each provider refund goes back through the adapter of ITS payment": the job asks with each part's own payment.
      const due = (await new RefundRepository(t.db).due(NOON, 100)).filter((d) => parts.some((p) => p.id === d.id))
      assert.deepEqual(
        due.map((d) => [d.payment_id, d.provider_txn, d.total_fen]).sort(),
        [
          [orderPayment.id, orderPayment.provider_txn, 10000],
          [rebookPayment.id, rebookPayment.provider_txn, 5000]
        ].sort()
      )
      // The console reads all parts: one row, the sum, each part's payment product.
      const [row, ...more] = await listed(request.requestId)
      assert.equal(more.length, 0, 'one row per request, however many parts')
      assert.deepEqual([row.state, row.amount, row.retryable], ['REFUNDING', 13500, false])
      assert.deepEqual(
        row.refundParts.map((p) => [p.amount, p.paymentPurpose, p.paymentProduct]),
        [
          [10000, 'ORDER', 'SANDBOX'],
          [3500, 'REBOOK', 'SANDBOX']
        ]
      )

      await t.app.payments.refunds.run(NOON)
      assert.deepEqual(
        (await partsOf('AFTER_SALE', request.requestId)).map((p) => p.state),
        ['PROCESSING', 'PROCESSING']
      )
      // The first part back: "the request shows refunding until" the last one is.
      assert.equal((await deliver(parts[0].id, 'SUCCEEDED')).json().data.state, 'SUCCEEDED')
      assert.equal((await requestOf(request.requestId)).state, 'REFUNDING')
      assert.equal(
        (await t.db.query<{ refunded_at: Date | null }>('SELECT refunded_at FROM orders WHERE id = $1', [orderId]))[0].refunded_at,
        null
      )
      assert.equal((await deliver(parts[1].id, 'SUCCEEDED')).json().data.state, 'SUCCEEDED')
      const done = await requestOf(request.requestId)
      assert.equal(done.state, 'REFUNDED')
      const refundedAt = (await t.db.query<{ refunded_at: Date | null }>('SELECT refunded_at FROM orders WHERE id = $1', [orderId]))[0]
        .refunded_at
      assert.ok(refundedAt, 'every ticket refunded and its money back: the order reads refunded')

      // Duplicates are harmless: repeated notifications, a retried queue of the same subject (split or per payment).
      await deliver(parts[0].id, 'SUCCEEDED')
      await deliver(parts[1].id, 'FAILED', 'late word')
      assert.deepEqual(await requestOf(request.requestId), done)
      const refunds = new RefundRepository(t.db)
      assert.equal(
        await refunds.queueSplit(
          { orderId, amountFen: 13500, reason: 'again', purpose: 'AFTER_SALE', subjectId: request.requestId },
          () => `rfd_again_${engine}`,
          NOON
        ),
        false
      )
      assert.equal(
        await refunds.queue(
          {
            id: `rfd_again2_${engine}`,
            paymentId: rebookPayment.id,
            amountFen: 3500,
            reason: 'again',
            purpose: 'AFTER_SALE',
            subjectId: request.requestId
          },
          NOON
        ),
        false
      )
      assert.equal((await partsOf('AFTER_SALE', request.requestId)).length, 2)
      assert.equal(
        (await t.db.query<{ refunded_at: Date }>('SELECT refunded_at FROM orders WHERE id = $1', [orderId]))[0].refunded_at.getTime(),
        refundedAt.getTime()
      )
      assert.deepEqual(
        (await t.get<RefundRequestView[]>(REFUND_API.requests(orderId), auth(buyer))).body.data.map((r) => [r.state, r.amount]),
        [['REFUNDED', 13500]]
      )
      assert.equal(await overRefunded(), 0)
    })

    test('"a FAILED part stays visible with the console\'s retry": one part fails for good, the request is not refunded, the retry asks only that part again and its success settles the request', async () => {
      const { orderId } = await paidTwice()
      const request = await refundApproved(orderId)
      const parts = await partsOf('AFTER_SALE', request.requestId)
      assert.equal(parts.length, 2)
      await t.app.payments.refunds.run(NOON)
      await t.db.query('UPDATE refunds SET attempts = $2 WHERE id = $1', [parts[1].id, MAX_ATTEMPTS])
      assert.equal((await deliver(parts[1].id, 'FAILED', 'NOTENOUGH: merchant balance')).json().data.state, 'FAILED')
      assert.deepEqual(
        [(await requestOf(request.requestId)).state, (await requestOf(request.requestId)).failure_reason],
        ['REFUND_FAILED', 'NOTENOUGH: merchant balance']
      )
      // The other part's success does not hide the failed one: the worst of the parts.
      await deliver(parts[0].id, 'SUCCEEDED')
      assert.equal((await requestOf(request.requestId)).state, 'REFUND_FAILED')
      const [row] = await listed(request.requestId)
      assert.deepEqual([row.retryable, row.refundId, row.refundParts.map((p) => p.state)], [true, parts[1].id, ['SUCCEEDED', 'FAILED']])

      const retried = await finance.call('POST', `/sales/refunds/${request.requestId}/retry`)
      assert.equal(retried.body.statusCode, 200, retried.body.comments)
      assert.equal((await requestOf(request.requestId)).state, 'REFUNDING')
      assert.deepEqual(
        (await partsOf('AFTER_SALE', request.requestId)).map((p) => p.state),
        ['SUCCEEDED', 'REQUESTED'],
        'only the failed part is asked again'
      )
      assert.equal((await finance.call('POST', `/sales/refunds/${request.requestId}/retry`)).body.errorCode, 'REFUND_NOT_RETRYABLE')
      await t.app.payments.refunds.run(NOON)
      assert.equal((await deliver(parts[1].id, 'SUCCEEDED')).json().data.state, 'SUCCEEDED')
      assert.equal((await requestOf(request.requestId)).state, 'REFUNDED')
      assert.equal(await overRefunded(), 0)
    })

    test('"the sum never exceeds what was paid": money owed beyond every payment\'s room is refused and nothing is queued', async () => {
      const { orderId } = await paidTwice()
      const refunds = new RefundRepository(t.db)
      await assert.rejects(
        refunds.queueSplit(
          { orderId, amountFen: 15001, reason: 'too much', purpose: 'AFTER_SALE', subjectId: `rfq_too_much_${engine}` },
          () => `rfd_too_much_${Math.random()}`,
          NOON
        ),
        (e: unknown) => (e as { code?: string }).code === 'REFUND_EXCEEDS_PAYMENT'
      )
      assert.equal((await partsOf('AFTER_SALE', `rfq_too_much_${engine}`)).length, 0)
      // Exactly what was paid fits: every room used.
      assert.equal(
        await refunds.queueSplit(
          { orderId, amountFen: 15000, reason: 'all of it', purpose: 'AFTER_SALE', subjectId: `rfq_all_${engine}` },
          () => `rfd_all_${Math.random().toString(36).slice(2)}`,
          NOON
        ),
        true
      )
      assert.deepEqual(
        (await partsOf('AFTER_SALE', `rfq_all_${engine}`)).map((p) => p.amount_fen),
        [10000, 5000]
      )
      assert.equal(await overRefunded(), 0)
    })

    test('"the other direction": a CHEAPER rebook after a dearer one gives back 120 as 100 + 20, and the rebook reads REFUNDED only once both parts are back', async () => {
      const { orderId, from, orderPayment, rebookPayment } = await paidTwice()
      // Back to the first session at 30: 150 paid in all, 120 owed back.
      await t.db.query('UPDATE price_tiers SET price_fen = 3000 WHERE id = $1', [from.id])
      const back = await rebook(orderId, from, -12000)
      assert.deepEqual([back.kind, back.refundState], ['REFUND', 'REFUNDING'])
      const parts = await partsOf('REBOOK', back.rebookId)
      assert.deepEqual(
        parts.map((p) => [p.payment_id, p.amount_fen]),
        [
          [orderPayment.id, 10000],
          [rebookPayment.id, 2000]
        ]
      )
      const state = async () =>
        (await t.get<RebookStatusReply>(`/buyer/buyer/v1/rebook/${back.rebookId}`, auth(buyer))).body.data.refundState
      await t.app.payments.refunds.run(NOON)
      await deliver(parts[1].id, 'SUCCEEDED')
      assert.equal(await state(), 'REFUNDING')
      await deliver(parts[0].id, 'SUCCEEDED')
      assert.equal(await state(), 'REFUNDED')
      await deliver(parts[0].id, 'SUCCEEDED')
      assert.equal(await state(), 'REFUNDED')
      assert.equal(await overRefunded(), 0)
    })
  })
}
