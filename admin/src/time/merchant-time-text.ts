/**
 * The console's one way to show a time: on the merchant's wall clock (its `timeZone`), in one pattern in
 * every language, the one session names are written in ("2026-11-29 14:20"). Not toLocaleString(), which
 * shows the browser's zone: a staff member abroad would see a 14:20 session at another hour than its name
 * and the buyers' screens say. Not Intl's per-language dates either (issue #31 item 2, "the session printed
 * in two formats"): "2026/11/30 15:22:05" or "11/30/2026, 03:22 PM" beside a session named
 * "2027-01-19 19:30" reads as two kinds of time in one row.
 */
import { formatLocal, sessionLabel } from '../../../types/rules/merchant-time'

/** dateTime with seconds (when things happened), dateMinute (when things are planned), a date, a clock time. */
export type TimeStyle = 'dateTime' | 'dateMinute' | 'date' | 'time' | 'minute'

const PATTERNS: Record<TimeStyle, string> = {
  dateTime: 'YYYY-MM-DD HH:mm:ss',
  dateMinute: 'YYYY-MM-DD HH:mm',
  date: 'YYYY-MM-DD',
  time: 'HH:mm:ss',
  minute: 'HH:mm'
}

/** The instant (ISO 8601, epoch ms or Date) on the merchant's wall clock; '' for none. */
export function timeText(at: string | number | Date | null | undefined, zone: string, style: TimeStyle = 'dateTime'): string {
  if (at === null || at === undefined || at === '') return ''
  const ms = typeof at === 'number' ? at : new Date(at).getTime()
  if (Number.isNaN(ms)) return ''
  return formatLocal(ms, zone, PATTERNS[style])
}

/**
 * A session as the console lists it: its name, and its start beside it only when the name says something
 * else (a session is named by its start on the merchant's clock, and the same time twice reads as two).
 */
export function sessionText(name: string, start: string | number | Date, zone: string): string {
  const ms = typeof start === 'number' ? start : new Date(start).getTime()
  if (Number.isNaN(ms) || name === sessionLabel(ms, zone)) return name
  return `${name} · ${timeText(ms, zone, 'dateMinute')}`
}
