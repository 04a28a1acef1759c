/**
 * Site codes (product.md "Site and city": a venue's site, opened by its siteId; issue "Content and
 * contact": scanning or entering a venue's code opens the venue's on-sale shows, an unknown code
 * explains), on every engine: the lookup, its one normalising rule, the merchant boundary and the
 * console's venue editor field (migration 088).
 */
import { describe, test, before, after } from 'node:test'
import assert from 'node:assert/strict'
import { ENGINES, NOON, type TestApp } from '../helpers/helpers'
import { OPERATOR, staffedApp, type ConsoleClient } from '../helpers/admin-helpers'
import type { SiteCodeReply } from '../../../types/api/site-code'
import type { AdminVenue } from '../../../types/api/catalogue-admin'
import { normaliseSiteCode } from '../../../types/rules/site-code'

const open = (t: TestApp, code: string, headers: Record<string, string> = {}) =>
  t.get<SiteCodeReply>(`/show/pub/v1/site_codes/${encodeURIComponent(code)}?lang=en-US`, headers)

/** What the code should open: the venue's shows on sale with a session still ahead at noon, soonest first. */
async function onSaleAt(t: TestApp, venueId: string): Promise<string[]> {
  const rows = await t.db.query<{ id: string }>(
    `SELECT s.id FROM shows s
      WHERE s.venue_id = $1 AND s.listing = 'ON_SALE' AND s.state <> 'CANCELED'
        AND EXISTS (SELECT 1 FROM sessions a WHERE a.show_id = s.id AND a.starts_at > $2)
      ORDER BY (SELECT min(starts_at) FROM sessions a WHERE a.show_id = s.id), s.id`,
    [venueId, NOON]
  )
  return rows.map((r) => r.id)
}

test('the one rule: trimmed and upper-cased; empty, too long or other characters are no code', () => {
  assert.equal(normaliseSiteCode(' bl1106v1 '), 'BL1106V1')
  assert.equal(normaliseSiteCode('HALL-7'), 'HALL-7')
  for (const bad of ['', 'A', 'A B', 'X'.repeat(21), 'ÄB', 'a_b']) assert.equal(normaliseSiteCode(bad), null, bad)
})

for (const engine of ENGINES) {
  describe(`site codes on ${engine}`, () => {
    let t: TestApp
    let operator: ConsoleClient
    let venueId: string
    let code: string
    before(async () => {
      ;({
        t,
        staff: [operator]
      } = await staffedApp(engine, OPERATOR))
      // A seeded venue with the most shows on sale, so the reply has something to show and leave out.
      const [v] = await t.db.query<{ id: string; site_code: string }>(
        `SELECT v.id, v.site_code FROM venues v JOIN shows s ON s.venue_id = v.id
          WHERE v.merchant_id = 'demo' AND s.listing = 'ON_SALE' GROUP BY v.id ORDER BY count(*) DESC, v.id LIMIT 1`
      )
      venueId = v.id
      code = v.site_code
    })
    after(() => t.close())

    test("a venue's code opens its venue and exactly its shows on sale with a session ahead, soonest first; case and spaces are forgiven", async () => {
      assert.match(code, /^[A-Z0-9-]{2,20}$/, 'the demo venues carry a code (seed and migration 088)')
      const reply = (await open(t, ` ${code.toLowerCase()} `)).body
      assert.equal(reply.statusCode, 200, reply.comments)
      assert.equal(reply.data.siteCode, code)
      assert.equal(reply.data.venue?.venueId, venueId)
      assert.ok(reply.data.venue?.venueName && !/[\u4e00-\u9fff]/.test(reply.data.venue.venueName), 'named in the asked language')
      const expected = await onSaleAt(t, venueId)
      assert.ok(expected.length > 0)
      assert.deepEqual(
        reply.data.shows.map((s) => s.showId),
        expected
      )
    })

    test('a show taken off sale or with every session past is not opened by the code', async () => {
      const [first, second] = await onSaleAt(t, venueId)
      assert.ok(second, 'the venue has two shows on sale')
      await t.db.query("UPDATE shows SET listing = 'OFF_SALE' WHERE id = $1", [first])
      t.forgetCaches()
      try {
        const ids = (await open(t, code)).body.data.shows.map((s) => s.showId)
        assert.ok(!ids.includes(first), 'off sale')
        assert.ok(ids.includes(second))
        t.setNow(new Date('2099-01-01T00:00:00Z'))
        t.forgetCaches()
        const later = (await open(t, code)).body
        assert.equal(later.data.venue?.venueId, venueId, 'the venue is still found')
        assert.deepEqual(later.data.shows, [], 'nothing ahead to buy')
      } finally {
        await t.db.query("UPDATE shows SET listing = 'ON_SALE' WHERE id = $1", [first])
        t.setNow(NOON)
        t.forgetCaches()
      }
    })

    test('an unknown code is an answer that says so (venue null, no shows); a malformed one is a clear parameter error', async () => {
      const unknown = (await open(t, 'NO-SUCH-CODE')).body
      assert.equal(unknown.statusCode, 200, unknown.comments)
      assert.deepEqual(unknown.data, { siteCode: 'NO-SUCH-CODE', venue: null, shows: [] })
      const bad = await open(t, 'no such code!')
      assert.equal(bad.status, 200)
      assert.equal(bad.body.statusCode, 40000)
      assert.equal(bad.body.errorCode, 'INVALID_PARAMETER')
      assert.ok(bad.body.comments)
      const tooLong = await open(t, 'X'.repeat(41))
      assert.equal(tooLong.body.statusCode, 40000)
    })

    test("another merchant's venue with the same code is its own: each shop's code opens only its venue", async () => {
      await t.db.query("INSERT INTO merchants (id, name, config) SELECT 'shop_other', name, config FROM merchants WHERE id = 'demo'")
      await t.db.query(
        `INSERT INTO venues (id, merchant_id, city_id, name, address, lat, lng, site_code)
         SELECT 'V_OTHER', 'shop_other', city_id, '{"zh-CN":"别家剧场","en-US":"Other Hall"}', address, lat, lng, $1 FROM venues WHERE id = $2`,
        [code, venueId]
      )
      const other = (await open(t, code, { 'merchant-id': 'shop_other' })).body
      assert.equal(other.statusCode, 200, other.comments)
      assert.equal(other.data.venue?.venueId, 'V_OTHER')
      assert.deepEqual(other.data.shows, [], "the demo merchant's shows are not the other shop's")
      assert.equal((await open(t, code)).body.data.venue?.venueId, venueId, 'the demo shop still opens its own venue')
    })

    test("the console's venue editor sets, keeps, refuses a taken code and clears it; buyers find the venue by the new code", async () => {
      const [target] = await t.db.query<AdminVenue & { site_code: string }>(
        'SELECT id, city_id AS "cityId", name, address, site_code FROM venues WHERE merchant_id = \'demo\' AND id <> $1 ORDER BY id LIMIT 1',
        [venueId]
      )
      const body = { cityId: target.cityId, name: target.name, address: target.address }
      const set = await operator.call<AdminVenue>('PUT', `/catalogue/venues/${target.id}`, { ...body, siteCode: 'stage-door ' })
      assert.equal(set.body.statusCode, 200, set.body.comments)
      assert.equal(set.body.data.siteCode, 'STAGE-DOOR', 'stored through the one rule')
      t.forgetCaches()
      assert.equal((await open(t, 'stage-door')).body.data.venue?.venueId, target.id)

      const kept = await operator.call<AdminVenue>('PUT', `/catalogue/venues/${target.id}`, body)
      assert.equal(kept.body.data.siteCode, 'STAGE-DOOR', 'a save without the field keeps the code')

      const taken = await operator.call('PUT', `/catalogue/venues/${target.id}`, { ...body, siteCode: code })
      assert.equal(taken.body.statusCode, 40140, 'another venue of the shop has it')
      assert.equal(taken.body.errorCode, 'CATALOGUE_INVALID')
      const malformed = await operator.call('PUT', `/catalogue/venues/${target.id}`, { ...body, siteCode: 'no way!' })
      assert.equal(malformed.body.statusCode, 40140)

      const cleared = await operator.call<AdminVenue>('PUT', `/catalogue/venues/${target.id}`, { ...body, siteCode: null })
      assert.equal(cleared.body.data.siteCode, null)
      t.forgetCaches()
      assert.equal((await open(t, 'STAGE-DOOR')).body.data.venue, null)
    })
  })
}
