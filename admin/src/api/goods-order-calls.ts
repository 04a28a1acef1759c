/** The console's goods orders (types/api/goods-order.ts ADMIN_GOODS_ORDER_PATHS). */
import { adminPath } from '../../../types/api/staff'
import {
  ADMIN_GOODS_ORDER_PATHS,
  type GoodsOrderAdminList,
  type GoodsOrderDetail,
  type GoodsOrderState,
  type GoodsRefundRequest,
  type ShipGoodsOrder,
  type VoucherCheckInReply,
  type VoucherCheckInRequest
} from '../../../types/api/goods-order'
import { adminGet, adminSend, adminUrl } from './admin-client'

export interface GoodsOrderFilters {
  state?: GoodsOrderState
  keyword?: string
}

export const goodsOrders = (f: GoodsOrderFilters, offset: number, length: number) =>
  adminGet<GoodsOrderAdminList>(ADMIN_GOODS_ORDER_PATHS.list, { state: f.state, keyword: f.keyword || undefined, offset, length })
export const goodsOrdersCsvUrl = (f: GoodsOrderFilters) =>
  adminUrl(ADMIN_GOODS_ORDER_PATHS.csv, { state: f.state, keyword: f.keyword || undefined })
export const goodsOrder = (id: string) => adminGet<GoodsOrderDetail>(adminPath(ADMIN_GOODS_ORDER_PATHS.detail, { id }))
export const shipGoodsOrder = (id: string, req: ShipGoodsOrder) =>
  adminSend<GoodsOrderDetail>('POST', adminPath(ADMIN_GOODS_ORDER_PATHS.ship, { id }), req)
export const refundGoodsOrder = (id: string, req: GoodsRefundRequest) =>
  adminSend<GoodsOrderDetail>('POST', adminPath(ADMIN_GOODS_ORDER_PATHS.refund, { id }), req)
/** A goods voucher's collect code checked in at the door (owner, door). */
export const checkInVoucher = (req: VoucherCheckInRequest) =>
  adminSend<VoucherCheckInReply>('POST', ADMIN_GOODS_ORDER_PATHS.voucherCheckIn, req)
