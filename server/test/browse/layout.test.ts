/** Layouts, the waterfall feed, banner images and the smaller browse calls (issue #4), on every engine. */
import { describe, test, before, after } from 'node:test'
import assert from 'node:assert/strict'
import { ENGINES, seededApp, type TestApp } from '../helpers/helpers'
import { seedMissingLayouts } from '../../src/seed/seed'

interface Banner {
  itemId: string
  title: string
  imageUrl: string
  jumpType: string
  jumpValue?: string
}
interface Component {
  componentId: string
  componentType: string
  style?: string
  title?: string
  items?: Banner[]
}
interface Layout {
  layoutId: string
  page: string
  title: string
  components: Component[]
}
interface Card {
  showId: string
  showStatus: string
  cityId: string
  showType: string
}
interface Page {
  list: Card[]
  total: number
  hasMore: boolean
}

for (const engine of ENGINES) {
  describe(`layouts and browse extras on ${engine}`, () => {
    let t: TestApp
    before(async () => {
      t = await seededApp(engine)
    })
    after(async () => t.close())

    test('HOME layout: "component types are NORMAL, USER and WATERFALL", banners jump to real shows', async () => {
      const res = await t.get<Layout>('/home/pub/v5/layouts?page=HOME&lang=en')
      assert.equal(res.body.statusCode, 200)
      assert.deepEqual(
        res.body.data.components.map((c) => c.componentType),
        ['NORMAL', 'USER', 'WATERFALL']
      )
      const banners = res.body.data.components[0].items ?? []
      const showBanners = banners.filter((b) => b.jumpType === 'SHOW_DETAIL')
      assert.equal(showBanners.length, 3)
      for (const b of showBanners) {
        const show = await t.get<{ showName: string }>(`/show/pub/v5/show/${b.jumpValue}/static?lang=en`)
        assert.equal(show.body.statusCode, 200)
        assert.equal(b.title, show.body.data.showName)
      }
      assert.ok(banners.some((b) => b.jumpType === 'SEARCH_KEYWORD' && b.jumpValue))
    })

    test('layout texts follow the request language', async () => {
      const zh = await t.get<Layout>('/home/pub/v5/layouts?page=HOME&lang=zh')
      const en = await t.get<Layout>('/home/pub/v5/layouts?page=HOME&lang=en')
      assert.equal(zh.body.data.title, '首页')
      assert.equal(en.body.data.title, 'Home')
    })

    test('a disabled or ended layout is not served; the page then has none (data null)', async () => {
      await t.db.query("UPDATE layouts SET end_time = '2026-11-22T01:00:00Z' WHERE id = 'L-PAY'")
      const res = await t.get<Layout | null>('/home/pub/v5/layouts?page=PAY_SUCCESS')
      assert.equal(res.body.statusCode, 200)
      assert.equal(res.body.data, null)
    })

    test('a missing or unknown page is an invalid-parameter envelope in the request language, not a 500', async () => {
      const missing = await t.get('/home/pub/v5/layouts?lang=en')
      assert.equal(missing.status, 200)
      assert.equal(missing.body.statusCode, 40000)
      assert.equal(missing.body.mode, 'toast')
      assert.match(missing.body.comments, /parameter/i)
      const unknown = await t.get('/home/pub/v5/layouts?page=NOPE&lang=zh')
      assert.equal(unknown.body.statusCode, 40000)
      assert.match(unknown.body.comments, /参数/)
    })

    test('banner images are generated SVGs; an unknown banner is a 404 envelope', async () => {
      const res = await t.app.inject({ url: '/pub/images/banner/L-HOME/B4.svg?lang=en' })
      assert.equal(res.statusCode, 200)
      assert.match(res.headers['content-type'] as string, /image\/svg\+xml/)
      assert.match(res.body, /A concert this weekend/)
      const missing = await t.get('/pub/images/banner/L-HOME/B99.svg')
      assert.equal(missing.status, 404)
      assert.equal(missing.body.statusCode, 40400)
    })

    test('#9 "no mixed language": a banner\'s picture is asked for in the layout\'s language, so English has English titles', async () => {
      const en = await t.get<Layout>('/home/pub/v5/layouts?page=HOME&lang=en')
      const banner = en.body.data.components.find((c) => c.componentType === 'NORMAL' && c.items)
      assert.ok(banner?.items)
      const picture = await t.app.inject({ url: banner.items[0].imageUrl })
      assert.equal(picture.statusCode, 200)
      assert.doesNotMatch(picture.body, /[\u4e00-\u9fff]/, 'no Chinese in the English banner')
    })

    test('masonry_component_data pages the waterfall: "length (default 20)", no show twice, city filter', async () => {
      const q = '/home/pub/v5/masonry_component_data?layoutId=L-HOME&componentId=feed&componentType=WATERFALL'
      const first = await t.get<Page>(q)
      assert.equal(first.body.data.list.length, 20)
      const second = await t.get<Page>(`${q}&offset=20`)
      const ids = new Set([...first.body.data.list, ...second.body.data.list].map((s) => s.showId))
      assert.equal(ids.size, 40)
      const city = await t.get<Page>(`${q}&cityId=BL1101&length=50`)
      assert.ok(city.body.data.list.length > 0)
      assert.ok(city.body.data.list.every((s) => s.cityId === 'BL1101'))
      assert.ok(city.body.data.total < first.body.data.total)
    })

    test('a topic waterfall keeps its category rule', async () => {
      const res = await t.get<Page>(
        '/home/pub/v5/masonry_component_data?layoutId=L-TOPIC-1&componentId=feed&componentType=WATERFALL&length=50'
      )
      assert.ok(res.body.data.list.length > 0)
      assert.ok(res.body.data.list.every((s) => s.showType === 'MUSIC'))
    })

    test('"sold-out shows fill 为你推荐 on home" (issue #31 item 3): a sold-out show leaves the feed and the recommendations', async () => {
      const q = '/home/pub/v5/masonry_component_data?layoutId=L-HOME&componentId=feed&componentType=WATERFALL&length=50'
      const before = await t.get<Page>(q)
      const sold = before.body.data.list[0]
      const tiers = await t.db.query<{ id: string; available: number; sold: number }>(
        'SELECT pt.id, pt.available, pt.sold FROM price_tiers pt JOIN sessions ss ON ss.id = pt.session_id WHERE ss.show_id = $1',
        [sold.showId]
      )
      // Every ticket sold (stock balance: available + held + sold = capacity).
      await t.db.query('UPDATE price_tiers SET sold = sold + available, available = 0 WHERE id = ANY($1::text[])', [tiers.map((x) => x.id)])
      try {
        // Another length: a reply kept for a second (reply-cache) is not what this reads.
        const after = await t.get<Page>(q.replace('length=50', 'length=49'))
        assert.ok(!after.body.data.list.some((s) => s.showId === sold.showId))
        assert.equal(after.body.data.total, before.body.data.total - 1)
        assert.ok(after.body.data.list.every((s) => s.showStatus !== 'SOLD_OUT'))
        const recommended = await t.get<Card[]>('/show/pub/v1/recommend_shows?length=30')
        assert.ok(!recommended.body.data.some((s) => s.showId === sold.showId))
      } finally {
        for (const x of tiers)
          await t.db.query('UPDATE price_tiers SET available = $2, sold = $3 WHERE id = $1', [x.id, x.available, x.sold])
      }
    })

    test('masonry for a component that is not a waterfall is not found', async () => {
      const res = await t.get('/home/pub/v5/masonry_component_data?layoutId=L-HOME&componentId=banner&componentType=WATERFALL')
      assert.equal(res.body.statusCode, 40400)
    })

    test('recommend shows: same category, never the show itself, never one that cannot be bought', async () => {
      const [base] = await t.db.query<{ id: string; category_code: string }>(
        "SELECT id, category_code FROM shows WHERE state = 'SCHEDULED' ORDER BY id LIMIT 1"
      )
      const res = await t.get<Card[]>(`/show/pub/v1/recommend_shows?showId=${base.id}&length=5`)
      assert.equal(res.body.data.length, 5)
      for (const s of res.body.data) {
        assert.notEqual(s.showId, base.id)
        assert.equal(s.showType, base.category_code)
        assert.ok(!['CANCELED', 'COMPLETED', 'SOLD_OUT', 'DISABLED'].includes(s.showStatus))
      }
    })

    test('venue detail with its shows, venue list by city, show preview', async () => {
      const venue = await t.get<{ venueName: string; venueAddress: string; shows: Card[] }>('/show/pub/v1/venues/BL1106-V1?lang=en')
      assert.equal(venue.body.statusCode, 200)
      assert.match(venue.body.data.venueAddress, /Shanghai/)
      const list = await t.get<Array<{ venueId: string; cityId: string; showCount: number }>>('/show/pub/v1/venues?cityId=BL1106')
      assert.ok(list.body.data.length >= 3)
      assert.ok(list.body.data.every((v) => v.cityId === 'BL1106'))
      assert.equal(
        list.body.data.find((v) => v.venueId === 'BL1106-V1')?.showCount,
        venue.body.data.shows.filter((s) => s.showStatus !== 'CANCELED').length
      )
      const missing = await t.get('/show/pub/v1/venues/NOPE')
      assert.equal(missing.body.statusCode, 40400)
      const preview = await t.get<Card>(`/buyer/pub/v1/shows/${venue.body.data.shows[0].showId}/preview`)
      assert.equal(preview.body.data.showId, venue.body.data.shows[0].showId)
    })

    test('customer service config of the merchant', async () => {
      const res = await t.get<{ customerServiceType: string; telephone: string; workTimes: unknown[] }>('/show/pub/v1/customer_service')
      assert.equal(res.body.data.customerServiceType, 'ONLINE_AND_TEL_CUSTOMER_SERVICE')
      assert.equal(res.body.data.workTimes.length, 7)
    })

    test('a database seeded before layouts existed gets them once', async () => {
      await t.db.query("DELETE FROM layouts WHERE merchant_id = 'demo'")
      assert.equal(await seedMissingLayouts(t.db), 5)
      assert.equal(await seedMissingLayouts(t.db), 0)
    })
  })
}
