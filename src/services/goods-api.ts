/** The shop's catalogue calls, all public (types/api/goods.ts; calls-errors-limits.md "spus/{id}"). */
import { api } from './request/app-request'
import { IMPORTANCE } from './request/request-constants'
import type { GoodsCard, GoodsCategory, GoodsList, SpuDetail, TiedSaleSearch } from '../../types/api/goods'

const PUB = '/pub/v5'

export interface GoodsListQuery {
  categoryId?: string
  keyword?: string
  showId?: string
  offset: number
  length: number
}

export function spuDetail(spuId: string) {
  return api().request<SpuDetail>({ path: `${PUB}/spus/${encodeURIComponent(spuId)}`, importance: IMPORTANCE.high })
}

export function goodsList(query: GoodsListQuery) {
  // Empty filters are left out, so the gateway's kept reply for "everything" is shared.
  const data: Record<string, string | number> = { offset: query.offset, length: query.length }
  if (query.categoryId) data.categoryId = query.categoryId
  if (query.keyword?.trim()) data.keyword = query.keyword.trim()
  if (query.showId) data.showId = query.showId
  return api().request<GoodsList>({ path: `${PUB}/spus`, data })
}

export function goodsCategories() {
  return api().request<GoodsCategory[]>({ path: `${PUB}/spu_categories` })
}

/** A show's goods offered beside its tickets (tied-sale-list, confirm order). */
export function tiedSaleGoods(body: TiedSaleSearch) {
  return api().request<GoodsCard[]>({ path: `${PUB}/tied_sale/search`, method: 'POST', data: { ...body }, importance: IMPORTANCE.low })
}
