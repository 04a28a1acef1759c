import {
  DEFAULT_TIME_ZONE,
  addDays,
  formatLocal,
  instantOfLocal,
  isTimeZone,
  lastDayOfMonth,
  localDate,
  localMonth,
  sessionLabel,
  shopTimeZone,
  startOfLocalDay,
  utcOffsetLabel,
  utcOffsetMinutes,
  weekdayOf
} from '../types/rules/merchant-time'

const NY = 'America/New_York'

describe("the shows' local time is the merchant's time zone", () => {
  it('one setting per merchant, Asia/Shanghai when unset or unknown', () => {
    expect(shopTimeZone({})).toBe(DEFAULT_TIME_ZONE)
    expect(DEFAULT_TIME_ZONE).toBe('Asia/Shanghai')
    expect(shopTimeZone({ timeZone: 'Europe/London' })).toBe('Europe/London')
    expect(isTimeZone('Mars/Olympus')).toBe(false)
    expect(shopTimeZone({ timeZone: 'Mars/Olympus' })).toBe(DEFAULT_TIME_ZONE)
  })

  it('the local day and month of an instant depend on the zone', () => {
    const lateEvening = new Date('2026-11-30T17:30:00Z')
    expect(localDate(lateEvening, 'Asia/Shanghai')).toBe('2026-12-01')
    expect(localMonth(lateEvening, 'Asia/Shanghai')).toBe('2026-12')
    expect(localDate(lateEvening, NY)).toBe('2026-11-30')
    expect(localMonth(lateEvening, NY)).toBe('2026-11')
    expect(formatLocal(lateEvening.getTime(), 'Europe/London', 'YYYY.MM.DD HH:mm')).toBe('2026.11.30 17:30')
  })

  it('a day begins at local midnight, also on the days a DST zone changes its clocks', () => {
    expect(startOfLocalDay('2026-11-22', 'Asia/Shanghai').toISOString()).toBe('2026-11-21T16:00:00.000Z')
    // New York springs forward on 8 March 2026 (a 23-hour day) and falls back on 1 November (25 hours).
    expect(startOfLocalDay('2026-03-08', NY).toISOString()).toBe('2026-03-08T05:00:00.000Z')
    expect(startOfLocalDay('2026-03-09', NY).toISOString()).toBe('2026-03-09T04:00:00.000Z')
    expect(startOfLocalDay('2026-11-01', NY).toISOString()).toBe('2026-11-01T04:00:00.000Z')
    expect(startOfLocalDay('2026-11-02', NY).toISOString()).toBe('2026-11-02T05:00:00.000Z')
  })

  it('local clock times jump at the DST change, an instant apart', () => {
    expect(formatLocal(new Date('2026-03-08T06:59:00Z'), NY, 'HH:mm')).toBe('01:59')
    expect(formatLocal(new Date('2026-03-08T07:00:00Z'), NY, 'HH:mm')).toBe('03:00')
    expect(formatLocal(new Date('2026-11-01T05:59:00Z'), NY, 'HH:mm')).toBe('01:59')
    expect(formatLocal(new Date('2026-11-01T06:00:00Z'), NY, 'HH:mm')).toBe('01:00')
    expect(utcOffsetMinutes(new Date('2026-03-08T06:59:00Z'), NY)).toBe(-300)
    expect(utcOffsetMinutes(new Date('2026-03-08T07:00:00Z'), NY)).toBe(-240)
  })

  it('offsets are named as UTC±h[:mm]', () => {
    expect(utcOffsetLabel(new Date('2026-07-01T00:00:00Z'), 'Asia/Shanghai')).toBe('UTC+8')
    expect(utcOffsetLabel(new Date('2026-01-15T00:00:00Z'), NY)).toBe('UTC-5')
    expect(utcOffsetLabel(new Date('2026-07-01T00:00:00Z'), 'Asia/Kolkata')).toBe('UTC+5:30')
    expect(utcOffsetMinutes(new Date('2026-07-01T00:00:00Z'), 'Europe/London')).toBe(60)
  })

  it('without Intl time zones the app uses the offset the gateway sent', () => {
    const zone = { timeZone: 'Mars/Olympus', utcOffsetMinutes: -300 }
    expect(localDate(new Date('2026-11-25T03:00:00Z'), zone)).toBe('2026-11-24')
    expect(formatLocal(new Date('2026-11-25T03:00:00Z'), zone, 'HH:mm')).toBe('22:00')
    // A zone the runtime knows wins over the sent offset (it stays right across DST).
    expect(formatLocal(new Date('2026-07-01T12:00:00Z'), { timeZone: NY, utcOffsetMinutes: -300 }, 'HH:mm')).toBe('08:00')
  })

  it("a session is named by its start on the merchant's wall clock, never from UTC", () => {
    expect(sessionLabel(new Date('2026-11-29T06:20:00Z'), 'Asia/Shanghai')).toBe('2026-11-29 14:20')
    expect(sessionLabel(Date.parse('2026-11-29T06:20:00Z'), NY)).toBe('2026-11-29 01:20')
  })

  it("a wall clock time in a zone names one instant (the process's own zone aside)", () => {
    expect(instantOfLocal('2026-11-29 14:20', 'Asia/Shanghai')?.toISOString()).toBe('2026-11-29T06:20:00.000Z')
    expect(instantOfLocal('2026-11-29T14:20:30', 'Europe/Lisbon')?.toISOString()).toBe('2026-11-29T14:20:30.000Z')
    expect(instantOfLocal('2026-07-01 08:00', NY)?.toISOString()).toBe('2026-07-01T12:00:00.000Z')
    expect(instantOfLocal('2026-11-31 08:00', NY)).toBeNull()
    expect(instantOfLocal('2026-11-30 24:00', NY)).toBeNull()
    expect(instantOfLocal('yesterday', NY)).toBeNull()
  })

  it('calendar arithmetic on days needs no zone', () => {
    expect(addDays('2026-02-28', 1)).toBe('2026-03-01')
    expect(addDays('2026-03-08', 1)).toBe('2026-03-09')
    expect(weekdayOf('2026-11-25')).toBe(3)
    expect(lastDayOfMonth('2028-02-10')).toBe('2028-02-29')
  })
})
