/**
 * SQL for benefit cards (059_benefit_cards.sql): the merchant's cards, card orders, the cards buyers hold,
 * and the points a card order spends and returns. Every count that must not go below zero or past its
 * bound moves by a conditional UPDATE ... RETURNING (stock, a held card's times), as coupon receiving does.
 */
import type { Translations } from '../../../types/api/translations'
import type { Queryable } from '../db/db'
import { randomId } from '../account/token-codec'
import type { CardValidityType, PriceMode } from '../../../types/api/benefit-card'
import type { CouponUseLimitVO, UseCouponRule } from '../../../types/rules/coupon-rules'

export interface CardRow {
  id: string
  merchant_id: string
  name: string
  /** zh-MO / en-US of name and description (084_merchant_content_languages.sql). */
  name_texts: Translations
  description_texts: Translations
  image_url: string
  description: string
  price_mode: PriceMode
  card_price_fen: number
  point_price: number
  convertible_times: number
  redeem_price_fen: number
  per_session_limit: number
  validity_type: CardValidityType
  valid_days: number | null
  valid_until: Date | null
  use_rule: UseCouponRule
  use_limit: CouponUseLimitVO
  stock: number
  remaining: number
  per_buyer_limit: number
  enabled: boolean
  need_real_name: boolean
  created_at: Date
  updated_at: Date
}

export type CardOrderState = 'UNPAID' | 'PAID' | 'CLOSED'

export interface CardOrderRow {
  id: string
  merchant_id: string
  user_id: string
  card_id: string
  state: CardOrderState
  pay_fen: number
  points: number
  transaction_id: string | null
  pay_deadline: Date | null
  idempotency_key: string
  identity_name: string
  identity_type: string
  identity_no: string
  time_zone: string
  created_at: Date
  paid_at: Date | null
  closed_at: Date | null
}

export type InstanceStateRow = 'ACTIVE' | 'REFUNDING' | 'REFUNDED'

export interface InstanceRow {
  id: string
  merchant_id: string
  user_id: string
  card_id: string
  card_order_id: string | null
  coupon_id: string | null
  state: InstanceStateRow
  convertible_times: number
  redeemed_times: number
  redeem_price_fen: number
  per_session_limit: number
  use_rule: UseCouponRule
  use_limit: CouponUseLimitVO
  expires_at: Date
  identity_name: string
  identity_type: string
  identity_no: string
  created_at: Date
  updated_at: Date
}

/** A held card with what its card says about it (name, image, prices) and its order's money. */
export interface InstanceView extends InstanceRow {
  name: string
  name_texts: Translations
  image_url: string
  price_mode: PriceMode
  validity_type: CardValidityType
  pay_fen: number | null
  points: number | null
}

export interface CardInsert {
  merchantId: string
  name: string
  imageUrl: string
  description: string
  nameTexts: Translations
  descriptionTexts: Translations
  priceMode: PriceMode
  cardPriceFen: number
  pointPrice: number
  convertibleTimes: number
  redeemPriceFen: number
  perSessionLimit: number
  validityType: CardValidityType
  validDays: number | null
  validUntil: Date | null
  useRule: UseCouponRule
  useLimit: CouponUseLimitVO
  stock: number
  perBuyerLimit: number
  enabled: boolean
  needRealName: boolean
}

export interface NewInstance {
  id: string
  card: CardRow
  userId: string
  cardOrderId?: string
  couponId?: string
  expiresAt: Date
  identity: { name: string; type: string; no: string }
}

const CARD_COLUMNS = `id, merchant_id, name, name_texts, description_texts, image_url, description, price_mode, card_price_fen, point_price, convertible_times, redeem_price_fen,
  per_session_limit, validity_type, valid_days, valid_until, use_rule, use_limit, stock, remaining, per_buyer_limit, enabled, need_real_name, created_at, updated_at`
const ORDER_COLUMNS = `id, merchant_id, user_id, card_id, state, pay_fen, points, transaction_id, pay_deadline, idempotency_key, identity_name, identity_type, identity_no, time_zone, created_at, paid_at, closed_at`
const INSTANCE_COLUMNS = `i.id, i.merchant_id, i.user_id, i.card_id, i.card_order_id, i.coupon_id, i.state, i.convertible_times, i.redeemed_times, i.redeem_price_fen,
  i.per_session_limit, i.use_rule, i.use_limit, i.expires_at, i.identity_name, i.identity_type, i.identity_no, i.created_at, i.updated_at`
const VIEW_COLUMNS = `${INSTANCE_COLUMNS}, c.name, c.name_texts, c.image_url, c.price_mode, c.validity_type, o.pay_fen, o.points`
const VIEW_FROM = 'card_instances i JOIN benefit_cards c ON c.id = i.card_id LEFT JOIN card_orders o ON o.id = i.card_order_id'

/** The console's sales row: the buyer's contact, and whether its refund failed for good. */
export interface AdminInstanceRow extends InstanceView {
  buyer: string | null
  refund_failed: boolean
}
const ADMIN_INSTANCE_COLUMNS = `${VIEW_COLUMNS}, COALESCE(u.cellphone, u.email) AS buyer,
  EXISTS (SELECT 1 FROM refunds r WHERE r.purpose = 'CARD' AND r.subject_id = i.id AND r.state = 'FAILED' AND r.next_attempt_at IS NULL) AS refund_failed`

/** A held card that can still book: ACTIVE, times left, not expired (USED / EXPIRE are read, not stored). */
const BOOKABLE = "i.state = 'ACTIVE' AND i.redeemed_times < i.convertible_times AND i.expires_at > $2"

/** A card's written values, in the order the insert's and the update's placeholders both take them after the ids. */
function cardValues(c: CardInsert, now: Date): unknown[] {
  return [
    c.name,
    c.imageUrl,
    c.description,
    c.priceMode,
    c.cardPriceFen,
    c.pointPrice,
    c.convertibleTimes,
    c.redeemPriceFen,
    c.perSessionLimit,
    c.validityType,
    c.validDays,
    c.validUntil,
    c.useRule,
    JSON.stringify(c.useLimit),
    c.stock,
    c.perBuyerLimit,
    c.enabled,
    c.needRealName,
    now,
    JSON.stringify(c.nameTexts),
    JSON.stringify(c.descriptionTexts)
  ]
}

export class BenefitCardRepository {
  constructor(private readonly db: Queryable) {}

  // ---- Cards ----

  async card(id: string): Promise<CardRow | undefined> {
    return (await this.db.query<CardRow>(`SELECT ${CARD_COLUMNS} FROM benefit_cards WHERE id = $1`, [id]))[0]
  }

  /** Locked until the transaction ends (a console edit against a sale in flight). */
  async lockCard(id: string): Promise<CardRow | undefined> {
    return (await this.db.query<CardRow>(`SELECT ${CARD_COLUMNS} FROM benefit_cards WHERE id = $1 FOR UPDATE`, [id]))[0]
  }

  async cardsOf(merchantId: string): Promise<CardRow[]> {
    return this.db.query<CardRow>(`SELECT ${CARD_COLUMNS} FROM benefit_cards WHERE merchant_id = $1 ORDER BY created_at DESC, id`, [
      merchantId
    ])
  }

  /** The merchant's cards a buyer can see: switched on and an UNTIL card not yet ended (sold-out ones too, shown as such). */
  async listed(merchantId: string, now: Date, offset: number, length: number): Promise<{ rows: CardRow[]; total: number }> {
    const where = "merchant_id = $1 AND enabled AND (validity_type <> 'UNTIL' OR valid_until > $2)"
    const rows = await this.db.query<CardRow>(
      `SELECT ${CARD_COLUMNS} FROM benefit_cards WHERE ${where} ORDER BY created_at DESC, id OFFSET $3 LIMIT $4`,
      [merchantId, now, offset, length]
    )
    const [count] = await this.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM benefit_cards WHERE ${where}`, [merchantId, now])
    return { rows, total: count.n }
  }

  async insertCard(c: CardInsert, now: Date): Promise<string> {
    const id = randomId('card_')
    await this.db.query(
      `INSERT INTO benefit_cards (id, merchant_id, name, image_url, description, price_mode, card_price_fen, point_price, convertible_times, redeem_price_fen,
         per_session_limit, validity_type, valid_days, valid_until, use_rule, use_limit, stock, remaining, per_buyer_limit, enabled, need_real_name, created_at, updated_at, name_texts, description_texts)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $17, $18, $19, $20, $21, $21, $22, $23)`,
      [id, c.merchantId, ...cardValues(c, now)]
    )
    return id
  }

  /** The card changed; its stock moves by what was added or taken (remaining keeps what is sold). The caller holds the row lock. */
  async updateCard(id: string, c: CardInsert, now: Date): Promise<void> {
    await this.db.query(
      `UPDATE benefit_cards SET name = $2, image_url = $3, description = $4, price_mode = $5, card_price_fen = $6, point_price = $7, convertible_times = $8,
         redeem_price_fen = $9, per_session_limit = $10, validity_type = $11, valid_days = $12, valid_until = $13, use_rule = $14, use_limit = $15,
         remaining = remaining + ($16 - stock), stock = $16, per_buyer_limit = $17, enabled = $18, need_real_name = $19, updated_at = $20,
         name_texts = $21, description_texts = $22
       WHERE id = $1`,
      [id, ...cardValues(c, now)]
    )
  }

  /**
   * One card taken from stock: the conditional decrement that a crowd cannot pass (none left, switched
   * off meanwhile, or an UNTIL card ended: nothing taken, false).
   */
  async takeOne(cardId: string, now: Date): Promise<boolean> {
    const rows = await this.db.query(
      "UPDATE benefit_cards SET remaining = remaining - 1 WHERE id = $1 AND remaining > 0 AND enabled AND (validity_type <> 'UNTIL' OR valid_until > $2) RETURNING id",
      [cardId, now]
    )
    return rows.length === 1
  }

  /** A card back on sale (an unpaid card order closed, a card refunded); never past the stock. */
  async giveBack(cardId: string): Promise<void> {
    await this.db.query('UPDATE benefit_cards SET remaining = LEAST(stock, remaining + 1) WHERE id = $1', [cardId])
  }

  /** Per card: sold (stock less remaining) and held cards still able to book. */
  async salesOf(merchantId: string, now: Date): Promise<Map<string, number>> {
    const rows = await this.db.query<{ card_id: string; n: number }>(
      `SELECT i.card_id, count(*)::int AS n FROM card_instances i WHERE i.merchant_id = $1 AND ${BOOKABLE} GROUP BY i.card_id`,
      [merchantId, now]
    )
    return new Map(rows.map((r) => [r.card_id, r.n]))
  }

  // ---- The buyer's hold of a card (the per-buyer limit) ----

  /**
   * Serialises one buyer's purchases of one card: a row lock on the buyer's user row would serialise all
   * of his writes; an advisory lock keyed by buyer and card serialises just these, until the transaction ends.
   */
  async lockBuyerCard(userId: string, cardId: string): Promise<void> {
    await this.db.query('SELECT pg_advisory_xact_lock(hashtextextended($1, 0))', [`card-buy:${userId}:${cardId}`])
  }

  /** Cards of this card the buyer holds or is paying for (refunded ones and closed orders not counted). */
  async heldCount(userId: string, cardId: string): Promise<number> {
    const [row] = await this.db.query<{ n: number }>(
      `SELECT ((SELECT count(*) FROM card_instances WHERE user_id = $1 AND card_id = $2 AND state <> 'REFUNDED')
             + (SELECT count(*) FROM card_orders WHERE user_id = $1 AND card_id = $2 AND state = 'UNPAID'))::int AS n`,
      [userId, cardId]
    )
    return row.n
  }

  async heldCounts(userId: string, cardIds: string[]): Promise<Map<string, number>> {
    if (cardIds.length === 0) return new Map()
    const rows = await this.db.query<{ card_id: string; n: number }>(
      `SELECT card_id, count(*)::int AS n FROM (
         SELECT card_id FROM card_instances WHERE user_id = $1 AND card_id = ANY($2) AND state <> 'REFUNDED'
         UNION ALL SELECT card_id FROM card_orders WHERE user_id = $1 AND card_id = ANY($2) AND state = 'UNPAID') x GROUP BY card_id`,
      [userId, cardIds]
    )
    return new Map(rows.map((r) => [r.card_id, r.n]))
  }

  /** The buyer's cards of these cards that can still book, newest first. */
  async bookableOf(userId: string, cardIds: string[], now: Date): Promise<Map<string, string[]>> {
    if (cardIds.length === 0) return new Map()
    const rows = await this.db.query<{ id: string; card_id: string }>(
      `SELECT i.id, i.card_id FROM card_instances i WHERE i.user_id = $1 AND ${BOOKABLE} AND i.card_id = ANY($3) ORDER BY i.created_at DESC, i.id`,
      [userId, now, cardIds]
    )
    const m = new Map<string, string[]>()
    for (const r of rows) m.set(r.card_id, [...(m.get(r.card_id) ?? []), r.id])
    return m
  }

  // ---- Card orders ----

  async order(id: string): Promise<CardOrderRow | undefined> {
    return (await this.db.query<CardOrderRow>(`SELECT ${ORDER_COLUMNS} FROM card_orders WHERE id = $1`, [id]))[0]
  }

  async lockOrder(id: string): Promise<CardOrderRow | undefined> {
    return (await this.db.query<CardOrderRow>(`SELECT ${ORDER_COLUMNS} FROM card_orders WHERE id = $1 FOR UPDATE`, [id]))[0]
  }

  async orderByKey(userId: string, key: string): Promise<CardOrderRow | undefined> {
    return (
      await this.db.query<CardOrderRow>(`SELECT ${ORDER_COLUMNS} FROM card_orders WHERE user_id = $1 AND idempotency_key = $2`, [
        userId,
        key
      ])
    )[0]
  }

  async orderByTransaction(transactionId: string): Promise<CardOrderRow | undefined> {
    return (await this.db.query<CardOrderRow>(`SELECT ${ORDER_COLUMNS} FROM card_orders WHERE transaction_id = $1`, [transactionId]))[0]
  }

  async insertOrder(o: Omit<CardOrderRow, 'paid_at' | 'closed_at'>): Promise<void> {
    await this.db.query(
      `INSERT INTO card_orders (${ORDER_COLUMNS}) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, NULL)`,
      [
        o.id,
        o.merchant_id,
        o.user_id,
        o.card_id,
        o.state,
        o.pay_fen,
        o.points,
        o.transaction_id,
        o.pay_deadline,
        o.idempotency_key,
        o.identity_name,
        o.identity_type,
        o.identity_no,
        o.time_zone,
        o.created_at,
        o.state === 'PAID' ? o.created_at : null
      ]
    )
  }

  /** UNPAID → PAID or CLOSED, once: the state write is the guard (false: it had already ended). */
  async endOrder(id: string, state: 'PAID' | 'CLOSED', now: Date): Promise<boolean> {
    const column = state === 'PAID' ? 'paid_at' : 'closed_at'
    return (
      (
        await this.db.query(`UPDATE card_orders SET state = $2, ${column} = $3 WHERE id = $1 AND state = 'UNPAID' RETURNING id`, [
          id,
          state,
          now
        ])
      ).length === 1
    )
  }

  async dueOrders(now: Date, limit: number): Promise<Array<{ id: string }>> {
    return this.db.query("SELECT id FROM card_orders WHERE state = 'UNPAID' AND pay_deadline <= $1 ORDER BY pay_deadline LIMIT $2", [
      now,
      limit
    ])
  }

  // ---- Held cards ----

  async insertInstance(n: NewInstance, now: Date): Promise<void> {
    const c = n.card
    await this.db.query(
      `INSERT INTO card_instances (id, merchant_id, user_id, card_id, card_order_id, coupon_id, state, convertible_times, redeemed_times, redeem_price_fen,
         per_session_limit, use_rule, use_limit, expires_at, identity_name, identity_type, identity_no, created_at, updated_at)
       VALUES ($1, $2, $3, $4, $5, $6, 'ACTIVE', $7, 0, $8, $9, $10, $11, $12, $13, $14, $15, $16, $16)`,
      [
        n.id,
        c.merchant_id,
        n.userId,
        c.id,
        n.cardOrderId ?? null,
        n.couponId ?? null,
        c.convertible_times,
        c.redeem_price_fen,
        c.per_session_limit,
        c.use_rule,
        JSON.stringify(c.use_limit),
        n.expiresAt,
        n.identity.name,
        n.identity.type,
        n.identity.no,
        now
      ]
    )
  }

  async instance(id: string): Promise<InstanceView | undefined> {
    return (await this.db.query<InstanceView>(`SELECT ${VIEW_COLUMNS} FROM ${VIEW_FROM} WHERE i.id = $1`, [id]))[0]
  }

  async instanceOfOrder(cardOrderId: string): Promise<InstanceView | undefined> {
    return (await this.db.query<InstanceView>(`SELECT ${VIEW_COLUMNS} FROM ${VIEW_FROM} WHERE i.card_order_id = $1`, [cardOrderId]))[0]
  }

  async instanceOfCoupon(couponId: string): Promise<InstanceView | undefined> {
    return (await this.db.query<InstanceView>(`SELECT ${VIEW_COLUMNS} FROM ${VIEW_FROM} WHERE i.coupon_id = $1`, [couponId]))[0]
  }

  /** Locked until the transaction ends: first in every path that moves a held card (booking, refund). */
  async lockInstance(id: string): Promise<InstanceRow | undefined> {
    return (await this.db.query<InstanceRow>(`SELECT ${INSTANCE_COLUMNS} FROM card_instances i WHERE i.id = $1 FOR UPDATE`, [id]))[0]
  }

  /** The buyer's held cards, one tab: ACTIVE (can book) or HISTORY (the rest). */
  async instancesOf(
    userId: string,
    tab: 'ACTIVE' | 'HISTORY',
    now: Date,
    offset: number,
    length: number
  ): Promise<{ rows: InstanceView[]; total: number }> {
    const where = `i.user_id = $1 AND ${tab === 'ACTIVE' ? '' : 'NOT '}(${BOOKABLE})`
    const rows = await this.db.query<InstanceView>(
      `SELECT ${VIEW_COLUMNS} FROM ${VIEW_FROM} WHERE ${where} ORDER BY i.created_at DESC, i.id OFFSET $3 LIMIT $4`,
      [userId, now, offset, length]
    )
    const [count] = await this.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM card_instances i WHERE ${where}`, [userId, now])
    return { rows, total: count.n }
  }

  async instancesOfCard(cardId: string, offset: number, length: number): Promise<{ rows: AdminInstanceRow[]; total: number }> {
    const rows = await this.db.query<AdminInstanceRow>(
      `SELECT ${ADMIN_INSTANCE_COLUMNS} FROM ${VIEW_FROM} JOIN users u ON u.id = i.user_id
        WHERE i.card_id = $1 ORDER BY i.created_at DESC, i.id OFFSET $2 LIMIT $3`,
      [cardId, offset, length]
    )
    const [count] = await this.db.query<{ n: number }>('SELECT count(*)::int AS n FROM card_instances WHERE card_id = $1', [cardId])
    return { rows, total: count.n }
  }

  async adminInstance(id: string): Promise<AdminInstanceRow | undefined> {
    return (
      await this.db.query<AdminInstanceRow>(
        `SELECT ${ADMIN_INSTANCE_COLUMNS} FROM ${VIEW_FROM} JOIN users u ON u.id = i.user_id WHERE i.id = $1`,
        [id]
      )
    )[0]
  }

  /** A held card's refund that FAILED after every attempt (no attempt scheduled): the one the owner asks again. */
  async failedCardRefund(instanceId: string): Promise<string | undefined> {
    return (
      await this.db.query<{ id: string }>(
        "SELECT id FROM refunds WHERE purpose = 'CARD' AND subject_id = $1 AND state = 'FAILED' AND next_attempt_at IS NULL",
        [instanceId]
      )
    )[0]?.id
  }

  /** ACTIVE → REFUNDING, only while unused and unexpired (the caller holds the row lock and has checked the rest). */
  async startRefund(id: string, now: Date): Promise<boolean> {
    return (
      (
        await this.db.query(
          "UPDATE card_instances SET state = 'REFUNDING', updated_at = $2 WHERE id = $1 AND state = 'ACTIVE' AND redeemed_times = 0 AND expires_at > $2 RETURNING id",
          [id, now]
        )
      ).length === 1
    )
  }

  async setInstanceState(id: string, from: InstanceStateRow, to: InstanceStateRow, now: Date): Promise<boolean> {
    return (
      (
        await this.db.query('UPDATE card_instances SET state = $3, updated_at = $4 WHERE id = $1 AND state = $2 RETURNING id', [
          id,
          from,
          to,
          now
        ])
      ).length === 1
    )
  }

  // ---- Points paid for a card (points_ledger; the member area owns the balance) ----

  /** Serialises the buyer's points writes with the member area's (its per-buyer row, created on first use). */
  async lockPoints(userId: string, now: Date): Promise<void> {
    await this.db.query('INSERT INTO member_popups (user_id, updated_at) VALUES ($1, $2) ON CONFLICT (user_id) DO NOTHING', [userId, now])
    await this.db.query('SELECT user_id FROM member_popups WHERE user_id = $1 FOR UPDATE', [userId])
  }

  async pointsBalance(userId: string): Promise<number> {
    const [row] = await this.db.query<{ n: number }>('SELECT COALESCE(sum(points), 0)::float8 AS n FROM points_ledger WHERE user_id = $1', [
      userId
    ])
    return Number(row.n)
  }

  /**
   * The points of a card order taken, if the balance holds them: the check and the write are one
   * statement under the buyer's points lock, so two card orders cannot both spend the same points.
   */
  async spendPoints(o: { merchantId: string; userId: string; cardOrderId: string; points: number }, now: Date): Promise<boolean> {
    const rows = await this.db.query(
      `INSERT INTO points_ledger (id, merchant_id, user_id, kind, points, card_order_id, created_at)
       SELECT $1, $2, $3, 'SPEND', $4, $5, $6 WHERE (SELECT COALESCE(sum(points), 0) FROM points_ledger WHERE user_id = $3) >= $7 RETURNING id`,
      [randomId('pts_'), o.merchantId, o.userId, -o.points, o.cardOrderId, now, o.points]
    )
    return rows.length === 1
  }

  /** The points of a card order back, once (the partial unique index; a second return writes nothing). */
  async returnPoints(o: { merchantId: string; userId: string; cardOrderId: string; points: number }, now: Date): Promise<void> {
    if (o.points <= 0) return
    await this.db.query(
      `INSERT INTO points_ledger (id, merchant_id, user_id, kind, points, card_order_id, created_at) VALUES ($1, $2, $3, 'RETURN', $4, $5, $6)
       ON CONFLICT (card_order_id) WHERE kind = 'RETURN' AND card_order_id IS NOT NULL DO NOTHING`,
      [randomId('pts_'), o.merchantId, o.userId, o.points, o.cardOrderId, now]
    )
  }

  // ---- The buyer's verified identity (real-name cards) ----

  async verifiedIdentity(userId: string): Promise<{ name: string; no: string } | undefined> {
    const [row] = await this.db.query<{ real_name: string; id_no: string }>(
      "SELECT real_name, id_no FROM certifications WHERE user_id = $1 AND auth_type = 'PERSON_CERT' AND auth_status = 'AUTH_SUCCESS'",
      [userId]
    )
    return row && { name: row.real_name, no: row.id_no }
  }

  // ---- Coupon exchange (an EXCHANGE coupon of biz type PRIVILEGE_CARD names a card) ----

  /** The coupon with its template's exchange terms; locked when asked (the exchange's first lock). */
  async exchangeCoupon(couponId: string, lock: boolean): Promise<ExchangeCouponRow | undefined> {
    return (
      await this.db.query<ExchangeCouponRow>(
        `SELECT c.id, c.user_id, c.merchant_id, c.status, c.start_at, c.expire_at, t.coupon_type, t.biz_types, t.privilege_card_id
           FROM coupons c JOIN coupon_templates t ON t.id = c.template_id WHERE c.id = $1 ${lock ? 'FOR UPDATE OF c' : ''}`,
        [couponId]
      )
    )[0]
  }

  /** AVAILABLE → USED for the card it became, once. */
  async useExchangeCoupon(couponId: string, instanceId: string, now: Date): Promise<boolean> {
    const rows = await this.db.query(
      "UPDATE coupons SET status = 'USED', used_at = $3, card_instance_id = $2 WHERE id = $1 AND status = 'AVAILABLE' RETURNING id",
      [couponId, instanceId, now]
    )
    return rows.length === 1
  }

  /** The payment of a card order that took its money (the refund goes back on it). */
  async paidPaymentOf(cardOrderId: string): Promise<{ id: string; amount_fen: number } | undefined> {
    return (
      await this.db.query<{ id: string; amount_fen: number }>(
        "SELECT id, amount_fen FROM payments WHERE purpose = 'CARD' AND subject_id = $1 AND state = 'SUCCEEDED' ORDER BY completed_at LIMIT 1",
        [cardOrderId]
      )
    )[0]
  }

  // ---- The range: the shows, sessions and tiers a card books ----

  /** How many of these ids are the merchant's shows, sessions and tiers (the console's range is checked against them). */
  async knownRangeIds(
    merchantId: string,
    ids: { showIds: string[]; sessionIds: string[]; tierIds: string[] }
  ): Promise<{ shows: number; sessions: number; tiers: number }> {
    const [row] = await this.db.query<{ shows: number; sessions: number; tiers: number }>(
      `SELECT (SELECT count(*)::int FROM shows WHERE merchant_id = $1 AND id = ANY($2::text[])) AS shows,
              (SELECT count(*)::int FROM sessions s JOIN shows sh ON sh.id = s.show_id WHERE sh.merchant_id = $1 AND s.id = ANY($3::text[])) AS sessions,
              (SELECT count(*)::int FROM price_tiers p JOIN sessions s ON s.id = p.session_id JOIN shows sh ON sh.id = s.show_id WHERE sh.merchant_id = $1 AND p.id = ANY($4::text[])) AS tiers`,
      [merchantId, ids.showIds, ids.sessionIds, ids.tierIds]
    )
    return row
  }

  /**
   * The page of shows with at least one future session and tier in the card's range (the SQL twin of
   * coupon-rules lineInScope for ALL_SHOW and LIMIATION_SHOW_SESSION_SEATPLAN), soonest first.
   */
  async rangeShows(cardId: string, now: Date, offset: number, length: number): Promise<{ rows: RangeShowRow[]; total: number }> {
    const from = `FROM benefit_cards t JOIN shows sh ON sh.merchant_id = t.merchant_id
      WHERE t.id = $1 AND sh.listing = 'ON_SALE' AND sh.state <> 'CANCELED'
        AND EXISTS (SELECT 1 FROM sessions s JOIN price_tiers p ON p.session_id = s.id WHERE s.show_id = sh.id AND s.starts_at > $2 AND ${TIER_IN_RANGE})`
    const rows = await this.db.query<RangeShowRow>(
      `SELECT sh.id, sh.name, sh.poster_url, sh.poster_color, v.name AS venue_name, ci.name AS city_name,
              (SELECT min(s.starts_at) FROM sessions s WHERE s.show_id = sh.id AND s.starts_at > $2) AS first_at
         ${from.replace('JOIN shows sh ON sh.merchant_id = t.merchant_id', 'JOIN shows sh ON sh.merchant_id = t.merchant_id JOIN venues v ON v.id = sh.venue_id JOIN cities ci ON ci.id = v.city_id')}
        ORDER BY first_at NULLS LAST, sh.id OFFSET $3 LIMIT $4`,
      [cardId, now, offset, length]
    )
    const [count] = await this.db.query<{ n: number }>(`SELECT count(*)::int AS n ${from}`, [cardId, now])
    return { rows, total: count.n }
  }

  /** The future sessions and tiers of these shows in the card's range. */
  async rangeTiers(cardId: string, showIds: string[], now: Date): Promise<RangeTierRow[]> {
    if (showIds.length === 0) return []
    return this.db.query<RangeTierRow>(
      `SELECT s.show_id, s.id AS session_id, s.name AS session_name, s.starts_at, p.id AS tier_id, p.name AS tier_name, p.price_fen
         FROM benefit_cards t JOIN sessions s ON s.show_id = ANY($3) JOIN price_tiers p ON p.session_id = s.id
        WHERE t.id = $1 AND s.starts_at > $2 AND ${TIER_IN_RANGE}
        ORDER BY s.starts_at, s.id, p.sort, p.id`,
      [cardId, now, showIds]
    )
  }

  /** The venue and city of a card whose range names exactly one show (the held card's venueName, cityName). */
  async placeOfShow(showId: string): Promise<{ venue_name: unknown; city_name: unknown } | undefined> {
    return (
      await this.db.query<{ venue_name: unknown; city_name: unknown }>(
        'SELECT v.name AS venue_name, ci.name AS city_name FROM shows sh JOIN venues v ON v.id = sh.venue_id JOIN cities ci ON ci.id = v.city_id WHERE sh.id = $1',
        [showId]
      )
    )[0]
  }

  /** What a held card booked: one row per ticket of its orders (refunded ones marked), newest first. */
  async seatsOf(instanceId: string): Promise<CardSeatRow[]> {
    return this.db.query<CardSeatRow>(
      `SELECT k.order_id, k.id AS ticket_id, sh.name AS show_name, s.starts_at, p.name AS tier_name, k.seat_row, k.seat_col, k.state
         FROM card_bookings b JOIN orders o ON o.id = b.order_id AND o.state = 'PAID' JOIN tickets k ON k.order_id = b.order_id
         JOIN sessions s ON s.id = k.session_id JOIN shows sh ON sh.id = k.show_id JOIN price_tiers p ON p.id = k.tier_id
        WHERE b.instance_id = $1 ORDER BY s.starts_at DESC, k.id LIMIT 100`,
      [instanceId]
    )
  }
}

const rangeListed = (key: string): string =>
  `(CASE jsonb_typeof(t.use_limit->'${key}') WHEN 'array' THEN jsonb_array_length(t.use_limit->'${key}') > 0 ELSE false END)`
/** A tier p of session s of show sh is in card t's range (both use_rule values a card may have). */
const TIER_IN_RANGE = `(t.use_rule = 'ALL_SHOW' OR (t.use_rule = 'LIMIATION_SHOW_SESSION_SEATPLAN'
  AND (${rangeListed('showIds')} OR ${rangeListed('showSessionIds')} OR ${rangeListed('seatPlanIds')})
  AND (NOT ${rangeListed('showIds')} OR t.use_limit->'showIds' @> to_jsonb(s.show_id))
  AND (NOT ${rangeListed('showSessionIds')} OR t.use_limit->'showSessionIds' @> to_jsonb(s.id))
  AND (NOT ${rangeListed('seatPlanIds')} OR t.use_limit->'seatPlanIds' @> to_jsonb(p.id))))`

/** Whether an exchange coupon row may become this card now. */
export interface ExchangeCouponRow {
  id: string
  user_id: string
  merchant_id: string
  status: string
  start_at: Date
  expire_at: Date
  coupon_type: string
  biz_types: string[]
  privilege_card_id: string | null
}

export interface RangeShowRow {
  id: string
  name: unknown
  poster_url: string | null
  poster_color: string
  venue_name: unknown
  city_name: unknown
  first_at: Date | null
}

export interface RangeTierRow {
  show_id: string
  session_id: string
  session_name: unknown
  starts_at: Date
  tier_id: string
  tier_name: unknown
  price_fen: number
}

export interface CardSeatRow {
  order_id: string
  ticket_id: string
  show_name: unknown
  starts_at: Date
  tier_name: unknown
  seat_row: number | null
  seat_col: number | null
  state: string
}
