/** Confirm order's two calls as the buying tests make them: pre_order (the price) and create_order (the order). */
import type { TestApp } from './helpers'
import type { Tier } from './tier-helpers'
import type { CreateOrderReply, PreOrderReply } from '../../../types/api/order'

/** What an order call adds to the tier and quantity: couponIds, usePoints, a card, and the reply's language. */
export interface OrderExtras {
  extra?: Record<string, unknown>
  lang?: string
}

/** One line of `qty` tickets of the tier. */
export const orderItems = (tr: Tier, qty: number) => [{ bizShowSessionId: tr.session_id, seatPlanId: tr.id, qty }]

export const callPreOrder = (
  t: TestApp,
  headers: Record<string, string>,
  tr: Tier,
  qty: number,
  { extra = {}, lang = 'en-US' }: OrderExtras = {}
) =>
  t.call<PreOrderReply>(
    'POST',
    `/buyer/buyer/v3/pre_order?lang=${lang}`,
    { showId: tr.show_id, items: orderItems(tr, qty), ...extra },
    headers
  )

export const callCreateOrder = (
  t: TestApp,
  headers: Record<string, string>,
  tr: Tier,
  qty: number,
  payAmount: number,
  idempotencyKey: string,
  { extra = {}, lang = 'en-US' }: OrderExtras = {}
) =>
  t.call<CreateOrderReply>(
    'POST',
    `/buyer/buyer/v5/create_order?lang=${lang}`,
    { showId: tr.show_id, items: orderItems(tr, qty), paymentParam: { payAmount }, idempotencyKey, ...extra },
    headers
  )
