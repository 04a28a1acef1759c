/**
 * Search filters (product.md section 2: search by keyword, category, dates, city and sort). Date chips
 * become startDate/endDate in the shows' local time (UTC+8), both ends inclusive.
 */
import type { SortType } from '../../../../types/api/show'

export type DateChip = 'any' | 'today' | 'weekend' | 'month'
export const DATE_CHIPS: readonly DateChip[] = ['any', 'today', 'weekend', 'month']
export const SORT_TYPES: readonly SortType[] = ['RECOMMEND', 'TIME', 'PRICE_ASC', 'PRICE_DESC']

const SHOW_UTC_OFFSET_MS = 8 * 3600000
const DAY_MS = 86400000

const ymd = (localMs: number) => new Date(localMs).toISOString().slice(0, 10)

export function dateRangeOf(chip: DateChip, now: Date): { startDate?: string; endDate?: string } {
  if (chip === 'any') return {}
  const local = now.getTime() + SHOW_UTC_OFFSET_MS
  const today = ymd(local)
  if (chip === 'today') return { startDate: today, endDate: today }
  if (chip === 'weekend') {
    const weekday = new Date(local).getUTCDay() // 0 Sunday .. 6 Saturday
    // From today when it is already the weekend, else from the coming Saturday, to Sunday.
    const toSaturday = weekday === 0 ? -1 : 6 - weekday
    const saturday = local + toSaturday * DAY_MS
    return { startDate: weekday === 0 || weekday === 6 ? today : ymd(saturday), endDate: ymd(saturday + DAY_MS) }
  }
  const d = new Date(local)
  const lastOfMonth = Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 0)
  return { startDate: today, endDate: ymd(lastOfMonth) }
}

export function parseSortType(raw: string | undefined): SortType {
  return SORT_TYPES.find((s) => s === raw) ?? 'RECOMMEND'
}
