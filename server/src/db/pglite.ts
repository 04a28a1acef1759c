import type { Db, Queryable } from './db'

export async function openPglite(dataDir?: string): Promise<Db> {
  // PGlite ships as an ES module with WebAssembly; loaded on demand so PostgreSQL deployments never touch it.
  const { PGlite } = await import('@electric-sql/pglite')
  const pg = dataDir ? new PGlite(dataDir) : new PGlite()
  await pg.waitReady
  const wrap = (q: { query: (sql: string, params?: unknown[]) => Promise<{ rows: unknown[] }> }): Queryable => ({
    async query<T>(sql: string, params: unknown[] = []) {
      return (await q.query(sql, params)).rows as T[]
    }
  })
  return {
    kind: 'pglite',
    ...wrap(pg),
    async exec(sql) {
      await pg.exec(sql)
    },
    transaction: (fn) => pg.transaction((tx) => fn(wrap(tx))),
    close: () => pg.close()
  }
}
