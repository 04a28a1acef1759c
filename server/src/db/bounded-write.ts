/**
 * A write transaction that waits bounded ("Locks wait bounded"): its statements stop after WRITE_LIMITS,
 * and a lock or statement timeout, or PostgreSQL ending it to break a deadlock or a serialization
 * conflict, is answered as busy (limiting: the app retries in a moment) instead of a 500 or a queue of
 * held connections. Nothing it wrote stays: the error rolls the transaction back.
 */
import { AppError } from '../http/app-error'
import { WRITE_LIMITS, isWaitTimeout, type Db, type Transaction } from './db'

declare const BOUNDED: unique symbol

/**
 * A transaction opened by boundedWrite, and only by it: the stock writes (server/src/inventory/) take
 * this type, so a path that forgot the wait bound does not compile instead of queueing a rush on a row.
 */
export type BoundedTx = Transaction & { readonly [BOUNDED]: true }

export async function boundedWrite<T>(db: Db, fn: (tx: BoundedTx) => Promise<T>): Promise<T> {
  try {
    return await db.transaction((tx) => fn(tx as BoundedTx), WRITE_LIMITS)
  } catch (error) {
    if (isWaitTimeout(error)) throw new AppError('LIMITING')
    throw error
  }
}
