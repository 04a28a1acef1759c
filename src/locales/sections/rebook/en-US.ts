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
  diff_pay: '¥{amount} more: rebooking to a dearer price is not available yet. Choose a price the same or lower.',
  pick_all: 'Choose a new price for each ticket you selected',
  confirm: 'Rebook',
  confirm_ask: 'Move {count} ticket(s) to {session}? Your current tickets stop working at once and new ones are issued.',
  done: 'Rebooked'
}

export default enUS
