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

/**
 * What show detail hands to booking (issue #14: "The session picked on show detail is dropped at
 * booking"): the session chosen there, and the tier if one was tapped, as the route's query.
 */
export function bookingParams(showId: string, sessionId: string | undefined, seatPlanId: string | undefined): Record<string, string> {
  const params: Record<string, string> = { showId }
  if (sessionId) params.sessionId = sessionId
  if (sessionId && seatPlanId) params.seatPlanId = seatPlanId
  return params
}

/** The session booking opens on: the one asked for if the show has it, else the usual first one. */
export function sessionToOpen<S extends { bizShowSessionId: string }>(
  sessions: readonly S[],
  wanted: string | undefined,
  fallback: (sessions: S[]) => string | undefined
): string | undefined {
  return sessions.find((s) => s.bizShowSessionId === wanted)?.bizShowSessionId ?? fallback([...sessions])
}

/** The tier asked for, if the session has it and it can still be bought (a sold-out one is not chosen for the buyer). */
export function tierToPreselect<P extends { seatPlanId: string; canBuyCount?: number; soldOut?: boolean }>(
  plans: readonly P[],
  wanted: string | undefined
): P | undefined {
  const plan = wanted ? plans.find((p) => p.seatPlanId === wanted) : undefined
  if (!plan || plan.soldOut || (plan.canBuyCount !== undefined && plan.canBuyCount <= 0)) return undefined
  return plan
}

/** "booking's quantity starts at 1 when a buyable tier is selected": 1 within the tier's limits, 0 without a tier or stock. */
export function initialQty(limits: QtyLimits | undefined): number {
  return limits ? clampQty(1, limits) : 0
}
