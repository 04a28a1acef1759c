/**
 * The database as the gateway sees it: parameterised queries, multi-statement scripts, transactions.
 * Two engines behind it with the same SQL: PGlite in-process (the embedded default, data under .data/)
 * and any PostgreSQL through DATABASE_URL.
 */
export interface Queryable {
  query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<T[]>
}

/** One statement and its parameters, kept to be run later. */
export interface Statement {
  sql: string
  params: Array<string | number>
}

export interface Transaction extends Queryable {
  /**
   * Runs the statement as the transaction's last, sent together with its COMMIT in one round trip on
   * PostgreSQL: a contended row lock it takes is held while the statement and the commit run, not also
   * while its reply crosses to a busy gateway and the COMMIT comes back. If it fails, the transaction
   * rolls back and the call answers its error. Statements added this way run in the order added.
   */
  commitWith(statement: Statement): void
}

export interface Db extends Queryable {
  readonly kind: 'pglite' | 'postgres'
  exec(sql: string): Promise<void>
  transaction<T>(fn: (tx: Transaction) => Promise<T>, limits?: WaitLimits): Promise<T>
  /**
   * Runs fn while holding the named lock, shared by every process on the database (a PostgreSQL
   * session advisory lock keyed by the name and the schema; PGlite is one process, so a lock in memory).
   * 'wait' queues for it; 'try' answers undefined at once when another holder has it.
   */
  exclusively<T>(name: string, mode: 'wait' | 'try', fn: () => Promise<T>): Promise<T | undefined>
  close(): Promise<void>
}

/** How long a transaction's statements may wait for a row lock, and run, before PostgreSQL stops them. */
export interface WaitLimits {
  lockTimeoutMs: number
  statementTimeoutMs: number
}

/**
 * The write paths of a rush (order creation, payment settlement, releasing holds) wait bounded: a row
 * held longer than this answers busy (limiting, the app retries) instead of queueing connections.
 */
export const WRITE_LIMITS: WaitLimits = { lockTimeoutMs: 2000, statementTimeoutMs: 10000 }

/**
 * The one statement that sets the limits for the current transaction only (set_config's `is_local`, as
 * SET LOCAL): one round trip on the hot path instead of one per setting. Whole milliseconds.
 */
export function waitLimitsSql(limits: WaitLimits): string {
  return `SELECT set_config('lock_timeout', '${Math.round(limits.lockTimeoutMs)}', true), set_config('statement_timeout', '${Math.round(limits.statementTimeoutMs)}', true)`
}

/**
 * PostgreSQL stopped the statement at a limit, or ended it to break a circle of waits: 55P03
 * lock_not_available (lock_timeout), 57014 query_canceled (statement_timeout), 40P01 deadlock_detected,
 * 40001 serialization_failure. Each is a busy moment the same call can get through when asked again.
 */
export function isWaitTimeout(error: unknown): boolean {
  const code = (error as { code?: string } | null)?.code
  return code === '55P03' || code === '57014' || code === '40P01' || code === '40001'
}

export interface DbOptions {
  /** postgres://... ; absent: the embedded PGlite. */
  url?: string
  /** PGlite data folder; absent: in memory. */
  dataDir?: string
  /** PostgreSQL schema to work in (tests use a fresh one each run). */
  schema?: string
  /** PostgreSQL connections at most (10); the gateway sizes it to its rush gate plus room for reads. */
  poolSize?: number
}

export async function openDatabase(options: DbOptions): Promise<Db> {
  if (options.url) {
    const { openPostgres } = await import('./postgres')
    return openPostgres(options.url, options.schema, options.poolSize)
  }
  const { openPglite } = await import('./pglite')
  return openPglite(options.dataDir)
}
