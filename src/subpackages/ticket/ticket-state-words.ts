/** A ticket state's words in the tickets section (every state of 036_after_sale_states.sql has its own). */
import type { TicketState } from '../../../types/api/order'

const KEYS = {
  VALID: 'state.valid',
  USED: 'state.used',
  REFUNDING: 'state.refunding',
  REFUNDED: 'state.refunded',
  TRANSFERRING: 'state.transferring',
  REBOOKED: 'state.rebooked'
} as const satisfies Record<TicketState, `state.${string}`>

export function ticketStateWords(state: TicketState): (typeof KEYS)[TicketState] {
  return KEYS[state]
}

export function isTicketState(value: string): value is TicketState {
  return value in KEYS
}
