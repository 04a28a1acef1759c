import { dateRangeOf, parseSortType } from '../src/subpackages/show/search/search-filters'

const SH = 'Asia/Shanghai'

// 2026-11-25 is a Wednesday; 16:30 UTC is already Thursday the 26th in Shanghai (UTC+8).
describe("search date chips in the shows' local time (the merchant's zone)", () => {
  it('any date sends no dates', () => {
    expect(dateRangeOf('any', new Date('2026-11-25T10:00:00Z'), SH)).toEqual({})
  })
  it('today is the local day, also just after local midnight', () => {
    expect(dateRangeOf('today', new Date('2026-11-25T10:00:00Z'), SH)).toEqual({ startDate: '2026-11-25', endDate: '2026-11-25' })
    expect(dateRangeOf('today', new Date('2026-11-25T16:30:00Z'), SH)).toEqual({ startDate: '2026-11-26', endDate: '2026-11-26' })
  })
  it('the weekend is the coming Saturday and Sunday, or the rest of it when it has begun', () => {
    expect(dateRangeOf('weekend', new Date('2026-11-25T10:00:00Z'), SH)).toEqual({ startDate: '2026-11-28', endDate: '2026-11-29' })
    expect(dateRangeOf('weekend', new Date('2026-11-28T10:00:00Z'), SH)).toEqual({ startDate: '2026-11-28', endDate: '2026-11-29' })
    expect(dateRangeOf('weekend', new Date('2026-11-29T10:00:00Z'), SH)).toEqual({ startDate: '2026-11-29', endDate: '2026-11-29' })
  })
  it('this month runs from today to the last day of the month', () => {
    expect(dateRangeOf('month', new Date('2026-12-10T10:00:00Z'), SH)).toEqual({ startDate: '2026-12-10', endDate: '2026-12-31' })
  })
  it('a merchant in another zone gets its own days', () => {
    // 03:00 UTC on Saturday 28 November is still Friday the 27th in New York.
    const early = new Date('2026-11-28T03:00:00Z')
    expect(dateRangeOf('today', early, SH)).toEqual({ startDate: '2026-11-28', endDate: '2026-11-28' })
    expect(dateRangeOf('today', early, 'America/New_York')).toEqual({ startDate: '2026-11-27', endDate: '2026-11-27' })
    expect(dateRangeOf('weekend', early, 'America/New_York')).toEqual({ startDate: '2026-11-28', endDate: '2026-11-29' })
    expect(dateRangeOf('month', new Date('2026-12-01T03:00:00Z'), 'America/New_York')).toEqual({
      startDate: '2026-11-30',
      endDate: '2026-11-30'
    })
    // Where the engine cannot read the zone, the offset the gateway sent.
    expect(dateRangeOf('today', early, { timeZone: 'Mars/Olympus', utcOffsetMinutes: -300 })).toEqual({
      startDate: '2026-11-27',
      endDate: '2026-11-27'
    })
  })
  it('an unknown sort from a link falls back to recommended', () => {
    expect(parseSortType('PRICE_DESC')).toBe('PRICE_DESC')
    expect(parseSortType('DROP TABLE')).toBe('RECOMMEND')
  })
})
