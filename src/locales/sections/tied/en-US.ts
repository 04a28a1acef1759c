/** Confirm order's tied goods in English. */
import type { TiedMessages } from './zh-CN'

const enUS: TiedMessages = {
  heading: 'Show merchandise',
  hint: 'Ordered with the tickets, paid in one payment',
  add: 'Add',
  change: 'Change',
  remove: 'Remove',
  done: 'Done',
  choose: 'Choose {names}',
  sold_out: 'Sold out',
  voucher: 'Collect at the venue with a code',
  goods_amount: 'Merchandise',
  no_express: 'Merchandise is delivered by courier; this show has e-tickets only, so it cannot be added here',
  choose_express: 'Merchandise travels with paper tickets: choose express delivery',
  choose_address: 'Choose a delivery address',
  tied_goods: 'Merchandise in this order',
  ticket_order: 'View the ticket order'
}

export default enUS
