/**
 * Receiving and holding coupons (product.md "Other states", receiving a coupon; calls "Coupons
 * and users"). A buyer receives from a show's coupon list or a topic page's template (by the template's
 * couponCode) or by an exchange code. Receiving is atomic against the template's quantity and the
 * per-buyer limit: in one transaction the buyer's holding is counted up by a conditional upsert (its row
 * lock decides a buyer racing himself), the coupon is written, and the template's remaining is taken down
 * by the statement sent with the COMMIT, whose check refuses the coupon past the last one. Locks in one
 * order everywhere: the exchange code row, the holding row, then the template row last (its decrement also
 * re-checks that the template is still ACTIVE and open, so a stop committed meanwhile issues nothing).
 */
import type { Db } from '../db/db'
import { AppError } from '../http/app-error'
import type { Locale } from '../http/texts'
import { randomId } from '../account/token-codec'
import { normalizeInvitationCode } from '../../../types/rules/invitation-code'
import {
  COUPON_PAGE_MAX,
  type CouponSelfPageReply,
  type CouponShowsReply,
  type CouponTab,
  type CouponTemplateView,
  type CouponView,
  type ExchangeCheckReply,
  type ObtainType
} from '../../../types/api/coupon'
import { couponValidityWindow, type ExpirationUnit } from '../../../types/rules/coupon-rules'
import { CouponRepository, isReceiveRefused, type TemplateRow } from './coupon.repository'
import { couponUses } from '../../../types/rules/coupon-support'
import type { CouponSupportInfo } from '../../../types/api/user-calls'
import { presentCoupon, presentCouponShow, presentTemplate } from './coupon.presenter'
import { CouponOfflineService } from './coupon-offline.service'
import { CouponPackService, openPack, opensPack } from './coupon-pack.service'

/** What the coupon area asks of other areas: the buyer's real-name and face states, the merchant's time zone. */
export interface CouponDeps {
  /** The buyer has a passed real-name certification (the certification area's answer). */
  realNamePassed: (userId: string) => Promise<boolean>
  /** The buyer has a passed face check for their current real name (FACE_CERT). */
  facePassed: (userId: string) => Promise<boolean>
  timeZoneOf: (merchantId: string) => Promise<string>
  /** The benefit card an exchange coupon still exchanges for (the benefit-card area's support_auto_use). */
  cardExchangeOf?: (
    merchantId: string,
    userId: string,
    couponId: string,
    now: Date
  ) => Promise<{ privilegeCardTemplateId: string; privilegeCardName: string } | null>
}

const COUPON_SHOWS_MAX = 100
const COUPON_RECOMMEND_MAX = 50

/**
 * A received coupon's window: the template's fixed one, or `length` units from the moment it is received
 * counted on the merchant's calendar (the rule module's couponValidityWindow, which the app reads too).
 */
export function couponWindow(
  t: Pick<TemplateRow, 'expiration_type' | 'start_at' | 'expire_at' | 'expiration_unit' | 'length'>,
  now: Date,
  zone: string
): { startAt: Date; expireAt: Date } {
  const w =
    t.expiration_type === 'FIXED' && t.start_at && t.expire_at
      ? couponValidityWindow(
          { expirationType: 'FIXED', startTime: t.start_at.getTime(), expireTime: t.expire_at.getTime() },
          now.getTime(),
          zone
        )
      : couponValidityWindow(
          { expirationType: 'DYNAMIC', expirationUnit: (t.expiration_unit ?? 'DAY') as ExpirationUnit, length: t.length ?? 1 },
          now.getTime(),
          zone
        )
  return { startAt: new Date(w.startTime), expireAt: new Date(w.expireTime) }
}

export class CouponService {
  private readonly coupons: CouponRepository
  /** Offline coupons' verify codes (buyer/v5/coupons/verify/code). */
  readonly offline: CouponOfflineService
  /** Multi-user packs shared by link (coupon-share). */
  readonly packs: CouponPackService

  constructor(
    private readonly db: Db,
    private readonly deps: CouponDeps
  ) {
    this.coupons = new CouponRepository(db)
    this.offline = new CouponOfflineService(db, { timeZoneOf: deps.timeZoneOf })
    this.packs = new CouponPackService(db)
  }

  /** The show's receivable coupons; with a caller, whether each is obtained or limited for him. */
  async showList(merchantId: string, showId: string, userId: string | null, locale: Locale, now: Date): Promise<CouponTemplateView[]> {
    const rows = await this.coupons.receivableForShow(merchantId, showId, now)
    const held = userId
      ? await this.coupons.heldBy(
          userId,
          rows.map((r) => r.id)
        )
      : new Map<string, number>()
    return rows.map((r) => presentTemplate(r, held.get(r.id) ?? 0, locale))
  }

  /** Templates to receive anywhere (coupon-recommend-list); with a caller, whether each is obtained or limited. */
  async recommended(merchantId: string, userId: string | null, locale: Locale, now: Date): Promise<CouponTemplateView[]> {
    const rows = await this.coupons.recommended(merchantId, now, COUPON_RECOMMEND_MAX)
    const held = userId
      ? await this.coupons.heldBy(
          userId,
          rows.map((r) => r.id)
        )
      : new Map<string, number>()
    return rows.map((r) => presentTemplate(r, held.get(r.id) ?? 0, locale))
  }

  /** A template by its receive code (coupon-receive: a link or QR carries the couponCode and the source). */
  async byCode(merchantId: string, couponCode: string, userId: string | null, locale: Locale): Promise<CouponTemplateView> {
    const t = await this.coupons.templateByCode(couponCode.trim())
    if (!t || t.merchant_id !== merchantId) throw new AppError('COUPON_NOT_FOUND')
    return this.detail(merchantId, t.id, userId, locale)
  }

  /** One template (the topic page's coupon template route): any of the merchant's, stopped ones too (shown as such). */
  async detail(merchantId: string, templateId: string, userId: string | null, locale: Locale): Promise<CouponTemplateView> {
    const t = await this.coupons.template(templateId)
    if (!t || t.merchant_id !== merchantId) throw new AppError('COUPON_NOT_FOUND')
    const held = userId ? ((await this.coupons.heldBy(userId, [t.id])).get(t.id) ?? 0) : 0
    return presentTemplate(t.state === 'ACTIVE' ? t : { ...t, remaining: 0 }, held, locale)
  }

  /** POST obtain { couponCode }: one coupon of the template with that code. */
  async obtain(
    merchantId: string,
    userId: string,
    couponCode: string,
    obtainType: ObtainType,
    locale: Locale,
    now: Date
  ): Promise<CouponView> {
    const t = await this.coupons.templateByCode(couponCode.trim())
    if (!t || t.merchant_id !== merchantId) throw new AppError('COUPON_NOT_FOUND')
    if (t.state !== 'ACTIVE' || (t.expire_at && t.expire_at.getTime() <= now.getTime())) throw new AppError('COUPON_NOT_RECEIVABLE')
    await this.checkBuyer(t, userId)
    // Most of a crowd past the last coupon is answered without a transaction; the check below decides the rest.
    if (t.remaining <= 0) throw new AppError('COUPON_GONE')
    const couponId = randomId('cpn_')
    const window = couponWindow(t, now, await this.deps.timeZoneOf(merchantId))
    try {
      await this.db.transaction(async (tx) => {
        const r = new CouponRepository(tx)
        if (!(await r.countForBuyer(t.id, userId, t.per_buyer_limit))) throw new AppError('COUPON_LIMIT_REACHED')
        // A multi-user template opens a pack (migration 066): the receiver's coupon is its first part.
        const amountFen = opensPack(t) ? await openPack(tx, t, { userId, couponId, expireAt: window.expireAt }, now) : undefined
        await r.insertCoupon({
          id: couponId,
          templateId: t.id,
          merchantId,
          userId,
          obtainType: obtainType === 'EXCHANGE_CODE' ? 'SHOW_OBTAIN' : obtainType,
          ...window,
          now,
          amountFen
        })
        tx.commitWith(r.takeOneStatement(t.id, now))
      })
    } catch (error) {
      // The decrement refused it: none left, or the template was stopped or ended after the read above.
      if (isReceiveRefused(error)) throw new AppError((await this.coupons.isOpen(t.id, now)) ? 'COUPON_GONE' : 'COUPON_NOT_RECEIVABLE')
      throw error
    }
    return this.one(couponId, locale, now)
  }

  /**
   * POST exchange { exchangeCode }: the code's coupon for the caller. Unknown codes, other merchants'
   * codes and codes another buyer redeemed get one answer; the caller's own redeemed code answers with
   * its coupon again (a retried request). The per-buyer limit counts an exchanged coupon like a received one.
   */
  /**
   * What an exchange code gives this buyer now, or the refusal the exchange would answer: the checks of
   * exchange and exchange_check, so the check never says yes to a code the exchange refuses. `redeemed`: the
   * code was already exchanged by this buyer (the exchange answers that coupon again).
   */
  private async exchangeable(merchantId: string, userId: string, typed: string, locale: Locale, now: Date) {
    const code = normalizeInvitationCode(typed)
    const facts = code ? await this.coupons.codeFacts(code) : undefined
    if (!code || !facts || facts.merchant_id !== merchantId) throw new AppError('COUPON_CODE_INVALID')
    if (facts.coupon_id) return { code, redeemed: await this.redeemedBy(facts, userId, locale, now) }
    // Its batch was voided in the console (migration 065): the code stopped working, coupons already received stay.
    if (facts.voided_at) throw new AppError('COUPON_CODE_VOIDED')
    const t = await this.coupons.template(facts.template_id)
    if (!t) throw new AppError('COUPON_CODE_INVALID')
    // A code's coupon was set aside when its batch was made: stopping the template ends receiving, not the codes handed out.
    if (t.expire_at && t.expire_at.getTime() <= now.getTime()) throw new AppError('COUPON_NOT_RECEIVABLE')
    await this.checkBuyer(t, userId)
    return { code, template: t }
  }

  /**
   * POST exchange_check { exchangeCode }: the coupon the code would give, before it is spent. Read only; the
   * per-buyer limit is read here and decided again by the exchange's own conditional write.
   */
  async exchangeCheck(merchantId: string, userId: string, typed: string, locale: Locale, now: Date): Promise<ExchangeCheckReply> {
    const found = await this.exchangeable(merchantId, userId, typed, locale, now)
    if (found.redeemed) return { couponTemplateId: found.redeemed.couponTemplateId, redeemed: true, coupon: found.redeemed }
    const t = found.template
    const held = (await this.coupons.heldBy(userId, [t.id])).get(t.id) ?? 0
    if (held >= t.per_buyer_limit) throw new AppError('COUPON_LIMIT_REACHED')
    return { couponTemplateId: t.id, redeemed: false, template: presentTemplate(t, held, locale) }
  }

  async exchange(merchantId: string, userId: string, typed: string, locale: Locale, now: Date): Promise<CouponView> {
    const found = await this.exchangeable(merchantId, userId, typed, locale, now)
    if (found.redeemed) return found.redeemed
    const { code, template: t } = found
    const couponId = randomId('cpn_')
    const window = couponWindow(t, now, await this.deps.timeZoneOf(merchantId))
    try {
      await this.db.transaction(async (tx) => {
        const r = new CouponRepository(tx)
        if (!(await r.redeemCode(code, userId, couponId, now))) throw new AppError('COUPON_CODE_INVALID')
        if (!(await r.countForBuyer(t.id, userId, t.per_buyer_limit))) throw new AppError('COUPON_LIMIT_REACHED')
        const amountFen = opensPack(t) ? await openPack(tx, t, { userId, couponId, expireAt: window.expireAt }, now) : undefined
        await r.insertCoupon({ id: couponId, templateId: t.id, merchantId, userId, obtainType: 'EXCHANGE_CODE', ...window, now, amountFen })
        tx.commitWith(r.issueReservedStatement(t.id))
      })
    } catch (error) {
      // Lost the race to a retry of the caller's own request: answer as the winner did.
      if (error instanceof AppError && error.code === 'COUPON_CODE_INVALID') {
        const again = await this.coupons.codeFacts(code)
        if (again?.coupon_id) return this.redeemedBy(again, userId, locale, now)
        // Or to a void of its batch committing meanwhile.
        if (again?.voided_at) throw new AppError('COUPON_CODE_VOIDED')
      }
      throw error
    }
    return this.one(couponId, locale, now)
  }

  /** POST pack/take { shareCode }: one part of a shared pack, answered as the caller's new coupon. */
  async takePart(merchantId: string, userId: string, shareCode: string, locale: Locale, now: Date): Promise<CouponView> {
    return this.one(await this.packs.take(merchantId, shareCode, userId, now), locale, now)
  }

  /** My coupons (buyer/v5/coupons/self/page): the usable ones, or the history. */
  async selfPage(
    merchantId: string,
    userId: string,
    tab: CouponTab,
    offset: number,
    length: number,
    locale: Locale,
    now: Date
  ): Promise<CouponSelfPageReply> {
    const { rows, total } = await this.coupons.ofBuyer(userId, merchantId, tab, now, offset, Math.min(length, COUPON_PAGE_MAX))
    const zone = await this.deps.timeZoneOf(merchantId)
    return { coupons: rows.map((c) => presentCoupon(c, now, zone, locale)), total }
  }

  /** The shows a coupon applies to (coupon-shows page). */
  async shows(merchantId: string, templateId: string, locale: Locale): Promise<CouponShowsReply> {
    const t = await this.coupons.template(templateId)
    if (!t || t.merchant_id !== merchantId) throw new AppError('COUPON_NOT_FOUND')
    const rows = t.biz_types.includes('SHOW') ? await this.coupons.showsOfTemplate(t.id, COUPON_SHOWS_MAX) : []
    return { allShows: t.use_rule === 'ALL_SHOW' || t.use_rule === 'ALL_PRODUCT', shows: rows.map((s) => presentCouponShow(s, locale)) }
  }

  /**
   * "A coupon that needs real-name shows a dialog 实名认证, 仅限实名认证用户领取"; "Face authentication is
   * required when needFaceAuth is set, the user lacks a passed certificate, and the merchant needs it".
   */
  private async checkBuyer(t: TemplateRow, userId: string): Promise<void> {
    if (!t.need_real_name && !t.need_face_auth) return
    // A face check is made against the verified real name, so a face-auth coupon asks for that first.
    if (!(await this.deps.realNamePassed(userId))) throw new AppError('COUPON_NEEDS_REAL_NAME')
    if (t.need_face_auth && !(await this.deps.facePassed(userId))) throw new AppError('COUPON_NEEDS_FACE_AUTH')
  }

  private async redeemedBy(
    facts: { coupon_id: string | null; redeemed_by: string | null },
    userId: string,
    locale: Locale,
    now: Date
  ): Promise<CouponView> {
    if (!facts.coupon_id || facts.redeemed_by !== userId) throw new AppError('COUPON_CODE_INVALID')
    return this.one(facts.coupon_id, locale, now)
  }

  /** GET coupon support-info: what the buyer's own coupon can be used for (types/rules/coupon-support.ts). */
  async supportInfo(merchantId: string, userId: string, couponId: string, locale: Locale, now: Date): Promise<CouponSupportInfo> {
    const c = await this.coupons.ownCoupon(couponId, userId, merchantId)
    if (!c) throw new AppError('COUPON_NOT_FOUND')
    const view = presentCoupon(c, now, await this.deps.timeZoneOf(merchantId), locale)
    const uses = couponUses(view)
    const cardExchange = uses.forCard && this.deps.cardExchangeOf ? await this.deps.cardExchangeOf(merchantId, userId, couponId, now) : null
    return {
      couponId,
      shows: uses.shows,
      goods: uses.goods,
      parking: uses.parking,
      offline: uses.offline,
      scopeText: view.useCouponRuleDesc,
      cardExchange,
      usable: view.usable
    }
  }

  private async one(couponId: string, locale: Locale, now: Date): Promise<CouponView> {
    const c = await this.coupons.coupon(couponId)
    if (!c) throw new AppError('COUPON_NOT_FOUND')
    return presentCoupon(c, now, await this.deps.timeZoneOf(c.merchant_id), locale)
  }
}
