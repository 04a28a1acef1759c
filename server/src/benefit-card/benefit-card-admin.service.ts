/**
 * The console's benefit cards: make and change
 * a card (price mode and prices, times, redemption price, validity, range, stock, per-buyer limit, on/off,
 * real name), see its sales (the held cards and their redeemed times), and refund a held card (the owner).
 * Every change writes an audit row in its own transaction; a refused card writes nothing.
 */
import { keptTranslations } from '../http/texts'
import type { Db, Queryable } from '../db/db'
import { AppError } from '../http/app-error'
import type { AuditRepository } from '../staff/audit.repository'
import {
  CARD_DESCRIPTION_MAX,
  CARD_NAME_MAX,
  CARD_PER_BUYER_MAX,
  CARD_POINTS_MAX,
  CARD_PRICE_MAX,
  CARD_STOCK_MAX,
  CARD_TIMES_MAX,
  CARD_VALID_DAYS_MAX,
  type AdminBenefitCard,
  type AdminCardInstancePage,
  type BenefitCardInput
} from '../../../types/api/benefit-card'
import { cardRuleProblem } from '../../../types/rules/benefit-card-rules'
import { BenefitCardRepository, type CardInsert } from './benefit-card.repository'
import { presentAdminCard, presentAdminInstance } from './benefit-card.presenter'
import { refundHeldCard, type CardStores } from './card-order.service'

/** Why the console's card is refused, in the words of card_invalid's {reason} (the console shows its own per field too). */
function inputProblem(c: BenefitCardInput, now: Date): string | undefined {
  const name = c.cardName.trim()
  if (name.length < 1 || name.length > CARD_NAME_MAX) return 'cardName'
  // zh-CN is required (above); a translation may be left out, but not be longer than the name may be.
  if (Object.values(c.cardNameTexts ?? {}).some((text) => (text ?? '').trim().length > CARD_NAME_MAX)) return 'cardName'
  if (c.description.length > CARD_DESCRIPTION_MAX) return 'description'
  if (c.cardPrice > CARD_PRICE_MAX) return 'cardPrice'
  if (c.pointPrice > CARD_POINTS_MAX) return 'pointPrice'
  if (c.convertibleTimes > CARD_TIMES_MAX) return 'convertibleTimes'
  if (c.redeemPrice > CARD_PRICE_MAX) return 'redeemPrice'
  if (!Number.isSafeInteger(c.stock) || c.stock < 0 || c.stock > CARD_STOCK_MAX) return 'stock'
  if (!Number.isSafeInteger(c.perBuyerLimit) || c.perBuyerLimit < 0 || c.perBuyerLimit > CARD_PER_BUYER_MAX) return 'perBuyerLimit'
  if (c.validityType === 'DAYS' && (c.validDays ?? 0) > CARD_VALID_DAYS_MAX) return 'validDays'
  const problem = cardRuleProblem(
    {
      priceMode: c.priceMode,
      cardPrice: c.cardPrice,
      pointPrice: c.pointPrice,
      validityType: c.validityType,
      validDays: c.validityType === 'ANNUAL' ? null : c.validDays,
      validUntil: c.validUntil,
      convertibleTimes: c.convertibleTimes,
      redeemPrice: c.redeemPrice,
      perSessionLimit: c.perSessionLimit,
      useCouponRule: c.range.useCouponRule,
      couponUseLimitVO: c.range.couponUseLimitVO
    },
    now.getTime()
  )
  return problem?.toLowerCase()
}

function toInsert(merchantId: string, c: BenefitCardInput): CardInsert {
  const v = c.range.couponUseLimitVO
  return {
    merchantId,
    name: c.cardName.trim(),
    imageUrl: c.cardUrl.trim(),
    description: c.description,
    nameTexts: keptTranslations(c.cardNameTexts),
    descriptionTexts: keptTranslations(c.descriptionTexts),
    priceMode: c.priceMode,
    cardPriceFen: c.cardPrice,
    pointPrice: c.pointPrice,
    convertibleTimes: c.convertibleTimes,
    redeemPriceFen: c.redeemPrice,
    perSessionLimit: c.perSessionLimit,
    validityType: c.validityType,
    validDays: c.validityType === 'DAYS' ? c.validDays : null,
    validUntil: c.validityType === 'UNTIL' && c.validUntil !== null ? new Date(c.validUntil) : null,
    useRule: c.range.useCouponRule,
    // Only the lists a card's range reads are kept.
    useLimit:
      c.range.useCouponRule === 'ALL_SHOW' ? {} : { showIds: v.showIds, showSessionIds: v.showSessionIds, seatPlanIds: v.seatPlanIds },
    stock: c.stock,
    perBuyerLimit: c.perBuyerLimit,
    enabled: c.enabled,
    needRealName: c.needRealName
  }
}

export class BenefitCardAdminService {
  private readonly cards: BenefitCardRepository

  constructor(
    private readonly db: Db,
    private readonly auditOn: (q: Queryable) => AuditRepository,
    private readonly stores: (q: Queryable) => CardStores
  ) {
    this.cards = new BenefitCardRepository(db)
  }

  async list(merchantId: string, now: Date): Promise<AdminBenefitCard[]> {
    const [rows, active] = await Promise.all([this.cards.cardsOf(merchantId), this.cards.salesOf(merchantId, now)])
    return rows.map((c) => presentAdminCard(c, active.get(c.id) ?? 0))
  }

  async one(merchantId: string, id: string, now: Date): Promise<AdminBenefitCard> {
    const card = await this.cards.card(id)
    if (!card || card.merchant_id !== merchantId) throw new AppError('CARD_NOT_FOUND')
    return presentAdminCard(card, (await this.cards.salesOf(merchantId, now)).get(id) ?? 0)
  }

  async create(merchantId: string, staffId: string, input: BenefitCardInput, now: Date): Promise<AdminBenefitCard> {
    await this.check(merchantId, input, now)
    const write = toInsert(merchantId, input)
    const id = await this.db.transaction(async (tx) => {
      const made = await new BenefitCardRepository(tx).insertCard(write, now)
      await this.auditOn(tx).write({ merchantId, staffId, action: 'card.create', target: made, before: null, after: write }, now)
      return made
    })
    return this.one(merchantId, id, now)
  }

  /** A change applies to cards sold from now on; held cards keep the terms they were bought with (059). */
  async update(merchantId: string, staffId: string, id: string, input: BenefitCardInput, now: Date): Promise<AdminBenefitCard> {
    const before = await this.one(merchantId, id, now)
    await this.check(merchantId, input, now)
    const write = toInsert(merchantId, input)
    await this.db.transaction(async (tx) => {
      const r = new BenefitCardRepository(tx)
      const locked = await r.lockCard(id)
      if (!locked) throw new AppError('CARD_NOT_FOUND')
      const sold = locked.stock - locked.remaining
      if (input.stock < sold) throw new AppError('CARD_STOCK_BELOW_SOLD', { sold })
      await r.updateCard(id, write, now)
      await this.auditOn(tx).write({ merchantId, staffId, action: 'card.update', target: id, before, after: write }, now)
    })
    return this.one(merchantId, id, now)
  }

  async instances(merchantId: string, cardId: string, offset: number, length: number, now: Date): Promise<AdminCardInstancePage> {
    await this.one(merchantId, cardId, now)
    const { rows, total } = await this.cards.instancesOfCard(cardId, offset, length)
    return { instances: rows.map((i) => presentAdminInstance(i, now)), total }
  }

  /**
   * The owner refunds a held card of the merchant's (unused and unexpired, as a buyer may), or asks again
   * for a card refund that failed after every attempt (the money is still owed; the card stays REFUNDING).
   */
  async refund(merchantId: string, staffId: string, instanceId: string, now: Date): Promise<AdminCardInstancePage['instances'][number]> {
    const held = await this.cards.adminInstance(instanceId)
    if (!held || held.merchant_id !== merchantId) throw new AppError('CARD_INSTANCE_NOT_FOUND')
    const failed = held.state === 'REFUNDING' ? await this.cards.failedCardRefund(instanceId) : undefined
    if (failed) {
      await this.db.transaction(async (tx) => {
        if (!(await this.stores(tx).refunds.retry(failed, now))) throw new AppError('CARD_NOT_REFUNDABLE')
        await this.auditOn(tx).write(
          { merchantId, staffId, action: 'card.refund_retry', target: instanceId, before: null, after: { refundId: failed } },
          now
        )
      })
    } else {
      // The audit row in the refund's transaction, as paid membership's and sales' are: no refund without its row.
      await refundHeldCard(this.db, this.stores, instanceId, { merchantId }, now, (tx) =>
        this.auditOn(tx).write(
          { merchantId, staffId, action: 'card.refund', target: instanceId, before: null, after: { state: 'REFUNDING' } },
          now
        )
      )
    }
    const row = await this.cards.adminInstance(instanceId)
    if (!row) throw new AppError('CARD_INSTANCE_NOT_FOUND')
    return presentAdminInstance(row, now)
  }

  /** The field rules, then the range's ids against the merchant's catalogue. */
  private async check(merchantId: string, input: BenefitCardInput, now: Date): Promise<void> {
    const problem = inputProblem(input, now)
    if (problem) throw new AppError('CARD_INVALID', { reason: problem })
    const v = input.range.couponUseLimitVO
    if (input.range.useCouponRule === 'ALL_SHOW') return
    const known = await this.cards.knownRangeIds(merchantId, { showIds: v.showIds, sessionIds: v.showSessionIds, tierIds: v.seatPlanIds })
    if (known.shows !== v.showIds.length || known.sessions !== v.showSessionIds.length || known.tiers !== v.seatPlanIds.length)
      throw new AppError('CARD_INVALID', { reason: 'range' })
  }
}
