/**
 * Benefit cards as the buyer and the console read them (types/api/benefit-card.ts): rows never go out
 * directly. The selling line (promotionDesc) and the range in words are said here, per language, so every
 * page shows the same sentence.
 */
import type { Locale } from '../http/texts'
import { textIn, translatedText } from '../http/texts'
import { yuanText } from '../../../types/rules/money'
import type {
  AdminBenefitCard,
  AdminCardInstance,
  BenefitCardView,
  CardIdentityType,
  CardSeatInfo,
  CouponSupportReply,
  PrivilegeCardItem
} from '../../../types/api/benefit-card'
import { heldCardStatus } from '../../../types/rules/benefit-card-rules'
import { seatLabel } from '../../../types/rules/seat-key'
import type { CouponUseLimitVO } from '../../../types/api/coupon'
import type { CouponUseLimitVO as ScopeLists } from '../../../types/rules/coupon-rules'
import type { AdminInstanceRow, CardRow, CardSeatRow, InstanceRow, InstanceView } from './benefit-card.repository'

const WORDS: Record<
  Locale,
  {
    times: (n: number) => string
    annual: string
    days: (n: number) => string
    until: string
    free: string
    redeem: (yuan: string) => string
    allShows: string
    someShows: (n: number) => string
    selected: string
  }
> = {
  'zh-CN': {
    times: (n) => `${n}次观演`,
    annual: '年卡',
    days: (n) => `${n}天有效`,
    until: '限期有效',
    free: '免费兑换',
    redeem: (y) => `每次¥${y}`,
    allShows: '全部演出可用',
    someShows: (n) => `${n}场演出可用`,
    selected: '指定场次可用'
  },
  'zh-MO': {
    times: (n) => `${n}次觀演`,
    annual: '年卡',
    days: (n) => `${n}天有效`,
    until: '限期有效',
    free: '免費兌換',
    redeem: (y) => `每次¥${y}`,
    allShows: '全部演出可用',
    someShows: (n) => `${n}場演出可用`,
    selected: '指定場次可用'
  },
  'en-US': {
    times: (n) => (n === 1 ? '1 show' : `${n} shows`),
    annual: 'annual card',
    days: (n) => `valid ${n} days`,
    until: 'limited time',
    free: 'free tickets',
    redeem: (y) => `¥${y} a ticket`,
    allShows: 'All shows',
    someShows: (n) => (n === 1 ? '1 show' : `${n} shows`),
    selected: 'Selected sessions'
  }
}

const listOf = (l: readonly string[] | undefined): string[] => [...(l ?? [])]

export function limitVO(v: ScopeLists): CouponUseLimitVO {
  return {
    showIds: listOf(v.showIds),
    showSessionIds: listOf(v.showSessionIds),
    seatPlanIds: listOf(v.seatPlanIds),
    venueIds: listOf(v.venueIds),
    showTypes: listOf(v.showTypes),
    tagIds: listOf(v.tagIds),
    itemIds: listOf(v.itemIds),
    categoryIds: listOf(v.categoryIds)
  }
}

/** "3次观演 · 年卡 · 免费兑换". */
export function promotionDesc(
  c: Pick<CardRow, 'convertible_times' | 'validity_type' | 'valid_days' | 'redeem_price_fen'>,
  locale: Locale
): string {
  const w = WORDS[locale]
  const validity = c.validity_type === 'ANNUAL' ? w.annual : c.validity_type === 'DAYS' ? w.days(c.valid_days ?? 0) : w.until
  return [w.times(c.convertible_times), validity, c.redeem_price_fen === 0 ? w.free : w.redeem(yuanText(c.redeem_price_fen))].join(' · ')
}

export function rangeDesc(rule: string, v: ScopeLists, locale: Locale): string {
  const w = WORDS[locale]
  if (rule === 'ALL_SHOW') return w.allShows
  const shows = v.showIds?.length ?? 0
  return shows > 0 && !v.showSessionIds?.length && !v.seatPlanIds?.length ? w.someShows(shows) : w.selected
}

/**
 * A card's terms under the API's names, the same for the buyer and the console: the buyer reads the name
 * and description in their language; the console (no locale) reads the zh-CN ones and edits the rest.
 */
function cardTerms(c: CardRow, locale?: Locale) {
  return {
    cardName: locale ? translatedText(c.name, c.name_texts, locale) : c.name,
    cardUrl: c.image_url,
    description: locale ? translatedText(c.description, c.description_texts, locale) : c.description,
    priceMode: c.price_mode,
    cardPrice: c.card_price_fen,
    pointPrice: c.point_price,
    convertibleTimes: c.convertible_times,
    redeemPrice: c.redeem_price_fen,
    perSessionLimit: c.per_session_limit,
    validityType: c.validity_type,
    validUntil: c.valid_until?.getTime() ?? null,
    needRealName: c.need_real_name,
    range: { useCouponRule: c.use_rule, couponUseLimitVO: limitVO(c.use_limit) },
    perBuyerLimit: c.per_buyer_limit
  }
}

export function presentCard(c: CardRow, locale: Locale, now: Date): BenefitCardView {
  const onSale = c.enabled && c.remaining > 0 && (c.validity_type !== 'UNTIL' || (c.valid_until?.getTime() ?? 0) > now.getTime())
  return {
    cardId: c.id,
    ...cardTerms(c, locale),
    promotionDesc: promotionDesc(c, locale),
    isAnnualCard: c.validity_type === 'ANNUAL',
    // A buyer reads an annual card as 365 days.
    validDays: c.validity_type === 'ANNUAL' ? 365 : c.valid_days,
    rangeDesc: rangeDesc(c.use_rule, c.use_limit, locale),
    // What a buyer can still buy.
    stock: c.remaining,
    onSale
  }
}

/** "张**" style: the first character of the name, the number's first 3 and last 4. */
export function maskIdNo(no: string): string {
  return no.length <= 7 ? no.replace(/./g, '*') : `${no.slice(0, 3)}${'*'.repeat(no.length - 7)}${no.slice(-4)}`
}

function seatInfo(r: CardSeatRow, locale: Locale): CardSeatInfo {
  const tier = textIn(r.tier_name, locale)
  return {
    orderId: r.order_id,
    ticketId: r.ticket_id,
    showName: textIn(r.show_name, locale),
    sessionStart: r.starts_at.getTime(),
    seatInfo: r.seat_row !== null && r.seat_col !== null ? `${tier} ${seatLabel({ row: r.seat_row, col: r.seat_col }, locale)}` : tier,
    refunded: r.state === 'REFUNDED' || r.state === 'REFUNDING'
  }
}

/** A held card's status (benefit-card-rules heldCardStatus) from its stored row. */
export function instanceStatus(
  i: Pick<InstanceRow, 'state' | 'convertible_times' | 'redeemed_times' | 'expires_at' | 'card_order_id'>,
  now: Date
): ReturnType<typeof heldCardStatus> {
  return heldCardStatus(
    {
      state: i.state,
      convertibleTimes: i.convertible_times,
      redeemedTimes: i.redeemed_times,
      expirationTime: i.expires_at.getTime(),
      bought: i.card_order_id !== null
    },
    now.getTime()
  )
}

export interface HeldCardExtras {
  seats: CardSeatRow[]
  place?: { venue_name: unknown; city_name: unknown }
}

export function presentHeldCard(i: InstanceView, locale: Locale, now: Date, extras: HeldCardExtras = { seats: [] }): PrivilegeCardItem {
  const status = instanceStatus(i, now)
  return {
    cardName: translatedText(i.name, i.name_texts, locale),
    cardUrl: i.image_url,
    cardId: i.card_id,
    userCardInstanceId: i.id,
    ...status,
    isAnnualCard: i.validity_type === 'ANNUAL',
    expirationTime: i.expires_at.getTime(),
    promotionDesc: promotionDesc(
      { convertible_times: i.convertible_times, validity_type: i.validity_type, valid_days: null, redeem_price_fen: i.redeem_price_fen },
      locale
    ),
    priceMode: i.price_mode,
    cardPrice: i.pay_fen ?? 0,
    pointPrice: i.points ?? 0,
    convertibleTimes: i.convertible_times,
    redeemedTimes: i.redeemed_times,
    redeemPrice: i.redeem_price_fen,
    perSessionLimit: i.per_session_limit,
    identityName: i.identity_name,
    identityType: (i.identity_type as CardIdentityType | '') || '',
    identityNo: i.identity_no ? maskIdNo(i.identity_no) : '',
    venueName: extras.place ? textIn(extras.place.venue_name, locale) : '',
    cityName: extras.place ? textIn(extras.place.city_name, locale) : '',
    seatInfos: extras.seats.map((r) => seatInfo(r, locale)),
    source: i.coupon_id ? 'COUPON' : 'PURCHASE',
    itemOrderId: i.card_order_id ?? undefined,
    createdAt: i.created_at.getTime()
  }
}

export function presentAdminCard(c: CardRow, active: number): AdminBenefitCard {
  return {
    id: c.id,
    ...cardTerms(c),
    cardNameTexts: c.name_texts,
    descriptionTexts: c.description_texts,
    validDays: c.valid_days,
    stock: c.stock,
    enabled: c.enabled,
    remaining: c.remaining,
    sold: c.stock - c.remaining,
    active,
    createdAt: c.created_at.getTime(),
    updatedAt: c.updated_at.getTime()
  }
}

/** The buyer's phone or email with its middle hidden (the console's sales list). */
export function maskBuyer(contact: string | null): string {
  if (!contact) return ''
  const at = contact.indexOf('@')
  if (at > 0) return `${contact.slice(0, Math.min(2, at))}***${contact.slice(at)}`
  return contact.length > 7 ? `${contact.slice(0, 3)}****${contact.slice(-4)}` : contact
}

export function presentAdminInstance(i: AdminInstanceRow, now: Date): AdminCardInstance {
  const status = instanceStatus(i, now)
  return {
    userCardInstanceId: i.id,
    cardId: i.card_id,
    userId: i.user_id,
    buyer: maskBuyer(i.buyer),
    cardStatus: status.cardStatus,
    enabled: status.enabled,
    convertibleTimes: i.convertible_times,
    redeemedTimes: i.redeemed_times,
    expirationTime: i.expires_at.getTime(),
    source: i.coupon_id ? 'COUPON' : 'PURCHASE',
    payAmount: i.pay_fen ?? 0,
    pointAmount: i.points ?? 0,
    refundable: status.refundable,
    refundFailed: i.refund_failed,
    createdAt: i.created_at.getTime()
  }
}

export function presentSupport(card: Pick<CardRow, 'id' | 'name'> | undefined): CouponSupportReply {
  return card
    ? { supportUse: true, privilegeCardName: card.name, privilegeCardTemplateId: card.id, spuId: card.id }
    : { supportUse: false, privilegeCardName: '', privilegeCardTemplateId: '', spuId: '' }
}
