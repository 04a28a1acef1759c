/** The tracking of an order's paper tickets (types/api/express.ts). */
import { api } from './request/app-request'
import { IMPORTANCE } from './request/request-constants'
import type { ExpressTrackingReply } from '../../types/api/express'

export function orderExpress(orderId: string) {
  return api().request<ExpressTrackingReply>({
    path: `/buyer/buyer/v1/orders/${encodeURIComponent(orderId)}/express`,
    importance: IMPORTANCE.high
  })
}
