import pg from 'pg'
import { waitLimitsSql, type Db, type Queryable } from './db'

// Money and counts are bigint-safe integers in our schema; read int8 as a JS number.
pg.types.setTypeParser(20, (v) => Number(v))

export async function openPostgres(url: string, schema?: string): Promise<Db> {
  if (schema && !/^[a-z_][a-z0-9_]*$/.test(schema)) throw new Error(`bad schema name ${schema}`)
  const pool = new pg.Pool({
    connectionString: url,
    max: 10,
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
        await client.query('BEGIN')
        if (limits) await client.query(waitLimitsSql(limits))
        const result = await fn(wrap(client))
        await client.query('COMMIT')
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
