/**
 * The console enters and shows every time on the merchant's wall clock (its shop configuration's
 * `timeZone`), whatever the staff browser's zone. jest pins the process (the "browser") to Asia/Shanghai;
 * the merchant here is in Lisbon (UTC+0 in winter) or New York, so a conversion through the browser's zone
 * reads 8 or 13 hours off.
 */
import dayjs from 'dayjs'
import { endOfPickedDay, instantOfPicker, instantOfZoneInput, pickerOf, zoneInputOf, zoneToday } from '../src/time/merchant-zone'
import { sessionText, timeText } from '../src/time/merchant-time-text'

const LISBON = 'Europe/Lisbon'
const NY = 'America/New_York'

describe("the console enters times in the merchant's zone, not the browser's", () => {
  it('the process is the other zone', () => {
    expect(new Date('2026-11-29T06:20:00Z').getHours()).toBe(14)
  })

  it('a session typed as 14:20 is 14:20 where the merchant is', () => {
    expect(instantOfZoneInput('2026-11-29T14:20', LISBON)).toBe('2026-11-29T14:20:00.000Z')
    expect(instantOfZoneInput('2026-11-29T14:20', 'Asia/Shanghai')).toBe('2026-11-29T06:20:00.000Z')
    expect(instantOfZoneInput('2026-07-01T14:20', NY)).toBe('2026-07-01T18:20:00.000Z')
    expect(instantOfZoneInput('', LISBON)).toBeNull()
    expect(instantOfZoneInput('2026-02-30T10:00', LISBON)).toBeNull()
  })

  it("a saved time comes back into the form on the merchant's clock", () => {
    expect(zoneInputOf('2026-11-29T14:20:00Z', LISBON)).toBe('2026-11-29T14:20')
    expect(zoneInputOf(Date.parse('2026-11-29T06:20:00Z'), 'Asia/Shanghai')).toBe('2026-11-29T14:20')
    expect(zoneInputOf(null, LISBON)).toBe('')
  })

  it('across a DST change: a skipped clock time moves forward, a repeated one is its first', () => {
    // New York springs forward at 02:00 on 8 March 2026 and falls back at 02:00 on 1 November.
    expect(instantOfZoneInput('2026-03-08T02:30', NY)).toBe('2026-03-08T07:30:00.000Z')
    expect(instantOfZoneInput('2026-03-08T03:30', NY)).toBe('2026-03-08T07:30:00.000Z')
    expect(instantOfZoneInput('2026-11-01T01:30', NY)).toBe('2026-11-01T05:30:00.000Z')
    expect(instantOfZoneInput('2026-03-29T12:00', LISBON)).toBe('2026-03-29T11:00:00.000Z')
  })

  it("antd pickers show and give back the merchant's clock", () => {
    const shown = pickerOf('2026-11-29T14:20:00Z', LISBON)
    expect(shown.format('YYYY-MM-DD HH:mm')).toBe('2026-11-29 14:20')
    expect(instantOfPicker(shown, LISBON)).toBe(Date.parse('2026-11-29T14:20:00Z'))
    expect(instantOfPicker(dayjs('2026-11-29T14:20'), LISBON)).toBe(Date.parse('2026-11-29T14:20:00Z'))
    expect(endOfPickedDay(dayjs('2026-12-31'), LISBON)).toBe(Date.parse('2026-12-31T23:59:59.999Z'))
    // 01:00 UTC on 30 November is still the 29th in New York, already the 30th in Shanghai.
    expect(zoneToday(NY, Date.parse('2026-11-30T01:00:00Z')).format('YYYY-MM-DD')).toBe('2026-11-29')
  })
})

// Issue #31 item 2 ("the session printed in two formats", found again as "2026/11/30 15:22:05" beside a
// session named "2027-01-19 19:30"): one pattern in every language, the one session names are written in.
describe("the console shows times in the merchant's zone, in the session names' one pattern", () => {
  it("one instant reads the merchant's wall clock, whatever the browser's zone", () => {
    expect(timeText('2026-11-29T06:20:00Z', 'Asia/Shanghai')).toBe('2026-11-29 14:20:00')
    expect(timeText('2026-11-29T06:20:00Z', LISBON)).toBe('2026-11-29 06:20:00')
    expect(timeText(Date.parse('2026-11-29T06:20:00Z'), NY)).toBe('2026-11-29 01:20:00')
    expect(timeText('2026-11-29T06:20:00Z', LISBON, 'minute')).toBe('06:20')
    expect(timeText('2026-11-29T06:20:00Z', LISBON, 'dateMinute')).toBe('2026-11-29 06:20')
    expect(timeText('2026-11-29T23:20:00Z', 'Asia/Shanghai', 'date')).toBe('2026-11-30')
    expect(timeText(undefined, LISBON)).toBe('')
    expect(timeText('not a time', LISBON)).toBe('')
  })
})

describe('a session listed in the console', () => {
  it("is its name, with the start beside it only when the name is not that start on the merchant's clock", () => {
    expect(sessionText('2026-11-29 14:20', '2026-11-29T06:20:00Z', 'Asia/Shanghai')).toBe('2026-11-29 14:20')
    // A name written from UTC (before the gateway named sessions in the merchant's zone) shows the real start.
    expect(sessionText('2026-11-29 06:20', '2026-11-29T06:20:00Z', 'Asia/Shanghai')).toBe('2026-11-29 06:20 · 2026-11-29 14:20')
    expect(sessionText('首演', '2026-11-29T06:20:00Z', LISBON)).toBe('首演 · 2026-11-29 06:20')
  })
})
