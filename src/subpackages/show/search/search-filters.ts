/**
 * Search filters (product.md section 2: search by keyword, category, dates, city and sort). Date chips
 * become startDate/endDate in the shows' local time (the merchant's zone), both ends inclusive.
 */
import type { SortType } from '../../../../types/api/show'
import { addDays, lastDayOfMonth, localDate, weekdayOf, type MerchantZone } from '../../../../types/rules/merchant-time'

export type DateChip = 'any' | 'today' | 'weekend' | 'month'
export const DATE_CHIPS: readonly DateChip[] = ['any', 'today', 'weekend', 'month']
export const SORT_TYPES: readonly SortType[] = ['RECOMMEND', 'TIME', 'PRICE_ASC', 'PRICE_DESC']

export function dateRangeOf(chip: DateChip, now: Date, zone: MerchantZone): { startDate?: string; endDate?: string } {
  if (chip === 'any') return {}
  const today = localDate(now, zone)
  if (chip === 'today') return { startDate: today, endDate: today }
  if (chip === 'weekend') {
    const weekday = weekdayOf(today) // 0 Sunday .. 6 Saturday
    // From today when it is already the weekend, else from the coming Saturday, to Sunday.
    const saturday = addDays(today, weekday === 0 ? -1 : 6 - weekday)
    return { startDate: weekday === 0 || weekday === 6 ? today : saturday, endDate: addDays(saturday, 1) }
  }
  return { startDate: today, endDate: lastDayOfMonth(today) }
}

export function parseSortType(raw: string | undefined): SortType {
  return SORT_TYPES.find((s) => s === raw) ?? 'RECOMMEND'
}
