/**
 * The seat-map designer's gateway side (issue #16 item 4): a hall's draft (a map of the catalogue's hall,
 * kept when the hall is renamed) validated and audited,
 * published to a session's seats with zones mapped to its tiers in one transaction, the buyers' seat map
 * then showing it with the designer's seat names, a buyer ordering a seat on it and reading those names on
 * the order and its ticket; "a published map's sold or held seats cannot be removed or re-priced" (nor
 * renamed); roles owner and operator only — on every engine.
 */
import { describe, test, before, after } from 'node:test'
import assert from 'node:assert/strict'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { ANCHOR, ENGINES, NOON, openTestDb, seededApp, type TestApp, type TestDb } from '../helpers/helpers'
import { migrate, MIGRATIONS_DIR } from '../../src/db/migrate'
import { seedDemo } from '../../src/seed/seed'
import { SeatMapService } from '../../src/seat-map/seat-map-admin.service'
import { AuditRepository } from '../../src/staff/audit.repository'
import { auth, phoneLogin, type Login } from '../helpers/account-helpers'
import { DOOR, FINANCE, loggedIn, OPERATOR, OWNER, withDemoStaff, type ConsoleClient } from '../helpers/admin-helpers'
import { assignZone, deleteSeats, generateSection, seatsOfRows, updateSeats, type HallMap } from '../../../types/rules/hall-map'
import type { HallMapDraft, SeatMapPublishReply, SeatMapSession, SeatMapVenue } from '../../../types/api/seat-map-admin'
import type { AdminHall } from '../../../types/api/catalogue-admin'
import type { SeatMap } from '../../../types/api/show'
import type { SalesOrderDetail } from '../../../types/api/sales-admin'
import { paying } from '../helpers/payment-helpers'

const SESSION = 'sess-designer-1'
const FRONT = 'tier-designer-front'
const BACK = 'tier-designer-back'

/** A new session of a seat-picked show on sale at noon (no real-name or age rules), with two empty tiers. */
async function newSeatedSession(t: TestApp): Promise<{ showId: string; venueId: string }> {
  const [show] = await t.db.query<{ id: string; venue_id: string }>(
    `SELECT id, venue_id FROM shows WHERE seat_picking AND state = 'SCHEDULED' AND sale_time <= $1 AND NOT real_name AND min_age IS NULL ORDER BY id LIMIT 1`,
    [NOON]
  )
  assert.ok(show, 'the demo data has a seat-picked show on sale')
  await t.db.query(
    `INSERT INTO sessions (id, show_id, starts_at, name) VALUES ($1, $2, $3::timestamptz + interval '20 days', '{"zh-CN":"设计场","en-US":"Designer night"}')`,
    [SESSION, show.id, NOON]
  )
  for (const [id, price, sort] of [
    [FRONT, 38000, 1],
    [BACK, 18000, 2]
  ] as const) {
    await t.db.query(
      `INSERT INTO price_tiers (id, session_id, name, price_fen, capacity, available, sort) VALUES ($1, $2, $3, $4, 0, 0, $5)`,
      [id, SESSION, JSON.stringify({ 'zh-CN': id, 'en-US': id }), price, sort]
    )
  }
  return { showId: show.id, venueId: show.venue_id }
}

/** A small hall: one section of 4 curved rows of 8 with an aisle after seat 4; rows 1-2 front zone, 3-4 back. */
function smallHall(): HallMap {
  const section = generateSection({
    sectionId: 'A',
    name: 'A区',
    rows: 4,
    seatsPerRow: 8,
    rowSpacing: 32,
    seatSpacing: 26,
    curvature: 0.3,
    aisleAfter: [4],
    origin: { x: 0, y: 60 },
    numbering: 'centreOddEven',
    firstRowLabel: '1'
  })
  let map: HallMap = {
    zones: [
      { id: 'front', name: '前区', color: '#d4380d' },
      { id: 'back', name: '后区', color: '#1677ff' }
    ],
    sections: [section]
  }
  map = assignZone(map, seatsOfRows(map, ['A-r1', 'A-r2']), 'front')
  return assignZone(map, seatsOfRows(map, ['A-r3', 'A-r4']), 'back')
}

for (const engine of ENGINES) {
  describe(`seat-map designer on ${engine}`, () => {
    let t: TestApp
    let operator: ConsoleClient
    let buyer: Login
    let showId: string
    let venueId: string
    let hallId: string
    /** The order a buyer placed on a designer's seat (the publish test), paid at the end of the suite. */
    let seated: { orderId: string; txn: string; labels: string[][] } | undefined
    const hallPath = () => `/seat-maps/${venueId}/halls/${hallId}`
    before(async () => {
      t = await seededApp(engine)
      await withDemoStaff(t)
      operator = await loggedIn(t, OPERATOR)
      buyer = await phoneLogin(t, '13400000031')
      ;({ showId, venueId } = await newSeatedSession(t))
      const hall = await operator.call<AdminHall>('POST', `/catalogue/venues/${venueId}/halls`, {
        name: { 'zh-CN': '小剧场', 'zh-MO': '小劇場', 'en-US': 'Studio' },
        capacity: 10
      })
      assert.equal(hall.body.statusCode, 200, hall.body.comments)
      hallId = hall.body.data.id
    })
    after(async () => t.close())

    const publish = (zoneTiers: Record<string, string>) =>
      operator.call<SeatMapPublishReply>('POST', `${hallPath()}/publish?lang=en`, { sessionId: SESSION, zoneTiers })
    const save = (map: HallMap) => operator.call<HallMapDraft>('PUT', `${hallPath()}?lang=en`, { map })
    const buyerMap = async () => (await t.get<SeatMap>(`/show/pub/v5/show/${showId}/session/${SESSION}/seat_map`)).body
    const auditCount = async (action: string) =>
      (await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM audit_log WHERE action = $1', [action]))[0].n

    test('roles: door and finance are refused (403), owner and operator are let in', async () => {
      for (const email of [DOOR, FINANCE]) {
        const other = await loggedIn(t, email)
        const list = await other.call('GET', '/seat-maps')
        assert.deepEqual([list.status, list.body.errorCode], [403, 'STAFF_FORBIDDEN'], email)
        const put = await other.call('PUT', hallPath(), { map: smallHall() })
        assert.deepEqual([put.status, put.body.errorCode], [403, 'STAFF_FORBIDDEN'], email)
        const pub = await other.call('POST', `${hallPath()}/publish`, { sessionId: SESSION, zoneTiers: {} })
        assert.equal(pub.status, 403, email)
      }
      const owner = await loggedIn(t, OWNER)
      assert.equal((await owner.call('GET', '/seat-maps')).body.statusCode, 200)
    })

    test('a draft is validated as a whole (SEAT_MAP_INVALID names the problem), saved and audited', async () => {
      const empty = await operator.call<HallMapDraft>('GET', hallPath())
      assert.deepEqual([empty.body.data.map.sections.length, empty.body.data.updatedAt], [0, null])
      const bad = smallHall()
      bad.sections[0].rows[1].label = '1'
      const refused = await save(bad)
      assert.equal(refused.body.errorCode, 'SEAT_MAP_INVALID')
      assert.match(refused.body.comments, /duplicateRow/)
      const overlap = updateSeats(smallHall(), ['A-r1-s2'], (s) => ({ ...s, x: s.x - 20 }))
      assert.match((await save(overlap)).body.comments, /overlap/)
      assert.equal((await operator.call('PUT', hallPath(), { map: { zones: [], sections: 'x' } })).body.errorCode, 'INVALID_PARAMETER')
      const before = await auditCount('seatmap.draft')
      const saved = await save(smallHall())
      assert.equal(saved.body.statusCode, 200, saved.body.comments)
      assert.equal(saved.body.data.map.sections[0].rows.length, 4)
      assert.equal(await auditCount('seatmap.draft'), before + 1)
      // A drawn hall's capacity is what its map can sell (the catalogue's figure follows the designer).
      const [{ capacity }] = await t.db.query<{ capacity: number }>('SELECT capacity FROM halls WHERE id = $1', [hallId])
      assert.equal(capacity, 32)
      const venues = await operator.call<SeatMapVenue[]>('GET', '/seat-maps')
      assert.deepEqual(
        venues.body.data.find((v) => v.id === venueId)?.halls.map((h) => [h.hallId, h.hallName, h.seatCount]),
        [[hallId, '小剧场', 32]]
      )
      assert.equal((await operator.call('GET', `/seat-maps/no-such-venue/halls/${hallId}`)).body.errorCode, 'SEAT_MAP_NOT_FOUND')
      assert.equal((await operator.call('GET', `/seat-maps/${venueId}/halls/no-such-hall`)).body.errorCode, 'SEAT_MAP_NOT_FOUND')
    })

    test('"one source of truth for halls": the map belongs to the catalogue\'s hall, and renaming the hall keeps it', async () => {
      const renamed = await operator.call<AdminHall>('PUT', `/catalogue/halls/${hallId}`, {
        name: { 'zh-CN': '黑匣子剧场', 'zh-MO': '黑匣子劇場', 'en-US': 'Black Box' },
        capacity: 32
      })
      assert.equal(renamed.body.statusCode, 200, renamed.body.comments)
      const draft = await operator.call<HallMapDraft>('GET', `${hallPath()}?lang=en`)
      assert.deepEqual(
        [draft.body.data.hallId, draft.body.data.hallName, draft.body.data.map.sections[0].rows.length],
        [hallId, 'Black Box', 4]
      )
      const venues = await operator.call<SeatMapVenue[]>('GET', '/seat-maps')
      assert.deepEqual(
        venues.body.data.find((v) => v.id === venueId)?.halls.map((h) => [h.hallId, h.hallName, h.seatCount]),
        [[hallId, '黑匣子剧场', 32]]
      )
      const [{ n }] = await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM hall_maps WHERE hall_id = $1', [hallId])
      assert.equal(n, 1)
    })

    test("publish maps each zone to a tier of the session; the buyers' seat map shows it and a buyer orders a seat on it", async () => {
      const sessions = await operator.call<SeatMapSession[]>('GET', `${hallPath()}/sessions`)
      const mine = sessions.body.data.find((s) => s.id === SESSION)
      assert.ok(mine, 'the new session is listed at its venue')
      assert.deepEqual(mine.tiers.map((x) => x.id).sort(), [BACK, FRONT])
      assert.equal((await publish({ front: FRONT })).body.errorCode, 'SEAT_MAP_TIER_INVALID')
      assert.equal((await publish({ front: FRONT, back: 'tier-of-elsewhere' })).body.errorCode, 'SEAT_MAP_TIER_INVALID')
      // A session held at another venue is not this hall's.
      const [elsewhere] = await t.db.query<{ id: string }>(
        'SELECT s.id FROM sessions s JOIN shows sh ON sh.id = s.show_id WHERE sh.venue_id <> $1 LIMIT 1',
        [venueId]
      )
      const wrongVenue = await operator.call('POST', `${hallPath()}/publish`, {
        sessionId: elsewhere.id,
        zoneTiers: { front: FRONT, back: BACK }
      })
      assert.equal(wrongVenue.body.errorCode, 'SEAT_MAP_NOT_FOUND')
      const before = await auditCount('seatmap.publish')
      const res = await publish({ front: FRONT, back: BACK })
      assert.equal(res.body.statusCode, 200, res.body.comments)
      assert.equal(res.body.data.seats, 32)
      assert.deepEqual(
        res.body.data.tiers.map((x) => [x.id, x.capacity, x.available]),
        [
          [BACK, 16, 16],
          [FRONT, 16, 16]
        ]
      )
      assert.equal(await auditCount('seatmap.publish'), before + 1)

      // The session is now held in this hall: another hall of the venue cannot publish to it.
      const [{ hall_id }] = await t.db.query<{ hall_id: string }>('SELECT hall_id FROM sessions WHERE id = $1', [SESSION])
      assert.equal(hall_id, hallId)
      const other = await operator.call<AdminHall>('POST', `/catalogue/venues/${venueId}/halls`, {
        name: { 'zh-CN': '大厅', 'zh-MO': '大廳', 'en-US': 'Main hall' },
        capacity: 32
      })
      const otherPath = `/seat-maps/${venueId}/halls/${other.body.data.id}`
      assert.equal((await operator.call('PUT', otherPath, { map: smallHall() })).body.statusCode, 200)
      assert.equal(
        (await operator.call('POST', `${otherPath}/publish`, { sessionId: SESSION, zoneTiers: { front: FRONT, back: BACK } })).body
          .errorCode,
        'SEAT_MAP_SESSION_HALL'
      )
      assert.ok(
        !(await operator.call<SeatMapSession[]>('GET', `${otherPath}/sessions`)).body.data.some((s) => s.id === SESSION),
        'not listed at the other hall'
      )
      // Nor can the catalogue move it to another hall under its published seats.
      const [{ starts_at }] = await t.db.query<{ starts_at: Date }>('SELECT starts_at FROM sessions WHERE id = $1', [SESSION])
      const moved = await operator.call('PUT', `/catalogue/sessions/${SESSION}`, {
        start: starts_at.toISOString(),
        end: null,
        hallId: other.body.data.id
      })
      assert.equal(moved.body.errorCode, 'CATALOGUE_INVALID')
      assert.match(moved.body.comments, /hallId/)

      const map = await buyerMap()
      assert.equal(map.statusCode, 200, map.comments)
      assert.equal(map.data.seats.length, 32)
      // "Seat names from the designer reach the buyer": each seat carries its section, row label and number.
      assert.deepEqual(map.data.sections, ['A区'])
      const drawn = new Map(smallHall().sections[0].rows.flatMap((r) => r.seats.map((x) => [`${r.label}-${x.number}`, x])))
      assert.equal(new Set(map.data.names?.map((n) => n && `${n[1]}-${n[2]}`)).size, 32)
      assert.ok(map.data.names?.every((n) => n && n[0] === 0 && drawn.has(`${n[1]}-${n[2]}`)))
      assert.deepEqual(
        map.data.zones.map((z) => z.seatPlanId),
        [FRONT, BACK]
      )
      assert.equal(map.data.rows, 4)
      // The aisle after seat 4 is a gap in the grid: 9 columns for 8 seats.
      assert.equal(map.data.cols, 9)
      const front = map.data.seats.filter((s) => s[0] === 1)
      assert.ok(front.every((s) => s[2] === 0 && s[3] === 0))

      const seat = `${front[0][0]}-${front[0][1]}`
      const [, row, number] = map.data.names?.[map.data.seats.indexOf(front[0])] ?? []
      const order = await t.call<{ orderId: string }>(
        'POST',
        '/buyer/buyer/v5/create_order',
        {
          showId,
          items: [{ showId, bizShowSessionId: SESSION, seatPlanId: FRONT, qty: 1, seatIds: [seat] }],
          paymentParam: { payAmount: 38000 },
          idempotencyKey: 'designer-seat-0001'
        },
        auth(buyer)
      )
      assert.equal(order.body.statusCode, 200, order.body.comments)
      for (const [lang, label] of [
        ['zh', `A区 ${row}排${number}座`],
        ['zh-MO', `A区 ${row}排${number}座`],
        ['en', `A区 · Row ${row} · Seat ${number}`]
      ]) {
        const detail = await t.get<{ items: Array<{ seatInfos: string[] }> }>(
          `/buyer/buyer/v5/orders/${order.body.data.orderId}?lang=${lang}`,
          auth(buyer)
        )
        assert.deepEqual(detail.body.data.items[0].seatInfos, [label], lang)
      }
      seated = {
        orderId: order.body.data.orderId,
        txn: (order.body.data as unknown as { unPaidTransactionIds: string[] }).unPaidTransactionIds[0],
        labels: [
          ['zh', `A区 ${row}排${number}座`],
          ['en', `A区 · Row ${row} · Seat ${number}`]
        ]
      }
      const after = await buyerMap()
      assert.equal(after.data.seats.find((s) => `${s[0]}-${s[1]}` === seat)?.[3], 1)
      const [tier] = await t.db.query<{ available: number; held: number }>('SELECT available, held FROM price_tiers WHERE id = $1', [FRONT])
      assert.deepEqual(tier, { available: 15, held: 1 })
    })

    test(
      'a publish racing an order that holds a seat waits for it instead of deadlocking (seats are locked before tiers, the order orders take them in)',
      { skip: engine === 'pglite' ? 'PGlite is one connection: nothing runs concurrently' : false },
      async () => {
        const [seat] = await t.db.query<{ row_no: number; col_no: number; tier_id: string }>(
          "SELECT row_no, col_no, tier_id FROM seats WHERE session_id = $1 AND status = 'FREE' ORDER BY row_no, col_no LIMIT 1",
          [SESSION]
        )
        // An order of the test above, to hold the seat with (a held seat names its order).
        const [order] = await t.db.query<{ order_id: string }>(
          'SELECT order_id FROM seats WHERE session_id = $1 AND order_id IS NOT NULL LIMIT 1',
          [SESSION]
        )
        let publishing: ReturnType<typeof publish> | undefined
        const rolledBack = new Error('rolled back on purpose')
        // What the order writer does: take the seat, then (later in the same transaction) count it on its tier.
        const outcome = await t.db
          .transaction(async (tx) => {
            await tx.query("UPDATE seats SET status = 'HELD', order_id = $4 WHERE session_id = $1 AND row_no = $2 AND col_no = $3", [
              SESSION,
              seat.row_no,
              seat.col_no,
              order.order_id
            ])
            publishing = publish({ front: FRONT, back: BACK })
            await new Promise((resolve) => setTimeout(resolve, 300))
            await tx.query('UPDATE price_tiers SET held = held + 1, available = available - 1 WHERE id = $1', [seat.tier_id])
            throw rolledBack
          })
          .catch((error: unknown) => error)
        assert.equal(outcome, rolledBack, `the order's transaction ran to its end: ${String(outcome)}`)
        const res = await (publishing as ReturnType<typeof publish>)
        assert.equal(res.body.statusCode, 200, res.body.comments)
      }
    )

    test('"a held seat cannot be deleted by the designer": removing, re-pricing, blocking or renaming it is refused naming it; other changes republish and keep it held', async () => {
      const sessions = await operator.call<SeatMapSession[]>('GET', `${hallPath()}/sessions`)
      const locked = sessions.body.data.find((s) => s.id === SESSION)?.lockedSeatIds ?? []
      assert.equal(locked.length, 1)
      assert.deepEqual(sessions.body.data.find((s) => s.id === SESSION)?.zoneTiers, { front: FRONT, back: BACK })
      const [held] = locked
      const base = smallHall()
      const attempts: Array<[string, HallMap, Record<string, string>]> = [
        ['deleted', deleteSeats(base, [held]), { front: FRONT, back: BACK }],
        ['moved to another zone', assignZone(base, [held], 'back'), { front: FRONT, back: BACK }],
        ['its zone given another tier', base, { front: BACK, back: FRONT }],
        ['made unavailable', updateSeats(base, [held], (s) => ({ ...s, unavailable: true })), { front: FRONT, back: BACK }],
        ['renumbered', updateSeats(base, [held], (s) => ({ ...s, number: 99 })), { front: FRONT, back: BACK }],
        [
          'its row relabelled',
          {
            ...base,
            sections: base.sections.map((x) => ({
              ...x,
              rows: x.rows.map((r) => (r.seats.some((y) => y.id === held) ? { ...r, label: 'Z' } : r))
            }))
          },
          { front: FRONT, back: BACK }
        ]
      ]
      for (const [what, map, zoneTiers] of attempts) {
        assert.equal((await save(map)).body.statusCode, 200, what)
        const res = await publish(zoneTiers)
        assert.equal(res.body.errorCode, 'SEAT_MAP_LOCKED_SEATS', what)
        assert.match(res.body.comments, /A区 1-\d+/, what)
      }
      const [{ n: heldNow }] = await t.db.query<{ n: number }>(
        "SELECT count(*)::int AS n FROM seats WHERE session_id = $1 AND status = 'HELD'",
        [SESSION]
      )
      assert.equal(heldNow, 1)

      // Blocking some other seat and dropping the last row is fine: the held seat stays held for its order.
      const other = smallHall().sections[0].rows[0].seats.find((s) => s.id !== held)?.id ?? ''
      const changed = updateSeats(deleteSeats(base, seatsOfRows(base, ['A-r4'])), [other], (s) => ({ ...s, unavailable: true }))
      assert.equal((await save(changed)).body.statusCode, 200)
      const res = await publish({ front: FRONT, back: BACK })
      assert.equal(res.body.statusCode, 200, res.body.comments)
      assert.deepEqual(
        res.body.data.tiers.map((x) => [x.id, x.capacity, x.available, x.held]),
        [
          [BACK, 8, 8, 0],
          [FRONT, 15, 14, 1]
        ]
      )
      const map = await buyerMap()
      assert.equal(map.data.seats.length, 23)
      assert.equal(map.data.seats.filter((s) => s[3] === 1).length, 1)
    })

    test("issue #31: the console's order drawer lists a paid order's tickets by the seat names buyers read (A区 3排12座)", async () => {
      assert.ok(seated, 'the publish test placed the order')
      const { orderId, txn, labels } = seated
      const pay = paying(t, buyer, `designer-seat-pay-${engine}`)
      const started = await pay.startPay(txn)
      assert.equal((await pay.decide(started.cashierUrl, 'pay')).statusCode, 303)
      const finance = await loggedIn(t, FINANCE)
      for (const [lang, label] of labels) {
        const drawer: { body: { statusCode: number; comments?: string; data: SalesOrderDetail } } = await finance.call<SalesOrderDetail>(
          'GET',
          `/sales/orders/${orderId}?lang=${lang}`
        )
        assert.equal(drawer.body.statusCode, 200, drawer.body.comments)
        assert.deepEqual(
          drawer.body.data.tickets.map((k) => k.seat),
          [label],
          lang
        )
      }
    })
  })
}

for (const engine of ENGINES) {
  describe(`migration 030 on ${engine}: hall maps of 027 (venue + hall name) join the catalogue's halls`, () => {
    let tdb: TestDb
    let dir: string
    before(async () => {
      tdb = await openTestDb(engine)
      // The schema as it was before 030, with the demo catalogue.
      dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mig-'))
      for (const f of fs.readdirSync(MIGRATIONS_DIR).filter((f) => f < '030'))
        fs.copyFileSync(path.join(MIGRATIONS_DIR, f), path.join(dir, f))
      await migrate(tdb.db, dir)
      await seedDemo(tdb.db, ANCHOR)
    })
    after(async () => {
      fs.rmSync(dir, { recursive: true, force: true })
      await tdb.drop()
    })

    test('"migrate existing rows": each map goes to the hall of that name at its venue or to a hall made for it; publications and their sessions name the hall', async () => {
      const db = tdb.db
      const [show] = await db.query<{ id: string; venue_id: string }>(
        'SELECT id, venue_id FROM shows WHERE seat_picking ORDER BY id LIMIT 1'
      )
      const [session] = await db.query<{ id: string }>('SELECT id FROM sessions WHERE show_id = $1 ORDER BY id LIMIT 1', [show.id])
      await db.query(
        `INSERT INTO halls (id, venue_id, name, capacity) VALUES ('H-MAIN', $1, '{"zh-CN":"大厅","zh-MO":"大廳","en-US":"Main hall"}', 900)`,
        [show.venue_id]
      )
      for (const name of ['大厅', '小剧场']) {
        await db.query('INSERT INTO hall_maps (merchant_id, venue_id, hall_name, map, updated_at) VALUES ($1, $2, $3, $4, now())', [
          'demo',
          show.venue_id,
          name,
          JSON.stringify(smallHall())
        ])
      }
      await db.query(
        `INSERT INTO session_seat_maps (session_id, venue_id, hall_name, map, zone_tiers, published_at) VALUES ($1, $2, '小剧场', $3, '{}', now())`,
        [session.id, show.venue_id, JSON.stringify(smallHall())]
      )
      // The catalogue had put the session in 大厅 though its seats came from the 小剧场 map: the seats win.
      await db.query(`UPDATE sessions SET hall_id = 'H-MAIN' WHERE id = $1`, [session.id])
      // An unavailable seat is not capacity (as saving a map counts it).
      const withBlocked = smallHall()
      withBlocked.sections[0].rows[0].seats[0].unavailable = true
      await db.query(`UPDATE hall_maps SET map = $1 WHERE hall_name = '小剧场'`, [JSON.stringify(withBlocked)])

      // 030 runs first; the later migrations run after it (they must not undo what it did).
      assert.equal((await migrate(db))[0], '030_hall_maps_of_halls.sql')
      const maps = await db.query<{ hall_id: string; name: Record<string, string>; capacity: number; venue_id: string }>(
        "SELECT m.hall_id, h.name, h.capacity, h.venue_id FROM hall_maps m JOIN halls h ON h.id = m.hall_id ORDER BY h.name ->> 'zh-CN'"
      )
      assert.equal(maps.length, 2)
      const made = maps.find((m) => m.name['zh-CN'] === '小剧场')
      assert.deepEqual(maps.find((m) => m.name['zh-CN'] === '大厅')?.hall_id, 'H-MAIN')
      assert.ok(made && /^H[0-9A-F]{10}$/.test(made.hall_id), 'a hall made for the map')
      assert.deepEqual([made.name['en-US'], made.capacity, made.venue_id], ['小剧场', 31, show.venue_id])
      const [published] = await db.query<{ hall_id: string }>('SELECT hall_id FROM session_seat_maps WHERE session_id = $1', [session.id])
      assert.equal(published.hall_id, made.hall_id)
      const [held] = await db.query<{ hall_id: string }>('SELECT hall_id FROM sessions WHERE id = $1', [session.id])
      assert.equal(held.hall_id, made.hall_id)
      // The designer lists them by hall, each with its map.
      const venues = await new SeatMapService(db, (q) => new AuditRepository(q)).venues('demo', 'zh-CN')
      assert.deepEqual(
        venues
          .find((v) => v.id === show.venue_id)
          ?.halls.map((h) => [h.hallId, h.hallName, h.seatCount, h.publishedSessions])
          .sort(),
        [
          ['H-MAIN', '大厅', 32, 0],
          [made.hall_id, '小剧场', 32, 1]
        ].sort()
      )
    })
  })
}
