/**
 * search_terms (migration 021) is pruned by the gateway's sweeper: counts of days older than the trending
 * window plus a margin go, the days trending still reads stay; on every engine.
 */
import { describe, test, before, after } from 'node:test'
import assert from 'node:assert/strict'
import { ENGINES, NOON, seededApp, type TestApp } from '../helpers/helpers'
import { SearchTermsRepository } from '../../src/browse/search-terms.repository'
import { SearchTermsService } from '../../src/browse/search-terms.service'
import { SEARCH_TERMS_KEEP_MARGIN_DAYS, TRENDING_DAYS } from '../../src/browse/trending-terms'

for (const engine of ENGINES) {
  describe(`search_terms pruning on ${engine}`, () => {
    let t: TestApp
    before(async () => {
      t = await seededApp(engine)
    })
    after(async () => t.close())

    test('the sweep deletes counts older than the trending window plus the margin, keeps the rest, and trending still reads the window', async () => {
      const keep = TRENDING_DAYS + SEARCH_TERMS_KEEP_MARGIN_DAYS
      // NOON is 2026-11-22 12:00 UTC; one row per day from today back to keep + 3 days ago.
      for (let ago = 0; ago <= keep + 3; ago++) {
        await t.db.query(
          `INSERT INTO search_terms (merchant_id, day, term, searches) VALUES ('demo', DATE '2026-11-22' - $1::int, $2, 5)`,
          [ago, `星河${ago === 0 ? '' : ` ${ago}`}`]
        )
      }
      const service = new SearchTermsService(new SearchTermsRepository(t.db), async () => 'Asia/Shanghai')
      assert.equal(await service.pruneOld(NOON), 3)
      const days = (await t.db.query<{ ago: number }>(`SELECT (DATE '2026-11-22' - day)::int AS ago FROM search_terms ORDER BY ago`)).map(
        (r) => r.ago
      )
      assert.equal(days.length, keep + 1)
      assert.equal(days[days.length - 1], keep)
      // A second sweep finds nothing more to delete.
      assert.equal(await service.pruneOld(NOON), 0)
      t.forgetCaches()
      const trending = (await t.get<Array<{ keyword: string; source: string }>>('/home/pub/v1/search_terms/trending?lang=zh')).body.data
      assert.deepEqual(trending[0], { keyword: '星河', source: 'SEARCHES' })
    })
  })
}
