/**
 * The annual review (product.md "Main pages": annual-review; issue "Content and contact": a buyer's year
 * — shows seen, i.e. tickets used or held for sessions already past, spend, favourite category, first and
 * latest show, venues — counted for the merchant's time-zone year), on every engine. Orders are placed and
 * paid through the real order and sandbox payment calls; the sessions are then moved (as the console
 * would reschedule them) to put them where each case needs them.
 */
import { describe, test, before, after } from 'node:test'
import assert from 'node:assert/strict'
import { ENGINES, NOON, seededApp, type TestApp } from '../helpers/helpers'
import { auth, phoneLogin, type Login } from '../helpers/account-helpers'
import { paying } from '../helpers/payment-helpers'
import { tier, type Tier } from '../helpers/tier-helpers'
import { ANNUAL_REVIEW_PATH, type AnnualReview } from '../../../types/api/annual-review'
import { currentYear, yearFigures, yearWindow } from '../../src/annual-review/annual-review.rules'

/** A general-admission tier on sale at noon, untouched by orders, of a show none of `shows` is. */
async function tierOfAnotherShow(t: TestApp, shows: string[], price: number): Promise<Tier> {
  const [row] = await t.db.query<{ id: string }>(
    `SELECT t.id FROM price_tiers t JOIN sessions s ON s.id = t.session_id JOIN shows sh ON sh.id = s.show_id
      WHERE sh.state = 'SCHEDULED' AND sh.listing = 'ON_SALE' AND sh.sale_time <= $1 AND s.starts_at > $1 + interval '2 days'
        AND NOT sh.real_name AND sh.min_age IS NULL AND NOT t.seated AND t.available >= 10 AND t.price_fen > 0
        AND NOT EXISTS (SELECT 1 FROM order_items i WHERE i.tier_id = t.id) AND NOT (sh.id = ANY($2::text[]))
      ORDER BY t.id DESC LIMIT 1`,
    [NOON, shows]
  )
  await t.db.query('UPDATE price_tiers SET price_fen = $2 WHERE id = $1', [row.id, price])
  return tier(t, row.id)
}

const moveSession = (t: TestApp, sessionId: string, at: string) =>
  t.db.query('UPDATE sessions SET starts_at = $2 WHERE id = $1', [sessionId, at])

test("the year is the merchant's calendar year in its zone, not UTC's", () => {
  const { start, end } = yearWindow(2026, 'Asia/Shanghai')
  assert.equal(start.toISOString(), '2025-12-31T16:00:00.000Z')
  assert.equal(end.toISOString(), '2026-12-31T16:00:00.000Z')
  assert.equal(yearWindow(2026, 'America/New_York').start.toISOString(), '2026-01-01T05:00:00.000Z')
  assert.equal(currentYear(new Date('2026-12-31T16:30:00Z'), 'Asia/Shanghai'), 2027)
  assert.equal(currentYear(new Date('2026-12-31T16:30:00Z'), 'UTC'), 2026)
})

test('figures: ties for the favourite category and the venues go to the one seen first', () => {
  const s = (id: string, day: number, category: string, venueId: string, tickets = 1) => ({
    showId: id,
    sessionId: `${id}-s`,
    startsAt: new Date(Date.UTC(2026, 0, day)),
    categoryCode: category,
    venueId,
    tickets
  })
  const f = yearFigures([s('b', 5, 'DRAMA', 'V2', 2), s('a', 1, 'CONCERT', 'V1'), s('c', 9, 'DRAMA', 'V1', 3), s('d', 3, 'CONCERT', 'V3')])
  assert.deepEqual([f.showCount, f.sessionCount, f.ticketCount], [4, 4, 7])
  assert.deepEqual(f.favouriteCategory, { code: 'CONCERT', sessions: 2 })
  assert.equal(f.first?.showId, 'a')
  assert.equal(f.latest?.showId, 'c')
  assert.deepEqual(
    f.venues.map((v) => [v.venueId, v.visits]),
    [
      ['V1', 2],
      ['V3', 1],
      ['V2', 1]
    ]
  )
  assert.deepEqual(yearFigures([]), {
    showCount: 0,
    sessionCount: 0,
    ticketCount: 0,
    favouriteCategory: null,
    first: null,
    latest: null,
    venues: []
  })
})

for (const engine of ENGINES) {
  describe(`annual review on ${engine}`, () => {
    let t: TestApp
    const used: string[] = []
    before(async () => {
      t = await seededApp(engine)
    })
    after(async () => {
      t.setNow(NOON)
      await t.close()
    })
    const review = (who: Login, year?: number, lang = 'en-US') =>
      t.get<AnnualReview>(`${ANNUAL_REVIEW_PATH}?lang=${lang}${year ? `&year=${year}` : ''}`, auth(who))
    /** Buys qty tickets of a new show's tier at `price` and pays in the sandbox; the tier. */
    const bought = async (calls: ReturnType<typeof paying>, price: number, qty: number) => {
      const tr = await tierOfAnotherShow(t, used, price)
      used.push(tr.show_id)
      await calls.paidOrder(tr, qty)
      return tr
    }

    test('shows seen, spend, favourite category, first and latest show and venues are counted from the paid tickets', async () => {
      const buyer = await phoneLogin(t, '13200008801')
      const calls = paying(t, buyer, `review-${engine}`)
      const a = await bought(calls, 12000, 2)
      const b = await bought(calls, 8000, 1)
      const ahead = await bought(calls, 5000, 1)
      await moveSession(t, a.session_id, '2026-03-10T11:30:00Z')
      await moveSession(t, b.session_id, '2026-06-01T12:00:00Z')
      // `ahead` keeps its session after noon: paid this year, not yet seen.

      const reply = (await review(buyer, 2026)).body
      assert.equal(reply.statusCode, 200, reply.comments)
      const r = reply.data
      assert.equal(r.year, 2026)
      assert.equal(r.timeZone, 'Asia/Shanghai')
      assert.deepEqual([r.showCount, r.sessionCount, r.ticketCount], [2, 2, 3])
      assert.equal(r.spendFen, 12000 * 2 + 8000 + 5000, 'every order paid in the year, the one ahead included')
      assert.equal(r.firstShow?.showId, a.show_id)
      assert.equal(r.firstShow?.sessionTime, Date.parse('2026-03-10T11:30:00Z'))
      assert.equal(r.latestShow?.showId, b.show_id)
      assert.ok(![r.firstShow?.showId, r.latestShow?.showId].includes(ahead.show_id))

      const shows = await t.db.query<{ id: string; category_code: string; venue_id: string }>(
        'SELECT id, category_code, venue_id FROM shows WHERE id = ANY($1::text[])',
        [[a.show_id, b.show_id]]
      )
      const of = (id: string) => shows.find((s) => s.id === id)!
      // One session each: the tie goes to the category seen first (a's).
      assert.equal(r.favouriteCategory?.code, of(a.show_id).category_code)
      assert.ok(r.favouriteCategory?.name && !/[\u4e00-\u9fff]/.test(r.favouriteCategory.name), 'named in the asked language')
      const venues = [...new Set([of(a.show_id).venue_id, of(b.show_id).venue_id])]
      assert.deepEqual(r.venues.map((v) => v.venueId).sort(), venues.sort())
      assert.equal(
        r.venues.reduce((n, v) => n + v.visits, 0),
        2
      )

      // A ticket checked in at the door (USED) is a show seen as much as one still held.
      await t.db.query("UPDATE tickets SET state = 'USED', used_at = $2 WHERE session_id = $1", [a.session_id, '2026-03-10T11:00:00Z'])
      assert.deepEqual([(await review(buyer, 2026)).body.data.showCount, (await review(buyer, 2026)).body.data.ticketCount], [2, 3])

      // Once the third session has started it is seen too.
      await moveSession(t, ahead.session_id, '2026-11-22T10:00:00Z')
      const later = (await review(buyer, 2026)).body.data
      assert.deepEqual([later.showCount, later.ticketCount], [3, 4])
      assert.equal(later.latestShow?.showId, ahead.show_id)

      // A refunded ticket is no show seen.
      await t.db.query("UPDATE tickets SET state = 'REFUNDED' WHERE session_id = $1", [ahead.session_id])
      assert.equal((await review(buyer, 2026)).body.data.showCount, 2)
    })

    test("the year boundary is the merchant's midnight: 00:30 on 1 January in Shanghai is next year's, though still 31 December in UTC", async () => {
      let buyer = await phoneLogin(t, '13200008802')
      const calls = paying(t, buyer, `review-edge-${engine}`)
      const eve = await bought(calls, 6000, 1)
      const newYear = await bought(calls, 7000, 1)
      await moveSession(t, eve.session_id, '2026-12-31T15:30:00Z') // 23:30 on 31 December in Shanghai
      await moveSession(t, newYear.session_id, '2026-12-31T16:30:00Z') // 00:30 on 1 January 2027 in Shanghai
      t.setNow(new Date('2026-12-31T17:30:00Z')) // 01:30 on 1 January 2027 in Shanghai
      try {
        // Five weeks on the first login's token has expired: the buyer logs in again.
        buyer = await phoneLogin(t, '13200008802')
        const y2026 = (await review(buyer, 2026)).body.data
        assert.deepEqual([y2026.showCount, y2026.firstShow?.showId, y2026.latestShow?.showId], [1, eve.show_id, eve.show_id])
        assert.equal(y2026.spendFen, 13000, 'both orders were paid in 2026 (at noon on 22 November)')
        const current = (await review(buyer)).body.data
        assert.equal(current.year, 2027, "no year asked: the merchant's current year")
        assert.deepEqual([current.showCount, current.firstShow?.showId, current.spendFen], [1, newYear.show_id, 0])
      } finally {
        t.setNow(NOON)
      }
    })

    test("another merchant's orders and shows are never counted; an empty year is zeros, not an error", async () => {
      const buyer = await phoneLogin(t, '13200008803')
      const calls = paying(t, buyer, `review-other-${engine}`)
      const mine = await bought(calls, 9000, 1)
      const theirs = await bought(calls, 4000, 3)
      await moveSession(t, mine.session_id, '2026-05-01T12:00:00Z')
      await moveSession(t, theirs.session_id, '2026-05-02T12:00:00Z')
      // The second purchase stands for one made at another shop on the same installation.
      await t.db.query(
        "INSERT INTO merchants (id, name, config) SELECT 'shop_elsewhere', name, config FROM merchants WHERE id = 'demo' ON CONFLICT DO NOTHING"
      )
      await t.db.query("UPDATE shows SET merchant_id = 'shop_elsewhere' WHERE id = $1", [theirs.show_id])
      await t.db.query("UPDATE orders SET merchant_id = 'shop_elsewhere' WHERE show_id = $1", [theirs.show_id])
      const r = (await review(buyer, 2026)).body.data
      assert.deepEqual([r.showCount, r.ticketCount, r.spendFen], [1, 1, 9000])
      assert.deepEqual(
        r.venues.map((v) => v.visits),
        [1]
      )

      const empty = (await review(buyer, 2024)).body
      assert.equal(empty.statusCode, 200, empty.comments)
      assert.deepEqual(
        [empty.data.showCount, empty.data.spendFen, empty.data.favouriteCategory, empty.data.firstShow, empty.data.venues],
        [0, 0, null, null, []]
      )
    })

    test('a visitor is asked to log in; a year out of range is a clear parameter error', async () => {
      const visitor = await t.get(ANNUAL_REVIEW_PATH)
      assert.equal(visitor.body.mode, 'login')
      const buyer = await phoneLogin(t, '13200008804')
      for (const year of ['1999', '2101', 'soon']) {
        const bad = await t.get(`${ANNUAL_REVIEW_PATH}?year=${year}`, auth(buyer))
        assert.equal(bad.body.statusCode, 40000, year)
      }
    })
  })
}
