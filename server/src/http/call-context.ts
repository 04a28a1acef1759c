/** Who is calling, from where, when, for which merchant and its config: what account and identity use cases receive. */
import type { FastifyRequest } from 'fastify'
import type { ShopConfig } from '../../../types/shop-config'
import type { CallContext } from '../account/account.service'

export async function callContext(r: FastifyRequest, deps: { now(): Date; shopConfig(merchantId: string): Promise<ShopConfig> }): Promise<CallContext> {
  return { merchantId: r.merchantId, locale: r.locale, ip: r.ip, now: deps.now(), shop: await deps.shopConfig(r.merchantId) }
}
