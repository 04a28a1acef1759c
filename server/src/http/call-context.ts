/** Who is calling, from where, when, for which merchant and its config: what account and identity use cases receive. */
import type { FastifyRequest } from 'fastify'
import type { ShopConfig } from '../../../types/shop-config'
import type { Locale } from './texts'

/** What account and identity use cases receive about the call (built by the routes, so the services never read a request). */
export interface CallContext {
  merchantId: string
  locale: Locale
  ip: string
  now: Date
  shop: ShopConfig
}

export async function callContext(
  r: FastifyRequest,
  deps: { now(): Date; shopConfig(merchantId: string): Promise<ShopConfig> }
): Promise<CallContext> {
  return { merchantId: r.merchantId, locale: r.locale, ip: r.ip, now: deps.now(), shop: await deps.shopConfig(r.merchantId) }
}
