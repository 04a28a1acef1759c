/** Attendee routes: /buyer/v1/user_audiences (list with the spec's filters, add, edit, delete). Thin. */
import type { FastifyInstance } from 'fastify'
import { ok } from '../http/envelope'
import { Int, OneOf, Str, Type, type Static } from '../http/schema'
import { requireUser } from '../account/auth-hook'
import { AUDIENCE_MAX, ID_TYPES, NAME_MAX } from '../../../types/rules/account-rules'
import type { AudienceService } from './audience.service'

// Names are checked by the rule (NAME_MAX once trimmed, with its own message); the schema leaves room for
// the spaces the rule trims.
const AudienceBody = Type.Object({
  name: Str(NAME_MAX * 2),
  idType: OneOf(ID_TYPES),
  idNo: Str(30),
  countryCode: Type.Optional(Str(6)),
  cellphone: Type.Optional(Str(20))
})
type AudienceBody = Static<typeof AudienceBody>
const IdParams = Type.Object({ id: Str(40, { minLength: 1 }) })
type IdParams = Static<typeof IdParams>
const ListQuery = Type.Object({
  offset: Int(0, 10000, { default: 0 }),
  length: Int(1, AUDIENCE_MAX, { default: AUDIENCE_MAX }),
  showId: Type.Optional(Str(40)),
  idTypes: Type.Optional(Str(100)),
  bizCode: Type.Optional(Str(40)),
  // The plans being bought, whose own age limits apply with the show's.
  seatPlanIds: Type.Optional(Str(400))
})
type ListQuery = Static<typeof ListQuery>

/** timeZoneOf: the merchant's zone, whose today decides an attendee's age. */
export function registerAudienceRoutes(
  app: FastifyInstance,
  audiences: AudienceService,
  now: () => Date,
  timeZoneOf: (merchantId: string) => Promise<string>
): void {
  const tags = ['audience']
  app.get<{ Querystring: ListQuery }>('/buyer/buyer/v1/user_audiences/list', { schema: { tags, querystring: ListQuery } }, async (r) =>
    ok(
      await audiences.list(requireUser(r).userId, {
        ...r.query,
        merchantId: r.merchantId,
        now: now(),
        timeZone: await timeZoneOf(r.merchantId)
      })
    )
  )
  app.post<{ Body: AudienceBody }>('/buyer/buyer/v1/user_audiences', { schema: { tags, body: AudienceBody } }, async (r) =>
    ok(await audiences.create(requireUser(r).userId, r.body, now()))
  )
  app.put<{ Params: IdParams; Body: AudienceBody }>(
    '/buyer/buyer/v1/user_audiences/:id',
    { schema: { tags, params: IdParams, body: AudienceBody } },
    async (r) => ok(await audiences.update(requireUser(r).userId, r.params.id, r.body))
  )
  app.delete<{ Params: IdParams }>('/buyer/buyer/v1/user_audiences/:id', { schema: { tags, params: IdParams } }, async (r) => {
    await audiences.remove(requireUser(r).userId, r.params.id)
    return ok(true)
  })
}
