import pg from 'pg'
import { ConnectionLost, isConnectionLost, waitLimitsSql, type Db, type Queryable, type Statement } from './db'

// Money and counts are bigint-safe integers in our schema; read int8 as a JS number.
pg.types.setTypeParser(20, (v) => Number(v))

/**
 * The statement with its parameters written in as literals, for a multi-statement message (which takes
 * no parameters): strings through the driver's escapeLiteral, numbers only when finite.
 */
export function inlineStatement(statement: Statement, literal: (text: string) => string): string {
  return statement.sql.replace(/\$(\d+)/g, (_, n: string) => {
    const value = statement.params[Number(n) - 1]
    if (typeof value === 'number') {
      if (!Number.isFinite(value)) throw new Error(`parameter $${n} is not a finite number`)
      return String(value)
    }
    if (typeof value !== 'string') throw new Error(`parameter $${n} is missing`)
    return literal(value)
  })
}

/**
 * A statement that only reads, so asking it again on a new connection cannot write twice: it starts
 * with SELECT or WITH and names no write, row lock, sequence, advisory lock or setting.
 */
export function isReadOnlyStatement(sql: string): boolean {
  return (
    /^\s*(SELECT|WITH|SHOW|VALUES|TABLE)\b/i.test(sql) &&
    !/\b(INSERT|UPDATE|DELETE|MERGE|TRUNCATE|FOR\s+(NO\s+KEY\s+)?UPDATE|FOR\s+(KEY\s+)?SHARE|nextval|setval|pg_advisory\w*|pg_try_advisory\w*|pg_notify|set_config)\b/i.test(
      sql
    )
  )
}

/** How the pool tells of a connection it lost while idle (a console line unless the caller logs it). */
export type ConnectionErrorLog = (error: Error) => void

const warnOnConsole: ConnectionErrorLog = (error) =>
  console.warn(`database: an idle connection was lost (${error.message}); the pool opens a new one when needed`)

/** A connection taken from the pool for one unit of work, watched for its end (see checkout). */
interface Checkout {
  client: pg.PoolClient
  /** The connection's end, if it was heard while out. */
  lost: () => Error | undefined
  /** Back to the pool; a broken (or lost) connection is closed instead of kept. */
  release: (broken: boolean) => void
}

/** How long after a lost connection the pool's others are tried before use. */
const SUSPECT_MS = 3000

export async function openPostgres(
  url: string,
  schema?: string,
  poolSize = 10,
  onIdleError: ConnectionErrorLog = warnOnConsole,
  connectTimeoutMs?: number
): Promise<Db> {
  if (schema && !/^[a-z_][a-z0-9_]*$/.test(schema)) throw new Error(`bad schema name ${schema}`)
  const pool = new pg.Pool({
    connectionString: url,
    max: poolSize,
    // A proxy or firewall that drops quiet connections is noticed by the socket, not by the next buyer.
    keepAlive: true,
    // Unset: wait as long as the socket does. A pool with somewhere else to go (the read pool) gives up
    // sooner, on a host that does not answer and on a pool whose connections are all busy alike.
    connectionTimeoutMillis: connectTimeoutMs,
    options: schema ? `-c search_path=${schema}` : undefined
  })
  // Until this moment, after a connection was lost, checkouts try their connection first (checkout below).
  let suspectUntil = 0
  const suspect = () => {
    suspectUntil = Date.now() + SUSPECT_MS
  }
  const lostConnection = (error: unknown, nothingCommitted: boolean) => {
    suspect()
    return new ConnectionLost(error, nothingCommitted)
  }
  // An idle connection ended from the other side (a restart, a failover, pg_terminate_backend, a proxy's
  // idle timeout) is an 'error' on the pool; unheard, Node ends the process. The pool has already
  // dropped that connection, and the next checkout opens a new one.
  pool.on('error', (error) => {
    suspect()
    onIdleError(error)
  })
  // A new connection is handed to its first checkout a moment after the pool stops listening to it; when
  // the server's end of the session arrives in the same packet as the end of its start-up (a backend
  // terminated as it started), that 'error' came before anyone listened and ended the process. A listener
  // for the connection's whole life hears it; the checkout then drops that connection.
  const endedWith = new WeakMap<pg.Client, Error>()
  pool.on('connect', (client) =>
    client.on('error', (error) => {
      endedWith.set(client, error)
      suspect()
    })
  )
  if (schema) {
    // Two processes opening a new schema together: IF NOT EXISTS can still lose the race on the catalogue's unique index.
    await pool.query(`CREATE SCHEMA IF NOT EXISTS ${schema}`).catch((error: { code?: string }) => {
      if (error.code !== '23505') throw error
    })
  }
  const wrap = (q: { query: (sql: string, params?: unknown[]) => Promise<{ rows: unknown[] }> }): Queryable => ({
    async query<T>(sql: string, params: unknown[] = []) {
      return (await q.query(sql, params)).rows as T[]
    }
  })
  /**
   * A checked-out connection for one unit of work. While it is out the pool does not listen to it, so a
   * session ended between two statements would be an unheard 'error' event (the process ends): it is
   * heard by its life-long listener, and the connection goes back to the pool as broken (closed, not reused).
   */
  async function checkout(): Promise<Checkout> {
    for (let tried = 0; ; tried++) {
      let client: pg.PoolClient
      try {
        client = await pool.connect()
      } catch (error) {
        // No connection (refused, the server starting or stopping, the database closed to connections, too
        // many connections): nothing of the call was sent, and the next call tries to connect again.
        throw lostConnection(error, true)
      }
      const out = watched(client)
      const ended = endedWith.get(client)
      if (ended) {
        out.release(true)
        if (tried < poolSize) continue
        throw lostConnection(ended, true)
      }
      // Soon after a connection was lost the pool's idle ones may be dead too (a restart or a failover
      // ends them all) before their end is heard: each is tried with a round trip first, a dead one dropped.
      if (Date.now() < suspectUntil && tried < poolSize) {
        try {
          await client.query('SELECT 1')
        } catch (error) {
          out.release(true)
          if (isConnectionLost(error)) continue
          throw error
        }
      }
      return out
    }
  }
  function watched(client: pg.PoolClient): Checkout {
    // The connection's life-long listener (above) hears a session ended while it is out.
    const lost = () => endedWith.get(client)
    return {
      client,
      lost,
      release: (broken) => {
        const lostWith = lost()
        client.release(broken || lostWith ? (lostWith ?? new Error('connection lost')) : undefined)
      }
    }
  }
  /** One statement on a connection of its own, a lost connection told as ConnectionLost. */
  async function once<T>(sql: string, params?: unknown[]): Promise<T[]> {
    const { client, release } = await checkout()
    let broken = false
    try {
      return (await client.query(sql, params)).rows as T[]
    } catch (error) {
      if (!isConnectionLost(error)) throw error
      broken = true
      throw lostConnection(error, false)
    } finally {
      release(broken)
    }
  }
  // Advisory locks are per database; the schema is part of the key so deployments (and test runs)
  // sharing one database in separate schemas do not wait for each other.
  const lockKey = "hashtext($1 || ':' || current_schema())"
  return {
    kind: 'postgres',
    async query<T>(sql: string, params: unknown[] = []) {
      // Asked once more on a new connection (the dead one is dropped) when that cannot write twice: the
      // statement was never sent (no connection could be made), or it only reads. A write that was sent
      // may have committed before the connection went: the caller hears ConnectionLost.
      for (let attempt = 1; ; attempt++) {
        try {
          return await once<T>(sql, params)
        } catch (error) {
          if (!(error instanceof ConnectionLost)) throw error
          if (attempt === 1 && (error.nothingCommitted || isReadOnlyStatement(sql))) continue
          throw error
        }
      }
    },
    async exec(sql) {
      await once(sql)
    },
    async transaction(fn, limits) {
      const { client, lost, release } = await checkout()
      // Until the COMMIT is sent, a lost connection means the server rolled the transaction back.
      let commitSent = false
      let broken = false
      try {
        // With its limits in the same message: one round trip for both.
        await client.query(limits ? `BEGIN; ${waitLimitsSql(limits)}` : 'BEGIN')
        const last: Statement[] = []
        const result = await fn({ ...wrap(client), commitWith: (statement) => void last.push(statement) })
        // One simple-protocol message: PostgreSQL stops at the first failing statement, so the COMMIT
        // after it never runs and the transaction is left aborted (rolled back below).
        const message = [...last.map((s) => inlineStatement(s, (v) => client.escapeLiteral(v))), 'COMMIT'].join(';\n')
        commitSent = true
        await client.query(message)
        return result
      } catch (error) {
        // This transaction's connection went (a ConnectionLost already told came from a call the work made
        // on another connection, and keeps what it said); the work's own refusal stands as it is.
        const dropped = isConnectionLost(error) && !(error instanceof ConnectionLost)
        if (dropped || lost()) {
          broken = true
          throw dropped ? lostConnection(error, !commitSent) : error
        }
        await client.query('ROLLBACK').catch(() => undefined)
        throw error
      } finally {
        release(broken)
      }
    },
    async exclusively(name, mode, fn) {
      // A session lock lives on one connection: that connection is kept for as long as the lock is held.
      const { client, release } = await checkout()
      let held = false
      let broken = false
      try {
        if (mode === 'wait') {
          await client.query(`SELECT pg_advisory_lock(${lockKey})`, [name])
          held = true
        } else {
          const [row] = (await client.query<{ ok: boolean }>(`SELECT pg_try_advisory_lock(${lockKey}) AS ok`, [name])).rows
          held = row.ok
        }
        if (!held) return undefined
        return await fn()
      } catch (error) {
        // Taking the lock wrote nothing; the work itself runs on other connections and says for itself.
        if (!held && isConnectionLost(error) && !(error instanceof ConnectionLost)) {
          broken = true
          throw lostConnection(error, true)
        }
        throw error
      } finally {
        // A lock on a lost session is already gone with it.
        if (held) await client.query(`SELECT pg_advisory_unlock(${lockKey})`, [name]).catch(() => undefined)
        release(broken)
      }
    },
    close: () => pool.end()
  }
}
