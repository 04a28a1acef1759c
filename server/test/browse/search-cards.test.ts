/**
 * Issue #14 items 10 and 12 on the gateway:
 * - item 10, "Search finds nothing outside the current city without saying so ('星河' in 北京: no result, 7
 *   elsewhere): show matches in other cities below, with their city. Add trending searches."
 * - item 12, "denser cards with the metadata buyers scan (date range, venue, 'N人想看', status)": the want
 *   count kept on the show, moved by favourites, on cards and show detail.
 * On every engine, plus the plain rules (trending-terms.ts) directly.
 */
import { describe, test, before, after } from 'node:test'
import assert from 'node:assert/strict'
import { ENGINES, NOON, seededApp, type TestApp } from '../helpers/helpers'
import { auth, phoneLogin } from '../helpers/account-helpers'
import { normaliseTerm, showNameTerm, trendingTerms, MIN_SEARCHES } from '../../src/browse/trending-terms'
import { demoWantCount } from '../../src/seed/catalog'

interface Card {
  showId: string
  showName: string
  cityId: string
  cityName: string
  wantCount?: number
  showNameArr: Array<{ text: string; highlight: boolean }>
}
interface Page {
  list: Card[]
  total: number
  elsewhere?: { total: number; cities: Array<{ cityId: string; cityName: string; shows: Card[] }> }
}
interface Trending {
  keyword: string
  source: 'SEARCHES' | 'SHOWS'
}

const SEARCH = '/home/pub/v3/show_list/search'
const TRENDING = '/home/pub/v1/search_terms/trending'
const BEIJING = 'BL1101'

describe('trending rule (trending-terms.ts)', () => {
  test('"Add trending searches": most searched first, then hot shows\' names without their city, no keyword twice', () => {
    const terms = trendingTerms(
      [
        { term: 'jazz', searches: 3 },
        { term: '星河', searches: 9 },
        { term: 'once', searches: MIN_SEARCHES - 1 }
      ],
      ['星河乐队 巡回演唱会 · 北京', '星河乐队 巡回演唱会 · 上海', 'Jazz · Paris', '天鹅湖 芭蕾舞剧 · 上海'],
      4
    )
    assert.deepEqual(terms, [
      { keyword: '星河', source: 'SEARCHES' },
      { keyword: 'jazz', source: 'SEARCHES' },
      { keyword: '星河乐队 巡回演唱会', source: 'SHOWS' },
      { keyword: '天鹅湖 芭蕾舞剧', source: 'SHOWS' }
    ])
  })

  test('a search is counted in one form: trimmed, spaces collapsed, lower case, at most 50 characters', () => {
    assert.equal(normaliseTerm('  Star   River '), 'star river')
    assert.equal(normaliseTerm('   '), '')
    assert.equal(normaliseTerm('x'.repeat(80)).length, 50)
    assert.equal(showNameTerm('滨江音乐节 · 春之交响 · 上海'), '滨江音乐节 · 春之交响')
  })
})

for (const engine of ENGINES) {
  describe(`search cards on ${engine}`, () => {
    let t: TestApp
    before(async () => {
      t = await seededApp(engine)
    })
    after(async () => t.close())

    const search = async (query: string) => {
      const res = await t.get<Page>(`${SEARCH}?${query}`)
      assert.equal(res.body.statusCode, 200, res.body.comments)
      return res.body.data
    }

    test('"\'星河\' in 北京: no result, 7 elsewhere": the first page carries the matches in other cities, grouped, each with its city', async () => {
      const everywhere = await search(`keyword=${encodeURIComponent('星河')}&length=50&lang=zh`)
      const inBeijing = everywhere.list.filter((c) => c.cityId === BEIJING)
      const elsewhere = everywhere.list.filter((c) => c.cityId !== BEIJING)
      assert.ok(elsewhere.length >= 3, 'the demo data has 星河 shows outside Beijing')
      assert.equal(inBeijing.length, 0, 'and none in Beijing')

      const page = await search(`pageType=SEARCH&keyword=${encodeURIComponent('星河')}&cityId=${BEIJING}&lang=zh`)
      assert.equal(page.total, 0)
      assert.ok(page.elsewhere, 'the old reply said nothing about other cities')
      assert.equal(page.elsewhere.total, elsewhere.length)
      const shows = page.elsewhere.cities.flatMap((g) => g.shows)
      assert.deepEqual(new Set(shows.map((s) => s.showId)), new Set(elsewhere.map((s) => s.showId)))
      for (const group of page.elsewhere.cities) {
        assert.ok(group.cityName && group.cityId !== BEIJING)
        for (const s of group.shows) assert.equal(s.cityId, group.cityId)
      }
      // Cities with most matches first; the match is marked as in the city's own results.
      const sizes = page.elsewhere.cities.map((g) => g.shows.length)
      assert.deepEqual(
        sizes,
        [...sizes].sort((a, b) => b - a)
      )
      assert.ok(shows.every((s) => s.showNameArr.some((p) => p.highlight && p.text === '星河')))
    })

    test('a search that finds enough in the city, a later page, or a list without a keyword carries no matches elsewhere', async () => {
      const shanghai = await search(`pageType=SEARCH&keyword=${encodeURIComponent('上海')}&cityId=BL1106&lang=zh`)
      assert.ok(shanghai.total >= 3)
      assert.equal(shanghai.elsewhere, undefined)
      assert.equal(
        (await search(`pageType=SEARCH&keyword=${encodeURIComponent('星河')}&cityId=${BEIJING}&offset=20&lang=zh`)).elsewhere,
        undefined
      )
      assert.equal((await search(`pageType=HOME&cityId=${BEIJING}&lang=zh`)).elsewhere, undefined)
      assert.equal(
        (await search(`pageType=SEARCH&keyword=${encodeURIComponent('没有这种演出')}&cityId=${BEIJING}&lang=zh`)).elsewhere,
        undefined
      )
    })

    test('"Add trending searches": with no history, the hottest shows\' names, each finding shows; in the buyer\'s language', async () => {
      const zh = (await t.get<Trending[]>(`${TRENDING}?lang=zh`)).body.data
      assert.ok(zh.length >= 5)
      assert.ok(zh.every((x) => x.source === 'SHOWS'))
      for (const x of zh.slice(0, 3)) assert.ok((await search(`keyword=${encodeURIComponent(x.keyword)}&lang=zh`)).total > 0, x.keyword)
      const en = (await t.get<Trending[]>(`${TRENDING}?lang=en`)).body.data
      assert.match(en[0].keyword, /^[\x20-\x7e’·&]+$/)
    })

    test('"Add trending searches": submitted searches are counted per day and lead the list; a keyword that finds nothing never trends', async () => {
      for (let i = 0; i < 3; i++)
        assert.equal((await t.call('POST', '/home/pub/v1/search_terms', { keyword: ' 星河 ' })).body.statusCode, 200)
      for (let i = 0; i < 5; i++) await t.call('POST', '/home/pub/v1/search_terms', { keyword: 'nothing-matches-this' })
      t.forgetCaches()
      const list = (await t.get<Trending[]>(`${TRENDING}?lang=zh`)).body.data
      assert.deepEqual(list[0], { keyword: '星河', source: 'SEARCHES' })
      assert.ok(!list.some((x) => x.keyword === 'nothing-matches-this'))
      // Eight days later the searches have left the window.
      t.setNow(new Date(NOON.getTime() + 8 * 86400000))
      t.forgetCaches()
      const later = (await t.get<Trending[]>(`${TRENDING}?lang=zh`)).body.data
      assert.ok(!later.some((x) => x.source === 'SEARCHES'))
      t.setNow(NOON)
      t.forgetCaches()
    })

    test('"\'N人想看\'": cards and show detail carry the want count; a favourite moves it once per buyer, a removal moves it back', async () => {
      const id = '100001'
      const card = async () =>
        (await search(`keyword=${id}&lang=zh`)).list.find((c) => c.showId === id) ??
        (await t.get<Card>(`/buyer/pub/v1/shows/${id}/preview`)).body.data
      const detail = async () => (await t.get<{ wantCount: number }>(`/show/pub/v5/show/${id}/static`)).body.data.wantCount
      const before = (await card()).wantCount as number
      assert.equal(typeof before, 'number', 'the old card had no want count')
      assert.equal(await detail(), before)
      const buyer = await phoneLogin(t, '13900000141')
      const put = await t.call<{ favourite: boolean; wantCount: number }>('PUT', `/buyer/buyer/v1/favourite_shows/${id}`, {}, auth(buyer))
      assert.equal(put.body.data.wantCount, before + 1)
      await t.call('PUT', `/buyer/buyer/v1/favourite_shows/${id}`, {}, auth(buyer))
      t.forgetCaches()
      assert.equal((await card()).wantCount, before + 1, 'a second add does not count twice')
      assert.equal(await detail(), before + 1)
      const del = await t.call<{ wantCount: number }>('DELETE', `/buyer/buyer/v1/favourite_shows/${id}`, {}, auth(buyer))
      assert.equal(del.body.data.wantCount, before)
      await t.call('DELETE', `/buyer/buyer/v1/favourite_shows/${id}`, {}, auth(buyer))
      t.forgetCaches()
      assert.equal(await detail(), before)
    })

    test('the demo shows are seeded with plausible want counts (hotter shows wanted more)', async () => {
      const rows = await t.db.query<{ weight: number; want_count: number }>('SELECT weight, want_count FROM shows')
      assert.ok(rows.every((r) => r.want_count === demoWantCount(r.weight)))
      assert.ok(rows.some((r) => r.want_count >= 10000) && rows.some((r) => r.want_count < 1000))
    })
  })
}
