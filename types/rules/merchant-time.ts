/**
 * The shows' local time: every date the buyer sees or that decides a rule (a search day, "today" for an
 * age or a monthly limit, a sale time in a reminder) is read in the merchant's time zone, an IANA name
 * stored in the merchant's shop configuration (`timeZone`, default Asia/Shanghai). One module for the
 * app and the gateway, on dayjs: utc for formatting and calendar arithmetic, timezone for a local day's
 * first instant; a zone's offset at an instant is read through Intl.
 *
 * Mini-program engines without Intl time zones get the zone's UTC offset the gateway sent with the shop
 * configuration (`utcOffsetMinutes`) instead, so dates stay right there except across a DST change.
 */
import dayjs, { type Dayjs } from 'dayjs'
import utc from 'dayjs/plugin/utc'
import timezone from 'dayjs/plugin/timezone'

dayjs.extend(utc)
dayjs.extend(timezone)

export const DEFAULT_TIME_ZONE = 'Asia/Shanghai'

/** A zone name, or (in the app) the name with the offset the gateway computed for it. */
export type MerchantZone = string | { timeZone: string; utcOffsetMinutes?: number }

const known = new Map<string, boolean>()

/** Whether this runtime knows the IANA zone (false for a made-up name, or without Intl time zones). */
export function isTimeZone(name: string): boolean {
  let ok = known.get(name)
  if (ok === undefined) {
    try {
      const format = new Intl.DateTimeFormat('en-US', { timeZone: name })
      ok = typeof format.formatToParts === 'function'
    } catch {
      ok = false
    }
    known.set(name, ok)
  }
  return ok
}

/** The merchant's zone from its shop configuration; one the runtime does not know falls back to the default. */
export function shopTimeZone(shop: { timeZone?: string }): string {
  return shop.timeZone && isTimeZone(shop.timeZone) ? shop.timeZone : DEFAULT_TIME_ZONE
}

const QUARTER_HOUR_MS = 15 * 60000
const offsets = new Map<string, number>()
const formats = new Map<string, Intl.DateTimeFormat>()

/**
 * The zone's offset at the instant: its wall clock there (Intl) minus the instant. Not the timezone
 * plugin's tz(), which measures through the process's own zone and is an hour off near a DST change when
 * that zone has DST too. Remembered per quarter hour (zones change offset only on quarter hours), as a
 * search page formats dozens of dates.
 */
function zoneOffset(ms: number, name: string): number {
  const key = `${name} ${Math.floor(ms / QUARTER_HOUR_MS)}`
  let minutes = offsets.get(key)
  if (minutes === undefined) {
    let format = formats.get(name)
    if (!format) {
      const two = '2-digit'
      format = new Intl.DateTimeFormat('en-US', {
        timeZone: name,
        hour12: false,
        year: 'numeric',
        month: two,
        day: two,
        hour: two,
        minute: two,
        second: two
      })
      formats.set(name, format)
    }
    const part: Record<string, number> = {}
    for (const p of format.formatToParts(ms)) part[p.type] = Number(p.value)
    // Some engines say hour 24 for midnight.
    const wall = Date.UTC(part.year, part.month - 1, part.day, part.hour % 24, part.minute, part.second)
    minutes = Math.round((wall - Math.floor(ms / 1000) * 1000) / 60000)
    if (offsets.size >= 10000) offsets.clear()
    offsets.set(key, minutes)
  }
  return minutes
}

/** Asia/Shanghai has kept UTC+8 since 1991. */
const DEFAULT_OFFSET_MINUTES = 480

/**
 * The zone's offset at the instant. Where this runtime cannot read the zone: the offset the gateway
 * sent, else the default zone's.
 */
function offsetAt(ms: number, zone: MerchantZone): number {
  const name = typeof zone === 'string' ? zone : zone.timeZone
  if (isTimeZone(name)) return zoneOffset(ms, name)
  const sent = typeof zone === 'string' ? undefined : zone.utcOffsetMinutes
  if (sent !== undefined) return sent
  return isTimeZone(DEFAULT_TIME_ZONE) ? zoneOffset(ms, DEFAULT_TIME_ZONE) : DEFAULT_OFFSET_MINUTES
}

/**
 * The merchant's wall clock at the instant, held as a UTC dayjs whose fields are the local ones. Not a
 * dayjs with utcOffset(): that one is shifted through the process's zone and reads an hour off near that
 * zone's own DST change (a buyer's phone in Europe showing a Shanghai show).
 */
function wallClock(instant: Date | number, zone: MerchantZone): Dayjs {
  const ms = typeof instant === 'number' ? instant : instant.getTime()
  return dayjs.utc(ms + offsetAt(ms, zone) * 60000)
}

/** Formats the instant in the merchant's zone with a dayjs pattern of date and clock fields ("YYYY.MM.DD HH:mm"; not Z). */
export function formatLocal(instant: Date | number, zone: MerchantZone, pattern: string): string {
  return wallClock(instant, zone).format(pattern)
}

/**
 * A session's name: its start on the merchant's wall clock, "2026-11-29 14:20". Buyers, the door and the
 * console read the name beside the start time, so it is never written from UTC.
 */
export function sessionLabel(start: Date | number, zone: MerchantZone): string {
  return formatLocal(start, zone, 'YYYY-MM-DD HH:mm')
}

/**
 * The instant the merchant's wall clock "YYYY-MM-DD HH:mm" (or "YYYY-MM-DDTHH:mm[:ss]") names, or null for
 * a text that is no such time. Found from the zone's offsets (Intl), not dayjs' tz(), which goes through
 * the process's own zone: the staff's browser may be anywhere. A clock time skipped by a DST change reads
 * as the same wall time on the offset before the change (02:30 on a spring-forward day is 03:30).
 */
export function instantOfLocal(wall: string, zone: MerchantZone): Date | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})[T ](\d{2}):(\d{2})(?::(\d{2}))?$/.exec(wall.trim())
  if (!m) return null
  const [year, month, day, hour, minute, sec] = m.slice(1).map((v) => Number(v ?? 0))
  const asUtc = Date.UTC(year, month - 1, day, hour, minute, sec)
  const check = new Date(asUtc)
  if (check.getUTCMonth() !== month - 1 || check.getUTCDate() !== day || hour > 23 || minute > 59 || sec > 59) return null
  // The zone's offset at the wall time read as UTC, then at the instant that gives: they agree unless a
  // DST change lies between. In a skipped hour no instant fits; the offset before the change (the smaller
  // one, so the later instant) moves the clock forward as the change does.
  const first = asUtc - offsetAt(asUtc, zone) * 60000
  const second = asUtc - offsetAt(first, zone) * 60000
  return new Date(offsetAt(second, zone) === offsetAt(first, zone) ? second : Math.max(first, second))
}

/** The merchant's calendar day of the instant, "YYYY-MM-DD". */
export function localDate(instant: Date | number, zone: MerchantZone): string {
  return formatLocal(instant, zone, 'YYYY-MM-DD')
}

/** The merchant's calendar month of the instant, "YYYY-MM". */
export function localMonth(instant: Date | number, zone: MerchantZone): string {
  return formatLocal(instant, zone, 'YYYY-MM')
}

/** The instant the merchant's day "YYYY-MM-DD" begins (a day of 23 or 25 hours across a DST change). */
export function startOfLocalDay(date: string, zone: string): Date {
  return dayjs.tz(date, zone).toDate()
}

/** Calendar arithmetic on a "YYYY-MM-DD" day: no zone, no clock. */
export function addDays(date: string, days: number): string {
  return dayjs.utc(date).add(days, 'day').format('YYYY-MM-DD')
}

/** 0 (Sunday) to 6 (Saturday) for a "YYYY-MM-DD" day. */
export function weekdayOf(date: string): number {
  return dayjs.utc(date).day()
}

/** The last day of the month of a "YYYY-MM-DD" day. */
export function lastDayOfMonth(date: string): string {
  return dayjs.utc(date).endOf('month').format('YYYY-MM-DD')
}

/** Minutes east of UTC in the merchant's zone at the instant (Shanghai: 480; New York in winter: -300). */
export function utcOffsetMinutes(instant: Date | number, zone: MerchantZone): number {
  return offsetAt(typeof instant === 'number' ? instant : instant.getTime(), zone)
}

/** "UTC+8", "UTC-5", "UTC+5:30": the zone's offset at the instant, for texts that name it. */
export function utcOffsetLabel(instant: Date | number, zone: MerchantZone): string {
  const minutes = utcOffsetMinutes(instant, zone)
  const abs = Math.abs(minutes)
  const rest = abs % 60
  return `UTC${minutes < 0 ? '-' : '+'}${Math.floor(abs / 60)}${rest ? `:${String(rest).padStart(2, '0')}` : ''}`
}
