/**
 * The privilege-purchase variants of the session data (issue #18 privilege): the public replies of
 * ShowService, narrowed to the sessions and tiers the privilege opens and shown as buyable within its
 * window even before the public sale, each tier at its privilege price (or the public one). The order
 * path prices by the same rule (privilege-step.ts), so what the page shows is what pre_order asks.
 */
import type { BrowseContext, ShowService } from '../browse/show.service'
import { priceInfo } from '../../../types/rules/price-info'
import { privilegeWindowOpen } from '../../../types/rules/privilege-rules'
import type { SeatPlanStatic, SessionDynamic, SessionStatic } from '../../../types/api/show'
import type { PrivilegeGrant } from './privilege.service'

async function openedSessions(shows: ShowService, grant: PrivilegeGrant, showId: string, ctx: BrowseContext): Promise<Set<string>> {
  const opened = new Set(grant.rule.tiers.map((t) => t.tierId))
  const sessions = await shows.sessionsStatic(showId, ctx)
  const found = new Set<string>()
  for (const s of sessions) {
    const plans = await shows.seatPlansStatic(showId, s.bizShowSessionId, ctx)
    if (plans.some((p) => opened.has(p.seatPlanId))) found.add(s.bizShowSessionId)
  }
  return found
}

export async function privilegeSessionsStatic(
  shows: ShowService,
  grant: PrivilegeGrant,
  showId: string,
  ctx: BrowseContext
): Promise<SessionStatic[]> {
  const opened = await openedSessions(shows, grant, showId, ctx)
  return (await shows.sessionsStatic(showId, ctx)).filter((s) => opened.has(s.bizShowSessionId))
}

export async function privilegeSessionsDynamic(
  shows: ShowService,
  grant: PrivilegeGrant,
  showId: string,
  ctx: BrowseContext
): Promise<SessionDynamic[]> {
  const opened = await openedSessions(shows, grant, showId, ctx)
  const open = privilegeWindowOpen(grant.rule, ctx.now.getTime()) && grant.usesLeft > 0
  return (await shows.sessionsDynamic(showId, ctx))
    .filter((s) => opened.has(s.bizShowSessionId))
    .map((s) => {
      // Ended and sold out stay as the public data says; otherwise the privilege decides, not the sale time.
      if (s.sessionStatus === 'COMPLETED' || s.soldOut) return s
      return { ...s, sessionStatus: open ? 'ON_SALE' : s.sessionStatus, canBuy: open }
    })
}

export async function privilegeSeatPlans(
  shows: ShowService,
  grant: PrivilegeGrant,
  showId: string,
  sessionId: string,
  ctx: BrowseContext
): Promise<SeatPlanStatic[]> {
  const prices = new Map(grant.rule.tiers.map((t) => [t.tierId, t.priceFen]))
  return (await shows.seatPlansStatic(showId, sessionId, ctx))
    .filter((p) => prices.has(p.seatPlanId))
    .map((p) => {
      const fen = prices.get(p.seatPlanId) ?? p.originalPrice
      return { ...p, originalPrice: fen, priceInfo: priceInfo(fen) }
    })
}
