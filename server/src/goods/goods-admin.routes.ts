/** The console's goods editor (types/api/goods.ts GOODS_ADMIN_PATHS) for owner and operator. Thin; bodies are checked whole by the service. */
import type { FastifyInstance } from 'fastify'
import multipart from '@fastify/multipart'
import { ok } from '../http/envelope'
import { Id, Str, Type, type Static } from '../http/schema'
import { POSTER_UPLOAD } from '../../../types/api/catalogue-admin'
import type { GoodsAdminService } from './goods-admin.service'
import type { StaffSessionService } from '../staff/staff-session.service'
import { allow, requireStaff } from '../staff/staff-auth'

const Body = Type.Object({}, { additionalProperties: true })
type Body = Static<typeof Body>
const IdParams = Type.Object({ id: Id })
type IdParams = Static<typeof IdParams>
// showId: the goods tied to that show (the show editor's goods tab).
const ListQuery = Type.Object({ q: Type.Optional(Str(60)), categoryId: Type.Optional(Str(60)), showId: Type.Optional(Str(60)) })
type ListQuery = Static<typeof ListQuery>

export function registerGoodsAdminRoutes(
  app: FastifyInstance,
  deps: { goods: GoodsAdminService; sessions: StaffSessionService; now: () => Date }
): void {
  const tags = ['admin']
  const preHandler = allow(deps.sessions, deps.now, 'owner', 'operator')
  const { goods, now } = deps
  // Every write may change what buyers browse: kept browse replies are dropped once it answers (http/reply-cache.ts).
  const write = { config: { publishes: true } }
  type Write = { Params: IdParams; Body: Body }

  app.get('/goods/categories', { schema: { tags }, preHandler }, async (r) => ok(await goods.categories(requireStaff(r).merchant_id)))
  app.post<{ Body: Body }>('/goods/categories', { schema: { tags, body: Body }, preHandler, ...write }, async (r) => {
    const me = requireStaff(r)
    return ok(await goods.saveCategory(me.merchant_id, me.id, null, r.body, now()))
  })
  app.put<Write>('/goods/categories/:id', { schema: { tags, params: IdParams, body: Body }, preHandler, ...write }, async (r) => {
    const me = requireStaff(r)
    return ok(await goods.saveCategory(me.merchant_id, me.id, r.params.id, r.body, now()))
  })
  app.get<{ Querystring: ListQuery }>('/goods', { schema: { tags, querystring: ListQuery }, preHandler }, async (r) =>
    ok(await goods.list(requireStaff(r).merchant_id, r.query))
  )
  app.post<{ Body: Body }>('/goods', { schema: { tags, body: Body }, preHandler, ...write }, async (r) => {
    const me = requireStaff(r)
    return ok(await goods.save(me.merchant_id, me.id, null, r.body, now()))
  })
  app.get<{ Params: IdParams }>('/goods/:id', { schema: { tags, params: IdParams }, preHandler }, async (r) =>
    ok(await goods.goods(requireStaff(r).merchant_id, r.params.id))
  )
  app.put<Write>('/goods/:id', { schema: { tags, params: IdParams, body: Body }, preHandler, ...write }, async (r) => {
    const me = requireStaff(r)
    return ok(await goods.save(me.merchant_id, me.id, r.params.id, r.body, now()))
  })
  // A picture: multipart in a scope of its own (the buyers' upload host registers the plugin outside the console).
  void app.register(async (scope) => {
    if (!scope.hasContentTypeParser('multipart/form-data')) await scope.register(multipart)
    scope.post('/goods/pictures', { schema: { tags, consumes: ['multipart/form-data'] }, preHandler }, async (r) => {
      const me = requireStaff(r)
      // One byte over the limit is read, so the upload module's size rule is the one that refuses it.
      const file = r.isMultipart()
        ? await r.file({ limits: { fileSize: POSTER_UPLOAD.maxBytes + 1, files: 1, fields: 5 }, throwFileSizeLimit: false })
        : undefined
      const body = file ? await file.toBuffer() : Buffer.alloc(0)
      return ok(await goods.storePicture(me.merchant_id, me.id, body, now()))
    })
  })
}
