/**
 * Invitation routes (issue #17 bind-invitation-ticket). The buyer's redemption (login, /buyer prefix; its
 * per-address budget is the login family's in rate-limits.ts: each call is a guess at a secret) and the
 * console's batches (catalogue area: owner, operator; writes need the CSRF header and are audited). Thin.
 */
import type { FastifyInstance } from 'fastify'
import { ok } from '../http/envelope'
import { Id, Int, Str, Type, type Static } from '../http/schema'
import { requireUser } from '../account/auth-hook'
import { AREA_ROLES } from '../../../types/api/staff'
import { ADMIN_INVITATION_PATHS, BINDING_PATHS, INVITATION_BATCH_MAX } from '../../../types/api/binding'
import type { StaffSessionService } from '../staff/staff-session.service'
import { allow, requireStaff } from '../staff/staff-auth'
import type { InvitationService } from './invitation.service'
import { sendCsv } from '../staff/csv-reply'

const RedeemBody = Type.Object({ code: Str(60) })
type RedeemBody = Static<typeof RedeemBody>
const CreateBody = Type.Object(
  { tierId: Id, size: Int(1, INVITATION_BATCH_MAX), label: Type.Optional(Str(60)) },
  { additionalProperties: false }
)
type CreateBody = Static<typeof CreateBody>
const BatchParams = Type.Object({ id: Id })
type BatchParams = Static<typeof BatchParams>

export function registerInvitationRoutes(app: FastifyInstance, invitations: InvitationService, now: () => Date): void {
  app.post<{ Body: RedeemBody }>(BINDING_PATHS.redeem, { schema: { tags: ['binding'], body: RedeemBody } }, async (r) =>
    ok(await invitations.redeem(r.merchantId, requireUser(r).userId, r.body.code, now()))
  )
}

export function registerInvitationAdminRoutes(
  admin: FastifyInstance,
  deps: { invitations: InvitationService; sessions: StaffSessionService; now: () => Date }
): void {
  const tags = ['admin']
  const catalogue = allow(deps.sessions, deps.now, ...AREA_ROLES.catalogue)
  const { invitations, now } = deps
  admin.get(ADMIN_INVITATION_PATHS.list, { schema: { tags }, preHandler: catalogue }, async (r) =>
    ok(await invitations.list(requireStaff(r).merchant_id, r.locale))
  )
  admin.post<{ Body: CreateBody }>(
    ADMIN_INVITATION_PATHS.create,
    { schema: { tags, body: CreateBody }, preHandler: catalogue },
    async (r) => {
      const me = requireStaff(r)
      return ok(await invitations.create(me.merchant_id, me.id, r.body, r.locale, now()))
    }
  )
  admin.get<{ Params: BatchParams }>(
    ADMIN_INVITATION_PATHS.csv,
    { schema: { tags, params: BatchParams }, preHandler: catalogue },
    async (r, reply) => {
      const text = await invitations.csv(requireStaff(r).merchant_id, r.params.id, r.locale)
      return sendCsv(reply, `invitations-${r.params.id}.csv`, text)
    }
  )
  admin.post<{ Params: BatchParams }>(
    ADMIN_INVITATION_PATHS.void,
    { schema: { tags, params: BatchParams }, preHandler: catalogue },
    async (r) => {
      const me = requireStaff(r)
      return ok(await invitations.void(me.merchant_id, me.id, r.params.id, r.locale, now()))
    }
  )
}
