/**
 * Coupon rules (product.md section 3 "Coupon"): whether a coupon the
 * buyer holds can be used on a cart at an instant, and why not; the discount it gives (discountAmount);
 * the validity window of a received coupon; the parts of its discount text. Pure and shared: the
 * confirm-order page shows exactly the discount the gateway's pre_order and create_order will compute.
 *
 * Money is integer fen; instants are epoch milliseconds. Field names are the spec's.
 *
 * Choices where the spec is silent, each with its reason:
 * - The value of a coupon follows its couponType: REDUCTION and the CASH kinds take `amount` fen off;
 *   DISCOUNT and FULL_DISCOUNT make the eligible lines cost `discount` percent (85 = 8.5折,
 *   discount-percent.ts, floored in the buyer's favour); EXCHANGE makes one eligible unit (a ticket or a
 *   goods item) free, the dearest one, as an exchange coupon is "one ticket of this show".
 * - `ALL` is the coupon list's filter for every type, not a type a coupon can have: a coupon claiming it
 *   is refused as INVALID_RULE rather than guessed at, and the console refuses a template of it
 *   (server/src/coupon/coupon-template-check.ts asks couponRuleProblem, so both refuse the same things).
 * - The threshold (limitationType AMOUNT / QUANTITY, `limitation` in fen / units) is met AT the value
 *   ("满100" is usable on exactly 100.00 yuan), and counts only the eligible lines: a coupon for show A
 *   with 满100 is not unlocked by goods in the same cart.
 * - Scope LIMIATION_SHOW_SESSION_SEATPLAN narrows: a line must match every non-empty list among showIds,
 *   showSessionIds and seatPlanIds. So adding an id to a deeper list can only narrow the coupon, never
 *   widen it, and a stray pick in the console cannot give money away. LIMIATION_SHOW_TYPE_OR_TAG is the
 *   spec's "category or tag": the show's type OR any of its tags. A limited scope with empty lists
 *   matches nothing (fail closed).
 * - The window is half-open: usable from startTime (inclusive) until expireTime (exclusive).
 * - A DYNAMIC coupon's window starts at receipt and lasts `length` units counted on the merchant's
 *   calendar (a month from 31 January ends on the last day of February, dayjs's rule).
 */
import dayjs from 'dayjs'
import utc from 'dayjs/plugin/utc'
import { DEFAULT_TIME_ZONE, utcOffsetMinutes, type MerchantZone } from './merchant-time'
import { assertFen, discountedFen, formatDiscount, isDiscountPercent } from './discount-percent'

dayjs.extend(utc)

export const COUPON_TYPES = [
  'ALL',
  'REDUCTION',
  'CASH',
  'MULTI_USER_RANDOM_CASH',
  'EXPIRY_COMPENSATION_CASH',
  'MULTI_USER_FIXED_CASH',
  'DISCOUNT',
  'EXCHANGE',
  'FULL_DISCOUNT'
] as const
export type CouponType = (typeof COUPON_TYPES)[number]

export const LIMITATION_TYPES = ['AMOUNT', 'QUANTITY', 'NONE_THRESHOLD_DEDUCT_DISCOUNT', 'NONE_THRESHOLD_DEDUCT_AMOUNT'] as const
export type LimitationType = (typeof LIMITATION_TYPES)[number]

/** The spec spells LIMIATION so; the values travel in replies as they are. */
export const USE_COUPON_RULES = [
  'LIMIATION_ITEM',
  'LIMIATION_ITEM_CATEGORY',
  'LIMIATION_VENUE_USE',
  'LIMIATION_SHOW_SESSION_SEATPLAN',
  'LIMIATION_SHOW_TYPE_OR_TAG',
  'ALL_PRODUCT',
  'ALL_SHOW'
] as const
export type UseCouponRule = (typeof USE_COUPON_RULES)[number]

export const COUPON_BIZ_TYPES = ['SHOW', 'ITEM', 'PRIVILEGE_CARD', 'PARKING_FEE'] as const
export type CouponBizType = (typeof COUPON_BIZ_TYPES)[number]

export const USE_WAYS = ['ONLINE', 'OFFLINE'] as const
export type UseWay = (typeof USE_WAYS)[number]
export const COUPON_STATUSES = ['AVAILABLE', 'UN_AVAILABLE', 'USED', 'EXPIRED', 'PENDING', 'REFUNDING'] as const
export type CouponStatus = (typeof COUPON_STATUSES)[number]
export const EXPIRATION_TYPES = ['FIXED', 'DYNAMIC'] as const
export type ExpirationType = (typeof EXPIRATION_TYPES)[number]
export const EXPIRATION_UNITS = ['DAY', 'WEEK', 'MONTH', 'YEAR'] as const
export type ExpirationUnit = (typeof EXPIRATION_UNITS)[number]

/**
 * A couponStatus in either of the spec's readings: a name, or "couponStatus.code is 1 (available), 3
 * (expired), other (used)". Anything else reads as UN_AVAILABLE, so an unreadable status never makes a
 * coupon usable.
 */
export function readCouponStatus(value: unknown): CouponStatus {
  if (typeof value === 'string') return (COUPON_STATUSES as readonly string[]).includes(value) ? (value as CouponStatus) : 'UN_AVAILABLE'
  const code = typeof value === 'object' && value !== null ? (value as { code?: unknown }).code : value
  if (typeof code !== 'number' || !Number.isInteger(code)) return 'UN_AVAILABLE'
  return code === 1 ? 'AVAILABLE' : code === 3 ? 'EXPIRED' : 'USED'
}

/** product.md "couponUseLimitVO: lists showIds, showSessionIds, seatPlanIds, venueIds, showTypes, tagIds, itemIds, categoryIds". */
export interface CouponUseLimitVO {
  showIds?: readonly string[]
  showSessionIds?: readonly string[]
  seatPlanIds?: readonly string[]
  venueIds?: readonly string[]
  showTypes?: readonly string[]
  tagIds?: readonly string[]
  itemIds?: readonly string[]
  categoryIds?: readonly string[]
}

/** The rule fields of a coupon the buyer holds, as the gateway stores and sends them. */
export interface CouponRule {
  couponId: string
  couponType: CouponType
  limitationType: LimitationType
  /** The threshold: fen for AMOUNT, units for QUANTITY; not read for the NONE_THRESHOLD kinds. */
  limitation: number
  /** Fen off, for REDUCTION and the CASH kinds. */
  amount: number
  /** Percent still paid, for DISCOUNT and FULL_DISCOUNT: 85 = 8.5折. */
  discount: number
  useCouponRule: UseCouponRule
  couponUseLimitVO: CouponUseLimitVO
  couponBizTypes: readonly CouponBizType[]
  useWay: UseWay
  couponStatus: CouponStatus
  startTime: number
  expireTime: number
}

/** One line of the cart a coupon is checked against: a price tier of a session, or a goods item. */
export interface CartLine {
  lineId: string
  bizType: CouponBizType
  showId?: string
  sessionId?: string
  /** The price tier: the spec's seatPlanId. */
  tierId?: string
  venueId?: string
  showType?: string
  tagIds?: readonly string[]
  itemId?: string
  categoryId?: string
  /** Unit price in fen. */
  price: number
  qty: number
}

export type CouponValueKind = 'AMOUNT' | 'PERCENT' | 'EXCHANGE'

/** How a coupon type gives its value; undefined for ALL, which no coupon is. */
export function couponValueKind(type: CouponType): CouponValueKind | undefined {
  switch (type) {
    case 'REDUCTION':
    case 'CASH':
    case 'MULTI_USER_RANDOM_CASH':
    case 'EXPIRY_COMPENSATION_CASH':
    case 'MULTI_USER_FIXED_CASH':
      return 'AMOUNT'
    case 'DISCOUNT':
    case 'FULL_DISCOUNT':
      return 'PERCENT'
    case 'EXCHANGE':
      return 'EXCHANGE'
    case 'ALL':
      return undefined
  }
}

export function hasThreshold(type: LimitationType): boolean {
  return type === 'AMOUNT' || type === 'QUANTITY'
}

export type CouponRuleProblem =
  | 'couponType'
  | 'limitationType'
  | 'limitation'
  | 'amount'
  | 'discount'
  | 'useCouponRule'
  | 'scope_empty'
  | 'couponBizTypes'
  | 'useWay'
  | 'window'

const nonEmpty = (list: readonly string[] | undefined): list is readonly string[] => !!list && list.length > 0

/** The lists that make up each limited scope; the ALL scopes have none. */
const SCOPE_LISTS: Record<UseCouponRule, ReadonlyArray<keyof CouponUseLimitVO>> = {
  LIMIATION_ITEM: ['itemIds'],
  LIMIATION_ITEM_CATEGORY: ['categoryIds'],
  LIMIATION_VENUE_USE: ['venueIds'],
  LIMIATION_SHOW_SESSION_SEATPLAN: ['showIds', 'showSessionIds', 'seatPlanIds'],
  LIMIATION_SHOW_TYPE_OR_TAG: ['showTypes', 'tagIds'],
  ALL_PRODUCT: [],
  ALL_SHOW: []
}

export function scopeLists(rule: UseCouponRule): ReadonlyArray<keyof CouponUseLimitVO> {
  return SCOPE_LISTS[rule]
}

/**
 * The first thing wrong with a coupon's rule fields, or undefined. The "满" types (REDUCTION, "full
 * reduction"; FULL_DISCOUNT, "full discount") need a threshold; a NONE_THRESHOLD kind must match the
 * value it names (DEDUCT_DISCOUNT a percent; DEDUCT_AMOUNT fen off, or the amount of the unit an exchange
 * coupon makes free), so the list's texts cannot contradict the discount the order gets.
 */
export function couponRuleProblem(c: CouponRule): CouponRuleProblem | undefined {
  const kind = COUPON_TYPES.includes(c.couponType) ? couponValueKind(c.couponType) : undefined
  if (!kind) return 'couponType'
  if (!LIMITATION_TYPES.includes(c.limitationType)) return 'limitationType'
  if ((c.couponType === 'REDUCTION' || c.couponType === 'FULL_DISCOUNT') && !hasThreshold(c.limitationType)) return 'limitationType'
  if (c.limitationType === 'NONE_THRESHOLD_DEDUCT_DISCOUNT' && kind !== 'PERCENT') return 'limitationType'
  if (c.limitationType === 'NONE_THRESHOLD_DEDUCT_AMOUNT' && kind === 'PERCENT') return 'limitationType'
  if (hasThreshold(c.limitationType) && !(Number.isSafeInteger(c.limitation) && c.limitation > 0)) return 'limitation'
  if (kind === 'AMOUNT' && !(Number.isSafeInteger(c.amount) && c.amount > 0)) return 'amount'
  if (kind === 'PERCENT' && !isDiscountPercent(c.discount)) return 'discount'
  if (!USE_COUPON_RULES.includes(c.useCouponRule)) return 'useCouponRule'
  const lists = SCOPE_LISTS[c.useCouponRule]
  if (lists.length && !lists.some((k) => nonEmpty(c.couponUseLimitVO?.[k]))) return 'scope_empty'
  if (!c.couponBizTypes?.length || c.couponBizTypes.some((b) => !COUPON_BIZ_TYPES.includes(b))) return 'couponBizTypes'
  if (c.useWay !== 'ONLINE' && c.useWay !== 'OFFLINE') return 'useWay'
  if (!Number.isFinite(c.startTime) || !Number.isFinite(c.expireTime) || c.startTime >= c.expireTime) return 'window'
  return undefined
}

function assertLine(line: CartLine): void {
  assertFen(line.price, `price of line ${line.lineId}`)
  if (!Number.isSafeInteger(line.qty) || line.qty < 0)
    throw new RangeError(`qty of line ${line.lineId} must be a non-negative integer, got ${line.qty}`)
}

const has = (list: readonly string[] | undefined, id: string | undefined): boolean => id !== undefined && !!list?.includes(id)

/** Whether the line falls within the coupon's useCouponRule scope (its biz type checked apart). */
export function lineInScope(c: Pick<CouponRule, 'useCouponRule' | 'couponUseLimitVO'>, line: CartLine): boolean {
  const v = c.couponUseLimitVO ?? {}
  switch (c.useCouponRule) {
    case 'ALL_PRODUCT':
      return true
    case 'ALL_SHOW':
      return line.bizType === 'SHOW'
    case 'LIMIATION_ITEM':
      return has(v.itemIds, line.itemId)
    case 'LIMIATION_ITEM_CATEGORY':
      return has(v.categoryIds, line.categoryId)
    case 'LIMIATION_VENUE_USE':
      return has(v.venueIds, line.venueId)
    case 'LIMIATION_SHOW_SESSION_SEATPLAN': {
      const lists: Array<[readonly string[] | undefined, string | undefined]> = [
        [v.showIds, line.showId],
        [v.showSessionIds, line.sessionId],
        [v.seatPlanIds, line.tierId]
      ]
      const given = lists.filter(([list]) => nonEmpty(list))
      return given.length > 0 && given.every(([list, id]) => has(list, id))
    }
    case 'LIMIATION_SHOW_TYPE_OR_TAG':
      return has(v.showTypes, line.showType) || (line.tagIds ?? []).some((t) => has(v.tagIds, t))
  }
}

export type CouponRefusal =
  /** The stored rule is not a rule (couponRuleProblem): never usable rather than guessed at. */
  | 'INVALID_RULE'
  /** couponStatus is not AVAILABLE: used, expired, pending, refunding, unavailable. */
  | 'NOT_AVAILABLE'
  /** useWay OFFLINE: used at the venue with a verify code, never on an online order. */
  | 'OFFLINE_ONLY'
  | 'NOT_STARTED'
  | 'EXPIRED'
  /** No line of the cart is of a biz type the coupon is for (couponBizTypes). */
  | 'WRONG_BIZ_TYPE'
  /** Lines of its biz type, but none in its useCouponRule scope. */
  | 'OUT_OF_SCOPE'
  | 'THRESHOLD_NOT_MET'
  /** Everything in scope costs nothing (free tickets): a coupon that gives 0 is not "used". */
  | 'NOTHING_TO_DISCOUNT'

export type CouponCheck =
  | {
      usable: true
      /** The lines the coupon applies to, and their amount and units. */
      eligibleLineIds: string[]
      eligibleFen: number
      eligibleQty: number
      /** The fen this coupon takes off the cart, never more than eligibleFen. */
      discountAmount: number
    }
  | {
      usable: false
      reason: CouponRefusal
      /** THRESHOLD_NOT_MET: how much more (fen for AMOUNT, units for QUANTITY) the eligible lines need. */
      missing?: number
    }

/** The units of the eligible lines, dearest first: what EXCHANGE coupons claim, one each. */
function dearestUnitPrice(lines: readonly CartLine[]): number {
  return lines.reduce((max, l) => (l.qty > 0 && l.price > max ? l.price : max), 0)
}

/**
 * Whether the coupon can be used on the cart at `now`, and the discount it gives. Checks in the order a
 * buyer can act on: the coupon itself (status, offline, window), then the cart (biz type, scope,
 * threshold). A bad cart line (negative price, fractional qty) is a caller's bug and throws RangeError.
 */
export function checkCoupon(c: CouponRule, cart: readonly CartLine[], now: number): CouponCheck {
  cart.forEach(assertLine)
  if (couponRuleProblem(c)) return { usable: false, reason: 'INVALID_RULE' }
  if (c.couponStatus !== 'AVAILABLE') return { usable: false, reason: 'NOT_AVAILABLE' }
  if (c.useWay === 'OFFLINE') return { usable: false, reason: 'OFFLINE_ONLY' }
  if (now < c.startTime) return { usable: false, reason: 'NOT_STARTED' }
  if (now >= c.expireTime) return { usable: false, reason: 'EXPIRED' }
  const ofBizType = cart.filter((l) => l.qty > 0 && c.couponBizTypes.includes(l.bizType))
  if (!ofBizType.length) return { usable: false, reason: 'WRONG_BIZ_TYPE' }
  const eligible = ofBizType.filter((l) => lineInScope(c, l))
  if (!eligible.length) return { usable: false, reason: 'OUT_OF_SCOPE' }
  const eligibleFen = eligible.reduce((s, l) => s + l.price * l.qty, 0)
  const eligibleQty = eligible.reduce((s, l) => s + l.qty, 0)
  if (c.limitationType === 'AMOUNT' && eligibleFen < c.limitation)
    return { usable: false, reason: 'THRESHOLD_NOT_MET', missing: c.limitation - eligibleFen }
  if (c.limitationType === 'QUANTITY' && eligibleQty < c.limitation)
    return { usable: false, reason: 'THRESHOLD_NOT_MET', missing: c.limitation - eligibleQty }
  const discountAmount = couponValue(c, eligibleFen, eligible)
  if (discountAmount <= 0) return { usable: false, reason: 'NOTHING_TO_DISCOUNT' }
  return { usable: true, eligibleLineIds: eligible.map((l) => l.lineId), eligibleFen, eligibleQty, discountAmount }
}

function couponValue(c: CouponRule, eligibleFen: number, eligible: readonly CartLine[]): number {
  switch (couponValueKind(c.couponType)) {
    case 'AMOUNT':
      return Math.min(c.amount, eligibleFen)
    case 'PERCENT':
      return eligibleFen - discountedFen(eligibleFen, c.discount)
    case 'EXCHANGE':
      return dearestUnitPrice(eligible)
    default:
      return 0
  }
}

export interface ExchangeClaim {
  couponId: string
  lineId: string
  /** The price of the unit this coupon makes free. */
  discountAmount: number
}

/**
 * Several EXCHANGE coupons on one cart: each usable one makes one unit of its scope free, no unit twice.
 * The coupons are served in the order given (best-coupon.ts passes earliest expiry first), each trying the
 * dearest units first; when the units it may take are all claimed, an earlier coupon moves to another unit
 * of its own scope if that frees one (an augmenting path, as in bipartite matching). So as many coupons
 * as possible are used, a coupon served earlier is never pushed out by a later one, and a wide coupon
 * served first does not take the only ticket a narrow one could cover. Coupons left with no unit are
 * not in the result; `max` stops after that many (best-coupon.ts "first N").
 */
export function claimExchangeUnits(
  coupons: readonly CouponRule[],
  cart: readonly CartLine[],
  now: number,
  max = Infinity
): ExchangeClaim[] {
  // One entry per unit that costs something, dearest first (the cart's order among equals).
  const units = cart
    .flatMap((l) => (l.price > 0 && l.qty > 0 ? Array.from({ length: l.qty }, () => ({ lineId: l.lineId, price: l.price })) : []))
    .sort((a, b) => b.price - a.price)
  const candidates: Array<{ coupon: CouponRule; units: number[] }> = []
  for (const c of coupons) {
    if (couponValueKind(c.couponType) !== 'EXCHANGE') continue
    const check = checkCoupon(c, cart, now)
    if (check.usable) candidates.push({ coupon: c, units: units.flatMap((u, i) => (check.eligibleLineIds.includes(u.lineId) ? [i] : [])) })
  }
  const owner: Array<number | undefined> = units.map(() => undefined)
  const claim = (ci: number, seen: boolean[]): boolean => {
    // A free unit first, so nobody moves while one is left; only then ask a holder to move.
    const free = candidates[ci].units.find((u) => owner[u] === undefined && !seen[u])
    if (free !== undefined) {
      owner[free] = ci
      return true
    }
    for (const u of candidates[ci].units) {
      if (seen[u]) continue
      seen[u] = true
      const holder = owner[u]
      if (holder !== undefined && claim(holder, seen)) {
        owner[u] = ci
        return true
      }
    }
    return false
  }
  let served = 0
  for (let ci = 0; ci < candidates.length && served < max; ci++)
    if (
      claim(
        ci,
        units.map(() => false)
      )
    )
      served++
  const unitOf = new Map<number, number>()
  owner.forEach((ci, u) => ci !== undefined && unitOf.set(ci, u))
  return candidates.flatMap((cand, ci) => {
    const u = unitOf.get(ci)
    return u === undefined ? [] : [{ couponId: cand.coupon.couponId, lineId: units[u].lineId, discountAmount: units[u].price }]
  })
}

/** The coupon's validity as its template sets it (product.md "Validity: ... expirationType (FIXED or DYNAMIC), expirationUnit, length"). */
export type CouponValidity =
  | { expirationType: 'FIXED'; startTime: number; expireTime: number }
  | { expirationType: 'DYNAMIC'; expirationUnit: ExpirationUnit; length: number }

/**
 * The window of a coupon received at `receivedAt`: FIXED is the template's own; DYNAMIC starts at receipt
 * and ends `length` units later on the merchant's calendar (the same wall-clock time, so a coupon received
 * at 20:00 for 7 days is usable until 20:00 a week later). Bad settings throw RangeError: the console
 * refuses them before they are stored.
 */
export function couponValidityWindow(
  v: CouponValidity,
  receivedAt: number,
  zone: MerchantZone = DEFAULT_TIME_ZONE
): { startTime: number; expireTime: number } {
  if (v.expirationType === 'FIXED') {
    if (!(v.startTime < v.expireTime)) throw new RangeError('a FIXED coupon must start before it expires')
    return { startTime: v.startTime, expireTime: v.expireTime }
  }
  if (!Number.isSafeInteger(v.length) || v.length < 1)
    throw new RangeError(`length must be a whole number of units, at least 1, got ${v.length}`)
  if (!EXPIRATION_UNITS.includes(v.expirationUnit)) throw new RangeError(`unknown expirationUnit ${String(v.expirationUnit)}`)
  const offset = utcOffsetMinutes(receivedAt, zone) * 60000
  const unit = ({ DAY: 'day', WEEK: 'week', MONTH: 'month', YEAR: 'year' } as const)[v.expirationUnit]
  const wallEnd = dayjs
    .utc(receivedAt + offset)
    .add(v.length, unit)
    .valueOf()
  // Back from wall clock to instant with the offset in force at the end (a zone with DST may differ).
  const expireTime = wallEnd - utcOffsetMinutes(wallEnd - offset, zone) * 60000
  return { startTime: receivedAt, expireTime }
}

/**
 * product.md "Discount rule texts: FULL, PER, DISCOUNT". Read here as: FULL for a coupon with a threshold
 * ("满100减20", "满2张享8.5折"), DISCOUNT for a percent without one ("8.5折"), PER for fen off (or an
 * exchange) without one ("立减20"). The page turns the key and the parts into its language's text.
 */
export interface DiscountDisplay {
  key: 'FULL' | 'PER' | 'DISCOUNT'
  value: { kind: 'AMOUNT'; fen: number } | { kind: 'PERCENT'; discount: string } | { kind: 'EXCHANGE' }
  threshold?: { unit: 'FEN' | 'QTY'; value: number }
}

export function discountDisplay(
  c: Pick<CouponRule, 'couponType' | 'limitationType' | 'limitation' | 'amount' | 'discount'>
): DiscountDisplay | undefined {
  const kind = couponValueKind(c.couponType)
  if (!kind) return undefined
  const value: DiscountDisplay['value'] =
    kind === 'AMOUNT' ? { kind, fen: c.amount } : kind === 'PERCENT' ? { kind, discount: formatDiscount(c.discount) } : { kind }
  if (hasThreshold(c.limitationType))
    return { key: 'FULL', value, threshold: { unit: c.limitationType === 'AMOUNT' ? 'FEN' : 'QTY', value: c.limitation } }
  return { key: kind === 'PERCENT' ? 'DISCOUNT' : 'PER', value }
}
