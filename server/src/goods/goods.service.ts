/** The buyer's catalogue: one goods, the goods list, categories, a show's tied goods, goods floors of layouts. */
import { AppError } from '../http/app-error'
import type { Locale } from '../http/texts'
import type { GoodsCard, GoodsCategory, GoodsList, SpuDetail } from '../../../types/api/goods'
import type { GoodsRepository } from './goods.repository'
import { presentCard, presentCategory, presentSpu } from './goods.presenter'

export interface GoodsContext {
  merchantId: string
  locale: Locale
}

/** What a layout's goods floor holds (layout/layout-types.ts): picked goods, or a category when none is picked. */
export interface GoodsFloorSource {
  spuIds: readonly string[]
  categoryId?: string
}
/** A category floor shows this many goods, as many as a picked floor may hold. */
export const GOODS_FLOOR_LENGTH = 20

export interface GoodsQuery {
  categoryId?: string
  keyword?: string
  showId?: string
  offset: number
  length: number
}

/** Refuses a show that is not the merchant's (SHOW_NOT_FOUND), as the show calls do. */
export type RequireShow = (merchantId: string, showId: string) => Promise<void>

export class GoodsService {
  constructor(
    private readonly repo: GoodsRepository,
    private readonly requireShow: RequireShow
  ) {}

  /** Goods off sale, or with no SKU on sale, are not found, like another merchant's; so is a ticket stub (ordered from its ticket). */
  async detail(spuId: string, ctx: GoodsContext): Promise<SpuDetail> {
    const spu = await this.repo.spu(ctx.merchantId, spuId)
    if (!spu?.on_sale || spu.kind === 'STUB') throw new AppError('GOODS_NOT_FOUND')
    const [skus, values] = await Promise.all([this.repo.skus(spu.id), this.repo.optionValues(spu.id)])
    const detail = presentSpu(spu, skus, values, ctx.locale)
    if (!detail.onSale) throw new AppError('GOODS_NOT_FOUND')
    return detail
  }

  async list(q: GoodsQuery, ctx: GoodsContext): Promise<GoodsList> {
    const keyword = q.keyword?.trim().toLowerCase() || undefined
    const { rows, total } = await this.repo.cards({ ...q, keyword, merchantId: ctx.merchantId })
    return { items: rows.map((r) => presentCard(r, ctx.locale)), total }
  }

  async categories(ctx: GoodsContext): Promise<GoodsCategory[]> {
    return (await this.repo.categories(ctx.merchantId)).map((r) => presentCategory(r, ctx.locale))
  }

  /** The goods offered with a show's tickets (tied-sale-list, confirm order). The session does not narrow them. */
  async tiedSale(showId: string, ctx: GoodsContext): Promise<GoodsCard[]> {
    await this.requireShow(ctx.merchantId, showId)
    return (await this.repo.cardsOfShow(ctx.merchantId, showId)).map((r) => presentCard(r, ctx.locale))
  }

  /**
   * A goods floor's cards in the floor's order; goods that went off sale or away drop out, and so do the
   * goods the asking page already shows (layouts v5 `spuIds`: a goods page or a goods order's pay-success
   * page offers other goods, not the ones on it).
   */
  async floor(source: GoodsFloorSource, shown: ReadonlySet<string>, ctx: GoodsContext): Promise<GoodsCard[]> {
    if (!source.spuIds.length && source.categoryId) {
      const { rows } = await this.repo.cards({
        merchantId: ctx.merchantId,
        categoryId: source.categoryId,
        offset: 0,
        length: GOODS_FLOOR_LENGTH + shown.size
      })
      return rows
        .filter((r) => !shown.has(r.id))
        .slice(0, GOODS_FLOOR_LENGTH)
        .map((r) => presentCard(r, ctx.locale))
    }
    const wanted = source.spuIds.filter((id) => !shown.has(id))
    const rows = new Map((await this.repo.cardsByIds(ctx.merchantId, wanted)).map((r) => [r.id, r]))
    return wanted.flatMap((id) => {
      const row = rows.get(id)
      return row ? [presentCard(row, ctx.locale)] : []
    })
  }
}
