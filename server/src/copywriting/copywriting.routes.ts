/**
 * Copywriting calls: the buyer's GET copywriting/config (public, cached) and the console's edits
 * (storefront area: owner and operator; writes need the CSRF header, are audited and drop the cached
 * replies). Thin: copywriting.service.ts.
 */
import type { FastifyInstance } from 'fastify'
import { ok } from '../http/envelope'
import { OneOf, Str, Type, type Static } from '../http/schema'
import { AREA_ROLES } from '../../../types/api/staff'
import { ADMIN_COPYWRITING_PATHS, COPYWRITING_KEY_PATTERN, COPYWRITING_PATHS } from '../../../types/api/copywriting'
import { COPYWRITING_TEXT_MAX } from '../../../types/rules/copywriting-rules'
import { APP_CLIENTS } from '../../../types/rules/version-rules'
import type { StaffSessionService } from '../staff/staff-session.service'
import { allow, requireStaff } from '../staff/staff-auth'
import type { CopywritingService } from './copywriting.service'

// Every client reads the same texts today; the spec's client (low importance) is taken so the URL says it.
const ConfigQuery = Type.Object({ client: Type.Optional(OneOf(APP_CLIENTS)) })
type ConfigQuery = Static<typeof ConfigQuery>
const KeyParams = Type.Object({ key: Str(124, { pattern: COPYWRITING_KEY_PATTERN }) })
type KeyParams = Static<typeof KeyParams>
// Null first: the validator coerces types, and tried second a null would already have become ''.
const Text = Type.Union([Type.Null(), Str(COPYWRITING_TEXT_MAX)])
const CopywritingBody = Type.Object(
  { 'zh-CN': Type.Optional(Text), 'zh-MO': Type.Optional(Text), 'en-US': Type.Optional(Text) },
  { additionalProperties: false }
)
type CopywritingBody = Static<typeof CopywritingBody>

export function registerCopywritingRoutes(app: FastifyInstance, texts: CopywritingService): void {
  app.get<{ Querystring: ConfigQuery }>(COPYWRITING_PATHS.config, { schema: { tags: ['shop'], querystring: ConfigQuery } }, async (r) =>
    ok(await texts.config(r.merchantId))
  )
}

export function registerCopywritingAdminRoutes(
  admin: FastifyInstance,
  deps: { texts: CopywritingService; sessions: StaffSessionService; now: () => Date }
): void {
  const tags = ['admin']
  const storefront = allow(deps.sessions, deps.now, ...AREA_ROLES.storefront)
  const { texts, now } = deps
  // A change shows in the app's next read of the cached config (http/reply-cache.ts).
  const config = { publishes: true }
  admin.get(ADMIN_COPYWRITING_PATHS.list, { schema: { tags }, preHandler: storefront }, async (r) =>
    ok(await texts.list(requireStaff(r).merchant_id))
  )
  admin.put<{ Params: KeyParams; Body: CopywritingBody }>(
    ADMIN_COPYWRITING_PATHS.one,
    { schema: { tags, params: KeyParams, body: CopywritingBody }, preHandler: storefront, config },
    async (r) => {
      const me = requireStaff(r)
      return ok(await texts.set(me.merchant_id, me.id, r.params.key, r.body, now()))
    }
  )
  admin.delete<{ Params: KeyParams }>(
    ADMIN_COPYWRITING_PATHS.reset,
    { schema: { tags, params: KeyParams }, preHandler: storefront, config },
    async (r) => {
      const me = requireStaff(r)
      return ok(await texts.reset(me.merchant_id, me.id, r.params.key, now()))
    }
  )
}
