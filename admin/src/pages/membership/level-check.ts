/**
 * The level ladder checked before it is sent, by the same rule module the gateway uses
 * (member-rules.ts memberLevelsProblem, discount-percent.ts isDiscountPercent), so the console names the
 * problem at once; the gateway checks again.
 */
import type { AdminMemberLevel } from '../../../../types/api/member'
import { memberLevelsProblem, type MemberLevelsProblem } from '../../../../types/rules/member-rules'
import { isDiscountPercent } from '../../../../types/rules/discount-percent'

export type LevelsProblem = MemberLevelsProblem | 'discount' | 'name'

export function levelsProblem(levels: readonly AdminMemberLevel[]): LevelsProblem | undefined {
  const problem = memberLevelsProblem(
    levels.map((l, i) => ({ levelId: String(i), primeLevelName: l.primeLevelName, threshold: Number(l.threshold) }))
  )
  if (problem) return problem
  // Both discounts, on show tickets and on goods (itemDiscountPrivilegeVo), are whole percents 1-99.
  const bad = (p: number | null | undefined) => p !== undefined && p !== null && !isDiscountPercent(p)
  if (levels.some((l) => bad(l.discountPercent) || bad(l.itemDiscountPercent))) return 'discount'
  const names = levels.map((l) => (l.primeLevelName ?? '').trim())
  if (names.some((n) => !n) || new Set(names).size !== names.length) return 'name'
  return undefined
}
