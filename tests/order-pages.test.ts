/**
 * The small rules of the remaining order pages (issue #17): about-order's contact lines from the
 * merchant's customer service settings (customerServiceConfigVO, product.md "Shop configuration"), and
 * where share-pay-success points a friend (the show's page, never the order).
 */
import { contactLines, hoursByWeekday } from '../src/components/customer-service/contact-lines'
import { sharedShowLink, sharedShowPage } from '../src/subpackages/order/share-pay-success/share-link'
import type { CustomerServiceConfig } from '../types/shop-config'

const base: CustomerServiceConfig = {
  customerServiceType: 'ONLINE_AND_TEL_CUSTOMER_SERVICE',
  supportOnlineCustomer: true,
  supportOnlineAndTelCustomer: true
}

describe('about-order contact lines', () => {
  test.each<[string, CustomerServiceConfig | undefined, ReturnType<typeof contactLines>]>([
    ['no settings', undefined, { hours: [], online: false }],
    ['phone and online', { ...base, telephone: ' 400-000-0000 ' }, { telephone: '400-000-0000', hours: [], online: true }],
    [
      'online only: no phone shown',
      { ...base, customerServiceType: 'ONLINE_CUSTOMER_SERVICE', supportOnlineAndTelCustomer: false, telephone: '400' },
      { hours: [], online: true }
    ],
    ['a blank phone is none', { ...base, telephone: '  ' }, { hours: [], online: true }]
  ])('%s', (_, config, expected) => {
    expect(contactLines(config)).toEqual(expected)
  })

  test('hours are ordered Monday to Sunday and by start; an overlapping or malformed entry is left out', () => {
    const lines = contactLines({
      ...base,
      workTimes: [
        { weekday: 7, from: '10:00', to: '18:00' },
        { weekday: 1, from: '13:00', to: '21:00' },
        { weekday: 1, from: '08:00', to: '12:00' },
        { weekday: 1, from: '11:00', to: '14:00' },
        { weekday: 8, from: '09:00', to: '21:00' },
        { weekday: 3, from: 'nine', to: '21:00' }
      ]
    })
    expect(lines.hours).toEqual([
      { weekday: 1, from: '08:00', to: '12:00' },
      { weekday: 1, from: '13:00', to: '21:00' },
      { weekday: 7, from: '10:00', to: '18:00' }
    ])
    expect(hoursByWeekday(lines.hours)).toEqual([
      { weekday: 1, periods: ['08:00–12:00', '13:00–21:00'] },
      { weekday: 7, periods: ['10:00–18:00'] }
    ])
  })

  test('the online chat link is offered as it was set', () => {
    expect(contactLines({ ...base, onlineConfig: { jumpUrl: ' https://kf.example.com/c ' } }).chatUrl).toBe('https://kf.example.com/c')
    expect(contactLines(base).chatUrl).toBeUndefined()
  })
})

describe('share-pay-success link', () => {
  // product.md "share-show-detail": a shared show opens its landing first, which goes on to the show page.
  test("the mini-program share opens the show's share landing; H5 copies the landing's web address", () => {
    expect(sharedShowPage('S 1')).toBe('/subpackages/show/share-show-detail/share-show-detail?showId=S%201')
    expect(sharedShowLink('https://shop.example', 'S1')).toBe('https://shop.example/share-show/S1')
  })
})
