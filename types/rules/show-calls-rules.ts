/**
 * Rules of the show area's last calls (docs/show-calls.md), tested in tests/show-calls-rules.test.ts.
 */
import { POLICY_KINDS, SHOW_USER_QRY_RANGES, type PolicyKind, type ShowUserQryRange } from '../api/show-calls'

/**
 * Which policy a show reads ("the merchant's default policies ... that a show inherits unless it sets its
 * own"): per kind, the show's own text when it has one, else the merchant's default, else none.
 */
export function effectivePolicies<T extends { kind: PolicyKind }>(own: readonly T[], defaults: readonly T[]): T[] {
  const mine = new Map(own.map((p) => [p.kind, p]))
  const base = new Map(defaults.map((p) => [p.kind, p]))
  return POLICY_KINDS.flatMap((kind) => {
    const p = mine.get(kind) ?? base.get(kind)
    return p ? [p] : []
  })
}

/** show_user's parts a qryRange asks for ("COUPON,LIMIT"); unknown words are ignored; none or ALL: every part. */
export function qryRangeParts(qryRange: string | undefined): Set<ShowUserQryRange> {
  const asked = (qryRange ?? '')
    .split(',')
    .map((w) => w.trim().toUpperCase())
    .filter((w): w is ShowUserQryRange => (SHOW_USER_QRY_RANGES as readonly string[]).includes(w))
  return new Set(!asked.length || asked.includes('ALL') ? SHOW_USER_QRY_RANGES : asked)
}
