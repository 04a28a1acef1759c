/**
 * The cart's numbers as the buyer sees them. product.md "Tab bar": "A cart badge sits on the shop tab. It
 * shows only when the user is logged in, the cart is supported and the count is above 0." product.md
 * "Goods": "The displayed goods count is clamped to 0-99."
 */

/** A goods count brought into 0-99 for display (a broken reply counts as 0). */
export function clampGoodsCount(count: number): number {
  if (!Number.isFinite(count)) return 0
  return Math.min(99, Math.max(0, Math.floor(count)))
}

export interface CartBadgeInputs {
  loggedIn: boolean
  cartSupported: boolean
  count: number
}

/**
 * The badge's text, or undefined when it is hidden. A count above 99 is shown clamped as "99+", so the
 * buyer can tell the badge is full.
 */
export function cartBadgeText(inputs: CartBadgeInputs): string | undefined {
  if (!inputs.loggedIn || !inputs.cartSupported || !(inputs.count > 0)) return undefined
  const shown = clampGoodsCount(inputs.count)
  return inputs.count > 99 ? `${shown}+` : String(shown)
}
