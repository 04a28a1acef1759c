/** Reservations, English. */
import type { ReserveMessages } from './zh-CN'

const enUS: ReserveMessages = {
  index: {
    free: 'Free',
    next_slot: 'Next available {time}',
    no_slot: 'No time slots open',
    empty: 'Nothing to book yet',
    empty_detail: 'More venue services are coming',
    my_bookings: 'My bookings'
  },
  weekday: {
    d0: 'Sun',
    d1: 'Mon',
    d2: 'Tue',
    d3: 'Wed',
    d4: 'Thu',
    d5: 'Fri',
    d6: 'Sat'
  },
  today: 'Today',
  detail: {
    choose_day: 'Choose a day',
    choose_slot: 'Choose a time',
    times_in_zone: 'Times are local to the venue ({zone})',
    left: '{count} left',
    full: 'Full',
    not_open: 'Not open yet',
    closed: 'Closed',
    no_slots: 'No time slots on this day',
    rules: 'Before you book',
    rule_opens: '{days, plural, one {Book up to # day ahead} other {Book up to # days ahead}}',
    rule_closes: '{minutes, plural, one {Booking closes # minute before the start} other {Booking closes # minutes before the start}}',
    rule_cancel:
      '{hours, plural, =0 {Cancel any time before the start} one {Cancel up to # hour before the start} other {Cancel up to # hours before the start}}',
    rule_limit: '{count, plural, one {One booking per person at a time} other {Up to # bookings per person at a time}}',
    book: 'Book now',
    pick_first: 'Choose a time first',
    not_found: 'Reservation not found',
    not_found_detail: 'It may have been taken off sale'
  },
  order: {
    slot: 'Time slot',
    visitor: 'Visitor',
    visitor_name: 'Name',
    visitor_name_placeholder: "The visitor's name",
    visitor_phone: 'Mobile',
    visitor_phone_placeholder: 'For the reminder text message',
    price: 'Price',
    free: 'Free',
    confirm: 'Confirm booking',
    pay: 'Pay',
    name_problem: "Enter the visitor's name",
    phone_problem: 'Enter a valid mobile number',
    booked: 'Booked',
    slot_gone: 'This time slot can no longer be booked'
  },
  record: {
    empty: 'No bookings yet',
    empty_action: 'Book something',
    state: {
      UNPAID: 'Awaiting payment',
      BOOKED: 'Booked',
      USED: 'Checked in',
      CANCELLED: 'Cancelled',
      EXPIRED: 'Expired'
    },
    visitor: 'Visitor {name} {phone}',
    cancel: 'Cancel booking',
    cancel_title: 'Cancel booking',
    cancel_confirm: 'Cancel this booking? The place goes back to others.',
    cancel_confirm_paid: 'Cancel this booking? The {price} paid will be refunded.',
    cancelled: 'Booking cancelled',
    cancel_until: 'Cancel before {time}',
    no_cancel: 'Too late to cancel',
    pay: 'Pay',
    pay_until: 'Pay before {time}',
    refund: 'Refund {price}',
    entry_code: 'Entry code',
    entry_code_hint: 'Show this code to the staff at the door',
    show_code: 'Entry code',
    hide_code: 'Hide'
  }
}

export default enUS
