/** Browse routes: thin — validate, call the service, wrap in the envelope. */
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { ok } from '../http/envelope'
import type { ShowService, BrowseContext, SortType } from './show.service'
import type { RiskTokens } from '../risk/risk-tokens'
import { DateOnly, Id, Int, OneOf, Str, Type, type Static } from '../http/schema'

const SEARCH_PAGE_SIZE = 20
const SORT_TYPES = ['RECOMMEND', 'TIME', 'PRICE_ASC', 'PRICE_DESC', 'DISTANCE'] as const satisfies readonly SortType[]

const SearchQuery = Type.Object({
  keyword: Type.Optional(Str(50)),
  pageType: Type.Optional(OneOf(['SEARCH', 'HOME', 'CATEGORY', 'CALENDAR', 'HOT'])),
  offset: Int(0, 10000, { default: 0 }),
  length: Int(1, 50, { default: SEARCH_PAGE_SIZE }),
  startDate: Type.Optional(DateOnly()),
  endDate: Type.Optional(DateOnly()),
  cityId: Type.Optional(Str(20)),
  lat: Type.Optional(Type.Number({ minimum: -90, maximum: 90 })),
  lng: Type.Optional(Type.Number({ minimum: -180, maximum: 180 })),
  backendCategoryCode: Type.Optional(Str(40)),
  sortType: OneOf(SORT_TYPES, { default: 'RECOMMEND' })
})
type SearchQuery = Static<typeof SearchQuery>

const showId = Str(40, { minLength: 1 })
const ShowParams = Type.Object({ showId })
type ShowParams = Static<typeof ShowParams>
const SessionParams = Type.Object({ showId, sessionId: Id })
type SessionParams = Static<typeof SessionParams>
const AgeLimitQuery = Type.Object({ bizShowSessionId: Type.Optional(Str(60)) })
type AgeLimitQuery = Static<typeof AgeLimitQuery>
const PickSeatQuery = Type.Object({ bizShowSessionId: Id })
type PickSeatQuery = Static<typeof PickSeatQuery>
const GroupParams = Type.Object({ groupId: Str(40, { minLength: 1 }) })
type GroupParams = Static<typeof GroupParams>
const TourParams = Type.Object({ tourId: Str(40, { minLength: 1 }) })
type TourParams = Static<typeof TourParams>
const VenueParams = Type.Object({ venueId: Str(40, { minLength: 1 }) })
type VenueParams = Static<typeof VenueParams>
const VenueListQuery = Type.Object({ cityId: Type.Optional(Str(20)) })
type VenueListQuery = Static<typeof VenueListQuery>
const RecommendQuery = Type.Object({ showId: Type.Optional(Str(40)), cityId: Type.Optional(Str(20)), length: Int(1, 30, { default: 10 }) })
type RecommendQuery = Static<typeof RecommendQuery>

/**
 * shows: the cached browse replies' (the standby's when there is one); live: the seat map's, never cached
 * and picked from seat by seat, so read where the orders are written.
 */
export function registerShowRoutes(app: FastifyInstance, shows: ShowService, live: ShowService, risk: RiskTokens, now: () => Date): void {
  const ctx = (request: FastifyRequest): BrowseContext => ({ merchantId: request.merchantId, locale: request.locale, now: now() })

  app.get<{ Querystring: SearchQuery }>(
    '/home/pub/v3/show_list/search',
    { schema: { tags: ['browse'], querystring: SearchQuery } },
    async (request) => {
      const q = request.query
      const keyword = q.keyword?.trim() || undefined
      return ok(
        await shows.search(
          {
            pageType: q.pageType,
            keyword,
            categoryCode: q.backendCategoryCode || undefined,
            cityId: q.cityId || undefined,
            startDate: q.startDate,
            endDate: q.endDate,
            lat: q.lat,
            lng: q.lng,
            sortType: q.sortType,
            offset: q.offset,
            length: q.length
          },
          ctx(request)
        )
      )
    }
  )

  app.get('/show/pub/v1/backend_categories', { schema: { tags: ['browse'] } }, async (request) => ok(await shows.categories(ctx(request))))

  type ShowReq = FastifyRequest<{ Params: ShowParams }>
  const showRoute = (path: string, handler: (r: ShowReq) => Promise<unknown>) =>
    app.get<{ Params: ShowParams }>(path, { schema: { tags: ['show'], params: ShowParams } }, async (r) => ok(await handler(r)))

  // The public show data hands out the passId order creation sends back (risk/risk-tokens.ts).
  const withPass = async <T extends object>(r: ShowReq, data: T) => ({ ...data, passId: await risk.passId(r.merchantId, now().getTime()) })
  showRoute('/show/pub/v5/show/:showId/static', async (r) => withPass(r, await shows.showStatic(r.params.showId, ctx(r))))
  showRoute('/show/pub/v5/show/:showId/dynamic', async (r) => withPass(r, await shows.showDynamic(r.params.showId, ctx(r))))
  showRoute('/show/pub/v5/show/:showId/sessions_static_data', (r) => shows.sessionsStatic(r.params.showId, ctx(r)))
  showRoute('/show/pub/v5/show/:showId/sessions_dynamic_data', (r) => shows.sessionsDynamic(r.params.showId, ctx(r)))
  showRoute('/buyer/pub/v1/shows/:showId/show_descriptions', async (r) => ({ content: await shows.description(r.params.showId, ctx(r)) }))
  showRoute('/buyer/pub/v1/shows/:showId/service_notes', async (r) => shows.serviceNotes(r.params.showId, ctx(r)))
  showRoute('/buyer/pub/v1/shows/:showId/brief', (r) => shows.brief(r.params.showId, ctx(r)))
  app.get<{ Params: ShowParams; Querystring: PickSeatQuery }>(
    '/buyer/pub/v1/shows/:showId/pick_seat_url',
    { schema: { tags: ['show'], params: ShowParams, querystring: PickSeatQuery } },
    async (r) => ok(await shows.pickSeatUrl(r.params.showId, r.query.bizShowSessionId, ctx(r)))
  )

  app.get<{ Params: SessionParams }>(
    '/show/pub/v5/show/:showId/session/:sessionId/seat_plans_static_data',
    { schema: { tags: ['show'], params: SessionParams } },
    async (r) => {
      const { showId, sessionId } = r.params
      return ok(await shows.seatPlansStatic(showId, sessionId, ctx(r)))
    }
  )
  app.get<{ Params: SessionParams }>(
    '/show/pub/v5/show/:showId/session/:sessionId/seat_plans_dynamic_data',
    { schema: { tags: ['show'], params: SessionParams } },
    async (r) => {
      const { showId, sessionId } = r.params
      return ok(await shows.seatPlansDynamic(showId, sessionId, ctx(r)))
    }
  )
  app.get<{ Params: ShowParams; Querystring: AgeLimitQuery }>(
    '/show/pub/v5/show/:showId/seat_plan_age_limit_list',
    { schema: { tags: ['show'], params: ShowParams, querystring: AgeLimitQuery } },
    async (r) => ok(await shows.seatPlanAgeLimits(r.params.showId, r.query.bizShowSessionId, ctx(r)))
  )
  app.get<{ Params: SessionParams }>(
    '/show/pub/v5/show/:showId/session/:sessionId/seat_map',
    { schema: { tags: ['show'], params: SessionParams } },
    async (r) => {
      const { showId, sessionId } = r.params
      return ok(await live.seatMap(showId, sessionId, ctx(r)))
    }
  )

  app.get<{ Params: GroupParams }>('/show/pub/v1/group_shows/:groupId', { schema: { tags: ['show'], params: GroupParams } }, async (r) =>
    ok(await shows.group(r.params.groupId, ctx(r)))
  )
  app.get<{ Params: TourParams }>('/show/pub/v1/tours/:tourId', { schema: { tags: ['show'], params: TourParams } }, async (r) =>
    ok(await shows.tour(r.params.tourId, ctx(r)))
  )
  app.get<{ Params: VenueParams }>('/show/pub/v1/venues/:venueId/shows', { schema: { tags: ['show'], params: VenueParams } }, async (r) =>
    ok(await shows.venueShows(r.params.venueId, ctx(r)))
  )
  app.get<{ Params: VenueParams }>('/show/pub/v1/venues/:venueId', { schema: { tags: ['show'], params: VenueParams } }, async (r) =>
    ok(await shows.venue(r.params.venueId, ctx(r)))
  )
  app.get<{ Querystring: VenueListQuery }>('/show/pub/v1/venues', { schema: { tags: ['show'], querystring: VenueListQuery } }, async (r) =>
    ok(await shows.venueList(r.query.cityId || undefined, ctx(r)))
  )
  showRoute('/buyer/pub/v1/shows/:showId/preview', (r) => shows.preview(r.params.showId, ctx(r)))
  app.get<{ Querystring: RecommendQuery }>(
    '/show/pub/v1/recommend_shows',
    { schema: { tags: ['browse'], querystring: RecommendQuery } },
    async (r) =>
      ok(
        await shows.recommend({ showId: r.query.showId || undefined, cityId: r.query.cityId || undefined, length: r.query.length }, ctx(r))
      )
  )
}
