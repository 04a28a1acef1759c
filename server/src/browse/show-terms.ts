/**
 * A show's terms as buyers read them: the service notes on its page and the service tags above them,
 * derived from the show's own settings (issue #14 item 3, "the tag and the notes must come from one source";
 * "the real-name note appears only for shows whose buying requires real names"). Nothing here is stored
 * text, so a tag and a note can never say different things; promotions are the merchant's stored tags and
 * are shown only while the show can be bought ("a cancelled/ended show carries no promotional tags").
 */
import type { StatusResult } from './show-status'
import { effectiveRefundRule, refundFeeTable } from '../../../types/rules/refund-rule'

export interface ShowSettings {
  /** The same flag confirm order reads to ask for one attendee per ticket. */
  real_name: boolean
  /** NULL: e-tickets only; otherwise paper tickets by express for this fee too (show.presenter deliveryMethods). */
  express_fee_fen: number | null
  seat_picking: boolean
  min_age: number | null
  /** The refund policy: refunds up to this many hours before the session (NULL: no refunds), for this share of the price. */
  refund_hours_before: number | null
  refund_fee_percent: number
  /** The merchant's refund rule (migration 035; NULL/absent: the two columns above), read by types/rules/refund-rule.ts. */
  refund_rule?: unknown
}

export type ServiceTerm =
  | { kind: 'REAL_NAME' }
  | { kind: 'E_TICKET_ONLY' }
  | { kind: 'E_TICKET_OR_EXPRESS'; feeFen: number }
  | { kind: 'SEAT_PICKING' }
  | { kind: 'MIN_AGE'; age: number }
  | { kind: 'TIER_MIN_AGE'; age: number }
  | { kind: 'REFUND'; hoursBefore: number; feePercent: number }
  /** Free refunds until the deadline. */
  | { kind: 'REFUND_FREE'; hoursBefore: number }
  /** Several fee steps: the note names the last deadline and points to the refund rule page's table. */
  | { kind: 'REFUND_BY_TIME'; hoursBefore: number }
  | { kind: 'NO_REFUND' }

export type ServiceTagKind = 'REAL_NAME' | 'REFUND' | 'NO_REFUND'

/** Marketing tags (product.md section 3: "types MARKETING_TAG_COUPON and MARKETING_TAG_ACTIVITY count as marketing"). */
export const MARKETING_TAG_TYPES: readonly string[] = ['MARKETING_TAG_COUPON', 'MARKETING_TAG_ACTIVITY']

/**
 * The notes, in the order a buyer checks them: who may come and how, then how tickets arrive, then
 * whether the money comes back. tierAges: the age limits of the show's price tiers (a standing floor
 * may ask more than the show).
 */
export function serviceTerms(show: ShowSettings, tierAges: ReadonlyArray<number | null> = []): ServiceTerm[] {
  const terms: ServiceTerm[] = []
  if (show.real_name) terms.push({ kind: 'REAL_NAME' })
  if (show.min_age) terms.push({ kind: 'MIN_AGE', age: show.min_age })
  const tierAge = Math.max(0, ...tierAges.map((a) => a ?? 0))
  if (tierAge > (show.min_age ?? 0)) terms.push({ kind: 'TIER_MIN_AGE', age: tierAge })
  terms.push(show.express_fee_fen === null ? { kind: 'E_TICKET_ONLY' } : { kind: 'E_TICKET_OR_EXPRESS', feeFen: show.express_fee_fen })
  if (show.seat_picking) terms.push({ kind: 'SEAT_PICKING' })
  terms.push(refundTerm(show))
  return terms
}

/** The refund note, from the same rule the refund quote reads (types/rules/refund-rule.ts). */
export function refundTerm(show: Pick<ShowSettings, 'refund_hours_before' | 'refund_fee_percent' | 'refund_rule'>): ServiceTerm {
  const table = refundFeeTable(effectiveRefundRule(show.refund_rule, show.refund_hours_before, show.refund_fee_percent))
  const last = table[table.length - 1]
  if (!last) return { kind: 'NO_REFUND' }
  if (table.length > 1) return { kind: 'REFUND_BY_TIME', hoursBefore: last.hoursBefore }
  return last.feePercent === 0
    ? { kind: 'REFUND_FREE', hoursBefore: last.hoursBefore }
    : { kind: 'REFUND', hoursBefore: last.hoursBefore, feePercent: last.feePercent }
}

/** The service tags: the same refund term as the notes, and real-name where the notes say it. */
export function serviceTags(show: ShowSettings): ServiceTagKind[] {
  const tags: ServiceTagKind[] = []
  if (show.real_name) tags.push('REAL_NAME')
  tags.push(refundTerm(show).kind === 'NO_REFUND' ? 'NO_REFUND' : 'REFUND')
  return tags
}

/**
 * The merchant's stored tags still to show: promotions only while the show can be bought, and the coupon
 * tag only while a coupon for the show can be had (issue #31 item 7: "a fixed 可用券 tag on shows while no
 * coupon exists").
 */
export function storedTagsToShow<T extends { type: string }>(
  stored: readonly T[],
  status: Pick<StatusResult, 'buyable'>,
  couponOffered: boolean
): T[] {
  return stored.filter(
    (t) => (status.buyable || !MARKETING_TAG_TYPES.includes(t.type)) && (couponOffered || t.type !== 'MARKETING_TAG_COUPON')
  )
}
