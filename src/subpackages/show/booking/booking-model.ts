/**
 * The booking page's rules (product.md section 5 "Audience and tickets"): how many tickets may be chosen
 * — no more than the plan has left, the show's per-order limit, and what the per-account limit leaves —
 * and the total they cost.
 */
export interface QtyLimits {
  canBuyCount?: number
  limitPerOrder?: number
}

export const DEFAULT_LIMIT_PER_ORDER = 6

export function maxQty(limits: QtyLimits): number {
  const perOrder = limits.limitPerOrder ?? DEFAULT_LIMIT_PER_ORDER
  return Math.max(0, Math.min(perOrder, limits.canBuyCount ?? perOrder))
}

export function clampQty(qty: number, limits: QtyLimits): number {
  const max = maxQty(limits)
  if (max === 0) return 0
  return Math.min(max, Math.max(1, Math.floor(qty)))
}

export function totalFen(unitFen: number, qty: number): number {
  return unitFen * qty
}
