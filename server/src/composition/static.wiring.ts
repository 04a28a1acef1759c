/**
 * The built front ends: the H5 storefront (its first page rendered with the shop's config and home layout,
 * its client routes answered with the page) and the merchant console at /admin. Registered last: the
 * not-found handler sends the storefront's client routes to the page.
 */
import path from 'node:path'
import { notFoundReply } from '../http/error-handler'
import { isClientRoute, registerH5 } from '../static/h5'
import { registerAdminConsole } from '../static/admin'
import { FirstPage } from '../static/first-page'
import { BuiltIndex } from '../static/built-index'
import { PageDocuments } from '../static/page-documents'
import { presentShopConfig } from '../shop/shop-config.presenter'
import type { Browse } from './browse.wiring'
import type { Shops, Wiring } from './wiring'

export async function wireStatic(
  { app, now, options }: Wiring,
  shops: Shops,
  browse: Browse,
  servesH5: (pages: PageDocuments) => void
): Promise<void> {
  const h5 = options.h5Dir ? await registerH5(app, options.h5Dir) : false
  if (options.adminDir) await registerAdminConsole(app, options.adminDir)
  // The static plugin refuses a directory; the storefront's home is the page itself.
  const h5Dir = options.h5Dir
  if (!h5 || !h5Dir) {
    app.setNotFoundHandler(notFoundReply)
    return
  }
  const firstPage = new FirstPage({
    shopConfig: async (merchantId) => presentShopConfig(await shops.configs.config(merchantId), now(), shops.loginProviders),
    homeLayout: (merchantId, locale) => browse.layouts.layout('HOME', { merchantId, locale, now: now() }),
    uploadedPoster: (merchantId, showId) => browse.showRepo.uploadedPoster(merchantId, showId)
  })
  const pages = new PageDocuments(firstPage, new BuiltIndex(path.join(h5Dir, 'index.html')))
  // Dropped with the kept browse replies: a publish shows on the next page served.
  app.replyCache.whenCleared(() => pages.forget())
  servesH5(pages)
  app.get('/', { schema: { hide: true } }, (request, reply) => pages.send(request, reply))
  app.setNotFoundHandler((request, reply) => (isClientRoute(request) ? pages.send(request, reply) : notFoundReply(request, reply)))
}
