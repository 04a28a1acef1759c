/**
 * The database as the gateway sees it: parameterised queries, multi-statement scripts, transactions.
 * Two engines behind it with the same SQL: PGlite in-process (the embedded default, data under .data/)
 * and any PostgreSQL through DATABASE_URL.
 */
export interface Queryable {
  query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<T[]>
}

export interface Db extends Queryable {
  readonly kind: 'pglite' | 'postgres'
  exec(sql: string): Promise<void>
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>
  close(): Promise<void>
}

export interface DbOptions {
  /** postgres://... ; absent: the embedded PGlite. */
  url?: string
  /** PGlite data folder; absent: in memory. */
  dataDir?: string
  /** PostgreSQL schema to work in (tests use a fresh one each run). */
  schema?: string
}

export async function openDatabase(options: DbOptions): Promise<Db> {
  if (options.url) {
    const { openPostgres } = await import('./postgres')
    return openPostgres(options.url, options.schema)
  }
  const { openPglite } = await import('./pglite')
  return openPglite(options.dataDir)
}
