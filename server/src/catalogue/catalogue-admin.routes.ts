/** The catalogue (issue #16 item 3) for owner and operator. Thin; bodies are checked whole by the service (CATALOGUE_INVALID names the field). */
import type { FastifyInstance } from 'fastify'
import multipart from '@fastify/multipart'
import { ok } from '../http/envelope'
import { Id, OneOf, Str, Type, type Static } from '../http/schema'
import { POSTER_UPLOAD, SHOW_LISTINGS } from '../../../types/api/catalogue-admin'
import type { CatalogueService } from './catalogue-admin.service'
import type { StaffSessionService } from '../staff/staff-session.service'
import { allow, requireStaff } from '../staff/staff-auth'

const Body = Type.Object({}, { additionalProperties: true })
type Body = Static<typeof Body>
const IdParams = Type.Object({ id: Id })
type IdParams = Static<typeof IdParams>
const ShowsQuery = Type.Object({ q: Type.Optional(Str(60)), listing: Type.Optional(OneOf(SHOW_LISTINGS)), cityId: Type.Optional(Str(60)) })
type ShowsQuery = Static<typeof ShowsQuery>

export function registerCatalogueRoutes(
  app: FastifyInstance,
  deps: { catalogue: CatalogueService; sessions: StaffSessionService; now: () => Date }
): void {
  const tags = ['admin']
  const preHandler = allow(deps.sessions, deps.now, 'owner', 'operator')
  const { catalogue, now } = deps
  // Every write may change what buyers browse: kept browse replies are dropped once it answers (http/reply-cache.ts).
  const write = { config: { publishes: true } }
  type Write = { Params: IdParams; Body: Body }

  app.get('/catalogue/options', { schema: { tags }, preHandler }, async () => ok(await catalogue.options()))
  app.get('/catalogue/venues', { schema: { tags }, preHandler }, async (r) => ok(await catalogue.venues(requireStaff(r).merchant_id)))
  app.post<{ Body: Body }>('/catalogue/venues', { schema: { tags, body: Body }, preHandler, ...write }, async (r) => {
    const me = requireStaff(r)
    return ok(await catalogue.saveVenue(me.merchant_id, me.id, null, r.body, now()))
  })
  app.put<Write>('/catalogue/venues/:id', { schema: { tags, params: IdParams, body: Body }, preHandler, ...write }, async (r) => {
    const me = requireStaff(r)
    return ok(await catalogue.saveVenue(me.merchant_id, me.id, r.params.id, r.body, now()))
  })
  app.post<Write>('/catalogue/venues/:id/halls', { schema: { tags, params: IdParams, body: Body }, preHandler, ...write }, async (r) => {
    const me = requireStaff(r)
    return ok(await catalogue.saveHall(me.merchant_id, me.id, { venueId: r.params.id }, r.body, now()))
  })
  app.put<Write>('/catalogue/halls/:id', { schema: { tags, params: IdParams, body: Body }, preHandler, ...write }, async (r) => {
    const me = requireStaff(r)
    return ok(await catalogue.saveHall(me.merchant_id, me.id, { hallId: r.params.id }, r.body, now()))
  })
  app.get<{ Querystring: ShowsQuery }>('/catalogue/shows', { schema: { tags, querystring: ShowsQuery }, preHandler }, async (r) =>
    ok(await catalogue.shows(requireStaff(r).merchant_id, r.query))
  )
  app.post<{ Body: Body }>('/catalogue/shows', { schema: { tags, body: Body }, preHandler, ...write }, async (r) => {
    const me = requireStaff(r)
    return ok(await catalogue.saveShow(me.merchant_id, me.id, null, r.body, now()))
  })
  app.get<{ Params: IdParams }>('/catalogue/shows/:id', { schema: { tags, params: IdParams }, preHandler }, async (r) =>
    ok(await catalogue.show(requireStaff(r).merchant_id, r.params.id))
  )
  app.put<Write>('/catalogue/shows/:id', { schema: { tags, params: IdParams, body: Body }, preHandler, ...write }, async (r) => {
    const me = requireStaff(r)
    return ok(await catalogue.saveShow(me.merchant_id, me.id, r.params.id, r.body, now()))
  })
  // The poster: multipart in a scope of its own (the buyers' upload host registers the plugin outside the console).
  void app.register(async (scope) => {
    if (!scope.hasContentTypeParser('multipart/form-data')) await scope.register(multipart)
    scope.put<{ Params: IdParams }>(
      '/catalogue/shows/:id/poster',
      { schema: { tags, params: IdParams, consumes: ['multipart/form-data'] }, preHandler, ...write },
      async (r) => {
        const me = requireStaff(r)
        // One byte over the limit is read, so the upload module's size rule is the one that refuses it.
        const file = r.isMultipart()
          ? await r.file({ limits: { fileSize: POSTER_UPLOAD.maxBytes + 1, files: 1, fields: 5 }, throwFileSizeLimit: false })
          : undefined
        const body = file ? await file.toBuffer() : Buffer.alloc(0)
        return ok(await catalogue.setPoster(me.merchant_id, me.id, r.params.id, body, now()))
      }
    )
  })
  app.delete<{ Params: IdParams }>(
    '/catalogue/shows/:id/poster',
    { schema: { tags, params: IdParams }, preHandler, ...write },
    async (r) => {
      const me = requireStaff(r)
      return ok(await catalogue.setPoster(me.merchant_id, me.id, r.params.id, null, now()))
    }
  )
  app.put<Write>(
    '/catalogue/shows/:id/refund-rule',
    { schema: { tags, params: IdParams, body: Body }, preHandler, ...write },
    async (r) => {
      const me = requireStaff(r)
      return ok(await catalogue.setRefundRule(me.merchant_id, me.id, r.params.id, r.body, now()))
    }
  )
  // Ticket transfer settings.
  app.put<Write>(
    '/catalogue/shows/:id/transfer-settings',
    { schema: { tags, params: IdParams, body: Body }, preHandler, ...write },
    async (r) => {
      const me = requireStaff(r)
      return ok(await catalogue.setTransferSettings(me.merchant_id, me.id, r.params.id, r.body, now()))
    }
  )
  // Rebooking: the show's supportRebook and deadline.
  app.put<Write>('/catalogue/shows/:id/rebook', { schema: { tags, params: IdParams, body: Body }, preHandler, ...write }, async (r) => {
    const me = requireStaff(r)
    return ok(await catalogue.setRebook(me.merchant_id, me.id, r.params.id, r.body, now()))
  })
  app.post<Write>('/catalogue/shows/:id/sessions', { schema: { tags, params: IdParams, body: Body }, preHandler, ...write }, async (r) => {
    const me = requireStaff(r)
    return ok(await catalogue.saveSession(me.merchant_id, me.id, { showId: r.params.id }, r.body, now()))
  })
  app.put<Write>('/catalogue/sessions/:id', { schema: { tags, params: IdParams, body: Body }, preHandler, ...write }, async (r) => {
    const me = requireStaff(r)
    return ok(await catalogue.saveSession(me.merchant_id, me.id, { sessionId: r.params.id }, r.body, now()))
  })
  app.post<Write>('/catalogue/sessions/:id/tiers', { schema: { tags, params: IdParams, body: Body }, preHandler, ...write }, async (r) => {
    const me = requireStaff(r)
    return ok(await catalogue.addTier(me.merchant_id, me.id, r.params.id, r.body, now()))
  })
  app.put<Write>('/catalogue/tiers/:id', { schema: { tags, params: IdParams, body: Body }, preHandler, ...write }, async (r) => {
    const me = requireStaff(r)
    return ok(await catalogue.updateTier(me.merchant_id, me.id, r.params.id, r.body, now()))
  })
  app.post<{ Params: IdParams }>('/catalogue/tiers/:id/close', { schema: { tags, params: IdParams }, preHandler, ...write }, async (r) => {
    const me = requireStaff(r)
    return ok(await catalogue.closeTier(me.merchant_id, me.id, r.params.id, now()))
  })
  app.delete<{ Params: IdParams }>('/catalogue/tiers/:id', { schema: { tags, params: IdParams }, preHandler, ...write }, async (r) => {
    const me = requireStaff(r)
    await catalogue.deleteTier(me.merchant_id, me.id, r.params.id, now())
    return ok(null)
  })
}
