/**
 * Whether an order offers REFUND now (issue #17: "Order operations REFUND shown only when the rule allows;
 * a checked-in ticket cannot be refunded"): only a paid order, and only when the show's rule quotes a
 * refund of the whole order's unused tickets now. The quote itself is the shared rule module's.
 */
import { effectiveRefundRule, refundQuote, type RefundQuote, type RefundQuoteTicket, type RefundRule } from '../../../types/rules/refund-rule'
import type { OrderItemRow, OrderShowView } from './order.repository'
import type { OrderStateName } from './order-words'

export interface RefundOffer {
  rule: RefundRule
  /** The quote for every ticket not yet checked in; refused (NOT_PAID) while the order is not paid. */
  quote: RefundQuote
}

type QuotedItem = Pick<OrderItemRow, 'qty' | 'unit_fen' | 'used' | 'leaving' | 'away' | 'coupon_fen' | 'coupon_units'>

/**
 * One entry per ticket, the checked-in ones first, then those being refunded or refunded, then those that
 * left the buyer otherwise (transferred, rebooked); only the rest, VALID and the buyer's, are chosen.
 */
export function refundTickets(items: ReadonlyArray<QuotedItem>): RefundQuoteTicket[] {
  return items.flatMap((i) => {
    const leaving = i.leaving ?? 0
    const away = i.away ?? 0
    // A coupon's share per ticket as ticket-price.ts splits it (the whole order's quote adds up exactly;
    // this offer does not know which ticket is which, so a single ticket may differ by a fen).
    const couponFen = i.coupon_fen ?? 0
    const units = Math.max(1, i.coupon_units ?? 1)
    const price = (n: number) => i.unit_fen - (couponFen ? Math.floor(couponFen / units) + (n < couponFen % units ? 1 : 0) : 0)
    return Array.from({ length: i.qty }, (_, n): RefundQuoteTicket => {
      if (n < i.used) return { priceFen: price(n), state: 'USED', chosen: false }
      if (n < i.used + leaving) return { priceFen: price(n), state: 'REFUNDING', chosen: false }
      if (n < i.used + leaving + away) return { priceFen: price(n), state: 'TRANSFERRING', chosen: false }
      return { priceFen: price(n), state: 'VALID' }
    })
  })
}

export function refundOffer(state: OrderStateName, view: OrderShowView | undefined, items: ReadonlyArray<QuotedItem>, deliveryFen: number, now: Date): RefundOffer {
  const rule = view ? effectiveRefundRule(view.refund_rule, view.refund_hours_before, view.refund_fee_percent) : effectiveRefundRule(undefined, null, 0)
  const paid = state === 'SUCCEEDED' || state === 'DELIVERING_EXPRESS' || state === 'DELIVERING'
  if (!paid || !view) return { rule, quote: { allowed: false, reason: 'NOT_PAID', amountFen: 0, feeFen: 0 } }
  return { rule, quote: refundQuote(rule, { sessionStartsAt: view.starts_at, now, tickets: refundTickets(items), shippingFen: deliveryFen }) }
}
