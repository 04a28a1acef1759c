/** /home/pub/v5/layouts, /home/pub/v5/masonry_component_data and the generated banner images. */
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { ok } from '../http/envelope'
import { bannerSvg } from '../browse/poster'
import type { BrowseContext } from '../browse/show.service'
import type { LayoutService } from './layout.service'
import { LAYOUT_PAGES, type LayoutPage } from './layout-types'

export function registerLayoutRoutes(app: FastifyInstance, layouts: LayoutService, now: () => Date): void {
  const ctx = (r: FastifyRequest): BrowseContext => ({ merchantId: r.merchantId, locale: r.locale, now: now() })
  const idString = { type: 'string', minLength: 1, maxLength: 40 }

  app.get<{ Querystring: { page: LayoutPage; cityId?: string } }>(
    '/home/pub/v5/layouts',
    {
      schema: {
        tags: ['layout'],
        querystring: {
          type: 'object',
          required: ['page'],
          properties: { page: { type: 'string', enum: [...LAYOUT_PAGES] }, showIds: { type: 'string', maxLength: 400 }, spuIds: { type: 'string', maxLength: 400 }, cityId: { type: 'string', maxLength: 20 } }
        }
      }
    },
    async (r) => ok(await layouts.layout(r.query.page, ctx(r)))
  )

  app.get<{ Querystring: { layoutId: string; componentId: string; componentType: string; offset: number; length: number; cityId?: string } }>(
    '/home/pub/v5/masonry_component_data',
    {
      schema: {
        tags: ['layout'],
        querystring: {
          type: 'object',
          required: ['layoutId', 'componentId', 'componentType'],
          properties: {
            layoutId: idString,
            componentId: idString,
            componentType: { type: 'string', maxLength: 20 },
            offset: { type: 'integer', minimum: 0, default: 0 },
            length: { type: 'integer', minimum: 1, maximum: 50, default: 20 },
            cityId: { type: 'string', maxLength: 20 }
          }
        }
      }
    },
    async (r) => ok(await layouts.masonry({ ...r.query, cityId: r.query.cityId || undefined }, ctx(r)))
  )

  app.get<{ Params: { layoutId: string; itemId: string } }>(
    '/pub/images/banner/:layoutId/:itemId.svg',
    { schema: { hide: true, params: { type: 'object', properties: { layoutId: idString, itemId: idString } } } },
    async (r, reply) => {
      const banner = await layouts.banner(r.params.layoutId, r.params.itemId, ctx(r))
      return reply.header('content-type', 'image/svg+xml; charset=utf-8').header('cache-control', 'public, max-age=3600').send(bannerSvg(banner.title, banner.color))
    }
  )
}
