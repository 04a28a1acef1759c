/** Reservation rows → the replies the app and the console read (types/api/reservation.ts), texts in the caller's language. */
import { translatedText, type Locale } from '../http/texts'
import type {
  AdminBooking,
  AdminReservationItem,
  AdminSlot,
  BookingView,
  ReservationItemCard,
  ReservationItemView
} from '../../../types/api/reservation'
import { bookingStateAt, canCancel, cancelUntil, slotBookState } from '../../../types/rules/reservation-rules'
import { localDate } from '../../../types/rules/merchant-time'
import { maskPhone } from '../../../types/rules/account-rules'
import { rulesOf, type BookingFullRow, type ItemRow, type SlotRow } from './reservation.repository'

const ms = (d: Date | null) => (d === null ? null : new Date(d).getTime())

export function presentItemCard(i: ItemRow, nextSlotStart: number | null, locale: Locale): ReservationItemCard {
  return {
    itemId: i.id,
    title: translatedText(i.title, i.title_texts, locale),
    venueName: translatedText(i.venue_name, i.venue_texts, locale),
    pictureUrl: i.picture_url,
    priceFen: i.price_fen,
    nextSlotStart
  }
}

export function presentItemView(i: ItemRow, slots: readonly SlotRow[], zone: string, locale: Locale, now: Date): ReservationItemView {
  const rules = rulesOf(i)
  const shown = slots.map((s) => {
    const start = new Date(s.starts_at).getTime()
    return {
      slotId: s.id,
      start,
      end: new Date(s.ends_at).getTime(),
      date: localDate(start, zone),
      capacity: s.capacity,
      left: s.places_left,
      state: slotBookState({ start, left: s.places_left }, rules, now.getTime())
    }
  })
  return {
    ...presentItemCard(i, shown.find((s) => s.state === 'OPEN')?.start ?? null, locale),
    description: translatedText(i.description, i.description_texts, locale),
    rules,
    timeZone: zone,
    slots: shown
  }
}

/** `code`: the entry code, given only while the booking admits. */
export function presentBooking(b: BookingFullRow, zone: string, code: string | null, locale: Locale, now: Date): BookingView {
  const start = new Date(b.starts_at).getTime()
  const deadline = ms(b.pay_deadline)
  const state = bookingStateAt(b.state, deadline, now.getTime())
  const rules = { cancelHoursBefore: b.cancel_hours_before }
  return {
    bookingId: b.id,
    state,
    itemId: b.item_id,
    itemTitle: translatedText(b.title, b.title_texts, locale),
    venueName: translatedText(b.venue_name, b.venue_texts, locale),
    pictureUrl: b.picture_url,
    slotStart: start,
    slotEnd: new Date(b.ends_at).getTime(),
    timeZone: zone,
    visitorName: b.visitor_name,
    visitorPhone: maskPhone(b.visitor_phone),
    priceFen: b.price_fen,
    payDeadline: state === 'UNPAID' ? deadline : null,
    unPaidTransactionIds: state === 'UNPAID' && b.transaction_id ? [b.transaction_id] : [],
    refundFen: b.refund_fen,
    cancellable: canCancel(state, start, rules, now.getTime()),
    cancelUntil: cancelUntil(start, rules),
    entryCode: state === 'BOOKED' ? code : null,
    createdAt: new Date(b.created_at).getTime()
  }
}

export function presentAdminItem(
  i: ItemRow,
  counts: { slots: number; booked: number; capacity: number } | undefined
): AdminReservationItem {
  return {
    itemId: i.id,
    title: i.title,
    titleTexts: i.title_texts ?? {},
    description: i.description,
    descriptionTexts: i.description_texts ?? {},
    venueName: i.venue_name,
    venueTexts: i.venue_texts ?? {},
    pictureUrl: i.picture_url,
    priceFen: i.price_fen,
    rules: rulesOf(i),
    onSale: i.on_sale,
    comingSlots: counts?.slots ?? 0,
    comingBooked: counts?.booked ?? 0,
    comingCapacity: counts?.capacity ?? 0,
    createdAt: new Date(i.created_at).getTime()
  }
}

export function presentAdminSlot(s: SlotRow, zone: string): AdminSlot {
  const start = new Date(s.starts_at).getTime()
  return {
    slotId: s.id,
    start,
    end: new Date(s.ends_at).getTime(),
    date: localDate(start, zone),
    capacity: s.capacity,
    left: s.places_left,
    booked: s.capacity - s.places_left
  }
}

export function presentAdminBooking(b: BookingFullRow, now: Date): AdminBooking {
  return {
    bookingId: b.id,
    state: bookingStateAt(b.state, ms(b.pay_deadline), now.getTime()),
    itemTitle: b.title,
    slotStart: new Date(b.starts_at).getTime(),
    visitorName: b.visitor_name,
    // The door and the merchant call the visitor: the console shows the whole number.
    visitorPhone: b.visitor_phone,
    priceFen: b.price_fen,
    refundFen: b.refund_fen,
    remindAt: ms(b.remind_at),
    remindedAt: ms(b.reminded_at),
    usedAt: ms(b.used_at),
    createdAt: new Date(b.created_at).getTime()
  }
}
