/**
 * SQL of multi-user packs (migration 066). Taking a part is one UPDATE of the lowest free part under its
 * row lock (SKIP LOCKED: a crowd takes different parts, none twice); the partial unique index on
 * (pack_id, user_id) refuses a second part to one buyer whatever the concurrency.
 */
import type { Queryable } from '../db/db'

export interface PackRow {
  id: string
  template_id: string
  merchant_id: string
  owner_id: string
  owner_coupon_id: string
  share_code: string
  total_fen: number
  parts: number
  expire_at: Date
  start_at: Date
}

export interface PartRow {
  seq: number
  amount_fen: number
  user_id: string | null
  coupon_id: string | null
}

/** The caller already holds a part of the pack (the partial unique index refused a second). */
export function isPartTakenTwice(error: unknown): boolean {
  const e = error as { code?: string; constraint?: string } | null
  return e?.code === '23505' && e.constraint === 'coupon_pack_parts_one_each'
}

export class CouponPackRepository {
  constructor(private readonly db: Queryable) {}

  /** A new pack: its row and every part, the first taken by the owner with his coupon. */
  async insert(
    p: {
      id: string
      templateId: string
      merchantId: string
      ownerId: string
      ownerCouponId: string
      shareCode: string
      totalFen: number
      expireAt: Date
      now: Date
    },
    amounts: number[]
  ): Promise<void> {
    await this.db.query(
      `INSERT INTO coupon_packs (id, template_id, merchant_id, owner_id, owner_coupon_id, share_code, total_fen, parts, expire_at, created_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`,
      [p.id, p.templateId, p.merchantId, p.ownerId, p.ownerCouponId, p.shareCode, p.totalFen, amounts.length, p.expireAt, p.now]
    )
    await this.db.query(
      `INSERT INTO coupon_pack_parts (pack_id, seq, amount_fen, user_id, coupon_id, taken_at)
       SELECT $1, n::int, a, CASE WHEN n = 1 THEN $3 END, CASE WHEN n = 1 THEN $4 END, CASE WHEN n = 1 THEN $5::timestamptz END
         FROM unnest($2::int[]) WITH ORDINALITY AS x(a, n)`,
      [p.id, amounts, p.ownerId, p.ownerCouponId, p.now]
    )
  }

  /** The pack and the window of its owner's coupon (every part shares it). */
  async byShareCode(shareCode: string): Promise<PackRow | undefined> {
    return (
      await this.db.query<PackRow>(
        `SELECT k.id, k.template_id, k.merchant_id, k.owner_id, k.owner_coupon_id, k.share_code, k.total_fen, k.parts, k.expire_at, c.start_at
           FROM coupon_packs k JOIN coupons c ON c.id = k.owner_coupon_id WHERE k.share_code = $1`,
        [shareCode]
      )
    )[0]
  }

  async parts(packId: string): Promise<PartRow[]> {
    return this.db.query<PartRow>('SELECT seq, amount_fen, user_id, coupon_id FROM coupon_pack_parts WHERE pack_id = $1 ORDER BY seq', [
      packId
    ])
  }

  /** The lowest free part for the buyer with his new coupon's id, or undefined when none is left. */
  async take(packId: string, userId: string, couponId: string, now: Date): Promise<{ amount_fen: number } | undefined> {
    return (
      await this.db.query<{ amount_fen: number }>(
        `UPDATE coupon_pack_parts SET user_id = $2, coupon_id = $3, taken_at = $4
          WHERE (pack_id, seq) = (SELECT pack_id, seq FROM coupon_pack_parts WHERE pack_id = $1 AND user_id IS NULL ORDER BY seq LIMIT 1 FOR UPDATE SKIP LOCKED)
          RETURNING amount_fen`,
        [packId, userId, couponId, now]
      )
    )[0]
  }
}
