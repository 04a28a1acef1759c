/** On-site purchase, English. */
import type { OnSiteMessages } from './zh-CN'

const enUS: OnSiteMessages = {
  today: "Today's sessions · {date}",
  not_sold: 'This show is not sold at the venue',
  not_sold_detail: 'You can buy tickets online on the show page',
  to_show: 'View the show',
  no_sessions: 'No session to buy at the venue today',
  no_sessions_detail: "Tickets at the venue are for today's sessions only; buy other dates online",
  open_until: 'On sale at the venue · until {time}',
  opens_at: 'On sale at the venue from {time}',
  ended: 'No longer sold at the venue',
  left: '{count} left',
  sold_out: 'Sold out',
  best_seats: 'The best seats available are chosen for you',
  quantity: 'Quantity',
  total: 'Total',
  buy: 'Buy now',
  pricing: 'Pricing…',
  note: 'Once paid, show the entry code from “Venue tickets” at the gate',
  my_tickets: 'Venue tickets',
  list_empty: 'No tickets bought at the venue yet',
  list_empty_detail: "Scan the venue's site code, or choose “Buy at the venue” on a show page on the day",
  list_action: 'Enter a site code',
  purchased_at: 'Bought {time}',
  show_code: 'Show entry code',
  gate_hint: 'Show the entry code to the staff at the gate; it changes every 30 seconds',
  badge: 'Bought at the venue',
  entry: 'Buy at the venue'
}

export default enUS
