/**
 * A fixed window of attempts per subject, taken in one statement before what is attempted is checked
 * (migration 046's bind proof attempts; migration 067's privilege code checks): false when `max` were
 * already taken in the current window. Concurrent attempts queue on the subject's row, so no more than
 * `max` pass per window; a window older than `windowSeconds` starts again at one.
 */
import type { Queryable } from './db'

/** The tables that hold such windows (subject, window_start, attempts); a name, never a value from a request. */
export type AttemptTable = 'bind_proof_attempts' | 'privilege_code_attempts'

export async function takeWindowAttempt(
  db: Queryable,
  table: AttemptTable,
  subject: string,
  max: number,
  windowSeconds: number,
  now: Date
): Promise<boolean> {
  const rows = await db.query(
    `INSERT INTO ${table} AS a (subject, window_start, attempts) VALUES ($1, $2, 1)
     ON CONFLICT (subject) DO UPDATE SET
       window_start = CASE WHEN a.window_start <= $2::timestamptz - make_interval(secs => $4::int) THEN $2 ELSE a.window_start END,
       attempts = CASE WHEN a.window_start <= $2::timestamptz - make_interval(secs => $4::int) THEN 1 ELSE a.attempts + 1 END
     WHERE a.window_start <= $2::timestamptz - make_interval(secs => $4::int) OR a.attempts < $3
     RETURNING subject`,
    [subject, now, max, windowSeconds]
  )
  return rows.length === 1
}

/** A subject's attempts forgotten (it succeeded). */
export async function clearWindowAttempts(db: Queryable, table: AttemptTable, subject: string): Promise<void> {
  await db.query(`DELETE FROM ${table} WHERE subject = $1`, [subject])
}
