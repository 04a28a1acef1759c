/** Page layouts: pages, topic creation, the shop tab's page, draft, publish, versions, rollback (owner, operator). Thin. */
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { ok } from '../http/envelope'
import { Int, Str, Type, type Static } from '../http/schema'
import type { LayoutsService } from './layouts-admin.service'
import type { StaffSessionService } from '../staff/staff-session.service'
import { allow, requireStaff } from '../staff/staff-auth'

// The content is checked by the service (layout-rules.ts) so a bad field is LAYOUT_INVALID naming it.
const DraftBody = Type.Object({ content: Type.Object({}, { additionalProperties: true }) }, { additionalProperties: false })
type DraftBody = Static<typeof DraftBody>
const TopicBody = Type.Object({ name: Type.Object({}, { additionalProperties: true }) }, { additionalProperties: false })
type TopicBody = Static<typeof TopicBody>
const LayoutParams = Type.Object({ id: Str(40, { minLength: 1 }) })
type LayoutParams = Static<typeof LayoutParams>
const VersionParams = Type.Object({ id: Str(40, { minLength: 1 }), version: Int(1, 1_000_000) })
type VersionParams = Static<typeof VersionParams>

/** H5/WEB banners may only open the shop's own site: the host the console is served from. */
const siteHost = (r: FastifyRequest): string => r.headers.host ?? ''

export function registerLayoutsRoutes(
  app: FastifyInstance,
  deps: { layouts: LayoutsService; sessions: StaffSessionService; now: () => Date }
): void {
  const tags = ['admin']
  const editors = allow(deps.sessions, deps.now, 'owner', 'operator')
  const { layouts, now } = deps

  app.get('/layouts', { schema: { tags }, preHandler: editors }, async (r) => ok(await layouts.pages(requireStaff(r).merchant_id)))
  app.post<{ Body: TopicBody }>('/layouts/topics', { schema: { tags, body: TopicBody }, preHandler: editors }, async (r) => {
    const me = requireStaff(r)
    return ok(await layouts.createTopic(me.merchant_id, me.id, r.body.name, now()))
  })
  app.post('/layouts/shop', { schema: { tags }, preHandler: editors }, async (r) => {
    const me = requireStaff(r)
    return ok(await layouts.shopPage(me.merchant_id, me.id, now()))
  })
  app.get<{ Params: LayoutParams }>('/layouts/:id/draft', { schema: { tags, params: LayoutParams }, preHandler: editors }, async (r) =>
    ok(await layouts.draft(requireStaff(r).merchant_id, r.params.id))
  )
  app.put<{ Params: LayoutParams; Body: DraftBody }>(
    '/layouts/:id/draft',
    { schema: { tags, params: LayoutParams, body: DraftBody }, preHandler: editors },
    async (r) => {
      const me = requireStaff(r)
      return ok(await layouts.saveDraft(me.merchant_id, me.id, r.params.id, r.body.content, siteHost(r), now()))
    }
  )
  // publishes: the reply cache and the first page's data are dropped once this answers (http/reply-cache.ts).
  app.post<{ Params: LayoutParams }>(
    '/layouts/:id/publish',
    { schema: { tags, params: LayoutParams }, preHandler: editors, config: { publishes: true } },
    async (r) => {
      const me = requireStaff(r)
      return ok(await layouts.publish(me.merchant_id, me.id, r.params.id, siteHost(r), now()))
    }
  )
  app.get<{ Params: LayoutParams }>('/layouts/:id/versions', { schema: { tags, params: LayoutParams }, preHandler: editors }, async (r) =>
    ok(await layouts.versions(requireStaff(r).merchant_id, r.params.id))
  )
  app.post<{ Params: VersionParams }>(
    '/layouts/:id/versions/:version/rollback',
    { schema: { tags, params: VersionParams }, preHandler: editors, config: { publishes: true } },
    async (r) => {
      const me = requireStaff(r)
      return ok(await layouts.rollback(me.merchant_id, me.id, r.params.id, r.params.version, now()))
    }
  )
}
