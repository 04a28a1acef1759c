/**
 * The console's one order search box (issue #31: "filters that need raw show and session ids instead of a
 * search by name, phone or number"): what the merchant typed, read as the one thing it can be, so each kind
 * reads its own index. 18 digits are the order number buyers quote; ord_… an order's id; 4 digits a phone's
 * end; other phone-like digits a full phone; anything else part of a show's name in any language.
 */
import { ORDER_NUMBER_LENGTH } from '../order/order-number'

export type SalesSearch =
  | { kind: 'orderNumber'; text: string }
  | { kind: 'orderId'; text: string }
  | { kind: 'phone'; text: string }
  | { kind: 'phoneEnd'; text: string }
  | { kind: 'showName'; text: string }

export function salesSearch(typed: string | undefined): SalesSearch | undefined {
  const text = (typed ?? '').trim()
  if (!text) return undefined
  if (/^ord_[\w-]+$/.test(text)) return { kind: 'orderId', text }
  const digits = text.replace(/[\s-]/g, '')
  if (new RegExp(`^\\d{${ORDER_NUMBER_LENGTH}}$`).test(digits)) return { kind: 'orderNumber', text: digits }
  if (/^\d{4}$/.test(digits)) return { kind: 'phoneEnd', text: digits }
  // A full phone, with or without its country code (+86 138…, 0086…): the number as stored, without the code.
  const phone = /^(?:\+|00)(?:86|852|853|886|1)(\d{7,11})$/.exec(digits)?.[1] ?? (/^\d{7,15}$/.test(digits) ? digits : undefined)
  if (phone) return { kind: 'phone', text: phone }
  return { kind: 'showName', text }
}
