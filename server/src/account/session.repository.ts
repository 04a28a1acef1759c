/** SQL for login sessions (refresh token hashes, rotation, revocation). */
import type { Queryable } from '../db/db'

export type RevokeReason = 'LOGOUT' | 'OTHER_DEVICE' | 'REUSED' | 'UNREGISTERED'

export interface SessionRow {
  id: string
  user_id: string
  merchant_id: string
  expires_at: Date
  revoked_at: Date | null
  revoked_reason: RevokeReason | null
}

const SELECT = `SELECT s.id, s.user_id, u.merchant_id, s.expires_at, s.revoked_at, s.revoked_reason
  FROM user_sessions s JOIN users u ON u.id = s.user_id`

export class SessionRepository {
  constructor(private readonly db: Queryable) {}

  async insert(row: { id: string; userId: string; refreshHash: string; expiresAt: Date; now: Date }): Promise<void> {
    await this.db.query('INSERT INTO user_sessions (id, user_id, refresh_hash, expires_at, created_at) VALUES ($1, $2, $3, $4, $5)', [
      row.id,
      row.userId,
      row.refreshHash,
      row.expiresAt,
      row.now
    ])
  }

  async byId(id: string): Promise<SessionRow | undefined> {
    return (await this.db.query<SessionRow>(`${SELECT} WHERE s.id = $1`, [id]))[0]
  }

  /** The sessions of these ids that exist, by id (BatchedReads gathers the logins of one moment). */
  async byIds(ids: string[]): Promise<Map<string, SessionRow>> {
    const rows = await this.db.query<SessionRow>(`${SELECT} WHERE s.id = ANY($1::text[])`, [ids])
    return new Map(rows.map((r) => [r.id, r]))
  }

  async byRefreshHash(hash: string): Promise<SessionRow | undefined> {
    return (await this.db.query<SessionRow>(`${SELECT} WHERE s.refresh_hash = $1`, [hash]))[0]
  }

  /** The session that once held this refresh token and has rotated it away (at any depth). */
  async byRotatedHash(hash: string): Promise<SessionRow | undefined> {
    return (
      await this.db.query<SessionRow>(`${SELECT} JOIN rotated_refresh_tokens r ON r.session_id = s.id WHERE r.refresh_hash = $1`, [hash])
    )[0]
  }

  /**
   * Swaps the refresh token only if it is still the one presented (two concurrent refreshes: one wins)
   * and remembers the old one, in one statement so a rotation is never without its record.
   */
  async rotate(id: string, fromHash: string, toHash: string, expiresAt: Date, now: Date): Promise<boolean> {
    const rows = await this.db.query(
      `WITH swapped AS (
         UPDATE user_sessions SET refresh_hash = $3, expires_at = $4 WHERE id = $1 AND refresh_hash = $2 AND revoked_at IS NULL RETURNING id
       )
       INSERT INTO rotated_refresh_tokens (refresh_hash, session_id, rotated_at) SELECT $2, id, $5 FROM swapped RETURNING session_id`,
      [id, fromHash, toHash, expiresAt, now]
    )
    return rows.length === 1
  }

  async revoke(id: string, reason: RevokeReason, now: Date): Promise<void> {
    await this.db.query('UPDATE user_sessions SET revoked_at = $2, revoked_reason = $3 WHERE id = $1 AND revoked_at IS NULL', [
      id,
      now,
      reason
    ])
  }

  async revokeAllOf(userId: string, reason: RevokeReason, now: Date, exceptId?: string): Promise<void> {
    await this.db.query(
      'UPDATE user_sessions SET revoked_at = $2, revoked_reason = $3 WHERE user_id = $1 AND revoked_at IS NULL AND id <> $4',
      [userId, now, reason, exceptId ?? '']
    )
  }
}
