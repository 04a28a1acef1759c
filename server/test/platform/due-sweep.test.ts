/**
 * The one due-sweep every expiry sweeper runs through (db/due-sweep.ts): "one process sweeps at a time",
 * "each due row ends in its own bounded write, and a row held past the wait bound is left for the next
 * round", a full batch read again until none is left when the sweep drains, and what an end answered told
 * only after its write committed (the stock admission must not read released tiers before they are).
 */
import { after, before, describe, test } from 'node:test'
import assert from 'node:assert/strict'
import { sweepDue } from '../../src/db/due-sweep'
import { AppError } from '../../src/http/app-error'
import type { Transaction } from '../../src/db/db'
import { ENGINES, openTestDb, type TestDb } from '../helpers/helpers'

for (const engine of ENGINES) {
  describe(`due-sweep on ${engine}`, () => {
    let t: TestDb
    before(async () => {
      t = await openTestDb(engine)
      await t.db.exec('CREATE TABLE sweep_rows (id text PRIMARY KEY, state text NOT NULL)')
    })
    after(async () => t.drop())

    const seed = async (ids: string[]) => {
      await t.db.exec('DELETE FROM sweep_rows')
      for (const id of ids) await t.db.query("INSERT INTO sweep_rows (id, state) VALUES ($1, 'DUE')", [id])
    }
    const dueRows = async (limit: number) =>
      (await t.db.query<{ id: string }>("SELECT id FROM sweep_rows WHERE state = 'DUE' ORDER BY id LIMIT $1", [limit])).map((r) => r.id)
    const end = async (tx: Transaction, id: string) =>
      (await tx.query<{ id: string }>("UPDATE sweep_rows SET state = 'ENDED' WHERE id = $1 AND state = 'DUE' RETURNING id", [id])).length >
      0
    const states = async () =>
      Object.fromEntries(
        (await t.db.query<{ id: string; state: string }>('SELECT id, state FROM sweep_rows ORDER BY id')).map((r) => [r.id, r.state])
      )

    test('"a row held past the wait bound is left for the next round": the others end and count, its write does not stay', async () => {
      await seed(['a', 'b', 'c'])
      const told: string[] = []
      const count = await sweepDue(t.db, {
        lock: 'test-sweep',
        due: () => dueRows(10),
        end: async (tx, id) => {
          const ended = await end(tx, id)
          if (id === 'b') throw new AppError('LIMITING')
          return ended && id
        },
        ended: (id) => told.push(id)
      })
      assert.equal(count, 2)
      assert.deepEqual(told, ['a', 'c'])
      assert.deepEqual(await states(), { a: 'ENDED', b: 'DUE', c: 'ENDED' })
      assert.equal(await sweepDue(t.db, { lock: 'test-sweep', due: () => dueRows(10), end }), 1, 'the next round ends it')
    })

    test('"each row ends once": an end that finds it already ended is not counted nor told', async () => {
      await seed(['a', 'b'])
      const told: boolean[] = []
      const count = await sweepDue(t.db, { lock: 'test-sweep', due: async () => ['a', 'b', 'a'], end, ended: (r) => told.push(r) })
      assert.equal(count, 2)
      assert.equal(told.length, 2)
    })

    test('what an end answered is told after its write committed', async () => {
      await seed(['a'])
      let seen = ''
      await sweepDue(t.db, {
        lock: 'test-sweep',
        due: () => dueRows(10),
        end,
        ended: () => {
          seen = 'pending'
          void states().then((s) => {
            seen = s.a
          })
        }
      })
      await new Promise((resolve) => setTimeout(resolve, 50))
      assert.equal(seen, 'ENDED')
    })

    test('drainBatch: a full batch is read again until a short one; without it a round reads once', async () => {
      await seed(['a', 'b', 'c', 'd', 'e'])
      let reads = 0
      const once = await sweepDue(t.db, { lock: 'test-sweep', due: () => (reads++, dueRows(2)), end })
      assert.deepEqual([once, reads], [2, 1])
      reads = 0
      const drained = await sweepDue(t.db, { lock: 'test-sweep', due: () => (reads++, dueRows(2)), end, drainBatch: 2 })
      assert.deepEqual([drained, reads], [3, 2], 'c and d, then e: a short batch ends the round')
      assert.deepEqual(Object.values(await states()), ['ENDED', 'ENDED', 'ENDED', 'ENDED', 'ENDED'])
    })

    test('drainBatch: a full batch whose every row was held is not read again in the same round (no spinning)', async () => {
      await seed(['a', 'b'])
      let reads = 0
      const count = await sweepDue(t.db, {
        lock: 'test-sweep',
        due: () => (reads++, dueRows(2)),
        end: async () => {
          throw new AppError('LIMITING')
        },
        drainBatch: 2
      })
      assert.deepEqual([count, reads], [0, 1])
    })

    test('any other failure fails the round (the sweeper logs it and tries again next round)', async () => {
      await seed(['a'])
      await assert.rejects(
        sweepDue(t.db, {
          lock: 'test-sweep',
          due: () => dueRows(10),
          end: async () => {
            throw new Error('broken')
          }
        }),
        /broken/
      )
    })

    test('"one process sweeps at a time": a sweep that finds the lock held answers 0 at once and ends nothing', async () => {
      await seed(['a'])
      const inside = await t.db.exclusively('test-sweep', 'try', () => sweepDue(t.db, { lock: 'test-sweep', due: () => dueRows(10), end }))
      assert.equal(inside, 0)
      assert.deepEqual(await states(), { a: 'DUE' })
    })
  })
}
