/**
 * The cart's routes (types/api/cart.ts; calls-errors-limits.md "cart count reply is data.count"), all with
 * the buyer's login. Thin: the rules are in cart.service.ts. Adding and changing answer the new count, so
 * the badge follows without another call.
 */
import type { FastifyInstance } from 'fastify'
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox'
import { ok } from '../http/envelope'
import { requireUser } from '../account/auth-hook'
import { AppError } from '../http/app-error'
import { Id, Int, Str, Type } from '../http/schema'
import type { CartCount } from '../../../types/api/cart'
import { CART_LINES_MAX, CART_LINE_QTY_MAX, type CartService } from './cart.service'
import { presentCart } from './cart.presenter'

const AddBody = Type.Object({ skuId: Id, qty: Int(1, CART_LINE_QTY_MAX) })
const UpdateBody = Type.Object({ qty: Type.Optional(Int(1, CART_LINE_QTY_MAX)), selected: Type.Optional(Type.Boolean()) })
const LineParams = Type.Object({ skuId: Id })
const RemoveQuery = Type.Object({ skuIds: Str(CART_LINES_MAX * 61, { minLength: 1 }) })

export function registerCartRoutes(server: FastifyInstance, cart: CartService, now: () => Date): void {
  const app = server.withTypeProvider<TypeBoxTypeProvider>()
  const tags = ['cart']
  const count = async (userId: string, merchantId: string): Promise<CartCount> => ({ count: await cart.count(userId, merchantId) })

  app.get('/buyer/buyer/v1/cart/count', { schema: { tags } }, async (r) => ok(await count(requireUser(r).userId, r.merchantId)))

  app.get('/buyer/buyer/v1/cart', { schema: { tags } }, async (r) =>
    ok(presentCart(await cart.lines(requireUser(r).userId, r.merchantId), r.locale))
  )

  app.post('/buyer/buyer/v1/cart/lines', { schema: { tags, body: AddBody } }, async (r) => {
    const userId = requireUser(r).userId
    await cart.add(userId, r.merchantId, r.body.skuId, r.body.qty, now())
    return ok(await count(userId, r.merchantId))
  })

  app.put('/buyer/buyer/v1/cart/lines/:skuId', { schema: { tags, params: LineParams, body: UpdateBody } }, async (r) => {
    const userId = requireUser(r).userId
    await cart.update(userId, r.merchantId, r.params.skuId, r.body, now())
    return ok(await count(userId, r.merchantId))
  })

  app.delete('/buyer/buyer/v1/cart/lines', { schema: { tags, querystring: RemoveQuery } }, async (r) => {
    const userId = requireUser(r).userId
    const skuIds = [...new Set(r.query.skuIds.split(',').filter(Boolean))]
    if (!skuIds.length || skuIds.length > CART_LINES_MAX || skuIds.some((id) => id.length > 60))
      throw new AppError('INVALID_PARAMETER', { detail: 'skuIds' })
    await cart.remove(userId, r.merchantId, skuIds)
    return ok(await count(userId, r.merchantId))
  })
}
