/** Which list a ticket is in: history-ticket has "past and used/refunded/rebooked tickets" (brief). */
import { AT_THE_DOOR_MS, voucherScopeOf } from '../types/rules/voucher-scope'
import type { TicketState } from '../types/api/order'

const NOW = Date.UTC(2026, 10, 22, 12)
const FUTURE = NOW + 86400000
const AT_DOOR = NOW - AT_THE_DOOR_MS + 60000
const PAST = NOW - AT_THE_DOOR_MS - 1

test.each<[TicketState, number, 'current' | 'history']>([
  ['VALID', FUTURE, 'current'],
  ['VALID', AT_DOOR, 'current'],
  ['VALID', PAST, 'history'],
  ['REFUNDING', FUTURE, 'current'],
  ['TRANSFERRING', FUTURE, 'current'],
  ['USED', FUTURE, 'history'],
  ['USED', AT_DOOR, 'history'],
  ['REFUNDED', FUTURE, 'history'],
  ['REBOOKED', FUTURE, 'history'],
  ['REFUNDING', PAST, 'history']
])('%s ticket, session at %d → %s', (state, showTime, scope) => {
  expect(voucherScopeOf(state, showTime, NOW)).toBe(scope)
})
