/**
 * shop_functions and module_not_display (calls-errors-limits.md section 7, pub/v3): which functions the
 * shop has on and which modules the app hides, from the merchant's configuration. "Shop flags can enable
 * student certification, face authentication, prime card display, cart support ..." (product.md section 6).
 * A function is on unless the merchant switched it off (functionsOff); the cart is the cart setting; the
 * Douyin and bsauth logins are on where the merchant set up the channel. Pure: the gateway answers with it,
 * the app falls back to it on the shop configuration it already has.
 */
import { HIDEABLE_MODULES, SHOP_FUNCTIONS, type HideableModule, type ShopFunction } from '../api/user-calls'
import type { ShopConfig } from '../shop-config'

export interface LoginChannelsOn {
  douyin: boolean
  bsauth: boolean
}

export function shopFunctionsOf(
  config: Pick<ShopConfig, 'functionsOff' | 'productCartConfig'>,
  channels: LoginChannelsOn = { douyin: false, bsauth: false }
): Record<ShopFunction, boolean> {
  const off = new Set<string>(config.functionsOff ?? [])
  const on = Object.fromEntries(SHOP_FUNCTIONS.map((f) => [f, !off.has(f)])) as Record<ShopFunction, boolean>
  on.CART = config.productCartConfig?.enable ?? false
  on.DOUYIN_LOGIN = channels.douyin
  on.BSAUTH_LOGIN = channels.bsauth
  return on
}

/** The hidden modules the app knows, in the catalogue's order, each once. */
export function modulesNotDisplayed(config: Pick<ShopConfig, 'hiddenModules'>): HideableModule[] {
  const hidden = new Set<string>(config.hiddenModules ?? [])
  return HIDEABLE_MODULES.filter((m) => hidden.has(m))
}
