/**
 * An order's discount lines as the buyer and the console read them (OrderDetail.discounts):
 * what each step of its pricing took off, in pricing order (order-discount-lines.ts DISCOUNT_KINDS), named
 * in the request's language. Read from the order's quote (quote.ts quotePlaced), which is what was stored
 * when the order was written, never priced again: a level, a promotion or a coupon edited since does
 * not change the amounts an order says it saved. The labels are the names as they are now (a renamed card
 * or promotion is read under its new name), and a coupon given back (the order closed or wholly refunded)
 * is no longer the order's, so its line reads 优惠券 / Coupon.
 */
import type { Locale } from '../../http/texts'
import { textIn } from '../../http/texts'
import type { OrderDiscountLine } from '../../../../types/api/order'
import { memberDiscountLabel } from '../../../../types/rules/member-rules'
import { memberPercentOf, type DiscountKind } from '../../../../types/rules/order-discount-lines'
import type { OrderDiscountFactsRow } from './placed-quote.repository'
import type { PlacedQuote } from './quote'

/**
 * A line's name when the order no longer says more: the member percent not readable (a unit price under
 * 1.00), the coupons gone back to the buyer (the order closed or was wholly refunded), a name left empty.
 */
const KIND_WORDS: Record<DiscountKind, Record<Locale, string>> = {
  CARD: { 'zh-CN': '权益卡', 'zh-MO': '權益卡', 'en-US': 'Benefit card' },
  PRIVILEGE: { 'zh-CN': '优先购', 'zh-MO': '優先購', 'en-US': 'Privilege' },
  MEMBER: { 'zh-CN': '会员折扣', 'zh-MO': '會員折扣', 'en-US': 'Member discount' },
  PROMOTION: { 'zh-CN': '优惠活动', 'zh-MO': '優惠活動', 'en-US': 'Promotion' },
  COUPON: { 'zh-CN': '优惠券', 'zh-MO': '優惠券', 'en-US': 'Coupon' },
  POINTS: { 'zh-CN': '积分抵扣', 'zh-MO': '積分抵扣', 'en-US': 'Points' }
}

const POINTS_USED: Record<Locale, (label: string, n: string) => string> = {
  'zh-CN': (label, n) => `${label} (${n}积分)`,
  'zh-MO': (label, n) => `${label} (${n}積分)`,
  'en-US': (label, n) => `${label} (${n} points)`
}

const orWord = (name: string | null | undefined, kind: DiscountKind, locale: Locale) => name?.trim() || KIND_WORDS[kind][locale]

function memberLabel(f: OrderDiscountFactsRow, locale: Locale): string {
  const percent = f.member_unit ? memberPercentOf(Number(f.member_unit.unit), Number(f.member_unit.off)) : undefined
  return percent === undefined ? KIND_WORDS.MEMBER[locale] : memberDiscountLabel(percent, locale)
}

/** Two exchange coupons of one template read as one name; different ones are listed. */
function couponLabel(f: OrderDiscountFactsRow, locale: Locale): string {
  const titles = [...new Set((f.coupon_titles ?? []).map((t) => t.trim()).filter(Boolean))]
  return titles.length ? titles.join(locale === 'en-US' ? ', ' : '、') : KIND_WORDS.COUPON[locale]
}

/**
 * A placed order's quote as its discount lines (quote.ts quotePlaced): what each step took off, in pricing
 * order, with its name.
 */
export function presentDiscounts(q: Pick<PlacedQuote, 'taken' | 'recorded'>, locale: Locale): OrderDiscountLine[] {
  const f = q.recorded
  if (!f) return []
  const labels: Record<DiscountKind, () => string> = {
    CARD: () => orWord(f.card_name, 'CARD', locale),
    PRIVILEGE: () => orWord(f.privilege_name, 'PRIVILEGE', locale),
    MEMBER: () => memberLabel(f, locale),
    PROMOTION: () => orWord(textIn(f.promotion_name, locale), 'PROMOTION', locale),
    COUPON: () => couponLabel(f, locale),
    POINTS: () => POINTS_USED[locale](KIND_WORDS.POINTS[locale], f.points_used)
  }
  return q.taken.map((d) => ({ kind: d.kind, amount: d.fen, label: labels[d.kind]() }))
}
