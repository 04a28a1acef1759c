import pg from 'pg'
import { waitLimitsSql, type Db, type Queryable, type Statement } from './db'

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

export async function openPostgres(url: string, schema?: string, poolSize = 10): Promise<Db> {
  if (schema && !/^[a-z_][a-z0-9_]*$/.test(schema)) throw new Error(`bad schema name ${schema}`)
  const pool = new pg.Pool({
    connectionString: url,
    max: poolSize,
    options: schema ? `-c search_path=${schema}` : undefined
  })
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
  // Advisory locks are per database; the schema is part of the key so deployments (and test runs)
  // sharing one database in separate schemas do not wait for each other.
  const lockKey = "hashtext($1 || ':' || current_schema())"
  return {
    kind: 'postgres',
    ...wrap(pool),
    async exec(sql) {
      await pool.query(sql)
    },
    async transaction(fn, limits) {
      const client = await pool.connect()
      try {
        // With its limits in the same message: one round trip for both.
        await client.query(limits ? `BEGIN; ${waitLimitsSql(limits)}` : 'BEGIN')
        const last: Statement[] = []
        const result = await fn({ ...wrap(client), commitWith: (statement) => void last.push(statement) })
        // One simple-protocol message: PostgreSQL stops at the first failing statement, so the COMMIT
        // after it never runs and the transaction is left aborted (rolled back below).
        await client.query([...last.map((s) => inlineStatement(s, (v) => client.escapeLiteral(v))), 'COMMIT'].join(';\n'))
        return result
      } catch (error) {
        await client.query('ROLLBACK').catch(() => undefined)
        throw error
      } finally {
        client.release()
      }
    },
    async exclusively(name, mode, fn) {
      // A session lock lives on one connection: that connection is kept for as long as the lock is held.
      const client = await pool.connect()
      let held = false
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
      } finally {
        if (held) await client.query(`SELECT pg_advisory_unlock(${lockKey})`, [name]).catch(() => undefined)
        client.release()
      }
    },
    close: () => pool.end()
  }
}
