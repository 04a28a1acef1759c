/** SQL for paid membership (057_paid_membership.sql): the merchant's plans and the buyers' member orders. */
import { BUYER_CONTACT_SQL } from '../account/buyer-contact.sql'
import type { Translations } from '../../../types/api/translations'
import type { Queryable } from '../db/db'
import type { DurationUnit } from '../../../types/rules/paid-member-rules'
import type { MemberOrderState } from '../../../types/api/paid-member'

export interface PlanRow {
  id: string
  merchant_id: string
  level_id: string
  price_fen: number
  duration_unit: DurationUnit
  duration_count: number
  on_sale: boolean
  description: string
  description_texts: Translations
}

export interface MemberOrderRow {
  id: string
  merchant_id: string
  user_id: string
  plan_id: string
  level_id: string
  price_fen: number
  duration_unit: DurationUnit
  duration_count: number
  state: MemberOrderState
  transaction_id: string
  pay_deadline: Date
  idempotency_key: string
  payment_id: string | null
  starts_at: Date | null
  ends_at: Date | null
  refund_state: 'IN_PROGRESS' | 'SUCCEEDED' | 'FAILED' | null
  created_at: Date
  paid_at: Date | null
}

export interface NewPlan {
  id: string
  merchantId: string
  levelId: string
  priceFen: number
  unit: DurationUnit
  count: number
  onSale: boolean
  description: string
  descriptionTexts: Translations
}

export interface NewMemberOrder {
  id: string
  merchantId: string
  userId: string
  plan: PlanRow
  transactionId: string
  payDeadline: Date
  idempotencyKey: string
}

const PLAN_COLUMNS = 'id, merchant_id, level_id, price_fen, duration_unit, duration_count, on_sale, description, description_texts'
const ORDER_COLUMNS =
  'id, merchant_id, user_id, plan_id, level_id, price_fen, duration_unit, duration_count, state, transaction_id, pay_deadline, idempotency_key, payment_id, starts_at, ends_at, refund_state, created_at, paid_at'

/** A member order as the console lists it: with its buyer's phone (or email), whom a merchant knows it by. */
export type MerchantMemberOrderRow = MemberOrderRow & { buyer: string }
const MERCHANT_ORDER_COLUMNS = `${ORDER_COLUMNS.split(', ')
  .map((c) => `o.${c}`)
  .join(', ')}, ${BUYER_CONTACT_SQL} AS buyer`
const MERCHANT_ORDER_FROM = 'FROM member_orders o LEFT JOIN users u ON u.id = o.user_id'

export class PaidMemberRepository {
  constructor(private readonly db: Queryable) {}

  async plans(merchantId: string, onSaleOnly: boolean): Promise<PlanRow[]> {
    return this.db.query<PlanRow>(
      `SELECT ${PLAN_COLUMNS} FROM member_plans WHERE merchant_id = $1 ${onSaleOnly ? 'AND on_sale' : ''} ORDER BY created_at, id`,
      [merchantId]
    )
  }

  async plan(merchantId: string, planId: string): Promise<PlanRow | undefined> {
    return (
      await this.db.query<PlanRow>(`SELECT ${PLAN_COLUMNS} FROM member_plans WHERE merchant_id = $1 AND id = $2`, [merchantId, planId])
    )[0]
  }

  async insertPlan(p: NewPlan, now: Date): Promise<void> {
    await this.db.query(
      `INSERT INTO member_plans (id, merchant_id, level_id, price_fen, duration_unit, duration_count, on_sale, description, created_at, updated_at, description_texts)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $9, $10)`,
      [p.id, p.merchantId, p.levelId, p.priceFen, p.unit, p.count, p.onSale, p.description, now, JSON.stringify(p.descriptionTexts)]
    )
  }

  /** The plan changed in place; orders already made keep the terms they copied. False when it is not the merchant's. */
  async updatePlan(p: NewPlan, now: Date): Promise<boolean> {
    const rows = await this.db.query(
      `UPDATE member_plans SET level_id = $3, price_fen = $4, duration_unit = $5, duration_count = $6, on_sale = $7, description = $8, updated_at = $9,
              description_texts = $10
        WHERE merchant_id = $2 AND id = $1 RETURNING id`,
      [p.id, p.merchantId, p.levelId, p.priceFen, p.unit, p.count, p.onSale, p.description, now, JSON.stringify(p.descriptionTexts)]
    )
    return rows.length === 1
  }

  async orderByKey(userId: string, key: string): Promise<MemberOrderRow | undefined> {
    return (
      await this.db.query<MemberOrderRow>(`SELECT ${ORDER_COLUMNS} FROM member_orders WHERE user_id = $1 AND idempotency_key = $2`, [
        userId,
        key
      ])
    )[0]
  }

  /** A new PENDING order with the plan's terms copied; false when the buyer's key already made one (a concurrent retry). */
  async insertOrder(o: NewMemberOrder, now: Date): Promise<boolean> {
    const rows = await this.db.query(
      `INSERT INTO member_orders (id, merchant_id, user_id, plan_id, level_id, price_fen, duration_unit, duration_count, state, transaction_id, pay_deadline, idempotency_key, created_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, 'PENDING', $9, $10, $11, $12) ON CONFLICT (user_id, idempotency_key) DO NOTHING RETURNING id`,
      [
        o.id,
        o.merchantId,
        o.userId,
        o.plan.id,
        o.plan.level_id,
        o.plan.price_fen,
        o.plan.duration_unit,
        o.plan.duration_count,
        o.transactionId,
        o.payDeadline,
        o.idempotencyKey,
        now
      ]
    )
    return rows.length === 1
  }

  async order(id: string, lock = false): Promise<MemberOrderRow | undefined> {
    return (
      await this.db.query<MemberOrderRow>(`SELECT ${ORDER_COLUMNS} FROM member_orders WHERE id = $1 ${lock ? 'FOR UPDATE' : ''}`, [id])
    )[0]
  }

  async orderByTransaction(transactionId: string): Promise<MemberOrderRow | undefined> {
    return (await this.db.query<MemberOrderRow>(`SELECT ${ORDER_COLUMNS} FROM member_orders WHERE transaction_id = $1`, [transactionId]))[0]
  }

  /** The end of the buyer's paid terms of the level (the latest), if any was ever paid and not refunded. */
  async levelEnd(userId: string, merchantId: string, levelId: string): Promise<Date | undefined> {
    const [row] = await this.db.query<{ end: Date | null }>(
      "SELECT max(ends_at) AS end FROM member_orders WHERE user_id = $1 AND merchant_id = $2 AND level_id = $3 AND state = 'PAID'",
      [userId, merchantId, levelId]
    )
    return row?.end ? new Date(row.end) : undefined
  }

  /** The end of the buyer's paid terms of the level that began before `before` (the chain a refunded term leaves). */
  async levelEndBefore(userId: string, merchantId: string, levelId: string, before: Date): Promise<Date | undefined> {
    const [row] = await this.db.query<{ end: Date | null }>(
      "SELECT max(ends_at) AS end FROM member_orders WHERE user_id = $1 AND merchant_id = $2 AND level_id = $3 AND state = 'PAID' AND starts_at < $4",
      [userId, merchantId, levelId, before]
    )
    return row?.end ? new Date(row.end) : undefined
  }

  /** The buyer's PAID terms of the level starting at or after `from`, in order (renewals queued after a term). */
  async termsFrom(userId: string, merchantId: string, levelId: string, from: Date): Promise<MemberOrderRow[]> {
    return this.db.query<MemberOrderRow>(
      `SELECT ${ORDER_COLUMNS} FROM member_orders WHERE user_id = $1 AND merchant_id = $2 AND level_id = $3 AND state = 'PAID' AND starts_at >= $4 ORDER BY starts_at, id FOR UPDATE`,
      [userId, merchantId, levelId, from]
    )
  }

  async moveTerm(id: string, startsAt: Date, endsAt: Date): Promise<void> {
    await this.db.query("UPDATE member_orders SET starts_at = $2, ends_at = $3 WHERE id = $1 AND state = 'PAID'", [id, startsAt, endsAt])
  }

  /** PENDING → PAID with its term, once (the state is the guard). */
  async activate(id: string, paymentId: string, startsAt: Date, endsAt: Date, now: Date): Promise<boolean> {
    const rows = await this.db.query(
      "UPDATE member_orders SET state = 'PAID', payment_id = $2, starts_at = $3, ends_at = $4, paid_at = $5 WHERE id = $1 AND state = 'PENDING' RETURNING id",
      [id, paymentId, startsAt, endsAt, now]
    )
    return rows.length === 1
  }

  /** PENDING → EXPIRED (past its deadline) or CANCELLED, once. */
  async end(id: string, state: 'EXPIRED' | 'CANCELLED', now: Date): Promise<boolean> {
    return (
      (
        await this.db.query("UPDATE member_orders SET state = $2, ended_at = $3 WHERE id = $1 AND state = 'PENDING' RETURNING id", [
          id,
          state,
          now
        ])
      ).length === 1
    )
  }

  async dueForExpiry(now: Date, limit: number): Promise<string[]> {
    const rows = await this.db.query<{ id: string }>(
      "SELECT id FROM member_orders WHERE state = 'PENDING' AND pay_deadline <= $1 ORDER BY pay_deadline LIMIT $2",
      [now, limit]
    )
    return rows.map((r) => r.id)
  }

  /** PAID → REFUNDED: the term ends now (a refund of the whole price is queued by the caller). */
  async refunded(id: string, now: Date): Promise<boolean> {
    return (
      (
        await this.db.query(
          "UPDATE member_orders SET state = 'REFUNDED', refund_state = 'IN_PROGRESS', ended_at = $2 WHERE id = $1 AND state = 'PAID' RETURNING id",
          [id, now]
        )
      ).length === 1
    )
  }

  async setRefundState(id: string, state: 'SUCCEEDED' | 'FAILED' | 'IN_PROGRESS'): Promise<void> {
    await this.db.query("UPDATE member_orders SET refund_state = $2 WHERE id = $1 AND state = 'REFUNDED'", [id, state])
  }

  async merchantOrders(merchantId: string, limit: number): Promise<MerchantMemberOrderRow[]> {
    return this.db.query<MerchantMemberOrderRow>(
      `SELECT ${MERCHANT_ORDER_COLUMNS} ${MERCHANT_ORDER_FROM} WHERE o.merchant_id = $1 ORDER BY o.created_at DESC, o.id DESC LIMIT $2`,
      [merchantId, limit]
    )
  }

  async merchantOrder(merchantId: string, id: string): Promise<MerchantMemberOrderRow | undefined> {
    return (
      await this.db.query<MerchantMemberOrderRow>(
        `SELECT ${MERCHANT_ORDER_COLUMNS} ${MERCHANT_ORDER_FROM} WHERE o.merchant_id = $1 AND o.id = $2`,
        [merchantId, id]
      )
    )[0]
  }
}
