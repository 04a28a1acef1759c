/**
 * Offline coupons (product.md "Using a coupon: ... An offline coupon fetches a verify code and
 * shows a popup"; calls "buyer/v5/coupons/verify/code"). The buyer's phone asks for the coupon's current
 * code (types/rules/coupon-verify-code.ts: the ticket code's 30-second HOTP, under a key that stays here)
 * and asks again when it expires; the console reads the code and marks the coupon USED exactly once (a
 * conditional UPDATE under the coupon row's lock), refusing a made-up, expired, reused or ended one.
 */
import { randomBytes, randomInt, timingSafeEqual } from 'node:crypto'
import type { Db, Queryable } from '../db/db'
import { AppError } from '../http/app-error'
import type { Locale } from '../http/texts'
import type { AuditRepository } from '../staff/audit.repository'
import { nodeHmacSha1 } from '../account/token-codec'
import { formatLocal } from '../../../types/rules/merchant-time'
import { CODE_SECRET_BYTES } from '../../../types/rules/rotating-ticket-code'
import { VERIFY_NUMBER_DIGITS, couponVerifyCode, readVerifyCode, verifyCodeVerdict } from '../../../types/rules/coupon-verify-code'
import {
  COUPON_VERIFY_CODE_MAX,
  type AdminCouponVerification,
  type CouponVerifyCode,
  type CouponVerifyCodeRequest
} from '../../../types/api/coupon'
import type { CouponStatus } from '../../../types/rules/coupon-rules'
import { CouponOfflineRepository, type OfflineCouponRow } from './coupon-offline.repository'
import { discountDisplay } from './coupon-words'

/** A verify number: 16 digits, the first not 0 (so it keeps its length wherever it is read as a number). */
function newVerifyNumber(): string {
  let n = String(randomInt(1, 10))
  while (n.length < VERIFY_NUMBER_DIGITS) n += String(randomInt(0, 10))
  return n
}

const otpEqual = (a: string, b: string): boolean => a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b))

/** The status the buyer sees: an AVAILABLE coupon past its end is EXPIRED (never stored, migration 047). */
function statusAt(c: OfflineCouponRow, now: Date): CouponStatus {
  return c.status === 'AVAILABLE' && c.expire_at.getTime() <= now.getTime() ? 'EXPIRED' : c.status
}

export class CouponOfflineService {
  private readonly coupons: CouponOfflineRepository

  constructor(
    private readonly db: Db,
    private readonly deps: { timeZoneOf: (merchantId: string) => Promise<string>; auditOn?: (q: Queryable) => AuditRepository }
  ) {
    this.coupons = new CouponOfflineRepository(db)
  }

  /**
   * The caller's coupon's current code (by couponId), or each of his offline coupons of a template. An
   * online coupon has no code; a coupon not usable now (used, expired, on an order, not yet started)
   * answers its status with no code, so the open popup learns that it was just used. orderId (source
   * ORDER_INFO) is taken as the spec sends it, but names no coupon: an offline coupon never goes on an
   * order (coupon-rules.ts OFFLINE_ONLY), so the list is always by couponId or couponTemplateId.
   */
  async buyerCodes(
    merchantId: string,
    userId: string,
    req: CouponVerifyCodeRequest,
    locale: Locale,
    now: Date
  ): Promise<CouponVerifyCode[]> {
    if (!req.couponId && !req.couponTemplateId) throw new AppError('INVALID_PARAMETER', { detail: 'couponId' })
    const rows = await this.coupons.ofBuyer(
      userId,
      merchantId,
      { couponId: req.couponId, templateId: req.couponTemplateId },
      COUPON_VERIFY_CODE_MAX,
      now
    )
    if (rows.length === 0) throw new AppError('COUPON_NOT_FOUND')
    const offline = rows.filter((c) => c.use_way === 'OFFLINE')
    if (offline.length === 0) throw new AppError('COUPON_NOT_OFFLINE')
    const out: CouponVerifyCode[] = []
    for (const c of offline) out.push(await this.codeOf(c, locale, now))
    return out
  }

  /**
   * The console's verify: the code's coupon of this merchant marked USED by the staff member, in one
   * transaction with its audit row. Every refusal says why (made up, expired code, used, ended).
   */
  async verify(merchantId: string, staffId: string, typed: string, locale: Locale, now: Date): Promise<AdminCouponVerification> {
    const reading = readVerifyCode(typed)
    if (reading.kind !== 'CODE') throw new AppError('COUPON_VERIFY_CODE_INVALID')
    const c = await this.coupons.byNumber(merchantId, reading.parts.ticketNumber)
    if (!c || !c.verify_secret || c.use_way !== 'OFFLINE') throw new AppError('COUPON_VERIFY_CODE_INVALID')
    const verdict = verifyCodeVerdict(nodeHmacSha1, new Uint8Array(c.verify_secret), reading.parts, now.getTime(), otpEqual)
    if (verdict === 'INVALID') throw new AppError('COUPON_VERIFY_CODE_INVALID')
    // A used coupon says so even for an old code: the buyer's screenshot of a code already taken.
    await this.refuseUnusable(c, now)
    if (verdict === 'EXPIRED') throw new AppError('COUPON_VERIFY_CODE_EXPIRED')
    const done = await this.db.transaction(async (tx) => {
      const marked = await new CouponOfflineRepository(tx).markVerified(c.coupon_id, staffId, now)
      if (!marked) return undefined
      await this.deps.auditOn?.(tx).write(
        {
          merchantId,
          staffId,
          action: 'coupon.verify',
          target: `coupon:${c.coupon_id}`,
          before: { status: 'AVAILABLE' },
          after: { status: 'USED' }
        },
        now
      )
      return marked
    })
    if (!done) {
      // Another desk (or a double click) verified it first, or it ended meanwhile: read again and say which.
      const again = await this.coupons.byNumber(merchantId, reading.parts.ticketNumber)
      if (again) await this.refuseUnusable(again, now)
      throw new AppError('COUPON_NOT_USABLE_NOW')
    }
    return {
      couponId: c.coupon_id,
      couponTemplateId: c.template_id,
      title: c.title,
      discountDisplay: discountDisplay(c.coupon_type, c.amount_fen, c.discount, locale),
      ruleComments: c.rule_comments,
      usedAt: done.used_at.getTime()
    }
  }

  private async refuseUnusable(c: OfflineCouponRow, now: Date): Promise<void> {
    if (c.status === 'USED') {
      const at = c.used_at ?? c.verified_at
      throw new AppError('COUPON_ALREADY_USED', {
        at: at ? formatLocal(at, await this.deps.timeZoneOf(c.merchant_id), 'YYYY-MM-DD HH:mm') : '-'
      })
    }
    if (c.status !== 'AVAILABLE') throw new AppError('COUPON_NOT_USABLE_NOW')
    if (c.expire_at.getTime() <= now.getTime()) throw new AppError('COUPON_EXPIRED')
    if (c.start_at.getTime() > now.getTime()) throw new AppError('COUPON_NOT_USABLE_NOW')
  }

  private async codeOf(c: OfflineCouponRow, locale: Locale, now: Date): Promise<CouponVerifyCode> {
    const status = statusAt(c, now)
    const base = {
      couponId: c.coupon_id,
      couponStatus: status,
      statusImageUrl: null,
      title: c.title,
      description: c.rule_comments || discountDisplay(c.coupon_type, c.amount_fen, c.discount, locale),
      serverTime: now.getTime()
    }
    if (status !== 'AVAILABLE' || c.start_at.getTime() > now.getTime()) return { ...base, verifyCode: null, verifyCodeExpireTime: null }
    const key = await this.keyOf(c)
    return { ...base, ...couponVerifyCode(nodeHmacSha1, key.secret, key.number, now.getTime()) }
  }

  /** The coupon's verify number and key, given on its first code (a clash of random numbers tries again). */
  private async keyOf(c: OfflineCouponRow): Promise<{ number: string; secret: Uint8Array }> {
    if (c.verify_number && c.verify_secret) return { number: c.verify_number, secret: new Uint8Array(c.verify_secret) }
    for (let attempt = 0; attempt < 3; attempt++) {
      if (await this.coupons.giveKey(c.coupon_id, newVerifyNumber(), randomBytes(CODE_SECRET_BYTES))) break
    }
    const key = await this.coupons.key(c.coupon_id)
    if (!key) throw new AppError('INTERNAL')
    return { number: key.verify_number, secret: new Uint8Array(key.verify_secret) }
  }
}
