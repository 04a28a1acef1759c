/**
 * Group writes (issue #8 goal 2: "writes batched (group commit: one transaction takes N orders' stock and
 * inserts their rows)"; DESIGN.md "The heart": never sell a seat twice): orders arriving together share
 * a transaction; a group the stock cannot cover is written again order by order, so exactly the stock is
 * held; a buyer's orders still meet the account limit; one key twice makes one order.
 */
import { describe, test, before, after } from 'node:test'
import assert from 'node:assert/strict'
import type { Db } from '../../src/db/db'
import { ENGINES, NOON, seededApp, type TestApp } from '../helpers/helpers'
import { onSaleTier, tier, type Tier } from '../helpers/tier-helpers'
import { OrderWriter, type OrderToWrite } from '../../src/order/order-writer'
import { isStockShort } from '../../src/inventory/stock.repository'
import { orderStores } from '../../src/stores'
import { randomId } from '../../src/account/token-codec'

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

function toWrite(tr: Tier, userId: string, key: string, qty: number, limitPerAccount = 0): OrderToWrite {
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
    lines: [{ tierId: tr.id, qty, unitFen: tr.price_fen, seats: [] }],
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
  })
}
