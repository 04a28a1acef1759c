/** Ticket rows → the voucher replies (types/api/voucher.ts): tickets grouped per order and session. */
import type { Locale } from '../http/texts'
import { textIn } from '../http/texts'
import type { TicketRow } from './ticket.repository'
import type { Ticket } from '../../../types/api/order'
import type { Voucher } from '../../../types/api/voucher'

export const VOUCHER_ID_SEPARATOR = '~'

export function voucherIdOf(orderId: string, sessionId: string): string {
  return `${orderId}${VOUCHER_ID_SEPARATOR}${sessionId}`
}

/** The order and session a voucher id names; undefined when it is not one. */
export function parseVoucherId(voucherId: string): { order_id: string; session_id: string } | undefined {
  const [orderId, sessionId, extra] = voucherId.split(VOUCHER_ID_SEPARATOR)
  return orderId && sessionId && extra === undefined ? { order_id: orderId, session_id: sessionId } : undefined
}

/** Groups rows into vouchers, in the order the first ticket of each appears in `order` (the page's keys). */
export function presentVouchers(rows: TicketRow[], locale: Locale, present: (row: TicketRow) => Ticket, order?: string[]): Voucher[] {
  const groups = new Map<string, TicketRow[]>()
  for (const row of rows) {
    const id = voucherIdOf(row.order_id, row.session_id)
    groups.set(id, [...(groups.get(id) ?? []), row])
  }
  const ids = order ?? [...groups.keys()]
  return ids.flatMap((id) => {
    const group = groups.get(id)
    if (!group?.length) return []
    const first = group[0]
    return [
      {
        voucherId: id,
        orderId: first.order_id,
        showId: first.show_id,
        showName: textIn(first.show_name, locale),
        venueName: textIn(first.venue_name, locale),
        venueAddress: textIn(first.venue_address, locale),
        bizShowSessionId: first.session_id,
        sessionName: textIn(first.session_name, locale),
        showTime: first.starts_at.getTime(),
        tickets: group.map(present)
      }
    ]
  })
}
