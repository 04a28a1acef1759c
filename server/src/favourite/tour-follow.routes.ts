/** Following a tour (calls-errors-limits.md "POST tour subscribe_favorite/{id}"; paths in types/api/tour-follow.ts). Thin. */
import type { FastifyInstance } from 'fastify'
import { ok } from '../http/envelope'
import { Str, Type, type Static } from '../http/schema'
import { requireUser } from '../account/auth-hook'
import { TOUR_FOLLOW_API } from '../../../types/api/tour-follow'
import type { TourFollowService } from './tour-follow.service'

const TourParams = Type.Object({ tourId: Str(40, { minLength: 1 }) })
type TourParams = Static<typeof TourParams>
// The app's request layer adds its own fields (src, merchantId, ...) to every body: only `follow` is read.
const FollowBody = Type.Object({ follow: Type.Boolean() })
type FollowBody = Static<typeof FollowBody>

export function registerTourFollowRoutes(app: FastifyInstance, follows: TourFollowService, now: () => Date): void {
  const tags = ['favourite']
  app.get<{ Params: TourParams }>(TOUR_FOLLOW_API.one, { schema: { tags, params: TourParams } }, async (r) =>
    ok(await follows.state(requireUser(r).userId, r.merchantId, r.params.tourId))
  )
  app.post<{ Params: TourParams; Body: FollowBody }>(
    TOUR_FOLLOW_API.one,
    { schema: { tags, params: TourParams, body: FollowBody } },
    async (r) => ok(await follows.set(requireUser(r).userId, r.merchantId, r.params.tourId, r.body.follow, now()))
  )
  app.get(TOUR_FOLLOW_API.list, { schema: { tags } }, async (r) => ok(await follows.list(requireUser(r).userId, r.merchantId, r.locale)))
}
