/**
 * The goods editor's values as plain functions (no React): yuan in the form, fen in the call; the SKU table
 * follows the option groups (one row per combination of one value of each group, a row kept with its price
 * and stock when the groups change around it); a row of a SKU that has sales shows what is held and sold.
 */
import type { AdminGoods, GoodsInput, GoodsKind, GoodsTexts } from '../../../../types/api/goods'
import { fenToYuan, yuanToFen } from '../../../../types/rules/money'

export const emptyTexts = (): GoodsTexts => ({ 'zh-CN': '', 'zh-MO': '', 'en-US': '' })

export interface OptionGroupDraft {
  key: string
  name: GoodsTexts
  values: Array<{ key: string; name: GoodsTexts }>
}

export interface SkuDraft {
  /** One value key of each group, in the groups' order. */
  values: string[]
  priceYuan: number | null
  marketPriceYuan: number | null
  capacity: number
  pictureUrl: string | null
  onSale: boolean
  /** Of the saved SKU (0 for a new row): the stock may not go below their sum. */
  held: number
  sold: number
}

/** The fields of the form itself (antd Form); pictures, groups and SKUs are kept beside it. */
export interface GoodsBasics {
  name: GoodsTexts
  description: GoodsTexts
  kind: GoodsKind
  categoryId: string | null
  onSale: boolean
  perBuyerLimit: number | null
  sort: number
  showIds: string[]
}

export interface GoodsDraft {
  basics: GoodsBasics
  pictures: string[]
  groups: OptionGroupDraft[]
  skus: SkuDraft[]
}

const NEW_SKU = { priceYuan: null, marketPriceYuan: null, capacity: 0, pictureUrl: null, onSale: true, held: 0, sold: 0 }

/** A key no group or value of the draft uses yet: `new-<n>`. */
export function freshKey(groups: readonly OptionGroupDraft[]): string {
  const taken = new Set(groups.flatMap((g) => [g.key, ...g.values.map((v) => v.key)]))
  let n = 1
  while (taken.has(`new-${n}`)) n += 1
  return `new-${n}`
}

/** Every combination of one value key of each group, in the groups' order (one empty combination without groups). */
export function combinations(groups: readonly OptionGroupDraft[]): string[][] {
  return groups.reduce<string[][]>((combos, g) => combos.flatMap((c) => g.values.map((v) => [...c, v.key])), [[]])
}

const comboKey = (values: readonly string[]) => [...values].sort().join('\n')

/**
 * The SKU rows for these groups: a row per combination, the row already there for it (whatever the groups'
 * order) kept as it was, a new one empty. Rows of combinations gone are dropped (the gateway takes their
 * SKUs off sale).
 */
export function syncSkus(groups: readonly OptionGroupDraft[], skus: readonly SkuDraft[]): SkuDraft[] {
  const byCombo = new Map(skus.map((s) => [comboKey(s.values), s]))
  return combinations(groups).map((values) => {
    const kept = byCombo.get(comboKey(values))
    return kept ? { ...kept, values } : { ...NEW_SKU, values }
  })
}

export function newGoodsDraft(): GoodsDraft {
  return {
    basics: {
      name: emptyTexts(),
      description: emptyTexts(),
      kind: 'PHYSICAL',
      categoryId: null,
      onSale: false,
      perBuyerLimit: null,
      sort: 0,
      showIds: []
    },
    pictures: [],
    groups: [],
    skus: [{ ...NEW_SKU, values: [] }]
  }
}

/** The saved goods as the editor's draft: ids are the keys; SKUs of combinations no longer offered are left out (saving takes them off sale). */
export function draftOf(g: AdminGoods): GoodsDraft {
  const groups = g.optionGroups.map((group) => ({
    key: group.id,
    name: group.name,
    values: group.values.map((v) => ({ key: v.id, name: v.name }))
  }))
  const skus = g.skus.map((k) => ({
    values: k.attributeValueIds,
    priceYuan: fenToYuan(k.priceFen),
    marketPriceYuan: k.marketPriceFen === null ? null : fenToYuan(k.marketPriceFen),
    capacity: k.capacity,
    pictureUrl: k.pictureUrl,
    onSale: k.onSale,
    held: k.held,
    sold: k.sold
  }))
  return {
    basics: {
      name: g.name,
      description: g.description,
      kind: g.kind,
      categoryId: g.categoryId,
      onSale: g.onSale,
      perBuyerLimit: g.perBuyerLimit,
      sort: g.sort,
      showIds: g.showIds
    },
    pictures: g.pictures,
    groups,
    skus: syncSkus(groups, skus)
  }
}

/** What is wrong with the SKU rows before sending, as the row's index and a message key; the gateway checks again. */
export function skuProblem(skus: readonly SkuDraft[]): { index: number; problem: 'price' | 'stockBelowTaken' } | undefined {
  for (const [index, s] of skus.entries()) {
    if (s.priceYuan === null || !Number.isFinite(yuanToFen(s.priceYuan)) || s.priceYuan < 0) return { index, problem: 'price' }
    if (s.capacity < s.held + s.sold) return { index, problem: 'stockBelowTaken' }
  }
  return undefined
}

export function toGoodsInput(d: GoodsDraft): GoodsInput {
  const b = d.basics
  return {
    name: b.name,
    description: b.description ?? emptyTexts(),
    kind: b.kind,
    categoryId: b.categoryId ?? null,
    onSale: b.onSale,
    perBuyerLimit: b.perBuyerLimit ?? null,
    sort: b.sort ?? 0,
    pictures: d.pictures,
    showIds: b.showIds ?? [],
    optionGroups: d.groups,
    skus: d.skus.map((s) => ({
      values: s.values,
      priceFen: yuanToFen(s.priceYuan ?? Number.NaN),
      marketPriceFen: s.marketPriceYuan === null ? null : yuanToFen(s.marketPriceYuan),
      capacity: s.capacity,
      pictureUrl: s.pictureUrl,
      onSale: s.onSale
    }))
  }
}
