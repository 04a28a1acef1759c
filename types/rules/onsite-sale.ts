/**
 * On-site (venue box-office) sale (product.md "site_purchase"; issue #32): one rule for the gateway, the
 * app and the console. A show the merchant opened for on-site sale sells, at the venue, only its sessions
 * of the merchant's today; each from `opensMinutes` before its start until its end (the session's end
 * time, else ONSITE_DEFAULT_LENGTH_MINUTES after its start). Seated sessions are sold on the best seats
 * available: front rows first, side by side where a row has room, else the nearest to the centre.
 */
import { localDate } from './merchant-time'

/** How long before a session's start the merchant may open on-site sale: up to a whole day. */
export const ONSITE_OPENS_MAX_MINUTES = 1440
export const ONSITE_OPENS_DEFAULT_MINUTES = 120
/** A session with no end time set is taken to last this long. */
export const ONSITE_DEFAULT_LENGTH_MINUTES = 180

export interface OnSiteSession {
  startsAt: number
  /** The session's end (ms), or null when the merchant set none. */
  endsAt: number | null
}

/** Where a session stands for on-site sale at `now`: not today, not yet open, open, or over. */
export type OnSiteWindowState = 'OTHER_DAY' | 'NOT_YET' | 'OPEN' | 'ENDED'

export function onSiteWindow(session: OnSiteSession, opensMinutes: number): { opensAt: number; closesAt: number } {
  const closesAt = session.endsAt ?? session.startsAt + ONSITE_DEFAULT_LENGTH_MINUTES * 60_000
  return { opensAt: session.startsAt - opensMinutes * 60_000, closesAt: Math.max(closesAt, session.startsAt) }
}

export function onSiteWindowState(session: OnSiteSession, opensMinutes: number, now: number, timeZone: string): OnSiteWindowState {
  if (localDate(session.startsAt, timeZone) !== localDate(now, timeZone)) return 'OTHER_DAY'
  const { opensAt, closesAt } = onSiteWindow(session, opensMinutes)
  if (now < opensAt) return 'NOT_YET'
  if (now >= closesAt) return 'ENDED'
  return 'OPEN'
}

export interface FreeSeat {
  row: number
  col: number
}

/**
 * The best `qty` free seats of a tier, or null when it has fewer: the front-most row holding `qty` seats
 * side by side (no gap of a taken or missing seat), the run nearest the row's centre; when no row has such
 * a run, the free seats front rows first, nearest the centre first. `centreCol` is the hall's middle column.
 */
export function bestSeats(free: FreeSeat[], qty: number, centreCol?: number): FreeSeat[] | null {
  if (qty < 1 || free.length < qty) return null
  const centre = centreCol ?? (Math.min(...free.map((s) => s.col)) + Math.max(...free.map((s) => s.col))) / 2
  const rows = new Map<number, FreeSeat[]>()
  for (const seat of free) rows.set(seat.row, [...(rows.get(seat.row) ?? []), seat])
  for (const row of [...rows.keys()].sort((a, b) => a - b)) {
    const seats = rows.get(row)!.sort((a, b) => a.col - b.col)
    let best: FreeSeat[] | null = null
    let bestDistance = Infinity
    for (let i = 0; i + qty <= seats.length; i++) {
      const run = seats.slice(i, i + qty)
      if (run[qty - 1].col - run[0].col !== qty - 1) continue
      const distance = Math.abs((run[0].col + run[qty - 1].col) / 2 - centre)
      if (distance < bestDistance) {
        best = run
        bestDistance = distance
      }
    }
    if (best) return best
  }
  return [...free].sort((a, b) => a.row - b.row || Math.abs(a.col - centre) - Math.abs(b.col - centre) || a.col - b.col).slice(0, qty)
}
