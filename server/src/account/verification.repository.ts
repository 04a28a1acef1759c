/** SQL for captchas and verification codes. */
import type { Queryable } from '../db/db'

export interface CodeRow {
  id: string
  code_hash: string
  attempts: number
  created_at: Date
  expires_at: Date
  used_at: Date | null
  /** Its message never reached the mail server. */
  undelivered: boolean
}

export interface CodeKey {
  merchantId: string
  channel: 'SMS' | 'EMAIL'
  recipient: string
  purpose: string
}

export class VerificationRepository {
  constructor(private readonly db: Queryable) {}

  async insertCaptcha(id: string, answerHash: string, expiresAt: Date, scope: string): Promise<void> {
    await this.db.query('INSERT INTO captchas (id, answer_hash, expires_at, scope) VALUES ($1, $2, $3, $4)', [
      id,
      answerHash,
      expiresAt,
      scope
    ])
  }

  /**
   * Spends the captcha whatever the answer: one guess per image. True when it was unused, fresh, right and
   * shown for one of the scopes it is answered in.
   */
  async spendCaptcha(id: string, answerHash: string, now: Date, scopes: readonly string[]): Promise<boolean> {
    const rows = await this.db.query<{ answer_hash: string; scope: string }>(
      'UPDATE captchas SET used_at = $2 WHERE id = $1 AND used_at IS NULL AND expires_at > $2 RETURNING answer_hash, scope',
      [id, now]
    )
    return rows.length === 1 && rows[0].answer_hash === answerHash && scopes.includes(rows[0].scope)
  }

  async insertCaptchaToken(row: { tokenHash: string; merchantId: string; scope: string; expiresAt: Date }): Promise<void> {
    await this.db.query('INSERT INTO captcha_tokens (token_hash, merchant_id, scope, expires_at) VALUES ($1, $2, $3, $4)', [
      row.tokenHash,
      row.merchantId,
      row.scope,
      row.expiresAt
    ])
  }

  /** Uses a captcha token once, in its merchant and scope, before it expires; false otherwise. */
  async useCaptchaToken(tokenHash: string, merchantId: string, scope: string, now: Date): Promise<boolean> {
    const rows = await this.db.query(
      `UPDATE captcha_tokens SET used_at = $4
        WHERE token_hash = $1 AND merchant_id = $2 AND scope = $3 AND used_at IS NULL AND expires_at > $4 RETURNING token_hash`,
      [tokenHash, merchantId, scope, now]
    )
    return rows.length === 1
  }

  async latestCode(key: CodeKey): Promise<CodeRow | undefined> {
    const rows = await this.db.query<CodeRow>(
      `SELECT id, code_hash, attempts, created_at, expires_at, used_at, undelivered FROM verification_codes
        WHERE merchant_id = $1 AND channel = $2 AND recipient = $3 AND purpose = $4 ORDER BY created_at DESC LIMIT 1`,
      [key.merchantId, key.channel, key.recipient, key.purpose]
    )
    return rows[0] ? { ...rows[0], created_at: new Date(rows[0].created_at), expires_at: new Date(rows[0].expires_at) } : undefined
  }

  /** The codes whose message went out (an undelivered one is not the recipient's to count). */
  async countSentSince(key: Omit<CodeKey, 'purpose'>, since: Date): Promise<number> {
    const [{ n }] = await this.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM verification_codes WHERE merchant_id = $1 AND channel = $2 AND recipient = $3 AND created_at > $4 AND NOT undelivered',
      [key.merchantId, key.channel, key.recipient, since]
    )
    return n
  }

  async countFromIpSince(ip: string, since: Date): Promise<number> {
    const [{ n }] = await this.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM verification_codes WHERE client_ip = $1 AND created_at > $2',
      [ip, since]
    )
    return n
  }

  async insertCode(row: CodeKey & { id: string; codeHash: string; ip: string; createdAt: Date; expiresAt: Date }): Promise<void> {
    await this.db.query(
      `INSERT INTO verification_codes (id, merchant_id, channel, recipient, purpose, code_hash, client_ip, created_at, expires_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
      [row.id, row.merchantId, row.channel, row.recipient, row.purpose, row.codeHash, row.ip, row.createdAt, row.expiresAt]
    )
  }

  /**
   * Takes one guess at the latest code for the key, atomically, before the guess is compared: the
   * attempt is counted only while the code is unused, fresh and under the limit, so however many guesses
   * arrive at once, at most `maxAttempts` are ever evaluated. Undefined: no guess is left.
   */
  async takeGuess(key: CodeKey, maxAttempts: number, now: Date): Promise<Pick<CodeRow, 'id' | 'code_hash' | 'attempts'> | undefined> {
    const rows = await this.db.query<Pick<CodeRow, 'id' | 'code_hash' | 'attempts'>>(
      `UPDATE verification_codes SET attempts = attempts + 1
        WHERE id = (SELECT id FROM verification_codes
                     WHERE merchant_id = $1 AND channel = $2 AND recipient = $3 AND purpose = $4 ORDER BY created_at DESC LIMIT 1)
          AND attempts < $5 AND used_at IS NULL AND expires_at > $6
        RETURNING id, code_hash, attempts`,
      [key.merchantId, key.channel, key.recipient, key.purpose, maxAttempts, now]
    )
    return rows[0]
  }

  /**
   * Serialises code sending per recipient and per client address until the transaction ends, so the
   * send limits are checked and the new code stored as one step. Always recipient first, then address:
   * one order (and two lock spaces), no deadlock.
   */
  async lockSenders(key: Omit<CodeKey, 'purpose'>, ip: string): Promise<void> {
    await this.db.query('SELECT pg_advisory_xact_lock(1, hashtext($1))', [`${key.merchantId}:${key.channel}:${key.recipient}`])
    await this.db.query('SELECT pg_advisory_xact_lock(2, hashtext($1))', [ip])
  }

  /** The code's message could not be sent. */
  async markUndelivered(id: string): Promise<void> {
    await this.db.query('UPDATE verification_codes SET undelivered = true WHERE id = $1', [id])
  }

  /** Marks the code used; false when another request used it first. */
  async useCode(id: string, now: Date): Promise<boolean> {
    const rows = await this.db.query('UPDATE verification_codes SET used_at = $2 WHERE id = $1 AND used_at IS NULL RETURNING id', [id, now])
    return rows.length === 1
  }
}
