/**
 * Which list a ticket belongs to: the ticket holder's current tickets or history-ticket (past and used,
 * refunded or rebooked tickets). Shared by the gateway's voucher page_list (as SQL) and the app.
 */
import type { TicketState } from '../api/order'
import type { VoucherScope } from '../api/voucher'

/** A session that began this long ago still belongs at the door (the hot ticket's IN_PROGRESS_MS). */
export const AT_THE_DOOR_MS = 3 * 3600 * 1000

/** States that are over for good, whatever the session's time: the ticket only belongs to history. */
export const FINISHED_STATES: readonly TicketState[] = ['USED', 'REFUNDED', 'REBOOKED']

export function voucherScopeOf(state: TicketState, showTime: number, now: number): VoucherScope {
  if (FINISHED_STATES.includes(state)) return 'history'
  return showTime + AT_THE_DOOR_MS > now ? 'current' : 'history'
}

/** Page size of the voucher list when the app asks for none, and the most it may ask for. */
export const VOUCHER_PAGE_DEFAULT = 10
export const VOUCHER_PAGE_MAX = 50
