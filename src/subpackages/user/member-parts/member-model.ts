/**
 * What the membership pages compute from the gateway's replies (types/api/member.ts): the growth bar to
 * the next level, the compare table, and a ledger read page by page. The level itself comes from the
 * gateway (member-rules.ts levelOf); nothing here decides a level.
 */
import type { LedgerEntry, MemberLevelReply, MemberLevelView } from '../../../../types/api/member'
import type { PrimeRight } from '../../../../types/rules/member-rules'

/** Share of the way from the current level's threshold to the next one, 0-100; 100 at the top level. */
export function growthProgress(reply: Pick<MemberLevelReply, 'growthValue' | 'level' | 'nextLevel'>): number {
  if (!reply.nextLevel) return 100
  const from = reply.level.threshold
  const span = reply.nextLevel.level.threshold - from
  if (span <= 0) return 100
  return Math.max(0, Math.min(100, Math.floor(((reply.growthValue - from) * 100) / span)))
}

/** Every right any level shows, once by name, in the order the levels list them; with which levels have it. */
export function compareRows(levels: readonly MemberLevelView[]): Array<{ name: string; right: PrimeRight; has: boolean[] }> {
  const rows = new Map<string, { name: string; right: PrimeRight; has: boolean[] }>()
  levels.forEach((level, i) => {
    for (const right of level.primeRights) {
      const row = rows.get(right.primeRightTypeName) ?? { name: right.primeRightTypeName, right, has: levels.map(() => false) }
      row.has[i] = true
      rows.set(right.primeRightTypeName, row)
    }
  })
  return [...rows.values()]
}

/** A ledger read in pages: the next page's entries appended, no entry twice, done when the total is reached. */
export function appendPage(
  shown: readonly LedgerEntry[],
  page: { entries: readonly LedgerEntry[]; total: number }
): { entries: LedgerEntry[]; done: boolean } {
  const seen = new Set(shown.map((e) => e.id))
  const entries = [...shown, ...page.entries.filter((e) => !seen.has(e.id))]
  return { entries, done: entries.length >= page.total || page.entries.length === 0 }
}

/**
 * One right's detail (the member-right page): the right as the ladder shows it, the levels that carry it (from
 * compareRows, the compare table's own reading), whether the buyer holds it now (prime_privilege's rights) and,
 * when not, the first level with it and the growth still needed for it. `held` absent: the buyer is not logged in.
 */
export interface RightDetail {
  right: PrimeRight
  levels: Array<Pick<MemberLevelView, 'levelId' | 'primeLevelName' | 'threshold'>>
  held?: boolean
  reach?: { primeLevelName: string; growthNeeded: number }
}

export function rightDetail(
  name: string,
  levels: readonly MemberLevelView[],
  mine?: { primeRights: readonly PrimeRight[]; growthValue: number }
): RightDetail | undefined {
  const row = compareRows(levels).find((r) => r.name === name)
  if (!row) return undefined
  const carrying = levels.filter((_, i) => row.has[i])
  const detail: RightDetail = {
    right: row.right,
    levels: carrying.map(({ levelId, primeLevelName, threshold }) => ({ levelId, primeLevelName, threshold }))
  }
  if (!mine) return detail
  const held = mine.primeRights.some((r) => r.primeRightTypeName === name)
  if (held) return { ...detail, held }
  const next = carrying.find((l) => l.threshold > mine.growthValue)
  return {
    ...detail,
    held,
    ...(next ? { reach: { primeLevelName: next.primeLevelName, growthNeeded: next.threshold - mine.growthValue } } : {})
  }
}
