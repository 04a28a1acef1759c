/**
 * The reservation console's form values and what they send (types/api/reservation.ts): an item's price in
 * yuan (sent in fen), and a calendar's days, weekdays and times (sent as a SlotPlan, whose slots the
 * shared rule planSlots counts for the preview). Plain functions, tested in admin/test/reservation-form.test.ts.
 */
import type { AdminReservationItem, ReservationItemInput, ReservationRules, SlotPlan } from '../../../../types/api/reservation'
import type { Translations } from '../../../../types/api/translations'
import { fenToYuan, yuanToFen } from '../../../../types/rules/money'
import { planSlots, type PlanProblem } from '../../../../types/rules/reservation-rules'

export interface ItemFormValues {
  title: string
  titleTexts: Translations
  description: string
  descriptionTexts: Translations
  venueName: string
  venueTexts: Translations
  pictureUrl: string
  priceYuan: number
  rules: ReservationRules
  onSale: boolean
}

/** A new item: free, bookable a week ahead until an hour before, cancellable until 2 hours before, no per-buyer limit. */
export const DEFAULT_RULES: ReservationRules = { opensDaysAhead: 7, closesMinutesBefore: 60, cancelHoursBefore: 2, perBuyerLimit: 0 }

export function toItemFormValues(item: AdminReservationItem | null): ItemFormValues {
  if (!item)
    return {
      title: '',
      titleTexts: {},
      description: '',
      descriptionTexts: {},
      venueName: '',
      venueTexts: {},
      pictureUrl: '',
      priceYuan: 0,
      rules: DEFAULT_RULES,
      onSale: true
    }
  return {
    title: item.title,
    titleTexts: item.titleTexts,
    description: item.description,
    descriptionTexts: item.descriptionTexts,
    venueName: item.venueName,
    venueTexts: item.venueTexts,
    pictureUrl: item.pictureUrl,
    priceYuan: fenToYuan(item.priceFen),
    rules: item.rules,
    onSale: item.onSale
  }
}

export function toItemInput(v: ItemFormValues): ReservationItemInput {
  return {
    title: v.title.trim(),
    titleTexts: v.titleTexts ?? {},
    description: (v.description ?? '').trim(),
    descriptionTexts: v.descriptionTexts ?? {},
    venueName: (v.venueName ?? '').trim(),
    venueTexts: v.venueTexts ?? {},
    pictureUrl: (v.pictureUrl ?? '').trim(),
    priceFen: yuanToFen(v.priceYuan ?? 0),
    rules: v.rules,
    onSale: v.onSale
  }
}

export interface PlanFormValues {
  /** YYYY-MM-DD, the merchant's days. */
  fromDate: string
  toDate: string
  weekdays: number[]
  /** "HH:mm-HH:mm" per line, as typed. */
  times: string
  capacity: number
}

/** The times as typed, one "HH:mm-HH:mm" a line (or separated by commas). */
export function parseTimes(text: string): Array<{ start: string; end: string }> {
  return text
    .split(/[\n,，]+/)
    .map((line) => line.trim())
    .filter(Boolean)
    .map((line) => {
      const [start = '', end = ''] = line.split(/\s*[-–~]\s*/)
      return { start: start.padStart(5, '0'), end: end.padStart(5, '0') }
    })
}

export function toSlotPlan(v: PlanFormValues): SlotPlan {
  return { fromDate: v.fromDate, toDate: v.toDate, weekdays: v.weekdays ?? [], times: parseTimes(v.times ?? ''), capacity: v.capacity }
}

/** How many slots the calendar makes, or why it would be refused (the gateway says the same). */
export function planPreview(v: PlanFormValues): { count: number } | { problem: PlanProblem } {
  const planned = planSlots(toSlotPlan(v))
  return 'problem' in planned ? planned : { count: planned.slots.length }
}
