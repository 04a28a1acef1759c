/**
 * The console's announcement calls (types/api/announcement.ts ADMIN_ANNOUNCEMENT_PATHS): storefront area,
 * owner and operator. Writes need the CSRF header and are audited. Thin: announcement-admin.service.ts.
 */
import type { FastifyInstance } from 'fastify'
import { ok } from '../http/envelope'
import { Id, Millis, Str, Type, type Static } from '../http/schema'
import { TranslationsBody } from '../http/translations.schema'
import { AREA_ROLES } from '../../../types/api/staff'
import {
  ADMIN_ANNOUNCEMENT_PATHS,
  ANNOUNCEMENT_CONTENT_MAX,
  ANNOUNCEMENT_TITLE_MAX,
  ANNOUNCEMENT_URL_MAX
} from '../../../types/api/announcement'
import type { StaffSessionService } from '../staff/staff-session.service'
import { allow, requireStaff } from '../staff/staff-auth'
import type { AnnouncementAdminService } from './announcement-admin.service'

const AnnouncementBody = Type.Object(
  {
    title: Str(ANNOUNCEMENT_TITLE_MAX),
    content: Str(ANNOUNCEMENT_CONTENT_MAX),
    titleTexts: Type.Optional(TranslationsBody(ANNOUNCEMENT_TITLE_MAX)),
    contentTexts: Type.Optional(TranslationsBody(ANNOUNCEMENT_CONTENT_MAX)),
    moreUrl: Str(ANNOUNCEMENT_URL_MAX),
    showId: Type.Union([Id, Type.Null()]),
    startTime: Millis,
    endTime: Millis
  },
  { additionalProperties: false }
)
type AnnouncementBody = Static<typeof AnnouncementBody>
const IdParams = Type.Object({ id: Id })
type IdParams = Static<typeof IdParams>

export function registerAnnouncementAdminRoutes(
  admin: FastifyInstance,
  deps: { announcements: AnnouncementAdminService; sessions: StaffSessionService; now: () => Date }
): void {
  const tags = ['admin']
  const storefront = allow(deps.sessions, deps.now, ...AREA_ROLES.storefront)
  const { announcements, now } = deps
  // A write changes what the cached public announcement replies show: it drops them (http/reply-cache.ts).
  const config = { publishes: true }
  admin.get(ADMIN_ANNOUNCEMENT_PATHS.list, { schema: { tags }, preHandler: storefront }, async (r) =>
    ok(await announcements.list(requireStaff(r).merchant_id, now()))
  )
  admin.post<{ Body: AnnouncementBody }>(
    ADMIN_ANNOUNCEMENT_PATHS.create,
    { schema: { tags, body: AnnouncementBody }, preHandler: storefront, config },
    async (r) => {
      const me = requireStaff(r)
      return ok(await announcements.create(me.merchant_id, me.id, r.body, now()))
    }
  )
  admin.put<{ Params: IdParams; Body: AnnouncementBody }>(
    ADMIN_ANNOUNCEMENT_PATHS.one,
    { schema: { tags, params: IdParams, body: AnnouncementBody }, preHandler: storefront, config },
    async (r) => {
      const me = requireStaff(r)
      return ok(await announcements.update(me.merchant_id, me.id, r.params.id, r.body, now()))
    }
  )
  admin.post<{ Params: IdParams }>(
    ADMIN_ANNOUNCEMENT_PATHS.withdraw,
    { schema: { tags, params: IdParams }, preHandler: storefront, config },
    async (r) => {
      const me = requireStaff(r)
      return ok(await announcements.withdraw(me.merchant_id, me.id, r.params.id, now()))
    }
  )
}
