/**
 * Loyalty: membership with growth and points, paid membership, promotions and packages, benefit cards
 * and coupons. What paying or refunding an order does to them is in the lifecycles (lifecycle/);
 * how their own orders are paid and refunded is registered by app.ts with the other payment purposes.
 */
import { AppError } from '../http/app-error'
import { MemberService } from '../member/member.service'
import { MemberRepository } from '../member/member.repository'
import { registerMemberRoutes } from '../member/member.routes'
import { UserRepository } from '../account/user.repository'
import { PaidMemberService } from '../member/paid-member.service'
import { PaidMemberRepository } from '../member/paid-member.repository'
import { registerPaidMemberRoutes } from '../member/paid-member.routes'
import { PromotionService } from '../promotion/promotion.service'
import { registerPromotionRoutes } from '../promotion/promotion.routes'
import { BenefitCardService } from '../benefit-card/benefit-card.service'
import { CardOrderService } from '../benefit-card/card-order.service'
import { registerBenefitCardRoutes } from '../benefit-card/benefit-card.routes'
import { CouponService } from '../coupon/coupon.service'
import { registerCouponRoutes } from '../coupon/coupon.routes'
import { CertificationRepository } from '../certification/certification.repository'
import { FaceCheckRepository } from '../certification/face-check.repository'
import { RefundRepository } from '../payment/refund.repository'
import { PaymentRepository } from '../payment/payment.repository'
import { AuditRepository } from '../staff/audit.repository'
import { ShopConfigRepository } from '../shop/shop-config.repository'
import { DEFAULT_RESERVE_MINUTES } from '../order/order.service'
import { shopTimeZone } from '../../../types/rules/merchant-time'
import { cardStores, promotionStores } from '../stores'
import type { Shops, Wiring } from './wiring'

declare module 'fastify' {
  interface FastifyInstance {
    /** Paid membership: tests run expireDue by hand. */
    paidMembers: PaidMemberService
    /** Benefit card orders: tests run closeDue by hand. */
    cardOrders: CardOrderService
  }
}

/** `refundJobSoon`: a member order's refund queued, the refund job runs at once (when the sweepers run). */
export function wireLoyalty({ app, db, now }: Wiring, shops: Shops, refundJobSoon: () => void) {
  const members = new MemberService(db, shops.timeZoneOf)
  // An earning never fails a payment (it is left out under a savepoint): the merchant hears of it here.
  members.whenEarningFailed((orderId, error) => app.log.error({ orderId, err: error }, 'points and growth not earned for a paid order'))
  const users = new UserRepository(db)
  registerMemberRoutes(app, members, now, async (userId) => {
    const user = await users.byId(userId)
    return user ? { nickName: user.nick_name, avatar: user.avatar } : undefined
  })
  // Paid membership: a member order waits for its money as long as a ticket order.
  const paidMembers = new PaidMemberService(
    db,
    (q) => ({
      paid: new PaidMemberRepository(q),
      members: new MemberRepository(q),
      refunds: new RefundRepository(q),
      audit: new AuditRepository(q),
      payments: new PaymentRepository(q),
      timeZoneOf: async (merchantId) => shopTimeZone((await new ShopConfigRepository(q).config(merchantId)) ?? {})
    }),
    {
      holdMinutes: async (merchantId) => (await shops.reserveMinutesOf(merchantId)) ?? DEFAULT_RESERVE_MINUTES,
      refundQueued: refundJobSoon
    }
  )
  registerPaidMemberRoutes(app, paidMembers, now)
  app.decorate('paidMembers', paidMembers)
  // Promotions: the show's promotions, the channel discount, the combo price and package purchases.
  const promotions = new PromotionService(db, promotionStores, shops.reserveMinutesOf)
  registerPromotionRoutes(app, promotions, now)
  // Benefit cards: bought through the same cashiers, unpaid card orders closed by a sweeper as unpaid orders are.
  const benefitCards = new BenefitCardService(db)
  const cardOrders = new CardOrderService(db, cardStores, {
    reserveMinutesOf: shops.reserveMinutesOf,
    timeZoneOf: shops.timeZoneOf,
    heldCard: (instanceId, userId, locale, at) => benefitCards.heldCard(instanceId, userId, locale, at)
  })
  registerBenefitCardRoutes(app, benefitCards, cardOrders, now)
  app.decorate('cardOrders', cardOrders)
  // Coupons: receiving (real-name coupons need a passed PERSON_CERT, face-auth ones a FACE_CERT for it too), exchange codes, my coupons.
  const couponCerts = new CertificationRepository(db)
  const faceChecks = new FaceCheckRepository(db)
  const coupons = new CouponService(db, {
    realNamePassed: async (userId) => (await couponCerts.ofUser(userId, ['PERSON_CERT'])).some((c) => c.auth_status === 'AUTH_SUCCESS'),
    facePassed: (userId) => faceChecks.passed(userId),
    timeZoneOf: shops.timeZoneOf,
    // An exchange coupon's card, as support_auto_use answers it (an unknown or spent one: none).
    cardExchangeOf: async (merchantId, userId, couponId, at) => {
      const s = await cardOrders.supportAutoUse(merchantId, userId, couponId, at).catch((error: unknown) => {
        if (error instanceof AppError) return undefined
        throw error
      })
      return s?.supportUse ? { privilegeCardTemplateId: s.privilegeCardTemplateId, privilegeCardName: s.privilegeCardName } : null
    }
  })
  registerCouponRoutes(app, coupons, now)
  return { members, paidMembers, promotions, cardOrders }
}

export type Loyalty = ReturnType<typeof wireLoyalty>
