/**
 * The benefit card form's values ↔ the card the gateway takes (types/api/benefit-card.ts). The form speaks
 * yuan and a date; the call speaks fen and epoch ms. Which price boxes a price mode shows, and which
 * validity box, is decided here so the form and its test read one rule (benefit-card-rules.ts checks it
 * again, and the gateway once more).
 */
import type { AdminBenefitCard, BenefitCardInput, CardValidityType, PriceMode } from '../../../../types/api/benefit-card'
import type { CouponUseLimitVO } from '../../../../types/api/coupon'
import type { Translations } from '../../../../types/api/translations'
import { fenText, fenToYuan, yuanToFen } from '../../../../types/rules/money'

export interface CardFormValues {
  cardName: string
  cardUrl: string
  description: string
  cardNameTexts: Translations
  descriptionTexts: Translations
  priceMode: PriceMode
  cardPriceYuan: number
  pointPrice: number
  convertibleTimes: number
  redeemPriceYuan: number
  perSessionLimit: number
  validityType: CardValidityType
  validDays: number | null
  /** Epoch ms: the end of the chosen day. */
  validUntil: number | null
  useCouponRule: 'ALL_SHOW' | 'LIMIATION_SHOW_SESSION_SEATPLAN'
  couponUseLimitVO: Partial<CouponUseLimitVO>
  stock: number
  perBuyerLimit: number
  enabled: boolean
  needRealName: boolean
}

/** The boxes a price mode shows: CASH a cash price, POINT points, CASH_POINT both. */
export function priceBoxes(mode: PriceMode): { cash: boolean; points: boolean } {
  return { cash: mode !== 'POINT', points: mode !== 'CASH' }
}

const fen = (yuan: number | null | undefined) => yuanToFen(yuan ?? 0)
const list = (l: readonly string[] | undefined) => [...(l ?? [])]

export function toCardInput(v: CardFormValues): BenefitCardInput {
  const boxes = priceBoxes(v.priceMode)
  const limited = v.useCouponRule === 'LIMIATION_SHOW_SESSION_SEATPLAN'
  const s = v.couponUseLimitVO ?? {}
  return {
    cardName: v.cardName.trim(),
    cardUrl: (v.cardUrl ?? '').trim(),
    description: v.description ?? '',
    cardNameTexts: v.cardNameTexts ?? {},
    descriptionTexts: v.descriptionTexts ?? {},
    priceMode: v.priceMode,
    cardPrice: boxes.cash ? fen(v.cardPriceYuan) : 0,
    pointPrice: boxes.points ? Math.round(v.pointPrice ?? 0) : 0,
    convertibleTimes: v.convertibleTimes,
    redeemPrice: fen(v.redeemPriceYuan),
    perSessionLimit: v.perSessionLimit ?? 0,
    validityType: v.validityType,
    validDays: v.validityType === 'DAYS' ? v.validDays : null,
    validUntil: v.validityType === 'UNTIL' ? v.validUntil : null,
    range: {
      useCouponRule: v.useCouponRule,
      couponUseLimitVO: {
        showIds: limited ? list(s.showIds) : [],
        showSessionIds: limited ? list(s.showSessionIds) : [],
        seatPlanIds: limited ? list(s.seatPlanIds) : [],
        venueIds: [],
        showTypes: [],
        tagIds: [],
        itemIds: [],
        categoryIds: []
      }
    },
    stock: v.stock,
    perBuyerLimit: v.perBuyerLimit ?? 0,
    enabled: v.enabled,
    needRealName: v.needRealName
  }
}

/** A new card starts as a cash annual card of 3 free tickets for every show. */
export function toCardFormValues(c: AdminBenefitCard | null): CardFormValues {
  if (!c) {
    return {
      cardName: '',
      cardUrl: '',
      description: '',
      cardNameTexts: {},
      descriptionTexts: {},
      priceMode: 'CASH',
      cardPriceYuan: 199,
      pointPrice: 0,
      convertibleTimes: 3,
      redeemPriceYuan: 0,
      perSessionLimit: 0,
      validityType: 'ANNUAL',
      validDays: 30,
      validUntil: null,
      useCouponRule: 'ALL_SHOW',
      couponUseLimitVO: {},
      stock: 100,
      perBuyerLimit: 0,
      enabled: true,
      needRealName: false
    }
  }
  return {
    cardName: c.cardName,
    cardUrl: c.cardUrl,
    description: c.description,
    cardNameTexts: c.cardNameTexts ?? {},
    descriptionTexts: c.descriptionTexts ?? {},
    priceMode: c.priceMode,
    cardPriceYuan: fenToYuan(c.cardPrice),
    pointPrice: c.pointPrice,
    convertibleTimes: c.convertibleTimes,
    redeemPriceYuan: fenToYuan(c.redeemPrice),
    perSessionLimit: c.perSessionLimit,
    validityType: c.validityType,
    validDays: c.validDays,
    validUntil: c.validUntil,
    useCouponRule: c.range.useCouponRule === 'LIMIATION_SHOW_SESSION_SEATPLAN' ? 'LIMIATION_SHOW_SESSION_SEATPLAN' : 'ALL_SHOW',
    couponUseLimitVO: c.range.couponUseLimitVO,
    stock: c.stock,
    perBuyerLimit: c.perBuyerLimit,
    enabled: c.enabled,
    needRealName: c.needRealName
  }
}

/** "¥199 + 300 积分" style price in the list. */
export function priceText(c: Pick<AdminBenefitCard, 'priceMode' | 'cardPrice' | 'pointPrice'>, pointsWord: string): string {
  const yuan = fenText(c.cardPrice)
  const points = `${c.pointPrice} ${pointsWord}`
  return c.priceMode === 'CASH' ? yuan : c.priceMode === 'POINT' ? points : `${yuan} + ${points}`
}
