import { buildWebUrl, matchWebPath, pageParams, parseQuery, pagePathOfLocation } from '../types/routes/route-url'
import { ROUTES } from '../types/routes/route-table'

const route = (name: string) => ROUTES.find((r) => r.name === name)!

describe('route URLs', () => {
  test('"Path and query params are merged": path params win, internal keys and empty values are dropped', () => {
    expect(pageParams({ showId: 'q', from: 'home', stamp: '3', $taroTimestamp: '1', x: 'undefined' }, { showId: '12' })).toEqual({
      showId: '12',
      from: 'home'
    })
  })

  test('page params are decoded once', () => {
    expect(pageParams({ keyword: '%E7%88%B5%E5%A3%AB' })).toEqual({ keyword: '爵士' })
  })

  test('web URLs fill their params and encode them', () => {
    expect(buildWebUrl(route('order_detail'), { orderId: 'A/B' })).toBe('/order/detail/A%2FB')
    expect(buildWebUrl(route('topic_activity'), { topicId: 'T', couponTemplateId: 'C' })).toBe('/topic-activity/T/coupon-template/C')
    expect(buildWebUrl(route('topic_activity'), { topicId: 'T' })).toBe('/topic-activity/T')
    expect(buildWebUrl(route('show_detail'), {})).toBeUndefined()
  })

  test('web paths match deep links', () => {
    expect(matchWebPath('/content/:showId', '/content/12')).toEqual({ showId: '12' })
    expect(matchWebPath('/content/:showId', '/content/12/')).toEqual({ showId: '12' })
    expect(matchWebPath('/content/:showId', '/content')).toBeUndefined()
    expect(matchWebPath('/order', '/order/detail/1')).toBeUndefined()
  })

  test('the H5 stack reports web paths, matched back to their pages', () => {
    expect(pagePathOfLocation('/content/77?stamp=1')).toBe('subpackages/show/show-detail/show-detail')
    expect(pagePathOfLocation('/order/detail/9')).toBe('subpackages/order/order-detail/order-detail')
    expect(pagePathOfLocation('/')).toBe('pages/list/list')
    expect(pagePathOfLocation('pages/mine/mine')).toBe('pages/mine/mine')
  })

  test('query strings parse leniently', () => {
    expect(parseQuery('?a=1&b=%E4%B8%AD&c&=x&d=%E0%A4%A')).toEqual({ a: '1', b: '中', c: '', d: '%E0%A4%A' })
  })
})
