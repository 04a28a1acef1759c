import { NOT_FOUND_ROUTE, ROUTES, pagePathOf } from '../types/routes/route-table'
import { customRoutes, mainPages, preloadRule, subPackages, tabRoutes } from '../types/routes/app-pages'

describe('route table → app config', () => {
  test('the five tab pages live in the main package at exactly the spec paths, in tab order', () => {
    expect(tabRoutes().map((r) => pagePathOf(r))).toEqual([
      'pages/list/list',
      'pages/all/all',
      'pages/shop/shop',
      'pages/ticket-holder/ticket-holder',
      'pages/mine/mine'
    ])
    expect(mainPages()[0]).toBe('pages/list/list')
  })

  test('subpackages exist for show, order, user, shop, ticket, topic and venue, each with at least one page', () => {
    const packages = subPackages()
    const names = packages.map((p) => p.name).sort()
    expect(names).toEqual(['order', 'shop', 'show', 'ticket', 'topic', 'user', 'venue'])
    for (const p of packages) {
      expect(p.root).toBe(`subpackages/${p.name}`)
      expect(p.pages.length).toBeGreaterThan(0)
    }
  })

  test('preloadRule follows the spec: list→show, ticket holder→ticket, shop→shop, mine→user+order, show detail→order+user', () => {
    const rule = preloadRule()
    expect(rule['pages/list/list'].packages).toEqual(['show'])
    expect(rule['pages/ticket-holder/ticket-holder'].packages).toEqual(['ticket'])
    expect(rule['pages/shop/shop'].packages).toEqual(['shop'])
    expect(rule['pages/mine/mine'].packages.sort()).toEqual(['order', 'user'])
    expect(rule['subpackages/show/show-detail/show-detail'].packages.sort()).toEqual(['order', 'user'])
    // every preloaded package must exist, or the mini-program build is rejected
    const existing = new Set(subPackages().map((p) => p.name))
    for (const r of Object.values(rule)) for (const p of r.packages) expect(existing.has(p)).toBe(true)
  })

  test('H5 web paths are the spec URLs', () => {
    const map = customRoutes()
    expect(map['/pages/list/list']).toBe('/')
    expect(map['/pages/all/all']).toBe('/list')
    expect(map['/pages/shop/shop']).toBe('/shop')
    expect(map['/pages/ticket-holder/ticket-holder']).toBe('/ticket')
    expect(map['/pages/mine/mine']).toBe('/mine')
    expect(map['/subpackages/show/show-detail/show-detail']).toBe('/content/:showId')
    expect(map['/subpackages/show/group-show-detail/group-show-detail']).toBe('/group-show/:showId')
    expect(map['/subpackages/show/search/search']).toEqual(['/search', '/search/:placeholder'])
    expect(map['/subpackages/order/order-list/order-list']).toBe('/order')
    expect(map['/subpackages/order/order-detail/order-detail']).toBe('/order/detail/:orderId')
    expect(map['/subpackages/shop/shop-detail/shop-detail']).toBe('/shop/:id')
  })

  test('web paths of routes still to be built are already declared', () => {
    const web = (name: string) => ROUTES.find((r) => r.name === name)?.web
    expect(web('booking')).toEqual(['/booking/:showId'])
    expect(web('pay_success')).toEqual(['/pay-success'])
    expect(web('user_profile')).toEqual(['/member'])
    expect(web('audience_list')).toEqual(['/viewer'])
    expect(web('exchange_coupon')).toEqual(['/coupon/exchange'])
    expect(web('card-detail')).toEqual(['/benefit-card/:cardId'])
    expect(web('topic_activity')?.[0]).toBe('/topic-activity/:topicId')
    expect(web('announce-detail')).toEqual(['/announce/:id'])
  })

  test('issue #14 "an unknown route silently lands on home": the not-found page is a built route with its own web path', () => {
    const route = ROUTES.find((r) => r.name === NOT_FOUND_ROUTE)
    expect(route?.file).toBeDefined()
    expect(route?.login).toBeFalsy()
    expect(customRoutes()[`/${pagePathOf(route!)}`]).toBe('/page-error')
  })

  test('names and aliases are unique, web paths are unique', () => {
    const names = ROUTES.flatMap((r) => [r.name, ...(r.aliases ?? [])])
    expect(new Set(names).size).toBe(names.length)
    const web = ROUTES.flatMap((r) => r.web ?? [])
    expect(new Set(web).size).toBe(web.length)
  })
})
