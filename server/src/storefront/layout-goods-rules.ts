/**
 * Goods floors of the shop tab's layout, beyond their schema: a floor shows either goods the merchant
 * picked (each once, in order) or one of its categories, never both and never neither; the picked goods and
 * the category are the merchant's own (on sale or not: buyers get only the goods on sale, and a floor may be
 * readied before its goods go on sale). LAYOUT_INVALID names the first bad field as a JSON path.
 */
import { AppError } from '../http/app-error'
import type { LayoutContent, LayoutGoodsListDraft } from '../../../types/api/storefront-admin'

const invalid = (path: string, problem: string) => new AppError('LAYOUT_INVALID', { detail: `${path} ${problem}` })

const floors = (content: LayoutContent): Array<{ at: string; floor: LayoutGoodsListDraft }> =>
  content.components.flatMap((c, i) =>
    c.componentType === 'NORMAL' && c.style === 'GOODS_LIST' ? [{ at: `/components/${i}`, floor: c }] : []
  )

/** One source per floor, each picked goods once. */
export function checkGoodsFloors(content: LayoutContent): void {
  for (const { at, floor } of floors(content)) {
    if (floor.spuIds.length && floor.categoryId) throw invalid(`${at}/categoryId`, 'goes with no picked goods: pick goods or a category')
    if (!floor.spuIds.length && !floor.categoryId) throw invalid(`${at}/spuIds`, 'must pick 1-20 goods, or a category')
    floor.spuIds.forEach((id, j) => {
      if (floor.spuIds.indexOf(id) !== j) throw invalid(`${at}/spuIds/${j}`, 'is picked twice')
    })
  }
}

/** Every goods and category the floors name, for one look-up of which are the merchant's. */
export function floorReferences(content: LayoutContent): { spuIds: string[]; categoryIds: string[] } {
  const all = floors(content)
  return {
    spuIds: all.flatMap(({ floor }) => floor.spuIds),
    categoryIds: all.flatMap(({ floor }) => (floor.categoryId ? [floor.categoryId] : []))
  }
}

/** "Another merchant's goods refused": `own` holds those of the named goods and categories that are the merchant's. */
export function checkFloorReferences(content: LayoutContent, own: { spuIds: ReadonlySet<string>; categoryIds: ReadonlySet<string> }): void {
  for (const { at, floor } of floors(content)) {
    floor.spuIds.forEach((id, j) => {
      if (!own.spuIds.has(id)) throw invalid(`${at}/spuIds/${j}`, `${id} is not a goods of this shop`)
    })
    if (floor.categoryId && !own.categoryIds.has(floor.categoryId))
      throw invalid(`${at}/categoryId`, `${floor.categoryId} is not a goods category of this shop`)
  }
}
