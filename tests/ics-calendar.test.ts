/**
 * The ticket's calendar file against RFC 5545 (brief: "RFC 5545: UID, DTSTAMP, DTSTART/DTEND in UTC, SUMMARY,
 * LOCATION, escaping, CRLF, 75-octet line folding").
 */
import {
  DEFAULT_SESSION_MS,
  ICS_LINE_OCTETS,
  calendarFile,
  calendarFileName,
  escapeText,
  foldLine,
  utcDateTime
} from '../types/rules/ics-calendar'

const octets = (s: string) => Buffer.byteLength(s, 'utf8')
/** RFC 5545 3.1 unfolding: a CRLF followed by one space or tab is removed. */
const unfold = (s: string) => s.replace(/\r\n[ \t]/g, '')

const EVENT = {
  uid: 'tkt_abc@stagedoor',
  stamp: Date.UTC(2026, 10, 22, 4, 5, 6),
  start: Date.UTC(2026, 11, 24, 11, 30, 0),
  end: Date.UTC(2026, 11, 24, 14, 0, 0),
  summary: '周杰伦「嘉年华」世界巡回演唱会 — 上海站, 第二场; VIP',
  location: '上海体育场, 徐汇区天钥桥路666号',
  description: 'Ticket no. 2611220001-01\nVIP area\\row 3'
}

describe('RFC 5545 3.3.11 TEXT escaping', () => {
  test.each([
    ['a,b', 'a\\,b'],
    ['a;b', 'a\\;b'],
    ['a\\b', 'a\\\\b'],
    ['line1\nline2', 'line1\\nline2'],
    ['line1\r\nline2', 'line1\\nline2'],
    ['bell\u0007', 'bell'],
    ['演出：上海', '演出：上海']
  ])('%j → %j', (raw, escaped) => expect(escapeText(raw)).toBe(escaped))
})

describe('RFC 5545 3.3.5 UTC date-time', () => {
  test.each([
    [Date.UTC(1998, 0, 19, 7, 0, 0), '19980119T070000Z'],
    [Date.UTC(2026, 11, 31, 23, 59, 59, 999), '20261231T235959Z']
  ])('%d → %s', (ms, text) => expect(utcDateTime(ms)).toBe(text))
})

describe('RFC 5545 3.1 folding: "Lines of text SHOULD NOT be longer than 75 octets, excluding the line break"', () => {
  test.each([
    ['ascii', 'SUMMARY:' + 'x'.repeat(200)],
    ['three-octet characters', 'SUMMARY:' + '演'.repeat(100)],
    ['four-octet characters', 'SUMMARY:' + '😀'.repeat(60)],
    ['mixed', 'LOCATION:' + 'ab演😀,'.repeat(40)]
  ])('%s: every physical line ≤ 75 octets, unfolding gives the line back, no character split', (_name, line) => {
    const folded = foldLine(line)
    const physical = folded.split('\r\n')
    expect(physical.length).toBeGreaterThan(1)
    for (const [i, p] of physical.entries()) {
      expect(octets(p)).toBeLessThanOrEqual(ICS_LINE_OCTETS)
      if (i > 0) expect(p.startsWith(' ')).toBe(true)
      expect(p).not.toContain('\uFFFD')
    }
    expect(unfold(folded)).toBe(line)
  })

  test('a line of exactly 75 octets is not folded; 76 is', () => {
    expect(foldLine('x'.repeat(75))).toBe('x'.repeat(75))
    expect(foldLine('x'.repeat(76))).toBe(`${'x'.repeat(75)}\r\n x`)
  })
})

describe('the file', () => {
  const file = calendarFile(EVENT)
  const lines = unfold(file).split('\r\n')

  test('CRLF line breaks only, ending with CRLF', () => {
    expect(file.endsWith('\r\n')).toBe(true)
    expect(file.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/)
  })

  test('VCALENDAR with VERSION 2.0 and PRODID (3.7.3, 3.7.4); one VEVENT with UID and DTSTAMP (3.6.1)', () => {
    expect(lines[0]).toBe('BEGIN:VCALENDAR')
    expect(lines).toContain('VERSION:2.0')
    expect(lines.some((l) => l.startsWith('PRODID:'))).toBe(true)
    expect(lines.filter((l) => l === 'BEGIN:VEVENT')).toHaveLength(1)
    expect(lines).toContain('UID:tkt_abc@stagedoor')
    expect(lines).toContain('DTSTAMP:20261122T040506Z')
    expect(lines.at(-2)).toBe('END:VCALENDAR')
    expect(lines.at(-1)).toBe('')
  })

  test('DTSTART / DTEND in UTC; SUMMARY, LOCATION, DESCRIPTION escaped', () => {
    expect(lines).toContain('DTSTART:20261224T113000Z')
    expect(lines).toContain('DTEND:20261224T140000Z')
    expect(lines).toContain('SUMMARY:周杰伦「嘉年华」世界巡回演唱会 — 上海站\\, 第二场\\; VIP')
    expect(lines).toContain('LOCATION:上海体育场\\, 徐汇区天钥桥路666号')
    expect(lines).toContain('DESCRIPTION:Ticket no. 2611220001-01\\nVIP area\\\\row 3')
  })

  test('every physical line of the file is at most 75 octets', () => {
    for (const l of file.split('\r\n')) expect(octets(l)).toBeLessThanOrEqual(75)
  })

  test('a session with no end lasts the default duration (DTEND after DTSTART)', () => {
    const open = unfold(calendarFile({ ...EVENT, end: 0 })).split('\r\n')
    expect(open).toContain(`DTEND:${utcDateTime(EVENT.start + DEFAULT_SESSION_MS)}`)
  })

  test('file name keeps only safe characters', () => {
    expect(calendarFileName('2611220001-01')).toBe('ticket-2611220001-01.ics')
    expect(calendarFileName('../x/y')).toBe('ticket-xy.ics')
  })
})
