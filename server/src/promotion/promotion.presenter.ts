/** Promotions as the app and the console read them: rows never go out as JSON directly. */
import { textIn, type Locale } from '../http/texts'
import { formatDiscount } from '../../../types/rules/discount-percent'
import { yuanShortText } from '../../../types/rules/money'
import { ACTIVITY_TYPE, PROMOTION_METHOD } from '../../../types/rules/promotion-rules'
import type { AdminPromotion, PromotionSlotView, PromotionView } from '../../../types/api/promotion'
import type { PromotionRow, ScopeRow, SlotTierRow } from './promotion.repository'

/** The one line the show page and the list show (the badge text of a promotion). */
export function promotionDescription(
  p: Pick<PromotionRow, 'kind' | 'fixed_fen' | 'slot_count' | 'discount_kind' | 'discount_value'>,
  locale: Locale
): string {
  if (p.kind === 'PACKAGE') {
    const price = yuanShortText(p.fixed_fen ?? 0)
    if (locale === 'en-US') return `Package of ${p.slot_count} shows: ¥${price}`
    return locale === 'zh-MO' ? `套票 ¥${price} / ${p.slot_count}場` : `套票 ¥${price} / ${p.slot_count}场`
  }
  if (p.discount_kind === 'PERCENT') {
    const v = p.discount_value ?? 100
    if (locale === 'en-US') return `Channel price: ${100 - v}% off`
    return `${locale === 'zh-MO' ? '渠道專享' : '渠道专享'}${formatDiscount(v)}折`
  }
  const off = yuanShortText(p.discount_value ?? 0)
  if (locale === 'en-US') return `Channel price: ¥${off} off each ticket`
  return locale === 'zh-MO' ? `渠道專享 每張減¥${off}` : `渠道专享 每张减¥${off}`
}

export function presentPromotion(p: PromotionRow, locale: Locale): PromotionView {
  return {
    promotionId: p.id,
    grantorMerchantId: p.merchant_id,
    promotionCategory: p.kind,
    ...(p.kind === 'PACKAGE'
      ? { activityType: ACTIVITY_TYPE, promotionMethod: PROMOTION_METHOD, fixedAmount: p.fixed_fen ?? 0, slotCount: p.slot_count ?? 0 }
      : {}),
    ...(p.kind === 'CHANNEL' && p.discount_kind ? { discountKind: p.discount_kind, discountValue: p.discount_value ?? 0 } : {}),
    name: textIn(p.name, locale),
    description: textIn(p.description, locale),
    promotionDescription: promotionDescription(p, locale),
    startTime: p.start_at.getTime(),
    endTime: p.end_at.getTime(),
    remaining: p.quota === null ? null : Math.max(0, p.quota - p.used),
    perBuyerLimit: p.per_buyer_limit
  }
}

/** The slots with their shows, sessions and tiers, in slot, show start and tier order. */
export function presentSlots(slotCount: number, rows: SlotTierRow[], locale: Locale): PromotionSlotView[] {
  const slots: PromotionSlotView[] = Array.from({ length: slotCount }, (_, slot) => ({ slot, shows: [] }))
  const sorted = [...rows].sort(
    (a, b) =>
      a.slot - b.slot || a.starts_at.getTime() - b.starts_at.getTime() || a.price_fen - b.price_fen || (a.tier_id < b.tier_id ? -1 : 1)
  )
  for (const r of sorted) {
    const slot = slots[r.slot]
    if (!slot) continue
    let show = slot.shows.find((s) => s.showId === r.show_id)
    if (!show) {
      show = {
        showId: r.show_id,
        showName: textIn(r.show_name, locale),
        posterUrl: r.poster_url,
        posterColor: r.poster_color,
        venueName: textIn(r.venue_name, locale),
        cityName: textIn(r.city_name, locale),
        limitPerOrder: r.limit_per_order,
        sessions: []
      }
      slot.shows.push(show)
    }
    let session = show.sessions.find((s) => s.sessionId === r.session_id)
    if (!session) {
      session = { sessionId: r.session_id, sessionName: textIn(r.session_name, locale), startTime: r.starts_at.getTime(), tiers: [] }
      show.sessions.push(session)
    }
    session.tiers.push({ seatPlanId: r.tier_id, seatPlanName: textIn(r.tier_name, locale), price: r.price_fen, available: r.available })
  }
  return slots
}

export function presentAdminPromotion(p: PromotionRow, scopes: ScopeRow[], locale: Locale): AdminPromotion {
  return {
    ...presentPromotion(p, locale),
    state: p.state,
    channelCode: p.channel_code,
    quota: p.quota,
    used: p.used,
    scopes: scopes.map((s) => ({ slot: s.slot, showId: s.show_id, sessionId: s.session_id, seatPlanId: s.tier_id }))
  }
}
