/**
 * Times the console enters, read on the merchant's wall clock (its shop configuration's `timeZone`, told by
 * GET me), not the browser's: a staff member abroad types 14:20 for a session at 14:20 where the show is.
 * The conversion takes the zone, so it reads the same in every browser (types/rules/merchant-time.ts).
 *
 * antd's pickers hold a dayjs in the browser's zone; the console gives them one whose clock fields are the
 * merchant's wall clock, and reads the instant back from those fields.
 */
import dayjs, { type Dayjs } from 'dayjs'
import { formatLocal, instantOfLocal, localDate } from '../../../types/rules/merchant-time'

type Instant = string | number | Date

const msOf = (at: Instant): number => (typeof at === 'number' ? at : new Date(at).getTime())

/** A datetime-local input's value ("2026-11-29T14:20") for an API time, on the merchant's wall clock; '' for none. */
export function zoneInputOf(at: Instant | null | undefined, zone: string): string {
  if (at === null || at === undefined || at === '') return ''
  const ms = msOf(at)
  return Number.isNaN(ms) ? '' : formatLocal(ms, zone, 'YYYY-MM-DDTHH:mm')
}

/** The API's ISO 8601 time for a datetime-local input's value read on the merchant's wall clock; null for none. */
export function instantOfZoneInput(value: string | undefined, zone: string): string | null {
  if (!value) return null
  return instantOfLocal(value, zone)?.toISOString() ?? null
}

/** A picker's value showing the instant on the merchant's wall clock. */
export function pickerOf(at: Instant, zone: string): Dayjs {
  return dayjs(formatLocal(msOf(at), zone, 'YYYY-MM-DDTHH:mm:ss'))
}

/** The instant (epoch ms) a picker's value names on the merchant's wall clock. */
export function instantOfPicker(value: Dayjs, zone: string): number {
  return (instantOfLocal(value.format('YYYY-MM-DDTHH:mm:ss'), zone) as Date).getTime() + value.millisecond()
}

/** The last instant of the merchant's day a date picker chose (a "valid until" day). */
export function endOfPickedDay(value: Dayjs, zone: string): number {
  return instantOfPicker(value.endOf('day'), zone)
}

/** The merchant's today as a picker's value (its date fields), for defaults and "not after today". */
export function zoneToday(zone: string, now: number = Date.now()): Dayjs {
  return dayjs(localDate(now, zone))
}

/** The picker's value for the merchant's wall clock now. */
export function zoneNow(zone: string, now: number = Date.now()): Dayjs {
  return pickerOf(now, zone)
}
