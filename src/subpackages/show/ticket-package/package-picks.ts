/**
 * The buyer's picks of a ticket package (issue #18: "the buyer picks one session+tier per slot"), shared
 * by the four package pages and their combo-activity twins: one jotai atom, per promotion, per slot. Kept
 * only in memory: a pick is a few taps, and a stored one could outlive the session or tier it names.
 */
import { atom } from 'jotai'
import type { ComboSelection, PromotionDetail, PromotionShowView, PromotionTierView } from '../../../../types/api/promotion'
import { RequestError } from '../../../services/request/request-error'
import { PACKAGE_SETS_MAX } from '../../../../types/rules/promotion-rules'

export interface PackagePick {
  slot: number
  showId: string
  showName: string
  sessionId: string
  sessionName: string
  startTime: number
  seatPlanId: string
  seatPlanName: string
  price: number
}

export type PicksBySlot = Record<number, PackagePick>

export const packagePicksAtom = atom<Record<string, PicksBySlot>>({})

/** The show a pick names in its slot, as the promotion offers it now. */
const offeredShow = (detail: PromotionDetail, pick: PackagePick): PromotionShowView | undefined =>
  detail.slots[pick.slot]?.shows.find((s) => s.showId === pick.showId)

/** The tier a pick names as the promotion offers it now, while it has tickets left. */
function offeredTier(detail: PromotionDetail, pick: PackagePick): PromotionTierView | undefined {
  return offeredShow(detail, pick)
    ?.sessions.find((s) => s.sessionId === pick.sessionId)
    ?.tiers.find((t) => t.seatPlanId === pick.seatPlanId && t.available > 0)
}

/** The picks still offered now (a tier sold out or closed since it was picked is dropped, and must be picked again). */
export function picksStillOffered(detail: PromotionDetail, picks: PicksBySlot | undefined): PicksBySlot {
  const kept: PicksBySlot = {}
  for (const pick of Object.values(picks ?? {})) {
    const offered = offeredTier(detail, pick)
    if (offered) kept[pick.slot] = { ...pick, price: offered.price }
  }
  return kept
}

/**
 * How many sets the buyer may ask for at once: the call's bound (PACKAGE_SETS_MAX), the quota left, the
 * per-buyer limit, each picked show's tickets per order (a slot's order holds one ticket a set), and each
 * picked tier's tickets left, shared by the slots that picked it (a set takes one ticket of every slot).
 * What the buyer bought before counts at the gateway, which refuses past its limits with its own words.
 */
export function setsMax(detail: PromotionDetail, picks: PicksBySlot): number {
  const bounds = [PACKAGE_SETS_MAX, detail.remaining ?? Infinity, detail.perBuyerLimit ?? Infinity]
  const chosen = Object.values(picks)
  const slotsOf = (tierId: string) => chosen.filter((p) => p.seatPlanId === tierId).length
  for (const pick of chosen) {
    bounds.push(offeredShow(detail, pick)?.limitPerOrder ?? Infinity)
    bounds.push(Math.floor((offeredTier(detail, pick)?.available ?? 0) / slotsOf(pick.seatPlanId)))
  }
  return Math.max(1, Math.min(...bounds))
}

/**
 * The words under the bar when the combo price call refused: the gateway's own (sold out meanwhile, a
 * purchase limit), or the page's "not started or ended" for an offer that ended or a call that failed.
 */
export function quoteRefusal(error: unknown, ended: string): string {
  const own = error instanceof RequestError && !!error.errorCode && error.errorCode !== 'PROMOTION_ENDED'
  return own && error.message ? error.message : ended
}

/** The combo price call's selection once every slot has its pick; undefined while one is missing. */
export function selectionOf(detail: PromotionDetail, picks: PicksBySlot, sets = 1): ComboSelection | undefined {
  const items = detail.slots.map((s) => picks[s.slot])
  if (!detail.slots.length || items.some((p) => !p)) return undefined
  return {
    promotionId: detail.promotionId,
    sets,
    items: (items as PackagePick[]).map((p) => ({ slot: p.slot, bizShowSessionId: p.sessionId, seatPlanId: p.seatPlanId }))
  }
}
