/** /home/pub/v5/layouts, /home/pub/v5/masonry_component_data and the generated banner images. Thin. */
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { ok } from '../http/envelope'
import { Int, OneOf, Str, Type, type Static } from '../http/schema'
import { bannerSvg } from '../browse/banner-art'
import type { BrowseContext } from '../browse/show.service'
import type { LayoutService } from './layout.service'
import { LAYOUT_PAGES, type LayoutPage } from './layout-types'
import type { Layout } from '../../../types/api/layout'

/** The page's draft when the request carries a valid preview token (storefront/layouts-admin.service.ts), else undefined. */
export interface LayoutPreview {
  layout(request: FastifyRequest, page: LayoutPage, topicId: string | undefined): Promise<Layout | null | undefined>
  /** A draft banner's picture (its URL in a previewed layout carries the token). */
  banner(request: FastifyRequest, layoutId: string, itemId: string): Promise<{ title: string; color: string } | undefined>
}

const layoutId = Str(40, { minLength: 1 })
// topicId (ours): which topic page, for page=TOPIC (the app's topic_activity route carries it).
const LayoutQuery = Type.Object({
  page: OneOf(LAYOUT_PAGES),
  topicId: Type.Optional(layoutId),
  showIds: Type.Optional(Str(400)),
  // The goods the asking page shows, comma-separated: its goods floors leave them out (layout.service.ts).
  spuIds: Type.Optional(Str(400)),
  cityId: Type.Optional(Str(20))
})
type LayoutQuery = Static<typeof LayoutQuery>
const MasonryQuery = Type.Object({
  layoutId,
  componentId: layoutId,
  componentType: Str(20),
  offset: Int(0, 10000, { default: 0 }),
  length: Int(1, 50, { default: 20 }),
  cityId: Type.Optional(Str(20))
})
type MasonryQuery = Static<typeof MasonryQuery>
const BannerParams = Type.Object({ layoutId, itemId: layoutId })
type BannerParams = Static<typeof BannerParams>

const idList = (ids: string | undefined): string[] => (ids ?? '').split(',').flatMap((id) => (id.trim() ? [id.trim()] : []))

export function registerLayoutRoutes(app: FastifyInstance, layouts: LayoutService, now: () => Date, preview: LayoutPreview): void {
  const ctx = (r: FastifyRequest): BrowseContext => ({ merchantId: r.merchantId, locale: r.locale, now: now() })

  app.get<{ Querystring: LayoutQuery }>(
    '/home/pub/v5/layouts',
    { schema: { tags: ['layout'], querystring: LayoutQuery } },
    async (r, reply) => {
      // A preview is never cached (http/preview-request.ts lists this route) and never in the first page's data.
      const topicId = r.query.page === 'TOPIC' ? r.query.topicId : undefined
      const draft = await preview.layout(r, r.query.page, topicId)
      if (draft === undefined) return ok(await layouts.layout(r.query.page, ctx(r), topicId, idList(r.query.spuIds)))
      reply.header('cache-control', 'no-store')
      return ok(draft)
    }
  )

  app.get<{ Querystring: MasonryQuery }>(
    '/home/pub/v5/masonry_component_data',
    { schema: { tags: ['layout'], querystring: MasonryQuery } },
    async (r) => ok(await layouts.masonry({ ...r.query, cityId: r.query.cityId || undefined }, ctx(r)))
  )

  app.get<{ Params: BannerParams }>(
    '/pub/images/banner/:layoutId/:itemId.svg',
    { schema: { hide: true, params: BannerParams } },
    async (r, reply) => {
      const draft = await preview.banner(r, r.params.layoutId, r.params.itemId)
      const banner = draft ?? (await layouts.banner(r.params.layoutId, r.params.itemId, ctx(r)))
      return reply
        .header('content-type', 'image/svg+xml; charset=utf-8')
        .header('cache-control', draft ? 'no-store' : 'public, max-age=3600')
        .send(bannerSvg(banner.title, banner.color))
    }
  )
}
