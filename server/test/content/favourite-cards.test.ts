/**
 * The favourites page's call (product.md "User area": favorite-show; brief: "the buyer's favourite shows
 * list ... with the show cards the app uses elsewhere, paging, remove from favourites"), on every engine:
 * newest first, paged with total and hasMore, only this shop's shows, drafts left out, removal at once.
 */
import { describe, test, before, after } from 'node:test'
import assert from 'node:assert/strict'
import { ENGINES, NOON, seededApp, type TestApp } from '../helpers/helpers'
import { auth, phoneLogin, type Login } from '../helpers/account-helpers'
import { FAVOURITE_CARDS_PATH, type FavouriteCardsPage } from '../../../types/api/favourite'

for (const engine of ENGINES) {
  describe(`favourite show cards on ${engine}`, () => {
    let t: TestApp
    let buyer: Login
    let shows: string[]
    before(async () => {
      t = await seededApp(engine)
      buyer = await phoneLogin(t, '13200008811')
      shows = (
        await t.db.query<{ id: string }>("SELECT id FROM shows WHERE merchant_id = 'demo' AND listing = 'ON_SALE' ORDER BY id LIMIT 5")
      ).map((r) => r.id)
      // One a second apart, so "newest first" is the reverse of this order.
      for (const [i, id] of shows.entries()) {
        t.setNow(new Date(NOON.getTime() + i * 1000))
        const res = await t.call('PUT', `/buyer/buyer/v1/favourite_shows/${id}`, undefined, auth(buyer))
        assert.equal(res.body.statusCode, 200, res.body.comments)
      }
      t.setNow(NOON)
    })
    after(() => t.close())
    const page = (offset: number, length: number, who = buyer) =>
      t.get<FavouriteCardsPage>(`${FAVOURITE_CARDS_PATH}?offset=${offset}&length=${length}&lang=en-US`, auth(who))

    test('show cards, newest first, paged with the total and whether there is more', async () => {
      const first = (await page(0, 3)).body
      assert.equal(first.statusCode, 200, first.comments)
      assert.deepEqual(
        first.data.list.map((s) => s.showId),
        [...shows].reverse().slice(0, 3)
      )
      assert.equal(first.data.total, 5)
      assert.equal(first.data.hasMore, true)
      assert.ok(
        first.data.list.every((s) => s.showName && s.posterUrl && s.venueName),
        'the cards the app draws elsewhere'
      )
      const rest = (await page(3, 3)).body.data
      assert.deepEqual(
        rest.list.map((s) => s.showId),
        [...shows].reverse().slice(3)
      )
      assert.equal(rest.hasMore, false)
      const past = (await page(10, 3)).body.data
      assert.deepEqual([past.list, past.total, past.hasMore], [[], 5, false])
    })

    test("a draft and another shop's show are not listed; a removed one is gone at once; another buyer sees none", async () => {
      await t.db.query("UPDATE shows SET listing = 'DRAFT' WHERE id = $1", [shows[0]])
      await t.db.query("INSERT INTO merchants (id, name, config) SELECT 'shop_fav', name, config FROM merchants WHERE id = 'demo'")
      await t.db.query("UPDATE shows SET merchant_id = 'shop_fav' WHERE id = $1", [shows[1]])
      try {
        const listed = (await page(0, 20)).body.data
        assert.deepEqual(
          listed.list.map((s) => s.showId),
          [shows[4], shows[3], shows[2]]
        )
        assert.equal(listed.total, 3)
        await t.call('DELETE', `/buyer/buyer/v1/favourite_shows/${shows[3]}`, undefined, auth(buyer))
        assert.deepEqual(
          (await page(0, 20)).body.data.list.map((s) => s.showId),
          [shows[4], shows[2]]
        )
        const other = await phoneLogin(t, '13200008812')
        assert.deepEqual((await page(0, 20, other)).body.data, { list: [], total: 0, hasMore: false })
      } finally {
        await t.db.query("UPDATE shows SET listing = 'ON_SALE' WHERE id = $1", [shows[0]])
        await t.db.query("UPDATE shows SET merchant_id = 'demo' WHERE id = $1", [shows[1]])
      }
    })

    test('a visitor is asked to log in; a bad page is a clear parameter error', async () => {
      assert.equal((await t.get(FAVOURITE_CARDS_PATH)).body.mode, 'login')
      assert.equal((await page(0, 500)).body.statusCode, 40000)
      assert.equal((await page(-1, 5)).body.statusCode, 40000)
    })
  })
}
