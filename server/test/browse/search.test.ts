/**
 * show_list/search (calls-errors-limits.md section 7): keyword with marked matches, category, city, dates,
 * paging of 20 and sorting; on every engine.
 */
import { describe, test, before, after } from 'node:test'
import assert from 'node:assert/strict'
import { ENGINES, seededApp, type TestApp } from '../helpers/helpers'

interface Card {
  showId: string
  showName: string
  showNameArr: Array<{ text: string; highlight: boolean }>
  showType: string
  cityId: string
  firstShowTime?: number
  lastShowTime?: number
  minOriginalPriceInfo?: { yuanNum: string; centNum: string }
  showStatus: string
}
interface Page {
  list: Card[]
  total: number
  offset: number
  length: number
  hasMore: boolean
}

const SEARCH = '/home/pub/v3/show_list/search'
const price = (c: Card) => Number(c.minOriginalPriceInfo?.yuanNum ?? Infinity) * 100 + Number(c.minOriginalPriceInfo?.centNum || 0)

for (const engine of ENGINES) {
  describe(`search on ${engine}`, () => {
    let t: TestApp
    before(async () => {
      t = await seededApp(engine)
    })
    after(async () => t.close())

    const search = async (query: string) => {
      const res = await t.get<Page>(`${SEARCH}?${query}`)
      assert.equal(res.status, 200)
      assert.equal(res.body.statusCode, 200, res.body.comments)
      return res.body.data
    }

    test('pages of 20 by default; the whole catalogue (at least 150 shows) without filters', async () => {
      const page = await search('')
      assert.equal(page.list.length, 20)
      assert.equal(page.length, 20)
      assert.ok(page.total >= 150, `total ${page.total}`)
      assert.equal(page.hasMore, true)
    })

    test('paging walks the result set without overlap and ends with hasMore false', async () => {
      const seen = new Set<string>()
      let offset = 0
      let last: Page | undefined
      for (;;) {
        last = await search(`offset=${offset}&length=50&sortType=TIME`)
        for (const c of last.list) {
          assert.ok(!seen.has(c.showId), `duplicate ${c.showId}`)
          seen.add(c.showId)
        }
        if (!last.hasMore) break
        offset += 50
      }
      assert.equal(seen.size, last.total)
      const beyond = await search(`offset=${last.total + 10}`)
      assert.deepEqual(beyond.list, [])
      assert.equal(beyond.total, last.total)
      assert.equal(beyond.hasMore, false)
    })

    test('keyword matches names in any language, case-insensitively, and marks the matching text', async () => {
      const page = await search('keyword=JAZZ&lang=en&length=50')
      assert.ok(page.list.length > 0)
      for (const c of page.list) {
        assert.match(c.showName.toLowerCase(), /jazz/)
        const marked = c.showNameArr.filter((p) => p.highlight).map((p) => p.text.toLowerCase())
        assert.ok(marked.includes('jazz'))
        assert.equal(c.showNameArr.map((p) => p.text).join(''), c.showName)
      }
      const zh = await search(`keyword=${encodeURIComponent('爵士')}&lang=zh&length=50`)
      assert.equal(zh.total, page.total)
      assert.ok(zh.list[0].showNameArr.some((p) => p.highlight && p.text === '爵士'))
    })

    test('a keyword with LIKE wildcards is matched as typed', async () => {
      assert.equal((await search('keyword=%25')).total, 0)
      assert.equal((await search('keyword=_')).total, 0)
    })

    test('category and city filters', async () => {
      const concerts = await search('backendCategoryCode=CONCERT&length=50')
      assert.ok(concerts.total >= 20)
      assert.ok(concerts.list.every((c) => c.showType === 'CONCERT'))
      const shanghai = await search('cityId=BL1106&length=50')
      assert.ok(shanghai.total > 0)
      assert.ok(shanghai.list.every((c) => c.cityId === 'BL1106'))
      const both = await search('cityId=BL1106&backendCategoryCode=SPORTS&length=50')
      assert.ok(both.list.every((c) => c.cityId === 'BL1106' && c.showType === 'SPORTS'))
      assert.ok(both.total < shanghai.total)
    })

    test("date range keeps shows with a session inside it (shows' local days)", async () => {
      const page = await search('startDate=2027-01-01&endDate=2027-01-31&length=50')
      assert.ok(page.total > 0)
      const from = Date.parse('2027-01-01T00:00:00+08:00')
      const to = Date.parse('2027-02-01T00:00:00+08:00')
      for (const c of page.list) assert.ok((c.lastShowTime as number) >= from && (c.firstShowTime as number) < to, c.showId)
    })

    test('sort by time, by price ascending and descending', async () => {
      const byTime = (await search('sortType=TIME&length=50')).list.map((c) => c.firstShowTime as number)
      assert.deepEqual(
        byTime,
        [...byTime].sort((a, b) => a - b)
      )
      const asc = (await search('sortType=PRICE_ASC&length=50')).list.map(price)
      assert.deepEqual(
        asc,
        [...asc].sort((a, b) => a - b)
      )
      const desc = (await search('sortType=PRICE_DESC&length=50')).list.map(price)
      assert.deepEqual(
        desc,
        [...desc].sort((a, b) => b - a)
      )
    })

    test('sort by distance puts the nearest city first', async () => {
      const page = await search('sortType=DISTANCE&lat=39.9&lng=116.4&length=5')
      assert.equal(page.list[0].cityId, 'BL1101')
    })

    test('issue #14: a card\'s lowest price reads "¥100起" in Chinese and "From ¥100" in English, never "¥100 up"', async () => {
      const priced = (page: Page) =>
        page.list.find((c) => c.minOriginalPriceInfo) as Card & { minOriginalPriceInfo: { prefix: string; suffix: string } }
      const zh = priced(await search('lang=zh'))
      assert.equal(zh.minOriginalPriceInfo.prefix, '¥')
      assert.equal(zh.minOriginalPriceInfo.suffix, '起')
      const en = priced(await search('lang=en'))
      assert.equal(en.minOriginalPriceInfo.prefix, 'From ¥')
      assert.equal(en.minOriginalPriceInfo.suffix, '')
    })

    test('bad parameters answer the envelope with statusCode 40000, mode toast, in the request language', async () => {
      for (const [query, lang, text] of [
        ['length=abc', 'en', 'Invalid parameter'],
        ['length=0', 'zh', '参数错误'],
        ['offset=-1', 'zh-MO', '參數錯誤'],
        ['sortType=RANDOM', 'en', 'Invalid parameter'],
        ['startDate=yesterday', 'en', 'Invalid parameter']
      ]) {
        const res = await t.get(`${SEARCH}?${query}&lang=${lang}`)
        assert.equal(res.status, 200, query)
        assert.equal(res.body.statusCode, 40000, query)
        assert.equal(res.body.mode, 'toast')
        assert.ok(res.body.comments.startsWith(text), `${query}: ${res.body.comments}`)
        assert.equal(res.body.data, null)
      }
    })
  })
}
