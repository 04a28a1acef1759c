/**
 * A payment settles a goods order (PaymentService.payFor('GOODS'), in the settlement's transaction with the
 * payment row locked). The first write is the guard (UNPAID → PAID with the money), so the steps run once;
 * a failure rolls the settlement back and the provider's next notice tries again.
 */
import { inventoryOn } from '../inventory/inventory'
import { issueVouchers } from '../goods-order/goods-voucher'
import type { PayGoodsOrder } from '../goods-order/goods-order-steps'

export const goodsOrderPaid: PayGoodsOrder = async (tx, s, orderId, paidFen, now) => {
  // 1. UNPAID → PAID with what was paid: the guard.
  if (!(await s.goods.markPaid(orderId, paidFen, now))) return false
  // 2. Its ITEM coupons are used.
  await s.goodsCoupons.markUsedForGoodsOrder(orderId, now)
  // 3. The units it held are sold (inventory/).
  const lines = await s.goods.lines(orderId)
  if (!(await inventoryOn(tx).skuStock.move(lines.map((l) => ({ skuId: l.sku_id, n: l.qty, move: 'sellHeld' })))))
    throw new Error(`goods order ${orderId}: its held units are not held`)
  // 4. A collect code per VOUCHER unit, checked at the door.
  await issueVouchers(s.goods, orderId, lines, now)
  return true
}
