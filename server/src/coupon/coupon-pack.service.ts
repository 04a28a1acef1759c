/**
 * Multi-user coupon packs (couponType MULTI_USER_RANDOM_CASH / MULTI_USER_FIXED_CASH; product.md
 * "coupon-share"). Receiving such a template opens a pack of its amount split among share_parts people
 * (types/rules/coupon-pack-split.ts, priced when the pack is made): the receiver's coupon is the first part,
 * and the share link lets others take one part each, atomically (coupon-pack.repository.ts). Every part
 * is a coupon of the template worth its own amount, with the pack's window.
 */
import { randomBytes, randomInt } from 'node:crypto'
import type { Db, Queryable } from '../db/db'
import { AppError } from '../http/app-error'
import type { Locale } from '../http/texts'
import { randomId } from '../account/token-codec'
import { invitationCodeFrom } from '../../../types/rules/invitation-code'
import { isPackKind, splitPack } from '../../../types/rules/coupon-pack-split'
import type { CouponPackView } from '../../../types/api/coupon'
import type { CouponType, LimitationType, UseCouponRule } from '../../../types/rules/coupon-rules'
import { CouponRepository, type TemplateRow } from './coupon.repository'
import { CouponPackRepository, isPartTakenTwice } from './coupon-pack.repository'
import { discountDisplay, restrictionLimitDesc, useCouponRuleDesc } from './coupon-words'

/** A float in [0, 1) from the system's CSPRNG: a buyer cannot predict the parts. */
const cryptoRandom = (): number => randomInt(0, 2 ** 47) / 2 ** 47 // randomInt takes a range below 2^48

/** Whether receiving this template opens a pack (a multi-user kind split among 2 or more). */
export function opensPack(t: Pick<TemplateRow, 'coupon_type' | 'share_parts'>): boolean {
  return isPackKind(t.coupon_type) && t.share_parts >= 2
}

/**
 * Inside the receive's transaction: prices the pack, writes it with the owner's first part and answers
 * that part's amount (the owner's coupon is written with it).
 */
export async function openPack(
  q: Queryable,
  t: TemplateRow,
  owner: { userId: string; couponId: string; expireAt: Date },
  now: Date
): Promise<number> {
  if (!isPackKind(t.coupon_type)) throw new AppError('INTERNAL')
  const amounts = splitPack(t.amount_fen, t.share_parts, t.coupon_type, cryptoRandom)
  await new CouponPackRepository(q).insert(
    {
      id: randomId('cpk_'),
      templateId: t.id,
      merchantId: t.merchant_id,
      ownerId: owner.userId,
      ownerCouponId: owner.couponId,
      shareCode: invitationCodeFrom(randomBytes(20)).slice(0, 16),
      totalFen: t.amount_fen,
      expireAt: owner.expireAt,
      now
    },
    amounts
  )
  return amounts[0]
}

export class CouponPackService {
  private readonly packs: CouponPackRepository
  private readonly coupons: CouponRepository

  constructor(private readonly db: Db) {
    this.packs = new CouponPackRepository(db)
    this.coupons = new CouponRepository(db)
  }

  async view(merchantId: string, shareCode: string, userId: string | null, locale: Locale, now: Date): Promise<CouponPackView> {
    const pack = await this.packs.byShareCode(shareCode.trim())
    if (!pack || pack.merchant_id !== merchantId) throw new AppError('COUPON_PACK_NOT_FOUND')
    const t = await this.coupons.template(pack.template_id)
    if (!t) throw new AppError('COUPON_PACK_NOT_FOUND')
    const parts = await this.packs.parts(pack.id)
    const mine = userId ? parts.find((p) => p.user_id === userId) : undefined
    // A random pack's open parts stay hidden (what is left to win); a fixed one's are no secret.
    const showOpen = t.coupon_type === 'MULTI_USER_FIXED_CASH'
    return {
      shareCode: pack.share_code,
      couponTemplateId: t.id,
      title: t.title,
      ruleComments: t.rule_comments,
      couponType: t.coupon_type as CouponType,
      useCouponRuleDesc: useCouponRuleDesc(t.use_rule as UseCouponRule, locale),
      couponRestrictionLimitDesc: restrictionLimitDesc(t.limitation_type as LimitationType, t.limitation, locale),
      totalFen: pack.total_fen,
      discountDisplay: discountDisplay(t.coupon_type, pack.total_fen, 0, locale),
      parts: pack.parts,
      taken: parts.filter((p) => p.user_id).length,
      expireTime: pack.expire_at.getTime(),
      ended: pack.expire_at.getTime() <= now.getTime(),
      owner: userId === pack.owner_id,
      myCouponId: mine?.coupon_id ?? null,
      partList: parts.map((p) => ({
        seq: p.seq,
        amount: p.user_id || showOpen ? p.amount_fen : null,
        taken: !!p.user_id,
        mine: !!userId && p.user_id === userId
      }))
    }
  }

  /** One part for the caller: a coupon of the template worth the part, with the pack's window. */
  async take(merchantId: string, shareCode: string, userId: string, now: Date): Promise<string> {
    const pack = await this.packs.byShareCode(shareCode.trim())
    if (!pack || pack.merchant_id !== merchantId) throw new AppError('COUPON_PACK_NOT_FOUND')
    if (pack.expire_at.getTime() <= now.getTime()) throw new AppError('COUPON_PACK_ENDED')
    if ((await this.packs.parts(pack.id)).some((p) => p.user_id === userId)) throw new AppError('COUPON_PACK_TAKEN')
    const couponId = randomId('cpn_')
    try {
      await this.db.transaction(async (tx) => {
        const part = await new CouponPackRepository(tx).take(pack.id, userId, couponId, now)
        if (!part) throw new AppError('COUPON_PACK_GONE')
        await new CouponRepository(tx).insertCoupon({
          id: couponId,
          templateId: pack.template_id,
          merchantId,
          userId,
          obtainType: 'SHARE_OBTAIN',
          startAt: pack.start_at,
          expireAt: pack.expire_at,
          now,
          amountFen: part.amount_fen
        })
      })
    } catch (error) {
      if (isPartTakenTwice(error)) throw new AppError('COUPON_PACK_TAKEN')
      throw error
    }
    return couponId
  }
}
