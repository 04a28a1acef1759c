import { createStore } from 'jotai'
import { merchantRangeText, merchantTimeText, phoneOffsetMinutes, showTimeText, zoneLabel } from '../src/utils/show-time'
import { translate } from '../src/locales/i18n'
import { merchantZoneAtom, shopConfigAtom } from '../src/shop-config/shop-config-atoms'
import { mergeShopConfig } from '../src/shop-config/shop-config-loader'

const EVENING = Date.parse('2026-12-31T11:30:00Z')

describe("session times in the shows' local time (the merchant's zone)", () => {
  it('formats in the zone given', () => {
    expect(showTimeText(EVENING, 'Asia/Shanghai')).toBe('2026.12.31 19:30')
    expect(showTimeText(EVENING, 'America/New_York')).toBe('2026.12.31 06:30')
    expect(showTimeText(Date.parse('2026-07-01T11:30:00Z'), 'Europe/London')).toBe('2026.07.01 12:30')
    expect(showTimeText(0, 'Asia/Shanghai')).toBe('')
  })

  it('takes the zone from the shop config, Asia/Shanghai until the gateway names one', () => {
    const store = createStore()
    expect(showTimeText(EVENING, store.get(merchantZoneAtom))).toBe('2026.12.31 19:30')
    store.set(shopConfigAtom, mergeShopConfig({ merchantId: 'm1', timeZone: 'America/New_York', utcOffsetMinutes: -300 }))
    expect(store.get(merchantZoneAtom)).toEqual({ timeZone: 'America/New_York', utcOffsetMinutes: -300 })
    expect(showTimeText(EVENING, store.get(merchantZoneAtom))).toBe('2026.12.31 06:30')
  })

  it('an engine that cannot read the zone uses the offset the gateway sent', () => {
    expect(showTimeText(EVENING, { timeZone: 'Mars/Olympus', utcOffsetMinutes: 60 })).toBe('2026.12.31 12:30')
    expect(showTimeText(EVENING, { timeZone: 'Mars/Olympus' })).toBe('2026.12.31 19:30')
  })
})

// Polish item 12: "Times in the phone's zone: a phone on UTC reads "转赠截止 09:30" for a 19:30 show; every
// time a buyer reads is in the merchant's zone, labelled when it differs from the phone's."
describe("a buyer's times are the merchant's, labelled with its zone when the phone's clock differs", () => {
  const wording = (time: string, zone: string) => `${time}（${zone}）`
  const SUMMER = Date.parse('2026-07-01T23:30:00Z')

  it('a phone in the merchant zone (Shanghai, no DST) reads the time bare', () => {
    expect(merchantTimeText(EVENING, 'Asia/Shanghai', 'YYYY-MM-DD HH:mm', wording, 480)).toBe('2026-12-31 19:30')
    expect(zoneLabel(EVENING, 'Asia/Shanghai', 480)).toBe('')
  })

  it('a phone on UTC reads 19:30 for a 19:30 Shanghai show, with UTC+8, not 11:30', () => {
    expect(merchantTimeText(EVENING, 'Asia/Shanghai', 'YYYY-MM-DD HH:mm', wording, 0)).toBe('2026-12-31 19:30（UTC+8）')
    expect(merchantTimeText(new Date(EVENING).toISOString(), 'Asia/Shanghai', 'HH:mm', wording, 0)).toBe('19:30（UTC+8）')
  })

  it('a date alone carries no label, whatever the phone', () => {
    expect(merchantTimeText(EVENING, 'Asia/Shanghai', 'YYYY-MM-DD', wording, 0)).toBe('2026-12-31')
    expect(merchantTimeText(EVENING, 'Asia/Shanghai', 'YYYY [Hh] MM', wording, 0)).toBe('2026 Hh 12')
  })

  it('a DST zone is compared per instant: a New York phone matches New York in winter and in summer', () => {
    const winter = Date.parse('2026-01-15T00:30:00Z')
    expect(merchantTimeText(winter, 'America/New_York', 'MM-DD HH:mm', wording, -300)).toBe('01-14 19:30')
    expect(merchantTimeText(SUMMER, 'America/New_York', 'MM-DD HH:mm', wording, -240)).toBe('07-01 19:30')
    // A phone that kept winter time (a fixed UTC-5 zone) reads a summer show with its zone: UTC-4.
    expect(merchantTimeText(SUMMER, 'America/New_York', 'MM-DD HH:mm', wording, -300)).toBe('07-01 19:30（UTC-4）')
    expect(zoneLabel(winter, 'America/New_York', 480)).toBe('UTC-5')
  })

  it("the phone's own offset is read per instant from the runtime's zone (jest pins Asia/Shanghai)", () => {
    expect(phoneOffsetMinutes(EVENING)).toBe(480)
    expect(merchantTimeText(EVENING, 'Asia/Shanghai', 'HH:mm', wording)).toBe('19:30')
    expect(merchantTimeText(EVENING, 'Asia/Kolkata', 'HH:mm', wording)).toBe('17:00（UTC+5:30）')
  })

  // A held-out walk of item 12 found "10:00（UTC+8）-11:00（UTC+8）" on reservation slots and open shows.
  it('a span is labelled once, at its end, when the phone differs', () => {
    const end = EVENING + 2 * 3600_000
    const span = { start: 'YYYY-MM-DD HH:mm', end: 'HH:mm', separator: ' – ' }
    expect(merchantRangeText(EVENING, end, 'Asia/Shanghai', span, wording, 0)).toBe('2026-12-31 19:30 – 21:30（UTC+8）')
    expect(merchantRangeText(EVENING, end, 'Asia/Shanghai', span, wording, 480)).toBe('2026-12-31 19:30 – 21:30')
    expect(
      merchantRangeText(new Date(EVENING).toISOString(), end, 'Asia/Shanghai', { ...span, start: 'HH:mm', separator: '-' }, wording, 0)
    ).toBe('19:30-21:30（UTC+8）')
    // Across a DST change (New York, 1 November 2026 at 02:00) each end keeps its own offset.
    const before = Date.parse('2026-11-01T05:00:00Z') // 01:00 EDT
    const after = Date.parse('2026-11-01T08:00:00Z') // 03:00 EST
    expect(merchantRangeText(before, after, 'America/New_York', { ...span, start: 'HH:mm' }, wording, 0)).toBe(
      '01:00（UTC-4） – 03:00（UTC-5）'
    )
    expect(merchantRangeText('x', end, 'Asia/Shanghai', span, wording, 0)).toBe('')
  })

  it('the three languages word the label', () => {
    expect(translate('zh-CN', 'common.time_in_zone', { time: '19:30', zone: 'UTC+8' })).toBe('19:30（UTC+8）')
    expect(translate('en-US', 'common.time_in_zone', { time: '19:30', zone: 'UTC+8' })).toBe('19:30 (UTC+8)')
  })
})
