/**
 * Group writes (issue #8 goal 2: "writes batched (group commit: one transaction takes N orders' stock and
 * inserts their rows)"; DESIGN.md "The heart": never sell a seat twice): orders arriving together share
 * a transaction; a group the stock cannot cover is written again order by order, so exactly the stock is
 * held; a buyer's orders still meet the account limit; one key twice makes one order; seated orders share
 * a transaction too, and a seat sold meanwhile is only its own order's refusal.
 */
import { describe, test, before, after } from 'node:test'
import assert from 'node:assert/strict'
import type { Db } from '../../src/db/db'
import { ENGINES, NOON, seededApp, type TestApp } from '../helpers/helpers'
import { onSaleTier, tier, type Tier } from '../helpers/tier-helpers'
import { GROUPS_AT_ONCE, OrderWriter, type OrderToWrite } from '../../src/order/order-writer'
import { isStockShort } from '../../src/inventory/stock.repository'
import { orderStores } from '../../src/stores'
import { randomId } from '../../src/account/token-codec'
import type { SeatPlace } from '../../../types/rules/seat-key'

/** The database, counting the transactions run through it. */
function counting(db: Db): { db: Db; transactions: () => number } {
  let n = 0
  return {
    db: {
      ...db,
      transaction: (fn, limits) => {
        n++
        return db.transaction(fn, limits)
      }
    },
    transactions: () => n
  }
}

function toWrite(tr: Tier, userId: string, key: string, qty: number, limitPerAccount = 0, seats: SeatPlace[] = []): OrderToWrite {
  return {
    order: {
      id: randomId('ord_'),
      transactionId: randomId('txn_'),
      merchantId: 'demo',
      userId,
      showId: tr.show_id,
      sessionId: tr.session_id,
      ticketFen: tr.price_fen * qty,
      deliveryFen: 0,
      deliveryMethod: 'E_TICKET',
      deliveryAddress: null,
      totalFen: tr.price_fen * qty,
      ticketCount: qty,
      reserveDeadline: new Date(NOON.getTime() + 15 * 60000),
      idempotencyKey: key,
      requestHash: `hash-${key}`,
      remarks: '',
      now: NOON,
      paid: false
    },
    lines: [{ tierId: tr.id, qty, unitFen: tr.price_fen, seats }],
    attendees: [],
    limitPerOrder: 6,
    limitPerAccount
  }
}

for (const engine of ENGINES) {
  describe(`group writes (${engine})`, () => {
    let t: TestApp
    let tr: Tier
    const users = Array.from({ length: 40 }, (_, i) => `u_group_${engine}_${i}`)
    before(async () => {
      t = await seededApp(engine)
      tr = await onSaleTier(t, false)
      await t.db.query(`INSERT INTO users (id, merchant_id, nick_name, created_at) SELECT x, 'demo', x, $2 FROM unnest($1::text[]) AS x`, [
        users,
        NOON
      ])
    })
    after(async () => t.close())

    const stock = async () => {
      const s = await tier(t, tr.id)
      return { available: s.available, held: s.held, balanced: s.available + s.held + s.sold === s.capacity }
    }

    test('40 orders arriving together share a few transactions; every one is stored with its line and its ticket held', async () => {
      await t.db.query('UPDATE price_tiers SET capacity = 100, available = 100, held = 0, sold = 0 WHERE id = $1', [tr.id])
      const { db, transactions } = counting(t.db)
      const writer = new OrderWriter(db, orderStores)
      const written = await Promise.all(users.map((u, i) => writer.write(toWrite(tr, u, `group-a-${i}`, 1))))
      assert.ok(written.every((w) => w.tookStock))
      assert.ok(transactions() <= 10, `${transactions()} transactions for 40 orders`)
      const [{ orders, lines }] = await t.db.query<{ orders: number; lines: number }>(
        'SELECT count(DISTINCT o.id)::int AS orders, count(i.*)::int AS lines FROM orders o JOIN order_items i ON i.order_id = o.id WHERE o.id = ANY($1::text[])',
        [written.map((w) => w.reply.orderId)]
      )
      assert.deepEqual({ orders, lines }, { orders: 40, lines: 40 })
      assert.deepEqual(await stock(), { available: 60, held: 40, balanced: true })
    })

    test('a group the stock cannot cover is written again order by order: exactly the 5 tickets left are held, the others hear the stock is short', async () => {
      await t.db.query('UPDATE price_tiers SET capacity = capacity - available + 5, available = 5 WHERE id = $1', [tr.id])
      const writer = new OrderWriter(t.db, orderStores)
      const outcomes = await Promise.allSettled(users.slice(0, 20).map((u, i) => writer.write(toWrite(tr, u, `group-b-${i}`, 1))))
      const won = outcomes.filter((o) => o.status === 'fulfilled')
      const refused = outcomes.filter((o): o is PromiseRejectedResult => o.status === 'rejected')
      assert.equal(won.length, 5)
      assert.ok(
        refused.every((o) => isStockShort(o.reason)),
        `each refused order hears its own stock error: ${refused.map((o) => String((o.reason as { constraint?: string }).constraint ?? o.reason)).join(', ')}`
      )
      const after = await stock()
      assert.equal(after.available, 0)
      assert.ok(after.balanced)
    })

    test('one buyer asking three times at once (2 tickets each, limit 4 a buyer): two orders, the third refused by the account limit', async () => {
      await t.db.query('UPDATE price_tiers SET capacity = capacity + 50, available = available + 50 WHERE id = $1', [tr.id])
      const writer = new OrderWriter(t.db, orderStores)
      const buyer = users[39]
      const [{ n: before }] = await t.db.query<{ n: number }>(
        "SELECT COALESCE(sum(ticket_count), 0)::int AS n FROM orders WHERE user_id = $1 AND state = 'UNPAID'",
        [buyer]
      )
      const outcomes = await Promise.allSettled([0, 1, 2].map((i) => writer.write(toWrite(tr, buyer, `group-c-${i}`, 2, before + 4))))
      assert.equal(outcomes.filter((o) => o.status === 'fulfilled').length, 2)
      const refused = outcomes.filter((o): o is PromiseRejectedResult => o.status === 'rejected')
      assert.deepEqual(
        refused.map((o) => (o.reason as { code?: string }).code),
        ['PURCHASE_LIMIT']
      )
    })

    test('one key sent twice at once makes one order; the second is its replay', async () => {
      const writer = new OrderWriter(t.db, orderStores)
      const item = toWrite(tr, users[0], 'group-d-same-key', 1)
      const [a, b] = await Promise.all([
        writer.write(item),
        writer.write({ ...item, order: { ...item.order, id: randomId('ord_'), transactionId: randomId('txn_') } })
      ])
      assert.equal(a.reply.orderId, b.reply.orderId)
      // Either may take the buyer's lock first; the other finds its order under the lock.
      assert.deepEqual([a.tookStock, b.tookStock].sort(), [false, true])
    })
    test('"no seat is sold twice": 12 seated orders arriving together share a few transactions; the one after a seat already sold and one of two after the same seat hear SEAT_TAKEN alone, every other is written with its seat held', async () => {
      const [row] = await t.db.query<{ id: string }>(
        `SELECT t.id FROM price_tiers t JOIN sessions s ON s.id = t.session_id JOIN shows sh ON sh.id = s.show_id
          WHERE t.seated AND sh.state = 'SCHEDULED' AND sh.sale_time <= $1 AND s.starts_at > $1 + interval '2 days'
            AND NOT sh.real_name AND sh.min_age IS NULL AND t.available >= 20 AND t.price_fen > 0 ORDER BY t.id LIMIT 1`,
        [NOON]
      )
      const seatedTier = await tier(t, row.id)
      const free = await t.db.query<{ row_no: number; col_no: number }>(
        "SELECT row_no, col_no FROM seats WHERE tier_id = $1 AND status = 'FREE' ORDER BY row_no, col_no LIMIT 11",
        [seatedTier.id]
      )
      const places = free.map((f) => ({ row: f.row_no, col: f.col_no }))
      const writer = new OrderWriter(t.db, orderStores)
      await writer.write(toWrite(seatedTier, users[0], 'group-e-first', 1, 0, [places[0]]))
      const before = await tier(t, seatedTier.id)

      const { db, transactions } = counting(t.db)
      const crowd = new OrderWriter(db, orderStores)
      // Buyer 1 wants the seat buyer 0 bought; buyers 2..11 one seat each, buyers 11 and 12 the same one.
      const wants = [places[0], ...places.slice(1, 11), places[10]]
      const outcomes = await Promise.allSettled(
        wants.map((p, i) => crowd.write(toWrite(seatedTier, users[i + 1], `group-e-${i}`, 1, 0, [p])))
      )
      const codes = outcomes.map((o) => (o.status === 'fulfilled' ? 'written' : (o.reason as { code?: string }).code))
      assert.equal(codes[0], 'SEAT_TAKEN')
      assert.deepEqual(codes.slice(1, 10), Array(9).fill('written'))
      assert.deepEqual([codes[10], codes[11]].sort(), ['SEAT_TAKEN', 'written'])
      // The first GROUPS_AT_ONCE go at once, each alone, and the others wait and go together, but for the
      // second order after one seat, which waits for the group after (alone, each would be a transaction).
      assert.ok(transactions() <= GROUPS_AT_ONCE + 2, `${transactions()} transactions for 12 seated orders`)

      const held = await t.db.query<{ order_id: string; n: number }>(
        `SELECT s.order_id, count(*)::int AS n FROM seats s JOIN order_seats os ON os.order_id = s.order_id AND os.row_no = s.row_no AND os.col_no = s.col_no
          WHERE s.session_id = $1 AND s.status = 'HELD' AND s.order_id = ANY($2::text[]) GROUP BY s.order_id`,
        [seatedTier.session_id, outcomes.flatMap((o) => (o.status === 'fulfilled' ? [o.value.reply.orderId] : []))]
      )
      assert.equal(held.length, 10, 'each written order holds its one seat, named on the order')
      assert.ok(held.every((h) => h.n === 1))
      const after = await tier(t, seatedTier.id)
      assert.deepEqual(
        { available: after.available, held: after.held, balanced: after.available + after.held + after.sold === after.capacity },
        { available: before.available - 10, held: before.held + 10, balanced: true }
      )
      const [{ unwritten }] = await t.db.query<{ unwritten: number }>(
        'SELECT count(*)::int AS unwritten FROM orders WHERE idempotency_key = ANY($1::text[])',
        [outcomes.flatMap((o, i) => (o.status === 'rejected' ? [`group-e-${i}`] : []))]
      )
      assert.equal(unwritten, 0, 'a refused order writes nothing')
    })
  })
}
