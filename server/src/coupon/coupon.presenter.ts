/** Coupon rows → the spec's Coupon shapes (types/api/coupon.ts), texts in the request's language. */
import type { Locale } from '../http/texts'
import { textIn, translatedText } from '../http/texts'
import { formatLocal, type MerchantZone } from '../../../types/rules/merchant-time'
import type {
  AdminCouponCodeBatch,
  AdminCouponTemplate,
  CouponShow,
  CouponTemplateFields,
  CouponTemplateView,
  CouponView
} from '../../../types/api/coupon'
import type {
  CouponBizType,
  CouponType,
  ExpirationType,
  ExpirationUnit,
  LimitationType,
  UseCouponRule,
  UseWay
} from '../../../types/rules/coupon-rules'
import type { AdminTemplateRow, BatchRow, CouponRow, ShowOfScope, TemplateRow } from './coupon.repository'
import { discountDisplay, restrictionLimitDesc, useCouponRuleDesc } from './coupon-words'

const DAY_MS = 86_400_000

export function presentTemplateFields(t: TemplateRow, locale: Locale): CouponTemplateFields {
  const rule = t.use_rule as UseCouponRule
  const limitationType = t.limitation_type as LimitationType
  return {
    couponTemplateId: t.id,
    couponCode: t.code,
    merchantId: t.merchant_id,
    title: translatedText(t.title, t.title_texts, locale),
    ruleComments: translatedText(t.rule_comments, t.rule_comments_texts, locale),
    useCouponRuleDesc: useCouponRuleDesc(rule, locale),
    couponRestrictionLimitDesc: restrictionLimitDesc(limitationType, t.limitation, locale),
    couponType: t.coupon_type as CouponType,
    couponBizTypes: t.biz_types as CouponBizType[],
    amount: t.amount_fen,
    discount: t.discount,
    discountDisplay: discountDisplay(t.coupon_type, t.amount_fen, t.discount, locale),
    limitationType,
    limitation: t.limitation,
    useCouponRule: rule,
    couponUseLimitVO: t.use_limit,
    useWay: t.use_way as UseWay,
    needFaceAuth: t.need_face_auth,
    needRealName: t.need_real_name,
    expirationType: t.expiration_type as ExpirationType,
    expirationUnit: t.expiration_unit as ExpirationUnit | null,
    length: t.length,
    startTime: t.start_at ? t.start_at.getTime() : null,
    expireTime: t.expire_at ? t.expire_at.getTime() : null,
    shareParts: t.share_parts
  }
}

/** held: how many the caller holds (0 when not logged in or none). */
export function presentTemplate(t: TemplateRow, held: number, locale: Locale): CouponTemplateView {
  return {
    ...presentTemplateFields(t, locale),
    qty: t.remaining,
    perBuyerLimit: t.per_buyer_limit,
    obtained: held > 0,
    obtainLimited: held >= t.per_buyer_limit || t.remaining <= 0
  }
}

export function presentCoupon(c: CouponRow, now: Date, zone: MerchantZone, locale: Locale): CouponView {
  const expired = c.status === 'AVAILABLE' && c.coupon_expire_at.getTime() <= now.getTime()
  const status = expired ? 'EXPIRED' : c.status
  return {
    ...presentTemplateFields(c, locale),
    couponId: c.coupon_id,
    couponStatus: status,
    usable: status === 'AVAILABLE' && c.coupon_start_at.getTime() <= now.getTime(),
    isNewArrival: now.getTime() - c.obtained_at.getTime() < DAY_MS,
    startTime: c.coupon_start_at.getTime(),
    expireTime: c.coupon_expire_at.getTime(),
    startTimeStr: formatLocal(c.coupon_start_at, zone, 'YYYY.MM.DD HH:mm'),
    expireTimeStr: formatLocal(c.coupon_expire_at, zone, 'YYYY.MM.DD HH:mm'),
    obtainType: c.obtain_type,
    obtainTime: c.obtained_at.getTime(),
    shareCode: c.share_code
  }
}

export function presentAdminTemplate(t: AdminTemplateRow): AdminCouponTemplate {
  return {
    id: t.id,
    couponCode: t.code,
    title: t.title,
    ruleComments: t.rule_comments,
    titleTexts: t.title_texts,
    ruleCommentsTexts: t.rule_comments_texts,
    couponType: t.coupon_type as CouponType,
    couponBizTypes: t.biz_types as CouponBizType[],
    amount: t.amount_fen,
    discount: t.discount,
    limitationType: t.limitation_type as LimitationType,
    limitation: t.limitation,
    useCouponRule: t.use_rule as UseCouponRule,
    couponUseLimitVO: t.use_limit,
    expirationType: t.expiration_type as ExpirationType,
    startTime: t.start_at ? t.start_at.getTime() : null,
    expireTime: t.expire_at ? t.expire_at.getTime() : null,
    expirationUnit: t.expiration_unit as ExpirationUnit | null,
    length: t.length,
    quantity: t.quantity,
    perBuyerLimit: t.per_buyer_limit,
    useWay: t.use_way as UseWay,
    needRealName: t.need_real_name,
    needFaceAuth: t.need_face_auth,
    showReceivable: t.show_receivable,
    shareParts: t.share_parts,
    privilegeCardId: t.privilege_card_id,
    state: t.state,
    remaining: t.remaining,
    issued: t.issued,
    used: t.used,
    reserved: t.reserved,
    createdAt: t.created_at.getTime(),
    updatedAt: t.updated_at.getTime()
  }
}

export function presentBatch(b: BatchRow): AdminCouponCodeBatch {
  return {
    id: b.id,
    couponTemplateId: b.template_id,
    label: b.label,
    size: b.size,
    redeemed: b.redeemed,
    createdAt: b.created_at.getTime(),
    voidedAt: b.voided_at ? b.voided_at.getTime() : null,
    voided: b.voided
  }
}

export function presentCouponShow(s: ShowOfScope, locale: Locale): CouponShow {
  return {
    showId: s.id,
    showName: textIn(s.name, locale),
    cityName: textIn(s.city_name, locale),
    venueName: textIn(s.venue_name, locale),
    firstSessionAt: s.first_at ? s.first_at.getTime() : null,
    posterColor: s.poster_color
  }
}
