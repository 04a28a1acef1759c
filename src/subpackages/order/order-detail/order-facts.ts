/**
 * The order's own facts on its detail page (issue #14 item 15: "Order detail lacks order time and payment
 * method"): when it was placed, and once paid when and with what. Plain rules, tested directly
 * (tests/order-facts.test.ts).
 */
import type { OrderDetail } from '../../../../types/api/order'
import { formatLocal, type MerchantZone } from '../../../../types/rules/merchant-time'

type FactLabel = 'order.order_time' | 'order.pay_time' | 'order.pay_method'
type MethodKey = 'order.pay_method_sandbox' | 'order.pay_method_doooly' | 'order.pay_method_free'

/** A row: its label and either a value as it is, or a dictionary key for the value. */
export interface OrderFact {
  label: FactLabel
  value?: string
  valueKey?: MethodKey
}

const METHOD_KEYS: Record<string, MethodKey> = { SANDBOX: 'order.pay_method_sandbox', DOOOLY: 'order.pay_method_doooly' }

/** Times in the merchant's zone, like the show's, to the second (what customer service asks for). */
export function orderTimeText(ms: number, zone: MerchantZone): string {
  return formatLocal(ms, zone, 'YYYY.MM.DD HH:mm:ss')
}

export function orderFacts(o: Pick<OrderDetail, 'createdAt' | 'paidAt' | 'paymentProduct' | 'payAmount'>, zone: MerchantZone): OrderFact[] {
  const facts: OrderFact[] = [{ label: 'order.order_time', value: orderTimeText(o.createdAt, zone) }]
  if (!o.paidAt) return facts
  facts.push({ label: 'order.pay_time', value: orderTimeText(o.paidAt, zone) })
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
