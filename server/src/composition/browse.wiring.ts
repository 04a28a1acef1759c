/**
 * The shop and its shows as buyers browse them: the merchants' shop configs (which every area reads),
 * shows and sessions, search and its terms, the risk token, the page layouts with their previews, the
 * storefront's config, locations and posters, and the shop's goods.
 */
import { ShowService } from '../browse/show.service'
import { ShowRepository } from '../browse/show.repository'
import { registerShowRoutes } from '../browse/show.routes'
import { registerSearchTermRoutes } from '../browse/search-terms.routes'
import { registerAnalyticsRoutes } from '../analytics/analytics.routes'
import { AnalyticsService } from '../analytics/analytics.service'
import { AnalyticsRepository } from '../analytics/analytics.repository'
import { SearchTermsService } from '../browse/search-terms.service'
import { SearchTermsRepository } from '../browse/search-terms.repository'
import { registerPosterRoutes } from '../browse/poster.routes'
import { SeatRepository } from '../inventory/seat.repository'
import { CouponRepository } from '../coupon/coupon.repository'
import { RiskTokens } from '../risk/risk-tokens'
import { registerRiskRoutes } from '../risk/risk.routes'
import { registerShopConfigRoutes } from '../shop/shop-config.routes'
import { registerCustomerServiceRoutes } from '../shop/customer-service.routes'
import { ShopConfigService } from '../shop/shop-config.service'
import { ShopConfigRepository } from '../shop/shop-config.repository'
import { registerLocationRoutes } from '../location/location.routes'
import { LocationRepository } from '../location/location.repository'
import { LocationService } from '../location/location.service'
import { LayoutService } from '../layout/layout.service'
import { LayoutRepository } from '../layout/layout.repository'
import { registerLayoutRoutes } from '../layout/layout.routes'
import { GoodsService } from '../goods/goods.service'
import { GoodsRepository } from '../goods/goods.repository'
import { registerGoodsRoutes } from '../goods/goods.routes'
import { AuditRepository } from '../staff/audit.repository'
import { LayoutsService } from '../storefront/layouts-admin.service'
import { storefrontService } from '../admin/admin.plugin'
import { previewTokenOf } from '../http/preview-request'
import { secretStore } from '../account/secret-store'
import { shopTimeZone } from '../../../types/rules/merchant-time'
import type { Queryable } from '../db/db'
import { VoteService } from '../vote/vote.service'
import { registerVoteRoutes } from '../vote/vote.routes'
import { SiteCodeService } from '../site-code/site-code.service'
import { SiteCodeRepository } from '../site-code/site-code.repository'
import { registerSiteCodeRoutes } from '../site-code/site-code.routes'
import { OpenShowService } from '../open-show/open-show.service'
import { registerOpenShowRoutes } from '../open-show/open-show.routes'
import { registerCopywritingRoutes } from '../copywriting/copywriting.routes'
import { CopywritingService } from '../copywriting/copywriting.service'
import { registerAppVersionRoutes } from '../app-version/app-version.routes'
import { AppVersionService } from '../app-version/app-version.service'
import { identityProvidersFor } from '../identity/identity-providers'
import type { ShopLoginProviders } from '../../../types/shop-config'
import { PolicyService } from '../policy/policy.service'
import { registerPolicyRoutes } from '../policy/policy.routes'
import { WhiteTagService } from '../show-access/white-tag.service'
import { registerWhiteTagRoutes } from '../show-access/white-tag.routes'
import type { Shops, Wiring } from './wiring'

declare module 'fastify' {
  interface FastifyInstance {
    /** The merchants' shop configs, kept a second; a change made outside the service forgets them. */
    shopConfigs: ShopConfigService
  }
}

/** Which outside sign-ins the gateway verifies, with their public client ids (the app's login buttons). */
function loginProvidersOf(options: Wiring['options'], production: boolean): ShopLoginProviders {
  const { oauth } = identityProvidersFor(options.identity, production)
  const providers: ShopLoginProviders = {}
  if (oauth.GOOGLE?.audiences[0]) providers.google = { clientId: oauth.GOOGLE.audiences[0] }
  if (oauth.APPLE?.audiences[0]) providers.apple = { clientId: oauth.APPLE.audiences[0] }
  return providers
}

export function wireShops({ app, db, options, production }: Wiring): Shops {
  const configs = new ShopConfigService(new ShopConfigRepository(db))
  app.decorate('shopConfigs', configs)
  const config = (merchantId: string) => configs.config(merchantId)
  return {
    configs,
    config,
    timeZoneOf: async (merchantId) => shopTimeZone(await config(merchantId)),
    reserveMinutesOf: async (merchantId) => (await config(merchantId)).orderReserveMinutes,
    loginProviders: loginProvidersOf(options, production)
  }
}

export function wireBrowse({ app, db, browseReads, now, production }: Wiring, shops: Shops) {
  const showService = (q: Queryable) => {
    const coupons = new CouponRepository(q)
    const policies = new PolicyService(db, q)
    return new ShowService(
      new ShowRepository(q),
      new SeatRepository(q),
      shops.timeZoneOf,
      (merchantId, showIds, at) => coupons.showsWithReceivable(merchantId, showIds, at),
      (merchantId, showId, locale) => policies.ofShow(merchantId, showId, locale)
    )
  }
  // The shows as the other areas read them (order creation, tickets, privileges, favourites): the primary.
  const showRepo = new ShowRepository(db)
  const shows = showService(db)
  // The public browse replies, cached a second: the standby when there is one (db/browse-reads.ts).
  const browsed = showService(browseReads)
  const risk = new RiskTokens(secretStore(db, 'risk_secret'))
  registerShowRoutes(app, browsed, shows, risk, now)
  registerSiteCodeRoutes(app, new SiteCodeService(new SiteCodeRepository(browseReads), browsed), now)
  // Recording a search writes: the terms stay on the primary.
  const searchTerms = new SearchTermsService(new SearchTermsRepository(db), shops.timeZoneOf)
  registerSearchTermRoutes(app, searchTerms, now)
  registerAnalyticsRoutes(app, new AnalyticsService(new AnalyticsRepository(db), shops.timeZoneOf), now)
  // A white-tagged show's risk token goes to listed buyers only (show-access/white-tag.service.ts).
  const whiteTags = new WhiteTagService(db)
  registerRiskRoutes(
    app,
    risk,
    async (merchantId, showId, userId) => {
      await shows.requireShow(merchantId, showId)
      await whiteTags.requireAllowed(showId, userId)
    },
    now
  )
  registerWhiteTagRoutes(app, whiteTags)
  // The merchant's default policies (a show's own over them end its service notes).
  const policies = new PolicyService(db, browseReads)
  registerPolicyRoutes(app, policies)
  const goods = new GoodsService(new GoodsRepository(browseReads), (merchantId, showId) => browsed.requireShow(merchantId, showId))
  registerGoodsRoutes(app, goods)
  const layouts = new LayoutService(new LayoutRepository(browseReads), browsed, goods)
  const layoutDrafts = new LayoutsService(db, secretStore(db, 'preview_secret'), (q) => new AuditRepository(q))
  registerLayoutRoutes(app, layouts, now, {
    layout: async (request, page, topicId) => {
      const token = previewTokenOf(request)
      const row = await layoutDrafts.preview(token, request.merchantId, page, topicId, now())
      return row
        ? layouts.presentPreview(row, token as string, { merchantId: request.merchantId, locale: request.locale, now: now() })
        : row
    },
    banner: (request, layoutId, itemId) =>
      layoutDrafts.previewBanner(previewTokenOf(request), request.merchantId, layoutId, itemId, request.locale, now())
  })
  const storefront = storefrontService(db)
  registerShopConfigRoutes(
    app,
    shops.configs,
    production,
    now,
    (request) => storefront.previewConfig(previewTokenOf(request), request.merchantId, now()),
    shops.loginProviders
  )
  // The merchant's texts over the app's own (cached, from the browse reads) and the app's update check.
  registerCopywritingRoutes(app, new CopywritingService(db, browseReads, (q) => new AuditRepository(q)))
  registerAppVersionRoutes(app, new AppVersionService(db, (q) => new AuditRepository(q)))
  registerCustomerServiceRoutes(app, shops.configs, (merchantId, showId) => browsed.requireShow(merchantId, showId))
  registerLocationRoutes(app, new LocationService(new LocationRepository(browseReads)))
  registerPosterRoutes(app, browsed)
  // Votes on topic pages and shows: read by anyone, one ballot per logged-in buyer (never from the browse standby).
  registerVoteRoutes(app, new VoteService(db), now)
  // Open shows: browsed by anyone, registered for by logged-in buyers; places move on the primary.
  registerOpenShowRoutes(app, new OpenShowService(db, secretStore(db, 'open_show_code_secret')), now)
  return { showRepo, shows, risk, searchTerms, layouts, storefront, goods, whiteTags, policies }
}

export type Browse = ReturnType<typeof wireBrowse>
