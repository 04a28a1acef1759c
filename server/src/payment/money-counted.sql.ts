/**
 * The money-counted rule: which money is the buyer's for an order (paid) and which refunds give such money
 * back (refunded). One SQL definition read by the order's money to date (the buyer's order detail), the
 * invoice offer, the console's order list, detail and CSV, the dashboard and the refund split's rooms, so a
 * figure of one order's money never differs between two screens (a dearer rebook's difference was counted
 * by the buyer's money to date and the dashboard but not by the invoice, the console list or the CSV).
 *
 * Paid, for an order: what the buyer paid for it in total, the order's own payment (orders.paid_fen) plus
 * every dearer rebook's difference paid and kept (a SUCCEEDED REBOOK payment whose rebook was made with it,
 * DONE, and not sent back whole as late money). Why the total and not the first payment: after a dearer
 * rebook the tickets the order holds are worth the new price, the buyer paid it, and a refund of the whole
 * order gives all of it back (refund-split.ts spreads it over both payments); counting only the first
 * payment made an order look refunded beyond what it was paid. Late money (the rebook cancelled or expired
 * first, or a second payment of a rebook already made: RebookPaymentService.refundLate) is refunded with
 * purpose REBOOK and the payment itself as subject; it never counted as a sale, so neither its payment nor
 * its refund is counted anywhere. The dashboard dates each piece by when it came in: the order's payment on
 * its paid_at, a rebook's difference on its payment's completed_at (cash received that day).
 *
 * Refunded, for an order: the refunds of counted money whose subject is the order's, a buyer's refund
 * request's parts (AFTER_SALE, refund-split.ts: one per payment, subject the request) and a cheaper rebook's
 * difference (REBOOK, subject the rebook), attributed by subject and not by payment because a package's one
 * PACKAGE payment pays every child order. Which states count is the reader's question and is named here too:
 * settled (the dashboard, money to date's refunded), still owed (money to date's pending) or not given up
 * (the invoice: a finally FAILED refund gave nothing back). Money to date reads a refund request by its own
 * amount and state rather than by its parts, because an approved request owes its amount even when no
 * payment held money to refund on (no part is written; the request shows REFUND_FAILED).
 *
 * A payment with no ticket order (a benefit card's, a member order's, a parking fee's, a paid booking's)
 * counts once its subject took it, and the refund of it (the merchant's, or a cancelled booking's) gives
 * counted money back (the dashboard's revenue).
 */

/** True for a payment row (alias `p`) whose money a made rebook kept: counted beside the order's payment. */
export function rebookMoneyCountedSql(p: string): string {
  return `(${p}.purpose = 'REBOOK' AND ${p}.state = 'SUCCEEDED'
           AND EXISTS (SELECT 1 FROM rebooks cb WHERE cb.id = ${p}.subject_id AND cb.state = 'DONE')
           AND NOT EXISTS (SELECT 1 FROM refunds cl WHERE cl.payment_id = ${p}.id AND cl.purpose = 'REBOOK' AND cl.subject_id = ${p}.id))`
}

/** The sales without a ticket order: benefit cards, paid membership, parking fees and paid bookings. */
const SUBJECT_PURPOSES = `'CARD', 'MEMBER', 'PARKING', 'RESERVATION'`

/**
 * True for a payment row (alias `p`) of a sale without a ticket order (SUBJECT_PURPOSES). SUCCEEDED only
 * once its subject took the money (the card issued, the term begun, the car's fee settled, the place
 * booked): late money is made REFUND_PENDING instead and never counts, and the refund of a kept sale
 * leaves its payment SUCCEEDED (the refund is counted on its own).
 */
export function subjectMoneyCountedSql(p: string): string {
  return `(${p}.purpose IN (${SUBJECT_PURPOSES}) AND ${p}.state = 'SUCCEEDED')`
}

/**
 * True for a refund row (alias `r`) that gives back counted money (any state; callers pick the states):
 * a buyer's refund request's parts, a cheaper rebook's difference, and the refund of a sale without a
 * ticket order (subject the card, the member order, the parking order or the booking). A refund whose
 * subject is its own payment is late money's (a rebook's, or a member order's queued so before it went the
 * closed-order way), never counted.
 */
export function refundOfCountedMoneySql(r: string): string {
  return `(${r}.purpose IN ('AFTER_SALE', 'REBOOK', ${SUBJECT_PURPOSES}) AND ${r}.subject_id <> ${r}.payment_id)`
}

/**
 * The order's paid (alias `o` on orders, an expression in fen): its own payment and every dearer rebook's
 * difference paid and kept. The console's list, detail and CSV, the invoice and money to date read this.
 */
export function orderPaidFenSql(o: string): string {
  const rebooks = `SELECT sum(mp.amount_fen) FROM payments mp WHERE mp.order_id = ${o}.id AND ${rebookMoneyCountedSql('mp')}`
  return `(${o}.paid_fen + COALESCE((${rebooks}), 0))::int`
}

/**
 * The goods bought with a ticket order (tied sale, alias `o` on orders), in fen: its one payment paid
 * them too, so orders.paid_fen holds their money; the dashboard counts it as goods (goods_orders.paid_fen,
 * its refunds of purpose GOODS) and takes it out of the tickets' sales, so it is counted once.
 */
export function tiedGoodsPaidFenSql(o: string): string {
  return `COALESCE((SELECT sum(tg.paid_fen) FROM goods_orders tg WHERE tg.ticket_order_id = ${o}.id), 0)`
}

/**
 * True for a refund row (alias `r`) of goods bought with the ticket order `orderId` (an SQL expression):
 * their refunds (purpose GOODS, subject a goods refund) go back on the order's payment, so the order's
 * money to date counts them beside its own refunds.
 */
export function tiedGoodsRefundOfOrderSql(r: string, orderId: string): string {
  return `(${r}.purpose = 'GOODS'
           AND ${r}.subject_id IN (SELECT tgr.id FROM goods_refunds tgr JOIN goods_orders tgo ON tgo.id = tgr.order_id
                                    WHERE tgo.ticket_order_id = ${orderId}))`
}

/** Which refund rows (by alias) a reader counts: a predicate on the refund's state. */
export type RefundStateSql = (r: string) => string

/** Settled: the provider gave the money back. */
export const refundSettled: RefundStateSql = (r) => `${r}.state = 'SUCCEEDED'`
/** Still owed to the buyer: on its way, or refused by the provider (the merchant's retry moves it again). */
export const refundOwed: RefundStateSql = (r) => `${r}.state <> 'SUCCEEDED'`
/** Given back or on its way: every refund but one finally FAILED (no attempt scheduled), which gave nothing back. */
export const refundNotGivenUp: RefundStateSql = (r) => `(${r}.state <> 'FAILED' OR ${r}.next_attempt_at IS NOT NULL)`

/**
 * True for a refund row (alias `r`) that gives counted money of the order `orderId` (an SQL expression)
 * back: a refund request's part or a cheaper rebook's difference, attributed by its subject.
 */
export function countedRefundOfOrderSql(r: string, orderId: string): string {
  return `(${refundOfCountedMoneySql(r)}
           AND ((${r}.purpose = 'AFTER_SALE' AND ${r}.subject_id IN (SELECT rq.id FROM refund_requests rq WHERE rq.order_id = ${orderId}))
             OR (${r}.purpose = 'REBOOK' AND ${r}.subject_id IN (SELECT rb.id FROM rebooks rb WHERE rb.order_id = ${orderId}))))`
}

/** The order's refunded in the states a reader counts (an expression in fen). */
export function orderRefundedFenSql(orderId: string, states: RefundStateSql): string {
  return `COALESCE((SELECT sum(mr.amount_fen) FROM refunds mr WHERE ${countedRefundOfOrderSql('mr', orderId)} AND ${states('mr')}), 0)::int`
}
