/**
 * Reserved seating (issue #6; DESIGN.md "reserved seating is one row per seat ... conditional writes"):
 * the seat map, orders naming their seats, seats held until the deadline and freed once, sold on payment
 * with the seat on each ticket, and a crowd on one seat map where no seat is sold twice.
 */
import { describe, test, before, after } from 'node:test'
import assert from 'node:assert/strict'
import { ENGINES, NOON, seededApp, type TestApp } from '../helpers/helpers'
import { auth, phoneLogin, type Login } from '../helpers/account-helpers'
import { paying } from '../helpers/payment-helpers'
import { OrderService } from '../../src/order/order.service'
import { closeOrder } from '../../src/lifecycle/order-closed'
import { orderStores } from '../../src/stores'
import type { SeatMap } from '../../../types/api/show'
import { DEFAULT_TIME_ZONE } from '../../../types/rules/merchant-time'

interface SeatedTier {
  id: string
  session_id: string
  show_id: string
  price_fen: number
}

/** A seated tier on sale at noon, of a show without real-name or age rules, untouched by other tests. */
async function seatedTier(t: TestApp, skip: string[] = []): Promise<SeatedTier> {
  const [row] = await t.db.query<SeatedTier>(
    `SELECT t.id, t.session_id, s.show_id, t.price_fen FROM price_tiers t JOIN sessions s ON s.id = t.session_id JOIN shows sh ON sh.id = s.show_id
      WHERE t.seated AND sh.state = 'SCHEDULED' AND sh.sale_time <= $1 AND s.starts_at > $1 + interval '2 days' AND NOT sh.real_name AND sh.min_age IS NULL
        AND t.available >= 30 AND t.price_fen > 0 AND NOT (t.session_id = ANY($2::text[]))
      ORDER BY t.id LIMIT 1`,
    [NOON, skip]
  )
  assert.ok(row, 'the demo data has a seated tier on sale')
  return row
}

async function freeSeats(t: TestApp, tierId: string, n: number): Promise<string[]> {
  const rows = await t.db.query<{ k: string }>(
    "SELECT row_no || '-' || col_no AS k FROM seats WHERE tier_id = $1 AND status = 'FREE' ORDER BY row_no, col_no LIMIT $2",
    [tierId, n]
  )
  return rows.map((r) => r.k)
}

async function seatStates(t: TestApp, sessionId: string, keys: string[]): Promise<string[]> {
  const rows = await t.db.query<{ k: string; status: string }>(
    "SELECT row_no || '-' || col_no AS k, status FROM seats WHERE session_id = $1",
    [sessionId]
  )
  const byKey = new Map(rows.map((r) => [r.k, r.status]))
  return keys.map((k) => byKey.get(k) ?? 'NONE')
}

/** For every seated tier: its counters count its seats, and sold + held + available = capacity. */
async function countersMatchSeats(t: TestApp): Promise<number> {
  const [{ bad }] = await t.db.query<{ bad: number }>(
    `SELECT count(*)::int AS bad FROM price_tiers t
      WHERE t.seated AND (t.available + t.held + t.sold <> t.capacity
        OR t.available <> (SELECT count(*) FROM seats s WHERE s.tier_id = t.id AND s.status = 'FREE')
        OR t.held <> (SELECT count(*) FROM seats s WHERE s.tier_id = t.id AND s.status = 'HELD')
        OR t.sold <> (SELECT count(*) FROM seats s WHERE s.tier_id = t.id AND s.status = 'SOLD'))`
  )
  return bad
}

const body = (tr: SeatedTier, seatIds: string[], key: string, qty = seatIds.length) => ({
  showId: tr.show_id,
  items: [{ showId: tr.show_id, bizShowSessionId: tr.session_id, seatPlanId: tr.id, qty, seatIds }],
  paymentParam: { payAmount: tr.price_fen * qty },
  idempotencyKey: key
})

/** Pays the order (one session: one transaction) through the sandbox cashier, as a buyer tapping pay. */
async function payInSandbox(t: TestApp, buyer: Login, transactionIds: string[]): Promise<void> {
  assert.equal(transactionIds.length, 1)
  const sandbox = paying(t, buyer, 'seat-pay')
  await sandbox.decide((await sandbox.startPay(transactionIds[0])).cashierUrl, 'pay')
}

for (const engine of ENGINES) {
  describe(`reserved seating on ${engine}`, () => {
    let t: TestApp
    let buyer: Login
    let other: Login
    before(async () => {
      t = await seededApp(engine)
      buyer = await phoneLogin(t, '13400000001')
      other = await phoneLogin(t, '13400000002')
    })
    after(async () => t.close())

    test('the seeded seat maps: one row per seat, and every seated tier counts its seats', async () => {
      assert.equal(await countersMatchSeats(t), 0)
      const tr = await seatedTier(t)
      const map = await t.get<SeatMap>(`/show/pub/v5/show/${tr.show_id}/session/${tr.session_id}/seat_map`)
      assert.equal(map.body.statusCode, 200, map.body.comments)
      const [{ capacity }] = await t.db.query<{ capacity: number }>(
        'SELECT sum(capacity)::int AS capacity FROM price_tiers WHERE session_id = $1',
        [tr.session_id]
      )
      assert.equal(map.body.data.seats.length, capacity)
      const zone = map.body.data.zones.findIndex((z) => z.seatPlanId === tr.id)
      assert.ok(zone >= 0)
      const [{ available }] = await t.db.query<{ available: number }>('SELECT available FROM price_tiers WHERE id = $1', [tr.id])
      assert.equal(map.body.data.seats.filter((s) => s[2] === zone && s[3] === 0).length, available)
      // No two seats share a place, and every place is inside the grid.
      const places = new Set(map.body.data.seats.map((s) => `${s[0]}-${s[1]}`))
      assert.equal(places.size, capacity)
      assert.ok(map.body.data.seats.every((s) => s[0] >= 1 && s[0] <= map.body.data.rows && s[1] >= 1 && s[1] <= map.body.data.cols))
      // A general-admission session has no seat map.
      const [ga] = await t.db.query<{ show_id: string; session_id: string }>(
        'SELECT s.show_id, t.session_id FROM price_tiers t JOIN sessions s ON s.id = t.session_id WHERE NOT t.seated LIMIT 1'
      )
      assert.equal((await t.get(`/show/pub/v5/show/${ga.show_id}/session/${ga.session_id}/seat_map`)).body.errorCode, 'NOT_FOUND')
    })

    test('an order names its seats: they are held for it (state 1 on the map), shown on the order, refused to anyone else, and freed once on cancel', async () => {
      const tr = await seatedTier(t)
      const seats = await freeSeats(t, tr.id, 2)
      const res = await t.call<{ orderId: string }>('POST', '/buyer/buyer/v5/create_order', body(tr, seats, 'seat-key-0001'), auth(buyer))
      assert.equal(res.body.statusCode, 200, res.body.comments)
      assert.deepEqual(await seatStates(t, tr.session_id, seats), ['HELD', 'HELD'])
      assert.equal(await countersMatchSeats(t), 0)
      const map = await t.get<SeatMap>(`/show/pub/v5/show/${tr.show_id}/session/${tr.session_id}/seat_map`)
      assert.deepEqual(
        map.body.data.seats.filter((s) => seats.includes(`${s[0]}-${s[1]}`)).map((s) => s[3]),
        [1, 1]
      )

      const detail = await t.get<{ items: Array<{ seatIds: string[]; seatInfos: string[] }> }>(
        `/buyer/buyer/v5/orders/${res.body.data.orderId}`,
        auth(buyer)
      )
      assert.deepEqual(detail.body.data.items[0].seatIds, seats)
      const [r, c] = seats[0].split('-')
      assert.equal(detail.body.data.items[0].seatInfos[0], `${r}排${c}座`)
      const english = await t.get<{ items: Array<{ seatInfos: string[] }> }>(
        `/buyer/buyer/v5/orders/${res.body.data.orderId}?lang=en`,
        auth(buyer)
      )
      assert.equal(english.body.data.items[0].seatInfos[0], `Row ${r} Seat ${c}`)

      // "No seat sold twice": someone else asking for one of them is refused and holds nothing.
      const [spare] = await freeSeats(t, tr.id, 1)
      const clash = await t.call('POST', '/buyer/buyer/v5/create_order', body(tr, [spare, seats[1]], 'seat-key-0002'), auth(other))
      assert.equal(clash.body.errorCode, 'SEAT_TAKEN')
      assert.equal(clash.body.mode, 'alert')
      assert.deepEqual(await seatStates(t, tr.session_id, [spare]), ['FREE'])
      assert.equal(await countersMatchSeats(t), 0)

      await t.call('POST', `/buyer/buyer/v5/orders/${res.body.data.orderId}/cancel`, {}, auth(buyer))
      assert.deepEqual(await seatStates(t, tr.session_id, seats), ['FREE', 'FREE'])
      assert.equal(await countersMatchSeats(t), 0)
      // The closed order still says which seats it had asked for.
      const closed = await t.get<{ items: Array<{ seatIds: string[] }> }>(`/buyer/buyer/v5/orders/${res.body.data.orderId}`, auth(buyer))
      assert.deepEqual(closed.body.data.items[0].seatIds, seats)
      const retaken = await t.call('POST', '/buyer/buyer/v5/create_order', body(tr, seats, 'seat-key-0003'), auth(other))
      assert.equal(retaken.body.statusCode, 200, retaken.body.comments)
    })

    test('seat rules: one seat per ticket, no seat twice in an order, a seat of another zone or a made-up place refused, seats only on seated plans', async () => {
      const tr = await seatedTier(t)
      const seats = await freeSeats(t, tr.id, 3)
      const cases: Array<[object, string]> = [
        [body(tr, seats.slice(0, 2), 'seat-rule-01', 3), 'INVALID_PARAMETER'],
        [body(tr, [seats[0], seats[0]], 'seat-rule-02'), 'INVALID_PARAMETER'],
        [body(tr, ['0-3', seats[0]], 'seat-rule-03'), 'INVALID_PARAMETER'],
        [body(tr, ['row 1'], 'seat-rule-04'), 'INVALID_PARAMETER'],
        [body(tr, ['999-999'], 'seat-rule-05'), 'SEAT_TAKEN'],
        [{ ...body(tr, [], 'seat-rule-06', 1) }, 'INVALID_PARAMETER']
      ]
      const [otherZone] = await t.db.query<{ k: string }>(
        "SELECT row_no || '-' || col_no AS k FROM seats WHERE session_id = $1 AND tier_id <> $2 AND status = 'FREE' LIMIT 1",
        [tr.session_id, tr.id]
      )
      if (otherZone) cases.push([body(tr, [otherZone.k], 'seat-rule-07'), 'SEAT_TAKEN'])
      const [ga] = await t.db.query<SeatedTier>(
        `SELECT t.id, t.session_id, s.show_id, t.price_fen FROM price_tiers t JOIN sessions s ON s.id = t.session_id JOIN shows sh ON sh.id = s.show_id
          WHERE NOT t.seated AND sh.state = 'SCHEDULED' AND sh.sale_time <= $1 AND s.starts_at > $1 AND NOT sh.real_name AND t.available > 0 AND t.price_fen > 0 LIMIT 1`,
        [NOON]
      )
      cases.push([body(ga, ['1-1'], 'seat-rule-08'), 'INVALID_PARAMETER'])
      for (const [payload, code] of cases) {
        const res = await t.call('POST', '/buyer/buyer/v5/create_order', payload, auth(buyer))
        assert.equal(res.body.errorCode, code, JSON.stringify(payload))
      }
      assert.deepEqual(await seatStates(t, tr.session_id, seats), ['FREE', 'FREE', 'FREE'])
      assert.equal(await countersMatchSeats(t), 0)
    })

    test('paying sells the held seats, and each e-ticket carries its seat', async () => {
      const tr = await seatedTier(t)
      const seats = await freeSeats(t, tr.id, 2)
      const created = await t.call<{ orderId: string; unPaidTransactionIds: string[] }>(
        'POST',
        '/buyer/buyer/v5/create_order',
        body(tr, seats, 'seat-pay-0001'),
        auth(buyer)
      )
      await payInSandbox(t, buyer, created.body.data.unPaidTransactionIds)
      assert.deepEqual(await seatStates(t, tr.session_id, seats), ['SOLD', 'SOLD'])
      assert.equal(await countersMatchSeats(t), 0)
      const tickets = await t.get<Array<{ seatInfo: string }>>(`/buyer/buyer/v5/orders/${created.body.data.orderId}/tickets`, auth(buyer))
      assert.deepEqual(
        tickets.body.data.map((k) => k.seatInfo),
        seats.map((s) => `${s.split('-')[0]}排${s.split('-')[1]}座`)
      )
      // A sold seat stays sold when the deadline passes: only held seats are released.
      await new OrderService(t.db, orderStores, closeOrder).closeExpiredOrders(new Date(NOON.getTime() + 60 * 60000))
      assert.deepEqual(await seatStates(t, tr.session_id, seats), ['SOLD', 'SOLD'])
    })

    test('"seat names from the designer reach the buyer" (issue #16 item 4): the seat map, pre_order, the order and its tickets say the names, in each language; renamed later, an order keeps the names it took', async () => {
      const tr = await seatedTier(t)
      const seats = await freeSeats(t, tr.id, 2)
      // Named as a designer publish names them (seat-map.repository.ts replaceFreeSeats): section, row label, number.
      const names = [
        ['池座', 'C', 7],
        ['池座', 'C', 9]
      ] as const
      for (const [i, key] of seats.entries()) {
        const [r, c] = key.split('-').map(Number)
        await t.db.query(
          'UPDATE seats SET section_name = $4, row_label = $5, seat_no = $6 WHERE session_id = $1 AND row_no = $2 AND col_no = $3',
          [tr.session_id, r, c, ...names[i]]
        )
      }
      const map = await t.get<SeatMap>(`/show/pub/v5/show/${tr.show_id}/session/${tr.session_id}/seat_map`)
      const at = (key: string) => map.body.data.seats.findIndex((x) => `${x[0]}-${x[1]}` === key)
      assert.deepEqual(
        seats.map((k) => map.body.data.names?.[at(k)]),
        names.map(([, row, n]) => [map.body.data.sections?.indexOf('池座'), row, n])
      )
      assert.equal(map.body.data.names?.filter(Boolean).length, 2, 'seats without a name have none')

      const priced = await t.call<{ seatInfos: Record<string, string> }>(
        'POST',
        '/buyer/buyer/v3/pre_order?lang=en',
        body(tr, seats, 'unused'),
        auth(buyer)
      )
      assert.deepEqual(priced.body.data.seatInfos, { [seats[0]]: '池座 · Row C · Seat 7', [seats[1]]: '池座 · Row C · Seat 9' })
      const created = await t.call<{ orderId: string; unPaidTransactionIds: string[] }>(
        'POST',
        '/buyer/buyer/v5/create_order',
        body(tr, seats, 'seat-name-0001'),
        auth(buyer)
      )
      assert.equal(created.body.statusCode, 200, created.body.comments)
      const orderId = created.body.data.orderId
      const words = {
        zh: ['池座 C排7座', '池座 C排9座'],
        'zh-MO': ['池座 C排7座', '池座 C排9座'],
        en: ['池座 · Row C · Seat 7', '池座 · Row C · Seat 9']
      }
      for (const [lang, want] of Object.entries(words)) {
        const detail = await t.get<{ items: Array<{ seatInfos: string[] }> }>(`/buyer/buyer/v5/orders/${orderId}?lang=${lang}`, auth(buyer))
        assert.deepEqual(detail.body.data.items[0].seatInfos, want, lang)
      }
      // Renamed after the order took them: the order and its tickets keep the names it was sold under.
      await t.db.query("UPDATE seats SET section_name = '楼座' WHERE session_id = $1 AND order_id = $2", [tr.session_id, orderId])
      await payInSandbox(t, buyer, created.body.data.unPaidTransactionIds)
      assert.deepEqual(await seatStates(t, tr.session_id, seats), ['SOLD', 'SOLD'])
      for (const [lang, want] of Object.entries(words)) {
        const tickets = await t.get<Array<{ seatInfo: string }>>(`/buyer/buyer/v5/orders/${orderId}/tickets?lang=${lang}`, auth(buyer))
        assert.deepEqual(
          tickets.body.data.map((k) => k.seatInfo),
          want,
          lang
        )
      }
    })

    test('a crowd of 240 buyers on 24 seats of one map, each after two of them: no seat twice, and after expiry every seat is free again', async () => {
      const tr = await seatedTier(t)
      const seats = await freeSeats(t, tr.id, 24)
      const users = Array.from({ length: 240 }, (_, i) => `u_seat_${engine}_${i}`)
      await t.db.query(`INSERT INTO users (id, merchant_id, nick_name, created_at) SELECT x, 'demo', x, $2 FROM unnest($1::text[]) AS x`, [
        users,
        NOON
      ])
      const orders = new OrderService(t.db, orderStores, closeOrder)
      // Neighbouring pairs overlap (0-1, 1-2, ...): most buyers want a seat someone else wants too.
      const results = await Promise.allSettled(
        users.map((userId, i) => {
          const a = i % 23
          return orders.create(body(tr, [seats[a], seats[a + 1]], `crowd-seat-${i}`), {
            merchantId: 'demo',
            userId,
            now: NOON,
            timeZone: DEFAULT_TIME_ZONE
          })
        })
      )
      const won = results.filter((r) => r.status === 'fulfilled').length
      const lost = results.filter((r): r is PromiseRejectedResult => r.status === 'rejected')
      assert.ok(
        lost.every((r) => (r.reason as { code?: string }).code === 'SEAT_TAKEN'),
        'every loser hears "seat taken"'
      )
      assert.ok(won >= 1 && won <= 12, `${won} orders for 24 seats in pairs`)
      const [{ held, orderSeats, distinct }] = await t.db.query<{ held: number; orderSeats: number; distinct: number }>(
        `SELECT (SELECT count(*)::int FROM seats WHERE tier_id = $1 AND status = 'HELD') AS held,
                count(*)::int AS "orderSeats", count(DISTINCT (os.row_no, os.col_no))::int AS distinct
           FROM order_seats os JOIN orders o ON o.id = os.order_id WHERE os.tier_id = $1 AND o.state = 'UNPAID'`,
        [tr.id]
      )
      assert.equal(orderSeats, won * 2)
      assert.equal(distinct, orderSeats, 'no seat in two live orders')
      assert.equal(held, won * 2)
      assert.equal(await countersMatchSeats(t), 0)
      await orders.closeExpiredOrders(new Date(NOON.getTime() + 16 * 60000))
      assert.deepEqual(
        await seatStates(t, tr.session_id, seats),
        seats.map(() => 'FREE')
      )
      assert.equal(await countersMatchSeats(t), 0)
    })
  })
}
