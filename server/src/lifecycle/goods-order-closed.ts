/**
 * An unpaid goods order closes: EXPIRED by the sweeper past its pay deadline, or CANCELLED by its buyer
 * (GoodsOrderService.cancel, closeDue), or on the way to settling a payment that came too late. One bounded
 * write whose first write is the guard (UNPAID → CLOSED), so every step after it runs once whatever runs at
 * the same time. Each step gives back what creating the order took (goods-order.service.ts create), after
 * the order row and before the SKU rows, the lock order every goods path takes.
 */
import { inventoryOn } from '../inventory/inventory'
import { returnSpentPoints } from '../order/pricing/points-step'
import type { CloseGoodsOrder } from '../goods-order/goods-order-steps'

export const closeGoodsOrder: CloseGoodsOrder = async (tx, s, orderId, reason, now) => {
  // 1. UNPAID → CLOSED with its reason: the guard.
  if (!(await s.goods.markClosed(orderId, reason, now))) return false
  // 2. The ITEM coupons locked to it are the buyer's again, and the points it spent (points-step.ts, once).
  await s.goodsCoupons.releaseForGoodsOrder(orderId)
  await returnSpentPoints(s.members, { goodsOrderId: orderId }, now)
  // 3. The units it held are on sale again (inventory/, the SKU rows in their lock order).
  const lines = await s.goods.lines(orderId)
  if (!(await inventoryOn(tx).skuStock.move(lines.map((l) => ({ skuId: l.sku_id, n: l.qty, move: 'releaseHeld' })))))
    throw new Error(`goods order ${orderId}: its held units are not held`)
  return true
}
