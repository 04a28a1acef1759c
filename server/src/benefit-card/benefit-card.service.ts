/**
 * What buyers read about benefit cards (product.md "Privilege card": card-list (login),
 * card-detail (/benefit-card/:cardId), card-range; calls "buyer/v3/purchased/privilege/card/query",
 * "buyer/v3/privilege/card/query_card_by_order_id (itemOrderId)"). The login variants add the caller's
 * held cards ("Privilege card item: shows a view button if the user holds an instance, otherwise buy").
 */
import type { Db } from '../db/db'
import { AppError } from '../http/app-error'
import { textIn, type Locale } from '../http/texts'
import type {
  BenefitCardListReply,
  BenefitCardMineListReply,
  BenefitCardMineView,
  BenefitCardView,
  CardRangeReply,
  CardRangeShow,
  CardTab,
  PrivilegeCardItem,
  PurchasedCardsReply
} from '../../../types/api/benefit-card'
import { buyRefusal, cardAmounts } from '../../../types/rules/benefit-card-rules'
import { showPosterUrl } from '../browse/show.presenter'
import { BenefitCardRepository, type CardRow, type InstanceView } from './benefit-card.repository'
import { presentCard, presentHeldCard } from './benefit-card.presenter'

export class BenefitCardService {
  private readonly cards: BenefitCardRepository

  constructor(db: Db) {
    this.cards = new BenefitCardRepository(db)
  }

  private async merchantCard(merchantId: string, cardId: string): Promise<CardRow> {
    const card = await this.cards.card(cardId)
    if (!card || card.merchant_id !== merchantId) throw new AppError('CARD_NOT_FOUND')
    return card
  }

  async list(merchantId: string, offset: number, length: number, locale: Locale, now: Date): Promise<BenefitCardListReply> {
    const { rows, total } = await this.cards.listed(merchantId, now, offset, length)
    return { cards: rows.map((c) => presentCard(c, locale, now)), total }
  }

  async listMine(
    merchantId: string,
    userId: string,
    offset: number,
    length: number,
    locale: Locale,
    now: Date
  ): Promise<BenefitCardMineListReply> {
    const { rows, total } = await this.cards.listed(merchantId, now, offset, length)
    return { cards: await this.withMine(rows, userId, locale, now), total }
  }

  /** card-detail: any of the merchant's cards (one switched off reads as off sale, so a shared link still opens). */
  async detail(merchantId: string, cardId: string, locale: Locale, now: Date): Promise<BenefitCardView> {
    return presentCard(await this.merchantCard(merchantId, cardId), locale, now)
  }

  async detailMine(merchantId: string, userId: string, cardId: string, locale: Locale, now: Date): Promise<BenefitCardMineView> {
    const [view] = await this.withMine([await this.merchantCard(merchantId, cardId)], userId, locale, now)
    return view
  }

  private async withMine(rows: CardRow[], userId: string, locale: Locale, now: Date): Promise<BenefitCardMineView[]> {
    const ids = rows.map((r) => r.id)
    const [held, bookable] = await Promise.all([this.cards.heldCounts(userId, ids), this.cards.bookableOf(userId, ids, now)])
    return rows.map((c) => {
      const { pointAmount } = cardAmounts({ priceMode: c.price_mode, cardPrice: c.card_price_fen, pointPrice: c.point_price })
      // Points and real name are told on card-confirm (pre_order); here only what the card itself allows.
      const refusal = buyRefusal(
        {
          enabled: c.enabled,
          remaining: c.remaining,
          perBuyerLimit: c.per_buyer_limit,
          validityType: c.validity_type,
          validUntil: c.valid_until?.getTime() ?? null,
          needRealName: false,
          pointAmount
        },
        { held: held.get(c.id) ?? 0, pointsOwned: pointAmount, verified: true },
        now.getTime()
      )
      return { ...presentCard(c, locale, now), userCardInstanceIds: bookable.get(c.id) ?? [], canBuy: refusal === undefined }
    })
  }

  /** card-range: the shows (a page), their future sessions and the tiers the card books. */
  async range(merchantId: string, cardId: string, offset: number, length: number, locale: Locale, now: Date): Promise<CardRangeReply> {
    const card = await this.merchantCard(merchantId, cardId)
    const { rows, total } = await this.cards.rangeShows(card.id, now, offset, length)
    const tiers = await this.cards.rangeTiers(
      card.id,
      rows.map((r) => r.id),
      now
    )
    const shows: CardRangeShow[] = rows.map((sh) => {
      const sessions = new Map<string, CardRangeShow['sessions'][number]>()
      for (const t of tiers.filter((x) => x.show_id === sh.id)) {
        const session = sessions.get(t.session_id) ?? {
          bizShowSessionId: t.session_id,
          sessionName: textIn(t.session_name, locale),
          startTime: t.starts_at.getTime(),
          tiers: []
        }
        session.tiers.push({ seatPlanId: t.tier_id, name: textIn(t.tier_name, locale), price: t.price_fen })
        sessions.set(t.session_id, session)
      }
      return {
        showId: sh.id,
        showName: textIn(sh.name, locale),
        posterUrl: showPosterUrl(sh),
        posterColor: sh.poster_color,
        venueName: textIn(sh.venue_name, locale),
        cityName: textIn(sh.city_name, locale),
        sessions: [...sessions.values()]
      }
    })
    return { cardId: card.id, allShows: card.use_rule === 'ALL_SHOW', shows, total }
  }

  /** card-list: the buyer's held cards, ACTIVE or HISTORY. */
  async purchased(userId: string, tab: CardTab, offset: number, length: number, locale: Locale, now: Date): Promise<PurchasedCardsReply> {
    const { rows, total } = await this.cards.instancesOf(userId, tab, now, offset, length)
    return { cards: rows.map((i) => presentHeldCard(i, locale, now)), total }
  }

  /** One held card with what it booked (card-detail opened with userCardInstanceId). Another buyer's reads as unknown. */
  async heldCard(instanceId: string, userId: string, locale: Locale, now: Date): Promise<PrivilegeCardItem> {
    const i = await this.cards.instance(instanceId)
    if (!i || i.user_id !== userId) throw new AppError('CARD_INSTANCE_NOT_FOUND')
    return this.presentWithExtras(i, locale, now)
  }

  /** query_card_by_order_id: the card a paid card order issued (pay-success). */
  async byOrder(itemOrderId: string, userId: string, locale: Locale, now: Date): Promise<PrivilegeCardItem> {
    const o = await this.cards.order(itemOrderId)
    if (!o || o.user_id !== userId) throw new AppError('CARD_ORDER_NOT_FOUND')
    const i = await this.cards.instanceOfOrder(o.id)
    if (!i) throw new AppError('CARD_INSTANCE_NOT_FOUND')
    return this.presentWithExtras(i, locale, now)
  }

  private async presentWithExtras(i: InstanceView, locale: Locale, now: Date): Promise<PrivilegeCardItem> {
    const showIds = i.use_rule === 'LIMIATION_SHOW_SESSION_SEATPLAN' ? (i.use_limit.showIds ?? []) : []
    const [seats, place] = await Promise.all([
      this.cards.seatsOf(i.id),
      showIds.length === 1 ? this.cards.placeOfShow(showIds[0]) : undefined
    ])
    return presentHeldCard(i, locale, now, { seats, place })
  }
}
