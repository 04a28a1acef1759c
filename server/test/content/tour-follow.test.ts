/**
 * Following a tour (calls-errors-limits.md "POST tour subscribe_favorite/{id}"; issue #32 "Content and
 * contact"): the tour page's follow button and the followed tours on the favourites page — on every engine.
 */
import { describe, test, before, after } from 'node:test'
import assert from 'node:assert/strict'
import { ENGINES, NOON, seededApp, type TestApp } from '../helpers/helpers'
import { directBuyers } from '../helpers/account-helpers'
import { TOUR_FOLLOW_API, tourFollowPath, type FollowedTour, type TourFollowState } from '../../../types/api/tour-follow'

for (const engine of ENGINES) {
  describe(`tour follows on ${engine}`, () => {
    let t: TestApp
    let tours: string[]
    let buyers: Array<Record<string, string>>
    before(async () => {
      t = await seededApp(engine)
      tours = (await t.db.query<{ id: string }>("SELECT id FROM tours WHERE merchant_id = 'demo' ORDER BY id LIMIT 2")).map((r) => r.id)
      assert.equal(tours.length, 2, 'the seed has tours')
      buyers = await directBuyers(t, ['u-tour-1', 'u-tour-2'], '1390', 100)
    })
    after(async () => t.close())

    // With the fields the app's request layer adds to every body.
    const follow = (tourId: string, followIt: boolean, who = buyers[0]) =>
      t.call<TourFollowState>('POST', tourFollowPath(tourId), { follow: followIt, src: 'H5', merchantId: 'demo', appId: 'h5' }, who)
    const list = async (who = buyers[0]) => {
      const res = await t.get<FollowedTour[]>(TOUR_FOLLOW_API.list, who)
      assert.equal(res.body.statusCode, 200, res.body.comments)
      return res.body.data
    }

    test('follow, read back, list newest first with the name and show count; unfollow', async () => {
      assert.deepEqual((await t.get<TourFollowState>(tourFollowPath(tours[0]), buyers[0])).body.data, { tourId: tours[0], followed: false })
      assert.deepEqual((await follow(tours[0], true)).body.data, { tourId: tours[0], followed: true })
      t.setNow(new Date(NOON.getTime() + 1000))
      assert.equal((await follow(tours[1], true)).body.statusCode, 200)
      const mine = await list()
      assert.deepEqual(
        mine.map((f) => f.tourId),
        [tours[1], tours[0]]
      )
      const [{ n }] = await t.db.query<{ n: number }>("SELECT count(*)::int AS n FROM shows WHERE tour_id = $1 AND listing <> 'DRAFT'", [
        tours[0]
      ])
      assert.equal(mine[1].showCount, n)
      assert.ok(mine[1].tourName.length > 0)
      assert.deepEqual((await list(buyers[1])).length, 0, "another buyer's follows are not mine")
      assert.deepEqual((await follow(tours[1], false)).body.data, { tourId: tours[1], followed: false })
      assert.deepEqual(
        (await list()).map((f) => f.tourId),
        [tours[0]]
      )
    })

    test('a crowd of taps on follow leaves one row; unfollowing twice is fine', async () => {
      const results = await Promise.all(Array.from({ length: 12 }, () => follow(tours[0], true, buyers[1])))
      assert.deepEqual(new Set(results.map((r) => r.body.statusCode)), new Set([200]))
      const [{ n }] = await t.db.query<{ n: number }>("SELECT count(*)::int AS n FROM tour_follows WHERE user_id = 'u-tour-2'")
      assert.equal(n, 1)
      assert.equal((await follow(tours[0], false, buyers[1])).body.statusCode, 200)
      assert.deepEqual((await follow(tours[0], false, buyers[1])).body.data, { tourId: tours[0], followed: false })
    })

    test("errors in the spec's envelope, never a 500: unknown or another merchant's tour, bad body, no login", async () => {
      const unknown = await follow('NO-SUCH-TOUR', true)
      assert.notEqual(unknown.status, 500)
      assert.notEqual(unknown.body.statusCode, 200)
      assert.ok(unknown.body.comments)
      await t.db.query("INSERT INTO merchants (id, name, config) SELECT 'shop_tour', name, config FROM merchants WHERE id = 'demo'")
      await t.db.query("INSERT INTO tours (id, merchant_id, name) VALUES ('T-OTHER', 'shop_tour', '{}'::jsonb)")
      const other = await follow('T-OTHER', true)
      assert.equal(other.body.statusCode, unknown.body.statusCode, "another merchant's tour is as unknown")
      const bad = await t.call('POST', tourFollowPath(tours[0]), { follow: 'yes' }, buyers[0])
      assert.notEqual(bad.status, 500)
      assert.notEqual(bad.body.statusCode, 200)
      assert.ok(bad.body.comments)
      const anon = await t.call('POST', tourFollowPath(tours[0]), { follow: true })
      assert.notEqual(anon.body.statusCode, 200)
      const [{ n }] = await t.db.query<{ n: number }>("SELECT count(*)::int AS n FROM tour_follows WHERE tour_id = 'T-OTHER'")
      assert.equal(n, 0, 'nothing written for a refused follow')
    })
  })
}
