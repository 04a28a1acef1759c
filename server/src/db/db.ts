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

/**
 * The connection under a call went away: the server ended the session (57P01 admin_shutdown, 57P02
 * crash_shutdown, 57P03 cannot_connect_now: a restart, a failover, pg_terminate_backend), a connection
 * exception (class 08), or the socket closed, was refused or reset (a proxy's idle timeout, PostgreSQL
 * down). The pool drops that connection and opens another for the next call.
 */
export function isConnectionLost(error: unknown): boolean {
  if (error instanceof ConnectionLost) return true
  const { code, message } = (error ?? {}) as { code?: unknown; message?: unknown }
  if (typeof code === 'string' && (CONNECTION_CODES.has(code) || code.startsWith('08'))) return true
  return typeof message === 'string' && CONNECTION_MESSAGES.some((m) => message.startsWith(m))
}

const CONNECTION_CODES = new Set([
  '57P01',
  '57P02',
  '57P03',
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN'
])
// pg's own words for a socket that closed under it, or a client it already knows is dead.
const CONNECTION_MESSAGES = ['Connection terminated', 'Client has encountered a connection error', 'Client was closed and is not queryable']

/**
 * A call that lost its database connection (isConnectionLost), as the PostgreSQL adapter reports it once
 * it has done what it safely can (a read is asked again once on a new connection). `nothingCommitted`:
 * the connection went before anything the call wrote was sent to commit, so running the same work again
 * is safe (boundedWrite does, once); otherwise whether it committed is unknown and the caller hears
 * limiting, to ask again as it would after any busy moment.
 */
export class ConnectionLost extends Error {
  constructor(
    cause: unknown,
    readonly nothingCommitted: boolean
  ) {
    super('database connection lost', { cause })
    this.name = 'ConnectionLost'
  }
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
  /** How long getting a PostgreSQL connection may take before the call hears ConnectionLost (unset: no limit). */
  connectTimeoutMs?: number
}

export async function openDatabase(options: DbOptions): Promise<Db> {
  if (options.url) {
    const { openPostgres } = await import('./postgres')
    return openPostgres(options.url, options.schema, options.poolSize, undefined, options.connectTimeoutMs)
  }
  const { openPglite } = await import('./pglite')
  return openPglite(options.dataDir)
}
