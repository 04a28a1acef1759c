/** The buyer's announcement calls (types/api/announcement.ts ANNOUNCEMENT_PATHS). Thin: announcement.service.ts. */
import type { FastifyInstance } from 'fastify'
import { ok } from '../http/envelope'
import { Id, Millis, OneOf, Str, Type, type Static } from '../http/schema'
import { requireUser } from '../account/auth-hook'
import { ANNOUNCEMENT_PAGE_SOURCES, ANNOUNCEMENT_PATHS, ANNOUNCEMENT_READS_MAX } from '../../../types/api/announcement'
import type { AnnouncementService } from './announcement.service'

const CurrentQuery = Type.Object({ showId: Type.Optional(Str(60, { minLength: 1 })) })
type CurrentQuery = Static<typeof CurrentQuery>
const IdParams = Type.Object({ id: Id })
type IdParams = Static<typeof IdParams>
// Open like the neighbours' buyer bodies: the request layer adds its common fields (src, ver, merchantId, appId).
const ReadBody = Type.Object({
  announcementId: Id,
  showId: Type.Optional(Str(60, { minLength: 1 })),
  clientReadTime: Millis,
  pageSource: OneOf(ANNOUNCEMENT_PAGE_SOURCES)
})
type ReadBody = Static<typeof ReadBody>
// A comma-separated list of ids, at most ANNOUNCEMENT_READS_MAX of 60 characters.
const ReadsQuery = Type.Object({ ids: Str(ANNOUNCEMENT_READS_MAX * 61, { pattern: '^[A-Za-z0-9_-]{1,60}(,[A-Za-z0-9_-]{1,60})*$' }) })
type ReadsQuery = Static<typeof ReadsQuery>

export function registerAnnouncementRoutes(app: FastifyInstance, notices: AnnouncementService, now: () => Date): void {
  const tags = ['announcement']
  app.get<{ Querystring: CurrentQuery }>(ANNOUNCEMENT_PATHS.current, { schema: { tags, querystring: CurrentQuery } }, async (r) =>
    ok(await notices.current(r.merchantId, r.query.showId, r.locale, now()))
  )
  app.get<{ Params: IdParams }>(ANNOUNCEMENT_PATHS.detail, { schema: { tags, params: IdParams } }, async (r) =>
    ok(await notices.detail(r.merchantId, r.params.id, r.locale, now()))
  )
  app.post<{ Body: ReadBody }>(ANNOUNCEMENT_PATHS.read, { schema: { tags, body: ReadBody } }, async (r) =>
    ok(await notices.read(r.merchantId, requireUser(r).userId, r.body, now()))
  )
  app.get<{ Querystring: ReadsQuery }>(ANNOUNCEMENT_PATHS.reads, { schema: { tags, querystring: ReadsQuery } }, async (r) =>
    ok(await notices.readIds(requireUser(r).userId, r.query.ids.split(',').slice(0, ANNOUNCEMENT_READS_MAX)))
  )
}
