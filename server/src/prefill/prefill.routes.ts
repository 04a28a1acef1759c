/**
 * pre_filed_info (calls-errors-limits.md section 7: bizShowSessionId, source, needDetails) and the show's
 * sale-reminder subscribe and query calls, the buyer's reminders list (composition/sweepers.ts runs the sweeper that sends due reminders). Thin.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { ok } from '../http/envelope'
import { Id, Int, OneOf, Str, Type, type Static } from '../http/schema'
import { requireUser } from '../account/auth-hook'
import type { PrefillContext, PrefillService } from './prefill.service'
import { SALE_REMINDERS_PATH } from '../../../types/api/prefill'

const ShowParams = Type.Object({ showId: Str(40, { minLength: 1 }) })
type ShowParams = Static<typeof ShowParams>
const idList = Type.Array(Id, { maxItems: 20 })
// Wide structural bounds only: the rule's own limits (per-order count, the reminder choices) are checked by
// prefillProblem and the service, which name the field that does not fit.
const minutes = Int(0, 24 * 60)

const PrefillQuery = Type.Object({
  bizShowSessionId: Type.Optional(Str(60)),
  source: Type.Optional(Str(40)),
  needDetails: Type.Optional(Type.Boolean())
})
type PrefillQuery = Static<typeof PrefillQuery>
const PrefillBody = Type.Object({
  bizShowSessionIds: idList,
  seatPlanIds: idList,
  ticketCount: Int(0, 1000),
  purchaserName: Str(60),
  purchaserCellphone: Str(20),
  audienceIds: Type.Optional(idList),
  addressId: Type.Optional(Str(60)),
  remindMethod: OneOf(['NONE', 'SMS']),
  remindMinutes: Type.Optional(minutes)
})
type PrefillBody = Static<typeof PrefillBody>
const SubscribeQuery = Type.Object({
  remindType: Type.Optional(OneOf(['SALE_START', 'CANCEL'])),
  subscribeTargetType: Type.Optional(OneOf(['SHOW', 'SESSION'])),
  showSessionId: Type.Optional(Str(60)),
  minutesAhead: Type.Optional(minutes)
})
type SubscribeQuery = Static<typeof SubscribeQuery>

export function registerPrefillRoutes(app: FastifyInstance, prefills: PrefillService, now: () => Date): void {
  const tags = ['prefill']
  const ctx = (r: FastifyRequest): PrefillContext => ({
    merchantId: r.merchantId,
    userId: requireUser(r).userId,
    locale: r.locale,
    now: now()
  })

  app.get<{ Params: ShowParams; Querystring: PrefillQuery }>(
    '/show/buyer/v1/pre_filed_info/:showId',
    { schema: { tags, params: ShowParams, querystring: PrefillQuery } },
    async (r) => ok(await prefills.get(r.params.showId, r.query.needDetails === true, ctx(r)))
  )

  app.post<{ Params: ShowParams; Body: PrefillBody }>(
    '/show/buyer/v1/pre_filed_info/:showId',
    { schema: { tags, params: ShowParams, body: PrefillBody } },
    async (r) => ok(await prefills.save(r.params.showId, r.body, ctx(r)))
  )

  app.get<{ Params: ShowParams; Querystring: SubscribeQuery }>(
    '/show/buyer/v1/shows/:showId/subscribe',
    { schema: { tags, params: ShowParams, querystring: SubscribeQuery } },
    async (r) => ok(await prefills.subscribe(r.params.showId, r.query.minutesAhead, r.query.remindType === 'CANCEL', ctx(r)))
  )

  app.get(SALE_REMINDERS_PATH, { schema: { tags } }, async (r) => ok(await prefills.reminders(ctx(r))))

  app.post<{ Params: ShowParams }>(
    '/show/buyer/v1/shows/:showId/subscribe_notification/query',
    { schema: { tags, params: ShowParams } },
    async (r) => ok(await prefills.reminder(r.params.showId, ctx(r)))
  )
}
