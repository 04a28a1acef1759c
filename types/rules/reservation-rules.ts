/**
 * Reservation rules (issue #33 "Venue services": "booking and cancelling within the rules"), shared by the
 * gateway (which decides), the app (which shows why a slot cannot be booked or a booking cancelled) and
 * the console's forms. Times are epoch ms; calendar days are the merchant's, computed by the caller.
 */
import type { BookingState, ReservationItemInput, ReservationRules, SlotBookState, SlotPlan } from '../api/reservation'
import {
  RESERVATION_DESCRIPTION_MAX,
  RESERVATION_PICTURE_URL_MAX,
  RESERVATION_TITLE_MAX,
  RESERVATION_VENUE_MAX,
  SLOT_CAPACITY_MAX,
  SLOT_PLAN_MAX_DAYS,
  SLOT_PLAN_MAX_SLOTS,
  VISITOR_NAME_MAX
} from '../api/reservation'

const MINUTE = 60_000
const HOUR = 60 * MINUTE
const DAY = 24 * HOUR

/** Bounds of the rules a merchant may set (Damai's 预约 opens at most a season ahead). */
export const RULE_BOUNDS = {
  opensDaysAhead: [1, 90],
  closesMinutesBefore: [0, 24 * 60],
  cancelHoursBefore: [0, 7 * 24],
  perBuyerLimit: [0, 20]
} as const satisfies Record<keyof ReservationRules, readonly [number, number]>

export const PRICE_FEN_MAX = 10_000_000

/** When the window to book a slot opens and closes. */
export function bookingWindow(start: number, rules: ReservationRules): { opensAt: number; closesAt: number } {
  return { opensAt: start - rules.opensDaysAhead * DAY, closesAt: start - rules.closesMinutesBefore * MINUTE }
}

/** Whether a slot can be booked now, as the item page shows it. */
export function slotBookState(slot: { start: number; left: number }, rules: ReservationRules, now: number): SlotBookState {
  const { opensAt, closesAt } = bookingWindow(slot.start, rules)
  if (now >= closesAt) return 'CLOSED'
  if (now < opensAt) return 'NOT_OPEN'
  return slot.left > 0 ? 'OPEN' : 'FULL'
}

export type BookRefusal = 'NOT_OPEN' | 'CLOSED' | 'FULL' | 'BUYER_LIMIT'

/**
 * Why this buyer may not book the slot now (undefined: they may). `liveOfBuyer` is how many live bookings
 * (unpaid, booked) they hold on the item's coming slots. The places left are decided again by the
 * database's conditional write; this is the answer the buyer reads.
 */
export function bookRefusal(
  slot: { start: number; left: number },
  rules: ReservationRules,
  liveOfBuyer: number,
  now: number
): BookRefusal | undefined {
  const state = slotBookState(slot, rules, now)
  if (state !== 'OPEN') return state
  return atBuyerLimit(rules, liveOfBuyer) ? 'BUYER_LIMIT' : undefined
}

/** Whether a buyer holding `liveOfBuyer` live bookings on the item may hold no more (0: no limit). */
export function atBuyerLimit(rules: Pick<ReservationRules, 'perBuyerLimit'>, liveOfBuyer: number): boolean {
  return rules.perBuyerLimit > 0 && liveOfBuyer >= rules.perBuyerLimit
}

/** The last instant a booking of a slot starting at `start` may be cancelled. */
export function cancelUntil(start: number, rules: Pick<ReservationRules, 'cancelHoursBefore'>): number {
  return start - rules.cancelHoursBefore * HOUR
}

/**
 * Whether the buyer may cancel now: an unpaid hold always (it only gives the place back); a booked place
 * until the item's cancel limit; used, cancelled or expired never.
 */
export function canCancel(state: BookingState, start: number, rules: Pick<ReservationRules, 'cancelHoursBefore'>, now: number): boolean {
  if (state === 'UNPAID') return true
  return state === 'BOOKED' && now <= cancelUntil(start, rules)
}

/** An unpaid hold past its deadline reads as expired, whether or not the sweeper has ended it yet. */
export function bookingStateAt(state: BookingState, payDeadline: number | null, now: number): BookingState {
  return state === 'UNPAID' && payDeadline !== null && now >= payDeadline ? 'EXPIRED' : state
}

/** The day-before reminder: a day before the slot, or none when the booking is made later than that. */
export function reminderAt(start: number, now: number): number | null {
  const at = start - DAY
  return at > now ? at : null
}

export type ItemProblem = 'title' | 'description' | 'venue' | 'pictureUrl' | 'price' | 'rules'

const isHttpUrl = (url: string) => /^(https?:\/\/|\/)\S+$/i.test(url)
const tooLong = (texts: Record<string, string | undefined> | undefined, max: number) =>
  Object.values(texts ?? {}).some((t) => (t ?? '').trim().length > max)

/** Why a merchant's item is refused (undefined when it is fine). */
export function reservationItemProblem(input: ReservationItemInput): ItemProblem | undefined {
  const title = input.title.trim()
  if (!title || title.length > RESERVATION_TITLE_MAX || tooLong(input.titleTexts, RESERVATION_TITLE_MAX)) return 'title'
  if (input.description.length > RESERVATION_DESCRIPTION_MAX || tooLong(input.descriptionTexts, RESERVATION_DESCRIPTION_MAX))
    return 'description'
  if (input.venueName.trim().length > RESERVATION_VENUE_MAX || tooLong(input.venueTexts, RESERVATION_VENUE_MAX)) return 'venue'
  const picture = input.pictureUrl.trim()
  if (picture.length > RESERVATION_PICTURE_URL_MAX || (picture && !isHttpUrl(picture))) return 'pictureUrl'
  if (!Number.isInteger(input.priceFen) || input.priceFen < 0 || input.priceFen > PRICE_FEN_MAX) return 'price'
  for (const key of Object.keys(RULE_BOUNDS) as Array<keyof ReservationRules>) {
    const [min, max] = RULE_BOUNDS[key]
    const v = input.rules[key]
    if (!Number.isInteger(v) || v < min || v > max) return 'rules'
  }
  return undefined
}

export type VisitorProblem = 'visitorName' | 'visitorPhone'

/** The visitor's name and a phone the door and the reminder can reach (mainland, Macao, Hong Kong or abroad). */
export function visitorProblem(name: string, phone: string): VisitorProblem | undefined {
  const n = name.trim()
  if (!n || n.length > VISITOR_NAME_MAX) return 'visitorName'
  if (!/^\+?\d{5,15}$/.test(phone.replace(/[\s-]/g, ''))) return 'visitorPhone'
  return undefined
}

export type PlanProblem = 'dates' | 'times' | 'capacity' | 'tooMany'

export interface PlannedSlot {
  date: string
  start: string
  end: string
}

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/
const TIME = /^([01]\d|2[0-3]):([0-5]\d)$/
const dayNumber = (date: string) => {
  const m = DATE.exec(date)
  if (!m) return NaN
  const ms = Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]))
  // 2026-02-31 is not a day.
  return new Date(ms).toISOString().slice(0, 10) === date ? ms / DAY : NaN
}
const minutesOf = (time: string) => {
  const m = TIME.exec(time)
  return m ? Number(m[1]) * 60 + Number(m[2]) : NaN
}

/**
 * A calendar expanded to its slots: every day of the range (on the weekdays named, all when none) at each
 * time, in order; or why it is refused. Wall-clock days and times: the gateway places them in the merchant's zone.
 */
export function planSlots(plan: SlotPlan): { slots: PlannedSlot[] } | { problem: PlanProblem } {
  const from = dayNumber(plan.fromDate)
  const to = dayNumber(plan.toDate)
  if (Number.isNaN(from) || Number.isNaN(to) || to < from || to - from + 1 > SLOT_PLAN_MAX_DAYS) return { problem: 'dates' }
  if (!Number.isInteger(plan.capacity) || plan.capacity < 1 || plan.capacity > SLOT_CAPACITY_MAX) return { problem: 'capacity' }
  if (!plan.times.length || plan.weekdays.some((d) => !Number.isInteger(d) || d < 0 || d > 6)) return { problem: 'times' }
  const times = plan.times.map((t) => ({ ...t, from: minutesOf(t.start), to: minutesOf(t.end) }))
  if (times.some((t) => Number.isNaN(t.from) || Number.isNaN(t.to) || t.to <= t.from)) return { problem: 'times' }
  if (new Set(times.map((t) => t.start)).size !== times.length) return { problem: 'times' }
  times.sort((a, b) => a.from - b.from)
  const slots: PlannedSlot[] = []
  for (let day = from; day <= to; day++) {
    const date = new Date(day * DAY)
    if (plan.weekdays.length && !plan.weekdays.includes(date.getUTCDay())) continue
    const text = date.toISOString().slice(0, 10)
    for (const t of times) slots.push({ date: text, start: t.start, end: t.end })
  }
  if (!slots.length) return { problem: 'dates' }
  if (slots.length > SLOT_PLAN_MAX_SLOTS) return { problem: 'tooMany' }
  return { slots }
}

/** A capacity change never leaves fewer places than are booked (the database's CHECK says the same). */
export function capacityProblem(capacity: number, booked: number): 'capacity' | 'belowBooked' | undefined {
  if (!Number.isInteger(capacity) || capacity < 1 || capacity > SLOT_CAPACITY_MAX) return 'capacity'
  return capacity < booked ? 'belowBooked' : undefined
}
