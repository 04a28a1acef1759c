/** SQL for the per-account password lock-out. */
import type { Queryable } from '../db/db'

export class PasswordLockoutRepository {
  constructor(private readonly db: Queryable) {}

  /**
   * Takes one guess for the subject in a single statement, before the password is compared: refused
   * (false) while the subject is locked; the guess that reaches `maxAttempts` starts the next lock-out,
   * `backoffSeconds[lockouts]` long (the last entry repeats). Concurrent guesses queue on the row, so
   * no more than `maxAttempts` pass between lock-outs.
   */
  async takeGuess(subject: string, maxAttempts: number, backoffSeconds: number[], now: Date): Promise<boolean> {
    const rows = await this.db.query(
      `INSERT INTO password_lockouts AS l (subject, attempts) VALUES ($1, 1)
       ON CONFLICT (subject) DO UPDATE SET
         attempts = CASE WHEN l.attempts + 1 >= $2 THEN 0 ELSE l.attempts + 1 END,
         lockouts = CASE WHEN l.attempts + 1 >= $2 THEN l.lockouts + 1 ELSE l.lockouts END,
         locked_until = CASE WHEN l.attempts + 1 >= $2
           THEN $4::timestamptz + make_interval(secs => ($3::int[])[LEAST(l.lockouts + 1, cardinality($3::int[]))])
           ELSE NULL END
       WHERE l.locked_until IS NULL OR l.locked_until <= $4
       RETURNING subject`,
      [subject, maxAttempts, backoffSeconds, now]
    )
    return rows.length === 1
  }

  async lockedUntil(subject: string): Promise<Date | undefined> {
    const rows = await this.db.query<{ locked_until: Date | string | null }>(
      'SELECT locked_until FROM password_lockouts WHERE subject = $1',
      [subject]
    )
    return rows[0]?.locked_until ? new Date(rows[0].locked_until) : undefined
  }

  /** A right password: the count and the back-off start over. */
  async clear(subject: string): Promise<void> {
    await this.db.query('DELETE FROM password_lockouts WHERE subject = $1', [subject])
  }
}
