/**
 * Issue #31 item 2, "the session printed in two formats": the console shows every time in the one pattern
 * session names are written in ("YYYY-MM-DD HH:mm"), on the merchant's clock, in every language; not
 * Intl's "2026/11/30 15:22:05" or "11/30/2026, 03:22 PM" beside a session named "2027-01-19 19:30".
 */
import { sessionText, timeText } from '../admin/src/time/merchant-time-text'
import { sessionLabel } from '../types/rules/merchant-time'

const AT = Date.UTC(2026, 10, 30, 7, 22, 5) // 15:22:05 in Shanghai

describe('console time text', () => {
  test("one pattern, the session names' one, on the merchant clock whatever the zone", () => {
    expect(timeText(AT, 'Asia/Shanghai')).toBe('2026-11-30 15:22:05')
    expect(timeText(AT, 'Asia/Shanghai', 'dateMinute')).toBe('2026-11-30 15:22')
    expect(timeText(new Date(AT).toISOString(), 'America/New_York', 'dateMinute')).toBe('2026-11-30 02:22')
    expect(timeText(AT, 'Asia/Shanghai', 'date')).toBe('2026-11-30')
    expect(timeText(AT, 'Asia/Shanghai', 'minute')).toBe('15:22')
    // The placed time reads like a session's name.
    expect(timeText(AT, 'Asia/Shanghai', 'dateMinute')).toBe(sessionLabel(AT, 'Asia/Shanghai'))
  })

  test('nothing for no time', () => {
    expect(timeText(null, 'Asia/Shanghai')).toBe('')
    expect(timeText('not a time', 'Asia/Shanghai')).toBe('')
  })

  test('a session named by its start reads once; another name gets its start in the same pattern', () => {
    expect(sessionText('2026-11-30 15:22', AT, 'Asia/Shanghai')).toBe('2026-11-30 15:22')
    expect(sessionText('首演', AT, 'Asia/Shanghai')).toBe('首演 · 2026-11-30 15:22')
  })
})
