/**
 * Browse reads from the standby (issue "Scale-out": "browse reads optionally from the standby
 * (DATABASE_READ_URL, lag within the reply cache's second)"): the public browse replies are read through
 * the read pool, order creation, stock decisions and a buyer's own reads never are, and a standby that
 * does not answer never stops browsing (the reads go to the primary, logged once).
 *
 * On PostgreSQL the "standby" is a different database holding a copy of the seeded state, then changed,
 * so a reply shows which database it was read from.
 */
import { describe, test, before, after } from 'node:test'
import assert from 'node:assert/strict'
import { AWAY_MS, browseReads, type BrowseReadsLog } from '../../src/db/browse-reads'
import { ConnectionLost, openDatabase, type Db } from '../../src/db/db'
import { loadConfig } from '../../src/config'
import { ANCHOR, seededApp, type TestApp } from '../helpers/helpers'
import { seededPostgres } from '../helpers/seeded-template'
import { onSaleTier, tier, type Tier } from '../helpers/tier-helpers'
import { auth, phoneLogin } from '../helpers/account-helpers'
import { callCreateOrder } from '../helpers/order-helpers'

/** A database stand-in answering `rows`, or failing as `fail` says, counting its calls. */
function fakeDb(name: string, fail?: () => Error): Db & { calls: number } {
  const db = {
    kind: 'postgres' as const,
    calls: 0,
    async query<T>(): Promise<T[]> {
      db.calls++
      if (fail) {
        const error = fail()
        if (error) throw error
      }
      return [{ from: name }] as T[]
    },
    exec: async () => undefined,
    transaction: async () => {
      throw new Error('not here')
    },
    exclusively: async () => undefined,
    close: async () => undefined
  }
  return db
}

function recordingLog() {
  const lines: string[] = []
  const log: BrowseReadsLog = {
    warn: (_fields, message) => void lines.push(`warn ${message}`),
    info: (message) => void lines.push(`info ${message}`)
  }
  return { lines, log }
}

/** The settings as the environment gives them (the app's global ProcessEnv type asks for its own keys). */
const env = (vars: Record<string, string>) => vars as NodeJS.ProcessEnv

describe('DATABASE_READ_URL (config.ts)', () => {
  test('a standby of DATABASE_URL: refused without it or when not a postgres:// URL, read when set', () => {
    const primary = 'postgres://postgres@127.0.0.1:5432/stagedoor'
    const standby = 'postgres://postgres@127.0.0.1:55001/stagedoor'
    assert.throws(() => loadConfig(env({ DATABASE_READ_URL: standby })), /DATABASE_READ_URL needs DATABASE_URL/)
    assert.throws(
      () => loadConfig(env({ DATABASE_URL: primary, DATABASE_READ_URL: 'mysql://x' })),
      /DATABASE_READ_URL must start with postgres/
    )
    assert.equal(loadConfig(env({ DATABASE_URL: primary, DATABASE_READ_URL: standby })).databaseReadUrl, standby)
    assert.equal(loadConfig(env({ DATABASE_URL: primary })).databaseReadUrl, undefined)
  })
})

describe('browse reads: where they go (db/browse-reads.ts)', () => {
  test('without DATABASE_READ_URL every read is on the one pool, as before', async () => {
    const primary = fakeDb('primary')
    assert.equal(browseReads(primary, undefined, recordingLog().log), primary)
  })

  test('"a dead standby never stops browsing": a lost standby reads from the primary, logged once; the primary for AWAY_MS, then the standby again', async () => {
    let down = true
    let clock = 0
    const standby = fakeDb('standby', () => (down ? new ConnectionLost(new Error('connect ECONNREFUSED'), true) : (undefined as never)))
    const primary = fakeDb('primary')
    const { lines, log } = recordingLog()
    const reads = browseReads(primary, standby, log, () => clock)
    assert.deepEqual(await reads.query('SELECT 1'), [{ from: 'primary' }])
    assert.deepEqual(await reads.query('SELECT 1'), [{ from: 'primary' }])
    assert.equal(standby.calls, 1, 'within AWAY_MS the standby is not asked again (no connection attempt per browse call)')
    clock = AWAY_MS + 1
    assert.deepEqual(await reads.query('SELECT 1'), [{ from: 'primary' }])
    assert.equal(standby.calls, 2, 'tried again after AWAY_MS')
    assert.equal(lines.length, 1, `the outage is logged once: ${lines.join(' | ')}`)
    assert.match(lines[0], /^warn read pool: the standby is not answering/)
    down = false
    clock = 2 * AWAY_MS + 2
    assert.deepEqual(await reads.query('SELECT 1'), [{ from: 'standby' }])
    assert.deepEqual(await reads.query('SELECT 1'), [{ from: 'standby' }])
    assert.deepEqual(lines.slice(1), ['info read pool: the standby answers again; browse reads go to it'], 'the return is logged once')
  })

  test('a read the standby cancelled to replay the primary (40001, conflict with recovery) is asked of the primary; a bad statement is not hidden', async () => {
    const cancelled = Object.assign(new Error('canceling statement due to conflict with recovery'), { code: '40001' })
    const reads = browseReads(
      fakeDb('primary'),
      fakeDb('standby', () => cancelled),
      recordingLog().log
    )
    assert.deepEqual(await reads.query('SELECT 1'), [{ from: 'primary' }])
    const bad = Object.assign(new Error('relation "nope" does not exist'), { code: '42P01' })
    const primary = fakeDb('primary')
    const strict = browseReads(
      primary,
      fakeDb('standby', () => bad),
      recordingLog().log
    )
    await assert.rejects(strict.query('SELECT * FROM nope'), /does not exist/)
    assert.equal(primary.calls, 0)
  })
})

// The HTTP paths need two PostgreSQL databases (a PGlite is one process's, with no standby).
const postgres = process.env.TEST_DATABASE_URL ? describe : describe.skip

postgres('browse reads from the standby through HTTP (PostgreSQL)', () => {
  let t: TestApp
  let standby: Awaited<ReturnType<typeof seededPostgres>>
  let tr: Tier
  const STANDBY_NAME = { 'zh-CN': '备库的演出', 'zh-MO': '備庫的演出', 'en-US': 'Read from the standby' }

  before(async () => {
    standby = await seededPostgres(ANCHOR)
    t = await seededApp('postgres', { readDb: standby.db })
    tr = await onSaleTier(t, false)
    // The standby's copy differs from the primary: its show has another name and the tier shows sold out.
    await standby.db.query('UPDATE shows SET name = $2::jsonb WHERE id = $1', [tr.show_id, JSON.stringify(STANDBY_NAME)])
    await standby.db.query('UPDATE price_tiers SET capacity = capacity - available, available = 0 WHERE id = $1', [tr.id])
  })
  after(async () => {
    await t?.close()
    await standby?.drop()
  })

  test('the cached browse replies (show detail, sessions and tiers, search, goods, cities) are read from the standby', async () => {
    const detail = await t.get(`/show/pub/v5/show/${tr.show_id}/static?lang=en`)
    assert.equal(detail.body.statusCode, 200)
    assert.ok(JSON.stringify(detail.body.data).includes(STANDBY_NAME['en-US']), 'show detail read from the standby')
    // Found by the primary's name (the search terms were copied with it), presented by the standby's.
    const [show] = await t.db.query<{ name: Record<string, string> }>('SELECT name FROM shows WHERE id = $1', [tr.show_id])
    const search = await t.get(`/home/pub/v3/show_list/search?lang=en&keyword=${encodeURIComponent(show.name['zh-CN'])}`)
    assert.ok(JSON.stringify(search.body.data).includes(STANDBY_NAME['en-US']), 'the show list search read from the standby')
    const plans = await t.get<Array<{ seatPlanId: string; soldOut: boolean }>>(
      `/show/pub/v5/show/${tr.show_id}/session/${tr.session_id}/seat_plans_dynamic_data`
    )
    assert.equal(
      plans.body.data.find((p) => p.seatPlanId === tr.id)?.soldOut,
      true,
      "availability on browse may come from the standby's copy"
    )
    for (const url of ['/pub/v5/spus?lang=en', '/home/pub/v5/citys', '/home/pub/v5/layouts?page=HOME&lang=en'])
      assert.equal((await t.get(url)).body.statusCode, 200, url)
  })

  test("order creation decides on the primary's stock, and the buyer's own order is read from the primary", async () => {
    const buyer = await phoneLogin(t, '13900007001')
    const created = await callCreateOrder(t, auth(buyer), tr, 1, tr.price_fen, 'read-pool-1')
    assert.equal(created.body.statusCode, 200, `the standby says sold out, the primary has stock: ${created.body.comments}`)
    assert.equal((await tier(t, tr.id)).held, tr.held + 1, 'the hold is on the primary')
    const [copy] = await standby.db.query<{ n: number }>('SELECT count(*)::int AS n FROM orders')
    const order = await t.get<{ orderId: string }>(`/buyer/buyer/v5/orders/${created.body.data.orderId}`, auth(buyer))
    assert.equal(order.body.statusCode, 200, 'a buyer reads their own order where it was written')
    const [after] = await standby.db.query<{ n: number }>('SELECT count(*)::int AS n FROM orders')
    assert.equal(after.n, copy.n, 'nothing was written to the standby')
  })

  test('/readyz reports the standby', async () => {
    const ready = await t.get('/readyz')
    assert.deepEqual([ready.status, ready.body.data], [200, { status: 'ready', postgres: 'up', standby: 'up', redis: 'absent' }])
  })
})

postgres('a standby refusing connections (PostgreSQL)', () => {
  let t: TestApp
  let refused: Db
  before(async () => {
    // Port 1 on this machine: nothing listens, every connection is refused at once.
    refused = await openDatabase({ url: 'postgres://postgres@127.0.0.1:1/stagedoor', poolSize: 2 })
    t = await seededApp('postgres', { readDb: refused })
  })
  after(async () => {
    await t?.close()
    await refused?.close()
  })

  test('browsing goes on from the primary; /readyz says degraded (standby down), not down', async () => {
    const tr = await onSaleTier(t, false)
    const [show] = await t.db.query<{ name: Record<string, string> }>('SELECT name FROM shows WHERE id = $1', [tr.show_id])
    const detail = await t.get(`/show/pub/v5/show/${tr.show_id}/static?lang=en`)
    assert.equal(detail.body.statusCode, 200, detail.body.comments)
    assert.ok(JSON.stringify(detail.body.data).includes(show.name['en-US']), "the primary's show")
    for (const url of ['/home/pub/v3/show_list/search?lang=en', '/pub/v5/spus?lang=en', '/home/pub/v5/citys'])
      assert.equal((await t.get(url)).body.statusCode, 200, url)
    const ready = await t.get('/readyz')
    assert.deepEqual([ready.status, ready.body.data], [200, { status: 'degraded', postgres: 'up', standby: 'down', redis: 'absent' }])
  })
})
