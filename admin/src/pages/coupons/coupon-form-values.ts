/**
 * The coupon form's values ↔ the template the gateway takes (types/api/coupon.ts). The form speaks yuan
 * and one threshold box whose unit follows limitationType; the call speaks fen. Which value box and which
 * scope lists a kind shows is decided here, so the form and its test read one rule.
 */
import type { AdminCouponTemplate, CouponTemplateInput, CouponUseLimitVO } from '../../../../types/api/coupon'
import type { CouponType, LimitationType, UseCouponRule } from '../../../../types/rules/coupon-rules'
import { isPackKind } from '../../../../types/rules/coupon-pack-split'
import { fenText, fenToYuan, yuanToFen } from '../../../../types/rules/money'

export interface CouponFormValues extends Omit<CouponTemplateInput, 'amount' | 'limitation' | 'startTime' | 'expireTime'> {
  amountYuan: number
  /** Yuan for an AMOUNT threshold, a count for QUANTITY, unused otherwise. */
  threshold: number
  /** The fixed window, epoch ms. */
  window: [number, number] | null
}

export const MONEY_KINDS: CouponType[] = [
  'REDUCTION',
  'CASH',
  'MULTI_USER_RANDOM_CASH',
  'EXPIRY_COMPENSATION_CASH',
  'MULTI_USER_FIXED_CASH'
]
export const DISCOUNT_KINDS: CouponType[] = ['DISCOUNT', 'FULL_DISCOUNT']
/** ALL is the list filter "every type", not a kind a merchant makes. */
export const MAKEABLE_KINDS: CouponType[] = [...MONEY_KINDS, ...DISCOUNT_KINDS, 'EXCHANGE']

export function valueBox(kind: CouponType): 'amount' | 'discount' | 'none' {
  return MONEY_KINDS.includes(kind) ? 'amount' : DISCOUNT_KINDS.includes(kind) ? 'discount' : 'none'
}

export function thresholdBox(type: LimitationType): 'yuan' | 'count' | 'none' {
  return type === 'AMOUNT' ? 'yuan' : type === 'QUANTITY' ? 'count' : 'none'
}

/** The lists of couponUseLimitVO the rule reads: the pickers the form shows. */
export function scopeLists(rule: UseCouponRule): Array<keyof CouponUseLimitVO> {
  switch (rule) {
    case 'LIMIATION_ITEM':
      return ['itemIds']
    case 'LIMIATION_ITEM_CATEGORY':
      return ['categoryIds']
    case 'LIMIATION_VENUE_USE':
      return ['venueIds']
    case 'LIMIATION_SHOW_SESSION_SEATPLAN':
      return ['showIds', 'showSessionIds', 'seatPlanIds']
    case 'LIMIATION_SHOW_TYPE_OR_TAG':
      return ['showTypes', 'tagIds']
    default:
      return []
  }
}

export const emptyScope = (): CouponUseLimitVO => ({
  showIds: [],
  showSessionIds: [],
  seatPlanIds: [],
  venueIds: [],
  showTypes: [],
  tagIds: [],
  itemIds: [],
  categoryIds: []
})

const fen = (yuan: number | null | undefined) => yuanToFen(yuan ?? 0)

/** The form's values as the call: only the boxes the kind, threshold and rule show are sent; the rest are zero or empty. */
export function toTemplateInput(v: CouponFormValues): CouponTemplateInput {
  const box = valueBox(v.couponType)
  const threshold = thresholdBox(v.limitationType)
  const lists = scopeLists(v.useCouponRule)
  const scope = emptyScope()
  for (const list of lists) scope[list] = [...(v.couponUseLimitVO?.[list] ?? [])]
  const fixed = v.expirationType === 'FIXED'
  return {
    title: v.title,
    ruleComments: v.ruleComments ?? '',
    titleTexts: v.titleTexts ?? {},
    ruleCommentsTexts: v.ruleCommentsTexts ?? {},
    couponType: v.couponType,
    couponBizTypes: v.couponBizTypes ?? [],
    amount: box === 'amount' ? fen(v.amountYuan) : 0,
    discount: box === 'discount' ? (v.discount ?? 0) : 0,
    limitationType: v.limitationType,
    limitation: threshold === 'yuan' ? fen(v.threshold) : threshold === 'count' ? (v.threshold ?? 0) : 0,
    useCouponRule: v.useCouponRule,
    couponUseLimitVO: scope,
    expirationType: v.expirationType,
    startTime: fixed && v.window ? v.window[0] : null,
    expireTime: fixed && v.window ? v.window[1] : null,
    expirationUnit: fixed ? null : (v.expirationUnit ?? 'DAY'),
    length: fixed ? null : (v.length ?? null),
    quantity: v.quantity,
    perBuyerLimit: v.perBuyerLimit,
    useWay: v.useWay,
    needRealName: !!v.needRealName,
    needFaceAuth: !!v.needFaceAuth,
    showReceivable: !!v.showReceivable,
    // Only a multi-user pack is split (types/rules/coupon-pack-split.ts); every other kind has one receiver.
    shareParts: isPackKind(v.couponType) ? (v.shareParts ?? 2) : 1,
    // Only an exchange coupon for benefit cards names a card.
    privilegeCardId: givesCard(v.couponType, v.couponBizTypes ?? []) ? (v.privilegeCardId ?? null) : null
  }
}

/** Whether the form shows the card select: an EXCHANGE coupon usable for benefit cards. */
export function givesCard(type: CouponType, biz: readonly string[]): boolean {
  return type === 'EXCHANGE' && biz.includes('PRIVILEGE_CARD')
}

export function toFormValues(t: AdminCouponTemplate | null, now: number): CouponFormValues {
  if (!t) {
    return {
      title: '',
      ruleComments: '',
      titleTexts: {},
      ruleCommentsTexts: {},
      couponType: 'REDUCTION',
      couponBizTypes: ['SHOW'],
      amountYuan: 10,
      discount: 0,
      limitationType: 'AMOUNT',
      threshold: 100,
      useCouponRule: 'ALL_SHOW',
      couponUseLimitVO: emptyScope(),
      expirationType: 'FIXED',
      window: [now, now + 30 * 86_400_000],
      expirationUnit: 'DAY',
      length: 7,
      quantity: 100,
      perBuyerLimit: 1,
      useWay: 'ONLINE',
      needRealName: false,
      needFaceAuth: false,
      showReceivable: true,
      shareParts: 2
    }
  }
  return {
    title: t.title,
    ruleComments: t.ruleComments ?? '',
    titleTexts: t.titleTexts ?? {},
    ruleCommentsTexts: t.ruleCommentsTexts ?? {},
    couponType: t.couponType,
    couponBizTypes: t.couponBizTypes,
    amountYuan: fenToYuan(t.amount),
    discount: t.discount,
    limitationType: t.limitationType,
    threshold: t.limitationType === 'AMOUNT' ? fenToYuan(t.limitation) : t.limitation,
    useCouponRule: t.useCouponRule,
    couponUseLimitVO: t.couponUseLimitVO,
    expirationType: t.expirationType,
    window: t.startTime != null && t.expireTime != null ? [t.startTime, t.expireTime] : null,
    expirationUnit: t.expirationUnit ?? 'DAY',
    length: t.length ?? 7,
    quantity: t.quantity,
    perBuyerLimit: t.perBuyerLimit,
    useWay: t.useWay,
    needRealName: t.needRealName,
    needFaceAuth: t.needFaceAuth,
    showReceivable: t.showReceivable,
    shareParts: t.shareParts && t.shareParts > 1 ? t.shareParts : 2,
    privilegeCardId: t.privilegeCardId ?? null
  }
}

/** "¥20", "8.5折" / "15% off", or the exchange word, for the list. */
export function valueText(t: Pick<CouponTemplateInput, 'couponType' | 'amount' | 'discount'>, zh: boolean, exchangeWord: string): string {
  const box = valueBox(t.couponType)
  if (box === 'amount') return fenText(t.amount)
  if (box === 'discount')
    return zh ? `${t.discount % 10 === 0 ? t.discount / 10 : (t.discount / 10).toFixed(1)}折` : `${100 - t.discount}% off`
  return exchangeWord
}
