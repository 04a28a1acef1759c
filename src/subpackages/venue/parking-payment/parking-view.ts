/**
 * The parking page's plain rules (no Taro): which plate is shown, what the stay's panel says, and what
 * the pay button does. The fee itself is the gateway's (types/rules/parking-fee.ts), never recomputed here.
 */
import type { ParkingPlate, ParkingQuote } from '../../../../types/api/parking'

/** The plate shown: the one chosen while it is still saved, else the first saved one. */
export function shownPlate(plates: readonly ParkingPlate[], chosen: string | undefined): string | undefined {
  return plates.some((p) => p.plate === chosen) ? chosen : plates[0]?.plate
}

/** A stay's minutes as hours and minutes. */
export function durationParts(minutes: number): { hours: number; minutes: number } {
  return { hours: Math.floor(minutes / 60), minutes: minutes % 60 }
}

/**
 * What the stay panel shows: not inside; paid and within the grace (leave by then); nothing due (free
 * minutes); or the amount to pay.
 */
export type StayPhase = 'NOT_INSIDE' | 'PAID' | 'NOTHING_DUE' | 'PAY'

export function stayPhase(quote: ParkingQuote, now: number): StayPhase {
  const stay = quote.stay
  if (!stay) return 'NOT_INSIDE'
  if (stay.dueFen > 0) return 'PAY'
  return stay.paidUntil !== null && now <= stay.paidUntil ? 'PAID' : 'NOTHING_DUE'
}

/** The coupon to ask the next quote with: the one picked, '' for none; undefined lets the gateway pick the best. */
export function couponParam(picked: string | null | undefined): string | undefined {
  return picked === undefined ? undefined : (picked ?? '')
}
