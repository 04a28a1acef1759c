/** Browse routes: thin — validate, call the service, wrap in the envelope. */
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { ok } from '../http/envelope'
import type { ShowService, BrowseContext } from './show.service'
import type { SortType } from './show.repository'
import type { RiskTokens } from '../risk/risk-tokens'

const SEARCH_PAGE_SIZE = 20

const searchQuery = {
  type: 'object',
  properties: {
    keyword: { type: 'string', maxLength: 50 },
    pageType: { type: 'string', enum: ['SEARCH', 'HOME', 'CATEGORY', 'CALENDAR', 'HOT'] },
    offset: { type: 'integer', minimum: 0, maximum: 10000, default: 0 },
    length: { type: 'integer', minimum: 1, maximum: 50, default: SEARCH_PAGE_SIZE },
    startDate: { type: 'string', format: 'date' },
    endDate: { type: 'string', format: 'date' },
    cityId: { type: 'string', maxLength: 20 },
    lat: { type: 'number', minimum: -90, maximum: 90 },
    lng: { type: 'number', minimum: -180, maximum: 180 },
    backendCategoryCode: { type: 'string', maxLength: 40 },
    sortType: { type: 'string', enum: ['RECOMMEND', 'TIME', 'PRICE_ASC', 'PRICE_DESC', 'DISTANCE'], default: 'RECOMMEND' }
  }
} as const

interface SearchQuery {
  keyword?: string
  offset: number
  length: number
  startDate?: string
  endDate?: string
  cityId?: string
  lat?: number
  lng?: number
  backendCategoryCode?: string
  sortType: SortType
}

const showParams = { type: 'object', required: ['showId'], properties: { showId: { type: 'string', minLength: 1, maxLength: 40 } } } as const
const sessionParams = {
  type: 'object',
  required: ['showId', 'sessionId'],
  properties: { showId: { type: 'string', minLength: 1, maxLength: 40 }, sessionId: { type: 'string', minLength: 1, maxLength: 60 } }
} as const

/** Dates are the shows' local days (UTC+8). */
function localDay(date: string, plusDays = 0): Date {
  return new Date(Date.parse(`${date}T00:00:00+08:00`) + plusDays * 24 * 3600000)
}

export function registerShowRoutes(app: FastifyInstance, shows: ShowService, risk: RiskTokens, now: () => Date): void {
  const ctx = (request: FastifyRequest): BrowseContext => ({ merchantId: request.merchantId, locale: request.locale, now: now() })

  app.get<{ Querystring: SearchQuery }>('/home/pub/v3/show_list/search', { schema: { tags: ['browse'], querystring: searchQuery } }, async (request) => {
    const q = request.query
    const keyword = q.keyword?.trim() || undefined
    return ok(
      await shows.search(
        {
          keyword,
          categoryCode: q.backendCategoryCode || undefined,
          cityId: q.cityId || undefined,
          startDate: q.startDate ? localDay(q.startDate) : undefined,
          endDate: q.endDate ? localDay(q.endDate, 1) : undefined,
          lat: q.lat,
          lng: q.lng,
          sortType: q.sortType,
          offset: q.offset,
          length: q.length
        },
        ctx(request)
      )
    )
  })

  app.get('/show/pub/v1/backend_categories', { schema: { tags: ['browse'] } }, async (request) => ok(await shows.categories(ctx(request))))

  type ShowReq = FastifyRequest<{ Params: { showId: string } }>
  type SessionReq = FastifyRequest<{ Params: { showId: string; sessionId: string } }>
  const showRoute = (path: string, handler: (r: ShowReq) => Promise<unknown>) =>
    app.get(path, { schema: { tags: ['show'], params: showParams } }, async (r) => ok(await handler(r as ShowReq)))

  // The public show data hands out the passId order creation sends back (risk/risk-tokens.ts).
  const withPass = async <T extends object>(r: ShowReq, data: T) => ({ ...data, passId: await risk.passId(r.merchantId, now().getTime()) })
  showRoute('/show/pub/v5/show/:showId/static', async (r) => withPass(r, await shows.showStatic(r.params.showId, ctx(r))))
  showRoute('/show/pub/v5/show/:showId/dynamic', async (r) => withPass(r, await shows.showDynamic(r.params.showId, ctx(r))))
  showRoute('/show/pub/v5/show/:showId/sessions_static_data', (r) => shows.sessionsStatic(r.params.showId, ctx(r)))
  showRoute('/show/pub/v5/show/:showId/sessions_dynamic_data', (r) => shows.sessionsDynamic(r.params.showId, ctx(r)))
  showRoute('/buyer/pub/v1/shows/:showId/show_descriptions', async (r) => ({ content: (await shows.texts(r.params.showId, ctx(r))).description }))
  showRoute('/buyer/pub/v1/shows/:showId/service_notes', async (r) => (await shows.texts(r.params.showId, ctx(r))).serviceNotes)

  app.get('/show/pub/v5/show/:showId/session/:sessionId/seat_plans_static_data', { schema: { tags: ['show'], params: sessionParams } }, async (r) => {
    const { showId, sessionId } = (r as SessionReq).params
    return ok(await shows.seatPlansStatic(showId, sessionId, ctx(r)))
  })
  app.get('/show/pub/v5/show/:showId/session/:sessionId/seat_plans_dynamic_data', { schema: { tags: ['show'], params: sessionParams } }, async (r) => {
    const { showId, sessionId } = (r as SessionReq).params
    return ok(await shows.seatPlansDynamic(showId, sessionId, ctx(r)))
  })
  app.get<{ Params: { showId: string }; Querystring: { bizShowSessionId?: string } }>(
    '/show/pub/v5/show/:showId/seat_plan_age_limit_list',
    { schema: { tags: ['show'], params: showParams, querystring: { type: 'object', properties: { bizShowSessionId: { type: 'string', maxLength: 60 } } } } },
    async (r) => ok(await shows.seatPlanAgeLimits(r.params.showId, r.query.bizShowSessionId, ctx(r)))
  )
  app.get('/show/pub/v5/show/:showId/session/:sessionId/seat_map', { schema: { tags: ['show'], params: sessionParams } }, async (r) => {
    const { showId, sessionId } = (r as SessionReq).params
    return ok(await shows.seatMap(showId, sessionId, ctx(r)))
  })

  const idParam = (name: string) => ({ type: 'object', required: [name], properties: { [name]: { type: 'string', minLength: 1, maxLength: 40 } } })
  app.get<{ Params: { groupId: string } }>('/show/pub/v1/group_shows/:groupId', { schema: { tags: ['show'], params: idParam('groupId') } }, async (r) => ok(await shows.group(r.params.groupId, ctx(r))))
  app.get<{ Params: { tourId: string } }>('/show/pub/v1/tours/:tourId', { schema: { tags: ['show'], params: idParam('tourId') } }, async (r) => ok(await shows.tour(r.params.tourId, ctx(r))))
  app.get<{ Params: { venueId: string } }>('/show/pub/v1/venues/:venueId/shows', { schema: { tags: ['show'], params: idParam('venueId') } }, async (r) => ok(await shows.venueShows(r.params.venueId, ctx(r))))
  app.get<{ Params: { venueId: string } }>('/show/pub/v1/venues/:venueId', { schema: { tags: ['show'], params: idParam('venueId') } }, async (r) => ok(await shows.venue(r.params.venueId, ctx(r))))
  app.get<{ Querystring: { cityId?: string } }>(
    '/show/pub/v1/venues',
    { schema: { tags: ['show'], querystring: { type: 'object', properties: { cityId: { type: 'string', maxLength: 20 } } } } },
    async (r) => ok(await shows.venueList(r.query.cityId || undefined, ctx(r)))
  )
  showRoute('/buyer/pub/v1/shows/:showId/preview', (r) => shows.preview(r.params.showId, ctx(r)))
  app.get<{ Querystring: { showId?: string; cityId?: string; length: number } }>(
    '/show/pub/v1/recommend_shows',
    {
      schema: {
        tags: ['browse'],
        querystring: {
          type: 'object',
          properties: { showId: { type: 'string', maxLength: 40 }, cityId: { type: 'string', maxLength: 20 }, length: { type: 'integer', minimum: 1, maximum: 30, default: 10 } }
        }
      }
    },
    async (r) => ok(await shows.recommend({ showId: r.query.showId || undefined, cityId: r.query.cityId || undefined, length: r.query.length }, ctx(r)))
  )
}
