/**
 * An order's discount lines as the buyer and the console read them (OrderDetail.discounts):
 * what each step of its pricing took off, in pricing order (order-discount-lines.ts DISCOUNT_KINDS), named
 * in the request's language. Built from what was stored when the order was written
 * (OrderRepository.discountFacts), never priced again: a level, a promotion or a coupon edited since does
 * not change the amounts an order says it saved. The labels are the names as they are now (a renamed card
 * or promotion is read under its new name), and a coupon given back (the order closed or wholly refunded)
 * is no longer the order's, so its line reads 优惠券 / Coupon.
 */
import type { Locale } from '../../http/texts'
import { textIn } from '../../http/texts'
import type { OrderDiscountLine } from '../../../../types/api/order'
import { memberDiscountLabel } from '../../../../types/rules/member-rules'
import { memberPercentOf, type DiscountKind } from '../../../../types/rules/order-discount-lines'
import type { OrderDiscountFactsRow } from '../order.repository'

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

/** The lines that took something off, in pricing order. */
export function presentDiscounts(f: OrderDiscountFactsRow | undefined, locale: Locale): OrderDiscountLine[] {
  if (!f) return []
  const lines: Array<{ kind: DiscountKind; amount: number; label: () => string }> = [
    { kind: 'CARD', amount: Number(f.card_fen ?? 0), label: () => orWord(f.card_name, 'CARD', locale) },
    { kind: 'PRIVILEGE', amount: Number(f.privilege_fen ?? 0), label: () => orWord(f.privilege_name, 'PRIVILEGE', locale) },
    { kind: 'MEMBER', amount: Number(f.member_discount_fen), label: () => memberLabel(f, locale) },
    { kind: 'PROMOTION', amount: Number(f.promotion_fen), label: () => orWord(textIn(f.promotion_name, locale), 'PROMOTION', locale) },
    { kind: 'COUPON', amount: Number(f.coupon_fen), label: () => couponLabel(f, locale) },
    { kind: 'POINTS', amount: Number(f.points_fen), label: () => POINTS_USED[locale](KIND_WORDS.POINTS[locale], f.points_used) }
  ]
  return lines.filter((l) => l.amount > 0).map((l) => ({ kind: l.kind, amount: l.amount, label: l.label() }))
}

/**
 * The tickets at their public prices: the stored ticket amount is after a benefit card's price (order
 * creation writes it so), and at a privilege's prices; adding those back makes the lines add up to the
 * amount due (OrderDetail.discounts).
 */
export function publicTicketFen(ticketFen: number, f: OrderDiscountFactsRow | undefined): number {
  return ticketFen + Number(f?.card_fen ?? 0) + Number(f?.privilege_fen ?? 0)
}
