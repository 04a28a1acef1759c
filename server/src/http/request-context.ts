/** Per-request context: the locale from `lang`, the merchant from the merchant-id header. */
import type { FastifyInstance } from 'fastify'
import { localeOfLang, type Locale } from './texts'

declare module 'fastify' {
  interface FastifyRequest {
    locale: Locale
    merchantId: string
  }
}

export function registerRequestContext(app: FastifyInstance, defaultMerchantId: string): void {
  app.decorateRequest('locale', 'zh-CN')
  app.decorateRequest('merchantId', '')
  app.addHook('onRequest', async (request) => {
    request.locale = localeOfLang((request.query as Record<string, unknown> | undefined)?.lang)
    const header = request.headers['merchant-id']
    request.merchantId = typeof header === 'string' && header.trim() ? header.trim() : defaultMerchantId
  })
}
