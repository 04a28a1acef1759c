/**
 * The delivery fee of a goods order (issue "Shop": "goods-confirm ... address, delivery fee"). The spec
 * names a delivery fee on orders (product.md "Order": "delivery fee") but no rule for goods, so this is the
 * shop's own, one place for the app's confirm page and the gateway's quote: vouchers are collected at the
 * venue and cost nothing to deliver; an order with PHYSICAL goods pays a flat fee unless its goods come to
 * the free-delivery amount (counted before coupons, as the page shows the goods amount).
 */

/** Goods sent by express to an address: PHYSICAL goods and ticket stubs (printed and posted); never a VOUCHER. */
export function isDeliveredKind(kind: 'PHYSICAL' | 'VOUCHER' | 'STUB'): boolean {
  return kind !== 'VOUCHER'
}

export interface GoodsDeliverySetting {
  /** The flat fee of a delivered order, in fen. */
  feeFen: number
  /** Goods of at least this amount (fen) are delivered free; null: never free. */
  freeFromFen: number | null
}

/** The fee a merchant that set nothing charges: 10 yuan, free from 99 yuan. */
export const DEFAULT_GOODS_DELIVERY: GoodsDeliverySetting = { feeFen: 1000, freeFromFen: 9900 }

export function goodsDeliveryFen(
  order: { hasPhysical: boolean; goodsFen: number },
  setting: GoodsDeliverySetting = DEFAULT_GOODS_DELIVERY
): number {
  if (!order.hasPhysical) return 0
  if (setting.freeFromFen !== null && order.goodsFen >= setting.freeFromFen) return 0
  return setting.feeFen
}
