/**
 * Issue "Polish" item 5, gateway side of the console's show editor: "a show made in the console cannot be
 * seat-picked (no 选座 setting, `seat_picking` defaults false)" — now a console-made show with 选座 on and a
 * session given a hall's seat map is seat-pickable by a buyer; and "the seat-lock refusal lists seats by another
 * hall's labels ("池座 1-30" in a 6-seat row)" — now it lists them by the names the session sold them by.
 */
import { describe, test, before, after } from 'node:test'
import assert from 'node:assert/strict'
import { ENGINES, NOON, seededApp, type TestApp } from '../helpers/helpers'
import { loggedIn, OPERATOR, withDemoStaff, type ConsoleClient } from '../helpers/admin-helpers'
import { assignZone, generateSection, gridPlaces, seatsOfRows, type HallMap } from '../../../types/rules/hall-map'
import type { AdminSession, AdminShow, AdminTier, AdminVenue, CatalogueOptionsReply, ShowInput } from '../../../types/api/catalogue-admin'
import type { SeatMapPublishReply } from '../../../types/api/seat-map-admin'
import type { SeatMap } from '../../../types/api/show'

const T = (zh: string, en: string) => ({ 'zh-CN': zh, 'zh-MO': zh, 'en-US': en })
const HOUR = 3600000

/** One section named `name` of `rows` rows of `perRow` seats, all in zone "z". */
function hallMap(name: string, rows: number, perRow: number): HallMap {
  const section = generateSection({
    sectionId: 'S',
    name,
    rows,
    seatsPerRow: perRow,
    rowSpacing: 32,
    seatSpacing: 26,
    curvature: 0,
    aisleAfter: [],
    origin: { x: 0, y: 60 },
    numbering: 'ltr',
    firstRowLabel: '1'
  })
  const map: HallMap = { zones: [{ id: 'z', name: '全场', color: '#1677ff' }], sections: [section] }
  return assignZone(
    map,
    seatsOfRows(
      map,
      section.rows.map((r) => r.id)
    ),
    'z'
  )
}

for (const engine of ENGINES) {
  describe(`console show with 选座 on ${engine}`, () => {
    let t: TestApp
    let operator: ConsoleClient
    let venue: AdminVenue
    let show: AdminShow
    before(async () => {
      t = await seededApp(engine)
      await withDemoStaff(t)
      operator = await loggedIn(t, OPERATOR)
      const options = (await operator.call<CatalogueOptionsReply>('GET', '/catalogue/options')).body.data
      const made = await operator.call<AdminVenue>('POST', '/catalogue/venues', {
        cityId: options.cities[0].id,
        name: T('选座剧场', 'Seat Theatre'),
        address: T('选座路 1 号', '1 Seat Road')
      })
      for (const name of [T('大厅', 'Main hall'), T('小厅', 'Studio')])
        await operator.call('POST', `/catalogue/venues/${made.body.data.id}/halls`, { name, capacity: 10 })
      venue = (await operator.call<AdminVenue[]>('GET', '/catalogue/venues')).body.data.find(
        (v) => v.id === made.body.data.id
      ) as AdminVenue
      const input: ShowInput = {
        categoryCode: options.categories[0].id,
        venueId: venue.id,
        name: T('选座测试', 'Seat test'),
        description: T('<p>选座</p>', '<p>Seats</p>'),
        tags: [],
        realName: false,
        minAge: null,
        limitPerOrder: 6,
        limitPerAccount: 0,
        saleTime: new Date(NOON.getTime() - 24 * HOUR).toISOString(),
        hot: false,
        listing: 'ON_SALE'
      }
      const created = await operator.call<AdminShow>('POST', '/catalogue/shows', input)
      assert.equal(created.body.statusCode, 200, created.body.comments)
      assert.equal(created.body.data.seatPicking, false, 'a new show without the field: 选座 off')
      const on = await operator.call<AdminShow>('PUT', `/catalogue/shows/${created.body.data.id}`, { ...input, seatPicking: true })
      assert.equal(on.body.statusCode, 200, on.body.comments)
      show = on.body.data
    })
    after(async () => t.close())

    test('"a 选座 setting and a seat map per session": 选座 on, a session in a drawn hall, published → the buyer picks a seat', async () => {
      assert.equal(show.seatPicking, true)
      // Saving the show without the field leaves 选座 as it is (older console pages send none).
      const {
        id: _id,
        cityId: _c,
        posterUrl: _p,
        sessions: _s,
        refundRule: _r,
        transferSettings: _t,
        rebook: _b,
        seatPicking: _sp,
        ...input
      } = show
      const again = await operator.call<AdminShow>('PUT', `/catalogue/shows/${show.id}`, input)
      assert.equal(again.body.data.seatPicking, true)
      const hall = venue.halls[0]
      const withSession = await operator.call<AdminShow>('POST', `/catalogue/shows/${show.id}/sessions`, {
        start: new Date(NOON.getTime() + 10 * 24 * HOUR).toISOString(),
        end: null,
        hallId: hall.id
      })
      const session = withSession.body.data.sessions[0]
      const tier = await operator.call<AdminTier>('POST', `/catalogue/sessions/${session.id}/tiers`, {
        name: T('全场', 'All'),
        priceFen: 10000,
        capacity: 0,
        minAge: null
      })
      assert.equal(tier.body.statusCode, 200, tier.body.comments)
      const tierId = tier.body.data.id
      const path = `/seat-maps/${venue.id}/halls/${hall.id}`
      assert.equal((await operator.call('PUT', path, { map: hallMap('池座', 2, 6) })).body.statusCode, 200)
      const published = await operator.call<SeatMapPublishReply>('POST', `${path}/publish`, {
        sessionId: session.id,
        zoneTiers: { z: tierId }
      })
      assert.equal(published.body.statusCode, 200, published.body.comments)

      // What the show page reads to offer 选座 (show-detail: seatPickType), and the pick-seat page's map.
      const detail = await t.get<{ seatPickType: string }>(`/show/pub/v5/show/${show.id}/dynamic`)
      assert.equal(detail.body.data.seatPickType, 'SUPPORT_SEAT_PICKING')
      const map = await t.get<SeatMap>(`/show/pub/v5/show/${show.id}/session/${session.id}/seat_map`)
      assert.equal(map.body.statusCode, 200, map.body.comments)
      assert.equal(map.body.data.seats.length, 12)

      // Switching 选座 off now would sell the seated tier without seats: refused, naming the field.
      const off = await operator.call('PUT', `/catalogue/shows/${show.id}`, { ...input, seatPicking: false })
      assert.equal(off.body.errorCode, 'CATALOGUE_INVALID')
      assert.match(off.body.comments, /\/seatPicking:/)
    })

    test('"the seat-lock refusal lists seats by the right hall\'s labels": seats sold before the map are not named by the 6-seat row\'s 池座', async () => {
      const hall = venue.halls[1]
      const added = await operator.call<AdminShow>('POST', `/catalogue/shows/${show.id}/sessions`, {
        start: new Date(NOON.getTime() + 12 * 24 * HOUR).toISOString(),
        end: null,
        hallId: null
      })
      const session = added.body.data.sessions.find((s: AdminSession) => s.hallId === null)
      assert.ok(session)
      const a = await operator.call<AdminTier>('POST', `/catalogue/sessions/${session.id}/tiers`, {
        name: T('甲', 'A'),
        priceFen: 10000,
        capacity: 0,
        minAge: null
      })
      await operator.call('POST', `/catalogue/sessions/${session.id}/tiers`, {
        name: T('乙', 'B'),
        priceFen: 5000,
        capacity: 0,
        minAge: null
      })
      const tiers = [a.body.data.id]
      const [{ id: other }] = await t.db.query<{ id: string }>('SELECT id FROM price_tiers WHERE session_id = $1 AND id <> $2', [
        session.id,
        tiers[0]
      ])
      // Seats sold on a general grid (no designer names), one of them where the new row's third seat is.
      const row = hallMap('池座', 1, 6)
      const third = gridPlaces(row).get(row.sections[0].rows[0].seats[2].id)
      assert.ok(third)
      for (const place of [third, { row: third.row, col: 30 }])
        await t.db.query(`INSERT INTO seats (session_id, row_no, col_no, tier_id, status) VALUES ($1, $2, $3, $4, 'SOLD')`, [
          session.id,
          place.row,
          place.col,
          tiers[0]
        ])
      await t.db.query('UPDATE price_tiers SET seated = true, capacity = 2, sold = 2 WHERE id = $1', [tiers[0]])
      const path = `/seat-maps/${venue.id}/halls/${hall.id}`
      assert.equal((await operator.call('PUT', path, { map: row })).body.statusCode, 200)
      const refused = await operator.call('POST', `${path}/publish`, { sessionId: session.id, zoneTiers: { z: other } })
      assert.equal(refused.body.errorCode, 'SEAT_MAP_LOCKED_SEATS')
      assert.match(refused.body.comments, new RegExp(`${third.row}-${third.col}, ${third.row}-30$`))
      assert.doesNotMatch(refused.body.comments, /池座/, "the new hall's row does not name seats it never sold")
    })
  })
}
