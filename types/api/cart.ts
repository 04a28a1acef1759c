/**
 * The buyer's cart (issue "Shop"; calls-errors-limits.md "cart count reply is data.count"). Paths, all
 * with the buyer's login, in the buyer
 * family (the app's `${BUYER}` = /buyer, so the gateway serves /buyer/buyer/v1/...):
 * - GET    /buyer/v1/cart/count                 → CartCount
 * - GET    /buyer/v1/cart                       → CartView
 * - POST   /buyer/v1/cart/lines                 AddCartLine → CartCount
 * - PUT    /buyer/v1/cart/lines/{skuId}         UpdateCartLine → CartCount
 * - DELETE /buyer/v1/cart/lines?skuIds=a,b      → CartCount
 * Money is integer fen; texts are in the request's language.
 */
import type { Fen } from './common'

/** The badge on the shop tab shows it clamped to 0-99 (product.md "Goods"); the reply is the true count of units. */
export interface CartCount {
  count: number
}

/** Why a line cannot be checked out: the goods went off sale, the SKU has no stock, or the SKU is gone. */
export type CartInvalidReason = 'OFF_SALE' | 'SOLD_OUT' | 'GONE'

export interface CartLine {
  skuId: string
  spuId: string
  name: string
  pictureUrl: string
  /** The SKU's option values as the buyer reads them ("M / Black"); empty for goods without options. */
  attributeText: string
  priceFen: Fen
  qty: number
  selected: boolean
  /** Units available now. */
  stock: number
  invalidReason?: CartInvalidReason
}

export interface CartView {
  /** Lines that can be checked out, newest first. */
  lines: CartLine[]
  /** Lines shown apart, greyed, with their reason; never checked out. */
  invalidLines: CartLine[]
}

export interface AddCartLine {
  skuId: string
  /** Added to what the cart already holds of the SKU. */
  qty: number
}

export interface UpdateCartLine {
  /** The new quantity (at least 1; removing is DELETE). */
  qty?: number
  selected?: boolean
}
