/**
 * The demo shop (issue "Shop" item 6: "the demo merchant sells real-looking merchandise ... tied to some
 * shows"): fixed goods whatever the day, and given once to a database seeded before goods existed.
 */
import { describe, test, before, after } from 'node:test'
import assert from 'node:assert/strict'
import { ANCHOR, ENGINES, openSeededDb, type TestDb } from '../helpers/helpers'
import { seedMissingDemoGoods } from '../../src/seed/demo-goods'

const SNAPSHOT = `SELECT k.id, k.spu_id, k.attribute_value_ids, k.price_fen, k.capacity, k.available, k.picture_url,
       (SELECT array_agg(t.show_id ORDER BY t.show_id) FROM spu_shows t WHERE t.spu_id = k.spu_id) AS shows
  FROM skus k JOIN spus s ON s.id = k.spu_id WHERE s.merchant_id = 'demo' ORDER BY k.id`

for (const engine of ENGINES) {
  describe(`the demo shop on ${engine}`, () => {
    let tdb: TestDb
    before(async () => {
      tdb = await openSeededDb(engine)
    })
    after(async () => tdb.drop())

    test('T-shirts in sizes and colours, a light stick, a programme, a venue voucher, tied to concerts; a ticket stub in three designs', async () => {
      const goods = await tdb.db.query<{ id: string; kind: string; skus: number; shows: number }>(
        `SELECT s.id, s.kind, (SELECT count(*)::int FROM skus k WHERE k.spu_id = s.id) AS skus,
                (SELECT count(*)::int FROM spu_shows t JOIN shows sh ON sh.id = t.show_id AND sh.category_code = 'CONCERT' WHERE t.spu_id = s.id) AS shows
           FROM spus s WHERE s.merchant_id = 'demo' ORDER BY s.sort`
      )
      assert.deepEqual(
        goods.map((g) => [g.id, g.kind, g.skus]),
        [
          ['spu_demo_tee', 'PHYSICAL', 8],
          ['spu_demo_lightstick', 'PHYSICAL', 2],
          ['spu_demo_programme', 'PHYSICAL', 1],
          ['spu_demo_drinks', 'VOUCHER', 1],
          ['spu_demo_tote', 'PHYSICAL', 1],
          ['spu_demo_poster', 'PHYSICAL', 1],
          ['spu_demo_stub', 'STUB', 3]
        ]
      )
      assert.equal(goods.find((g) => g.id === 'spu_demo_tee')?.shows, 2)
    })

    test('a database seeded before goods gets the same demo shop once; a second start adds nothing', async () => {
      const seeded = await tdb.db.query(SNAPSHOT)
      await tdb.db.query("DELETE FROM skus WHERE spu_id LIKE 'spu_demo_%'")
      await tdb.db.query("DELETE FROM spus WHERE merchant_id = 'demo'")
      await tdb.db.query("DELETE FROM goods_categories WHERE merchant_id = 'demo'")
      await seedMissingDemoGoods(tdb.db, ANCHOR)
      assert.deepEqual(await tdb.db.query(SNAPSHOT), seeded)
      await seedMissingDemoGoods(tdb.db, ANCHOR)
      assert.deepEqual(await tdb.db.query(SNAPSHOT), seeded)
      // A demo shop seeded before ticket stubs gets the stub once.
      await tdb.db.query("DELETE FROM skus WHERE spu_id = 'spu_demo_stub'")
      await tdb.db.query("DELETE FROM spus WHERE id = 'spu_demo_stub'")
      await seedMissingDemoGoods(tdb.db, ANCHOR)
      await seedMissingDemoGoods(tdb.db, ANCHOR)
      assert.deepEqual(await tdb.db.query(SNAPSHOT), seeded)
      const [{ n }] = await tdb.db.query<{ n: number }>("SELECT count(*)::int AS n FROM layouts WHERE id = 'L-SHOP'")
      assert.equal(n, 1)
    })
  })
}
