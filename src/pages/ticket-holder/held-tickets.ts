/**
 * What the ticket holder shows from kept tickets (issue #14 item 15: "At the door with no signal the
 * ticket holder cannot open: the buyer's current tickets and their codes must show offline … with the
 * ticket's state (未使用 / 已检票)"). Plain rules, tested directly (tests/held-tickets.test.ts).
 */
import type { HotTickets, Ticket } from '../../../types/api/order'

/**
 * A session that began this long ago still belongs at the door (the gateway's hot ticket uses the same
 * 3 hours, ticket.service.ts IN_PROGRESS_MS); kept tickets of sessions older than that are not current
 * any more, even though the kept list, made earlier, still has them.
 */
export const AT_THE_DOOR_MS = 3 * 3600 * 1000

/** The state's words: 未使用 while the code can still be checked in, 已检票 once it has been. */
const STATE_KEYS = {
  VALID: 'ticket_holder.unused',
  USED: 'ticket_holder.used',
  REFUNDING: 'ticket_holder.refunding',
  REFUNDED: 'ticket_holder.refunded',
  TRANSFERRING: 'ticket_holder.transferring',
  REBOOKED: 'ticket_holder.rebooked'
} as const satisfies Record<Ticket['state'], string>

export function ticketStateKey<S extends Ticket['state']>(state: S): (typeof STATE_KEYS)[S] {
  return STATE_KEYS[state]
}

/** The current tickets to show: all of a live list; of a kept one, those whose session is not long over. */
export function currentTickets(list: Ticket[], savedAt: number | undefined, now: number): Ticket[] {
  if (savedAt === undefined) return list
  return list.filter((k) => k.showTime + AT_THE_DOOR_MS > now)
}

/**
 * When the kept tickets were last fetched, for "offline, last updated at …": the time alone today, the
 * date too before today, the year too before this year (the phone's own clock and zone: it is the buyer's
 * "when did my phone last see them").
 */
export function updatedAtText(savedAt: number, now: number): string {
  const at = new Date(savedAt)
  const today = new Date(now)
  const two = (n: number) => String(n).padStart(2, '0')
  const time = `${two(at.getHours())}:${two(at.getMinutes())}`
  const sameYear = at.getFullYear() === today.getFullYear()
  if (sameYear && at.getMonth() === today.getMonth() && at.getDate() === today.getDate()) return time
  const day = `${two(at.getMonth() + 1)}-${two(at.getDate())}`
  return sameYear ? `${day} ${time}` : `${at.getFullYear()}-${day} ${time}`
}

/**
 * The entry codes of the next session from a kept list, when the hot ticket's own call has no network and
 * no kept copy: the valid tickets of the earliest session still at the door, as the gateway picks them
 * (ticket.service.ts hot); null when there is none.
 */
export function hotFromKept(list: Ticket[], now: number): HotTickets | null {
  const valid = list.filter((k) => k.state === 'VALID' && k.showTime + AT_THE_DOOR_MS > now).sort((a, b) => a.showTime - b.showTime)
  const first = valid[0]
  if (!first) return null
  return {
    bizShowSessionId: first.bizShowSessionId,
    showId: first.showId,
    showName: first.showName,
    venueName: first.venueName,
    venueAddress: first.venueAddress,
    showTime: first.showTime,
    startsIn: Math.max(0, Math.floor((first.showTime - now) / 1000)),
    tickets: valid.filter((k) => k.bizShowSessionId === first.bizShowSessionId)
  }
}
