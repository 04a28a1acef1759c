/**
 * GET customer_service (calls-errors-limits.md section 7, bizShowId): the merchant's customer-service desk
 * (product.md "Shop configuration", customerServiceConfigVO) for the show the buyer is on. Thin.
 */
import type { FastifyInstance } from 'fastify'
import { ok } from '../http/envelope'
import { Str, Type, type Static } from '../http/schema'
import type { ShopConfigService } from './shop-config.service'
import { presentCustomerService } from './customer-service.presenter'

const CustomerServiceQuery = Type.Object({ bizShowId: Type.Optional(Str(40)) })
type CustomerServiceQuery = Static<typeof CustomerServiceQuery>

/** Refuses a show id that is not the merchant's (SHOW_NOT_FOUND), as the show calls do. */
export type RequireShow = (merchantId: string, showId: string) => Promise<unknown>

export function registerCustomerServiceRoutes(app: FastifyInstance, configs: ShopConfigService, requireShow: RequireShow): void {
  app.get<{ Querystring: CustomerServiceQuery }>(
    '/show/pub/v1/customer_service',
    { schema: { tags: ['shop'], querystring: CustomerServiceQuery } },
    async (request) => {
      // One desk serves every show of the merchant; a show id of another merchant is still refused.
      if (request.query.bizShowId) await requireShow(request.merchantId, request.query.bizShowId)
      const service = (await configs.config(request.merchantId)).customerServiceConfigVO
      return ok(service ? presentCustomerService(service, request.locale) : null)
    }
  )
}
