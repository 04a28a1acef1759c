/**
 * A write transaction that waits bounded (issue #12, "Locks wait bounded"): its statements stop after
 * WRITE_LIMITS, and a lock or statement timeout is answered as busy (limiting: the app retries in a
 * moment) instead of a 500 or a queue of held connections. Nothing it wrote stays: the timeout rolls
 * the transaction back.
 */
import { AppError } from '../http/app-error'
import { WRITE_LIMITS, isWaitTimeout, type Db, type Transaction } from './db'

export async function boundedWrite<T>(db: Db, fn: (tx: Transaction) => Promise<T>): Promise<T> {
  try {
    return await db.transaction(fn, WRITE_LIMITS)
  } catch (error) {
    if (isWaitTimeout(error)) throw new AppError('LIMITING')
    throw error
  }
}
