/**
 * Goods bought with a ticket order (issue "Shop": "tied sale ... paid in one payment with the tickets"):
 * what order creation needs of them, as a port the goods order area fills (goods-order/tied-goods.ts,
 * wired in stores.ts), because goods orders sit above ticket orders. The ticket order's quote adds their
 * amount to what the buyer pays, and its transaction writes their goods order (paid by the ticket order's
 * payment, closed and paid with it: lifecycle/order-closed.ts, order-paid.ts).
 */
import type { BoundedTx } from '../db/bounded-write'

export interface TiedGoodsLine {
  skuId: string
  qty: number
}

/** Who buys, and where delivered goods go (the ticket order's express address, when it has one). */
export interface TiedGoodsBuyer {
  merchantId: string
  userId: string
  now: Date
  addressId?: string
}

export interface TiedGoods {
  /**
   * What the goods cost, delivery included (no coupon: the order's coupons are the tickets'); refuses as a
   * goods order would. OFFER (pre_order) prices delivered goods before an address is named.
   */
  price(lines: readonly TiedGoodsLine[], buyer: TiedGoodsBuyer, mode: 'OFFER' | 'ORDER'): Promise<{ payFen: number }>
  /**
   * In the ticket order's transaction, after its row: the goods order tied to it, priced again (a change
   * since is PRICE_CHANGED), its units held (or sold when the order is paid at once). SKU_SOLD_OUT rolls all back.
   */
  write(
    tx: BoundedTx,
    ticketOrderId: string,
    lines: readonly TiedGoodsLine[],
    buyer: TiedGoodsBuyer & { paid: boolean; payDeadline: Date; payFen: number }
  ): Promise<void>
}
