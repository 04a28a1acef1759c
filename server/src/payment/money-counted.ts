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
 */

/** True for a payment row (alias `p`) whose money a made rebook kept: counted beside the order's payment. */
export function rebookMoneyCountedSql(p: string): string {
  return `(${p}.purpose = 'REBOOK' AND ${p}.state = 'SUCCEEDED'
           AND EXISTS (SELECT 1 FROM rebooks cb WHERE cb.id = ${p}.subject_id AND cb.state = 'DONE')
           AND NOT EXISTS (SELECT 1 FROM refunds cl WHERE cl.payment_id = ${p}.id AND cl.purpose = 'REBOOK' AND cl.subject_id = ${p}.id))`
}

/** True for a refund row (alias `r`) that gives back counted money (any state; callers pick the states). */
export function refundOfCountedMoneySql(r: string): string {
  return `(${r}.purpose IN ('AFTER_SALE', 'REBOOK') AND ${r}.subject_id <> ${r}.payment_id)`
}
