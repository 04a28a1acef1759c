/**
 * One round of an expiry sweeper (unpaid card orders, unpaid member orders): one process sweeps at a time
 * (an advisory lock; another that finds it taken answers 0 at once), each due row ends in its own bounded
 * write, and a row held past the wait bound (its payment settling) is left for the next round. Answers
 * how many rows `end` ended; each end is still a conditional transition, so a row ends once whatever runs.
 */
import { AppError } from '../http/app-error'
import { boundedWrite } from './bounded-write'
import type { Db, Transaction } from './db'

export async function sweepDue<T>(db: Db, lock: string, due: () => Promise<readonly T[]>, end: (tx: Transaction, row: T) => Promise<boolean>): Promise<number> {
  return (
    (await db.exclusively(lock, 'try', async () => {
      let count = 0
      for (const row of await due()) {
        try {
          if (await boundedWrite(db, (tx) => end(tx, row))) count++
        } catch (error) {
          if (!(error instanceof AppError && error.code === 'LIMITING')) throw error
        }
      }
      return count
    })) ?? 0
  )
}
