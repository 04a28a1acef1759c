/**
 * The buyer's vote calls (types/api/vote.ts VOTE_PATHS): /home/pub/... answers anyone, /buyer/buyer/...
 * needs the login. Thin: vote.service.ts.
 */
import type { FastifyInstance } from 'fastify'
import { ok } from '../http/envelope'
import { Id, Type, type Static } from '../http/schema'
import { requireUser } from '../account/auth-hook'
import { VOTE_PATHS as P } from '../../../types/api/vote'
import type { VoteService } from './vote.service'

const VoteQuery = Type.Object({ voteId: Id })
type VoteQuery = Static<typeof VoteQuery>
const LinkedQuery = Type.Object({ topicId: Type.Optional(Id), showId: Type.Optional(Id) })
type LinkedQuery = Static<typeof LinkedQuery>
// Not closed to other properties: the app's request layer adds its common params (src, ver, merchantId ...) to every body.
const CastBody = Type.Object({ voteId: Id, optionId: Id })
type CastBody = Static<typeof CastBody>

export function registerVoteRoutes(app: FastifyInstance, votes: VoteService, now: () => Date): void {
  const tags = ['vote']
  app.get<{ Querystring: VoteQuery }>(P.detail, { schema: { tags, querystring: VoteQuery } }, async (r, reply) => {
    // Counts move with every ballot: not kept on the way.
    reply.header('cache-control', 'no-store')
    return ok(await votes.detail(r.merchantId, r.query.voteId, null, r.locale, now()))
  })
  app.get<{ Querystring: VoteQuery }>(P.detailMine, { schema: { tags, querystring: VoteQuery } }, async (r, reply) => {
    reply.header('cache-control', 'no-store')
    return ok(await votes.detail(r.merchantId, r.query.voteId, requireUser(r).userId, r.locale, now()))
  })
  app.get<{ Querystring: LinkedQuery }>(P.linked, { schema: { tags, querystring: LinkedQuery } }, async (r, reply) => {
    reply.header('cache-control', 'no-store')
    return ok(await votes.linked(r.merchantId, { topicId: r.query.topicId, showId: r.query.showId }, r.locale, now()))
  })
  app.post<{ Body: CastBody }>(P.cast, { schema: { tags, body: CastBody } }, async (r) =>
    ok(await votes.cast(r.merchantId, requireUser(r).userId, r.body, r.locale, now()))
  )
}
