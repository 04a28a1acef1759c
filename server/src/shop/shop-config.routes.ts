/** The merchant's shop configuration (product.md section 3, "Shop configuration"). Thin. */
import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { ShopConfig, ShopLoginProviders } from '../../../types/shop-config'
import { ok } from '../http/envelope'
import { Type, type Static } from '../http/schema'
import type { ShopConfigService } from './shop-config.service'
import { presentShopConfig } from './shop-config.presenter'

const DevShopConfigBody = Type.Object(
  { orderReserveMinutes: Type.Number({ minimum: 0.25, maximum: 120 }) },
  { additionalProperties: false }
)
type DevShopConfigBody = Static<typeof DevShopConfigBody>

/** The storefront draft for a request carrying a valid preview token (storefront/storefront-admin.service.ts), else undefined. */
export type PreviewConfig = (request: FastifyRequest) => Promise<ShopConfig | undefined>

export function registerShopConfigRoutes(
  app: FastifyInstance,
  configs: ShopConfigService,
  production: boolean,
  now: () => Date,
  preview?: PreviewConfig,
  loginProviders: ShopLoginProviders = {}
): void {
  for (const path of ['/home/pub/v5/shop/configs', '/home/pub/v3/shops/get']) {
    app.get(path, { schema: { tags: ['shop'] } }, async (request, reply) => {
      const draft = preview ? await preview(request) : undefined
      // A draft is only for the holder of the token: never kept by the reply cache, a browser or a CDN.
      if (draft) reply.header('cache-control', 'no-store')
      return ok(presentShopConfig(draft ?? (await configs.config(request.merchantId)), now(), loginProviders))
    })
  }

  // Until the merchant console exists: how long an unpaid order holds its tickets, set outside production
  // (the browser journey that watches a reserve countdown run out uses a short one).
  if (!production) {
    app.post<{ Body: DevShopConfigBody }>(
      '/dev/shop_config',
      { schema: { tags: ['dev'], body: DevShopConfigBody }, config: { publishes: true } },
      async (r) => ok(await configs.setOrderReserveMinutes(r.merchantId, r.body.orderReserveMinutes))
    )
  }
}
