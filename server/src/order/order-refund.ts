/**
 * Whether an order offers REFUND now (issue #17: "Order operations REFUND shown only when the rule allows;
 * a checked-in ticket cannot be refunded"): only a paid order, and only when the show's rule quotes a
 * refund of every ticket the buyer may still refund. The quote is the one the refund pages give:
 * orderRefundQuote over each ticket's own facts (issue #17 leftovers: after a partial rebook, order lines
 * keyed by tier no longer price each ticket), each at what was paid for it as the order's quote says
 * (pricing/quote.ts quotePlaced).
 */
import { effectiveRefundRule, orderRefundQuote, type RefundQuote, type RefundRule } from '../../../types/rules/refund-rule'
import type { OrderShowView, OrderTicketFactsRow } from './order.repository'
import type { OrderStateName } from './order-words'
import type { PlacedQuote } from './pricing/quote'

export interface RefundOffer {
  rule: RefundRule
  /** The quote for every refundable ticket; refused (NOT_PAID) while the order is not paid. */
  quote: RefundQuote
}

export function refundOffer(
  state: OrderStateName,
  view: OrderShowView | undefined,
  tickets: ReadonlyArray<OrderTicketFactsRow>,
  priced: PlacedQuote['tickets'],
  deliveryFen: number,
  now: Date
): RefundOffer {
  const rule = view
    ? effectiveRefundRule(view.refund_rule, view.refund_hours_before, view.refund_fee_percent)
    : effectiveRefundRule(undefined, null, 0)
  const paid = state === 'SUCCEEDED' || state === 'DELIVERING_EXPRESS' || state === 'DELIVERING'
  if (!paid || !view) return { rule, quote: { allowed: false, reason: 'NOT_PAID', amountFen: 0, feeFen: 0 } }
  const { quote } = orderRefundQuote(rule, {
    tickets: tickets.map((t) => ({
      id: t.id,
      priceFen: priced.get(t.id)?.paidFen ?? 0,
      state: t.state,
      heldByBuyer: t.held_by_buyer,
      sessionStartsAt: t.session_starts_at
    })),
    orderSessionStartsAt: view.starts_at,
    now,
    shippingFen: deliveryFen
  })
  return { rule, quote }
}
