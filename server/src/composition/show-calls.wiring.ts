/**
 * The show area's last calls (docs/show-calls.md): show_user v5 and the outer channel discount per show
 * (show-user/), and home's per-buyer components (user-component/). They read the buyer's coupons,
 * promotions, orders, favourites, reminders, white tags and rebook offer, so they are wired after the
 * after-sale areas, whose rebook check the rebook variant asks.
 */
import { ShowRepository } from '../browse/show.repository'
import { CouponRepository } from '../coupon/coupon.repository'
import { PromotionRepository } from '../promotion/promotion.repository'
import { PromotionOrderRepository } from '../order/promotion-order.repository'
import { OrderRepository } from '../order/order.repository'
import { FavouriteRepository } from '../favourite/favourite.repository'
import { PrefillRepository } from '../prefill/prefill.repository'
import { ShowAccessRepository } from '../show-access/show-access.repository'
import type { Queryable } from '../db/db'
import { requireShowOfMerchant } from '../browse/merchant-show'
import type { RebookService } from '../rebook/rebook.service'
import { ShowUserService } from '../show-user/show-user.service'
import { OuterChannelService } from '../show-user/outer-channel.service'
import { registerShowUserRoutes } from '../show-user/show-user.routes'
import { UserComponentService } from '../user-component/user-component.service'
import { registerUserComponentRoutes } from '../user-component/user-component.routes'
import type { Browse } from './browse.wiring'
import type { Shops, Wiring } from './wiring'

export function wireShowCalls({ app, db, now }: Wiring, shops: Shops, browse: Browse, rebooks: RebookService): void {
  const shows = new ShowRepository(db)
  const showUsers = new ShowUserService(db, {
    stores: (q: Queryable) => ({
      coupons: new CouponRepository(q),
      promotions: new PromotionRepository(q),
      orders: new OrderRepository(q),
      favourites: new FavouriteRepository(q),
      prefills: new PrefillRepository(q),
      access: new ShowAccessRepository(q)
    }),
    show: (merchantId, showId) => requireShowOfMerchant(shows, merchantId, showId),
    rebookCheck: (orderId, userId, locale, at) => rebooks.check(orderId, userId, undefined, locale, at)
  })
  const channels = new OuterChannelService(db, (q) => ({
    shows: new ShowRepository(q),
    channels: new PromotionOrderRepository(q),
    promotions: new PromotionRepository(q)
  }))
  registerShowUserRoutes(app, showUsers, channels, now)
  const components = new UserComponentService(db, {
    couponsOn: (q) => new CouponRepository(q),
    timeZoneOf: shops.timeZoneOf,
    cardsOf: (showIds, ctx) => browse.shows.cardsOf(showIds, ctx)
  })
  registerUserComponentRoutes(app, components, now)
}
