/** Favourite shows (show detail's heart): add, remove, whether one is a favourite, and the list. Thin. */
import type { FastifyInstance } from 'fastify'
import { ok } from '../http/envelope'
import { Int, Str, Type, type Static } from '../http/schema'
import { FAVOURITE_CARDS_PATH, FAVOURITE_PAGE_SIZE } from '../../../types/api/favourite'
import { requireUser } from '../account/auth-hook'
import type { FavouriteService } from './favourite.service'

const ShowParams = Type.Object({ showId: Str(40, { minLength: 1 }) })
type ShowParams = Static<typeof ShowParams>
const PageQuery = Type.Object({ offset: Int(0, 10000, { default: 0 }), length: Int(1, 50, { default: FAVOURITE_PAGE_SIZE }) })
type PageQuery = Static<typeof PageQuery>

export function registerFavouriteRoutes(app: FastifyInstance, favourites: FavouriteService, now: () => Date): void {
  const tags = ['favourite']
  const base = '/buyer/buyer/v1/favourite_shows'
  const schema = { tags, params: ShowParams }

  app.get<{ Params: ShowParams }>(`${base}/:showId`, { schema }, async (r) =>
    ok(await favourites.state(requireUser(r).userId, r.params.showId))
  )
  app.put<{ Params: ShowParams }>(`${base}/:showId`, { schema }, async (r) =>
    ok(await favourites.add(requireUser(r).userId, r.merchantId, r.params.showId, now()))
  )
  app.delete<{ Params: ShowParams }>(`${base}/:showId`, { schema }, async (r) =>
    ok(await favourites.remove(requireUser(r).userId, r.params.showId))
  )
  app.get(base, { schema: { tags } }, async (r) => ok(await favourites.list(requireUser(r).userId)))
  app.get<{ Querystring: PageQuery }>(FAVOURITE_CARDS_PATH, { schema: { tags, querystring: PageQuery } }, async (r) =>
    ok(
      await favourites.cards(
        requireUser(r).userId,
        { merchantId: r.merchantId, locale: r.locale, now: now() },
        r.query.offset,
        r.query.length
      )
    )
  )
}
