import type { PGlite } from '@electric-sql/pglite'
import { waitLimitsSql, type Db, type Queryable, type Statement } from './db'

export async function openPglite(dataDir?: string): Promise<Db> {
  // PGlite ships as an ES module with WebAssembly; loaded on demand so PostgreSQL deployments never touch it.
  const { PGlite } = await import('@electric-sql/pglite')
  const pg = dataDir ? new PGlite(dataDir) : new PGlite()
  await pg.waitReady
  return pgliteDb(pg)
}

/** The gateway's database over a started PGlite (the tests start theirs from a dumped, seeded folder). */
export function pgliteDb(pg: PGlite): Db {
  const wrap = (q: { query: (sql: string, params?: unknown[]) => Promise<{ rows: unknown[] }> }): Queryable => ({
    async query<T>(sql: string, params: unknown[] = []) {
      return (await q.query(sql, params)).rows as T[]
    }
  })
  // PGlite is one process with one connection: a named lock only has to exclude this process's own callers.
  const locks = new Map<string, Promise<unknown>>()
  return {
    kind: 'pglite',
    ...wrap(pg),
    async exec(sql) {
      await pg.exec(sql)
    },
    transaction: (fn, limits) =>
      pg.transaction(async (tx) => {
        if (limits) await tx.query(waitLimitsSql(limits))
        // In-process: no round trip to save, the last statements simply run before the commit.
        const last: Statement[] = []
        const result = await fn({ ...wrap(tx), commitWith: (statement) => void last.push(statement) })
        for (const statement of last) await tx.query(statement.sql, statement.params)
        return result
      }),
    async exclusively(name, mode, fn) {
      for (;;) {
        const current = locks.get(name)
        if (!current) break
        if (mode === 'try') return undefined
        await current.catch(() => undefined)
      }
      // Taken before fn starts: fn may ask for the same lock before its first await.
      let release = () => undefined as void
      locks.set(name, new Promise<void>((resolve) => (release = resolve)))
      try {
        return await fn()
      } finally {
        locks.delete(name)
        release()
      }
    },
    close: () => pg.close()
  }
}
