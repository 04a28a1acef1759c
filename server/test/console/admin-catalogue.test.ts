/**
 * The console's catalogue (issue #16 item 3) on every engine: roles (owner, operator; door and finance
 * refused with 403), a venue → show → session → two tiers that buyers then find and buy through the
 * normal order and sandbox payment path, stock never below what is held and sold, a sold tier closed
 * but never deleted, validation as CATALOGUE_INVALID naming the field, an audit row per change.
 */
import { describe, test, before, after } from 'node:test'
import assert from 'node:assert/strict'
import { ENGINES, NOON, seededApp, type TestApp } from '../helpers/helpers'
import { DOOR, FINANCE, loggedIn, OPERATOR, OWNER, withDemoStaff, type ConsoleClient } from '../helpers/admin-helpers'
import { phoneLogin } from '../helpers/account-helpers'
import { paying, stock } from '../helpers/payment-helpers'
import { tier } from '../helpers/tier-helpers'
import type { AuditReply } from '../../../types/api/staff'
import type {
  AdminShow,
  AdminShowSummary,
  AdminTier,
  AdminVenue,
  CatalogueOptionsReply,
  ShowInput
} from '../../../types/api/catalogue-admin'

const T = (zh: string, en: string) => ({ 'zh-CN': zh, 'zh-MO': zh, 'en-US': en })
const HOUR = 3600000

for (const engine of ENGINES) {
  describe(`console catalogue on ${engine}`, () => {
    let t: TestApp
    let operator: ConsoleClient
    let owner: ConsoleClient
    let venue: AdminVenue
    let show: AdminShow
    let tiers: AdminTier[]
    before(async () => {
      t = await seededApp(engine)
      await withDemoStaff(t)
      operator = await loggedIn(t, OPERATOR)
      owner = await loggedIn(t, OWNER)
    })
    after(async () => t.close())

    const showInput = (venueId: string, categoryCode: string): ShowInput => ({
      categoryCode,
      venueId,
      name: T('控制台测试音乐会', 'Console Test Concert'),
      description: T('<p>一场测试演出</p>', '<p>A test show</p>'),
      tags: [T('新上架', 'New')],
      realName: false,
      minAge: null,
      limitPerOrder: 6,
      limitPerAccount: 0,
      saleTime: new Date(NOON.getTime() - 24 * HOUR).toISOString(),
      hot: false,
      listing: 'ON_SALE'
    })

    test('door and finance are refused with 403 on every catalogue call; owner and operator are let in', async () => {
      for (const email of [DOOR, FINANCE]) {
        const c = await loggedIn(t, email)
        for (const [method, path] of [
          ['GET', '/catalogue/shows'],
          ['GET', '/catalogue/venues'],
          ['POST', '/catalogue/shows'],
          ['PUT', '/catalogue/tiers/x'],
          ['DELETE', '/catalogue/tiers/x']
        ] as const) {
          const res = await c.call(method, path, method === 'GET' || method === 'DELETE' ? undefined : {})
          assert.deepEqual([res.status, res.body.errorCode], [403, 'STAFF_FORBIDDEN'], `${email} ${method} ${path}`)
        }
      }
      assert.equal((await owner.call('GET', '/catalogue/shows')).body.statusCode, 200)
      assert.equal((await operator.call('GET', '/catalogue/venues')).body.statusCode, 200)
    })

    test('a venue with a hall, a show, a session and two tiers are created; buyers find the show and see its tiers', async () => {
      const options = (await operator.call<CatalogueOptionsReply>('GET', '/catalogue/options')).body.data
      const city = options.cities[0]
      const made = await operator.call<AdminVenue>('POST', '/catalogue/venues', {
        cityId: city.id,
        name: T('测试剧场', 'Test Theatre'),
        address: T('测试路 1 号', '1 Test Road')
      })
      assert.equal(made.body.statusCode, 200, made.body.comments)
      const hall = await operator.call('POST', `/catalogue/venues/${made.body.data.id}/halls`, {
        name: T('大厅', 'Main Hall'),
        capacity: 800
      })
      assert.equal(hall.body.statusCode, 200, hall.body.comments)
      venue = (await operator.call<AdminVenue[]>('GET', '/catalogue/venues')).body.data.find(
        (v) => v.id === made.body.data.id
      ) as AdminVenue
      assert.equal(venue.halls.length, 1)
      assert.equal(
        venue.lat,
        (await t.db.query<{ lat: number }>('SELECT lat FROM cities WHERE id = $1', [city.id]))[0].lat,
        'no coordinates: the city centre'
      )

      const created = await operator.call<AdminShow>('POST', '/catalogue/shows', showInput(venue.id, options.categories[0].id))
      assert.equal(created.body.statusCode, 200, created.body.comments)
      const withSession = await operator.call<AdminShow>('POST', `/catalogue/shows/${created.body.data.id}/sessions`, {
        start: new Date(NOON.getTime() + 10 * 24 * HOUR).toISOString(),
        end: new Date(NOON.getTime() + 10 * 24 * HOUR + 2 * HOUR).toISOString(),
        hallId: venue.halls[0].id
      })
      assert.equal(withSession.body.statusCode, 200, withSession.body.comments)
      const sessionId = withSession.body.data.sessions[0].id
      for (const [name, priceFen] of [
        [T('看台', 'Stand'), 28000],
        [T('内场', 'Floor'), 68000]
      ] as const) {
        const res = await operator.call<AdminTier>('POST', `/catalogue/sessions/${sessionId}/tiers`, {
          name,
          priceFen,
          capacity: 10,
          minAge: null
        })
        assert.equal(res.body.statusCode, 200, res.body.comments)
      }
      show = (await operator.call<AdminShow>('GET', `/catalogue/shows/${created.body.data.id}`)).body.data
      tiers = show.sessions[0].tiers
      assert.deepEqual(
        tiers.map((x) => [x.priceFen, x.capacity, x.available, x.held, x.sold]),
        [
          [28000, 10, 10, 0, 0],
          [68000, 10, 10, 0, 0]
        ]
      )

      const list = (await operator.call<AdminShowSummary[]>('GET', '/catalogue/shows?q=console%20test&listing=ON_SALE')).body.data
      assert.deepEqual(
        list.map((s) => s.id),
        [show.id]
      )
      const found = await t.get<{ searchData: Array<{ showId: string }> }>(
        `/home/pub/v3/show_list/search?keyword=${encodeURIComponent('Console Test Concert')}&length=10&offset=0`,
        { 'accept-language': 'en-US' }
      )
      assert.equal(found.body.statusCode, 200, found.body.comments)
      assert.ok(JSON.stringify(found.body.data).includes(show.id), "the buyers' search finds the new show")
      const page = await t.get<{ showName: string }>(`/show/pub/v5/show/${show.id}/static`, { 'accept-language': 'en-US' })
      assert.equal(page.body.statusCode, 200, page.body.comments)
      assert.match(JSON.stringify(page.body.data), /控制台测试音乐会/)
    })

    test('the buyer buys a ticket of it through the normal order and sandbox payment path', async () => {
      const buyer = await phoneLogin(t, '13200000161')
      const calls = paying(t, buyer, `catalogue-${engine}`)
      const tr = await tier(t, tiers[0].id)
      const o = await calls.order(tr, 1)
      const info = await calls.startPay(o.unPaidTransactionIds[0])
      assert.equal((await calls.decide(info.cashierUrl, 'pay')).statusCode, 303)
      assert.deepEqual(await stock(t, tr.id), { available: 9, held: 0, sold: 1 })
    })

    let holder: Awaited<ReturnType<typeof phoneLogin>>
    let heldOrder: string
    test('stock never goes below what is held and sold (an unpaid order holds its tickets)', async () => {
      const buyer = (holder = await phoneLogin(t, '13200000162'))
      const tr = await tier(t, tiers[0].id)
      heldOrder = (await paying(t, buyer, `catalogue-hold-${engine}`).order(tr, 2)).orderId // held 2, sold 1
      assert.deepEqual(await stock(t, tr.id), { available: 7, held: 2, sold: 1 })
      const below = await operator.call('PUT', `/catalogue/tiers/${tr.id}`, { capacity: 2 })
      assert.equal(below.body.errorCode, 'CATALOGUE_STOCK_BELOW_TAKEN')
      assert.match(below.body.comments, /3/)
      assert.deepEqual(await stock(t, tr.id), { available: 7, held: 2, sold: 1 }, 'nothing changed')
      const exact = await operator.call<AdminTier>('PUT', `/catalogue/tiers/${tr.id}`, { capacity: 3 })
      assert.equal(exact.body.statusCode, 200, exact.body.comments)
      assert.deepEqual([exact.body.data.capacity, exact.body.data.available], [3, 0])
      const more = await operator.call<AdminTier>('PUT', `/catalogue/tiers/${tr.id}`, { capacity: 20, priceFen: 30000 })
      assert.deepEqual([more.body.data.capacity, more.body.data.available, more.body.data.priceFen], [20, 17, 30000])
    })

    test('a concurrent order and a stock cut: never oversold, the balance always holds', async () => {
      const tr = await tier(t, tiers[1].id)
      const buyer = await phoneLogin(t, '13200000163')
      const buying = paying(t, buyer, `catalogue-race-${engine}`)
      const [cut] = await Promise.all([
        operator.call('PUT', `/catalogue/tiers/${tr.id}`, { capacity: 0 }),
        buying.order(tr, 1).catch(() => null)
      ])
      const s = await stock(t, tr.id)
      const [{ capacity }] = await t.db.query<{ capacity: number }>('SELECT capacity FROM price_tiers WHERE id = $1', [tr.id])
      assert.equal(s.available + s.held + s.sold, capacity)
      if (s.held === 1) assert.equal(cut.body.errorCode, 'CATALOGUE_STOCK_BELOW_TAKEN')
      else assert.equal(capacity, 0)
    })

    test('a tier with sales cannot be deleted, only closed; a closed tier sells no more; an untouched tier is deleted', async () => {
      const sold = tiers[0].id
      const del = await operator.call('DELETE', `/catalogue/tiers/${sold}`)
      assert.equal(del.body.errorCode, 'CATALOGUE_TIER_HAS_SALES')
      const closed = await operator.call<AdminTier>('POST', `/catalogue/tiers/${sold}/close`)
      assert.equal(closed.body.statusCode, 200, closed.body.comments)
      assert.deepEqual([closed.body.data.closed, closed.body.data.available, closed.body.data.held, closed.body.data.sold], [true, 0, 2, 1])
      const buyer = await phoneLogin(t, '13200000164')
      const res = await t.call(
        'POST',
        '/buyer/buyer/v5/create_order',
        {
          showId: show.id,
          items: [{ bizShowSessionId: show.sessions[0].id, seatPlanId: sold, qty: 1 }],
          paymentParam: { payAmount: 30000 },
          idempotencyKey: `catalogue-closed-${engine}`
        },
        { 'access-token': buyer.accessToken }
      )
      assert.notEqual(res.body.statusCode, 200, 'a closed tier cannot be bought')
      // The held order is cancelled: its tickets leave the closed tier's stock instead of going back on sale.
      const cancelled = await t.call('POST', `/buyer/buyer/v5/orders/${heldOrder}/cancel`, {}, { 'access-token': holder.accessToken })
      assert.equal(cancelled.body.statusCode, 200, cancelled.body.comments)
      assert.deepEqual(await stock(t, sold), { available: 0, held: 0, sold: 1 })
      const spare = await operator.call<AdminTier>('POST', `/catalogue/sessions/${show.sessions[0].id}/tiers`, {
        name: T('空', 'Spare'),
        priceFen: 100,
        capacity: 5,
        minAge: null
      })
      assert.equal((await operator.call('DELETE', `/catalogue/tiers/${spare.body.data.id}`)).body.statusCode, 200)
      assert.equal((await t.db.query('SELECT 1 FROM price_tiers WHERE id = $1', [spare.body.data.id])).length, 0)
    })

    test('a draft is not shown to buyers: neither in the search nor by its id', async () => {
      const draft = await operator.call<AdminShow>('POST', '/catalogue/shows', {
        ...showInput(venue.id, show.categoryCode),
        name: T('草稿演出样本', 'Draft Sample Show'),
        listing: 'DRAFT'
      })
      assert.equal(draft.body.statusCode, 200, draft.body.comments)
      const found = await t.get(`/home/pub/v3/show_list/search?keyword=${encodeURIComponent('Draft Sample Show')}&length=10&offset=0`)
      assert.equal(JSON.stringify(found.body.data).includes(draft.body.data.id), false)
      assert.equal((await t.get(`/show/pub/v5/show/${draft.body.data.id}/static`)).body.errorCode, 'SHOW_NOT_FOUND')
      const live = await operator.call<AdminShow>('PUT', `/catalogue/shows/${draft.body.data.id}`, {
        ...showInput(venue.id, show.categoryCode),
        name: T('草稿演出样本', 'Draft Sample Show'),
        listing: 'ON_SALE'
      })
      assert.equal(live.body.data.listing, 'ON_SALE')
      assert.equal(
        (await t.get(`/show/pub/v5/show/${draft.body.data.id}/static`)).body.statusCode,
        200,
        'published: the kept reply was dropped'
      )
    })

    test('validation errors are CATALOGUE_INVALID envelopes naming the field, never a 500', async () => {
      const base = showInput(venue.id, 'CONCERT')
      const cases: Array<[string, string, string, object, RegExp]> = [
        ['no zh-CN name', 'POST', '/catalogue/shows', { ...base, name: { 'zh-MO': 'x', 'en-US': 'x' } }, /\/name/],
        ['a blank zh-CN name', 'POST', '/catalogue/shows', { ...base, name: { 'zh-CN': '', 'en-US': 'x' } }, /\/name/],
        ['limit per order 0', 'POST', '/catalogue/shows', { ...base, limitPerOrder: 0 }, /\/limitPerOrder/],
        ['unknown listing', 'POST', '/catalogue/shows', { ...base, listing: 'LIVE' }, /\/listing/],
        ['unknown venue', 'POST', '/catalogue/shows', { ...base, venueId: 'nope' }, /\/venueId/],
        ['bad sale time', 'POST', '/catalogue/shows', { ...base, saleTime: '2026-13-45T99:99' }, /\/saleTime/],
        ['unknown field', 'POST', '/catalogue/shows', { ...base, weight: 9 }, /weight/],
        ['unknown city', 'POST', '/catalogue/venues', { cityId: 'nowhere', name: T('a', 'a'), address: T('a', 'a') }, /\/cityId/],
        [
          'negative price',
          'POST',
          `/catalogue/sessions/${show.sessions[0].id}/tiers`,
          { name: T('a', 'a'), priceFen: -1, capacity: 1, minAge: null },
          /\/priceFen/
        ],
        [
          'end before start',
          'POST',
          `/catalogue/shows/${show.id}/sessions`,
          { start: '2027-01-02T10:00:00Z', end: '2027-01-01T10:00:00Z', hallId: null },
          /\/end/
        ],
        [
          'hall of another venue',
          'POST',
          `/catalogue/shows/${show.id}/sessions`,
          { start: '2027-01-02T10:00:00Z', end: null, hallId: 'H-none' },
          /\/hallId/
        ],
        ['stock not a number', 'PUT', `/catalogue/tiers/${tiers[0].id}`, { capacity: 'many' }, /\/capacity/]
      ]
      for (const [name, method, path, body, field] of cases) {
        const res = await operator.call(method as 'POST', path, body)
        assert.deepEqual([res.status, res.body.errorCode], [200, 'CATALOGUE_INVALID'], `${name}: ${res.body.comments}`)
        assert.match(res.body.comments, field, name)
      }
      assert.equal((await operator.call('GET', '/catalogue/shows/nope')).body.errorCode, 'CATALOGUE_NOT_FOUND')
    })

    test('merchant content: zh-CN required, zh-MO and en-US optional; a buyer of a language left out reads the zh-CN text', async () => {
      const only = await operator.call<AdminShow>('POST', '/catalogue/shows', {
        ...showInput(venue.id, show.categoryCode),
        name: { 'zh-CN': '只有简体名的演出' },
        tags: [{ 'zh-CN': '独家', 'en-US': '  ' }]
      })
      assert.equal(only.body.statusCode, 200, only.body.comments)
      assert.deepEqual(only.body.data.name, { 'zh-CN': '只有简体名的演出', 'zh-MO': '', 'en-US': '' }, 'stored with the three keys')
      for (const lang of ['en', 'zh-MO', 'zh']) {
        const page = await t.get<{ showName: string }>(`/show/pub/v5/show/${only.body.data.id}/static?lang=${lang}`)
        assert.equal(page.body.statusCode, 200, page.body.comments)
        assert.equal(page.body.data.showName, '只有简体名的演出', lang)
      }
      const translated = await operator.call<AdminShow>('PUT', `/catalogue/shows/${only.body.data.id}`, {
        ...showInput(venue.id, show.categoryCode),
        name: { 'zh-CN': '只有简体名的演出', 'en-US': 'Now in English' }
      })
      assert.equal(translated.body.statusCode, 200, translated.body.comments)
      const en = await t.get<{ showName: string }>(`/show/pub/v5/show/${only.body.data.id}/static?lang=en`)
      assert.equal(en.body.data.showName, 'Now in English')
    })

    test('taking the show off sale: buyers cannot buy it; every change wrote an audit row with before and after', async () => {
      const off = await operator.call<AdminShow>('PUT', `/catalogue/shows/${show.id}`, {
        ...showInput(venue.id, show.categoryCode),
        listing: 'OFF_SALE'
      })
      assert.equal(off.body.data.listing, 'OFF_SALE')
      const buyer = await phoneLogin(t, '13200000165')
      const res = await t.call(
        'POST',
        '/buyer/buyer/v5/create_order',
        {
          showId: show.id,
          items: [{ bizShowSessionId: show.sessions[0].id, seatPlanId: tiers[1].id, qty: 1 }],
          paymentParam: { payAmount: 68000 },
          idempotencyKey: `catalogue-off-${engine}`
        },
        { 'access-token': buyer.accessToken }
      )
      assert.notEqual(res.body.statusCode, 200)
      const audit = (await owner.call<AuditReply>('GET', '/audit?pageSize=100')).body.data
      const rows = audit.items.filter((a) => a.action.startsWith('catalogue.'))
      const actions = new Set(rows.map((a) => a.action))
      for (const a of [
        'catalogue.venue.create',
        'catalogue.hall.create',
        'catalogue.show.create',
        'catalogue.session.create',
        'catalogue.tier.create',
        'catalogue.tier.update',
        'catalogue.tier.close',
        'catalogue.tier.delete',
        'catalogue.show.update'
      ])
        assert.ok(actions.has(a), a)
      const update = rows.find((a) => a.action === 'catalogue.show.update' && a.target === `show:${show.id}`)
      assert.deepEqual(
        [(update?.before as { listing: string }).listing, (update?.after as { listing: string }).listing],
        ['ON_SALE', 'OFF_SALE']
      )
      assert.equal(
        rows.some((a) => a.action === 'catalogue.tier.update' && a.after && (a.after as { capacity: number }).capacity === 2),
        false,
        'a refused change wrote nothing'
      )
    })
  })
}
