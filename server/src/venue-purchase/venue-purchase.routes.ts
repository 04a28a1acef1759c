/**
 * On-site (venue box-office) purchase routes (calls-errors-limits.md section 7, "order creation paths ...
 * buyer/v1/venue_purchase/pre_orders"; product.md "site_purchase", "site-list"). Thin: the on-site rules
 * are in venue-purchase.service.ts, the order is the one sales core's (order/).
 *
 * - GET  /show/pub/v1/venue_purchase/shows/:showId: today's sessions of the show with their windows and stock.
 * - POST /buyer/buyer/v1/venue_purchase/quote: pre_order's body and reply, under the on-site rules.
 * - POST /buyer/buyer/v1/venue_purchase/pre_orders: create_order's body and reply, under the on-site rules.
 * - GET  /buyer/buyer/v1/venue_purchase/tickets: the buyer's on-site tickets, newest purchase first.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox'
import { ok } from '../http/envelope'
import { Id, Type } from '../http/schema'
import { requireUser } from '../account/auth-hook'
import { requireBuyingProofs } from '../risk/buying-proofs'
import type { RiskTokens } from '../risk/risk-tokens'
import type { ShopConfig } from '../../../types/shop-config'
import { shopTimeZone } from '../../../types/rules/merchant-time'
import { CreateOrderBody, PreOrderBody } from '../order/order-body.schema'
import { orderContextOf } from '../order/order-context'
import { presentPreOrder } from '../order/pricing/pre-order.presenter'
import type { TicketService } from '../ticket/ticket.service'
import { VENUE_PURCHASE_PATH, VENUE_PURCHASE_QUOTE_PATH, VENUE_PURCHASE_TICKETS_PATH } from '../../../types/api/venue-purchase'
import type { VenuePurchaseService } from './venue-purchase.service'

const ShowParams = Type.Object({ showId: Id })

export function registerVenuePurchaseRoutes(
  server: FastifyInstance,
  deps: {
    venuePurchase: VenuePurchaseService
    tickets: TicketService
    shopConfig: (merchantId: string) => Promise<ShopConfig>
    risk: RiskTokens
    now: () => Date
  }
): void {
  const app = server.withTypeProvider<TypeBoxTypeProvider>()
  const { venuePurchase, shopConfig, risk, now } = deps
  const tags = ['order']
  const ctx = orderContextOf(shopConfig, now)
  // As every order-creation call: the buyer's risk token for the show and a passId (risk/buying-proofs.ts).
  const proofs = (r: FastifyRequest, body: PreOrderBody) =>
    requireBuyingProofs(r, risk, body.showId ?? body.items[0]?.showId, now().getTime())

  app.get('/show/pub/v1/venue_purchase/shows/:showId', { schema: { tags: ['show'], params: ShowParams } }, async (r) => {
    const shop = await shopConfig(r.merchantId)
    return ok(await venuePurchase.offer(r.params.showId, r.merchantId, now(), shopTimeZone(shop), r.locale))
  })

  app.post(VENUE_PURCHASE_QUOTE_PATH, { schema: { tags, body: PreOrderBody } }, async (r) => {
    await proofs(r, r.body)
    const { quote, seatInfos } = await venuePurchase.preOrder(r.body, await ctx(r), r.locale)
    return ok(presentPreOrder(quote, seatInfos, r.locale))
  })

  // Through the sales core's stock admission and rush gate (OrderService.create), marked ONSITE.
  app.post(VENUE_PURCHASE_PATH, { schema: { tags, body: CreateOrderBody } }, async (r) => {
    await proofs(r, r.body)
    return ok(await venuePurchase.create(r.body, await ctx(r)))
  })

  app.get(VENUE_PURCHASE_TICKETS_PATH, { schema: { tags: ['ticket'] } }, async (r) =>
    ok(await deps.tickets.onSite(requireUser(r).userId, r.locale))
  )
}
