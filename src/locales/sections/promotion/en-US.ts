/** The promotion pages in English (same keys as zh-CN.ts). */
import type { PromotionMessages } from './zh-CN'

const enUS: PromotionMessages = {
  package_badge: 'Package',
  price_per_set: '¥{price} a set',
  slot_count: '{count} parts: pick one session for each',
  slot_label: 'Part {n}',
  slot_shows: '{count, plural, one {# show} other {# shows}} to choose from',
  not_chosen: 'Not chosen',
  choose: 'Choose',
  change: 'Change',
  choose_sessions: 'Choose sessions',
  validity: 'On offer {start} to {end}',
  per_buyer: 'Up to {limit, plural, one {# set} other {# sets}} per person',
  remaining: '{count, plural, one {# set} other {# sets}} left',
  rules_title: 'Rules',
  rule_fixed: 'Each set has a fixed price: pick one session and price for every part and pay the package price.',
  rule_cap: 'The package never costs more than the chosen tickets bought alone.',
  rule_after: 'After paying, each session has its own order and can be refunded on its own; package orders cannot be rebooked.',
  shows_title: 'Shows for part {n}',
  sessions_title: 'Choose a session and a price',
  left: '{count} left',
  sold_out: 'Sold out',
  sets_label: 'Sets',
  total: 'Package price',
  original: '¥{amount} bought alone',
  saving: 'You save ¥{amount}',
  submit: 'Submit order',
  pick_all: 'Choose a session and a price for every part',
  empty: 'No sessions to choose in this offer yet',
  shows_empty: 'No shows to choose for this part yet',
  to_home: 'Go to the home page',
  ended: 'This offer has not started or has ended'
}

export default enUS
