/**
 * Every time a buyer reads, in one place: on the clock of the merchant the app runs for (its zone, in
 * types/rules/merchant-time.ts), whatever the phone's own zone, and labelled with that zone ("19:30
 * (UTC+8)") when the phone's clock would read differently at that instant — so a buyer travelling, or on
 * a phone set to UTC, never mistakes the show's 19:30 for their own. A bare date carries no label.
 */
import { useAtomValue } from 'jotai'
import { formatLocal, localDate, utcOffsetLabel, utcOffsetMinutes, type MerchantZone } from '../../types/rules/merchant-time'
import { merchantZoneAtom } from '../shop-config/shop-config-atoms'
import { useT } from '../locales/locale-atoms'

/** Minutes east of UTC on the phone's own clock at the instant (Shanghai: 480). */
export function phoneOffsetMinutes(ms: number): number {
  return -new Date(ms).getTimezoneOffset()
}

/**
 * The merchant's zone as a label ("UTC+8", "UTC-4"), or '' when the phone's offset at that instant is the
 * same (compared per instant: a DST zone on either side differs in some seasons only).
 */
export function zoneLabel(ms: number, zone: MerchantZone, phoneOffset = phoneOffsetMinutes(ms)): string {
  return utcOffsetMinutes(ms, zone) === phoneOffset ? '' : utcOffsetLabel(ms, zone)
}

/** Whether a dayjs pattern reads a clock time (HH, H, hh, h), not only a date. */
function readsClock(pattern: string): boolean {
  return /[Hh]/.test(pattern.replace(/\[[^\]]*\]/g, ''))
}

/** The words around a labelled time: `(time, zone) => "19:30（UTC+8）"` in the buyer's language. */
export type ZoneWording = (time: string, zone: string) => string

/** The instant on the merchant's clock with a dayjs pattern, labelled with the zone when the phone differs. */
export function merchantTimeText(
  at: number | string | Date,
  zone: MerchantZone,
  pattern: string,
  wording: ZoneWording,
  phoneOffset?: number
): string {
  const ms = typeof at === 'number' ? at : new Date(at).getTime()
  if (Number.isNaN(ms)) return ''
  const time = formatLocal(ms, zone, pattern)
  const label = readsClock(pattern) ? zoneLabel(ms, zone, phoneOffset ?? phoneOffsetMinutes(ms)) : ''
  return label ? wording(time, label) : time
}

/**
 * A span on the merchant's clock, "2026-12-16 15:17 – 17:17", labelled once at its end when the phone's
 * clock differs ("… – 17:17（UTC+8）"), not after each end ("15:17（UTC+8） – 17:17（UTC+8）"); each end
 * keeps its own label only when the zone's offset changes between them (a DST change inside the span).
 */
export function merchantRangeText(
  start: number | string | Date,
  end: number | string | Date,
  zone: MerchantZone,
  patterns: { start: string; end: string; separator: string },
  wording: ZoneWording,
  phoneOffset?: number
): string {
  const ms = (at: number | string | Date) => (typeof at === 'number' ? at : new Date(at).getTime())
  const [from, to] = [ms(start), ms(end)]
  if (Number.isNaN(from) || Number.isNaN(to)) return ''
  const label = (at: number) => zoneLabel(at, zone, phoneOffset ?? phoneOffsetMinutes(at))
  const [fromLabel, toLabel] = [label(from), label(to)]
  if (fromLabel !== toLabel)
    return `${merchantTimeText(from, zone, patterns.start, wording, phoneOffset)}${patterns.separator}${merchantTimeText(to, zone, patterns.end, wording, phoneOffset)}`
  const text = `${formatLocal(from, zone, patterns.start)}${patterns.separator}${formatLocal(to, zone, patterns.end)}`
  return toLabel ? wording(text, toLabel) : text
}

/** A session's start in the merchant's zone, without a zone label: "2026.12.31 19:30". */
export function showTimeText(ms: number, zone: MerchantZone): string {
  return ms ? formatLocal(ms, zone, 'YYYY.MM.DD HH:mm') : ''
}

/** Any time a buyer reads, with a dayjs pattern ("YYYY-MM-DD HH:mm"): merchant's clock, labelled when the phone differs. */
export function useLocalFormat(): (at: number | string | Date, pattern: string) => string {
  const zone = useAtomValue(merchantZoneAtom)
  const t = useT()
  const wording: ZoneWording = (time, label) => t('common.time_in_zone', { time, zone: label })
  return (at, pattern) => merchantTimeText(at, zone, pattern, wording)
}

/** A span as the buyer reads it: `range(start, end)` → "2026-12-16 15:17 – 17:17", labelled once when the phone differs. */
export function useLocalRange(): (
  start: number | string | Date,
  end: number | string | Date,
  patterns?: { start: string; end: string; separator: string }
) => string {
  const zone = useAtomValue(merchantZoneAtom)
  const t = useT()
  const wording: ZoneWording = (time, label) => t('common.time_in_zone', { time, zone: label })
  return (start, end, patterns = { start: 'YYYY-MM-DD HH:mm', end: 'HH:mm', separator: ' – ' }) =>
    merchantRangeText(start, end, zone, patterns, wording)
}

/** A time on the merchant's clock with no label, for a list that says its zone once above it (useZoneLabel). */
export function useLocalClock(): (at: number | string | Date, pattern: string) => string {
  const zone = useAtomValue(merchantZoneAtom)
  return (at, pattern) => formatLocal(typeof at === 'number' ? at : new Date(at).getTime(), zone, pattern)
}

/** A session's start as the buyer reads it: "2026.12.31 19:30", with the zone when the phone's differs. */
export function useShowTimeText(): (ms: number) => string {
  const local = useLocalFormat()
  return (ms) => (ms ? local(ms, 'YYYY.MM.DD HH:mm') : '')
}

/** The merchant zone's label at an instant when the phone's differs, else '': for a note over a list of times. */
export function useZoneLabel(): (ms: number) => string {
  const zone = useAtomValue(merchantZoneAtom)
  return (ms) => zoneLabel(ms, zone)
}

/** The merchant's today, "YYYY-MM-DD". */
export function useLocalToday(): string {
  return localDate(new Date(), useAtomValue(merchantZoneAtom))
}
