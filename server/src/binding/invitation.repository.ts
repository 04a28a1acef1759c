/** SQL of invitation batches and codes (migration 042); the stock a batch holds moves through inventory/. */
import type { Queryable } from '../db/db'

export interface InvitationTier {
  tier_id: string
  session_id: string
  show_id: string
  merchant_id: string
  seated: boolean
  closed: boolean
  available: number
}

export interface BatchRow {
  id: string
  label: string
  show_id: string
  show_name: unknown
  session_id: string
  starts_at: Date
  tier_id: string
  tier_name: unknown
  size: number
  redeemed: number
  voided: number
  created_at: Date
}

export interface CodeOfBatch {
  code: string
  seq: number
  redeemed_at: Date | null
  voided_at: Date | null
}

/** A code as redemption needs it (read before the transaction, to know which buyer-show lock to take). */
export interface CodeFacts {
  code: string
  batch_id: string
  tier_id: string
  show_id: string
  session_id: string
  merchant_id: string
  price_fen: number
  limit_per_account: number
  redeemed_by: string | null
  order_id: string | null
  voided_at: Date | null
}

const BATCH_SELECT = `SELECT b.id, b.label, b.show_id, sh.name AS show_name, b.session_id, s.starts_at, b.tier_id, t.name AS tier_name, b.size, b.created_at,
         (SELECT count(*)::int FROM invitation_codes c WHERE c.batch_id = b.id AND c.redeemed_at IS NOT NULL) AS redeemed,
         (SELECT count(*)::int FROM invitation_codes c WHERE c.batch_id = b.id AND c.voided_at IS NOT NULL) AS voided
    FROM invitation_batches b JOIN shows sh ON sh.id = b.show_id JOIN sessions s ON s.id = b.session_id JOIN price_tiers t ON t.id = b.tier_id`

export class InvitationRepository {
  constructor(private readonly db: Queryable) {}

  async tierOfMerchant(tierId: string, merchantId: string): Promise<InvitationTier | undefined> {
    return (
      await this.db.query<InvitationTier>(
        `SELECT t.id AS tier_id, t.session_id, s.show_id, sh.merchant_id, t.seated, t.closed, t.available
           FROM price_tiers t JOIN sessions s ON s.id = t.session_id JOIN shows sh ON sh.id = s.show_id WHERE t.id = $1 AND sh.merchant_id = $2`,
        [tierId, merchantId]
      )
    )[0]
  }

  async insertBatch(
    b: { id: string; merchantId: string; showId: string; sessionId: string; tierId: string; label: string; staffId: string; now: Date },
    codes: string[]
  ): Promise<void> {
    await this.db.query(
      `INSERT INTO invitation_batches (id, merchant_id, show_id, session_id, tier_id, label, size, created_by, created_at) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
      [b.id, b.merchantId, b.showId, b.sessionId, b.tierId, b.label, codes.length, b.staffId, b.now]
    )
    await this.db.query(
      'INSERT INTO invitation_codes (code, batch_id, seq) SELECT c, $1, n::int FROM unnest($2::text[]) WITH ORDINALITY AS x(c, n)',
      [b.id, codes]
    )
  }

  async batches(merchantId: string): Promise<BatchRow[]> {
    return this.db.query<BatchRow>(`${BATCH_SELECT} WHERE b.merchant_id = $1 ORDER BY b.created_at DESC, b.id LIMIT 200`, [merchantId])
  }

  async batch(merchantId: string, id: string): Promise<BatchRow | undefined> {
    return (await this.db.query<BatchRow>(`${BATCH_SELECT} WHERE b.merchant_id = $1 AND b.id = $2`, [merchantId, id]))[0]
  }

  async codes(batchId: string): Promise<CodeOfBatch[]> {
    return this.db.query<CodeOfBatch>('SELECT code, seq, redeemed_at, voided_at FROM invitation_codes WHERE batch_id = $1 ORDER BY seq', [
      batchId
    ])
  }

  /** Unredeemed codes voided (each under its row lock: a redemption holding one wins it); how many. */
  async voidOpen(batchId: string, now: Date): Promise<number> {
    return (
      await this.db.query(
        'UPDATE invitation_codes SET voided_at = $2 WHERE batch_id = $1 AND redeemed_at IS NULL AND voided_at IS NULL RETURNING code',
        [batchId, now]
      )
    ).length
  }

  async codeFacts(code: string): Promise<CodeFacts | undefined> {
    return (
      await this.db.query<CodeFacts>(
        `SELECT c.code, c.batch_id, b.tier_id, b.show_id, b.session_id, b.merchant_id, t.price_fen, sh.limit_per_account, c.redeemed_by, c.order_id, c.voided_at
           FROM invitation_codes c JOIN invitation_batches b ON b.id = c.batch_id JOIN price_tiers t ON t.id = b.tier_id JOIN shows sh ON sh.id = b.show_id
          WHERE c.code = $1`,
        [code]
      )
    )[0]
  }

  /** The one redemption of a code: true only for the caller whose UPDATE took it (the row lock decides a race). */
  async redeem(code: string, userId: string, orderId: string, now: Date): Promise<boolean> {
    return (
      (
        await this.db.query(
          'UPDATE invitation_codes SET redeemed_at = $3, redeemed_by = $2, order_id = $4 WHERE code = $1 AND redeemed_at IS NULL AND voided_at IS NULL RETURNING code',
          [code, userId, now, orderId]
        )
      ).length === 1
    )
  }

  async ticketIdsOf(orderId: string): Promise<string[]> {
    return (await this.db.query<{ id: string }>('SELECT id FROM tickets WHERE order_id = $1 ORDER BY seq', [orderId])).map((r) => r.id)
  }
}
