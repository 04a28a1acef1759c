/** The storefront editor: draft, publish, versions, rollback, preview token (owner, operator). Thin. */
import type { FastifyInstance } from 'fastify'
import { ok } from '../http/envelope'
import { Int, Type, type Static } from '../http/schema'
import { PREVIEW_QUERY } from '../../../types/api/storefront-admin'
import type { StorefrontService } from './storefront-admin.service'
import type { StaffSessionService } from '../staff/staff-session.service'
import { allow, requireStaff } from '../staff/staff-auth'

// The whole config is checked by the service (storefront.schema.ts) so a bad field is STOREFRONT_INVALID naming it.
const DraftBody = Type.Object({ config: Type.Object({}, { additionalProperties: true }) }, { additionalProperties: false })
type DraftBody = Static<typeof DraftBody>
const VersionParams = Type.Object({ version: Int(1, 1_000_000) })
type VersionParams = Static<typeof VersionParams>

export function registerStorefrontRoutes(
  app: FastifyInstance,
  deps: { storefront: StorefrontService; sessions: StaffSessionService; now: () => Date; afterPublish: (merchantId: string) => void }
): void {
  const tags = ['admin']
  const editors = allow(deps.sessions, deps.now, 'owner', 'operator')
  const { storefront, now } = deps

  app.get('/storefront/draft', { schema: { tags }, preHandler: editors }, async (r) =>
    ok(await storefront.draft(requireStaff(r).merchant_id))
  )
  app.put<{ Body: DraftBody }>('/storefront/draft', { schema: { tags, body: DraftBody }, preHandler: editors }, async (r) => {
    const me = requireStaff(r)
    return ok(await storefront.saveDraft(me.merchant_id, me.id, r.body.config, now()))
  })
  // publishes: the reply cache and the first page's data are dropped once this answers (http/reply-cache.ts).
  app.post('/storefront/publish', { schema: { tags }, preHandler: editors, config: { publishes: true } }, async (r) => {
    const me = requireStaff(r)
    const version = await storefront.publish(me.merchant_id, me.id, now())
    deps.afterPublish(me.merchant_id)
    return ok(version)
  })
  app.get('/storefront/versions', { schema: { tags }, preHandler: editors }, async (r) =>
    ok(await storefront.versions(requireStaff(r).merchant_id))
  )
  app.post<{ Params: VersionParams }>(
    '/storefront/versions/:version/rollback',
    { schema: { tags, params: VersionParams }, preHandler: editors, config: { publishes: true } },
    async (r) => {
      const me = requireStaff(r)
      const version = await storefront.rollback(me.merchant_id, me.id, r.params.version, now())
      deps.afterPublish(me.merchant_id)
      return ok(version)
    }
  )
  app.post('/storefront/preview', { schema: { tags }, preHandler: editors }, async (r) => {
    const { token, expiresAt } = await storefront.previewToken(requireStaff(r).merchant_id, now())
    return ok({ token, expiresAt: expiresAt.toISOString(), previewPath: `/?${PREVIEW_QUERY}=${encodeURIComponent(token)}` })
  })
}
