/**
 * Reservations (issue #33 "Venue services", part 3; product.md "Reserve": reserve-index, reserve-detail,
 * reserve-record, reserve-order): a merchant's reservable items (a venue tour, a backstage visit, a photo
 * session) with time slots of a fixed capacity; a buyer books a place in a slot (free, or paid through the
 * cashiers as payment purpose RESERVATION), cancels within the item's rules, and shows an entry code at
 * the door. Shared by the app, the gateway and the console.
 */
import type { Translations } from './translations'
import { ADMIN_API } from './staff'

export const RESERVATION_PATHS = {
  /** GET → ReservationItemCard[]: the items on sale. */
  items: '/show/pub/v1/reservations/items',
  /** GET ?itemId= → ReservationItemView: the item with its coming slots, each with its places left. */
  item: '/show/pub/v1/reservations/item',
  /** POST BookReservationBody → BookReservationReply (login). */
  book: '/buyer/buyer/v1/reservations/book',
  /** POST { bookingId } → BookingView (login): cancelled within the item's rules. */
  cancel: '/buyer/buyer/v1/reservations/cancel',
  /** GET → BookingView[] (login): the buyer's bookings, newest first. */
  mine: '/buyer/buyer/v1/reservations/bookings',
  /** GET ?bookingId= → BookingView (login), with the entry code while it admits. */
  booking: '/buyer/buyer/v1/reservations/booking',
  /** GET ?bookingId= → BookingView (login): the same, on the spec's voucher path (calls-errors-limits.md). */
  voucher: '/buyer/buyer/cyy/v1/reservation_voucher/detail'
} as const

/** Console paths; `:id` is a path parameter (fill it with adminPath, staff.ts). */
export const ADMIN_RESERVATION_PATHS = {
  items: `${ADMIN_API}/reservations/items`, // GET → AdminReservationItem[]; POST ReservationItemInput → AdminReservationItem
  item: `${ADMIN_API}/reservations/items/:id`, // PUT ReservationItemInput → AdminReservationItem
  slots: `${ADMIN_API}/reservations/items/:id/slots`, // GET ?from=&to= → AdminSlot[]; POST SlotPlan → SlotPlanReply
  capacity: `${ADMIN_API}/reservations/slots/:id/capacity`, // PUT { capacity } → AdminSlot
  bookings: `${ADMIN_API}/reservations/bookings`, // GET ?itemId=&date= → AdminBooking[]
  checkIn: `${ADMIN_API}/door/reservations/check-in` // POST { code } → ReservationCheckInReply (owner, door)
} as const

export const RESERVATION_TITLE_MAX = 60
export const RESERVATION_DESCRIPTION_MAX = 2000
export const RESERVATION_VENUE_MAX = 80
export const RESERVATION_PICTURE_URL_MAX = 500
export const VISITOR_NAME_MAX = 30
export const VISITOR_PHONE_MAX = 20
/** One calendar adds at most this many slots (a range of days × times). */
export const SLOT_PLAN_MAX_SLOTS = 400
export const SLOT_PLAN_MAX_DAYS = 62
export const SLOT_CAPACITY_MAX = 10_000

/** The item's booking rules (types/rules/reservation-rules.ts reads them). */
export interface ReservationRules {
  /** Slots may be booked from this many days before they start. */
  opensDaysAhead: number
  /** Booking closes this many minutes before the slot starts. */
  closesMinutesBefore: number
  /** A booking may be cancelled until this many hours before the slot starts. */
  cancelHoursBefore: number
  /** Live bookings one buyer may hold on the item at once; 0: no limit. */
  perBuyerLimit: number
}

export interface ReservationItemCard {
  itemId: string
  title: string
  venueName: string
  pictureUrl: string
  /** Fen; 0: free. */
  priceFen: number
  /** Epoch ms of the next slot that can still be booked, null when none. */
  nextSlotStart: number | null
}

/** NOT_OPEN: before the window opens; OPEN: bookable; CLOSED: the window closed; FULL: no place left. */
export type SlotBookState = 'NOT_OPEN' | 'OPEN' | 'CLOSED' | 'FULL'

export interface ReservationSlotView {
  slotId: string
  /** Epoch ms. */
  start: number
  end: number
  /** The merchant's calendar day, YYYY-MM-DD (the page groups slots by it). */
  date: string
  capacity: number
  left: number
  state: SlotBookState
}

export interface ReservationItemView extends ReservationItemCard {
  description: string
  rules: ReservationRules
  /** The merchant's zone, for showing the slot times. */
  timeZone: string
  slots: ReservationSlotView[]
}

export interface BookReservationBody {
  slotId: string
  visitorName: string
  visitorPhone: string
  /** The price the buyer saw, in fen: a changed price is confirmed again, never charged silently. */
  payAmount: number
}

export interface BookReservationReply {
  bookingId: string
  /** The transaction to pay through the cashiers; empty for a free booking (booked at once). */
  unPaidTransactionIds: string[]
}

/**
 * UNPAID: a paid item's place held until payDeadline; BOOKED: the place is the buyer's; USED: checked in
 * at the door; CANCELLED: given back by the buyer; EXPIRED: not paid in time.
 */
export type BookingState = 'UNPAID' | 'BOOKED' | 'USED' | 'CANCELLED' | 'EXPIRED'

export interface BookingView {
  bookingId: string
  state: BookingState
  itemId: string
  itemTitle: string
  venueName: string
  pictureUrl: string
  slotStart: number
  slotEnd: number
  timeZone: string
  visitorName: string
  /** Masked, e.g. 138****0000. */
  visitorPhone: string
  priceFen: number
  /** For UNPAID: until when it may be paid, and the transaction to pay. */
  payDeadline: number | null
  unPaidTransactionIds: string[]
  /** Money going back after a paid booking was cancelled (fen), 0 when none. */
  refundFen: number
  /** Whether the buyer may cancel it now (the item's rule). */
  cancellable: boolean
  /** Until when it may be cancelled (epoch ms). */
  cancelUntil: number
  /** The entry code shown at the door; only while BOOKED. */
  entryCode: string | null
  createdAt: number
}

export interface ReservationItemInput {
  title: string
  titleTexts?: Translations
  description: string
  descriptionTexts?: Translations
  venueName: string
  venueTexts?: Translations
  pictureUrl: string
  priceFen: number
  rules: ReservationRules
  onSale: boolean
}

export interface AdminReservationItem extends ReservationItemInput {
  itemId: string
  titleTexts: Translations
  descriptionTexts: Translations
  venueTexts: Translations
  /** Slots still to come, and their places booked / in all. */
  comingSlots: number
  comingBooked: number
  comingCapacity: number
  createdAt: number
}

/** A calendar: every day of [fromDate, toDate] (on the weekdays given, 0 = Sunday) at each time, in the merchant's zone. */
export interface SlotPlan {
  fromDate: string
  toDate: string
  /** Empty: every day. */
  weekdays: number[]
  /** "HH:mm" wall-clock starts and ends. */
  times: Array<{ start: string; end: string }>
  capacity: number
}

export interface SlotPlanReply {
  /** Slots added; a slot the item already has at the same start is kept as it is. */
  created: number
  skipped: number
}

export interface AdminSlot {
  slotId: string
  start: number
  end: number
  date: string
  capacity: number
  left: number
  booked: number
}

export interface AdminBooking {
  bookingId: string
  state: BookingState
  itemTitle: string
  slotStart: number
  visitorName: string
  visitorPhone: string
  priceFen: number
  refundFen: number
  /** When the day-before reminder is due / was sent (epoch ms); null when none is due (booked within a day). */
  remindAt: number | null
  remindedAt: number | null
  usedAt: number | null
  createdAt: number
}

/** ADMITTED: checked in now. ALREADY_USED: before (checkedInAt). NOT_TODAY: its slot is another day. VOID: cancelled, expired or unpaid. UNKNOWN: no such code here. */
export type ReservationCheckInResult = 'ADMITTED' | 'ALREADY_USED' | 'NOT_TODAY' | 'VOID' | 'UNKNOWN'

export interface ReservationCheckInReply {
  result: ReservationCheckInResult
  bookingId?: string
  itemTitle?: string
  slotStart?: number
  visitorName?: string
  checkedInAt?: string
}
