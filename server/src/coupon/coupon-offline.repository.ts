/**
 * SQL of offline coupons (migration 065): a coupon's verify key, given once; the one verification that
 * marks it USED (UPDATE ... WHERE status = 'AVAILABLE' under the row's lock has one winner).
 */
import type { Queryable } from '../db/db'

export interface OfflineCouponRow {
  coupon_id: string
  template_id: string
  merchant_id: string
  user_id: string
  title: string
  rule_comments: string
  coupon_type: string
  amount_fen: number
  discount: number
  use_way: string
  status: 'AVAILABLE' | 'PENDING' | 'USED' | 'REFUNDING'
  start_at: Date
  expire_at: Date
  used_at: Date | null
  verified_at: Date | null
  verify_number: string | null
  verify_secret: Uint8Array | null
}

const COLUMNS = `c.id AS coupon_id, c.template_id, c.merchant_id, c.user_id, t.title, t.rule_comments, t.coupon_type, COALESCE(c.amount_fen, t.amount_fen) AS amount_fen, t.discount, t.use_way,
  c.status, c.start_at, c.expire_at, c.used_at, c.verified_at, c.verify_number, c.verify_secret`

export class CouponOfflineRepository {
  constructor(private readonly db: Queryable) {}

  /** The buyer's coupon by id, or his coupons of a template (usable ones first, soonest to end first). */
  async ofBuyer(
    userId: string,
    merchantId: string,
    pick: { couponId?: string; templateId?: string },
    limit: number,
    now: Date
  ): Promise<OfflineCouponRow[]> {
    return this.db.query<OfflineCouponRow>(
      `SELECT ${COLUMNS} FROM coupons c JOIN coupon_templates t ON t.id = c.template_id
        WHERE c.user_id = $1 AND c.merchant_id = $2 AND ($3::text IS NULL OR c.id = $3) AND ($4::text IS NULL OR c.template_id = $4)
        ORDER BY (c.status = 'AVAILABLE' AND c.expire_at > $5) DESC, c.expire_at, c.id LIMIT $6`,
      [userId, merchantId, pick.couponId ?? null, pick.templateId ?? null, now, limit]
    )
  }

  async byNumber(merchantId: string, verifyNumber: string): Promise<OfflineCouponRow | undefined> {
    return (
      await this.db.query<OfflineCouponRow>(
        `SELECT ${COLUMNS} FROM coupons c JOIN coupon_templates t ON t.id = c.template_id WHERE c.verify_number = $1 AND c.merchant_id = $2`,
        [verifyNumber, merchantId]
      )
    )[0]
  }

  /**
   * Gives the coupon its verify number and key unless it has them (two first fetches racing: the second
   * UPDATE finds them set and keeps the first's). False only when the number is taken by another coupon.
   */
  async giveKey(couponId: string, verifyNumber: string, secret: Uint8Array): Promise<boolean> {
    try {
      await this.db.query('UPDATE coupons SET verify_number = $2, verify_secret = $3 WHERE id = $1 AND verify_number IS NULL', [
        couponId,
        verifyNumber,
        secret
      ])
      return true
    } catch (error) {
      if ((error as { code?: string } | null)?.code === '23505') return false
      throw error
    }
  }

  async key(couponId: string): Promise<{ verify_number: string; verify_secret: Uint8Array } | undefined> {
    return (
      await this.db.query<{ verify_number: string; verify_secret: Uint8Array }>(
        'SELECT verify_number, verify_secret FROM coupons WHERE id = $1 AND verify_number IS NOT NULL',
        [couponId]
      )
    )[0]
  }

  /** AVAILABLE → USED at the venue, only inside the coupon's window; undefined when someone else was first or it ended. */
  async markVerified(couponId: string, staffId: string, now: Date): Promise<{ used_at: Date } | undefined> {
    return (
      await this.db.query<{ used_at: Date }>(
        `UPDATE coupons SET status = 'USED', used_at = $3, verified_at = $3, verified_by = $2
          WHERE id = $1 AND status = 'AVAILABLE' AND order_id IS NULL AND start_at <= $3 AND expire_at > $3 RETURNING used_at`,
        [couponId, staffId, now]
      )
    )[0]
  }
}
