/** "Add to calendar" in the Alipay mini-program: it has no system-calendar call, so the action is hidden. */
import type { TicketCalendar } from '../../types/api/voucher'

export const CALENDAR_SUPPORTED = false

export const CALENDAR_PREFETCH = false

export async function addToCalendar(_file: TicketCalendar): Promise<'added' | 'downloaded'> {
  throw new Error('unsupported')
}
