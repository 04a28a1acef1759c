/** The console's goods rows → the editor's shapes (types/api/goods.ts AdminGoods, AdminGoodsSummary). */
import type { AdminGoods, AdminGoodsSku, AdminGoodsSummary } from '../../../types/api/goods'
import type { AdminOptionRow, AdminSpuRow } from './goods-admin.repository'
import { posterOf } from './goods.presenter'

export function presentAdminSummary(row: Omit<AdminGoodsSummary, 'posterUrl'> & { pictures: string[] }): AdminGoodsSummary {
  const { pictures, ...rest } = row
  return { ...rest, posterUrl: posterOf(row.id, pictures) }
}

export function presentAdminGoods(spu: AdminSpuRow, options: AdminOptionRow[], skus: AdminGoodsSku[], showIds: string[]): AdminGoods {
  const groups = new Map<string, AdminGoods['optionGroups'][number]>()
  for (const o of options) {
    let group = groups.get(o.group_id)
    if (!group) groups.set(o.group_id, (group = { id: o.group_id, name: o.group_name, values: [] }))
    group.values.push({ id: o.value_id, name: o.value_name })
  }
  return {
    id: spu.id,
    name: spu.name,
    description: spu.description,
    kind: spu.kind,
    categoryId: spu.category_id,
    onSale: spu.on_sale,
    perBuyerLimit: spu.per_buyer_limit,
    sort: spu.sort,
    pictures: spu.pictures,
    showIds,
    optionGroups: [...groups.values()],
    skus
  }
}
