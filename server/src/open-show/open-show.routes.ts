/**
 * The buyer's open-show calls (types/api/open-show.ts OPEN_SHOW_PATHS): /show/pub/... answers anyone,
 * /buyer/buyer/... needs the login. Thin: open-show.service.ts.
 */
import type { FastifyInstance } from 'fastify'
import { ok } from '../http/envelope'
import { Id, Type, type Static } from '../http/schema'
import { requireUser } from '../account/auth-hook'
import { OPEN_SHOW_PATHS as P } from '../../../types/api/open-show'
import { TEXT_ANSWER_MAX, FIELD_KEY_MAX, FORM_FIELDS_MAX } from '../../../types/rules/registration-form'
import type { OpenShowService } from './open-show.service'

const ShowQuery = Type.Object({ showId: Id })
type ShowQuery = Static<typeof ShowQuery>
const MineQuery = Type.Object({ openShowId: Type.Optional(Id) })
type MineQuery = Static<typeof MineQuery>
const RegistrationQuery = Type.Object({ registrationId: Id })
type RegistrationQuery = Static<typeof RegistrationQuery>
const Answers = Type.Record(Type.String({ maxLength: FIELD_KEY_MAX }), Type.String({ maxLength: TEXT_ANSWER_MAX * 2 }), {
  maxProperties: FORM_FIELDS_MAX
})
// Not closed to other properties: the app's request layer adds its common params (src, ver, merchantId ...) to every body.
const RegisterBody = Type.Object({ openShowId: Id, answers: Answers })
type RegisterBody = Static<typeof RegisterBody>
const AnswersBody = Type.Object({ registrationId: Id, answers: Answers })
type AnswersBody = Static<typeof AnswersBody>
const CancelBody = Type.Object({ registrationId: Id })
type CancelBody = Static<typeof CancelBody>

export function registerOpenShowRoutes(app: FastifyInstance, shows: OpenShowService, now: () => Date): void {
  const tags = ['open-show']
  app.get(P.list, { schema: { tags } }, async (r, reply) => {
    // Places left move with every registration: not kept on the way.
    reply.header('cache-control', 'no-store')
    return ok(await shows.list(r.merchantId, r.locale, now()))
  })
  app.get<{ Querystring: ShowQuery }>(P.detail, { schema: { tags, querystring: ShowQuery } }, async (r, reply) => {
    reply.header('cache-control', 'no-store')
    return ok(await shows.detail(r.merchantId, r.query.showId, r.locale, now()))
  })
  app.get<{ Querystring: MineQuery }>(P.mine, { schema: { tags, querystring: MineQuery } }, async (r, reply) => {
    reply.header('cache-control', 'no-store')
    return ok(await shows.mine(r.merchantId, requireUser(r).userId, r.query.openShowId, r.locale))
  })
  app.post<{ Body: RegisterBody }>(P.register, { schema: { tags, body: RegisterBody } }, async (r) =>
    ok(await shows.register(r.merchantId, requireUser(r).userId, r.body, r.locale, now()))
  )
  app.get<{ Querystring: RegistrationQuery }>(P.one, { schema: { tags, querystring: RegistrationQuery } }, async (r, reply) => {
    reply.header('cache-control', 'no-store')
    return ok(await shows.one(r.merchantId, requireUser(r).userId, r.query.registrationId, r.locale))
  })
  app.post<{ Body: AnswersBody }>(P.answers, { schema: { tags, body: AnswersBody } }, async (r) =>
    ok(await shows.editAnswers(r.merchantId, requireUser(r).userId, r.body, r.locale, now()))
  )
  app.post<{ Body: CancelBody }>(P.cancel, { schema: { tags, body: CancelBody } }, async (r) =>
    ok(await shows.cancel(r.merchantId, requireUser(r).userId, r.body.registrationId, r.locale, now()))
  )
}
