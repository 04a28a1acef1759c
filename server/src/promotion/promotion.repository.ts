/**
 * Promotions: the console's promotions and their scopes, what buyers read of them, and package
 * purchases (package_orders, migration 062). All SQL of the area that is not about one order's pricing
 * (order/promotion-order.repository.ts, where the order area reads and writes it) lives here.
 */
import type { Queryable } from '../db/db'

export interface PromotionRow {
  id: string
  merchant_id: string
  kind: 'CHANNEL' | 'PACKAGE'
  name: Record<string, string>
  description: Record<string, string>
  channel_code: string | null
  discount_kind: 'PERCENT' | 'AMOUNT' | null
  discount_value: number | null
  fixed_fen: number | null
  slot_count: number | null
  quota: number | null
  used: number
  per_buyer_limit: number | null
  start_at: Date
  end_at: Date
  state: 'ACTIVE' | 'STOPPED'
  created_at: Date
}

export interface ScopeRow {
  slot: number
  show_id: string
  session_id: string | null
  tier_id: string | null
}

/** A tier a package slot offers, with its session and show (on sale, general admission). */
export interface SlotTierRow {
  slot: number
  show_id: string
  show_name: Record<string, string>
  poster_url: string | null
  poster_color: string
  venue_name: Record<string, string>
  city_name: Record<string, string>
  session_id: string
  session_name: Record<string, string>
  starts_at: Date
  tier_id: string
  tier_name: Record<string, string>
  price_fen: number
  available: number
  /** The show's tickets per order: a package's child order holds `sets` tickets of its slot's tier. */
  limit_per_order: number
  limit_per_account: number
}

export interface PackageOrderRow {
  id: string
  promotion_id: string
  merchant_id: string
  user_id: string
  sets: number
  amount_fen: number
  original_fen: number
  transaction_id: string
  state: 'UNPAID' | 'PAID' | 'CLOSED'
  reserve_deadline: Date
  idempotency_key: string
  request_hash: string
}

export interface NewPromotion {
  id: string
  merchantId: string
  kind: 'CHANNEL' | 'PACKAGE'
  name: Record<string, string>
  description: Record<string, string>
  channelCode: string | null
  discountKind: 'PERCENT' | 'AMOUNT' | null
  discountValue: number | null
  fixedFen: number | null
  slotCount: number | null
  quota: number | null
  perBuyerLimit: number | null
  startAt: Date
  endAt: Date
  now: Date
  scopes: ScopeRow[]
}

const COLUMNS =
  'p.id, p.merchant_id, p.kind, p.name, p.description, p.channel_code, p.discount_kind, p.discount_value, p.fixed_fen, p.slot_count, p.quota, p.used, p.per_buyer_limit, p.start_at, p.end_at, p.state, p.created_at'

export class PromotionRepository {
  constructor(private readonly db: Queryable) {}

  async insert(p: NewPromotion): Promise<void> {
    await this.db.query(
      `INSERT INTO promotions (id, merchant_id, kind, name, description, channel_code, discount_kind, discount_value, fixed_fen, slot_count, quota, per_buyer_limit, start_at, end_at, created_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15)`,
      [
        p.id,
        p.merchantId,
        p.kind,
        JSON.stringify(p.name),
        JSON.stringify(p.description),
        p.channelCode,
        p.discountKind,
        p.discountValue,
        p.fixedFen,
        p.slotCount,
        p.quota,
        p.perBuyerLimit,
        p.startAt,
        p.endAt,
        p.now
      ]
    )
    await this.db.query(
      `INSERT INTO promotion_scopes (promotion_id, slot, show_id, session_id, tier_id)
       SELECT $1, x.slot, x.show_id, x.session_id, x.tier_id FROM unnest($2::int[], $3::text[], $4::text[], $5::text[]) AS x(slot, show_id, session_id, tier_id)`,
      [p.id, p.scopes.map((s) => s.slot), p.scopes.map((s) => s.show_id), p.scopes.map((s) => s.session_id), p.scopes.map((s) => s.tier_id)]
    )
  }

  /** Whether every scope row names the merchant's own show, and a session and tier of that show when named. */
  async scopesOfMerchant(merchantId: string, scopes: ScopeRow[]): Promise<boolean> {
    const [row] = await this.db.query<{ ok: number }>(
      `SELECT count(*)::int AS ok FROM unnest($2::text[], $3::text[], $4::text[]) AS x(show_id, session_id, tier_id)
         JOIN shows sh ON sh.id = x.show_id AND sh.merchant_id = $1
        WHERE (x.session_id IS NULL OR EXISTS (SELECT 1 FROM sessions s WHERE s.id = x.session_id AND s.show_id = x.show_id))
          AND (x.tier_id IS NULL OR EXISTS (SELECT 1 FROM price_tiers t JOIN sessions s ON s.id = t.session_id WHERE t.id = x.tier_id AND s.show_id = x.show_id
                                             AND (x.session_id IS NULL OR t.session_id = x.session_id)))`,
      [merchantId, scopes.map((s) => s.show_id), scopes.map((s) => s.session_id), scopes.map((s) => s.tier_id)]
    )
    return row.ok === scopes.length
  }

  async byId(id: string): Promise<PromotionRow | undefined> {
    return (await this.db.query<PromotionRow>(`SELECT ${COLUMNS} FROM promotions p WHERE p.id = $1`, [id]))[0]
  }

  async scopesOf(ids: string[]): Promise<Array<ScopeRow & { promotion_id: string }>> {
    return this.db.query(
      'SELECT promotion_id, slot, show_id, session_id, tier_id FROM promotion_scopes WHERE promotion_id = ANY($1::text[]) ORDER BY promotion_id, slot, show_id',
      [ids]
    )
  }

  async ofMerchant(merchantId: string): Promise<PromotionRow[]> {
    return this.db.query<PromotionRow>(
      `SELECT ${COLUMNS} FROM promotions p WHERE p.merchant_id = $1 ORDER BY p.created_at DESC, p.id LIMIT 200`,
      [merchantId]
    )
  }

  async stop(id: string, merchantId: string): Promise<boolean> {
    return (
      (await this.db.query("UPDATE promotions SET state = 'STOPPED' WHERE id = $1 AND merchant_id = $2 RETURNING id", [id, merchantId]))
        .length === 1
    )
  }

  /**
   * The show's promotions buyers see now: its packages, and the channel discounts of the buyer's launch
   * channel (a channel's price is for that channel's buyers only, never advertised to everyone).
   */
  async activeForShow(merchantId: string, showId: string, channelCode: string | null, now: Date): Promise<PromotionRow[]> {
    return this.db.query<PromotionRow>(
      `SELECT ${COLUMNS} FROM promotions p
        WHERE p.merchant_id = $1 AND p.state = 'ACTIVE' AND p.start_at <= $4 AND p.end_at > $4
          AND (p.kind = 'PACKAGE' OR (p.kind = 'CHANNEL' AND p.channel_code = $3))
          AND EXISTS (SELECT 1 FROM promotion_scopes s WHERE s.promotion_id = p.id AND s.show_id = $2)
        ORDER BY p.kind DESC, p.end_at, p.id`,
      [merchantId, showId, channelCode, now]
    )
  }

  /**
   * What each slot offers now: the tiers of the scoped shows' sessions still ahead, of shows on sale,
   * general admission and not real-name (a package takes no seat picking and no attendee list; those
   * shows are left out rather than half-supported), closed tiers out.
   */
  async slotTiers(promotionId: string, now: Date): Promise<SlotTierRow[]> {
    return this.db.query<SlotTierRow>(
      `SELECT DISTINCT ON (sc.slot, t.id) sc.slot, sh.id AS show_id, sh.name AS show_name, sh.poster_url, sh.poster_color, v.name AS venue_name, c.name AS city_name,
              s.id AS session_id, s.name AS session_name, s.starts_at, t.id AS tier_id, t.name AS tier_name, t.price_fen, t.available, sh.limit_per_order, sh.limit_per_account
         FROM promotion_scopes sc JOIN shows sh ON sh.id = sc.show_id JOIN venues v ON v.id = sh.venue_id JOIN cities c ON c.id = v.city_id
         JOIN sessions s ON s.show_id = sh.id AND (sc.session_id IS NULL OR s.id = sc.session_id)
         JOIN price_tiers t ON t.session_id = s.id AND (sc.tier_id IS NULL OR t.id = sc.tier_id)
        WHERE sc.promotion_id = $1 AND sh.state = 'SCHEDULED' AND sh.sale_time IS NOT NULL AND sh.sale_time <= $2 AND s.starts_at > $2
          AND NOT t.closed AND NOT t.seated AND NOT sh.real_name
        ORDER BY sc.slot, t.id`,
      [promotionId, now]
    )
  }

  async packageByKey(userId: string, key: string): Promise<PackageOrderRow | undefined> {
    return (
      await this.db.query<PackageOrderRow>('SELECT * FROM package_orders WHERE user_id = $1 AND idempotency_key = $2', [userId, key])
    )[0]
  }

  /** The package a transaction id pays: its own, or one of its child orders' (paying a child pays the whole package). */
  async packageByTransaction(transactionId: string): Promise<PackageOrderRow | undefined> {
    return (
      await this.db.query<PackageOrderRow>(
        `SELECT k.* FROM package_orders k WHERE k.transaction_id = $1
         UNION ALL
         SELECT k.* FROM orders o JOIN package_orders k ON k.id = o.package_order_id WHERE o.transaction_id = $1
         LIMIT 1`,
        [transactionId]
      )
    )[0]
  }

  /** A package's child orders with their transaction ids, in id order. */
  async childTransactions(packageOrderId: string): Promise<Array<{ id: string; transaction_id: string }>> {
    return this.db.query('SELECT id, transaction_id FROM orders WHERE package_order_id = $1 ORDER BY id', [packageOrderId])
  }

  async packageById(id: string): Promise<PackageOrderRow | undefined> {
    return (await this.db.query<PackageOrderRow>('SELECT * FROM package_orders WHERE id = $1', [id]))[0]
  }

  /** The buyer's sets of the promotion in live purchases (unpaid or paid); the caller holds the promotion row's lock. */
  async setsOf(promotionId: string, userId: string): Promise<number> {
    const [row] = await this.db.query<{ n: number }>(
      "SELECT coalesce(sum(sets), 0)::int AS n FROM package_orders WHERE promotion_id = $1 AND user_id = $2 AND state <> 'CLOSED'",
      [promotionId, userId]
    )
    return row.n
  }

  async insertPackage(k: Omit<PackageOrderRow, 'state'> & { createdAt: Date }): Promise<void> {
    await this.db.query(
      `INSERT INTO package_orders (id, promotion_id, merchant_id, user_id, sets, amount_fen, original_fen, transaction_id, state, reserve_deadline, idempotency_key, request_hash, created_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, 'UNPAID', $9, $10, $11, $12)`,
      [
        k.id,
        k.promotion_id,
        k.merchant_id,
        k.user_id,
        k.sets,
        k.amount_fen,
        k.original_fen,
        k.transaction_id,
        k.reserve_deadline,
        k.idempotency_key,
        k.request_hash,
        k.createdAt
      ]
    )
  }

  /** UNPAID → PAID, once, while its deadline holds (the guard of a package's payment). */
  async markPackagePaid(id: string, now: Date): Promise<boolean> {
    return (
      (
        await this.db.query(
          "UPDATE package_orders SET state = 'PAID', paid_at = $2 WHERE id = $1 AND state = 'UNPAID' AND reserve_deadline > $2 RETURNING id",
          [id, now]
        )
      ).length === 1
    )
  }

  /** The child orders' rows locked in id order (before the package row: a close holds its order, then the package). */
  async lockChildren(packageOrderId: string): Promise<Array<{ id: string; total_fen: number }>> {
    return this.db.query<{ id: string; total_fen: number }>(
      'SELECT id, total_fen FROM orders WHERE package_order_id = $1 ORDER BY id FOR UPDATE',
      [packageOrderId]
    )
  }
}
