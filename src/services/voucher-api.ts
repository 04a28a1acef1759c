/**
 * The voucher calls (calls-errors-limits.md section 7, paths the request layer caches for fallback) and a
 * ticket's calendar file. Pages never build these URLs.
 */
import { api } from './request/app-request'
import type { TicketCalendar, VoucherPage, VoucherScope } from '../../types/api/voucher'
import { VOUCHER_PAGE_DEFAULT } from '../../types/rules/voucher-scope'

const VOUCHERS = '/buyer/buyer/cyy/v1'

/** One page of the buyer's vouchers (tickets per order and session) in the current or history list. */
export function voucherPage(scope: VoucherScope, offset = 0, length = VOUCHER_PAGE_DEFAULT) {
  return api().request<VoucherPage>({ path: `${VOUCHERS}/voucher/page_list`, data: { scope, offset, length } })
}

/** The ticket's session as an iCalendar file (quiet: the action says itself when it fails). */
export function ticketCalendar(ticketId: string) {
  return api().request<TicketCalendar>({ path: `${VOUCHERS}/voucher/calendar`, data: { ticketId }, handleErrors: false })
}
