/**
 * One round of an expiry sweeper (unpaid orders, pending rebooks, transfer offers, unpaid card and member
 * orders): one process sweeps at a time (an advisory lock; another that finds it taken answers 0 at once),
 * each due row ends in its own bounded write, and a row held past the wait bound (its payment settling) is
 * left for the next round. Answers how many rows `end` ended; each end is still a conditional transition,
 * so a row ends once whatever runs.
 */
import { AppError } from '../http/app-error'
import { boundedWrite, type BoundedTx } from './bounded-write'
import type { Db } from './db'

export interface DueSweep<T, R> {
  /** The advisory lock's name: one process at a time sweeps this kind of row. */
  lock: string
  /** The rows due now, at most a batch. */
  due: () => Promise<readonly T[]>
  /** Ends one row in its own bounded write; false or undefined when it had already ended (not counted). */
  end: (tx: BoundedTx, row: T) => Promise<R | false | undefined>
  /** Told after an end committed, with what it answered (the stock admission reads the released tiers again). */
  ended?: (result: R) => void
  /**
   * The batch `due` reads: while a full batch comes back and some row in it was not left for the next
   * round, read again, so one round empties a backlog. Without it a round reads once.
   */
  drainBatch?: number
}

export async function sweepDue<T, R>(db: Db, sweep: DueSweep<T, R>): Promise<number> {
  return (
    (await db.exclusively(sweep.lock, 'try', async () => {
      let count = 0
      for (;;) {
        const due = await sweep.due()
        let progressed = false
        for (const row of due) {
          try {
            const result = await boundedWrite(db, (tx) => sweep.end(tx, row))
            progressed = true
            if (result === false || result === undefined) continue
            count++
            sweep.ended?.(result)
          } catch (error) {
            if (!(error instanceof AppError && error.code === 'LIMITING')) throw error
          }
        }
        if (sweep.drainBatch === undefined || due.length < sweep.drainBatch || !progressed) return count
      }
    })) ?? 0
  )
}
