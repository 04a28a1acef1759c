/** Order creation, order detail and payment calls (calls-errors-limits.md section 7, "Orders, payment, tickets"). */
import type { Fen, PriceInfo } from './common'
import type { DeliverMethod } from './show'
import type { RefundQuote, RefundRule } from '../rules/refund-rule'
import type { OrderRefundState, RefundRequestView } from './refund'
import type { TicketWalletOffer } from './wallet'
import type { CouponRefusal, CouponType, DiscountDisplay } from '../rules/coupon-rules'
import type { OrderCardUse } from './benefit-card'
import type { DiscountKind } from '../rules/order-discount-lines'

export interface OrderItemInput {
  /** The app sends it; the body's showId may stand for it (the gateway checks either against the tier). */
  showId?: string
  bizShowSessionId: string
  seatPlanId: string
  qty: number
  seatIds?: string[]
  audienceIds?: string[]
}

export interface CreateOrderRequest {
  showId?: string
  items: OrderItemInput[]
  /** E_TICKET (default) or EXPRESS, which needs one of the buyer's addresses. */
  deliverMethod?: DeliverMethod
  addressId?: string
  /** The buyer's note, up to 100 characters (required when the merchant says so). */
  remarks?: string
  paymentParam: { payAmount: Fen }
  promotionId?: string
  /** The app reuses it on automatic retries; the gateway replays the first reply. */
  idempotencyKey: string
  /**
   * The coupons chosen on confirm order. pre_order: left out, the gateway pre-selects the best
   * pick (best-coupon.ts); [] is "no coupon". create_order: the coupons to lock to the order, re-checked
   * by the gateway, which computes the discount itself (payAmount must be its amount).
   */
  couponIds?: string[]
  /** Bought under a privilege code: the request layer then sends the privilege-token header. */
  privilegeId?: string
  /**
   * Pay part with points (confirm order's points switch). The gateway works out how many by
   * the spec's formula (points-rules.ts pointPrice) on the buyer's balance at that moment; create_order
   * refuses with PRICE_CHANGED when that is no longer the amount the buyer saw.
   */
  usePoints?: boolean
  /** Booking with a benefit card (types/api/benefit-card.ts CardBookingFields): both or neither. */
  userCardInstanceId?: string
  cardId?: string
  /**
   * Tied sale (issue "Shop"): goods of the show bought with the tickets, priced in the same quote and paid
   * in the same payment (no coupon on them; delivered goods need the order's EXPRESS address).
   */
  goods?: Array<{ skuId: string; qty: number }>
}

/** The proofs order creation sends back as headers (risk-token, pass-id); show-api.ts buyingProofs gets them. */
export interface BuyingProofs {
  /** The buyer's risk token for the show, from check_right. */
  riskToken?: string
  /** From the public show data. */
  passId?: string
}

export interface CreateOrderReply {
  orderId: string
  unPaidTransactionIds: string[]
}

/**
 * The data of a `limiting` reply to create_order from a hot show's waiting room: the buyer's place
 * (null until the places are drawn) and the estimated seconds until their turn (or the draw).
 */
export interface WaitingTurn {
  place: number | null
  waitSeconds: number
}

/** True for a limiting reply's data that is a waiting-room turn. */
export function isWaitingTurn(data: unknown): data is WaitingTurn {
  const d = data as WaitingTurn | null
  return typeof d === 'object' && d !== null && typeof d.waitSeconds === 'number' && (d.place === null || typeof d.place === 'number')
}

export interface ReserveTimeReply {
  /** Seconds left to pay. */
  time: number
}

export type BrowserType = 'WEIXIN' | 'ALIPAY' | 'OTHER'

export interface CashiersRequest {
  transactionIds: string[]
  platform: string
  /** The request layer adds src to every body (section 7, "Request layer"); a caller need not. */
  src?: string
  browserType: BrowserType
}

export interface PaymentOption {
  name?: string
  paymentProduct: string
  displayName: string
  isCheck?: boolean
  currency?: string
  exchangeRate?: { exchangeAmount: string; exchangeCurrency: string; providerName: string }
  platform?: string
  extra?: Record<string, unknown>
  tipInfos?: Array<{ tip: string }>
}

export interface PayRequest {
  transactionIds: string[]
  openId?: string
  platform: string
  paymentProduct: string
  extra?: Record<string, unknown>
  thirdPartyUserId?: string
  isNewCyy?: boolean
  returnUrl?: string
  osType?: string
  cancelUrl?: string
  actualReturnUrl?: string
  thirdPartyOpenId?: string
}

export interface PayReply {
  paymentProduct: string
  paymentInfo?: Record<string, unknown>
  paymentInfoMap?: Record<string, unknown>
}

/** One discount of a placed order: what it took off and its name as the buyer reads it. */
export interface OrderDiscountLine {
  kind: DiscountKind
  amount: Fen
  label: string
}

/** Order detail v5 and the order list's rows (product.md section 3 "Order"; section 4 state codes). */
export interface OrderDetail {
  /** The key of URLs and calls; never shown. */
  orderId: string
  /** Promotions (product.md Order "hasPromotion"): a channel discount or a package's share took promotionDiscount off. */
  hasPromotion?: boolean
  promotionDiscount?: Fen
  /**
   * The discounts the order was priced with, in pricing order (order-discount-lines.ts
   * DISCOUNT_KINDS), only those that took something off, each with its label in the request's language
   * (会员8.5折, the coupon's or card's or privilege's name, 积分抵扣 (300积分)). ticketAmount is then the
   * tickets at their public prices: ticketAmount + deliveryFee + paymentServiceFee − the amounts = total.
   */
  discounts?: OrderDiscountLine[]
  /** The package purchase the order is a child of, and the package's name (shown on each child). */
  packageOrderId?: string
  packageName?: string
  /** The buyer's order number: 18 digits, shown and copied instead of the id. */
  orderNumber: string
  orderType: 'ticket'
  userId: string
  showId: string
  sessionId: string
  orderBrief: { orderState: { name: string; code: number } }
  /**
   * UNPAID, DELIVERING_EXPRESS (7: paid paper tickets awaiting shipment), DELIVERING (6: shipped, in
   * delivery), SUCCEEDED, CANCELED, CLOSED (an unpaid order past its deadline reads as CLOSED) or
   * REFUNDED_TICKET (11: every ticket refunded).
   */
  orderState: string
  /** The state's words: a paid order awaits the show until its session begins, then it is completed. */
  orderStatusTitle: string
  /** Why a closed order closed (payment time ran out, or the buyer cancelled); empty otherwise. */
  orderStatusDesc: string
  closeReason?: 'EXPIRED' | 'CANCELLED'
  firstShowId: string
  firstShowName: string
  firstVenueName: string
  cityName: string
  sessionName: string
  showTime: number
  crossShow: boolean
  crossSession: boolean
  crossVenue: boolean
  qty: number
  ticketForm: 'E_TICKET' | 'PAPER'
  deliverMethod: DeliverMethod
  /** The tracking number of shipped paper tickets (product.md "Order": expressNo); absent until shipped. */
  expressNo?: string
  /** The carrier of shipped paper tickets (product.md "Order": express.displayName); absent until shipped. */
  express?: { code: string; displayName: string }
  /** Where paper tickets go (phone masked); absent for e-tickets. */
  deliveryAddress?: { recipient: string; cellphone: string; regionText: string; detail: string }
  remarks: string
  /** seatIds and seatInfos ("3排12座") name the seats of a seated plan; empty for general admission. */
  items: Array<{
    seatPlanId: string
    seatPlanName: string
    qty: number
    unitPrice: Fen
    unitPriceInfo: PriceInfo
    seatIds: string[]
    seatInfos: string[]
  }>
  attendees: Array<{ name: string; idType: string; idNo: string }>
  /**
   * The tickets at their public prices, before a benefit card's or privilege's price and every other
   * discount (discounts). A privilege priced above the public prices (a premium, not a saving) has no line:
   * ticketAmount is then at the privilege's prices, and the sum with the lines still holds.
   */
  ticketAmount: Fen
  deliveryFee: Fen
  paymentServiceFee: Fen
  total: Fen
  payAmount: Fen
  paidAmount: Fen
  totalInfo: PriceInfo
  unPaidTransactionIds: string[]
  /** The order's payment binding (its transaction id, paid or not): GET payments/query_by_bind_id reads its payments. */
  bindId: string
  /** Seconds left to pay. */
  reserveTime: number
  /** BUY_AGAIN: a closed order leads back to its show while the show still sells. REFUND: the show's refund rule allows a refund now. REBOOK: tickets may move to another session now. */
  orderOperations: Array<{ name: 'E_TICKET' | 'TICKET_TAKING_CODE' | 'TO_BE_PAID' | 'BUY_AGAIN' | 'REFUND' | 'REBOOK' }>
  /** The show lets its tickets move to another session; REBOOK is offered while it is allowed now. */
  supportRebook?: boolean
  /**
   * The money back of the order's cheaper rebooks (the difference), and of dearer ones whose money came too
   * late (all of it), oldest first: REFUNDING, REFUNDED, or FAILED with the provider's reason (the merchant retries it).
   */
  rebookRefunds?: Array<{ rebookId: string; amount: Fen; refundState: 'REFUNDING' | 'REFUNDED' | 'FAILED'; refundError: string }>
  /**
   * The money to date (issue #17 leftovers), beside the totals the order was placed with (never rewritten):
   * what the buyer paid, what came back or is on its way (refunds and cheaper rebooks' differences), and
   * what the order holds now. The sums agree:
   * paid − refunded − refundPending = ticketsNow + delivery + serviceFee + refundFees.
   * Absent on an order never paid.
   */
  moneyToDate?: OrderMoneyToDate
  /** The show's refund rule, shown on the refund-rule-order page. */
  refundRule?: RefundRule
  /** What refunding every ticket not yet checked in would return now; REFUND is offered exactly when allowed. */
  refundQuote?: RefundQuote
  /** The order's refund in words (product.md "refund in progress, refunded"): its newest refund request's state, NONE without one. */
  orderRefundState?: OrderRefundState
  orderRefundStateText?: string
  /** The newest refund request: amount, fee, the merchant's reason when rejected, the provider's when failed. */
  refundRequest?: RefundRequestView
  /** When the order was placed (epoch ms). */
  createdAt: number
  /** When it was paid (epoch ms); 0 while unpaid. */
  paidAt: number
  closedAt: number
  /**
   * The payment product it was paid with (SANDBOX, DOOOLY, as in the pay call), which the app names in
   * the buyer's language; empty while unpaid and for a free order.
   */
  paymentProduct: string
}

/** pre_order v3: the amounts of the order as it would be created. */
export interface PreOrderReply {
  showId: string
  bizShowSessionId: string
  qty: number
  ticketAmount: Fen
  deliveryFee: Fen
  paymentServiceFee: Fen
  payAmount: Fen
  /** Each seat asked for ("row-col") as the buyer reads it: the seat-map designer's name ("A区 3排12座") or its place ("3排12座"). */
  seatInfos?: Record<string, string>
  /** Coupons: the tickets and delivery before any discount; payAmount is after it. */
  originalAmount?: Fen
  /** The channel discount: what it takes off, and which promotion. */
  promotionDiscount?: Fen
  promotionId?: string
  couponDiscount?: Fen
  /** The buyer's coupons for this cart, usable first, each with its discount here or why not. */
  coupons?: OrderCouponOption[]
  /** The coupons the amounts count: the ones asked for, or the best pick when none were named. */
  checkedCouponIds?: string[]
  /** The buyer's member discount (会员N折) on the tickets, and its label; absent without one. */
  memberDiscount?: Fen
  memberDiscountLabel?: string
  /** The points row; absent when the merchant does not let points pay. pointsDiscount is what they pay here. */
  points?: OrderPointsOption
  pointsDiscount?: Fen
  /** Booking with a benefit card: what the card prices (absent without one); payAmount counts it. */
  card?: OrderCardUse
  /** Tied goods (the body's goods), delivery included; payAmount counts them. Absent without goods. */
  goodsAmount?: Fen
}

/**
 * Confirm order's points row ("可用N积分抵¥M"): product.md section 5 "the point price is the smaller of
 * (order amount times the limit-proportion percent) and (points owned divided by rate), both floored.
 * Points used equal that price times rate." pointPrice and pointsUsed are that formula on this cart
 * after the member discount and the coupon, whether or not the switch is on.
 */
export interface OrderPointsOption {
  owned: number
  /** Points per yuan of point price. */
  rate: number
  /** The share of the order amount points may pay, in percent. */
  limitProportion: number
  pointPrice: Fen
  pointsUsed: number
  /** Whether there is anything to use (pointPrice > 0). */
  usable: boolean
  /** Whether the amounts count them (the body's usePoints). */
  isChecked: boolean
}

/** A coupon on confirm order: "usable coupons can be toggled checked. Unusable ones show 'this coupon is not applicable currently'". */
export interface OrderCouponOption {
  couponId: string
  couponTemplateId: string
  title: string
  couponType: CouponType
  /** What it takes off this cart alone (0 when unusable). */
  discountAmount: Fen
  usable: boolean
  /** Why not (coupon-rules.ts CouponRefusal); absent when usable. */
  reason?: CouponRefusal
  isChecked: boolean
  expireTime: number
  discountDisplay?: DiscountDisplay
}

export interface Ticket {
  /** The key of URLs and calls; never shown. */
  ticketId: string
  /** The buyer's ticket number: the order number and the ticket's place in it (01, 02 …). */
  ticketNumber: string
  orderId: string
  showId: string
  showName: string
  venueName: string
  venueAddress: string
  bizShowSessionId: string
  sessionName: string
  showTime: number
  seatPlanName: string
  /** The seat of a seated plan ("3排12座"); empty for general admission. */
  seatInfo: string
  /**
   * What was paid for this ticket: its order line's price less its share of the member discount, the
   * promotion, the coupon and the points (or the price of the rebook that issued it), the amount a refund
   * of it returns before any fee.
   */
  price: Fen
  /** The price it was listed at before those discounts (a benefit card's saving included); shown struck through beside price when higher. */
  publicPrice: Fen
  attendeeName: string
  attendeeIdNo: string
  state: TicketState
  usedAt: number
  /**
   * In the order's ticket list only: the buyer gave this ticket away (its transferee holds it), so it
   * reads as transferred, its attendee empty (the transferee's name and ID are not the buyer's to see).
   */
  transferredAway?: boolean
}

/**
 * A sold ticket's state (036_after_sale_states.sql): only VALID admits at the door; USED was admitted;
 * REFUNDING (frozen while the merchant decides), REFUNDED, TRANSFERRING (offered to another buyer) and
 * REBOOKED (replaced by a ticket of another session) admit nobody.
 */
export type TicketState = 'VALID' | 'USED' | 'REFUNDING' | 'REFUNDED' | 'TRANSFERRING' | 'REBOOKED'

/**
 * One ticket as its holder's detail call answers it (issue #17 rotating codes): the ticket's code secret
 * (base32), from which the phone derives the QR code of every 30 s window, offline too
 * (types/rules/rotating-ticket-code.ts). Only this reply to the ticket's holder carries it, never a list,
 * and never once the ticket is used (empty then).
 */
export interface TicketDetail extends Ticket {
  codeSecret: string
  /** The gateway's clock (ms) when it answered: the phone corrects its own clock by it for the code. */
  serverTime: number
  /** Which wallet passes the merchant offers for this ticket (VALID tickets only; types/api/wallet.ts). */
  wallet?: TicketWalletOffer
}

/** The hot ticket (/hot): the valid tickets of the buyer's next session, or of one under way. */
export interface HotTickets {
  bizShowSessionId: string
  showId: string
  showName: string
  venueName: string
  venueAddress: string
  showTime: number
  /** Seconds until the session starts; 0 once it has. */
  startsIn: number
  tickets: Ticket[]
}

/** See OrderDetail.moneyToDate. */
export interface OrderMoneyToDate {
  /** What the buyer paid: the order's payment and each dearer rebook's difference paid (not late money sent back whole). */
  paid: Fen
  /** Settled back by the provider: approved refund requests and cheaper rebooks' differences (not a rebook's late money). */
  refunded: Fen
  /** Approved but not back yet (on its way, or refused by the provider and waiting for the merchant's retry). */
  refundPending: Fen
  /** The order's tickets now at their own prices (a rebooked ticket at its rebook's), refunded and rebooked-away ones left out. */
  ticketsNow: Fen
  /** Goods bought with the tickets (tied sale) the order keeps: paid by its payment, less their refunds; absent without. */
  goodsNow?: Fen
  /** The delivery fee the order keeps (less what a last refund gave back). */
  delivery: Fen
  serviceFee: Fen
  /** Fees the refund rule kept from refunded tickets. */
  refundFees: Fen
}
