/**
 * The console's verify of an offline coupon (issue #18: "the console verifies (redeems) an offline coupon
 * by its code ... marking it USED exactly once"). Catalogue staff (owner, operator) and door staff, who
 * stand where the coupon is used; finance is refused. A write: CSRF header, audited in the service.
 */
import type { FastifyInstance } from 'fastify'
import { ok } from '../http/envelope'
import { Str, Type, type Static } from '../http/schema'
import { AREA_ROLES } from '../../../types/api/staff'
import { ADMIN_COUPON_PATHS } from '../../../types/api/coupon'
import type { StaffSessionService } from '../staff/staff-session.service'
import { allow, requireStaff } from '../staff/staff-auth'
import type { CouponOfflineService } from './coupon-offline.service'

const VerifyBody = Type.Object({ verifyCode: Str(80, { minLength: 1 }) }, { additionalProperties: false })
type VerifyBody = Static<typeof VerifyBody>

export function registerCouponOfflineAdminRoutes(
  admin: FastifyInstance,
  deps: { offline: CouponOfflineService; sessions: StaffSessionService; now: () => Date }
): void {
  const roles = [...new Set([...AREA_ROLES.catalogue, ...AREA_ROLES.door])]
  const verifiers = allow(deps.sessions, deps.now, ...roles)
  admin.post<{ Body: VerifyBody }>(
    ADMIN_COUPON_PATHS.verify,
    { schema: { tags: ['admin'], body: VerifyBody }, preHandler: verifiers },
    async (r) => {
      const me = requireStaff(r)
      return ok(await deps.offline.verify(me.merchant_id, me.id, r.body.verifyCode, r.locale, deps.now()))
    }
  )
}
