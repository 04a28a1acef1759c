/**
 * The buyer's cart (issue "Shop": "cart-list (select, change quantity, remove, invalid lines shown apart,
 * totals, the badge ...)"; calls-errors-limits.md "cart count reply is data.count"). A line is one SKU of
 * the merchant's: adding checks it is on sale, that the cart's units stay within its stock and the goods'
 * per-buyer limit; a line whose goods went off sale, sold out or were deleted stays in the cart, shown
 * apart with the reason (cart.presenter.ts), and is never checked out. Checking out is a goods order
 * (goods-order.service.ts, fromCart), which removes the lines it bought in its own transaction.
 */
import { AppError } from '../http/app-error'
import type { CartRepository, CartLineRow, CartSkuRow } from './cart.repository'

/** Most lines a cart holds, and most units of one line. */
export const CART_LINES_MAX = 99
export const CART_LINE_QTY_MAX = 99

export class CartService {
  constructor(private readonly cart: CartRepository) {}

  count(userId: string, merchantId: string): Promise<number> {
    return this.cart.units(userId, merchantId)
  }

  lines(userId: string, merchantId: string): Promise<CartLineRow[]> {
    return this.cart.lines(userId, merchantId)
  }

  async add(userId: string, merchantId: string, skuId: string, qty: number, now: Date): Promise<void> {
    const held = await this.cart.qtyOf(userId, skuId)
    if (held === undefined && (await this.cart.lineCount(userId, merchantId)) >= CART_LINES_MAX) throw new AppError('CART_FULL')
    this.check(await this.cart.sku(skuId), merchantId, (held ?? 0) + qty)
    await this.cart.add(userId, merchantId, skuId, qty, now)
  }

  async update(userId: string, merchantId: string, skuId: string, change: { qty?: number; selected?: boolean }, now: Date): Promise<void> {
    const held = await this.cart.qtyOf(userId, skuId)
    if (held === undefined) throw new AppError('SKU_NOT_FOUND')
    if (change.qty !== undefined && change.qty !== held) {
      this.check(await this.cart.sku(skuId), merchantId, change.qty)
      await this.cart.put(userId, merchantId, skuId, change.qty, now)
    }
    if (change.selected !== undefined) await this.cart.select(userId, merchantId, skuId, change.selected, now)
  }

  async remove(userId: string, merchantId: string, skuIds: string[]): Promise<void> {
    await this.cart.remove(userId, merchantId, skuIds)
  }

  /** A line of `qty` units of the SKU may be in the cart: the merchant's, on sale, in stock, within the limits. */
  private check(sku: CartSkuRow | undefined, merchantId: string, qty: number): void {
    if (!sku || sku.merchant_id !== merchantId) throw new AppError('SKU_NOT_FOUND')
    if (!sku.spu_on_sale || !sku.sku_on_sale) throw new AppError('SKU_OFF_SALE')
    // A ticket stub prints one ticket, named when it is ordered (ticket-stub-print): never a cart line.
    if (sku.kind === 'STUB') throw new AppError('STUB_TICKET_REQUIRED')
    if (qty > CART_LINE_QTY_MAX) throw new AppError('INVALID_PARAMETER', { detail: 'qty' })
    if (sku.per_buyer_limit !== null && qty > sku.per_buyer_limit) throw new AppError('GOODS_BUYER_LIMIT', { limit: sku.per_buyer_limit })
    if (sku.available < qty) throw new AppError('SKU_SOLD_OUT')
  }
}
