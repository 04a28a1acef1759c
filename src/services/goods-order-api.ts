/** Goods orders (types/api/goods-order.ts; calls-errors-limits.md "order detail: goods use items/orders/{id}"). */
import { api } from './request/app-request'
import { IMPORTANCE } from './request/request-constants'
import type { Page } from '../../types/api/common'
import type {
  CreateGoodsOrderReply,
  CreateGoodsOrderRequest,
  GoodsLineInput,
  GoodsOrderDetail,
  GoodsOrderQuoteRequest,
  GoodsQuote
} from '../../types/api/goods-order'

const ITEMS = '/buyer/buyer/v1/items'

/** Critical, as the ticket pre_order: under limiting it retries with the same body. */
export function goodsPreOrder(body: GoodsOrderQuoteRequest) {
  return api().request<GoodsQuote>({ path: `${ITEMS}/pre_order`, method: 'POST', data: { ...body }, importance: IMPORTANCE.critical })
}

/** The idempotency key goes in the body, as create_order's, so a retry of the same order is answered, not placed twice. */
export function createGoodsOrder(body: CreateGoodsOrderRequest & { idempotencyKey: string }) {
  return api().request<CreateGoodsOrderReply>({
    path: `${ITEMS}/orders`,
    method: 'POST',
    data: { ...body },
    importance: IMPORTANCE.critical
  })
}

/** The buyer's goods orders, newest first (the order list's goods tab). */
export function goodsOrders(offset = 0, length = 20) {
  return api().request<Page<GoodsOrderDetail>>({ path: '/buyer/buyer/v2/items/orders', data: { offset, length } })
}

/** The goods bought with a ticket order (tied sale): its detail shows them; the goods list leaves them out. */
export function tiedGoodsOrders(ticketOrderId: string) {
  return api().request<Page<GoodsOrderDetail>>({ path: '/buyer/buyer/v2/items/orders', data: { ticketOrderId, offset: 0, length: 20 } })
}

export function goodsOrderDetail(orderId: string) {
  return api().request<GoodsOrderDetail>({
    path: `/buyer/buyer/v2/items/orders/${encodeURIComponent(orderId)}`,
    importance: IMPORTANCE.high
  })
}

export function cancelGoodsOrder(orderId: string) {
  return api().request<GoodsOrderDetail>({ path: `${ITEMS}/orders/${encodeURIComponent(orderId)}/cancel`, method: 'POST' })
}

export function refundGoodsOrder(orderId: string, lines: GoodsLineInput[]) {
  return api().request<GoodsOrderDetail>({
    path: `${ITEMS}/orders/${encodeURIComponent(orderId)}/refund`,
    method: 'POST',
    data: { lines }
  })
}
