/** The rebook-ticket page in English (same keys as zh-CN.ts). */
import type { RebookMessages } from './zh-CN'

const enUS: RebookMessages = {
  from_session: 'Current session',
  deadline: 'Rebook by {time}',
  choose_session: 'Choose a new session',
  no_sessions: 'No session to rebook to',
  no_sessions_detail: 'This show has no other session on sale right now',
  my_orders: 'My orders',
  back_to_order: 'Back to the order',
  choose_tickets: 'Tickets to rebook',
  no_tickets: 'No ticket can be rebooked',
  no_tickets_detail: 'Tickets already used, being refunded or transferred, or rebooked cannot move',
  ticket_price: 'Paid {price}',
  choose_tier: 'New price',
  left: '{count} left',
  sold_out: 'Sold out',
  seated_note: 'Reserved seating: you get the best free seats of this price (front rows first); your old seats are released.',
  difference: 'Difference',
  diff_equal: 'No difference: done as soon as you confirm',
  diff_refund: '¥{amount} goes back to how you paid',
  diff_pay: '¥{amount} more to pay after you confirm',
  pick_all: 'Choose a new price for each ticket you selected',
  confirm: 'Rebook',
  confirm_ask:
    'Move {count, plural, one {# ticket} other {# tickets}} to {session}? Your current {count, plural, one {ticket stops} other {tickets stop}} working at once and {count, plural, one {a new one is} other {new ones are}} issued.',
  done: 'Rebooked',
  confirm_pay: 'Confirm and pay the difference',
  confirm_pay_ask:
    'Move {count, plural, one {# ticket} other {# tickets}} to {session} and pay ¥{amount} more? {count, plural, one {The new ticket is} other {The new tickets are}} kept for you until the payment deadline; once paid, your current {count, plural, one {ticket stops} other {tickets stop}} working and new {count, plural, one {one is} other {ones are}} issued.',
  pending_title: 'A rebooking is waiting for its difference',
  pending_detail:
    'Pay ¥{amount} by {time}. Until then your current tickets still get you in, but cannot be refunded, transferred or rebooked again.',
  pay_now: 'Pay now',
  cancel_rebook: 'Cancel rebooking',
  cancel_ask: 'The new tickets kept for you will be released and your current tickets stay as they are. Cancel?',
  cancelled: 'Rebooking cancelled; your tickets are unchanged',
  pay_ended:
    'The rebooking did not complete (cancelled or timed out); your tickets are unchanged. Anything you paid goes back to how you paid.',
  paid_done: 'Rebooked: your new tickets are issued'
}

export default enUS
