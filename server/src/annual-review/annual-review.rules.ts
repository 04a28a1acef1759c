/**
 * The buyer's year in shows, as plain rules the tests call directly: which instants a merchant's
 * calendar year spans, and the figures of the sessions the buyer saw in it.
 */
import { formatLocal, instantOfLocal } from '../../../types/rules/merchant-time'

/** The merchant's calendar year `year` as [start, end) instants, in its zone (not the server's, not UTC). */
export function yearWindow(year: number, zone: string): { start: Date; end: Date } {
  return { start: instantOfLocal(`${year}-01-01 00:00`, zone) as Date, end: instantOfLocal(`${year + 1}-01-01 00:00`, zone) as Date }
}

/** The merchant's current calendar year. */
export function currentYear(now: Date, zone: string): number {
  return Number(formatLocal(now, zone, 'YYYY'))
}

/** One session the buyer held tickets for, as the repository reads it. */
export interface SeenSession {
  showId: string
  sessionId: string
  startsAt: Date
  categoryCode: string
  venueId: string
  tickets: number
}

export interface YearFigures<S extends SeenSession> {
  showCount: number
  sessionCount: number
  ticketCount: number
  /** Most sessions; ties go to the category seen first in the year. */
  favouriteCategory: { code: string; sessions: number } | null
  first: S | null
  latest: S | null
  /** Venue ids, most visited first; ties: the venue visited first. */
  venues: Array<{ venueId: string; visits: number; sample: S }>
}

export function yearFigures<S extends SeenSession>(sessions: S[]): YearFigures<S> {
  const seen = [...sessions].sort((a, b) => a.startsAt.getTime() - b.startsAt.getTime() || a.sessionId.localeCompare(b.sessionId))
  const categories = new Map<string, { code: string; sessions: number; at: number }>()
  const venues = new Map<string, { venueId: string; visits: number; at: number; sample: S }>()
  seen.forEach((s, at) => {
    const c = categories.get(s.categoryCode) ?? { code: s.categoryCode, sessions: 0, at }
    c.sessions++
    categories.set(s.categoryCode, c)
    const v = venues.get(s.venueId) ?? { venueId: s.venueId, visits: 0, at, sample: s }
    v.visits++
    venues.set(s.venueId, v)
  })
  const byCount =
    <T extends { at: number }>(count: (x: T) => number) =>
    (a: T, b: T) =>
      count(b) - count(a) || a.at - b.at
  const top = [...categories.values()].sort(byCount((c) => c.sessions))[0]
  return {
    showCount: new Set(seen.map((s) => s.showId)).size,
    sessionCount: seen.length,
    ticketCount: seen.reduce((n, s) => n + s.tickets, 0),
    favouriteCategory: top ? { code: top.code, sessions: top.sessions } : null,
    first: seen[0] ?? null,
    latest: seen[seen.length - 1] ?? null,
    venues: [...venues.values()].sort(byCount((v) => v.visits)).map(({ venueId, visits, sample }) => ({ venueId, visits, sample }))
  }
}
