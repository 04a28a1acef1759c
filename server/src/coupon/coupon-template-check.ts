/**
 * What makes a coupon template acceptable, field by field (issue #18: every couponType with its value,
 * limitationType thresholds, useCouponRule scopes, couponBizTypes, validity, quantity and per-buyer
 * limit). Pure: the first wrong field's error code, or null; the catalogue ids of a scope are checked
 * against the merchant's catalogue by the service afterwards.
 *
 * The rule module decides what a coupon's rule fields may be (types/rules/coupon-rules.ts
 * couponRuleProblem, the same check checkCoupon makes before it evaluates a coupon): every template is
 * put to it as the coupon it would issue, so the console never accepts a template whose coupons the
 * order path would refuse as INVALID_RULE. This file only adds what a template must also get right beyond
 * that (no value on the kind that does not read it, 满X减Y not above X, no stray scope lists, limits).
 * `ALL` is the list filter for every type, not a kind of coupon: both refuse it.
 */
import type { ErrorCode } from '../http/app-error'
import { couponRuleProblem, couponValidityWindow, type CouponRule, type CouponRuleProblem } from '../../../types/rules/coupon-rules'
import {
  COUPON_PER_BUYER_MAX,
  COUPON_QUANTITY_MAX,
  COUPON_TITLE_MAX,
  type CouponTemplateInput,
  type CouponUseLimitVO
} from '../../../types/api/coupon'
import { COUPON_BIZ_TYPES, type CouponType, type UseCouponRule } from '../../../types/rules/coupon-rules'
import { isPackKind, packProblem } from '../../../types/rules/coupon-pack-split'

/** Money off: the value is `amount` fen. */
const MONEY_KINDS: CouponType[] = ['REDUCTION', 'CASH', 'MULTI_USER_RANDOM_CASH', 'EXPIRY_COMPENSATION_CASH', 'MULTI_USER_FIXED_CASH']
/** A share of the price: the value is `discount` percent paid. */
const DISCOUNT_KINDS: CouponType[] = ['DISCOUNT', 'FULL_DISCOUNT']
/** 满减 and 满折 are defined by their threshold. */
const NEEDS_THRESHOLD: CouponType[] = ['REDUCTION', 'FULL_DISCOUNT']

export const DYNAMIC_LENGTH_MAX = 3650
export const QUANTITY_THRESHOLD_MAX = 999
export const AMOUNT_THRESHOLD_MAX = 10_000_000_000

/** Which lists of couponUseLimitVO a rule reads (the others must stay empty), and the business it is for. */
const SCOPE_LISTS: Record<UseCouponRule, { lists: Array<keyof CouponUseLimitVO>; biz: 'SHOW' | 'ITEM' | null }> = {
  LIMIATION_ITEM: { lists: ['itemIds'], biz: 'ITEM' },
  LIMIATION_ITEM_CATEGORY: { lists: ['categoryIds'], biz: 'ITEM' },
  LIMIATION_VENUE_USE: { lists: ['venueIds'], biz: 'SHOW' },
  LIMIATION_SHOW_SESSION_SEATPLAN: { lists: ['showIds', 'showSessionIds', 'seatPlanIds'], biz: 'SHOW' },
  LIMIATION_SHOW_TYPE_OR_TAG: { lists: ['showTypes', 'tagIds'], biz: 'SHOW' },
  ALL_PRODUCT: { lists: [], biz: null },
  ALL_SHOW: { lists: [], biz: 'SHOW' }
}

const ALL_LISTS: Array<keyof CouponUseLimitVO> = [
  'showIds',
  'showSessionIds',
  'seatPlanIds',
  'venueIds',
  'showTypes',
  'tagIds',
  'itemIds',
  'categoryIds'
]

export function isKind(list: CouponType[], t: CouponType): boolean {
  return list.includes(t)
}

function valueError(t: CouponTemplateInput): boolean {
  // ALL is the spec's "every type" of a list filter, not a kind of coupon a merchant can make.
  if (t.couponType === 'ALL') return true
  if (isKind(MONEY_KINDS, t.couponType)) return !(t.amount >= 1 && t.discount === 0)
  if (isKind(DISCOUNT_KINDS, t.couponType)) return !(t.discount >= 1 && t.discount <= 99 && t.amount === 0)
  return !(t.amount === 0 && t.discount === 0) // EXCHANGE: the coupon is the thing given, no value
}

function thresholdError(t: CouponTemplateInput): boolean {
  switch (t.limitationType) {
    case 'AMOUNT':
      // 满X减Y: the money off cannot exceed the spend it needs.
      return !(
        t.limitation >= 1 &&
        t.limitation <= AMOUNT_THRESHOLD_MAX &&
        (!isKind(MONEY_KINDS, t.couponType) || t.amount <= t.limitation)
      )
    case 'QUANTITY':
      return !(t.limitation >= 1 && t.limitation <= QUANTITY_THRESHOLD_MAX)
    case 'NONE_THRESHOLD_DEDUCT_DISCOUNT':
      return t.limitation !== 0 || isKind(NEEDS_THRESHOLD, t.couponType) || !isKind(DISCOUNT_KINDS, t.couponType)
    case 'NONE_THRESHOLD_DEDUCT_AMOUNT':
      return t.limitation !== 0 || isKind(NEEDS_THRESHOLD, t.couponType) || isKind(DISCOUNT_KINDS, t.couponType)
  }
}

function scopeError(t: CouponTemplateInput): boolean {
  const spec = SCOPE_LISTS[t.useCouponRule]
  const v = t.couponUseLimitVO
  for (const list of ALL_LISTS) {
    const ids = v[list]
    if (new Set(ids).size !== ids.length || ids.some((id) => id.trim() === '')) return true
    if (!spec.lists.includes(list) && ids.length > 0) return true
  }
  if (spec.lists.length > 0 && spec.lists.every((list) => v[list].length === 0)) return true
  return spec.biz !== null && !t.couponBizTypes.includes(spec.biz)
}

function validityError(t: CouponTemplateInput, now: Date, isNew: boolean): boolean {
  if (t.expirationType === 'FIXED') {
    const { startTime: s, expireTime: e } = t
    if (typeof s !== 'number' || typeof e !== 'number' || !(e > s)) return true
    return isNew && e <= now.getTime()
  }
  return !t.expirationUnit || typeof t.length !== 'number' || !Number.isInteger(t.length) || t.length < 1 || t.length > DYNAMIC_LENGTH_MAX
}

/** The field of the template each of the rule module's problems is about. */
const PROBLEM_FIELD: Record<CouponRuleProblem, ErrorCode> = {
  couponType: 'COUPON_VALUE_INVALID',
  amount: 'COUPON_VALUE_INVALID',
  discount: 'COUPON_VALUE_INVALID',
  limitationType: 'COUPON_THRESHOLD_INVALID',
  limitation: 'COUPON_THRESHOLD_INVALID',
  useCouponRule: 'COUPON_SCOPE_INVALID',
  scope_empty: 'COUPON_SCOPE_INVALID',
  couponBizTypes: 'COUPON_BIZ_TYPES_INVALID',
  // The route's schema admits only ONLINE / OFFLINE; reported with the value if a caller skips it.
  useWay: 'COUPON_VALUE_INVALID',
  window: 'COUPON_VALIDITY_INVALID'
}

/** The coupon a template issues (received `now`), in the rule module's terms; its window is a placeholder when the validity is unreadable. */
function asIssuedCoupon(t: CouponTemplateInput, now: Date): CouponRule {
  let window = { startTime: 0, expireTime: 0 }
  try {
    window =
      t.expirationType === 'FIXED'
        ? couponValidityWindow({ expirationType: 'FIXED', startTime: t.startTime ?? NaN, expireTime: t.expireTime ?? NaN }, now.getTime())
        : couponValidityWindow(
            { expirationType: 'DYNAMIC', expirationUnit: t.expirationUnit ?? ('' as never), length: t.length ?? NaN },
            now.getTime()
          )
  } catch {
    // An unreadable validity is reported as the window problem below.
  }
  return {
    couponId: 'template',
    couponType: t.couponType,
    limitationType: t.limitationType,
    limitation: t.limitation,
    amount: t.amount,
    discount: t.discount,
    useCouponRule: t.useCouponRule,
    couponUseLimitVO: t.couponUseLimitVO,
    couponBizTypes: t.couponBizTypes,
    useWay: t.useWay,
    couponStatus: 'AVAILABLE',
    ...window
  }
}

/** The first field that is wrong, as its error code; null when the template may be saved. */
export function templateError(t: CouponTemplateInput, now: Date, isNew: boolean): ErrorCode | null {
  const title = t.title.trim()
  if (title.length === 0 || title.length > COUPON_TITLE_MAX) return 'COUPON_TITLE_INVALID'
  // zh-CN is required (above); a translation may be left out, but not be longer than the title may be.
  if (Object.values(t.titleTexts ?? {}).some((text) => (text ?? '').trim().length > COUPON_TITLE_MAX)) return 'COUPON_TITLE_INVALID'
  if (
    t.couponBizTypes.length === 0 ||
    new Set(t.couponBizTypes).size !== t.couponBizTypes.length ||
    t.couponBizTypes.some((b) => !COUPON_BIZ_TYPES.includes(b))
  )
    return 'COUPON_BIZ_TYPES_INVALID'
  if (valueError(t)) return 'COUPON_VALUE_INVALID'
  if (thresholdError(t)) return 'COUPON_THRESHOLD_INVALID'
  if (scopeError(t)) return 'COUPON_SCOPE_INVALID'
  if (validityError(t, now, isNew)) return 'COUPON_VALIDITY_INVALID'
  const problem = couponRuleProblem(asIssuedCoupon(t, now))
  if (problem) return PROBLEM_FIELD[problem]
  if (!Number.isInteger(t.quantity) || t.quantity < 1 || t.quantity > COUPON_QUANTITY_MAX) return 'COUPON_QUANTITY_INVALID'
  if (!Number.isInteger(t.perBuyerLimit) || t.perBuyerLimit < 1 || t.perBuyerLimit > COUPON_PER_BUYER_MAX) return 'COUPON_PER_BUYER_INVALID'
  // A multi-user pack is split among 2 to 100 receivers, at least 1 fen each (coupon-pack-split.ts); no other kind is shared.
  const parts = t.shareParts ?? 1
  if (isPackKind(t.couponType) ? packProblem(t.amount, parts) !== null : parts !== 1) return 'COUPON_SHARE_PARTS_INVALID'
  return null
}
