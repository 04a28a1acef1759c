/**
 * A coupon's rules in words, per language (useCouponRuleDesc, couponRestrictionLimitDesc, discountDisplay
 * of the spec's Coupon entity): the gateway says them so every page shows the same sentence.
 */
import type { Locale } from '../http/texts'
import type { LimitationType, UseCouponRule } from '../../../types/rules/coupon-rules'
import { yuanText } from '../../../types/rules/money'

const RULES: Record<Locale, Record<UseCouponRule, string>> = {
  'zh-CN': {
    LIMIATION_ITEM: '限指定商品可用',
    LIMIATION_ITEM_CATEGORY: '限指定商品分类可用',
    LIMIATION_VENUE_USE: '限指定场馆可用',
    LIMIATION_SHOW_SESSION_SEATPLAN: '限指定演出可用',
    LIMIATION_SHOW_TYPE_OR_TAG: '限指定演出类型或标签可用',
    ALL_PRODUCT: '全场通用',
    ALL_SHOW: '全部演出可用'
  },
  'zh-MO': {
    LIMIATION_ITEM: '限指定商品可用',
    LIMIATION_ITEM_CATEGORY: '限指定商品分類可用',
    LIMIATION_VENUE_USE: '限指定場館可用',
    LIMIATION_SHOW_SESSION_SEATPLAN: '限指定演出可用',
    LIMIATION_SHOW_TYPE_OR_TAG: '限指定演出類型或標籤可用',
    ALL_PRODUCT: '全場通用',
    ALL_SHOW: '全部演出可用'
  },
  'en-US': {
    LIMIATION_ITEM: 'Selected goods only',
    LIMIATION_ITEM_CATEGORY: 'Selected goods categories only',
    LIMIATION_VENUE_USE: 'Selected venues only',
    LIMIATION_SHOW_SESSION_SEATPLAN: 'Selected shows only',
    LIMIATION_SHOW_TYPE_OR_TAG: 'Selected show types or tags only',
    ALL_PRODUCT: 'Everything in the shop',
    ALL_SHOW: 'All shows'
  }
}

export function useCouponRuleDesc(rule: UseCouponRule, locale: Locale): string {
  return RULES[locale][rule]
}

export function restrictionLimitDesc(type: LimitationType, limitation: number, locale: Locale): string {
  if (type === 'AMOUNT' && limitation > 0)
    return {
      'zh-CN': `满${yuanText(limitation)}元可用`,
      'zh-MO': `滿${yuanText(limitation)}元可用`,
      'en-US': `On orders of ¥${yuanText(limitation)} or more`
    }[locale]
  if (type === 'QUANTITY' && limitation > 0)
    return { 'zh-CN': `满${limitation}件可用`, 'zh-MO': `滿${limitation}件可用`, 'en-US': `On ${limitation} or more items` }[locale]
  return { 'zh-CN': '无门槛', 'zh-MO': '無門檻', 'en-US': 'No minimum' }[locale]
}

/** "¥20" for money off, "8.5折" / "15% off" for a discount, "兑换券" for an exchange coupon. */
export function discountDisplay(couponType: string, amountFen: number, discount: number, locale: Locale): string {
  if (couponType === 'EXCHANGE') return { 'zh-CN': '兑换券', 'zh-MO': '兌換券', 'en-US': 'Exchange' }[locale]
  if (couponType === 'DISCOUNT' || couponType === 'FULL_DISCOUNT') {
    const zhe = discount % 10 === 0 ? String(discount / 10) : (discount / 10).toFixed(1)
    return locale === 'en-US' ? `${100 - discount}% off` : `${zhe}折`
  }
  return `¥${yuanText(amountFen)}`
}
