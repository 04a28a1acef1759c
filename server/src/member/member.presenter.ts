/** Membership rows → the replies the app reads (types/api/member.ts), texts in the request's language. */
import { translatedText, type Locale } from '../http/texts'
import type { AdminPrimeRight, LedgerEntry, MemberLevelView } from '../../../types/api/member'
import { formatDiscount } from '../../../types/rules/discount-percent'
import { memberDiscountLabel, type PrimeRight } from '../../../types/rules/member-rules'
import type { LedgerRow, LevelRow } from './member.repository'
import { BASE_LEVEL_ID, baseLevelName } from './member-words'

/** A level's rights in the buyer's language (a right without a translation reads its zh-CN texts). */
export function presentRights(rights: readonly AdminPrimeRight[], locale: Locale): PrimeRight[] {
  return rights.map((r) => ({
    icon: r.icon,
    primeRightTypeName: translatedText(r.primeRightTypeName, r.primeRightTypeNameTexts, locale),
    ...(r.badgeDesc ? { badgeDesc: translatedText(r.badgeDesc, r.badgeDescTexts, locale) } : {}),
    isDisplayToUser: r.isDisplayToUser,
    isHighlight: r.isHighlight
  }))
}

export function presentLevel(row: LevelRow, locale: Locale, defaulted: boolean): MemberLevelView {
  const visible = presentRights(row.rights, locale).filter((r) => r.isDisplayToUser)
  // Highlighted rights first, each group in the merchant's order.
  const primeRights = [...visible.filter((r) => r.isHighlight), ...visible.filter((r) => !r.isHighlight)]
  const percent = row.discount_percent ?? undefined
  const item = row.item_discount_percent ?? undefined
  return {
    levelId: row.level_id,
    primeLevelName: defaulted && row.level_id === BASE_LEVEL_ID ? baseLevelName(locale) : translatedText(row.name, row.name_texts, locale),
    threshold: row.threshold,
    ...(percent !== undefined
      ? { discountPercent: percent, formatDiscount: formatDiscount(percent), discountLabel: memberDiscountLabel(percent, locale) }
      : {}),
    ...(item !== undefined
      ? { itemDiscountPercent: item, itemFormatDiscount: formatDiscount(item), itemDiscountLabel: memberDiscountLabel(item, locale) }
      : {}),
    primeRights
  }
}

export function presentEntry(row: LedgerRow): LedgerEntry {
  return {
    id: row.id,
    kind: row.kind,
    amount: row.amount,
    ...(row.order_id ? { orderId: row.order_id } : {}),
    createdAt: new Date(row.created_at).getTime(),
    ...(row.expires_at ? { expiresAt: new Date(row.expires_at).getTime() } : {})
  }
}
