/**
 * The console's on-site sale calls (types/api/venue-purchase.ts ADMIN_ONSITE_PATHS), for the catalogue
 * staff: owner and operator. Writes need the CSRF header (as every console write) and are audited. Thin:
 * venue-purchase-admin.service.ts.
 */
import type { FastifyInstance } from 'fastify'
import { ok } from '../http/envelope'
import { Id, Int, Type, type Static } from '../http/schema'
import { AREA_ROLES } from '../../../types/api/staff'
import { ADMIN_ONSITE_PATHS } from '../../../types/api/venue-purchase'
import { ONSITE_OPENS_MAX_MINUTES } from '../../../types/rules/onsite-sale'
import type { StaffSessionService } from '../staff/staff-session.service'
import { allow, requireStaff } from '../staff/staff-auth'
import type { VenuePurchaseAdminService } from './venue-purchase-admin.service'

const SettingsBody = Type.Object(
  { onSiteSale: Type.Boolean(), opensMinutes: Int(0, ONSITE_OPENS_MAX_MINUTES) },
  { additionalProperties: false }
)
type SettingsBody = Static<typeof SettingsBody>
const ShowParams = Type.Object({ showId: Id })
type ShowParams = Static<typeof ShowParams>

export function registerVenuePurchaseAdminRoutes(
  admin: FastifyInstance,
  deps: { onSite: VenuePurchaseAdminService; sessions: StaffSessionService; now: () => Date }
): void {
  const tags = ['admin']
  const catalogue = allow(deps.sessions, deps.now, ...AREA_ROLES.catalogue)
  const { onSite, now } = deps
  admin.get(ADMIN_ONSITE_PATHS.list, { schema: { tags }, preHandler: catalogue }, async (r) =>
    ok(await onSite.list(requireStaff(r).merchant_id, now()))
  )
  admin.put<{ Params: ShowParams; Body: SettingsBody }>(
    ADMIN_ONSITE_PATHS.one,
    { schema: { tags, params: ShowParams, body: SettingsBody }, preHandler: catalogue },
    async (r) => {
      const me = requireStaff(r)
      return ok(await onSite.update(me.merchant_id, me.id, r.params.showId, r.body, now()))
    }
  )
}
