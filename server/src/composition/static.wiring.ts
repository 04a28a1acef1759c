/**
 * The built front ends: the H5 storefront (its first page rendered with the shop's config and home layout,
 * its client routes answered with the page) and the merchant console at /admin. Registered last: the
 * not-found handler sends the storefront's client routes to the page.
 */
import type { FastifyReply, FastifyRequest } from 'fastify'
import { notFoundReply } from '../http/error-handler'
import { isClientRoute, registerH5, sendIndex } from '../static/h5'
import { registerAdminConsole } from '../static/admin'
import { FirstPage, firstPageRequest } from '../static/first-page'
import { presentShopConfig } from '../shop/shop-config.presenter'
import { PREVIEW_QUERY } from '../../../types/api/storefront-admin'
import type { Browse } from './browse.wiring'
import type { Shops, Wiring } from './wiring'

export async function wireStatic(
  { app, now, options }: Wiring,
  shops: Shops,
  browse: Browse,
  servesH5: (on: boolean) => void
): Promise<void> {
  const h5 = options.h5Dir ? await registerH5(app, options.h5Dir) : false
  if (options.adminDir) await registerAdminConsole(app, options.adminDir)
  servesH5(h5)
  // The static plugin refuses a directory; the storefront's home is the page itself.
  const h5Dir = options.h5Dir
  const firstPage = new FirstPage({
    shopConfig: async (merchantId) => presentShopConfig(await shops.configs.config(merchantId), now()),
    homeLayout: (merchantId, locale) => browse.layouts.layout('HOME', { merchantId, locale, now: now() }),
    uploadedPoster: (merchantId, showId) => browse.showRepo.uploadedPoster(merchantId, showId)
  })
  app.replyCache.whenCleared(() => firstPage.forget())
  // A storefront preview (?preview=) gets no first-page data: the page asks for the draft itself.
  const page = async (request: FastifyRequest, reply: FastifyReply, dir: string) =>
    sendIndex(
      reply,
      dir,
      (request.query as Record<string, unknown>)?.[PREVIEW_QUERY] !== undefined ? '' : await firstPage.head(firstPageRequest(request))
    )
  if (h5 && h5Dir) app.get('/', { schema: { hide: true } }, async (request, reply) => page(request, reply, h5Dir))
  app.setNotFoundHandler((request, reply) =>
    h5 && h5Dir && isClientRoute(request) ? page(request, reply, h5Dir) : notFoundReply(request, reply)
  )
}
