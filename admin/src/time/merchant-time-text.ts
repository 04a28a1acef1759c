/**
 * The console's one way to show a time: on the merchant's wall clock (its `timeZone`), in the console's
 * language. Not toLocaleString(), which shows the browser's zone: a staff member abroad would see a 14:20
 * session at another hour than its name and the buyers' screens say.
 */
import { formatLocal, isTimeZone, sessionLabel } from '../../../types/rules/merchant-time'

/** dateTime with seconds (when things happened), dateMinute (when things are planned), a date, a clock time. */
export type TimeStyle = 'dateTime' | 'dateMinute' | 'date' | 'time' | 'minute'

const OPTIONS: Record<TimeStyle, Intl.DateTimeFormatOptions> = {
  dateTime: { year: 'numeric', month: 'numeric', day: 'numeric', hour: '2-digit', minute: '2-digit', second: '2-digit' },
  dateMinute: { year: 'numeric', month: 'numeric', day: 'numeric', hour: '2-digit', minute: '2-digit' },
  date: { year: 'numeric', month: 'numeric', day: 'numeric' },
  time: { hour: '2-digit', minute: '2-digit', second: '2-digit' },
  minute: { hour: '2-digit', minute: '2-digit' }
}
/** Where the runtime lacks the zone (or Intl time zones): the shared rule's fixed patterns. */
const PATTERNS: Record<TimeStyle, string> = {
  dateTime: 'YYYY-MM-DD HH:mm:ss',
  dateMinute: 'YYYY-MM-DD HH:mm',
  date: 'YYYY-MM-DD',
  time: 'HH:mm:ss',
  minute: 'HH:mm'
}

const formats = new Map<string, Intl.DateTimeFormat>()

/** The instant (ISO 8601, epoch ms or Date) on the merchant's wall clock in the console's language; '' for none. */
export function timeText(
  at: string | number | Date | null | undefined,
  zone: string,
  locale: string,
  style: TimeStyle = 'dateTime'
): string {
  if (at === null || at === undefined || at === '') return ''
  const ms = typeof at === 'number' ? at : new Date(at).getTime()
  if (Number.isNaN(ms)) return ''
  if (!isTimeZone(zone)) return formatLocal(ms, zone, PATTERNS[style])
  const key = `${locale} ${zone} ${style}`
  let format = formats.get(key)
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { ...OPTIONS[style], timeZone: zone })
    formats.set(key, format)
  }
  return format.format(ms)
}

/**
 * A session as the console lists it: its name, and its start beside it only when the name says something
 * else (a session is named by its start on the merchant's clock, and the same time twice reads as two).
 */
export function sessionText(name: string, start: string | number | Date, zone: string, locale: string): string {
  const ms = typeof start === 'number' ? start : new Date(start).getTime()
  if (Number.isNaN(ms) || name === sessionLabel(ms, zone)) return name
  return `${name} · ${timeText(ms, zone, locale, 'dateMinute')}`
}
