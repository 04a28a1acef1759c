/**
 * A ticket's calendar entry as an iCalendar file (RFC 5545), built by the gateway (voucher calendar call)
 * and saved by the app on H5. Plain rules, tested against the RFC in tests/ics-calendar.test.ts:
 * - 3.1: lines end in CRLF; a content line longer than 75 octets is folded by CRLF + one space, never
 *   inside a UTF-8 character (Chinese show names are 3 octets a character).
 * - 3.3.11: TEXT escapes backslash, semicolon, comma and line breaks (as \n).
 * - 3.3.5: DTSTAMP / DTSTART / DTEND as UTC date-times (YYYYMMDDTHHMMSSZ).
 * - 3.6.1 / 3.8.4.7: a VEVENT needs UID and DTSTAMP; 3.7.3 / 3.7.4: the calendar needs PRODID and VERSION.
 */

export interface CalendarEvent {
  /** Globally unique and stable for the ticket, so adding it twice updates one entry. */
  uid: string
  /** When the file was made. */
  stamp: number
  start: number
  end: number
  summary: string
  location: string
  description: string
}

export const ICS_PRODID = '-//Stagedoor//Tickets//EN'
/** Folded lines are at most this many octets, the CRLF not counted (RFC 5545 3.1). */
export const ICS_LINE_OCTETS = 75
/** A session with no end time in the catalogue lasts this long in the calendar. */
export const DEFAULT_SESSION_MS = 2 * 3600 * 1000

/** RFC 5545 3.3.11 TEXT: \\ \; \, and \n for a line break; other control characters are dropped. */
export function escapeText(text: string): string {
  return (
    text
      .replace(/\\/g, '\\\\')
      .replace(/;/g, '\\;')
      .replace(/,/g, '\\,')
      .replace(/\r\n|\r|\n/g, '\\n')
      // eslint-disable-next-line no-control-regex
      .replace(/[\u0000-\u0008\u000b-\u001f\u007f]/g, '')
  )
}

/** RFC 5545 3.3.5 form 2 (UTC): 19980119T070000Z. */
export function utcDateTime(ms: number): string {
  return new Date(ms)
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}Z$/, 'Z')
}

function octets(char: string): number {
  const code = char.codePointAt(0) ?? 0
  return code < 0x80 ? 1 : code < 0x800 ? 2 : code < 0x10000 ? 3 : 4
}

/**
 * RFC 5545 3.1 folding: the first line holds up to 75 octets, each continuation a space and up to 74
 * more; whole characters only (iterating by code point keeps surrogate pairs together).
 */
export function foldLine(line: string): string {
  const parts: string[] = []
  let current = ''
  let size = 0
  for (const char of line) {
    const n = octets(char)
    const limit = parts.length === 0 ? ICS_LINE_OCTETS : ICS_LINE_OCTETS - 1
    if (size + n > limit) {
      parts.push(current)
      current = ''
      size = 0
    }
    current += char
    size += n
  }
  parts.push(current)
  return parts.join('\r\n ')
}

/** The whole file: one VEVENT in a VCALENDAR, CRLF after every line including the last. */
export function calendarFile(event: CalendarEvent): string {
  const end = event.end > event.start ? event.end : event.start + DEFAULT_SESSION_MS
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:${ICS_PRODID}`,
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'BEGIN:VEVENT',
    `UID:${event.uid}`,
    `DTSTAMP:${utcDateTime(event.stamp)}`,
    `DTSTART:${utcDateTime(event.start)}`,
    `DTEND:${utcDateTime(end)}`,
    `SUMMARY:${escapeText(event.summary)}`,
    `LOCATION:${escapeText(event.location)}`,
    `DESCRIPTION:${escapeText(event.description)}`,
    'END:VEVENT',
    'END:VCALENDAR'
  ]
  return lines.map(foldLine).join('\r\n') + '\r\n'
}

/** A file name safe on every platform: the ticket number, which is letters, digits and dashes. */
export function calendarFileName(ticketNumber: string): string {
  return `ticket-${ticketNumber.replace(/[^A-Za-z0-9-]/g, '')}.ics`
}
