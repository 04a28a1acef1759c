/**
 * All SQL of parking (090_parking.sql): lots and their fee rules, buyers' plates, stays reported by the
 * gate, parking orders and the PARKING_FEE coupons locked to them. Every state move is one conditional
 * UPDATE whose WHERE is the state it leaves.
 */
import { BUYER_CONTACT_SQL } from '../account/buyer-contact.sql'
import type { Queryable } from '../db/db'
import type { ParkingDayFee } from '../../../types/rules/parking-fee'
import type { PlateRegion } from '../../../types/rules/plate'
import type { ParkingLotInput, ParkingRecordState } from '../../../types/api/parking'

export interface LotRow {
  id: string
  merchant_id: string
  name: string
  address: string
  free_minutes: number
  step_minutes: number
  step_fen: number
  daily_cap_fen: number | null
  grace_minutes: number
  enabled: boolean
  created_at: Date
}

export interface PlateRow {
  user_id: string
  plate: string
  region: PlateRegion
  added_at: Date
}

export interface StayRow {
  id: string
  merchant_id: string
  lot_id: string
  plate: string
  entry_at: Date
  exit_at: Date | null
  settled_fen: number
  paid_until: Date | null
}

export interface ParkingOrderRow {
  id: string
  merchant_id: string
  user_id: string
  stay_id: string
  lot_id: string
  plate: string
  transaction_id: string
  state: ParkingRecordState
  entry_at: Date
  quoted_at: Date
  minutes: number
  fee_days: ParkingDayFee[]
  fee_fen: number
  settled_before_fen: number
  due_fen: number
  coupon_fen: number
  coupon_title: string | null
  pay_fen: number
  pay_deadline: Date
  paid_at: Date | null
  paid_until: Date | null
  refunded_fen: number
  refund_reason: string | null
  created_at: Date
}

export type ParkingOrderWrite = Omit<ParkingOrderRow, 'state' | 'paid_at' | 'paid_until' | 'refunded_fen' | 'refund_reason' | 'created_at'>

const ORDER_COLUMNS = `o.id, o.merchant_id, o.user_id, o.stay_id, o.lot_id, o.plate, o.transaction_id, o.state, o.entry_at, o.quoted_at,
  o.minutes, o.fee_days, o.fee_fen, o.settled_before_fen, o.due_fen, o.coupon_fen, o.coupon_title, o.pay_fen, o.pay_deadline,
  o.paid_at, o.paid_until, o.refunded_fen, o.refund_reason, o.created_at`
const STAY_COLUMNS = 's.id, s.merchant_id, s.lot_id, s.plate, s.entry_at, s.exit_at, s.settled_fen, s.paid_until'
const LIST_MAX = 100

export class ParkingRepository {
  constructor(private readonly db: Queryable) {}

  // ---- lots ----

  async lots(merchantId: string): Promise<Array<LotRow & { inside: number }>> {
    return this.db.query(
      `SELECT l.*, (SELECT count(*) FROM parking_stays s WHERE s.lot_id = l.id AND s.exit_at IS NULL)::int AS inside
         FROM parking_lots l WHERE l.merchant_id = $1 ORDER BY l.created_at, l.id`,
      [merchantId]
    )
  }

  async lot(id: string): Promise<LotRow | undefined> {
    return (await this.db.query<LotRow>('SELECT * FROM parking_lots WHERE id = $1', [id]))[0]
  }

  async insertLot(id: string, merchantId: string, v: ParkingLotInput, now: Date): Promise<void> {
    await this.db.query(
      `INSERT INTO parking_lots (id, merchant_id, name, address, free_minutes, step_minutes, step_fen, daily_cap_fen, grace_minutes, enabled, created_at, updated_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $11)`,
      [id, merchantId, v.name, v.address, v.freeMinutes, v.stepMinutes, v.stepFen, v.dailyCapFen, v.graceMinutes, v.enabled, now]
    )
  }

  async updateLot(id: string, merchantId: string, v: ParkingLotInput, now: Date): Promise<boolean> {
    const rows = await this.db.query(
      `UPDATE parking_lots SET name = $3, address = $4, free_minutes = $5, step_minutes = $6, step_fen = $7, daily_cap_fen = $8,
              grace_minutes = $9, enabled = $10, updated_at = $11
        WHERE id = $1 AND merchant_id = $2 RETURNING id`,
      [id, merchantId, v.name, v.address, v.freeMinutes, v.stepMinutes, v.stepFen, v.dailyCapFen, v.graceMinutes, v.enabled, now]
    )
    return rows.length === 1
  }

  // ---- plates ----

  async plates(userId: string): Promise<PlateRow[]> {
    return this.db.query<PlateRow>('SELECT * FROM parking_plates WHERE user_id = $1 ORDER BY added_at, plate', [userId])
  }

  /** The buyer's plates one change at a time, so the count checked is the count written under. */
  async lockBuyer(userId: string): Promise<void> {
    await this.db.query('SELECT pg_advisory_xact_lock(hashtextextended($1, 0))', [`parking-plates:${userId}`])
  }

  /** Adds the plate unless the buyer has it; false when it was already there. */
  async addPlate(userId: string, plate: string, region: PlateRegion, now: Date): Promise<boolean> {
    const rows = await this.db.query(
      'INSERT INTO parking_plates (user_id, plate, region, added_at) VALUES ($1, $2, $3, $4) ON CONFLICT DO NOTHING RETURNING plate',
      [userId, plate, region, now]
    )
    return rows.length === 1
  }

  async removePlate(userId: string, plate: string): Promise<boolean> {
    return (
      (await this.db.query('DELETE FROM parking_plates WHERE user_id = $1 AND plate = $2 RETURNING plate', [userId, plate])).length === 1
    )
  }

  /** The merchant's buyers' plates, each with its buyer's phone (or email): whom the console names. */
  async platesOfMerchant(merchantId: string, plate?: string): Promise<Array<PlateRow & { buyer: string }>> {
    return this.db.query<PlateRow & { buyer: string }>(
      `SELECT p.*, ${BUYER_CONTACT_SQL} AS buyer FROM parking_plates p JOIN users u ON u.id = p.user_id
        WHERE u.merchant_id = $1 AND ($2::text IS NULL OR p.plate = $2) ORDER BY p.added_at DESC LIMIT ${LIST_MAX}`,
      [merchantId, plate ?? null]
    )
  }

  // ---- stays ----

  async openStay(merchantId: string, plate: string, lock = false): Promise<StayRow | undefined> {
    return (
      await this.db.query<StayRow>(
        `SELECT ${STAY_COLUMNS} FROM parking_stays s WHERE s.merchant_id = $1 AND s.plate = $2 AND s.exit_at IS NULL${lock ? ' FOR UPDATE' : ''}`,
        [merchantId, plate]
      )
    )[0]
  }

  async stay(id: string, lock = false): Promise<StayRow | undefined> {
    return (
      await this.db.query<StayRow>(`SELECT ${STAY_COLUMNS} FROM parking_stays s WHERE s.id = $1${lock ? ' FOR UPDATE' : ''}`, [id])
    )[0]
  }

  /** A car entered: a new open stay, or none when the plate is already inside (the gate repeated itself). */
  async enter(id: string, merchantId: string, lotId: string, plate: string, at: Date): Promise<boolean> {
    const rows = await this.db.query(
      `INSERT INTO parking_stays (id, merchant_id, lot_id, plate, entry_at, created_at) VALUES ($1, $2, $3, $4, $5, $5)
       ON CONFLICT (merchant_id, plate) WHERE exit_at IS NULL DO NOTHING RETURNING id`,
      [id, merchantId, lotId, plate, at]
    )
    return rows.length === 1
  }

  async leave(stayId: string, at: Date): Promise<boolean> {
    return (
      (await this.db.query('UPDATE parking_stays SET exit_at = $2 WHERE id = $1 AND exit_at IS NULL RETURNING id', [stayId, at])).length ===
      1
    )
  }

  /** Settles a payment's part of the fee, only while nothing else settled since it was quoted. */
  async settle(stayId: string, settledBefore: number, dueFen: number, paidUntil: Date): Promise<boolean> {
    const rows = await this.db.query(
      'UPDATE parking_stays SET settled_fen = settled_fen + $3, paid_until = $4 WHERE id = $1 AND settled_fen = $2 RETURNING id',
      [stayId, settledBefore, dueFen, paidUntil]
    )
    return rows.length === 1
  }

  /** A refunded payment's part is owed again; a car still inside is no longer paid until anything. */
  async unsettle(stayId: string, dueFen: number): Promise<void> {
    await this.db.query(
      'UPDATE parking_stays SET settled_fen = settled_fen - $2, paid_until = CASE WHEN exit_at IS NULL THEN NULL ELSE paid_until END WHERE id = $1',
      [stayId, dueFen]
    )
  }

  async staysOfMerchant(merchantId: string, plate?: string): Promise<Array<StayRow & { lot_name: string }>> {
    return this.db.query(
      `SELECT ${STAY_COLUMNS}, l.name AS lot_name FROM parking_stays s JOIN parking_lots l ON l.id = s.lot_id
        WHERE s.merchant_id = $1 AND ($2::text IS NULL OR s.plate = $2) ORDER BY s.entry_at DESC, s.id LIMIT ${LIST_MAX}`,
      [merchantId, plate ?? null]
    )
  }

  // ---- orders ----

  async insertOrder(o: ParkingOrderWrite, state: 'UNPAID' | 'PAID', paidUntil: Date | null, now: Date): Promise<void> {
    await this.db.query(
      `INSERT INTO parking_orders (id, merchant_id, user_id, stay_id, lot_id, plate, transaction_id, state, entry_at, quoted_at, minutes,
         fee_days, fee_fen, settled_before_fen, due_fen, coupon_fen, coupon_title, pay_fen, pay_deadline, paid_at, paid_until, created_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22)`,
      [
        o.id,
        o.merchant_id,
        o.user_id,
        o.stay_id,
        o.lot_id,
        o.plate,
        o.transaction_id,
        state,
        o.entry_at,
        o.quoted_at,
        o.minutes,
        JSON.stringify(o.fee_days),
        o.fee_fen,
        o.settled_before_fen,
        o.due_fen,
        o.coupon_fen,
        o.coupon_title,
        o.pay_fen,
        o.pay_deadline,
        state === 'PAID' ? now : null,
        paidUntil,
        now
      ]
    )
  }

  async order(id: string, lock = false): Promise<ParkingOrderRow | undefined> {
    return (
      await this.db.query<ParkingOrderRow>(`SELECT ${ORDER_COLUMNS} FROM parking_orders o WHERE o.id = $1${lock ? ' FOR UPDATE' : ''}`, [
        id
      ])
    )[0]
  }

  async orderByTransaction(transactionId: string): Promise<ParkingOrderRow | undefined> {
    return (
      await this.db.query<ParkingOrderRow>(`SELECT ${ORDER_COLUMNS} FROM parking_orders o WHERE o.transaction_id = $1`, [transactionId])
    )[0]
  }

  /** UNPAID → PAID once (the state is the guard). */
  async markPaid(id: string, paidUntil: Date, now: Date): Promise<boolean> {
    const rows = await this.db.query(
      "UPDATE parking_orders SET state = 'PAID', paid_at = $3, paid_until = $2 WHERE id = $1 AND state = 'UNPAID' RETURNING id",
      [id, paidUntil, now]
    )
    return rows.length === 1
  }

  /** Unpaid parking orders whose deadline has passed, oldest first: one buyer's, or everyone's (the sweeper's batch). */
  async dueUnpaid(now: Date, limit: number, userId?: string): Promise<string[]> {
    const rows = await this.db.query<{ id: string }>(
      `SELECT id FROM parking_orders WHERE state = 'UNPAID' AND pay_deadline <= $1 ${userId ? 'AND user_id = $3' : ''}
        ORDER BY pay_deadline LIMIT $2`,
      userId ? [now, limit, userId] : [now, limit]
    )
    return rows.map((r) => r.id)
  }

  async close(id: string): Promise<boolean> {
    return (
      (await this.db.query("UPDATE parking_orders SET state = 'CLOSED' WHERE id = $1 AND state = 'UNPAID' RETURNING id", [id])).length === 1
    )
  }

  /** PAID → REFUNDING (money to come back) or REFUNDED (nothing paid in cash), once. */
  async startRefund(id: string, to: 'REFUNDING' | 'REFUNDED', reason: string): Promise<boolean> {
    const rows = await this.db.query(
      "UPDATE parking_orders SET state = $2, refunded_fen = pay_fen, refund_reason = $3 WHERE id = $1 AND state = 'PAID' RETURNING id",
      [id, to, reason]
    )
    return rows.length === 1
  }

  async endRefund(id: string): Promise<boolean> {
    return (
      (await this.db.query("UPDATE parking_orders SET state = 'REFUNDED' WHERE id = $1 AND state = 'REFUNDING' RETURNING id", [id]))
        .length === 1
    )
  }

  /** The buyer's parking payments that went through (paid, refunding, refunded), newest first. */
  async buyerPage(
    userId: string,
    offset: number,
    length: number
  ): Promise<{ rows: Array<ParkingOrderRow & { lot_name: string }>; total: number }> {
    const rows = await this.db.query<ParkingOrderRow & { lot_name: string; total: number }>(
      `SELECT ${ORDER_COLUMNS}, l.name AS lot_name, count(*) OVER ()::int AS total FROM parking_orders o JOIN parking_lots l ON l.id = o.lot_id
        WHERE o.user_id = $1 AND o.state IN ('PAID', 'REFUNDING', 'REFUNDED') ORDER BY o.created_at DESC, o.id OFFSET $2 LIMIT $3`,
      [userId, offset, length]
    )
    return { rows, total: rows[0]?.total ?? 0 }
  }

  async ordersOfMerchant(merchantId: string, plate?: string): Promise<Array<ParkingOrderRow & { lot_name: string }>> {
    return this.db.query(
      `SELECT ${ORDER_COLUMNS}, l.name AS lot_name FROM parking_orders o JOIN parking_lots l ON l.id = o.lot_id
        WHERE o.merchant_id = $1 AND o.state <> 'CLOSED' AND ($2::text IS NULL OR o.plate = $2) ORDER BY o.created_at DESC, o.id LIMIT ${LIST_MAX}`,
      [merchantId, plate ?? null]
    )
  }

  async lotName(lotId: string): Promise<string> {
    return (await this.db.query<{ name: string }>('SELECT name FROM parking_lots WHERE id = $1', [lotId]))[0]?.name ?? ''
  }

  async paymentOf(orderId: string): Promise<{ id: string; product: string } | undefined> {
    return (
      await this.db.query<{ id: string; product: string }>(
        "SELECT id, product FROM payments WHERE purpose = 'PARKING' AND subject_id = $1 AND state IN ('SUCCEEDED', 'REFUNDED', 'REFUND_PENDING', 'REFUND_FAILED') ORDER BY completed_at LIMIT 1",
        [orderId]
      )
    )[0]
  }

  // ---- coupons ----

  /** Locks the buyer's AVAILABLE coupon to the parking order; false when it was taken meanwhile. */
  async lockCoupon(couponId: string, userId: string, merchantId: string, orderId: string, paid: boolean, now: Date): Promise<boolean> {
    const rows = await this.db.query(
      `UPDATE coupons SET status = $5, parking_order_id = $4, used_at = CASE WHEN $5 = 'USED' THEN $6::timestamptz END
        WHERE id = $1 AND user_id = $2 AND merchant_id = $3 AND status = 'AVAILABLE' AND start_at <= $6 AND expire_at > $6 RETURNING id`,
      [couponId, userId, merchantId, orderId, paid ? 'USED' : 'PENDING', now]
    )
    return rows.length === 1
  }

  async useCoupons(orderId: string, now: Date): Promise<void> {
    await this.db.query("UPDATE coupons SET status = 'USED', used_at = $2 WHERE parking_order_id = $1 AND status = 'PENDING'", [
      orderId,
      now
    ])
  }

  async releaseCoupons(orderId: string): Promise<void> {
    await this.db.query(
      "UPDATE coupons SET status = 'AVAILABLE', parking_order_id = NULL WHERE parking_order_id = $1 AND status = 'PENDING'",
      [orderId]
    )
  }

  /** A refunded payment's unexpired coupon is the buyer's again. */
  async returnCoupons(orderId: string, now: Date): Promise<void> {
    await this.db.query(
      "UPDATE coupons SET status = 'AVAILABLE', parking_order_id = NULL, used_at = NULL WHERE parking_order_id = $1 AND status = 'USED' AND expire_at > $2",
      [orderId, now]
    )
  }
}
