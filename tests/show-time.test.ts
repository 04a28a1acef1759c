import { createStore } from 'jotai'
import { showTimeText } from '../src/utils/show-time'
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
