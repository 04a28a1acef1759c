/**
 * Where the after-sale features meet (issue #17 "Done when": "including a refund racing a check-in (one
 * wins) and a refund racing a transfer"): a refund and a transfer of the same ticket at the same moment
 * leave exactly one of them, with no half-written row of the other; a ticket given away is no longer its
 * first buyer's to refund, and its new holder cannot reach the first buyer's order — on every engine.
 */
import { describe, test, before, after } from 'node:test'
import assert from 'node:assert/strict'
import { ENGINES, NOON, seededApp, type TestApp } from '../helpers/helpers'
import { auth, phoneLogin, type Login } from '../helpers/account-helpers'
import { freshTier, paying } from '../helpers/payment-helpers'
import type { Tier } from '../helpers/tier-helpers'
import { REFUND_API, type RefundRequestView } from '../../../types/api/refund'
import type { TicketTransfer, TransferOffer } from '../../../types/api/transfer'
import type { RefundRule } from '../../../types/rules/refund-rule'
import { RefundRepository } from '../../src/payment/refund.repository'
import { AppError } from '../../src/http/app-error'

const PER_TICKET_FREE: RefundRule = { kind: 'BEFORE_DEADLINE', deadlineHours: 24, scope: 'PER_TICKET' }
const A_PHONE = '13200000481'
const B_PHONE = '13200000482'

for (const engine of ENGINES) {
  describe(`after-sale races on ${engine}`, () => {
    let t: TestApp
    let a: Login
    let b: Login
    let buy: ReturnType<typeof paying>
    before(async () => {
      t = await seededApp(engine)
      a = await phoneLogin(t, A_PHONE)
      b = await phoneLogin(t, B_PHONE)
      buy = paying(t, a, `races-${engine}`)
    })
    after(async () => t.close())

    const refundableTier = async (extra: number): Promise<Tier> => {
      const tr = await freshTier(t, 500)
      await t.db.query('UPDATE shows SET refund_rule = $2, transfer_enabled = true WHERE id = $1', [
        tr.show_id,
        JSON.stringify(PER_TICKET_FREE)
      ])
      await t.db.query('UPDATE price_tiers SET available = available + $2, capacity = capacity + $2 WHERE id = $1', [tr.id, extra])
      t.forgetCaches()
      return tr
    }
    const paidOrder = (tr: Tier, qty: number) => buy.paidOrder(tr, qty)
    const ticketsOf = (orderId: string) =>
      t.db.query<{ id: string; state: string; user_id: string }>(
        'SELECT id, state, user_id FROM tickets WHERE order_id = $1 ORDER BY seq',
        [orderId]
      )
    const askRefund = (who: Login, orderId: string, ticketIds: string[]) =>
      t.call<RefundRequestView>('POST', `${REFUND_API.requests(orderId)}?lang=zh`, { ticketIds, reason: 'OTHER' }, auth(who))
    const send = (ticketId: string) =>
      t.call<TicketTransfer>('POST', `/buyer/buyer/v1/tickets/${ticketId}/transfers?lang=zh-CN`, { cellphone: B_PHONE }, auth(a))
    const liveRequests = async (ticketId: string) =>
      (await t.db.query('SELECT 1 FROM refund_request_tickets rt WHERE rt.ticket_id = $1 AND rt.live', [ticketId])).length
    const openTransfers = async (ticketId: string) =>
      (await t.db.query("SELECT 1 FROM ticket_transfers WHERE ticket_id = $1 AND state = 'IN_TRANSFER'", [ticketId])).length

    test('"a refund racing a transfer": exactly one wins, the ticket is REFUNDING or TRANSFERRING, and the loser wrote nothing', async () => {
      const rounds = engine === 'postgres' ? 12 : 4
      const tr = await refundableTier(rounds * 2)
      for (let i = 0; i < rounds; i++) {
        const orderId = await paidOrder(tr, 2)
        const [k] = await ticketsOf(orderId)
        const [refund, transfer] = await Promise.all([askRefund(a, orderId, [k.id]), send(k.id)])
        const refundWon = refund.body.statusCode === 200
        const transferWon = transfer.body.statusCode === 200
        assert.equal(Number(refundWon) + Number(transferWon), 1, `round ${i}: ${refund.body.errorCode} / ${transfer.body.errorCode}`)
        const [after1] = await ticketsOf(orderId)
        assert.equal(after1.state, refundWon ? 'REFUNDING' : 'TRANSFERRING')
        assert.equal(await liveRequests(k.id), refundWon ? 1 : 0, 'a refund request exists only when the refund won')
        assert.equal(await openTransfers(k.id), transferWon ? 1 : 0, 'an open transfer exists only when the transfer won')
      }
    })

    test('"nothing paid back twice": whatever queues them, the refunds of one payment never pass what it took', async () => {
      const tr = await refundableTier(1)
      const orderId = await paidOrder(tr, 1)
      const [payment] = await t.db.query<{ id: string; amount_fen: number }>(
        "SELECT id, amount_fen FROM payments WHERE order_id = $1 AND state = 'SUCCEEDED'",
        [orderId]
      )
      const queue = (amountFen: number, subjectId: string) =>
        t.db.transaction((tx) =>
          new RefundRepository(tx).queue(
            { id: `rfd_${subjectId}`, paymentId: payment.id, amountFen, reason: 'test', purpose: 'REBOOK', subjectId },
            NOON
          )
        )
      assert.equal(await queue(payment.amount_fen - 100, `a-${engine}`), true)
      await assert.rejects(queue(101, `b-${engine}`), (e: unknown) => e instanceof AppError && e.code === 'REFUND_EXCEEDS_PAYMENT')
      assert.equal(await queue(100, `c-${engine}`), true, 'up to what the payment took')
      // The same subject again is the refund it already has, not a second one.
      assert.equal(await queue(100, `c-${engine}`), false)
      const [sum] = await t.db.query<{ n: number }>('SELECT sum(amount_fen)::int AS n FROM refunds WHERE payment_id = $1', [payment.id])
      assert.equal(sum.n, payment.amount_fen)
    })

    test("a ticket given away is not its first buyer's to refund, and its new holder cannot reach the first buyer's order", async () => {
      const tr = await refundableTier(2)
      const orderId = await paidOrder(tr, 2)
      const [given, kept] = await ticketsOf(orderId)
      const offer = await send(given.id)
      assert.equal(offer.body.statusCode, 200, offer.body.comments)
      const accepted = await t.call<TransferOffer>(
        'POST',
        `/buyer/buyer/v1/ticket_transfers/offer/${offer.body.data.token}/accept?lang=zh-CN`,
        { agreed: true },
        auth(b)
      )
      assert.equal(accepted.body.statusCode, 200, accepted.body.comments)
      assert.equal((await ticketsOf(orderId))[0].user_id, b.userId)

      // The first buyer: the given ticket is refused, nothing frozen; the kept one can still be refunded.
      const refused = await askRefund(a, orderId, [given.id])
      assert.equal(refused.body.errorCode, 'REFUND_TICKET_UNAVAILABLE')
      assert.equal((await ticketsOf(orderId))[0].state, 'VALID')
      const quote = (await t.get<{ quote: { allowed: boolean; amountFen: number } }>(`${REFUND_API.quote(orderId)}`, auth(a))).body.data
      assert.deepEqual([quote.quote.allowed, quote.quote.amountFen], [true, 500], 'the whole-order quote counts only the ticket still held')
      // The new holder does not own the order: not found, and nothing frozen.
      const stranger = await askRefund(b, orderId, [given.id])
      assert.equal(stranger.body.errorCode, 'ORDER_NOT_FOUND')
      assert.deepEqual(
        (await ticketsOf(orderId)).map((k) => k.state),
        ['VALID', 'VALID']
      )
      assert.equal((await askRefund(a, orderId, [kept.id])).body.statusCode, 200)
    })
  })
}
