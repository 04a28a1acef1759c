/**
 * The buyer's privilege calls (issue #18 privilege): the code check, answered with a privilege token,
 * and the privilege-purchase variants of the session data (calls-errors-limits.md "sessions_static_data
 * and sessions_dynamic_data, with privilege-purchase variants"), sent with the privilege-token header.
 * Thin: the rules are in privilege.service.ts, privilege-sessions.ts and types/rules/privilege-rules.ts.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { ok } from '../http/envelope'
import { requireUser } from '../account/auth-hook'
import { Id, Str, Type, type Static } from '../http/schema'
import { AppError } from '../http/app-error'
import { PRIVILEGE_PATHS } from '../../../types/api/privilege'
import { privilegeTokenOf } from '../http/privilege-token'
import type { ShowService } from '../browse/show.service'
import type { PrivilegeGrant, PrivilegeService } from './privilege.service'
import { privilegeSeatPlans, privilegeSessionsDynamic, privilegeSessionsStatic } from './privilege-sessions'

const CheckBody = Type.Object({ privilegeCode: Str(60, { minLength: 1 }), privilegeId: Type.Optional(Id) })
type CheckBody = Static<typeof CheckBody>
const ShowParams = Type.Object({ showId: Id })
type ShowParams = Static<typeof ShowParams>
const SessionParams = Type.Object({ showId: Id, sessionId: Id })
type SessionParams = Static<typeof SessionParams>

export function registerPrivilegeRoutes(app: FastifyInstance, privileges: PrivilegeService, shows: ShowService, now: () => Date): void {
  const tags = ['privilege']
  app.post<{ Body: CheckBody }>(PRIVILEGE_PATHS.check, { schema: { tags, body: CheckBody } }, async (r) =>
    ok(await privileges.check(r.merchantId, requireUser(r).userId, r.body.privilegeCode, r.body.privilegeId, now()))
  )

  /** The variants need the token: without one, or for another show, the buyer starts again from the code. */
  const grantFor = async (r: FastifyRequest, showId: string): Promise<PrivilegeGrant> => {
    const grant = await privileges.grant(privilegeTokenOf(r), r.merchantId, requireUser(r).userId, now())
    if (!grant || grant.showId !== showId) throw new AppError('PRIVILEGE_TOKEN_INVALID')
    return grant
  }
  const ctx = (r: FastifyRequest) => ({ merchantId: r.merchantId, locale: r.locale, now: now() })
  app.get<{ Params: ShowParams }>(PRIVILEGE_PATHS.sessionsStatic, { schema: { tags, params: ShowParams } }, async (r) =>
    ok(await privilegeSessionsStatic(shows, await grantFor(r, r.params.showId), r.params.showId, ctx(r)))
  )
  app.get<{ Params: ShowParams }>(PRIVILEGE_PATHS.sessionsDynamic, { schema: { tags, params: ShowParams } }, async (r) =>
    ok(await privilegeSessionsDynamic(shows, await grantFor(r, r.params.showId), r.params.showId, ctx(r)))
  )
  app.get<{ Params: SessionParams }>(PRIVILEGE_PATHS.seatPlansStatic, { schema: { tags, params: SessionParams } }, async (r) =>
    ok(await privilegeSeatPlans(shows, await grantFor(r, r.params.showId), r.params.showId, r.params.sessionId, ctx(r)))
  )
}
