/**
 * App version calls: the buyer's GET version/match (public) and the console's publication per client
 * (storefront area: owner and operator; writes need the CSRF header and are audited). Thin: app-version.service.ts.
 */
import type { FastifyInstance } from 'fastify'
import { ok } from '../http/envelope'
import { OneOf, Str, Type, type Static } from '../http/schema'
import { AREA_ROLES } from '../../../types/api/staff'
import { ADMIN_APP_VERSION_PATHS, APP_VERSION_NOTES_MAX, APP_VERSION_PATHS } from '../../../types/api/app-version'
import { APP_CLIENTS, VERSION_PATTERN } from '../../../types/rules/version-rules'
import type { StaffSessionService } from '../staff/staff-session.service'
import { allow, requireStaff } from '../staff/staff-auth'
import type { AppVersionService } from './app-version.service'

const Version = Str(27, { pattern: VERSION_PATTERN })
// productCode names the product in the spec's call; one product per merchant here, so it is taken and not read.
const MatchQuery = Type.Object({ productCode: Type.Optional(Str(60)), clientCode: OneOf(APP_CLIENTS), versionNo: Version })
type MatchQuery = Static<typeof MatchQuery>
const ClientParams = Type.Object({ client: OneOf(APP_CLIENTS) })
type ClientParams = Static<typeof ClientParams>
const VersionBody = Type.Object(
  { latestVersion: Version, minVersion: Version, notes: Str(APP_VERSION_NOTES_MAX) },
  { additionalProperties: false }
)
type VersionBody = Static<typeof VersionBody>

export function registerAppVersionRoutes(app: FastifyInstance, versions: AppVersionService): void {
  app.get<{ Querystring: MatchQuery }>(
    APP_VERSION_PATHS.match,
    { schema: { tags: ['shop'], querystring: MatchQuery } },
    async (r, reply) => {
      // A publication must reach the next launch: not kept on the way (one small read a launch).
      reply.header('cache-control', 'no-store')
      return ok(await versions.match(r.merchantId, r.query.clientCode, r.query.versionNo))
    }
  )
}

export function registerAppVersionAdminRoutes(
  admin: FastifyInstance,
  deps: { versions: AppVersionService; sessions: StaffSessionService; now: () => Date }
): void {
  const tags = ['admin']
  const storefront = allow(deps.sessions, deps.now, ...AREA_ROLES.storefront)
  const { versions, now } = deps
  admin.get(ADMIN_APP_VERSION_PATHS.list, { schema: { tags }, preHandler: storefront }, async (r) =>
    ok(await versions.list(requireStaff(r).merchant_id))
  )
  admin.put<{ Params: ClientParams; Body: VersionBody }>(
    ADMIN_APP_VERSION_PATHS.one,
    { schema: { tags, params: ClientParams, body: VersionBody }, preHandler: storefront },
    async (r) => {
      const me = requireStaff(r)
      return ok(await versions.publish(me.merchant_id, me.id, r.params.client, r.body, now()))
    }
  )
}
