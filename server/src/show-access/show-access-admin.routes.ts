/**
 * The console's default policies and a show's access settings (types/api/show-calls.ts
 * ADMIN_SHOW_CALL_PATHS), for the catalogue's staff (owner, operator). Writes need the CSRF header and are
 * audited. Thin: policy.service.ts and show-access-admin.service.ts.
 */
import type { FastifyInstance } from 'fastify'
import { ok } from '../http/envelope'
import { Id, OneOf, Str, Type, type Static } from '../http/schema'
import { TranslationsBody } from '../http/translations.schema'
import { AREA_ROLES } from '../../../types/api/staff'
import {
  ADMIN_SHOW_CALL_PATHS as P,
  POLICY_KINDS,
  POLICY_TEXT_MAX,
  SEAT_PAGE_URL_MAX,
  WHITE_TAG_MAX,
  WHITE_TAGS_MAX
} from '../../../types/api/show-calls'
import type { StaffSessionService } from '../staff/staff-session.service'
import { allow, requireStaff } from '../staff/staff-auth'
import type { PolicyService } from '../policy/policy.service'
import type { ShowAccessAdminService } from './show-access-admin.service'

// The text's own limit is checked by the service (POLICY_INVALID names the kind); the schema only bounds the body.
const PolicyBody = Type.Object(
  {
    kind: OneOf(POLICY_KINDS),
    content: Str(POLICY_TEXT_MAX * 2),
    contentTexts: Type.Optional(TranslationsBody(POLICY_TEXT_MAX))
  },
  { additionalProperties: false }
)
const PoliciesBody = Type.Array(PolicyBody, { maxItems: POLICY_KINDS.length })
type PoliciesBody = Static<typeof PoliciesBody>
const AccessBody = Type.Object(
  {
    whiteTags: Type.Array(Str(WHITE_TAG_MAX + 10), { maxItems: WHITE_TAGS_MAX }),
    policies: PoliciesBody,
    sessions: Type.Array(Type.Object({ sessionId: Id, seatPageUrl: Type.Union([Str(SEAT_PAGE_URL_MAX), Type.Null()]) }), { maxItems: 500 })
  },
  { additionalProperties: false }
)
type AccessBody = Static<typeof AccessBody>
const ShowParams = Type.Object({ showId: Id })
type ShowParams = Static<typeof ShowParams>

export function registerShowAccessAdminRoutes(
  admin: FastifyInstance,
  deps: {
    policies: PolicyService
    access: ShowAccessAdminService
    sessions: StaffSessionService
    now: () => Date
  }
): void {
  const tags = ['admin']
  const catalogue = allow(deps.sessions, deps.now, ...AREA_ROLES.catalogue)
  const { policies, access, now } = deps
  // A save shows on the next read: the kept browse replies (service notes, seat pages, policies) are dropped.
  const config = { publishes: true }
  admin.get(P.defaultPolicies, { schema: { tags }, preHandler: catalogue }, async (r) =>
    ok(await policies.adminDefaults(requireStaff(r).merchant_id))
  )
  admin.put<{ Body: PoliciesBody }>(
    P.defaultPolicies,
    { schema: { tags, body: PoliciesBody }, preHandler: catalogue, config },
    async (r) => {
      const me = requireStaff(r)
      return ok(await policies.putDefaults(me.merchant_id, me.id, r.body, now()))
    }
  )
  admin.get<{ Params: ShowParams }>(P.showAccess, { schema: { tags, params: ShowParams }, preHandler: catalogue }, async (r) =>
    ok(await access.get(requireStaff(r).merchant_id, r.params.showId))
  )
  admin.put<{ Params: ShowParams; Body: AccessBody }>(
    P.showAccess,
    { schema: { tags, params: ShowParams, body: AccessBody }, preHandler: catalogue, config },
    async (r) => {
      const me = requireStaff(r)
      return ok(await access.put(me.merchant_id, me.id, r.params.showId, r.body, now()))
    }
  )
}
