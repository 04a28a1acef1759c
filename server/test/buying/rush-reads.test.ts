/**
 * The reads of the orders of a moment, gathered (issue #30 item 3: "remove what is not needed per buyer";
 * order/rush-reads.ts): many buyers' held-level facts, seat checks and tiers asked at once are one query
 * each, and every order gets what its own read would have given it.
 */
import { describe, test, before, after } from 'node:test'
import assert from 'node:assert/strict'
import type { Queryable } from '../../src/db/db'
import { ENGINES, NOON, openSeededDb, type TestDb } from '../helpers/helpers'
import { RushReads } from '../../src/order/rush-reads'
import { MemberRepository, type PricingCall } from '../../src/member/member.repository'
import { SeatRepository } from '../../src/inventory/seat.repository'
import { OrderRepository } from '../../src/order/order.repository'

/** The database, counting the statements that name a table. */
function counting(db: Queryable, table: string): { db: Queryable; count: () => number } {
  let n = 0
  const query: Queryable['query'] = (sql, params) => {
    if (sql.includes(table)) n++
    return db.query(sql, params)
  }
  return { db: { ...db, query } as Queryable, count: () => n }
}

for (const engine of ENGINES) {
  describe(`rush reads (${engine})`, () => {
    let tdb: TestDb
    const users = Array.from({ length: 30 }, (_, i) => `u_rush_reads_${i}`)
    before(async () => {
      tdb = await openSeededDb(engine)
      const { db } = tdb
      await db.query(`INSERT INTO users (id, merchant_id, nick_name, created_at) SELECT x, 'demo', x, $2 FROM unnest($1::text[]) AS x`, [
        users,
        NOON
      ])
      await db.query('DELETE FROM member_levels WHERE merchant_id = $1', ['demo'])
      await db.query(
        `INSERT INTO member_levels (merchant_id, level_id, position, name, threshold, discount_percent) VALUES
           ('demo', 'base', 0, '普通会员', 0, NULL), ('demo', 'gold', 1, '黄金会员', 100, 90)`
      )
      // Every third buyer has 150 growth (gold), the others 10 (base).
      await db.query(
        `INSERT INTO growth_ledger (id, merchant_id, user_id, kind, growth, created_at)
         SELECT 'g_' || x, 'demo', x, 'EARN', CASE WHEN (i - 1) % 3 = 0 THEN 150 ELSE 10 END, $2 FROM unnest($1::text[]) WITH ORDINALITY AS u(x, i)`,
        [users, NOON]
      )
    })
    after(async () => tdb.drop())

    test("30 buyers' held-level facts asked at once: one query, each buyer's own (as one read each gives it)", async () => {
      const { db, count } = counting(tdb.db, 'member_levels')
      const calls: PricingCall[] = users.map((userId, i) => ({ userId, merchantId: 'demo', now: new Date(NOON.getTime() + i) }))
      // A merchant without a ladder: no levels, and neither growth nor terms are read for it.
      calls.push({ userId: users[0], merchantId: 'no_ladder', now: NOON })
      const reads = new RushReads({ orders: new OrderRepository(db), members: new MemberRepository(db), seats: new SeatRepository(db) })
      const gathered = await Promise.all(calls.map((c) => reads.memberFacts(c)))
      assert.equal(count(), 1)
      const one = new MemberRepository(tdb.db)
      for (const [i, call] of calls.entries()) assert.deepEqual(gathered[i], (await one.pricingFacts([call]))[0], call.userId)
      assert.deepEqual(
        gathered.slice(0, 4).map((f) => f.growth),
        [150, 10, 10, 150]
      )
      assert.deepEqual(
        gathered[0].levels.map((l) => l.level_id),
        ['base', 'gold']
      )
      assert.deepEqual(gathered.at(-1), { levels: [], growth: 0, terms: [] })
    })

    test('seats asked by 12 orders at once: one query; each order counts its own free seats, a sold one not', async () => {
      const [tier] = await tdb.db.query<{ id: string; session_id: string }>(
        `SELECT t.id, t.session_id FROM price_tiers t WHERE t.seated AND (SELECT count(*) FROM seats s WHERE s.tier_id = t.id AND s.status = 'FREE') >= 24 ORDER BY t.id LIMIT 1`
      )
      assert.ok(tier, 'the demo data has a seated tier with 24 free seats')
      const free = await tdb.db.query<{ row_no: number; col_no: number }>(
        "SELECT row_no, col_no FROM seats WHERE tier_id = $1 AND status = 'FREE' ORDER BY row_no, col_no LIMIT 24",
        [tier.id]
      )
      const places = free.map((s) => ({ row: s.row_no, col: s.col_no }))
      // The first seat is taken meanwhile; order 0 asks for it and its neighbour.
      await tdb.db.query("UPDATE seats SET status = 'SOLD' WHERE session_id = $1 AND row_no = $2 AND col_no = $3", [
        tier.session_id,
        places[0].row,
        places[0].col
      ])
      const { db, count } = counting(tdb.db, 'FROM seats')
      const reads = new RushReads({ orders: new OrderRepository(db), members: new MemberRepository(db), seats: new SeatRepository(db) })
      const asks = Array.from({ length: 12 }, (_, i) => places.slice(2 * i, 2 * i + 2))
      const counts = await Promise.all(asks.map((seats) => reads.freeSeats(tier.session_id, tier.id, seats)))
      // Another tier's key never counts a seat of this one.
      const otherTier = await reads.freeSeats(tier.session_id, 'tier_not_this', places.slice(2, 4))
      assert.equal(count(), 2)
      assert.deepEqual(counts, [1, ...Array(11).fill(2)])
      assert.equal(otherTier, 0)
      await tdb.db.query("UPDATE seats SET status = 'FREE' WHERE session_id = $1 AND row_no = $2 AND col_no = $3", [
        tier.session_id,
        places[0].row,
        places[0].col
      ])
    })

    test('one tier asked by 20 quotes at once is one read; an unknown id is left out', async () => {
      const [tier] = await tdb.db.query<{ id: string }>('SELECT id FROM price_tiers ORDER BY id LIMIT 1')
      const { db, count } = counting(tdb.db, 'FROM price_tiers')
      const reads = new RushReads({ orders: new OrderRepository(db), members: new MemberRepository(db), seats: new SeatRepository(db) })
      const found = await Promise.all(Array.from({ length: 20 }, () => reads.tiers([tier.id, 'tier_unknown'])))
      assert.equal(count(), 1)
      assert.ok(found.every((f) => f.length === 1 && f[0].id === tier.id))
    })
  })
}
