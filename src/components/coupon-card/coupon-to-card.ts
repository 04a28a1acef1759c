/**
 * Using a coupon that may be exchanged for a benefit card (product.md "Other states", using a coupon:
 * "Otherwise the product asks whether the coupon can be exchanged for a privilege card. With supportUse
 * true, an exchange popup opens with coupon id, type, card name, card template id and spu id. On failure
 * or no support, the shows page for the coupon opens."). Plain, with the calls and the popup passed in, so
 * the decision is tested without a page; the coupons page passes the real ones.
 */
import type { CouponSupportReply, ExchangeCouponUseRequest } from '../../../types/api/benefit-card'

/** What the popup shows and what the exchange sends (the spec's five fields). */
export interface CardExchangeOffer {
  couponId: string
  type: string
  privilegeCardName: string
  privilegeCardTemplateId: string
  spuId: string
}

export interface CouponToCardDeps {
  support(couponId: string): Promise<CouponSupportReply>
  /** The exchange popup: true when the buyer confirms. */
  ask(offer: CardExchangeOffer): Promise<boolean>
  exchange(body: ExchangeCouponUseRequest): Promise<unknown>
}

/**
 * SHOWS: open the coupon's shows (no support, or the question failed); EXCHANGED: the card was issued;
 * DECLINED: the buyer closed the popup (they stay on their coupons); FAILED: the exchange was refused (the
 * request layer said why).
 */
export type CouponToCardOutcome = 'SHOWS' | 'EXCHANGED' | 'DECLINED' | 'FAILED'

export async function couponUseOrExchange(
  coupon: { couponId: string; couponType: string },
  deps: CouponToCardDeps
): Promise<CouponToCardOutcome> {
  const support = await deps.support(coupon.couponId).catch(() => undefined)
  if (!support?.supportUse || !support.privilegeCardTemplateId) return 'SHOWS'
  const offer: CardExchangeOffer = {
    couponId: coupon.couponId,
    type: coupon.couponType,
    privilegeCardName: support.privilegeCardName,
    privilegeCardTemplateId: support.privilegeCardTemplateId,
    spuId: support.spuId
  }
  if (!(await deps.ask(offer))) return 'DECLINED'
  try {
    await deps.exchange({ couponId: offer.couponId, privilegeCardTemplateId: offer.privilegeCardTemplateId, type: offer.type })
    return 'EXCHANGED'
  } catch {
    return 'FAILED'
  }
}
