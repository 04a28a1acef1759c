/** The merchant's shop configuration (product.md section 3, "Shop configuration"). Thin. */
import type { FastifyInstance } from 'fastify'
import { ok } from '../http/envelope'
import { Str, Type, type Static } from '../http/schema'
import type { ShopConfigService } from './shop-config.service'
import { presentShopConfig } from './shop-config.presenter'

const CustomerServiceQuery = Type.Object({ bizShowId: Type.Optional(Str(40)) })
const DevShopConfigBody = Type.Object({ orderReserveMinutes: Type.Number({ minimum: 0.25, maximum: 120 }) }, { additionalProperties: false })
type DevShopConfigBody = Static<typeof DevShopConfigBody>

export function registerShopConfigRoutes(app: FastifyInstance, configs: ShopConfigService, production: boolean, now: () => Date): void {
  for (const path of ['/home/pub/v5/shop/configs', '/home/pub/v3/shops/get']) {
    app.get(path, { schema: { tags: ['shop'] } }, async (request) => ok(presentShopConfig(await configs.config(request.merchantId), now())))
  }
  // The same service desk for every show of the merchant; bizShowId is accepted for shows that get their own later.
  app.get('/show/pub/v1/customer_service', { schema: { tags: ['shop'], querystring: CustomerServiceQuery } }, async (request) =>
    ok((await configs.config(request.merchantId)).customerServiceConfigVO ?? null)
  )

  // Until the merchant console exists: how long an unpaid order holds its tickets, set outside production
  // (the browser journey that watches a reserve countdown run out uses a short one).
  if (!production) {
    app.post<{ Body: DevShopConfigBody }>('/dev/shop_config', { schema: { tags: ['dev'], body: DevShopConfigBody }, config: { publishes: true } }, async (r) =>
      ok(await configs.setOrderReserveMinutes(r.merchantId, r.body.orderReserveMinutes))
    )
  }
}
