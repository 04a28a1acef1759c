/** The white tag check (calls-errors-limits.md "GET white tag check"), for the logged-in buyer. Thin: white-tag.service.ts. */
import type { FastifyInstance } from 'fastify'
import { ok } from '../http/envelope'
import { Str, Type, type Static } from '../http/schema'
import { requireUser } from '../account/auth-hook'
import type { WhiteTagService } from './white-tag.service'

const ShowParams = Type.Object({ showId: Str(40, { minLength: 1 }) })
type ShowParams = Static<typeof ShowParams>

export function registerWhiteTagRoutes(app: FastifyInstance, whiteTags: WhiteTagService): void {
  app.get<{ Params: ShowParams }>(
    '/show/buyer/v1/shows/:showId/white_tag/check',
    { schema: { tags: ['show'], params: ShowParams } },
    async (r, reply) => {
      // The buyer's own answer: never kept on the way.
      void reply.header('cache-control', 'no-store')
      return ok(await whiteTags.check(r.merchantId, r.params.showId, requireUser(r).userId))
    }
  )
}
