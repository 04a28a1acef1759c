/** Typed goods editor calls (types/api/goods.ts GOODS_ADMIN_PATHS). */
import { adminPath } from '../../../types/api/staff'
import { POSTER_UPLOAD } from '../../../types/api/catalogue-admin'
import {
  GOODS_ADMIN_PATHS,
  type AdminGoods,
  type AdminGoodsCategory,
  type AdminGoodsSummary,
  type GoodsCategoryInput,
  type GoodsInput
} from '../../../types/api/goods'
import { adminGet, adminSend } from './admin-client'

export const goodsCategories = () => adminGet<AdminGoodsCategory[]>(GOODS_ADMIN_PATHS.categories)
export const saveGoodsCategory = (id: string | null, c: GoodsCategoryInput) =>
  id
    ? adminSend<AdminGoodsCategory>('PUT', adminPath(GOODS_ADMIN_PATHS.category, { id }), c)
    : adminSend<AdminGoodsCategory>('POST', GOODS_ADMIN_PATHS.categories, c)
export const goodsList = (q: { q?: string; categoryId?: string; showId?: string }) =>
  adminGet<AdminGoodsSummary[]>(GOODS_ADMIN_PATHS.goods, q)
export const goods = (id: string) => adminGet<AdminGoods>(adminPath(GOODS_ADMIN_PATHS.one, { id }))
export const saveGoods = (id: string | null, g: GoodsInput) =>
  id ? adminSend<AdminGoods>('PUT', adminPath(GOODS_ADMIN_PATHS.one, { id }), g) : adminSend<AdminGoods>('POST', GOODS_ADMIN_PATHS.goods, g)
/** A picture for goods or a SKU: one image file sent as multipart, by the poster's rules; the answer is its URL. */
export function uploadGoodsPicture(file: File): Promise<{ url: string }> {
  const form = new FormData()
  form.append(POSTER_UPLOAD.field, file, file.name)
  return adminSend<{ url: string }>('POST', GOODS_ADMIN_PATHS.pictures, form)
}
