/**
 * Orders under a privilege purchase code (issue #18 privilege). Kept apart from order.service.ts (which
 * calls in at three points: pricing, the write, the close) so the pricing helpers edited in parallel
 * stay readable:
 * - pricing: with a valid privilege token every tier must be one the privilege opens, the privilege
 *   window open and the code's uses enough; each tier is then priced at its privilege price (the tier
 *   row's price is replaced in the priced lines, so the member discount, coupons, points, the order
 *   lines and the tickets all see the price the buyer pays) and the public sale time does not apply;
 * - without a token a session before its public sale is refused, with PRIVILEGE_REQUIRED when a
 *   privilege opens it now (the buyer is told a code is the way in), else NOT_ON_SALE as before;
 * - the write takes the code's uses with a conditional UPDATE of the code row, the first lock of the
 *   order's transaction (code row → order row → tickets → seats → tiers);
 * - an unpaid order closing gives the uses back, once; a refund does not (privilege-rules.ts says why).
 */
import { AppError } from '../../http/app-error'
import { privilegeCart, saleOpen } from '../../../../types/rules/privilege-rules'
import type { PrivilegeGrant } from '../../privilege/privilege.service'
import type { PrivilegeRepository } from '../../privilege/privilege.repository'
import type { TierForSale } from '../order.repository'
import type { TicketPricingStep } from './pricing-step'

/** What the order path knows of a privilege: the grant of the request's token, and how to tell a privileged session. */
export interface OrderPrivilege {
  grant?: PrivilegeGrant
  /** Whether a privilege opens one of these tiers now (only asked when there is no grant and sale has not begun). */
  opens?: (tierIds: string[]) => Promise<boolean>
}

/** The code's uses an order takes (NewOrder.privilege). */
export interface PrivilegeUse {
  code: string
  privilegeId: string
  uses: number
  /**
   * What the privilege prices took off the public ones, all tickets (never below 0): the order detail's
   * PRIVILEGE line (migration 071), as the public price is not kept on the order lines.
   */
  fen: number
}

/**
 * The lines priced under the grant, and the uses they take; without a grant the lines as they are,
 * after the public sale check (before it has begun: PRIVILEGE_REQUIRED or NOT_ON_SALE).
 */
export async function privilegedLines<L extends { tier: TierForSale; qty: number }>(
  lines: L[],
  privilege: OrderPrivilege | undefined,
  now: Date
): Promise<{ lines: L[]; use?: PrivilegeUse }> {
  const grant = privilege?.grant
  if (!grant) {
    const first = lines[0].tier
    if (!saleOpen(first.sale_time?.getTime() ?? null, now.getTime(), false)) {
      throw new AppError((await privilege?.opens?.(lines.map((l) => l.tier.id))) ? 'PRIVILEGE_REQUIRED' : 'NOT_ON_SALE')
    }
    return { lines }
  }
  if (lines.some((l) => l.tier.show_id !== grant.showId)) throw new AppError('PRIVILEGE_TIER_NOT_COVERED')
  const cart = privilegeCart(
    grant.rule,
    lines.map((l) => ({ tierId: l.tier.id, qty: l.qty, publicPriceFen: l.tier.price_fen })),
    grant.usesLeft,
    now.getTime()
  )
  if (!cart.ok) {
    if (cart.problem === 'NOT_OPEN') throw new AppError('PRIVILEGE_NOT_OPEN')
    if (cart.problem === 'NOT_COVERED') throw new AppError('PRIVILEGE_TIER_NOT_COVERED')
    throw grant.usesLeft > 0 ? new AppError('PRIVILEGE_USES_SHORT', { n: grant.usesLeft }) : new AppError('PRIVILEGE_CODE_USED_UP')
  }
  return {
    lines: lines.map((l) => ({ ...l, tier: { ...l.tier, price_fen: cart.unitFen.get(l.tier.id) ?? l.tier.price_fen } })),
    use: {
      code: grant.code,
      privilegeId: grant.privilegeId,
      uses: cart.uses,
      fen: Math.max(
        0,
        lines.reduce((s, l) => s + (l.tier.price_fen - (cart.unitFen.get(l.tier.id) ?? l.tier.price_fen)) * l.qty, 0)
      )
    }
  }
}

/**
 * The PRIVILEGE step, before the order's limits and fees: the lines at the privilege's prices and the uses
 * they take, or the public sale check without a grant.
 */
export const privilegeStep: TicketPricingStep = {
  phase: 'LINES',
  async apply(draft, { ctx }) {
    const { lines, use } = await privilegedLines(draft.lines, ctx.privilege, ctx.now)
    draft.lines = lines
    if (use) draft.privilege = use
  }
}

/** In the order's transaction, before the order row: the code's uses, or PRIVILEGE_USES_SHORT (another order took them). */
export async function spendPrivilege(repo: PrivilegeRepository, use: PrivilegeUse): Promise<void> {
  if (!(await repo.spend(use.code, use.uses))) throw new AppError('PRIVILEGE_USES_SHORT', { n: 0 })
}

/** After the order row: which code the order used, so its close can give the uses back. */
export async function recordPrivilege(repo: PrivilegeRepository, orderId: string, use: PrivilegeUse): Promise<void> {
  await repo.recordUse(orderId, use.code, use.privilegeId, use.uses, use.fen)
}

/** An unpaid order closed (cancelled, expired, closed by staff): its uses are the code's again, once. */
export function returnPrivilegeUses(repo: PrivilegeRepository, orderId: string, now: Date): Promise<void> {
  return repo.returnUses(orderId, now)
}
