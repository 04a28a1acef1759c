/**
 * The order's own facts on its detail page (issue #14 item 15: "Order detail lacks order time and payment
 * method"): when it was placed, and once paid when and with what. Plain rules, tested directly
 * (tests/order-facts.test.ts).
 */
import type { OrderDetail, OrderMoneyToDate } from '../../../../types/api/order'
import { discountsFen } from '../../../../types/rules/order-discount-lines'

type FactLabel = 'order.order_time' | 'order.pay_time' | 'order.pay_method'
type MethodKey = 'order.pay_method_sandbox' | 'order.pay_method_doooly' | 'order.pay_method_free'

/** A row: its label and either a value as it is, or a dictionary key for the value. */
export interface OrderFact {
  label: FactLabel
  value?: string
  valueKey?: MethodKey
}

const METHOD_KEYS: Record<string, MethodKey> = { SANDBOX: 'order.pay_method_sandbox', DOOOLY: 'order.pay_method_doooly' }

/** The pattern of the order's times: to the second (what customer service asks for). */
export const ORDER_TIME_PATTERN = 'YYYY.MM.DD HH:mm:ss'

/** `timeText`: the page's formatter of buyer-read times (utils/show-time.ts useLocalFormat) with ORDER_TIME_PATTERN. */
export function orderFacts(
  o: Pick<OrderDetail, 'createdAt' | 'paidAt' | 'paymentProduct' | 'payAmount'>,
  timeText: (ms: number) => string
): OrderFact[] {
  const facts: OrderFact[] = [{ label: 'order.order_time', value: timeText(o.createdAt) }]
  if (!o.paidAt) return facts
  facts.push({ label: 'order.pay_time', value: timeText(o.paidAt) })
  const method = paymentMethod(o)
  if (method) facts.push(method)
  return facts
}

/**
 * What it was paid with: the product's name in the buyer's language; a free order, paid at once without
 * a product, says no payment was needed; a product this app does not know is named as the gateway names it.
 */
function paymentMethod(o: Pick<OrderDetail, 'paymentProduct' | 'payAmount'>): OrderFact | undefined {
  if (!o.paymentProduct) return o.payAmount === 0 ? { label: 'order.pay_method', valueKey: 'order.pay_method_free' } : undefined
  const key = METHOD_KEYS[o.paymentProduct]
  return key ? { label: 'order.pay_method', valueKey: key } : { label: 'order.pay_method', value: o.paymentProduct }
}

export type MoneyKey =
  | 'money_paid'
  | 'money_refunded'
  | 'money_refund_pending'
  | 'money_tickets_now'
  | 'money_goods_now'
  | 'money_delivery'
  | 'money_service_fee'
  | 'money_refund_fees'

/**
 * Whether the order's money moved since it was placed (issue #17 leftovers: refunds, rebook differences):
 * only then does the page show the money to date under its totals, which stay as placed.
 */
export function moneyChanged(o: Pick<OrderDetail, 'moneyToDate' | 'ticketAmount' | 'discounts'>): boolean {
  const m = o.moneyToDate
  // The tickets stand for what was paid for them (after the discounts), the ticket amount for their public prices.
  return !!m && (m.refunded > 0 || m.refundPending > 0 || m.ticketsNow !== o.ticketAmount - discountsFen(o.discounts))
}

/** Paid, then what went back, then what the order holds now: the rows that are not zero (paid and tickets always). */
export function moneyLines(m: OrderMoneyToDate): Array<{ key: MoneyKey; fen: number }> {
  const lines: Array<{ key: MoneyKey; fen: number; always?: boolean }> = [
    { key: 'money_paid', fen: m.paid, always: true },
    { key: 'money_refunded', fen: m.refunded },
    { key: 'money_refund_pending', fen: m.refundPending },
    { key: 'money_tickets_now', fen: m.ticketsNow, always: true },
    { key: 'money_goods_now', fen: m.goodsNow ?? 0 },
    { key: 'money_delivery', fen: m.delivery },
    { key: 'money_service_fee', fen: m.serviceFee },
    { key: 'money_refund_fees', fen: m.refundFees }
  ]
  return lines.filter((l) => l.always || l.fen !== 0).map(({ key, fen }) => ({ key, fen }))
}
