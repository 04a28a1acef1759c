/**
 * "A gateway keeps serving through a PostgreSQL restart (`pg_ctl restart` on a cluster the test starts
 * itself)" and "the pool survives ... a PostgreSQL restart with requests in flight (no exit, the next
 * requests answer)" (issue "Hardening 2"). A real gateway process on an initdb'd cluster of the test's own:
 * requests wait on a lock when `pg_ctl restart -m fast` ends every session, and more keep arriving while the
 * server is down. Each is answered (after its one retry) or told `limiting`, never a 500 or a refused
 * connection; the gateway does not exit; once the server is back every call is served and /readyz is ready.
 */
import { describe, test, before, after } from 'node:test'
import assert from 'node:assert/strict'
import pg from 'pg'
import { clusterTools, startOwnCluster, type OwnCluster } from '../helpers/own-cluster'
import { startGateway, stopProcess, until, type Gateway } from '../helpers/processes'

const tools = clusterTools()
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms))

interface Reply {
  http: number
  statusCode?: number
  errorCode?: string
  data?: unknown
}

describe('a gateway through `pg_ctl restart` of its PostgreSQL', { skip: typeof tools === 'string' ? tools : false }, () => {
  let cluster: OwnCluster
  let gateway: Gateway

  const call = async (path: string): Promise<Reply> => {
    const res = await fetch(`${gateway.base}${path}`)
    const body = (await res.json().catch(() => ({}))) as Omit<Reply, 'http'>
    return { http: res.status, ...body }
  }
  /** A read of the database on every call (no reply cache in front of it). */
  const read = () => call('/dev/outbox?recipient=nobody%40restart.example')
  /** A write: each captcha is a new row. */
  const write = () => call('/user/pub/v1/captcha')
  const alive = () => gateway.child.exitCode === null && gateway.child.signalCode === null
  const servedOrLimiting = (r: Reply) => r.http === 200 && (r.statusCode === 200 || r.errorCode === 'LIMITING')

  before(async () => {
    if (typeof tools === 'string') return
    cluster = await startOwnCluster(tools)
    // The gateway migrates and seeds the empty cluster as `npm start` does.
    gateway = await startGateway({ DATABASE_URL: cluster.url, LOG_LEVEL: 'info' }, 180_000)
  })

  after(async () => {
    if (gateway) await stopProcess(gateway.child)
    if (cluster) await cluster.stop()
  })

  test('requests in flight and arriving during the restart: served or limiting, no exit; then all served and ready', async () => {
    assert.deepEqual((await call('/readyz')).http, 200)
    // Connections left idle in the pool too: the restart ends them with no query to hear it.
    await Promise.all(Array.from({ length: 10 }, read))
    // Requests in flight at the restart: they wait on a lock this session holds until the restart ends it.
    const holder = new pg.Client({ connectionString: cluster.url })
    holder.on('error', () => undefined)
    await holder.connect()
    await holder.query('BEGIN')
    await holder.query('LOCK TABLE outbox IN ACCESS EXCLUSIVE MODE')
    const inFlight = Array.from({ length: 4 }, read)
    await until('gateway requests wait on the lock', async () => {
      const { rows } = await holder.query<{ n: number }>(
        "SELECT count(*)::int AS n FROM pg_stat_activity WHERE pid <> pg_backend_pid() AND wait_event_type = 'Lock'"
      )
      return rows[0].n > 0 ? true : undefined
    })

    // More keep arriving while the server goes down and comes back.
    let stop = false
    const during: Reply[] = []
    const load = async () => {
      for (let i = 0; !stop; i++) {
        during.push(await (i % 3 === 2 ? write() : read()))
        await sleep(20)
      }
    }
    const workers = Array.from({ length: 4 }, load)
    await sleep(100)
    await cluster.restart()
    await holder.end().catch(() => undefined)
    await sleep(200)
    stop = true
    await Promise.all(workers)

    const replies = [...(await Promise.all(inFlight)), ...during]
    assert.ok(during.length >= 8, `calls arrived during the restart (${during.length})`)
    assert.deepEqual(
      replies.filter((r) => !servedOrLimiting(r)),
      [],
      'no 500 and no refused connection'
    )
    assert.ok(
      replies.some((r) => r.errorCode === 'LIMITING'),
      'the restart was felt (some call was told to ask again)'
    )
    assert.ok(alive(), `the gateway is still running:\n${gateway.output()}`)
    assert.doesNotMatch(gateway.output(), /"msg":"unhandled error"/)

    // The pool reconnects by itself: the next requests answer.
    await until('reads and writes are served again', async () => {
      const next = await Promise.all([read(), write(), read()])
      return next.every((r) => r.http === 200 && r.statusCode === 200) ? true : undefined
    })
    const ready = await call('/readyz')
    assert.equal(ready.http, 200)
    assert.equal((ready.data as { postgres?: string }).postgres, 'up')
  })
})
