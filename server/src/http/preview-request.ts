/**
 * A storefront preview (types/api/storefront-admin.ts): the console's phone preview asks the buyers' shop
 * config and layout calls with a preview token, in a header or the query. Only those calls answer a draft, so only
 * they skip the reply cache for it: a `preview` parameter on any other browse call changes nothing and is
 * served from the cache like any call (else adding it would let anyone bypass the cache).
 */
import type { FastifyRequest } from 'fastify'
import { PREVIEW_HEADER, PREVIEW_QUERY } from '../../../types/api/storefront-admin'

export const PREVIEWED_ROUTES: ReadonlySet<string> = new Set([
  '/home/pub/v5/shop/configs',
  '/home/pub/v3/shops/get',
  '/home/pub/v5/layouts'
])

/** The preview token a request carries, header first. */
export function previewTokenOf(request: FastifyRequest): string | undefined {
  const header = request.headers[PREVIEW_HEADER]
  if (typeof header === 'string') return header
  const query = (request.query as Record<string, unknown> | undefined)?.[PREVIEW_QUERY]
  return typeof query === 'string' ? query : undefined
}

/** A shop config or layout call asking for the draft: answered from the draft, so never from or into the cache. */
export function asksForPreview(request: FastifyRequest): boolean {
  return PREVIEWED_ROUTES.has(request.routeOptions.url ?? '') && previewTokenOf(request) !== undefined
}
