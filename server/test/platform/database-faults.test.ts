/**
 * Faults are survived, not fatal (issue "Hardening 2"): a terminated PostgreSQL backend, every backend
 * terminated with requests in flight, PostgreSQL refusing connections for a while (a restart's window),
 * Redis going away and coming back, SIGTERM with a request in flight; and the bounded write's retries of a
 * deadlock, a serialization failure and a connection lost before the commit. The gateway runs as its own
 * process (node server/src/main.ts), as production does, so an unheard 'error' event would end it.
 * PostgreSQL only (TEST_DATABASE_URL, superuser: it terminates the suite database's backends); the
 * bounded write's bound is checked on any engine.
 */
import { freePort } from '../helpers/free-port'
import { startRedis, stopProcess, until } from '../helpers/processes'
import { describe, test, before, after } from 'node:test'
import assert from 'node:assert/strict'
import { spawn, type ChildProcess } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { resolve } from 'node:path'
import { writeFileSync } from 'node:fs'
import pg from 'pg'
import Redis from 'ioredis'
import Fastify from 'fastify'
import { ANCHOR, seededApp } from '../helpers/helpers'
import { databaseUrl, seededPostgres } from '../helpers/seeded-template'
import { boundedWrite, CONFLICT_ATTEMPTS } from '../../src/db/bounded-write'
import { ConnectionLost, openDatabase, type Db } from '../../src/db/db'
import { errorHandler } from '../../src/http/error-handler'
import { RedisOrderGate } from '../../src/order/order-gate'
import { AppError } from '../../src/http/app-error'

const ROOT = resolve(__dirname, '..', '..', '..')
const ON_POSTGRES = process.env.TEST_DATABASE_URL ? false : 'TEST_DATABASE_URL is not set'
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms))

/** A superuser connection to the server, on the given database (default: the one TEST_DATABASE_URL names). */
async function superuser<T>(fn: (c: pg.Client) => Promise<T>, database?: string): Promise<T> {
  const c = new pg.Client({ connectionString: database ? databaseUrl(database) : process.env.TEST_DATABASE_URL })
  c.on('error', () => undefined)
  await c.connect()
  try {
    return await fn(c)
  } finally {
    await c.end().catch(() => undefined)
  }
}

/** Ends the database's sessions (all, or only the idle ones) but the caller's own; answers how many. */
async function terminate(c: pg.Client, database: string, onlyIdle = false): Promise<number> {
  const { rows } = await c.query<{ n: number }>(
    `SELECT count(pg_terminate_backend(pid))::int AS n FROM pg_stat_activity
      WHERE datname = $1 AND pid <> pg_backend_pid() ${onlyIdle ? "AND state = 'idle'" : ''}`,
    [database]
  )
  return rows[0].n
}

interface Reply {
  http: number
  statusCode?: number
  errorCode?: string
  data?: unknown
}

describe('a gateway process through database and Redis faults', { skip: ON_POSTGRES }, () => {
  let database: { db: Db; name: string; url: string; drop(): Promise<void> }
  let redisPort: number
  let redis: ChildProcess
  let gateway: ChildProcess
  let base: string
  let output = ''

  const call = async (path: string): Promise<Reply> => {
    const res = await fetch(`${base}${path}`)
    const body = (await res.json().catch(() => ({}))) as Omit<Reply, 'http'>
    return { http: res.status, ...body }
  }
  /** A read of the database on every call (no reply cache in front of it). */
  const read = () => call('/dev/outbox?recipient=nobody%40faults.example')
  /** A write: each captcha is a new row. */
  const write = () => call('/user/pub/v1/captcha')
  const alive = () => gateway.exitCode === null && gateway.signalCode === null
  /** Served, or told to ask again in a moment: what a buyer may hear in a fault, never a 500 or a refused connection. */
  const servedOrLimiting = (r: Reply) => r.http === 200 && (r.statusCode === 200 || r.errorCode === 'LIMITING')
  /** Waits until the gateway has a session waiting on the table lock the test holds: its request is in flight. */
  const waitingOnLock = (c: pg.Client) =>
    until('a gateway request waits on the lock', async () => {
      const { rows } = await c.query<{ n: number }>(
        "SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid() AND wait_event_type = 'Lock'",
        [database.name]
      )
      return rows[0].n > 0 ? rows[0].n : undefined
    })

  before(async () => {
    database = await seededPostgres(ANCHOR)
    redisPort = await freePort()
    redis = await startRedis(redisPort)
    const port = await freePort()
    base = `http://127.0.0.1:${port}`
    gateway = spawn(process.execPath, ['--import', 'tsx', 'server/src/main.ts'], {
      cwd: ROOT,
      env: {
        ...process.env,
        NODE_ENV: 'development',
        PORT: String(port),
        HOST: '127.0.0.1',
        DATABASE_URL: database.url,
        REDIS_URL: `redis://127.0.0.1:${redisPort}`,
        LOG_LEVEL: 'info',
        SANDBOX_REFUND_NOTIFY_MS: '0',
        SETTINGS_KEY: randomBytes(32).toString('base64')
      },
      stdio: ['ignore', 'pipe', 'pipe']
    })
    gateway.stdout?.on('data', (d: Buffer) => (output += d.toString()))
    gateway.stderr?.on('data', (d: Buffer) => (output += d.toString()))
    await until(
      'the gateway answers /healthz',
      async () => {
        if (!alive()) throw new Error(`the gateway exited:\n${output}`)
        return (await fetch(`${base}/healthz`)).ok ? true : undefined
      },
      60000
    )
  })

  after(async () => {
    if (process.env.FAULTS_LOG) writeFileSync(process.env.FAULTS_LOG, output)
    if (gateway) await stopProcess(gateway)
    if (redis) await stopProcess(redis)
    await database?.drop()
  })

  test("an idle connection terminated (the issue's repro): no exit, the next request answers", async () => {
    // Some connections into the pool, idle after.
    await Promise.all(Array.from({ length: 6 }, read))
    const ended = await superuser((c) => terminate(c, database.name, true))
    assert.ok(ended > 0, 'idle sessions were terminated')
    await sleep(300)
    assert.ok(alive(), `the gateway is still running:\n${output}`)
    const after = await Promise.all(Array.from({ length: 6 }, read))
    for (const r of after) assert.deepEqual([r.http, r.statusCode], [200, 200])
  })

  test('every backend terminated with reads in flight: they are asked again on new connections and answer, or limiting, never a 500', async () => {
    await superuser(async (c) => {
      await c.query('BEGIN')
      await c.query('LOCK TABLE outbox IN ACCESS EXCLUSIVE MODE')
      const inFlight = Array.from({ length: 4 }, read)
      await waitingOnLock(c)
      assert.ok((await terminate(c, database.name)) > 0)
      // The reads asked again wait on the lock once more; then it goes.
      await sleep(300)
      await c.query('COMMIT')
      // "retried once where it is safe (reads, idempotent writes) or answered limiting": on a loaded machine
      // the one retry can meet a connection the same termination ended, and the buyer's app asks again.
      const replies = await Promise.all(inFlight)
      for (const r of replies) assert.ok(r.http === 200 && (r.statusCode === 200 || r.statusCode === 42900), JSON.stringify(r))
      assert.ok(
        replies.some((r) => r.statusCode === 200),
        'at least one read is answered after its retry'
      )
    }, database.name)
    assert.ok(alive(), `the gateway is still running:\n${output}`)
    for (const r of await Promise.all(Array.from({ length: 4 }, read))) assert.deepEqual([r.http, r.statusCode], [200, 200])
  })

  test('backends terminated again and again under reads and writes: every reply is served or limiting, then all are served', async () => {
    let stop = false
    const replies: Reply[] = []
    const load = async () => {
      for (let i = 0; !stop; i++) replies.push(await (i % 4 === 3 ? write() : read()))
    }
    const workers = Array.from({ length: 6 }, load)
    await superuser(async (c) => {
      for (let round = 0; round < 4; round++) {
        await sleep(150)
        await terminate(c, database.name)
      }
    })
    await sleep(150)
    stop = true
    await Promise.all(workers)
    assert.ok(replies.length > 20, `enough calls ran (${replies.length})`)
    const bad = replies.filter((r) => !servedOrLimiting(r))
    assert.deepEqual(bad, [], 'no 500 and no refused connection')
    assert.ok(alive(), `the gateway is still running:\n${output}`)
    for (const r of await Promise.all([read(), write(), read()])) assert.deepEqual([r.http, r.statusCode], [200, 200])
    assert.doesNotMatch(output, /"msg":"unhandled error"/)
  })

  test("PostgreSQL refusing connections (a restart's window): limiting, /readyz 503, /healthz ok; then served again", async () => {
    try {
      await superuser(async (c) => {
        await c.query(`ALTER DATABASE ${database.name} ALLOW_CONNECTIONS false`)
        await terminate(c, database.name)
      })
      const down = await Promise.all([read(), write()])
      for (const r of down) assert.deepEqual([r.http, r.errorCode], [200, 'LIMITING'], JSON.stringify(r))
      const ready = await call('/readyz')
      assert.equal(ready.http, 503)
      assert.equal(ready.errorCode, 'NOT_READY')
      assert.deepEqual(ready.data, { postgres: 'down', redis: 'up' })
      assert.deepEqual([(await call('/healthz')).http], [200], 'liveness does not depend on the database')
      assert.ok(alive(), `the gateway is still running:\n${output}`)
    } finally {
      await superuser((c) => c.query(`ALTER DATABASE ${database.name} ALLOW_CONNECTIONS true`))
    }
    for (const r of await Promise.all([read(), write()])) assert.deepEqual([r.http, r.statusCode], [200, 200])
    const ready = await call('/readyz')
    assert.deepEqual([ready.http, ready.data], [200, { status: 'ready', postgres: 'up', redis: 'up' }])
  })

  test('Redis going away and coming back: /readyz tells it, calls go on (budgets unmetered), then Redis is used again', async () => {
    await stopProcess(redis)
    const degraded = await until('/readyz tells Redis is down', async () => {
      const r = await call('/readyz')
      return (r.data as { redis?: string } | undefined)?.redis === 'down' ? r : undefined
    })
    assert.deepEqual([degraded.http, degraded.data], [200, { status: 'degraded', postgres: 'up', redis: 'down' }])
    const started = Date.now()
    for (const r of await Promise.all([read(), read(), write()])) assert.deepEqual([r.http, r.statusCode], [200, 200])
    assert.ok(Date.now() - started < 1500, 'calls do not wait for Redis')
    redis = await startRedis(redisPort)
    const back = await until(
      '/readyz tells Redis is back',
      async () => {
        const r = await call('/readyz')
        return (r.data as { redis?: string } | undefined)?.redis === 'up' ? r : undefined
      },
      15000
    )
    assert.deepEqual(back.data, { status: 'ready', postgres: 'up', redis: 'up' })
    assert.ok(alive())
  })

  test('SIGTERM: stops accepting, answers the request in flight, closes the pool, exits 0', async () => {
    await superuser(async (c) => {
      await c.query('BEGIN')
      await c.query('LOCK TABLE outbox IN ACCESS EXCLUSIVE MODE')
      const inFlight = read()
      await waitingOnLock(c)
      const exited = new Promise<number | null>((done) => gateway.once('exit', (code) => done(code)))
      gateway.kill('SIGTERM')
      await sleep(300)
      // No new connection is taken while it closes.
      await assert.rejects(fetch(`${base}/healthz`, { headers: { connection: 'close' } }))
      assert.ok(alive(), 'still finishing the request in flight')
      await c.query('COMMIT')
      const r = await inFlight
      assert.deepEqual([r.http, r.statusCode], [200, 200])
      assert.equal(await exited, 0)
    }, database.name)
    assert.match(output, /SIGTERM: closed/)
    // Its pool closed: no session of the gateway is left on the database (the suite's own pool is idle and empty).
    await until('no session is left', () =>
      superuser(async (c) => {
        const { rows } = await c.query<{ n: number }>('SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = $1', [database.name])
        return rows[0].n === 0 ? true : undefined
      })
    )
  })
})

describe('/healthz and /readyz on any engine', () => {
  test('/healthz is liveness only; /readyz tells the database answers and that there is no Redis', async () => {
    const t = await seededApp('pglite')
    try {
      assert.deepEqual((await t.get('/healthz')).body.data, { status: 'ok' })
      const ready = await t.get('/readyz')
      assert.deepEqual([ready.status, ready.body.data], [200, { status: 'ready', postgres: 'up', redis: 'absent' }])
      // A database that does not answer: not ready (503, a balancer sends buyers elsewhere), still alive.
      await t.db.close()
      const down = await t.get('/readyz')
      assert.deepEqual([down.status, down.body.errorCode, down.body.data], [503, 'NOT_READY', { postgres: 'down', redis: 'absent' }])
      assert.equal((await t.get('/healthz')).status, 200)
    } finally {
      await t.app.close()
    }
  })
})

describe('the rush gate when Redis goes away', { skip: ON_POSTGRES }, () => {
  test('falls back to this process, and takes shared places again once Redis is back', async () => {
    const port = await freePort()
    let server = await startRedis(port)
    const client = new Redis({ port, maxRetriesPerRequest: 2, enableOfflineQueue: false, retryStrategy: () => 50 })
    client.on('error', () => undefined)
    const key = `stagedoor:test-gate:${process.pid}`
    const gate = new RedisOrderGate(client, { capacity: 2, queueLimit: 10, maxWaitMs: 500 }, key)
    try {
      await until('the client is ready', async () => (client.status === 'ready' ? true : undefined))
      assert.equal(await gate.run(async () => client.zcard(key)), 1, 'a shared lease while Redis answers')
      await stopProcess(server)
      await until('the client saw Redis go', async () => (client.status !== 'ready' ? true : undefined))
      const started = Date.now()
      assert.deepEqual(await Promise.all([gate.run(async () => 'a'), gate.run(async () => 'b')]), ['a', 'b'])
      assert.ok(Date.now() - started < 500, 'no wait for Redis')
      server = await startRedis(port)
      await until('the client is back', async () => (client.status === 'ready' ? true : undefined), 5000)
      assert.equal(await gate.run(async () => client.zcard(key)), 1, 'shared leases again')
    } finally {
      client.disconnect()
      await stopProcess(server)
    }
  })
})

describe('the bounded write: deadlocks, serialization failures and lost connections', () => {
  const coded = (code: string) => Object.assign(new Error(`the database ended the transaction (${code})`), { code })

  test(`a deadlock or serialization victim runs again with jitter, ${CONFLICT_ATTEMPTS} attempts at most, then limiting`, async () => {
    for (const code of ['40P01', '40001']) {
      let attempts = 0
      const always = { transaction: async () => (attempts++, Promise.reject(coded(code))) } as unknown as Db
      await assert.rejects(
        boundedWrite(always, async () => 'never'),
        (e) => e instanceof AppError && e.code === 'LIMITING'
      )
      assert.equal(attempts, CONFLICT_ATTEMPTS, code)
      let tries = 0
      const twice = {
        transaction: async (fn: () => Promise<string>) => (++tries <= 2 ? Promise.reject(coded(code)) : fn())
      } as unknown as Db
      assert.equal(await boundedWrite(twice, async () => 'done'), 'done')
      assert.equal(tries, 3)
    }
    // A wait bound already waited: limiting at once.
    let waited = 0
    const timeout = { transaction: async () => (waited++, Promise.reject(coded('55P03'))) } as unknown as Db
    await assert.rejects(
      boundedWrite(timeout, async () => 'never'),
      (e) => e instanceof AppError && e.code === 'LIMITING'
    )
    assert.equal(waited, 1)
    // A connection lost before the commit runs once more; after the commit was sent, limiting.
    let lost = 0
    const dropped = (nothingCommitted: boolean) =>
      ({ transaction: async () => (lost++, Promise.reject(new ConnectionLost(coded('57P01'), nothingCommitted))) }) as unknown as Db
    await assert.rejects(
      boundedWrite(dropped(true), async () => 'never'),
      (e) => e instanceof AppError && e.code === 'LIMITING'
    )
    assert.equal(lost, 2)
    lost = 0
    await assert.rejects(
      boundedWrite(dropped(false), async () => 'never'),
      (e) => e instanceof AppError && e.code === 'LIMITING'
    )
    assert.equal(lost, 1)
  })

  test('a lost connection that escapes is answered limiting, never a 500', async () => {
    const app = Fastify()
    app.setErrorHandler(errorHandler)
    app.get('/lost', async () => {
      throw new ConnectionLost(new Error('Connection terminated unexpectedly'), false)
    })
    try {
      const res = await app.inject({ method: 'GET', url: '/lost' })
      assert.deepEqual([res.statusCode, res.json().errorCode, res.json().mode], [200, 'LIMITING', 'limiting'])
    } finally {
      await app.close()
    }
  })

  describe('on PostgreSQL', { skip: ON_POSTGRES }, () => {
    let database: { db: Db; name: string; drop(): Promise<void> }
    let db: Db
    before(async () => {
      database = await seededPostgres(ANCHOR)
      db = await openDatabase({ url: databaseUrl(database.name), poolSize: 4 })
      await db.exec('CREATE TABLE fault_probe (id int PRIMARY KEY, n int NOT NULL); INSERT INTO fault_probe VALUES (1, 0), (2, 0)')
    })
    after(async () => {
      await db?.close()
      await database?.drop()
    })

    test('two writes that lock the same rows in opposite orders: the deadlock victim runs again and both commit', async () => {
      await db.exec('UPDATE fault_probe SET n = 0')
      let attempts = 0
      let arrived = 0
      let meet: () => void = () => undefined
      const bothHoldOne = new Promise<void>((r) => (meet = r))
      const crossing = (first: number, second: number) =>
        boundedWrite(db, async (tx) => {
          const attempt = ++attempts
          // Found long before the write's 2 s lock bound, however busy the machine (the suite runs as superuser).
          await tx.query("SELECT set_config('deadlock_timeout', '200ms', true)")
          await tx.query('UPDATE fault_probe SET n = n + 1 WHERE id = $1', [first])
          // The first attempts meet holding one row each, so each then waits for the other's: a circle.
          if (attempt <= 2) {
            if (++arrived === 2) meet()
            await bothHoldOne
          }
          await tx.query('UPDATE fault_probe SET n = n + 1 WHERE id = $1', [second])
          return attempt
        })
      const outcomes = await Promise.allSettled([crossing(1, 2), crossing(2, 1)])
      assert.deepEqual(
        outcomes.map((o) => o.status),
        ['fulfilled', 'fulfilled'],
        JSON.stringify(outcomes.map((o) => (o.status === 'rejected' ? String(o.reason) : o.value)))
      )
      assert.equal(attempts, 3, 'PostgreSQL ended one of the two; it ran again')
      assert.deepEqual(await db.query('SELECT id, n FROM fault_probe ORDER BY id'), [
        { id: 1, n: 2 },
        { id: 2, n: 2 }
      ])
    })

    test('a transaction whose connection is terminated before its commit runs again on a new one, and writes once', async () => {
      await db.exec('UPDATE fault_probe SET n = 0')
      let attempts = 0
      const result = await boundedWrite(db, async (tx) => {
        attempts++
        await tx.query('UPDATE fault_probe SET n = n + 1 WHERE id = 1')
        if (attempts === 1) {
          const [{ pid }] = await tx.query<{ pid: number }>('SELECT pg_backend_pid() AS pid')
          await superuser((c) => c.query('SELECT pg_terminate_backend($1)', [pid]))
          await sleep(100)
        }
        await tx.query('UPDATE fault_probe SET n = n + 1 WHERE id = 2')
        return attempts
      })
      assert.equal(result, 2)
      assert.deepEqual(await db.query('SELECT id, n FROM fault_probe ORDER BY id'), [
        { id: 1, n: 1 },
        { id: 2, n: 1 }
      ])
    })

    test('a read whose connection is terminated while it runs is asked again; a write is told lost, not repeated', async () => {
      const terminateSoon = () =>
        sleep(200).then(() => superuser((c) => terminate(c, database.name)).then((n) => assert.ok(n > 0, 'a session was terminated')))
      const [rows] = await Promise.all([db.query<{ one: number }>('SELECT pg_sleep(0.6), 1 AS one'), terminateSoon()])
      assert.equal(rows[0].one, 1)
      await db.exec('UPDATE fault_probe SET n = 0')
      const [write] = await Promise.allSettled([
        db.query('UPDATE fault_probe SET n = n + 1 WHERE id = 1 AND pg_sleep(0.6) IS NOT NULL'),
        terminateSoon()
      ])
      assert.equal(write.status, 'rejected')
      assert.ok((write as PromiseRejectedResult).reason instanceof ConnectionLost)
      assert.equal(((write as PromiseRejectedResult).reason as ConnectionLost).nothingCommitted, false)
      assert.deepEqual(await db.query('SELECT n FROM fault_probe WHERE id = 1'), [{ n: 0 }], 'the write did not run twice')
    })
  })
})
