/** The buyer's cart (types/api/cart.ts; calls-errors-limits.md "cart count reply is data.count"). */
import { api } from './request/app-request'
import { IMPORTANCE } from './request/request-constants'
import type { AddCartLine, CartCount, CartView, UpdateCartLine } from '../../types/api/cart'

// The gateway serves the buyer's calls under the /buyer service prefix, as every buyer call.
const CART = '/buyer/buyer/v1/cart'

export function cartCount() {
  // Only the badge reads it: a failure keeps the last count rather than showing a dialog.
  return api().request<CartCount>({ path: `${CART}/count`, importance: IMPORTANCE.low, handleErrors: false })
}

export function cartView() {
  return api().request<CartView>({ path: CART, importance: IMPORTANCE.high })
}

export function addCartLine(body: AddCartLine) {
  return api().request<CartCount>({ path: `${CART}/lines`, method: 'POST', data: { ...body }, importance: IMPORTANCE.high })
}

export function updateCartLine(skuId: string, body: UpdateCartLine) {
  return api().request<CartCount>({ path: `${CART}/lines/${encodeURIComponent(skuId)}`, method: 'PUT', data: { ...body } })
}

export function removeCartLines(skuIds: readonly string[]) {
  return api().request<CartCount>({ path: `${CART}/lines?skuIds=${skuIds.map(encodeURIComponent).join(',')}`, method: 'DELETE' })
}
