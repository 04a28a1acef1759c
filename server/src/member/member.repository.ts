/**
 * SQL for membership, growth and points (048_membership.sql). Balances are sums of ledger rows; nothing
 * here edits a balance in place. Earning and reversal run inside the payment's and the refund approval's
 * transactions (the order row already locked there), so an order's rows are written one caller at a time.
 */
import type { Queryable } from '../db/db'
import { randomId } from '../account/token-codec'
import { ticketPointsSql, ticketPriceSql } from '../ticket-price/ticket-price.sql'
import type { AdminBirthdayGift, AdminPrimeRight } from '../../../types/api/member'
import type { Translations } from '../../../types/api/translations'
import type { PointsKind } from '../../../types/api/member'

export interface LevelRow {
  level_id: string
  position: number
  name: string
  /** The name's zh-MO / en-US translations (102); the rights carry theirs in their own jsonb. */
  name_texts: Translations
  threshold: number
  discount_percent: number | null
  /** The level's discount on goods (079), beside discount_percent on show tickets. */
  item_discount_percent: number | null
  rights: AdminPrimeRight[]
}

export interface SettingsRow {
  points_rate: number
  points_per_yuan: number
  growth_rate: number
  growth_per_yuan: number
  points_valid_days: number
  expiry_notice_days: number
  agreement: string
  agreement_texts: Translations
  birthday_gifts: AdminBirthdayGift[]
  /** Paying with points (055): whether they may, points per yuan of point price, the share of the order in percent. */
  points_pay_enabled: boolean
  points_pay_rate: number
  points_limit_percent: number
}

export const DEFAULT_SETTINGS: SettingsRow = {
  points_rate: 1,
  points_per_yuan: 1,
  growth_rate: 1,
  growth_per_yuan: 1,
  points_valid_days: 365,
  expiry_notice_days: 30,
  agreement: '',
  agreement_texts: {},
  birthday_gifts: [],
  points_pay_enabled: true,
  points_pay_rate: 100,
  points_limit_percent: 50
}

export interface PaidOrderFacts {
  merchant_id: string
  user_id: string
  state: string
  paid_fen: number
}

/** An earning with what is left of it after its order's reversals: the unit expiry works on. */
export interface PointsLot {
  expires_at: Date
  net: number
}

export interface LedgerRow {
  id: string
  kind: PointsKind
  amount: number
  order_id: string | null
  created_at: Date
  expires_at: Date | null
}

/**
 * The order points are spent on and given back to: a ticket order by its id, or a goods order (079
 * points_ledger.goods_order_id); the ledger row names it either way.
 */
export type PointsOrder = string | { goodsOrderId: string }

const ledgerOrder = (o: PointsOrder): { column: 'order_id' | 'goods_order_id'; id: string } =>
  typeof o === 'string' ? { column: 'order_id', id: o } : { column: 'goods_order_id', id: o.goodsOrderId }

export interface PopupRow {
  acknowledged_level_id: string | null
  birthday_closed_month: string | null
}

/**
 * Per earning: its points plus its share of its order's reversals (an order earns once for its payment and
 * once per paid rebook difference; reversals are the order's, split by each earning's points), never below 0.
 */
const LOT_NET = `GREATEST(0, e.points + COALESCE(floor(
  (SELECT sum(r.points) FROM points_ledger r WHERE r.kind = 'REVERSE' AND r.order_id = e.order_id)::numeric * e.points
  / (SELECT sum(x.points) FROM points_ledger x WHERE x.kind = 'EARN' AND x.order_id = e.order_id)), 0))`

/** The unique earning an insert may meet: the order's own (payment_id NULL) or the rebook payment's. */
const earnOnce = (paymentId: string | undefined) =>
  paymentId === undefined
    ? "ON CONFLICT (order_id) WHERE kind = 'EARN' AND payment_id IS NULL DO NOTHING"
    : "ON CONFLICT (payment_id) WHERE kind = 'EARN' AND payment_id IS NOT NULL DO NOTHING"

export interface PaidTermRow {
  level_id: string
  ends_at: Date
}

/** The buyer's paid terms with this merchant running at a moment, per level: the latest end of each (SQL expressions for the three). */
const activePaidTerms = (user: string, merchant: string, at: string) => `SELECT level_id, max(ends_at) AS ends_at FROM member_orders
  WHERE user_id = ${user} AND merchant_id = ${merchant} AND state = 'PAID' AND ends_at > ${at}
    AND level_id IN (SELECT level_id FROM member_orders WHERE user_id = ${user} AND merchant_id = ${merchant} AND state = 'PAID' AND starts_at <= ${at} AND ends_at > ${at})
  GROUP BY level_id`

const ACTIVE_PAID_TERMS = activePaidTerms('$1', '$2', '$3')

/** Whose held level order pricing asks for, and when. */
export interface PricingCall {
  userId: string
  merchantId: string
  now: Date
}

/** What order pricing needs of a buyer's held level (member.service.ts heldOf). */
export interface PricingFacts {
  levels: LevelRow[]
  growth: number
  terms: PaidTermRow[]
}

export class MemberRepository {
  constructor(private readonly db: Queryable) {}

  /**
   * The buyer's paid terms (member_orders, paid-member.repository.ts) running at `now`, per level: the latest
   * end of each (renewals follow on without a gap). Here, beside the growth value, so the held level
   * (member.service.ts heldLevel) reads both through the one repository order pricing holds too.
   */
  async activePaidTerms(userId: string, merchantId: string, now: Date): Promise<PaidTermRow[]> {
    const rows = await this.db.query<PaidTermRow>(ACTIVE_PAID_TERMS, [userId, merchantId, now])
    return rows.map((r) => ({ level_id: r.level_id, ends_at: new Date(r.ends_at) }))
  }

  /**
   * What order pricing needs of the held level, in one round trip for any number of buyers (create_order
   * reads it on the on-sale rush path, inside the rush gate, for the admitted buyers of a moment together):
   * the ladder, and, only when some level discounts, the buyer's growth value and running paid terms (a
   * ladder without a discount prices every buyer the same). Answers in the order asked.
   */
  async pricingFacts(calls: PricingCall[]): Promise<PricingFacts[]> {
    if (!calls.length) return []
    const rows = await this.db.query<{
      levels: LevelRow[]
      growth: number | null
      terms: Array<{ level_id: string; ends_at: string }> | null
    }>(
      `SELECT COALESCE((SELECT json_agg(l ORDER BY l.position) FROM (SELECT level_id, position, name, threshold, discount_percent, item_discount_percent, rights
                                                                  FROM member_levels WHERE merchant_id = k.merchant_id) l), '[]'::json) AS levels,
              CASE WHEN d.yes THEN (SELECT COALESCE(sum(growth), 0)::float8 FROM growth_ledger WHERE user_id = k.user_id) END AS growth,
              CASE WHEN d.yes THEN (SELECT json_agg(t) FROM (${activePaidTerms('k.user_id', 'k.merchant_id', 'k.at')}) t) END AS terms
         FROM unnest($1::text[], $2::text[], $3::timestamptz[]) WITH ORDINALITY AS k(user_id, merchant_id, at, i)
         CROSS JOIN LATERAL (SELECT EXISTS (SELECT 1 FROM member_levels WHERE merchant_id = k.merchant_id
                                              AND (discount_percent IS NOT NULL OR item_discount_percent IS NOT NULL)) AS yes) d
        ORDER BY k.i`,
      [calls.map((c) => c.userId), calls.map((c) => c.merchantId), calls.map((c) => c.now)]
    )
    return rows.map((row) => ({
      levels: row.levels,
      growth: Number(row.growth ?? 0),
      terms: (row.terms ?? []).map((t) => ({ level_id: t.level_id, ends_at: new Date(t.ends_at) }))
    }))
  }

  async levels(merchantId: string): Promise<LevelRow[]> {
    return this.db.query<LevelRow>(
      'SELECT level_id, position, name, name_texts, threshold, discount_percent, item_discount_percent, rights FROM member_levels WHERE merchant_id = $1 ORDER BY position',
      [merchantId]
    )
  }

  /** The merchant's levels replaced as a whole (the console edits the ladder at once). */
  async replaceLevels(merchantId: string, levels: Array<Omit<LevelRow, 'position'>>): Promise<void> {
    await this.db.query('DELETE FROM member_levels WHERE merchant_id = $1', [merchantId])
    await this.db.query(
      `INSERT INTO member_levels (merchant_id, level_id, position, name, threshold, discount_percent, item_discount_percent, rights, name_texts)
       SELECT $1, x.id, x.pos - 1, x.name, x.threshold, x.discount, x.item_discount, x.rights, x.name_texts
         FROM unnest($2::text[], $3::text[], $4::int[], $5::int[], $6::jsonb[], $7::int[], $8::jsonb[])
           WITH ORDINALITY AS x(id, name, threshold, discount, rights, item_discount, name_texts, pos)`,
      [
        merchantId,
        levels.map((l) => l.level_id),
        levels.map((l) => l.name),
        levels.map((l) => l.threshold),
        levels.map((l) => l.discount_percent),
        levels.map((l) => JSON.stringify(l.rights)),
        levels.map((l) => l.item_discount_percent),
        levels.map((l) => JSON.stringify(l.name_texts))
      ]
    )
  }

  async settings(merchantId: string): Promise<SettingsRow> {
    const [row] = await this.db.query<SettingsRow>(
      `SELECT points_rate, points_per_yuan, growth_rate, growth_per_yuan, points_valid_days, expiry_notice_days, agreement, agreement_texts, birthday_gifts,
              points_pay_enabled, points_pay_rate, points_limit_percent
         FROM member_settings WHERE merchant_id = $1`,
      [merchantId]
    )
    return row ?? DEFAULT_SETTINGS
  }

  /** The merchant's settings row, made with the defaults if missing, locked: serialises the console's saves of one merchant. */
  async lockSettings(merchantId: string, now: Date): Promise<void> {
    await this.db.query('INSERT INTO member_settings (merchant_id, updated_at) VALUES ($1, $2) ON CONFLICT (merchant_id) DO NOTHING', [
      merchantId,
      now
    ])
    await this.db.query('SELECT merchant_id FROM member_settings WHERE merchant_id = $1 FOR UPDATE', [merchantId])
  }

  async saveSettings(merchantId: string, s: SettingsRow, now: Date): Promise<void> {
    await this.db.query(
      `INSERT INTO member_settings (merchant_id, points_rate, points_per_yuan, growth_rate, growth_per_yuan, points_valid_days, expiry_notice_days, agreement, birthday_gifts, updated_at,
                                   points_pay_enabled, points_pay_rate, points_limit_percent, agreement_texts)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9::jsonb, $10, $11, $12, $13, $14::jsonb)
       ON CONFLICT (merchant_id) DO UPDATE SET points_rate = $2, points_per_yuan = $3, growth_rate = $4, growth_per_yuan = $5,
         points_valid_days = $6, expiry_notice_days = $7, agreement = $8, birthday_gifts = $9::jsonb, updated_at = $10,
         points_pay_enabled = $11, points_pay_rate = $12, points_limit_percent = $13, agreement_texts = $14::jsonb`,
      [
        merchantId,
        s.points_rate,
        s.points_per_yuan,
        s.growth_rate,
        s.growth_per_yuan,
        s.points_valid_days,
        s.expiry_notice_days,
        s.agreement,
        JSON.stringify(s.birthday_gifts),
        now,
        s.points_pay_enabled,
        s.points_pay_rate,
        s.points_limit_percent,
        JSON.stringify(s.agreement_texts)
      ]
    )
  }

  async paidOrder(orderId: string): Promise<PaidOrderFacts | undefined> {
    const [row] = await this.db.query<PaidOrderFacts>('SELECT merchant_id, user_id, state, paid_fen FROM orders WHERE id = $1', [orderId])
    return row
  }

  /**
   * An earning of the order's own payment (paymentId undefined) or of a paid rebook difference (its
   * payment); false when that payment already earned (the unique indexes: one EARN each, 054).
   */
  async earnPoints(
    order: PaidOrderFacts,
    orderId: string,
    points: number,
    expiresAt: Date,
    now: Date,
    paymentId?: string
  ): Promise<boolean> {
    if (points <= 0) return false
    const rows = await this.db.query(
      `INSERT INTO points_ledger (id, merchant_id, user_id, kind, points, order_id, expires_at, created_at, payment_id)
       VALUES ($1, $2, $3, 'EARN', $4, $5, $6, $7, $8) ${earnOnce(paymentId)} RETURNING id`,
      [randomId('pts_'), order.merchant_id, order.user_id, points, orderId, expiresAt, now, paymentId ?? null]
    )
    return rows.length === 1
  }

  async earnGrowth(order: PaidOrderFacts, orderId: string, growth: number, now: Date, paymentId?: string): Promise<boolean> {
    if (growth <= 0) return false
    const rows = await this.db.query(
      `INSERT INTO growth_ledger (id, merchant_id, user_id, kind, growth, order_id, created_at, payment_id)
       VALUES ($1, $2, $3, 'EARN', $4, $5, $6, $7) ${earnOnce(paymentId)} RETURNING id`,
      [randomId('grw_'), order.merchant_id, order.user_id, growth, orderId, now, paymentId ?? null]
    )
    return rows.length === 1
  }

  /**
   * Runs fn under a savepoint of the caller's transaction: when it fails, only its own writes are undone
   * and the caller's transaction goes on (an earning must never fail the payment that settles).
   */
  async apart(fn: () => Promise<void>): Promise<unknown> {
    await this.db.query('SAVEPOINT member_apart')
    try {
      await fn()
      await this.db.query('RELEASE SAVEPOINT member_apart')
      return undefined
    } catch (error) {
      await this.db.query('ROLLBACK TO SAVEPOINT member_apart')
      await this.db.query('RELEASE SAVEPOINT member_apart')
      return error ?? new Error('earning failed')
    }
  }

  /** What the order earned and what was already taken back, of points and of growth. */
  async orderEarnings(
    orderId: string
  ): Promise<{ points: number; pointsExpireAt?: Date; pointsReversed: number; growth: number; growthReversed: number }> {
    const [row] = await this.db.query<{
      points: number
      points_expire_at: Date | null
      points_reversed: number
      growth: number
      growth_reversed: number
    }>(
      `SELECT COALESCE((SELECT sum(points) FROM points_ledger WHERE order_id = $1 AND kind = 'EARN'), 0)::float8 AS points,
              (SELECT max(expires_at) FROM points_ledger WHERE order_id = $1 AND kind = 'EARN') AS points_expire_at,
              COALESCE((SELECT -sum(points) FROM points_ledger WHERE order_id = $1 AND kind = 'REVERSE'), 0)::float8 AS points_reversed,
              COALESCE((SELECT sum(growth) FROM growth_ledger WHERE order_id = $1 AND kind = 'EARN'), 0)::float8 AS growth,
              COALESCE((SELECT -sum(growth) FROM growth_ledger WHERE order_id = $1 AND kind = 'REVERSE'), 0)::float8 AS growth_reversed`,
      [orderId]
    )
    return {
      points: Number(row.points),
      pointsExpireAt: row.points_expire_at ?? undefined,
      pointsReversed: Number(row.points_reversed),
      growth: Number(row.growth),
      growthReversed: Number(row.growth_reversed)
    }
  }

  /**
   * The order's ticket money: paid (its tickets now, at the price each stood for, plus what cheaper rebooks
   * took off them, since a ticket's price then is less than was paid for it) and given back (its refunded
   * tickets at their prices, and the cheaper rebooks' refunds that SUCCEEDED). A rebooked-away ticket
   * counts as its new one, so no price is counted twice; delivery and service fees are neither, so an
   * order whose every ticket is refunded gives back all its earnings, as before rebooks counted.
   */
  async moneyBack(orderId: string): Promise<{ returnedFen: number; paidFen: number }> {
    const [row] = await this.db.query<{ refunded_fen: number; tickets_fen: number; rebook_back_fen: number; cheaper_fen: number }>(
      `SELECT COALESCE(sum(p.fen) FILTER (WHERE p.state = 'REFUNDED'), 0)::float8 AS refunded_fen, COALESCE(sum(p.fen), 0)::float8 AS tickets_fen,
              COALESCE((SELECT sum(f.amount_fen) FROM refunds f JOIN rebooks r ON r.id = f.subject_id
                         WHERE f.purpose = 'REBOOK' AND f.state = 'SUCCEEDED' AND r.order_id = $1), 0)::float8 AS rebook_back_fen,
              COALESCE((SELECT -sum(r.difference_fen) FROM rebooks r WHERE r.order_id = $1 AND r.difference_fen < 0), 0)::float8 AS cheaper_fen
         FROM (SELECT k.state, ${ticketPriceSql('k', 't')} AS fen FROM tickets k JOIN price_tiers t ON t.id = k.tier_id
                WHERE k.order_id = $1 AND k.state <> 'REBOOKED') p`,
      [orderId]
    )
    return {
      returnedFen: Number(row.refunded_fen) + Number(row.rebook_back_fen),
      paidFen: Number(row.tickets_fen) + Number(row.cheaper_fen)
    }
  }

  async reverse(order: PaidOrderFacts, orderId: string, points: number, growth: number, now: Date): Promise<void> {
    if (points > 0) {
      await this.db.query(
        `INSERT INTO points_ledger (id, merchant_id, user_id, kind, points, order_id, created_at) VALUES ($1, $2, $3, 'REVERSE', $4, $5, $6)`,
        [randomId('pts_'), order.merchant_id, order.user_id, -points, orderId, now]
      )
    }
    if (growth > 0) {
      await this.db.query(
        `INSERT INTO growth_ledger (id, merchant_id, user_id, kind, growth, order_id, created_at) VALUES ($1, $2, $3, 'REVERSE', $4, $5, $6)`,
        [randomId('grw_'), order.merchant_id, order.user_id, -growth, orderId, now]
      )
    }
  }

  /**
   * Spends points on a new order (055), under the buyer's member row lock (lockMember; the lock order:
   * member row → order row): written only while the balance covers them, so two orders spending the same
   * points cannot take it below zero. False when it no longer does (the caller rolls back).
   */
  async spendOnOrder(merchantId: string, userId: string, order: PointsOrder, points: number, now: Date): Promise<boolean> {
    const { column, id } = ledgerOrder(order)
    const rows = await this.db.query(
      `INSERT INTO points_ledger (id, merchant_id, user_id, kind, points, ${column}, created_at)
       SELECT $1, $2, $3, 'SPEND', $4, $5, $6 WHERE (SELECT COALESCE(sum(points), 0) FROM points_ledger WHERE user_id = $3) >= $7
       RETURNING id`,
      [randomId('pts_'), merchantId, userId, -points, id, now, points]
    )
    return rows.length === 1
  }

  /** What the order spent and what already came back (RETURN rows), in points. */
  async spentOnOrder(order: PointsOrder): Promise<{ spent: number; returned: number }> {
    const { column, id } = ledgerOrder(order)
    const [row] = await this.db.query<{ spent: number; returned: number }>(
      `SELECT COALESCE((SELECT -sum(points) FROM points_ledger WHERE ${column} = $1 AND kind = 'SPEND'), 0)::float8 AS spent,
              COALESCE((SELECT sum(points) FROM points_ledger WHERE ${column} = $1 AND kind = 'RETURN'), 0)::float8 AS returned`,
      [id]
    )
    return { spent: Number(row.spent), returned: Number(row.returned) }
  }

  async returnToBuyer(merchantId: string, userId: string, order: PointsOrder, points: number, now: Date): Promise<void> {
    if (points <= 0) return
    const { column, id } = ledgerOrder(order)
    await this.db.query(
      `INSERT INTO points_ledger (id, merchant_id, user_id, kind, points, ${column}, created_at) VALUES ($1, $2, $3, 'RETURN', $4, $5, $6)`,
      [randomId('pts_'), merchantId, userId, points, id, now]
    )
  }

  /** The buyer and merchant of the order points were spent on (a ticket order's is paidOrder's). */
  async buyerOf(order: PointsOrder): Promise<{ merchant_id: string; user_id: string } | undefined> {
    if (typeof order === 'string') return this.paidOrder(order)
    const [row] = await this.db.query<{ merchant_id: string; user_id: string }>(
      'SELECT merchant_id, user_id FROM goods_orders WHERE id = $1',
      [order.goodsOrderId]
    )
    return row
  }

  /**
   * The points share of the order's refunded tickets and of all its tickets, in fen (ticket-price.sql.ts
   * ticketPointsSql): what a refund returns in proportion. Tickets a rebook issued carry no points share.
   */
  async refundedPointsShare(order: PointsOrder): Promise<{ refundedFen: number; allFen: number; everyTicketGone: boolean }> {
    if (typeof order !== 'string') return this.refundedGoodsPointsShare(order.goodsOrderId)
    const orderId = order
    const [row] = await this.db.query<{ refunded_fen: number; all_fen: number; live: number }>(
      `SELECT COALESCE(sum(p.fen) FILTER (WHERE p.state = 'REFUNDED'), 0)::float8 AS refunded_fen, COALESCE(sum(p.fen), 0)::float8 AS all_fen,
              count(*) FILTER (WHERE p.state NOT IN ('REFUNDED', 'REBOOKED'))::int AS live
         FROM (SELECT k.state, ${ticketPointsSql('k')} AS fen FROM tickets k WHERE k.order_id = $1) p`,
      [orderId]
    )
    return { refundedFen: Number(row.refunded_fen), allFen: Number(row.all_fen), everyTicketGone: row.live === 0 }
  }

  /**
   * A goods order's: its lines' points shares (079 goods_order_lines.points_fen), the refunded units' part of
   * each (in proportion, floored), and whether every unit went back.
   */
  private async refundedGoodsPointsShare(orderId: string): Promise<{ refundedFen: number; allFen: number; everyTicketGone: boolean }> {
    const [row] = await this.db.query<{ refunded_fen: number; all_fen: number; live: number }>(
      `SELECT COALESCE(sum(floor(l.points_fen::numeric * l.refunded_qty / l.qty)), 0)::float8 AS refunded_fen,
              COALESCE(sum(l.points_fen), 0)::float8 AS all_fen, count(*) FILTER (WHERE l.refunded_qty < l.qty)::int AS live
         FROM goods_order_lines l WHERE l.order_id = $1`,
      [orderId]
    )
    return { refundedFen: Number(row.refunded_fen), allFen: Number(row.all_fen), everyTicketGone: row.live === 0 }
  }

  async pointsBalance(userId: string): Promise<number> {
    const [row] = await this.db.query<{ n: number }>('SELECT COALESCE(sum(points), 0)::float8 AS n FROM points_ledger WHERE user_id = $1', [
      userId
    ])
    return Number(row.n)
  }

  async growthValue(userId: string): Promise<number> {
    const [row] = await this.db.query<{ n: number }>('SELECT COALESCE(sum(growth), 0)::float8 AS n FROM growth_ledger WHERE user_id = $1', [
      userId
    ])
    return Number(row.n)
  }

  /** The buyer's earnings expiring by `by`, oldest expiry first, with what is left of each after reversals. */
  async lotsExpiringBy(userId: string, by: Date): Promise<PointsLot[]> {
    const rows = await this.db.query<PointsLot>(
      `SELECT e.expires_at, ${LOT_NET}::float8 AS net FROM points_ledger e
        WHERE e.user_id = $1 AND e.kind = 'EARN' AND e.expires_at <= $2 ORDER BY e.expires_at, e.id`,
      [userId, by]
    )
    return rows.map((r) => ({ expires_at: r.expires_at, net: Number(r.net) }))
  }

  /**
   * Points already taken out of earnings in expiry order: spent and expired, less spent points that came
   * back (RETURN, 055: they go back to the front of the queue, so a returned point whose earning has
   * expired meanwhile expires on the next sweep). Reversals belong to their own earning.
   */
  async consumed(userId: string): Promise<number> {
    const [row] = await this.db.query<{ n: number }>(
      "SELECT COALESCE(-sum(points), 0)::float8 AS n FROM points_ledger WHERE user_id = $1 AND kind IN ('SPEND', 'EXPIRE', 'RETURN')",
      [userId]
    )
    return Number(row.n)
  }

  /** Buyers after `after` (by id) with an earning past its expiry whose expired earnings exceed what they spent and had expired. */
  async usersWithDueExpiry(now: Date, after: string, limit: number): Promise<Array<{ user_id: string; merchant_id: string }>> {
    return this.db.query(
      `WITH per AS (
         SELECT e.user_id, e.merchant_id, sum(${LOT_NET}) AS expired
           FROM points_ledger e WHERE e.kind = 'EARN' AND e.expires_at <= $1 GROUP BY e.user_id, e.merchant_id)
       SELECT p.user_id, p.merchant_id FROM per p
        WHERE p.user_id > $2 AND p.expired + COALESCE((SELECT sum(c.points) FROM points_ledger c WHERE c.user_id = p.user_id AND c.kind IN ('SPEND', 'EXPIRE', 'RETURN')), 0) > 0
        ORDER BY p.user_id LIMIT $3`,
      [now, after, limit]
    )
  }

  async expire(merchantId: string, userId: string, points: number, now: Date): Promise<void> {
    await this.db.query(
      `INSERT INTO points_ledger (id, merchant_id, user_id, kind, points, created_at) VALUES ($1, $2, $3, 'EXPIRE', $4, $5)`,
      [randomId('pts_'), merchantId, userId, -points, now]
    )
  }

  /**
   * The orders whose earnings are past expiry, share-locked in id order (order rows come first in every
   * path's lock order): a refund approval of one of them, which writes its reversal under the order's
   * update lock, then runs wholly before or after this expiry, so a lot is never both reversed and expired.
   */
  async lockOrdersOfExpiredLots(userId: string, now: Date): Promise<void> {
    await this.db.query(
      `SELECT o.id FROM orders o WHERE o.id IN (SELECT e.order_id FROM points_ledger e WHERE e.user_id = $1 AND e.kind = 'EARN' AND e.expires_at <= $2)
        ORDER BY o.id FOR SHARE`,
      [userId, now]
    )
  }

  /**
   * The buyer's member row, locked: serialises a buyer's expiry, popup writes and spending points on an
   * order (055; first in create_order's lock order). The row is created on first use.
   */
  async lockMember(userId: string, now: Date): Promise<PopupRow> {
    await this.db.query('INSERT INTO member_popups (user_id, updated_at) VALUES ($1, $2) ON CONFLICT (user_id) DO NOTHING', [userId, now])
    const [row] = await this.db.query<PopupRow>(
      'SELECT acknowledged_level_id, birthday_closed_month FROM member_popups WHERE user_id = $1 FOR UPDATE',
      [userId]
    )
    return row
  }

  async popups(userId: string): Promise<PopupRow> {
    const [row] = await this.db.query<PopupRow>(
      'SELECT acknowledged_level_id, birthday_closed_month FROM member_popups WHERE user_id = $1',
      [userId]
    )
    return row ?? { acknowledged_level_id: null, birthday_closed_month: null }
  }

  async acknowledgeLevel(userId: string, levelId: string, now: Date): Promise<void> {
    await this.db.query(
      `INSERT INTO member_popups (user_id, acknowledged_level_id, updated_at) VALUES ($1, $2, $3)
       ON CONFLICT (user_id) DO UPDATE SET acknowledged_level_id = $2, updated_at = $3`,
      [userId, levelId, now]
    )
  }

  async closeBirthday(userId: string, month: string, now: Date): Promise<void> {
    await this.db.query(
      `INSERT INTO member_popups (user_id, birthday_closed_month, updated_at) VALUES ($1, $2, $3)
       ON CONFLICT (user_id) DO UPDATE SET birthday_closed_month = $2, updated_at = $3`,
      [userId, month, now]
    )
  }

  async birthday(userId: string): Promise<string | undefined> {
    const [row] = await this.db.query<{ birthday: string | null }>(
      "SELECT to_char(birthday, 'YYYY-MM-DD') AS birthday FROM users WHERE id = $1",
      [userId]
    )
    return row?.birthday ?? undefined
  }

  async pointsLedger(userId: string, offset: number, length: number): Promise<{ rows: LedgerRow[]; total: number }> {
    const rows = await this.db.query<LedgerRow>(
      `SELECT id, kind, points::float8 AS amount, COALESCE(order_id, goods_order_id) AS order_id, created_at, expires_at FROM points_ledger WHERE user_id = $1
        ORDER BY created_at DESC, id DESC OFFSET $2 LIMIT $3`,
      [userId, offset, length]
    )
    const [count] = await this.db.query<{ n: number }>('SELECT count(*)::int AS n FROM points_ledger WHERE user_id = $1', [userId])
    return { rows, total: count.n }
  }

  async growthLedger(userId: string, offset: number, length: number): Promise<{ rows: LedgerRow[]; total: number }> {
    const rows = await this.db.query<LedgerRow>(
      `SELECT id, kind, growth::float8 AS amount, order_id, created_at, NULL::timestamptz AS expires_at FROM growth_ledger WHERE user_id = $1
        ORDER BY created_at DESC, id DESC OFFSET $2 LIMIT $3`,
      [userId, offset, length]
    )
    const [count] = await this.db.query<{ n: number }>('SELECT count(*)::int AS n FROM growth_ledger WHERE user_id = $1', [userId])
    return { rows, total: count.n }
  }

  /** The merchant's points ledger summed per kind (signed). */
  async pointsTotals(merchantId: string): Promise<Record<PointsKind, number>> {
    const rows = await this.db.query<{ kind: PointsKind; n: number }>(
      'SELECT kind, sum(points)::float8 AS n FROM points_ledger WHERE merchant_id = $1 GROUP BY kind',
      [merchantId]
    )
    const totals: Record<PointsKind, number> = { EARN: 0, SPEND: 0, EXPIRE: 0, REVERSE: 0, RETURN: 0 }
    for (const r of rows) totals[r.kind] = Number(r.n)
    return totals
  }

  /**
   * Every buyer of the merchant with their growth value (0 without any) and the levels of their paid terms
   * running at `now`, counted by those facts: the members per level, by the level each holds.
   */
  async heldFactsOfBuyers(merchantId: string, now: Date): Promise<Array<{ growth: number; paidLevels: string[]; buyers: number }>> {
    const rows = await this.db.query<{ growth: number; paid_levels: string[]; buyers: number }>(
      `SELECT g.growth, g.paid_levels, count(*)::int AS buyers FROM (
         SELECT COALESCE((SELECT sum(l.growth) FROM growth_ledger l WHERE l.user_id = u.id), 0)::float8 AS growth,
                ARRAY(SELECT DISTINCT m.level_id FROM member_orders m
                       WHERE m.user_id = u.id AND m.merchant_id = $1 AND m.state = 'PAID' AND m.starts_at <= $2 AND m.ends_at > $2
                       ORDER BY m.level_id) AS paid_levels
           FROM users u WHERE u.merchant_id = $1 AND u.unregistered_at IS NULL) g
       GROUP BY g.growth, g.paid_levels`,
      [merchantId, now]
    )
    return rows.map((r) => ({ growth: Number(r.growth), paidLevels: r.paid_levels, buyers: r.buyers }))
  }
}
