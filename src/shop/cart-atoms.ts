/**
 * The cart count behind the shop tab's badge (product.md "Tab bar": shown only when logged in, the cart is
 * supported and the count is above 0; types/rules/cart-badge.ts). Read from `GET cart/count` when the shop
 * tab shows, when the login or the cart switch changes, and answered by every cart change.
 */
import { atom } from 'jotai'
import { store } from '../store/store'
import { loggedInAtom } from '../session/session-atoms'
import { shopConfigAtom } from '../shop-config/shop-config-atoms'
import { cartCount } from '../services/cart-api'

/** Units in the cart, as the gateway counts them. */
export const cartCountAtom = atom(0)

/** Whether this shop sells through a cart (the shop config's productCartConfig.enable). */
export const cartSupportedAtom = atom((get) => get(shopConfigAtom).productCartConfig?.enable ?? false)

/** Sets the count from a cart call's reply (adding, changing and removing lines answer the new count). */
export function setCartCount(count: number): void {
  store.set(cartCountAtom, Number.isFinite(count) ? count : 0)
}

/**
 * Reads the count again. Logged out or without a cart there is nothing to ask (the badge rule hides the
 * badge then); a failed call keeps the last count.
 */
export async function refreshCartCount(): Promise<void> {
  if (!store.get(loggedInAtom) || !store.get(cartSupportedAtom)) return
  try {
    setCartCount((await cartCount()).count)
  } catch {
    // The badge keeps what it showed.
  }
}
