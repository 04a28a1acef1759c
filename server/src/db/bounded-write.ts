/**
 * A write transaction that waits bounded ("Locks wait bounded"): its statements stop after WRITE_LIMITS,
 * and a lock or statement timeout is answered as busy (limiting: the app retries in a moment) instead of a
 * 500 or a queue of held connections. PostgreSQL ending it to break a deadlock or a serialization conflict
 * is run again here, after a short random pause, a bounded number of times, then answered busy too; so is
 * a connection lost before the commit was sent (once). Nothing a failed attempt wrote stays: the error
 * rolls its transaction back. The work is therefore run again from the start, and must do nothing but
 * its statements on the transaction (or set again what it sets outside).
 */
import { AppError } from '../http/app-error'
import { ConnectionLost, WRITE_LIMITS, isWaitTimeout, type Db, type Transaction } from './db'

declare const BOUNDED: unique symbol

/**
 * A transaction opened by boundedWrite, and only by it: the stock writes (server/src/inventory/) take
 * this type, so a path that forgot the wait bound does not compile instead of queueing a rush on a row.
 */
export type BoundedTx = Transaction & { readonly [BOUNDED]: true }

/** Attempts in all for a deadlock or serialization victim, the first included. */
export const CONFLICT_ATTEMPTS = 4
/** The first pause before a conflict's next attempt; each doubles it, and a random part of it is waited. */
const CONFLICT_PAUSE_MS = 20

/**
 * PostgreSQL chose this transaction as the victim of a circle of waits (40P01 deadlock_detected) or of
 * concurrent updates it cannot order (40001 serialization_failure): the others went on, so the same
 * work at once after usually gets through. Lock and statement timeouts are not run again: they have
 * already waited their bound.
 */
function isConflict(error: unknown): boolean {
  const code = (error as { code?: string } | null)?.code
  return code === '40P01' || code === '40001'
}

/** Full jitter: the victims of one deadlock do not meet again at the same instant. */
function pause(attempt: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, Math.random() * CONFLICT_PAUSE_MS * 2 ** (attempt - 1)))
}

export async function boundedWrite<T>(db: Db, fn: (tx: BoundedTx) => Promise<T>): Promise<T> {
  let reconnected = false
  for (let attempt = 1; ; attempt++) {
    try {
      return await db.transaction((tx) => fn(tx as BoundedTx), WRITE_LIMITS)
    } catch (error) {
      if (isConflict(error) && attempt < CONFLICT_ATTEMPTS) {
        await pause(attempt)
        continue
      }
      if (error instanceof ConnectionLost && error.nothingCommitted && !reconnected) {
        reconnected = true
        continue
      }
      if (isWaitTimeout(error) || error instanceof ConnectionLost) throw new AppError('LIMITING')
      throw error
    }
  }
}
