/** Searches counted for trending, and the trending searches. Thin. */
import type { FastifyInstance } from 'fastify'
import { ok } from '../http/envelope'
import { Str, Type, type Static } from '../http/schema'
import type { SearchTermsService } from './search-terms.service'

const RecordBody = Type.Object({ keyword: Str(50) })
type RecordBody = Static<typeof RecordBody>

export function registerSearchTermRoutes(app: FastifyInstance, terms: SearchTermsService, now: () => Date): void {
  const tags = ['browse']
  // The search page sends a keyword the buyer submitted (enter, a history or trending chip), once per search.
  app.post<{ Body: RecordBody }>('/home/pub/v1/search_terms', { schema: { tags, body: RecordBody } }, async (r) =>
    ok(await terms.record(r.body.keyword, { merchantId: r.merchantId, locale: r.locale, now: now() }))
  )
  // Cached like the other browse replies (reply-cache.ts): the same for every buyer of a merchant and language.
  app.get('/home/pub/v1/search_terms/trending', { schema: { tags } }, async (r) =>
    ok(await terms.trending({ merchantId: r.merchantId, locale: r.locale, now: now() }))
  )
}
