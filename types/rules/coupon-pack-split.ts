/**
 * Multi-user coupons (product.md couponType MULTI_USER_RANDOM_CASH, MULTI_USER_FIXED_CASH;
 * "coupon-share: share a MULTI_USER_* coupon: the share link lets others receive from the shared pack").
 * A pack of `total` fen is split among `parts` receivers when the pack is made, so receiving a part is
 * one conditional write of a part already priced, and the parts add up to the pack exactly:
 * - FIXED: equal parts, the fen left by dividing going one each to the first parts;
 * - RANDOM: `parts - 1` distinct cut points drawn in 1..total-1, the parts the gaps between them, so each
 *   part is at least 1 fen and every split is possible.
 * `random` returns a float in [0, 1) (the gateway passes a crypto-backed one; tests a seeded one).
 */

export const SHARE_PARTS_MAX = 100
export const PACK_KINDS = ['MULTI_USER_RANDOM_CASH', 'MULTI_USER_FIXED_CASH'] as const
export type PackKind = (typeof PACK_KINDS)[number]

export function isPackKind(couponType: string): couponType is PackKind {
  return (PACK_KINDS as readonly string[]).includes(couponType)
}

/** Why a pack cannot be split as asked, or null: at least 2 parts, at most SHARE_PARTS_MAX, and 1 fen each. */
export function packProblem(total: number, parts: number): 'parts' | 'total' | null {
  if (!Number.isInteger(parts) || parts < 2 || parts > SHARE_PARTS_MAX) return 'parts'
  if (!Number.isSafeInteger(total) || total < parts) return 'total'
  return null
}

export function splitPack(total: number, parts: number, kind: PackKind, random: () => number): number[] {
  const problem = packProblem(total, parts)
  if (problem) throw new RangeError(`cannot split ${total} fen into ${parts} parts (${problem})`)
  if (kind === 'MULTI_USER_FIXED_CASH') {
    const each = Math.floor(total / parts)
    const extra = total - each * parts
    return Array.from({ length: parts }, (_, i) => each + (i < extra ? 1 : 0))
  }
  // Distinct cut points in 1..total-1: a partial Fisher-Yates over the range when it is small; else a
  // draw per cut, a taken point moving on to the next free one (so it ends whatever `random` returns).
  const cuts = new Set<number>()
  const span = total - 1
  if (span <= 4 * parts) {
    const range = Array.from({ length: span }, (_, i) => i + 1)
    for (let i = 0; i < parts - 1; i++) {
      const j = i + Math.min(range.length - i - 1, Math.floor(random() * (range.length - i)))
      ;[range[i], range[j]] = [range[j], range[i]]
      cuts.add(range[i])
    }
  } else {
    while (cuts.size < parts - 1) {
      let point = 1 + Math.min(span - 1, Math.floor(random() * span))
      while (cuts.has(point)) point = (point % span) + 1
      cuts.add(point)
    }
  }
  const points = [0, ...[...cuts].sort((a, b) => a - b), total]
  return points.slice(1).map((p, i) => p - points[i])
}
