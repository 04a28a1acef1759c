/** Per-request context: the locale from `lang`, the merchant from the merchant-id header. */
import type { IncomingHttpHeaders } from 'node:http'
import type { FastifyInstance } from 'fastify'
import { localeOfLang, type Locale } from './texts'

declare module 'fastify' {
  interface FastifyRequest {
    locale: Locale
    merchantId: string
  }
}

/** The merchant a request is for: its merchant-id header, else the gateway's default merchant. */
export function merchantOf(headers: IncomingHttpHeaders, defaultMerchantId: string): string {
  const header = headers['merchant-id']
  return typeof header === 'string' && header.trim() ? header.trim() : defaultMerchantId
}

export function registerRequestContext(app: FastifyInstance, defaultMerchantId: string): void {
  app.decorateRequest('locale', 'zh-CN')
  app.decorateRequest('merchantId', '')
  app.addHook('onRequest', async (request) => {
    request.locale = localeOfLang((request.query as Record<string, unknown> | undefined)?.lang)
    request.merchantId = merchantOf(request.headers, defaultMerchantId)
  })
}
