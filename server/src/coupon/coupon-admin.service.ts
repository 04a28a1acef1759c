/**
 * The console's coupon templates: make and change a template of any kind, stop issuing it,
 * and make exchange codes in batches (each batch sets its size aside from the remaining quantity, so a
 * handed-out code always has its coupon) exported as formula-safe CSV. Every change writes an audit row
 * in its own transaction; a refused template writes nothing.
 */
import { keptTranslations } from '../http/texts'
import { randomBytes } from 'node:crypto'
import type { Db, Queryable } from '../db/db'
import { AppError } from '../http/app-error'
import type { Locale } from '../http/texts'
import { randomId } from '../account/token-codec'
import type { AuditRepository } from '../staff/audit.repository'
import { CSV_BOM, csvLine } from '../staff/csv'
import { formatInvitationCode, invitationCodeFrom } from '../../../types/rules/invitation-code'
import {
  COUPON_CODE_BATCH_MAX,
  type AdminCouponCodeBatch,
  type AdminCouponCodeBatchCreate,
  type AdminCouponReport,
  type AdminCouponReportRow,
  type AdminCouponTemplate,
  type CouponTemplateInput
} from '../../../types/api/coupon'
import type { CouponType, UseWay } from '../../../types/rules/coupon-rules'
import { CouponRepository, type TemplateWrite } from './coupon.repository'
import { presentAdminTemplate, presentBatch } from './coupon.presenter'
import { templateError } from './coupon-template-check'
import { couponCodeState, couponCsvHeader } from './coupon-csv'

/** Exchange codes share the invitation codes' form (20 base32 characters, 100 random bits). */
export function newExchangeCodes(n: number): string[] {
  const codes = new Set<string>()
  while (codes.size < n) codes.add(invitationCodeFrom(randomBytes(20)))
  return [...codes]
}

/** A template's public receive code: 12 base32 characters (60 bits; not a secret, only unique). */
function newTemplateCode(): string {
  return invitationCodeFrom(randomBytes(20)).slice(0, 12)
}

function toWrite(t: CouponTemplateInput): TemplateWrite {
  const fixed = t.expirationType === 'FIXED'
  return {
    title: t.title.trim(),
    ruleComments: (t.ruleComments ?? '').trim(),
    titleTexts: keptTranslations(t.titleTexts),
    ruleCommentsTexts: keptTranslations(t.ruleCommentsTexts),
    couponType: t.couponType,
    bizTypes: t.couponBizTypes,
    amountFen: t.amount,
    discount: t.discount,
    limitationType: t.limitationType,
    limitation: t.limitation,
    useRule: t.useCouponRule,
    useLimit: t.couponUseLimitVO,
    expirationType: t.expirationType,
    startAt: fixed && typeof t.startTime === 'number' ? new Date(t.startTime) : null,
    expireAt: fixed && typeof t.expireTime === 'number' ? new Date(t.expireTime) : null,
    expirationUnit: fixed ? null : (t.expirationUnit ?? null),
    length: fixed ? null : (t.length ?? null),
    quantity: t.quantity,
    perBuyerLimit: t.perBuyerLimit,
    useWay: t.useWay,
    needRealName: t.needRealName,
    needFaceAuth: t.needFaceAuth,
    showReceivable: t.showReceivable,
    shareParts: t.shareParts ?? 1
  }
}

/** The card an exchange coupon gives (issue #18 benefit cards), or null. */
function cardOf(t: CouponTemplateInput): string | null {
  return t.privilegeCardId ? t.privilegeCardId : null
}

export class CouponAdminService {
  private readonly coupons: CouponRepository

  constructor(
    private readonly db: Db,
    private readonly auditOn: (q: Queryable) => AuditRepository
  ) {
    this.coupons = new CouponRepository(db)
  }

  async list(merchantId: string): Promise<AdminCouponTemplate[]> {
    return (await this.coupons.adminTemplates(merchantId)).map(presentAdminTemplate)
  }

  async one(merchantId: string, id: string): Promise<AdminCouponTemplate> {
    const [row] = await this.coupons.adminTemplates(merchantId, id)
    if (!row) throw new AppError('COUPON_NOT_FOUND')
    return presentAdminTemplate(row)
  }

  async create(merchantId: string, staffId: string, input: CouponTemplateInput, now: Date): Promise<AdminCouponTemplate> {
    await this.check(merchantId, input, now, true)
    const id = randomId('ctp_')
    const write = toWrite(input)
    await this.db.transaction(async (tx) => {
      await new CouponRepository(tx).insertTemplate(id, newTemplateCode(), merchantId, write, staffId, now)
      await new CouponRepository(tx).setPrivilegeCard(id, merchantId, cardOf(input))
      await this.auditOn(tx).write({ merchantId, staffId, action: 'coupon.create', target: id, before: null, after: write }, now)
    })
    return this.one(merchantId, id)
  }

  async update(merchantId: string, staffId: string, id: string, input: CouponTemplateInput, now: Date): Promise<AdminCouponTemplate> {
    const before = await this.one(merchantId, id)
    await this.check(merchantId, input, now, false)
    const write = toWrite(input)
    await this.db.transaction(async (tx) => {
      if (!(await new CouponRepository(tx).updateTemplate(id, merchantId, write, now))) throw new AppError('COUPON_QUANTITY_INVALID')
      await new CouponRepository(tx).setPrivilegeCard(id, merchantId, cardOf(input))
      await this.auditOn(tx).write({ merchantId, staffId, action: 'coupon.update', target: id, before, after: write }, now)
    })
    return this.one(merchantId, id)
  }

  /** Stop issuing: no more receiving from shows or topic pages (codes already handed out stay good). */
  async stop(merchantId: string, staffId: string, id: string, now: Date): Promise<AdminCouponTemplate> {
    await this.one(merchantId, id)
    await this.db.transaction(async (tx) => {
      await new CouponRepository(tx).stop(id, merchantId, now)
      await this.auditOn(tx).write(
        { merchantId, staffId, action: 'coupon.stop', target: id, before: null, after: { state: 'STOPPED' } },
        now
      )
    })
    return this.one(merchantId, id)
  }

  async batches(merchantId: string, templateId: string): Promise<AdminCouponCodeBatch[]> {
    await this.one(merchantId, templateId)
    return (await this.coupons.batches(merchantId, templateId)).map(presentBatch)
  }

  async createBatch(
    merchantId: string,
    staffId: string,
    templateId: string,
    body: AdminCouponCodeBatchCreate,
    now: Date
  ): Promise<AdminCouponCodeBatch> {
    if (!Number.isInteger(body.size) || body.size < 1 || body.size > COUPON_CODE_BATCH_MAX)
      throw new AppError('INVALID_PARAMETER', { detail: 'size' })
    await this.one(merchantId, templateId)
    const id = randomId('ccb_')
    const label = (body.label ?? '').trim().slice(0, 60)
    await this.db.transaction(async (tx) => {
      const r = new CouponRepository(tx)
      const reserved = await r.reserveForBatch(templateId, body.size, now)
      // A stopped or ended template hands out nothing new: its codes would be coupons received after the stop.
      if (reserved === 'CLOSED') throw new AppError('COUPON_TEMPLATE_CLOSED')
      if (reserved === 'SHORT') throw new AppError('COUPON_CODES_SHORT', { n: body.size })
      await r.insertBatch({ id, merchantId, templateId, label, staffId, now }, newExchangeCodes(body.size))
      await this.auditOn(tx).write(
        { merchantId, staffId, action: 'coupon.codes', target: templateId, before: null, after: { batchId: id, size: body.size, label } },
        now
      )
    })
    const [row] = await this.coupons.batches(merchantId, templateId, id)
    return presentBatch(row)
  }

  /** The batch's codes as CSV lines (BOM first, for spreadsheets), every cell escaped against formulas. */
  async csv(merchantId: string, batchId: string, locale: Locale): Promise<string> {
    const [batch] = await this.coupons.batches(merchantId, '', batchId)
    if (!batch) throw new AppError('NOT_FOUND')
    const template = await this.one(merchantId, batch.template_id)
    const lines = [csvLine(couponCsvHeader(locale))]
    for (const c of await this.coupons.codes(batchId))
      lines.push(csvLine([c.seq, formatInvitationCode(c.code), batch.label, template.title, couponCodeState(c, locale)]))
    return CSV_BOM + lines.join('')
  }

  /**
   * Voids an exchange-code batch: its unredeemed codes stop working (exchange answers COUPON_CODE_VOIDED),
   * the coupons already received with its codes stay, and the coupons set aside for the stopped codes go
   * back to the template's remaining. Voiding a voided batch changes nothing and answers it as it is.
   */
  async voidBatch(merchantId: string, staffId: string, batchId: string, now: Date): Promise<AdminCouponCodeBatch> {
    await this.db.transaction(async (tx) => {
      const done = await new CouponRepository(tx).voidBatch(batchId, merchantId, staffId, now)
      if (done.result === 'MISSING') throw new AppError('NOT_FOUND')
      if (done.result === 'DONE')
        await this.auditOn(tx).write(
          { merchantId, staffId, action: 'coupon.codes.void', target: batchId, before: null, after: { voided: done.voided } },
          now
        )
    })
    const [row] = await this.coupons.batches(merchantId, '', batchId)
    return presentBatch(row)
  }

  /** "coupons issued/used/expired per template with discount given" (the Coupons page's report tab). */
  async report(merchantId: string, now: Date): Promise<AdminCouponReport> {
    const rows: AdminCouponReportRow[] = (await this.coupons.report(merchantId, now)).map((r) => ({
      couponTemplateId: r.id,
      title: r.title,
      couponType: r.coupon_type as CouponType,
      useWay: r.use_way as UseWay,
      state: r.state,
      quantity: r.quantity,
      issued: r.issued,
      used: r.used,
      usedOffline: r.used_offline,
      pending: r.pending,
      expired: r.expired,
      discountFen: Number(r.discount_fen)
    }))
    const sum = (k: 'quantity' | 'issued' | 'used' | 'usedOffline' | 'pending' | 'expired' | 'discountFen'): number =>
      rows.reduce((n, r) => n + r[k], 0)
    const mixedFen = await this.coupons.reportMixedFen(merchantId)
    return {
      rows,
      totals: {
        quantity: sum('quantity'),
        issued: sum('issued'),
        used: sum('used'),
        usedOffline: sum('usedOffline'),
        pending: sum('pending'),
        expired: sum('expired'),
        discountFen: sum('discountFen') + mixedFen
      },
      mixedDiscountFen: mixedFen
    }
  }

  /** The field rules, then the scope's ids against the merchant's catalogue (goods and tags have no table yet: any ids). */
  private async check(merchantId: string, input: CouponTemplateInput, now: Date, isNew: boolean): Promise<void> {
    const error = templateError(input, now, isNew)
    if (error) throw new AppError(error)
    const v = input.couponUseLimitVO
    const known = await this.coupons.knownIds(merchantId, {
      showIds: v.showIds,
      sessionIds: v.showSessionIds,
      tierIds: v.seatPlanIds,
      venueIds: v.venueIds,
      categories: v.showTypes
    })
    const expected = {
      shows: v.showIds.length,
      sessions: v.showSessionIds.length,
      tiers: v.seatPlanIds.length,
      venues: v.venueIds.length,
      categories: v.showTypes.length
    }
    for (const [kind, n] of Object.entries(expected)) if (known[kind] !== n) throw new AppError('COUPON_SCOPE_INVALID')
    // A benefit card only on an exchange coupon for benefit cards, and only the merchant's own card.
    const card = cardOf(input)
    if (card !== null && !(input.couponType === 'EXCHANGE' && input.couponBizTypes.includes('PRIVILEGE_CARD')))
      throw new AppError('CARD_EXCHANGE_UNSUPPORTED')
    if (card !== null && !(await this.coupons.isMerchantCard(merchantId, card))) throw new AppError('CARD_NOT_FOUND')
  }
}
