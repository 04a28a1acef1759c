/**
 * GET shop_functions and module_not_display (pub/v3): what the shop has on and which modules the app hides,
 * from the published shop configuration and the merchant's login channels (types/rules/shop-functions.ts). Thin.
 */
import type { FastifyInstance } from 'fastify'
import { ok } from '../http/envelope'
import type { ShopConfig } from '../../../types/shop-config'
import { USER_CALL_PATHS, type ModuleNotDisplayReply, type ShopFunctionsReply } from '../../../types/api/user-calls'
import { modulesNotDisplayed, shopFunctionsOf } from '../../../types/rules/shop-functions'

export function registerShopFunctionRoutes(
  app: FastifyInstance,
  deps: {
    shopConfig(merchantId: string): Promise<ShopConfig>
    loginChannels(merchantId: string): Promise<{ bsauth: boolean; douyinClientKey?: string }>
  }
): void {
  const tags = ['shop']
  app.get(USER_CALL_PATHS.shopFunctions, { schema: { tags } }, async (r) => {
    const [config, channels] = await Promise.all([deps.shopConfig(r.merchantId), deps.loginChannels(r.merchantId)])
    const reply: ShopFunctionsReply = {
      functions: shopFunctionsOf(config, { douyin: Boolean(channels.douyinClientKey), bsauth: channels.bsauth }),
      ...(channels.douyinClientKey ? { douyinClientKey: channels.douyinClientKey } : {})
    }
    return ok(reply)
  })
  app.get(USER_CALL_PATHS.moduleNotDisplay, { schema: { tags } }, async (r) => {
    const reply: ModuleNotDisplayReply = { modules: modulesNotDisplayed(await deps.shopConfig(r.merchantId)) }
    return ok(reply)
  })
}
