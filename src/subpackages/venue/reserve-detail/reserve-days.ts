/**
 * The item page's model (reserve-detail): the slots grouped by the merchant's day for the day chips, the
 * day opened first, and what each slot's tile says. Plain functions, tested in tests/reserve-days.test.ts.
 */
import type { ReservationSlotView, SlotBookState } from '../../../../types/api/reservation'

export interface SlotDay {
  date: string
  /** Slots that can be booked now on that day. */
  open: number
}

/** The days that have slots, in order, each with how many can be booked now. */
export function slotDays(slots: readonly ReservationSlotView[]): SlotDay[] {
  const days: SlotDay[] = []
  for (const s of slots) {
    let day = days.find((d) => d.date === s.date)
    if (!day) days.push((day = { date: s.date, open: 0 }))
    if (s.state === 'OPEN') day.open++
  }
  return days
}

/** The day shown first: the one the buyer picked while it still has slots, else the first with a bookable slot, else the first. */
export function shownDay(days: readonly SlotDay[], picked?: string): string | undefined {
  if (picked && days.some((d) => d.date === picked)) return picked
  return (days.find((d) => d.open > 0) ?? days[0])?.date
}

export function slotsOn(slots: readonly ReservationSlotView[], date: string | undefined): ReservationSlotView[] {
  return slots.filter((s) => s.date === date)
}

/** The picked slot while it can still be booked; a slot that filled or closed meanwhile is unpicked. */
export function pickedSlot(slots: readonly ReservationSlotView[], slotId: string | undefined): ReservationSlotView | undefined {
  const slot = slots.find((s) => s.slotId === slotId)
  return slot?.state === 'OPEN' ? slot : undefined
}

/** The text key under a slot's time: places left when bookable, else why not. */
export const SLOT_TAG: Record<SlotBookState, 'detail.left' | 'detail.full' | 'detail.not_open' | 'detail.closed'> = {
  OPEN: 'detail.left',
  FULL: 'detail.full',
  NOT_OPEN: 'detail.not_open',
  CLOSED: 'detail.closed'
}
