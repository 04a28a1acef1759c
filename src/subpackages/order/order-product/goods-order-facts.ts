/**
 * What the goods order page reads off a goods order (types/api/goods-order.ts): the refund the buyer
 * picked, line by line, brought inside what each line may still refund; and the order's shipment as the
 * express page shows a parcel.
 */
import type { GoodsLineInput, GoodsOrderDetail, GoodsOrderLine } from '../../../../types/api/goods-order'
import type { ExpressTrackingReply } from '../../../../types/api/express'
import { expressCarrier } from '../../../../types/rules/express-carriers'

/** Per SKU, how many to refund; each brought to 0..refundableQty, lines at 0 left out. */
export function refundLines(lines: readonly GoodsOrderLine[], picked: Readonly<Record<string, number>>): GoodsLineInput[] {
  return lines
    .map((line) => ({ skuId: line.skuId, qty: Math.max(0, Math.min(line.refundableQty, Math.floor(picked[line.skuId] ?? 0))) }))
    .filter((line) => line.qty > 0)
}

/**
 * A goods order's shipment for the express page: shipped once the merchant gave a carrier and a tracking
 * number; the steps are not kept for goods parcels, so the page says where to look them up.
 */
export function goodsExpress(order: GoodsOrderDetail): ExpressTrackingReply {
  const known = order.express ? expressCarrier(order.express.carrier) : undefined
  return {
    orderId: order.orderId,
    orderNumber: order.orderNumber,
    shipped: order.express !== undefined,
    ...(order.express && known
      ? { carrier: { code: known.code, displayName: order.express.carrierName }, expressNo: order.express.trackingNo }
      : {}),
    steps: [],
    ...(order.address ? { deliveryAddress: order.address } : {})
  }
}

/**
 * Whether the page offers the invoice row: a goods order paid on its own, paid (shipped or refunded too:
 * its invoice's state stays visible; whether it may still apply is the gateway's answer). Goods bought
 * with tickets (tied sale) are on the ticket order's invoice.
 */
export function offersInvoice(order: Pick<GoodsOrderDetail, 'orderStatus' | 'ticketOrderId'>): boolean {
  return !order.ticketOrderId && (order.orderStatus === 'PAID' || order.orderStatus === 'SHIPPED' || order.orderStatus === 'REFUNDED')
}
