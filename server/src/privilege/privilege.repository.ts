/**
 * Privileges, their tiers, code batches and codes (migration 067). The code row is the lock an order
 * under a privilege takes first (lock order: code row → order row → tickets → seats → tiers); its
 * uses are counted down only by a conditional UPDATE, so two orders never spend the same use.
 */
import type { Queryable } from '../db/db'
import { clearWindowAttempts, takeWindowAttempt } from '../db/attempt-window.repository'
import type { PrivilegeRule } from '../../../types/rules/privilege-rules'

export interface PrivilegeRow {
  id: string
  merchant_id: string
  show_id: string
  name: string
  starts_at: Date
  ends_at: Date
  uses_per_code: number
  created_at: Date
}

export interface PrivilegeTierRow {
  tier_id: string
  price_fen: number | null
}

export interface CodeFacts {
  code: string
  batch_id: string
  uses_left: number
  voided_at: Date | null
  privilege_id: string
  merchant_id: string
}

export interface BatchRow {
  id: string
  privilege_id: string
  label: string
  size: number
  created_at: Date
  voided_at: Date | null
  /** Tickets bought with the batch's codes (uses taken and not returned). */
  used: number
}

export interface NewPrivilege {
  id: string
  merchantId: string
  showId: string
  name: string
  startsAt: Date
  endsAt: Date
  usesPerCode: number
  tiers: PrivilegeRule['tiers']
  staffId: string
  now: Date
}

export class PrivilegeRepository {
  constructor(private readonly db: Queryable) {}

  async insert(p: NewPrivilege): Promise<void> {
    await this.db.query(
      'INSERT INTO privileges (id, merchant_id, show_id, name, starts_at, ends_at, uses_per_code, created_by, created_at) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)',
      [p.id, p.merchantId, p.showId, p.name, p.startsAt, p.endsAt, p.usesPerCode, p.staffId, p.now]
    )
    // One row at a time: a NULL inside an int[] parameter does not survive every driver (PGlite reads it as 0).
    for (const t of p.tiers)
      await this.db.query('INSERT INTO privilege_tiers (privilege_id, tier_id, price_fen) VALUES ($1, $2, $3)', [
        p.id,
        t.tierId,
        t.priceFen
      ])
  }

  /** The tiers among these that belong to the show and the merchant (the console names only its own). */
  async tiersOfShow(merchantId: string, showId: string, tierIds: string[]): Promise<string[]> {
    const rows = await this.db.query<{ id: string }>(
      `SELECT t.id FROM price_tiers t JOIN sessions s ON s.id = t.session_id JOIN shows sh ON sh.id = s.show_id
        WHERE t.id = ANY($1::text[]) AND sh.id = $2 AND sh.merchant_id = $3`,
      [tierIds, showId, merchantId]
    )
    return rows.map((r) => r.id)
  }

  async byId(id: string): Promise<PrivilegeRow | undefined> {
    return (
      await this.db.query<PrivilegeRow>(
        'SELECT id, merchant_id, show_id, name, starts_at, ends_at, uses_per_code, created_at FROM privileges WHERE id = $1',
        [id]
      )
    )[0]
  }

  async ofMerchant(merchantId: string): Promise<PrivilegeRow[]> {
    return this.db.query<PrivilegeRow>(
      'SELECT id, merchant_id, show_id, name, starts_at, ends_at, uses_per_code, created_at FROM privileges WHERE merchant_id = $1 ORDER BY created_at DESC, id LIMIT 200',
      [merchantId]
    )
  }

  async tiers(privilegeId: string): Promise<PrivilegeTierRow[]> {
    return this.db.query<PrivilegeTierRow>('SELECT tier_id, price_fen FROM privilege_tiers WHERE privilege_id = $1 ORDER BY tier_id', [
      privilegeId
    ])
  }

  /** Whether a privilege of the show opens one of these tiers now (to say "use a privilege code" rather than "not on sale"). */
  async opensAny(tierIds: string[], now: Date): Promise<boolean> {
    const rows = await this.db.query(
      `SELECT 1 FROM privilege_tiers pt JOIN privileges p ON p.id = pt.privilege_id
        WHERE pt.tier_id = ANY($1::text[]) AND p.starts_at <= $2 AND p.ends_at > $2 LIMIT 1`,
      [tierIds, now]
    )
    return rows.length > 0
  }

  async codeFacts(code: string): Promise<CodeFacts | undefined> {
    return (
      await this.db.query<CodeFacts>(
        `SELECT c.code, c.batch_id, c.uses_left, b.voided_at, b.privilege_id, p.merchant_id
           FROM privilege_codes c JOIN privilege_code_batches b ON b.id = c.batch_id JOIN privileges p ON p.id = b.privilege_id
          WHERE c.code = $1`,
        [code]
      )
    )[0]
  }

  async insertBatch(
    b: { id: string; privilegeId: string; label: string; staffId: string; now: Date },
    codes: string[],
    usesPerCode: number
  ): Promise<void> {
    await this.db.query(
      'INSERT INTO privilege_code_batches (id, privilege_id, label, size, created_by, created_at) VALUES ($1, $2, $3, $4, $5, $6)',
      [b.id, b.privilegeId, b.label, codes.length, b.staffId, b.now]
    )
    await this.db.query(
      'INSERT INTO privilege_codes (code, batch_id, seq, uses_left) SELECT c, $1, n::int, $3 FROM unnest($2::text[]) WITH ORDINALITY AS x(c, n)',
      [b.id, codes, usesPerCode]
    )
  }

  async batches(privilegeId: string, batchId?: string): Promise<BatchRow[]> {
    return this.db.query<BatchRow>(
      `SELECT b.id, b.privilege_id, b.label, b.size, b.created_at, b.voided_at,
              (SELECT COALESCE(sum(u.uses), 0)::int FROM order_privilege_uses u JOIN privilege_codes c ON c.code = u.code WHERE c.batch_id = b.id AND u.returned_at IS NULL) AS used
         FROM privilege_code_batches b WHERE ($1::text = '' OR b.privilege_id = $1) AND ($2::text IS NULL OR b.id = $2) ORDER BY b.created_at, b.id`,
      [privilegeId, batchId ?? null]
    )
  }

  async codes(batchId: string): Promise<Array<{ code: string; seq: number; uses_left: number }>> {
    return this.db.query('SELECT code, seq, uses_left FROM privilege_codes WHERE batch_id = $1 ORDER BY seq', [batchId])
  }

  /** Voids a batch once; false when it was voided already. */
  async voidBatch(batchId: string, now: Date): Promise<boolean> {
    return (
      (
        await this.db.query('UPDATE privilege_code_batches SET voided_at = $2 WHERE id = $1 AND voided_at IS NULL RETURNING id', [
          batchId,
          now
        ])
      ).length === 1
    )
  }

  /**
   * Takes `uses` of the code for an order: only while its batch stands and enough are left (the
   * conditional write is the guard against two orders spending the same uses; it locks the code row).
   */
  async spend(code: string, uses: number): Promise<boolean> {
    const rows = await this.db.query(
      `UPDATE privilege_codes c SET uses_left = c.uses_left - $2
        WHERE c.code = $1 AND c.uses_left >= $2 AND NOT EXISTS (SELECT 1 FROM privilege_code_batches b WHERE b.id = c.batch_id AND b.voided_at IS NOT NULL)
        RETURNING c.code`,
      [code, uses]
    )
    return rows.length === 1
  }

  /** `fen`: what the privilege prices took off the public ones (migration 071), for the order's discount lines. */
  async recordUse(orderId: string, code: string, privilegeId: string, uses: number, fen: number): Promise<void> {
    await this.db.query('INSERT INTO order_privilege_uses (order_id, code, privilege_id, uses, fen) VALUES ($1, $2, $3, $4, $5)', [
      orderId,
      code,
      privilegeId,
      uses,
      fen
    ])
  }

  /** An unpaid order closed: its uses go back to the code, once (the returned_at transition). */
  async returnUses(orderId: string, now: Date): Promise<void> {
    const [use] = await this.db.query<{ code: string; uses: number }>(
      'UPDATE order_privilege_uses SET returned_at = $2 WHERE order_id = $1 AND returned_at IS NULL RETURNING code, uses',
      [orderId, now]
    )
    if (use) await this.db.query('UPDATE privilege_codes SET uses_left = uses_left + $2 WHERE code = $1', [use.code, use.uses])
  }

  /** A fixed window of wrong checks per subject (the bind proof's window, attempt-window.repository.ts): false when spent. */
  async takeCheckAttempt(subject: string, max: number, windowSeconds: number, now: Date): Promise<boolean> {
    return takeWindowAttempt(this.db, 'privilege_code_attempts', subject, max, windowSeconds, now)
  }

  async clearCheckAttempts(subject: string): Promise<void> {
    await clearWindowAttempts(this.db, 'privilege_code_attempts', subject)
  }
}
