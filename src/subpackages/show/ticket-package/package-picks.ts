/**
 * The buyer's picks of a ticket package (issue #18: "the buyer picks one session+tier per slot"), shared
 * by the four package pages and their combo-activity twins: one jotai atom, per promotion, per slot. Kept
 * only in memory: a pick is a few taps, and a stored one could outlive the session or tier it names.
 */
import { atom } from 'jotai'
import type { ComboSelection, PromotionDetail, PromotionTierView } from '../../../../types/api/promotion'
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

/** The tier a pick names as the promotion offers it now, while it has tickets left. */
function offeredTier(detail: PromotionDetail, pick: PackagePick): PromotionTierView | undefined {
  return detail.slots[pick.slot]?.shows
    .find((s) => s.showId === pick.showId)
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
 * per-buyer limit, and each picked tier's tickets left (a set takes one ticket of every slot). What the
 * buyer bought before counts at the gateway, which refuses past the limit with its own words.
 */
export function setsMax(detail: PromotionDetail, picks: PicksBySlot): number {
  const bounds = [PACKAGE_SETS_MAX, detail.remaining ?? Infinity, detail.perBuyerLimit ?? Infinity]
  for (const pick of Object.values(picks)) bounds.push(offeredTier(detail, pick)?.available ?? 0)
  return Math.max(1, Math.min(...bounds))
}

/** The combo price call's selection once every slot has its pick; undefined while one is missing. */
export function selectionOf(detail: PromotionDetail, picks: PicksBySlot, sets = 1): ComboSelection | undefined {
  const items = detail.slots.map((s) => picks[s.slot])
  if (!detail.slots.length || items.some((p) => !p)) return undefined
  return { promotionId: detail.promotionId, sets, items: (items as PackagePick[]).map((p) => ({ slot: p.slot, bizShowSessionId: p.sessionId, seatPlanId: p.seatPlanId })) }
}

