/** Show rows → the reply shapes the app reads (types/api/show.ts); texts picked for the request's locale. */
import { textIn, type Locale } from '../http/texts'
import type { DeliveryOption } from '../../../types/api/show'
import type { ShowBrief } from '../../../types/api/show-calls'
import { priceInfo } from '../../../types/rules/price-info'
import { formatLocal, utcOffsetMinutes } from '../../../types/rules/merchant-time'
import type { ShowRow, TierRow } from './show.repository'
import type { StatusResult } from './show-status'
import { statusLabel, buttonText } from './status-texts'
import { serviceTags, storedTagsToShow } from './show-terms'
import { serviceTagTitle } from './term-texts'
import { effectiveRefundRule } from '../../../types/rules/refund-rule'

/** The merchant's promotions while the show can be bought, then the service tags derived from its settings. */
/** couponOffered: a coupon for the show can be had now (CouponRepository.showsWithReceivable). */
export function presentTags(
  row: ShowRow,
  status: StatusResult,
  couponOffered: boolean,
  locale: Locale
): Array<{ type: string; title: string }> {
  return [
    ...storedTagsToShow(row.tags, status, couponOffered).map((t) => ({ type: t.type, title: textIn(t.title, locale) })),
    ...serviceTags(row).map((kind) => ({ type: 'SERVICE', title: serviceTagTitle(kind, locale) }))
  ]
}

/** Splits a name around case-insensitive matches of the keyword, so the app can mark them. */
export function markMatches(name: string, keyword: string | undefined): Array<{ text: string; highlight: boolean }> {
  const k = keyword?.trim()
  if (!k) return [{ text: name, highlight: false }]
  const parts: Array<{ text: string; highlight: boolean }> = []
  const lower = name.toLowerCase()
  const needle = k.toLowerCase()
  let at = 0
  for (let i = lower.indexOf(needle); i >= 0; i = lower.indexOf(needle, at)) {
    if (i > at) parts.push({ text: name.slice(at, i), highlight: false })
    parts.push({ text: name.slice(i, i + needle.length), highlight: true })
    at = i + needle.length
  }
  if (at < name.length) parts.push({ text: name.slice(at), highlight: false })
  return parts
}

/** "yyyy.MM.dd - yyyy.MM.dd, or a single date when both fall on the same day", in the merchant's zone. */
export function dateRange(first: Date | null, last: Date | null, zone: string): string {
  if (!first || !last) return ''
  const a = formatLocal(first, zone, 'YYYY.MM.DD')
  const b = formatLocal(last, zone, 'YYYY.MM.DD')
  return a === b ? a : `${a} - ${b}`
}

export function posterUrl(showId: string): string {
  return `/pub/images/poster/${encodeURIComponent(showId)}.svg`
}

/** The merchant's uploaded poster, else the show's generated art. */
export function showPosterUrl(row: Pick<ShowRow, 'id' | 'poster_url'>): string {
  return row.poster_url ?? posterUrl(row.id)
}

/** A card's lowest price: "¥100起" in Chinese, "From ¥100" in English (the word goes before the price there). */
export function fromPriceInfo(fen: number, locale: Locale) {
  const info = priceInfo(fen)
  return locale === 'en-US' ? { ...info, prefix: `From ${info.prefix}` } : { ...info, suffix: '起' }
}

export function presentCard(row: ShowRow, status: StatusResult, couponOffered: boolean, locale: Locale, zone: string, keyword?: string) {
  const name = textIn(row.name, locale)
  return {
    showId: row.id,
    showName: name,
    showNameArr: markMatches(name, keyword),
    posterUrl: showPosterUrl(row),
    posterColor: row.poster_color,
    showType: row.category_code,
    showTypeDesc: textIn(row.category_name, locale),
    cityId: row.city_id,
    cityName: textIn(row.city_name, locale),
    venueName: textIn(row.venue_name, locale),
    displayShowTime: dateRange(row.first_time, row.last_time, zone),
    firstShowTime: row.first_time ? new Date(row.first_time).getTime() : undefined,
    lastShowTime: row.last_time ? new Date(row.last_time).getTime() : undefined,
    minOriginalPriceInfo: row.min_price === null ? undefined : fromPriceInfo(row.min_price, locale),
    showStatus: status.status,
    showStatusDisplay: statusLabel(status.status, locale),
    showTags: presentTags(row, status, couponOffered, locale),
    soldOut: status.soldOut,
    isFree: row.max_price === 0,
    wantCount: row.want_count,
    refundRule: effectiveRefundRule(row.refund_rule, row.refund_hours_before, row.refund_fee_percent)
  }
}

export function presentStatic(row: ShowRow, status: StatusResult, couponOffered: boolean, locale: Locale, zone: string, now: Date) {
  return {
    showId: row.id,
    showName: textIn(row.name, locale),
    posterUrl: showPosterUrl(row),
    posterColor: row.poster_color,
    content: textIn(row.description, locale),
    showType: row.category_code,
    backendCategory: { displayName: textIn(row.category_name, locale) },
    showTags: presentTags(row, status, couponOffered, locale),
    firstShowTime: row.first_time ? new Date(row.first_time).getTime() : undefined,
    lastShowTime: row.last_time ? new Date(row.last_time).getTime() : undefined,
    displayShowTime: dateRange(row.first_time, row.last_time, zone),
    // The merchant's zone as of the first session (or now without one).
    utcOffset: utcOffsetMinutes(row.first_time ?? now, zone),
    venueId: row.venue_id,
    venueName: textIn(row.venue_name, locale),
    venueAddress: textIn(row.venue_address, locale),
    venueLat: row.venue_lat,
    venueLng: row.venue_lng,
    cityId: row.city_id,
    cityName: textIn(row.city_name, locale),
    minOriginalPriceInfo: row.min_price === null ? undefined : priceInfo(row.min_price),
    maxOriginalPriceInfo: row.max_price === null ? undefined : priceInfo(row.max_price),
    minLimitAge: row.min_age ?? undefined,
    supportSeatPicking: row.seat_picking,
    limitPerOrder: row.limit_per_order,
    limitPerAccount: row.limit_per_account,
    realName: row.real_name,
    deliveryMethods: deliveryMethods(row.express_fee_fen),
    tourId: row.tour_id ?? undefined,
    showGroupId: row.group_id ?? undefined,
    wantCount: row.want_count,
    refundRule: effectiveRefundRule(row.refund_rule, row.refund_hours_before, row.refund_fee_percent)
  }
}

/** E-tickets always; paper tickets by express where the show sends them, for its fee. */
export function deliveryMethods(expressFeeFen: number | null): DeliveryOption[] {
  const eTicket: DeliveryOption = { deliverMethod: 'E_TICKET', fee: 0 }
  return expressFeeFen === null ? [eTicket] : [eTicket, { deliverMethod: 'EXPRESS', fee: expressFeeFen }]
}

export function presentDynamic(status: StatusResult, saleTime: Date | null, locale: Locale) {
  return {
    showDetailStatus: status.status,
    showStatusDisplay: statusLabel(status.status, locale),
    saleTime: saleTime ? new Date(saleTime).getTime() : undefined,
    saleTimeCountdown: status.saleTimeCountdown,
    buttonText: buttonText(status.status, locale),
    soldOut: status.soldOut,
    canBuy: status.buyable,
    seatPickType: undefined as string | undefined
  }
}

export function presentTier(tier: TierRow, locale: Locale) {
  return {
    seatPlanId: tier.id,
    bizShowSessionId: tier.session_id,
    seatPlanName: textIn(tier.name, locale),
    originalPrice: tier.price_fen,
    priceInfo: priceInfo(tier.price_fen),
    seated: tier.seated,
    minAge: tier.min_age ?? undefined
  }
}

/** The show's short brief (share cards, the booking header): what a card says, with the price range. */
export function presentBrief(row: ShowRow, status: StatusResult, couponOffered: boolean, locale: Locale, zone: string): ShowBrief {
  return {
    showId: row.id,
    showName: textIn(row.name, locale),
    posterUrl: showPosterUrl(row),
    posterColor: row.poster_color,
    firstShowTime: row.first_time ? new Date(row.first_time).getTime() : undefined,
    lastShowTime: row.last_time ? new Date(row.last_time).getTime() : undefined,
    displayShowTime: dateRange(row.first_time, row.last_time, zone),
    minOriginalPriceInfo: row.min_price === null ? undefined : priceInfo(row.min_price),
    maxOriginalPriceInfo: row.max_price === null ? undefined : priceInfo(row.max_price),
    minOriginalPrice: row.min_price ?? undefined,
    maxOriginalPrice: row.max_price ?? undefined,
    venueId: row.venue_id,
    venueName: textIn(row.venue_name, locale),
    cityName: textIn(row.city_name, locale),
    showTags: presentTags(row, status, couponOffered, locale)
  }
}
