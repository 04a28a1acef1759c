/**
 * Gateways started together on an empty database take turns at the demo seed (seed-on-start.ts), as they
 * do at the migrations: a fleet's second gateway ended on the demo merchant's primary key when both wrote it.
 */
import { test } from 'node:test'
import assert from 'node:assert/strict'
import { ANCHOR, ENGINES, openTestDb, secondProcess } from '../helpers/helpers'
import { migrate } from '../../src/db/migrate'
import { seedOnStart } from '../../src/seed/seed-on-start'

for (const engine of ENGINES) {
  test(`two gateways starting together on an empty database seed the demo once, neither failing, on ${engine}`, async () => {
    const fresh = await openTestDb(engine)
    const second = await secondProcess(engine, fresh.db)
    try {
      await migrate(fresh.db)
      const shows = await Promise.all([seedOnStart(fresh.db, ANCHOR, false), seedOnStart(second.db, ANCHOR, false)])
      assert.equal(shows.filter((n) => n > 0).length, 1, `one of the two wrote the demo: ${shows}`)
      const [{ merchants, staff }] = await fresh.db.query<{ merchants: number; staff: number }>(
        'SELECT (SELECT count(*) FROM merchants)::int AS merchants, (SELECT count(*) FROM staff)::int AS staff'
      )
      assert.equal(merchants, 1)
      assert.ok(staff > 0, 'the demo console accounts outside production')
      assert.equal(await seedOnStart(second.db, ANCHOR, false), 0, 'a later start writes no demo again')
    } finally {
      await second.close()
      await fresh.drop()
    }
  })
}
