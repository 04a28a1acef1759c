/** The chat's goods id lookup (buyers, public) and its console mapping (catalogue roles, audited). Thin. */
import type { FastifyInstance } from 'fastify'
import { ok } from '../http/envelope'
import { OneOf, Str, Type, type Static } from '../http/schema'
import { AREA_ROLES } from '../../../types/api/staff'
import { ADMIN_CHAT_GOODS_PATHS, CHAT_GOODS_ID_MAX, CHAT_GOODS_PATHS, CHAT_ITEM_TYPES } from '../../../types/api/user-calls'
import type { StaffSessionService } from '../staff/staff-session.service'
import { allow, requireStaff } from '../staff/staff-auth'
import type { ChatGoodsService } from './chat-goods.service'

// Open to other query fields (the request layer adds lang).
const ItemKey = Type.Object({ itemType: OneOf(CHAT_ITEM_TYPES), itemId: Str(60, { minLength: 1 }) })
type ItemKey = Static<typeof ItemKey>
const MappingBody = Type.Object(
  { itemType: OneOf(CHAT_ITEM_TYPES), itemId: Str(60, { minLength: 1 }), chatGoodsId: Str(CHAT_GOODS_ID_MAX * 2, { minLength: 1 }) },
  { additionalProperties: false }
)
type MappingBody = Static<typeof MappingBody>

export function registerChatGoodsRoutes(app: FastifyInstance, chatGoods: ChatGoodsService): void {
  app.get<{ Querystring: ItemKey }>(CHAT_GOODS_PATHS.lookup, { schema: { tags: ['shop'], querystring: ItemKey } }, async (r) =>
    ok(await chatGoods.lookup(r.merchantId, r.query.itemType, r.query.itemId, r.locale))
  )
}

export function registerChatGoodsAdminRoutes(
  admin: FastifyInstance,
  deps: { chatGoods: ChatGoodsService; sessions: StaffSessionService; now: () => Date }
): void {
  const tags = ['admin']
  const catalogue = allow(deps.sessions, deps.now, ...AREA_ROLES.catalogue)
  const { chatGoods, now } = deps
  admin.get(ADMIN_CHAT_GOODS_PATHS.list, { schema: { tags }, preHandler: catalogue }, async (r) =>
    ok(await chatGoods.list(requireStaff(r).merchant_id))
  )
  admin.put<{ Body: MappingBody }>(
    ADMIN_CHAT_GOODS_PATHS.list,
    { schema: { tags, body: MappingBody }, preHandler: catalogue },
    async (r) => {
      const me = requireStaff(r)
      return ok(await chatGoods.set(me.merchant_id, me.id, r.body, now()))
    }
  )
  admin.delete<{ Params: ItemKey }>(ADMIN_CHAT_GOODS_PATHS.one, { schema: { tags, params: ItemKey }, preHandler: catalogue }, async (r) => {
    const me = requireStaff(r)
    return ok(await chatGoods.remove(me.merchant_id, me.id, r.params.itemType, r.params.itemId, now()))
  })
}
