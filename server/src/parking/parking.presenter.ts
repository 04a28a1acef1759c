/** Parking rows as the app and the console read them (types/api/parking.ts). */
import type {
  AdminParkingLot,
  AdminParkingPlate,
  AdminParkingStay,
  ParkingLotView,
  ParkingPlate,
  ParkingRecord
} from '../../../types/api/parking'
import type { ParkingFeeRule } from '../../../types/rules/parking-fee'
import type { LotRow, ParkingOrderRow, PlateRow, StayRow } from './parking.repository'

export function ruleOf(
  lot: Pick<LotRow, 'free_minutes' | 'step_minutes' | 'step_fen' | 'daily_cap_fen' | 'grace_minutes'>
): ParkingFeeRule {
  return {
    freeMinutes: lot.free_minutes,
    stepMinutes: lot.step_minutes,
    stepFen: lot.step_fen,
    dailyCapFen: lot.daily_cap_fen,
    graceMinutes: lot.grace_minutes
  }
}

export function presentLot(lot: LotRow): ParkingLotView {
  return { lotId: lot.id, name: lot.name, address: lot.address, ...ruleOf(lot) }
}

export function presentAdminLot(lot: LotRow & { inside: number }): AdminParkingLot {
  return { ...presentLot(lot), enabled: lot.enabled, insideCount: lot.inside }
}

export function presentPlate(p: PlateRow): ParkingPlate {
  return { plate: p.plate, region: p.region, addedAt: p.added_at.getTime() }
}

export function presentAdminPlate(p: PlateRow & { buyer: string }): AdminParkingPlate {
  return { userId: p.user_id, buyer: p.buyer, ...presentPlate(p) }
}

export function presentStay(s: StayRow, lotName: string): AdminParkingStay {
  return {
    stayId: s.id,
    lotId: s.lot_id,
    lotName,
    plate: s.plate,
    entryTime: s.entry_at.getTime(),
    exitTime: s.exit_at?.getTime() ?? null,
    settledFen: s.settled_fen,
    paidUntil: s.paid_until?.getTime() ?? null
  }
}

/** A parking payment; `withBuyer` for the console. An unpaid one past its deadline reads as closed. */
export function presentRecord(
  o: ParkingOrderRow,
  lotName: string,
  paymentProduct: string | null,
  now: Date,
  withBuyer = false
): ParkingRecord {
  const closed = o.state === 'UNPAID' && o.pay_deadline.getTime() <= now.getTime()
  return {
    orderId: o.id,
    state: closed ? 'CLOSED' : o.state,
    plate: o.plate,
    lotName,
    entryTime: o.entry_at.getTime(),
    quotedTime: o.quoted_at.getTime(),
    minutes: o.minutes,
    days: o.fee_days,
    feeFen: o.fee_fen,
    settledBeforeFen: o.settled_before_fen,
    dueFen: o.due_fen,
    couponFen: o.coupon_fen,
    couponTitle: o.coupon_title,
    payFen: o.pay_fen,
    paidTime: o.paid_at?.getTime() ?? null,
    paidUntil: o.paid_until?.getTime() ?? null,
    paymentProduct,
    refundedFen: o.refunded_fen,
    refundReason: o.refund_reason,
    createdTime: o.created_at.getTime(),
    ...(withBuyer ? { userId: o.user_id } : {})
  }
}
