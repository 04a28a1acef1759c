/**
 * Privilege purchase codes (product.md "privilege (privilege_code, login)", "booking ... can
 * also be opened with ... privilegeCode with privilegeId"; calls-errors-limits.md "A privilege token is
 * added when privilegeId is involved"). Pure rules shared by the gateway and the console:
 * - a privilege opens some tiers of one show, within its own window, which may start before the public
 *   sale (that is the point of it: a presale for code holders);
 * - each opened tier is sold at its privilege price, or at the public price when none is set;
 * - a code buys at most `usesPerCode` tickets in all; an order takes its ticket count from the code, an
 *   unpaid order closing gives them back, a refund does not (the code was spent on a sale that happened;
 *   giving uses back on refund would let one code buy, refund and buy again past the merchant's limit
 *   without the merchant choosing so, and a refund of part of an order has no clear share of "uses").
 */

/** How long a checked code's token lets the buyer book: one booking flow, not a standing pass. */
export const PRIVILEGE_TOKEN_TTL_MS = 30 * 60 * 1000
/** Most tickets one code may buy (the console's field; the database CHECK says the same). */
export const PRIVILEGE_USES_MAX = 100
/** Most codes in one batch (the coupon exchange batches' bound). */
export const PRIVILEGE_BATCH_MAX = 5000
/** Wrong code checks a buyer may make in a window (bind proof attempts' shape: a fixed window). */
export const PRIVILEGE_CHECKS_PER_WINDOW = 10
export const PRIVILEGE_CHECK_WINDOW_SECONDS = 600

export interface PrivilegeTierRule {
  tierId: string
  /** NULL: the tier's public price. */
  priceFen: number | null
}

export interface PrivilegeRule {
  startsAt: number
  endsAt: number
  usesPerCode: number
  tiers: readonly PrivilegeTierRule[]
}

export type PrivilegeInputProblem = 'WINDOW' | 'USES' | 'TIERS' | 'PRICE'

/** What is wrong with a privilege the console sends, or undefined. */
export function privilegeInputProblem(p: PrivilegeRule): PrivilegeInputProblem | undefined {
  if (!Number.isFinite(p.startsAt) || !Number.isFinite(p.endsAt) || p.endsAt <= p.startsAt) return 'WINDOW'
  if (!Number.isInteger(p.usesPerCode) || p.usesPerCode < 1 || p.usesPerCode > PRIVILEGE_USES_MAX) return 'USES'
  if (!p.tiers.length || new Set(p.tiers.map((t) => t.tierId)).size !== p.tiers.length) return 'TIERS'
  if (p.tiers.some((t) => t.priceFen !== null && (!Number.isInteger(t.priceFen) || t.priceFen < 0))) return 'PRICE'
  return undefined
}

export function privilegeWindowOpen(p: Pick<PrivilegeRule, 'startsAt' | 'endsAt'>, now: number): boolean {
  return p.startsAt <= now && now < p.endsAt
}

export interface CartTier {
  tierId: string
  qty: number
  publicPriceFen: number
}

export type PrivilegeCartProblem = 'NOT_OPEN' | 'NOT_COVERED' | 'USES_SHORT'

export type PrivilegeCart = { ok: true; unitFen: Map<string, number>; uses: number } | { ok: false; problem: PrivilegeCartProblem }

/**
 * A cart bought with a privilege: every tier must be one it opens (an order is one purchase, all of it
 * under the code or none), the window open, and the code's uses left enough for the tickets. The unit
 * price of each tier is the privilege price, or the public one.
 */
export function privilegeCart(p: PrivilegeRule, cart: readonly CartTier[], usesLeft: number, now: number): PrivilegeCart {
  if (!privilegeWindowOpen(p, now)) return { ok: false, problem: 'NOT_OPEN' }
  const unitFen = new Map<string, number>()
  for (const line of cart) {
    const rule = p.tiers.find((t) => t.tierId === line.tierId)
    if (!rule) return { ok: false, problem: 'NOT_COVERED' }
    unitFen.set(line.tierId, rule.priceFen ?? line.publicPriceFen)
  }
  const uses = cart.reduce((n, l) => n + l.qty, 0)
  if (uses > usesLeft) return { ok: false, problem: 'USES_SHORT' }
  return { ok: true, unitFen, uses }
}

/**
 * Whether a session is buyable now: on public sale, or (with a privilege in its window) opened early.
 * Public sale has not begun while saleTime is unset or in the future.
 */
export function saleOpen(saleTime: number | null, now: number, privileged: boolean): boolean {
  if (privileged) return true
  return saleTime !== null && saleTime <= now
}
