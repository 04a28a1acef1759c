import type { FastifyInstance } from 'fastify'
import type { Queryable } from '../db/db'
import { textIn } from '../http/texts'
import { AppError } from '../http/app-error'
import { posterSvg } from './poster'
import type { Texts } from '../http/texts'

export function registerPosterRoutes(app: FastifyInstance, db: Queryable): void {
  app.get<{ Params: { showId: string } }>(
    '/pub/images/poster/:showId.svg',
    { schema: { hide: true, params: { type: 'object', properties: { showId: { type: 'string', maxLength: 40 } } } } },
    async (request, reply) => {
      const rows = await db.query<{ name: Texts; poster_color: string }>('SELECT name, poster_color FROM shows WHERE id = $1', [request.params.showId])
      if (!rows.length) throw new AppError('NOT_FOUND')
      return reply
        .header('content-type', 'image/svg+xml; charset=utf-8')
        .header('cache-control', 'public, max-age=86400')
        .send(posterSvg(textIn(rows[0].name, request.locale), rows[0].poster_color))
    }
  )
}
