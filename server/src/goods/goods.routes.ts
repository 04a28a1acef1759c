/** The buyer's catalogue calls (types/api/goods.ts). Thin: validate, call the service, wrap in the envelope. */
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { AppError } from '../http/app-error'
import { ok } from '../http/envelope'
import { Id, Int, Str, Type, type Static } from '../http/schema'
import { goodsArt, GOODS_MOTIFS } from './goods-art'
import type { GoodsContext, GoodsService } from './goods.service'

const GOODS_PAGE_SIZE = 20

const SpuParams = Type.Object({ spuId: Id })
type SpuParams = Static<typeof SpuParams>
const ListQuery = Type.Object({
  categoryId: Type.Optional(Str(60)),
  keyword: Type.Optional(Str(50)),
  showId: Type.Optional(Str(40)),
  offset: Int(0, 10000, { default: 0 }),
  length: Int(1, 50, { default: GOODS_PAGE_SIZE })
})
type ListQuery = Static<typeof ListQuery>
const TiedSaleBody = Type.Object({ showId: Str(40, { minLength: 1 }), sessionId: Type.Optional(Str(60)) })
type TiedSaleBody = Static<typeof TiedSaleBody>
const ArtParams = Type.Object({ motif: Str(20, { minLength: 1 }), key: Str(60, { minLength: 1 }) })
type ArtParams = Static<typeof ArtParams>

export function registerGoodsRoutes(app: FastifyInstance, goods: GoodsService): void {
  const ctx = (r: FastifyRequest): GoodsContext => ({ merchantId: r.merchantId, locale: r.locale })

  app.get<{ Params: SpuParams }>('/pub/v5/spus/:spuId', { schema: { tags: ['goods'], params: SpuParams } }, async (r) =>
    ok(await goods.detail(r.params.spuId, ctx(r)))
  )

  app.get<{ Querystring: ListQuery }>('/pub/v5/spus', { schema: { tags: ['goods'], querystring: ListQuery } }, async (r) => {
    const q = r.query
    return ok(
      await goods.list(
        { categoryId: q.categoryId || undefined, keyword: q.keyword, showId: q.showId || undefined, offset: q.offset, length: q.length },
        ctx(r)
      )
    )
  })

  app.get('/pub/v5/spu_categories', { schema: { tags: ['goods'] } }, async (r) => ok(await goods.categories(ctx(r))))

  app.post<{ Body: TiedSaleBody }>('/pub/v5/tied_sale/search', { schema: { tags: ['goods'], body: TiedSaleBody } }, async (r) =>
    ok(await goods.tiedSale(r.body.showId, ctx(r)))
  )

  app.get<{ Params: ArtParams }>('/pub/images/goods/:motif/:key.svg', { schema: { hide: true, params: ArtParams } }, async (r, reply) => {
    const motif = GOODS_MOTIFS.find((m) => m === r.params.motif)
    if (!motif) throw new AppError('NOT_FOUND')
    return reply
      .header('content-type', 'image/svg+xml; charset=utf-8')
      .header('cache-control', 'public, max-age=86400')
      .send(goodsArt(motif, r.params.key))
  })
}
