/**
 * Which money counts as the buyer's money for an order, and which refunds give such money back: one SQL
 * definition read by the order's money to date, the console's dashboard and the refund split's rooms, so
 * the three agree (review of issue #17: a dearer rebook's difference was missing from revenue, and the
 * refund of money that arrived too late for its rebook was subtracted from it).
 *
 * Paid for an order: the order's own payment (orders.paid_fen) and every SUCCEEDED REBOOK payment whose
 * rebook was made with it (DONE) and which was not sent back whole as late money. Late money (the rebook
 * cancelled or expired first, or a second payment of a rebook already made: RebookPaymentService
 * .refundLate) is refunded with purpose REBOOK and the payment itself as subject; it never counted as a
 * sale, so neither its payment nor its refund is counted. Every other AFTER_SALE or REBOOK refund part
 * (refund-split.ts: one per payment, subject the request or the cheaper rebook) gives back counted money.
 * A benefit card's or a member order's payment (no ticket order; issue #18) counts once its subject took
 * it, and the merchant's refund of it gives counted money back (the dashboard's revenue).
 */

/** True for a payment row (alias `p`) whose money a made rebook kept: counted beside the order's payment. */
export function rebookMoneyCountedSql(p: string): string {
  return `(${p}.purpose = 'REBOOK' AND ${p}.state = 'SUCCEEDED'
           AND EXISTS (SELECT 1 FROM rebooks cb WHERE cb.id = ${p}.subject_id AND cb.state = 'DONE')
           AND NOT EXISTS (SELECT 1 FROM refunds cl WHERE cl.payment_id = ${p}.id AND cl.purpose = 'REBOOK' AND cl.subject_id = ${p}.id))`
}

/**
 * True for a payment row (alias `p`) of a sale without a ticket order (issue #18): a benefit card's
 * (purpose CARD) or a paid membership's (MEMBER). SUCCEEDED only once its subject took the money (the card
 * issued, the term begun): late money is made REFUND_PENDING instead and never counts, and the refund of
 * a kept sale leaves its payment SUCCEEDED (the refund is counted on its own).
 */
export function subjectMoneyCountedSql(p: string): string {
  return `(${p}.purpose IN ('CARD', 'MEMBER') AND ${p}.state = 'SUCCEEDED')`
}

/**
 * True for a refund row (alias `r`) that gives back counted money (any state; callers pick the states):
 * a buyer's refund request's parts, a cheaper rebook's difference, and the merchant's refund of a card or
 * a member order (subject the card or the member order). A refund whose subject is its own payment is late
 * money's (a rebook's, or a member order's queued so before it went the closed-order way), never counted.
 */
export function refundOfCountedMoneySql(r: string): string {
  return `(${r}.purpose IN ('AFTER_SALE', 'REBOOK', 'CARD', 'MEMBER') AND ${r}.subject_id <> ${r}.payment_id)`
}
