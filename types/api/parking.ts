/**
 * Parking (issue #33 "Venue services"; product.md "Parking (login)": parking_payment /parking,
 * parking-detail, parking-record). A buyer keeps a few plates; the lot's gate reports entries and exits;
 * the buyer sees the stay and its fee, pays it through the same cashiers as orders (payments of purpose
 * PARKING), with a PARKING_FEE coupon, and then has the lot's grace minutes to leave. Shared by the app, the
 * gateway and the console. The spec shows no paths: these are ours.
 */
import type { CouponRefusal, CouponType } from '../rules/coupon-rules'
import type { ParkingDayFee } from '../rules/parking-fee'
import type { PlateRegion } from '../rules/plate'

/** Fen, as everywhere. */
type Fen = number

export const PARKING_PATHS = {
  /** GET → ParkingPlate[] (login). */
  plates: '/buyer/buyer/v1/parking/plates',
  /** POST { plate } → ParkingPlate[]: the plate read (plate.ts), saved at most PLATES_PER_BUYER (login). */
  addPlate: '/buyer/buyer/v1/parking/plates/add',
  /** POST { plate } → ParkingPlate[] (login). */
  removePlate: '/buyer/buyer/v1/parking/plates/remove',
  /** GET ?plate=&couponId= → ParkingQuote: the plate's stay now, its fee, the coupons (login). */
  quote: '/buyer/buyer/v1/parking/quote',
  /** POST ParkingPayBody → ParkingPayReply: a parking order for what is due now (login). */
  pay: '/buyer/buyer/v1/parking/pay',
  /** GET ?offset=&length= → { list: ParkingRecord[], total } (login). */
  records: '/buyer/buyer/v1/parking/records',
  /** GET ?orderId= → ParkingRecord: the receipt (login). */
  record: '/buyer/buyer/v1/parking/record'
} as const

export const ADMIN_PARKING_PATHS = {
  lots: '/parking/lots', // GET → AdminParkingLot[]; POST ParkingLotInput → AdminParkingLot
  lot: '/parking/lots/:id', // PUT ParkingLotInput → AdminParkingLot
  stays: '/parking/stays', // GET ?plate= → AdminParkingStay[] (the latest 100)
  plates: '/parking/plates', // GET ?plate= → AdminParkingPlate[] (the latest 100)
  records: '/parking/records', // GET ?plate= → ParkingRecord[] (the latest 100, with the buyer)
  refund: '/parking/records/:id/refund', // POST { reason } → ParkingRecord
  entry: '/parking/gate/entry', // POST GateEventBody → AdminParkingStay (the simulator's "car enters")
  exit: '/parking/gate/exit' // POST GateEventBody → GateExitReply (the simulator's "car leaves")
} as const

export const PARKING_LOT_NAME_MAX = 60
export const PARKING_REASON_MAX = 200
/** Minutes a parking order may be paid in: the fee moves on, so it is quoted again rather than held long. */
export const PARKING_PAY_MINUTES = 10

export interface ParkingPlate {
  plate: string
  region: PlateRegion
  addedAt: number
}

export interface ParkingLotView {
  lotId: string
  name: string
  address: string
  freeMinutes: number
  stepMinutes: number
  stepFen: Fen
  dailyCapFen: Fen | null
  graceMinutes: number
}

export interface ParkingCouponOption {
  couponId: string
  title: string
  couponType: CouponType
  discountAmount: Fen
  usable: boolean
  reason?: CouponRefusal
  isChecked: boolean
  expireTime: number
}

/** The plate's stay as it stands: null `stay` when the plate is not in a lot. */
export interface ParkingQuote {
  plate: string
  stay: {
    stayId: string
    lot: ParkingLotView
    entryTime: number
    /** The moment quoted (now). */
    quotedTime: number
    minutes: number
    free: boolean
    days: ParkingDayFee[]
    /** The stay's fee so far. */
    feeFen: Fen
    /** What earlier payments settled. */
    settledFen: Fen
    /** The fee less what was settled; 0 within the paid-until time. */
    dueFen: Fen
    couponFen: Fen
    payFen: Fen
    /** Until when the car may leave without paying again; null before any payment. */
    paidUntil: number | null
    coupons: ParkingCouponOption[]
    checkedCouponId: string | null
  } | null
}

export interface ParkingPayBody {
  plate: string
  /** The coupon to use; none: no coupon. */
  couponId?: string
  /** What the buyer saw (ParkingQuote payFen): a changed amount is refused, never charged silently. */
  payAmount: Fen
}

export interface ParkingPayReply {
  orderId: string
  /** The transaction id to pay through the cashiers; empty when a coupon covered it (paid at once). */
  unPaidTransactionIds: string[]
}

export type ParkingRecordState = 'UNPAID' | 'PAID' | 'CLOSED' | 'REFUNDING' | 'REFUNDED'

/** A parking payment: the records list and the receipt (parking-detail). */
export interface ParkingRecord {
  orderId: string
  state: ParkingRecordState
  plate: string
  lotName: string
  entryTime: number
  quotedTime: number
  minutes: number
  days: ParkingDayFee[]
  feeFen: Fen
  settledBeforeFen: Fen
  dueFen: Fen
  couponFen: Fen
  couponTitle: string | null
  payFen: Fen
  paidTime: number | null
  paidUntil: number | null
  paymentProduct: string | null
  refundedFen: Fen
  refundReason: string | null
  createdTime: number
  /** The console's list names the buyer; the buyer's own records do not. */
  userId?: string
}

export interface ParkingLotInput {
  name: string
  address: string
  freeMinutes: number
  stepMinutes: number
  stepFen: Fen
  dailyCapFen: Fen | null
  graceMinutes: number
  enabled: boolean
}

export interface AdminParkingLot extends ParkingLotView {
  enabled: boolean
  insideCount: number
}

export interface AdminParkingStay {
  stayId: string
  lotId: string
  lotName: string
  plate: string
  entryTime: number
  exitTime: number | null
  settledFen: Fen
  paidUntil: number | null
}

export interface AdminParkingPlate {
  userId: string
  /** The buyer's phone, or email when they have none. */
  buyer: string
  plate: string
  region: PlateRegion
  addedAt: number
}

export interface GateEventBody {
  lotId: string
  plate: string
}

/** The gate's answer to a car at the exit: open when nothing is due, else closed with what is due. */
export interface GateExitReply {
  opened: boolean
  dueFen: Fen
  stay: AdminParkingStay | null
}
