/**
 * The console's one way to show a time: on the merchant's wall clock (its `timeZone`), in the console's
 * language. Not toLocaleString(), which shows the browser's zone: a staff member abroad would see a 14:20
 * session at another hour than its name and the buyers' screens say.
 */
import { formatLocal, isTimeZone } from '../../../types/rules/merchant-time'

export type TimeStyle = 'dateTime' | 'date' | 'time' | 'minute'

const OPTIONS: Record<TimeStyle, Intl.DateTimeFormatOptions> = {
  dateTime: { year: 'numeric', month: 'numeric', day: 'numeric', hour: '2-digit', minute: '2-digit', second: '2-digit' },
  date: { year: 'numeric', month: 'numeric', day: 'numeric' },
  time: { hour: '2-digit', minute: '2-digit', second: '2-digit' },
  minute: { hour: '2-digit', minute: '2-digit' }
}
/** Where the runtime lacks the zone (or Intl time zones): the shared rule's fixed patterns. */
const PATTERNS: Record<TimeStyle, string> = { dateTime: 'YYYY-MM-DD HH:mm:ss', date: 'YYYY-MM-DD', time: 'HH:mm:ss', minute: 'HH:mm' }

const formats = new Map<string, Intl.DateTimeFormat>()

/** The instant (ISO 8601, epoch ms or Date) on the merchant's wall clock in the console's language; '' for none. */
export function timeText(at: string | number | Date | null | undefined, zone: string, locale: string, style: TimeStyle = 'dateTime'): string {
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
