/** The generated poster image of a show (browse/poster-art.ts draws it). Thin. */
import type { FastifyInstance } from 'fastify'
import { AppError } from '../http/app-error'
import { Str, Type, type Static } from '../http/schema'
import { posterArt } from './poster-art'
import type { ShowService } from './show.service'

const PosterParams = Type.Object({ showId: Str(40) })
type PosterParams = Static<typeof PosterParams>

export function registerPosterRoutes(app: FastifyInstance, shows: ShowService): void {
  app.get<{ Params: PosterParams }>(
    '/pub/images/poster/:showId.svg',
    { schema: { hide: true, params: PosterParams } },
    async (request, reply) => {
      const show = await shows.poster(request.params.showId)
      if (!show) throw new AppError('NOT_FOUND')
      return reply
        .header('content-type', 'image/svg+xml; charset=utf-8')
        .header('cache-control', 'public, max-age=86400')
        .send(posterArt(show.id, show.category_code))
    }
  )
}
