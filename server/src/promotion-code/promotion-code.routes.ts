/**
 * The buyer's promotion-code calls (types/api/promotion-code.ts PROMOTION_CODE_PATHS): the two scan
 * lookups (anyone: a code is scanned before any login), generate_code (logged in: a buyer's share) and the
 * terminal jump. Thin: promotion-code.service.ts.
 */
import type { FastifyInstance } from 'fastify'
import { ok } from '../http/envelope'
import { OneOf, Str, Type, type Static } from '../http/schema'
import { requireUser } from '../account/auth-hook'
import { CODE_PARAM_MAX, CODE_TARGETS, JUMP_KEY_MAX, PROMOTION_CODE_PATHS as P, TERMINALS } from '../../../types/api/promotion-code'
import type { PromotionCodeService } from './promotion-code.service'

// Loose here (a scene may come URL-encoded, a link whole); the service reads it with the one rule.
const LookupQuery = Type.Object({ code: Str(300, { minLength: 1 }) })
type LookupQuery = Static<typeof LookupQuery>
const CpQuery = Type.Object({ cpId: Str(64, { minLength: 1 }) })
type CpQuery = Static<typeof CpQuery>
// Not closed to other properties: the request layer adds its common params to every body.
const GenerateBody = Type.Object({
  target: OneOf(CODE_TARGETS),
  targetId: Type.Optional(Type.Union([Str(CODE_PARAM_MAX), Type.Null()])),
  channelId: Type.Optional(Type.Union([Str(CODE_PARAM_MAX), Type.Null()]))
})
type GenerateBody = Static<typeof GenerateBody>
const JumpBody = Type.Object({
  miniAppType: OneOf(TERMINALS),
  pageName: Str(JUMP_KEY_MAX, { minLength: 1 }),
  target: Str(JUMP_KEY_MAX, { minLength: 1 })
})
type JumpBody = Static<typeof JumpBody>

export function registerPromotionCodeRoutes(app: FastifyInstance, codes: PromotionCodeService, now: () => Date): void {
  const tags = ['promotion-code']
  app.get<{ Querystring: LookupQuery }>(P.lookup, { schema: { tags, querystring: LookupQuery } }, async (r, reply) => {
    // Every lookup is a counted scan: never answered from a cache on the way.
    reply.header('cache-control', 'no-store')
    return ok(await codes.lookup(r.merchantId, r.query.code, now()))
  })
  app.get<{ Querystring: CpQuery }>(P.byCpId, { schema: { tags, querystring: CpQuery } }, async (r, reply) => {
    reply.header('cache-control', 'no-store')
    return ok(await codes.lookupByCpId(r.merchantId, r.query.cpId, now()))
  })
  app.post<{ Body: GenerateBody }>(P.generate, { schema: { tags, body: GenerateBody } }, async (r) =>
    ok(await codes.generate(r.merchantId, requireUser(r).userId, r.body, now()))
  )
  app.post<{ Body: JumpBody }>(P.terminalJump, { schema: { tags, body: JumpBody } }, async (r) =>
    ok(await codes.jump(r.merchantId, r.body))
  )
}
