/**
 * Where the public browse reads go (DATABASE_READ_URL): the standby's pool when there is one, else the
 * primary's. Only the cached browse replies read through this (composition/browse.wiring.ts); anything
 * that reads then writes, a buyer's own data and every stock decision stay on the primary, so a standby a
 * moment behind can only show availability up to that moment late, as the reply cache's second already does.
 *
 * A standby that cannot be reached never stops browsing: the read pool has already asked once more on a
 * new connection (db/postgres.ts), then the read is asked of the primary, and for AWAY_MS after that the
 * browse reads go straight to the primary instead of waiting on the standby's connection attempts each
 * time. The outage and the return are logged once each.
 */
import { isConnectionLost, type Db, type Queryable } from './db'

/** After the standby failed, how long browse reads go to the primary before the standby is tried again. */
export const AWAY_MS = 5000

export interface BrowseReadsLog {
  warn(fields: object, message: string): void
  info(message: string): void
}

/**
 * The standby cancelled the read to replay the primary's changes (SQLSTATE 40001, "conflict with
 * recovery"): the same read on the primary answers at once.
 */
function cancelledByRecovery(error: unknown): boolean {
  return (error as { code?: unknown } | null)?.code === '40001'
}

export function browseReads(primary: Db, standby: Db | undefined, log: BrowseReadsLog, now: () => number = Date.now): Queryable {
  if (!standby) return primary
  let awayUntil = 0
  let away = false
  return {
    async query<T>(sql: string, params?: unknown[]) {
      if (now() < awayUntil) return primary.query<T>(sql, params)
      try {
        const rows = await standby.query<T>(sql, params)
        if (away) {
          away = false
          log.info('read pool: the standby answers again; browse reads go to it')
        }
        return rows
      } catch (error) {
        if (isConnectionLost(error)) {
          awayUntil = now() + AWAY_MS
          if (!away) {
            away = true
            log.warn({ err: error }, 'read pool: the standby is not answering; browse reads go to the primary until it is back')
          }
        } else if (!cancelledByRecovery(error)) throw error
        return primary.query<T>(sql, params)
      }
    }
  }
}
