/**
 * The console's goods editor values (issue "Shop" item 5: "goods and SKUs editor ... stock and limits"):
 * one SKU row per combination of one value of each option group, rows kept with their price and stock when
 * the groups change around them, yuan in the form and fen in the call, and a stock below what is held and
 * sold caught before sending (the gateway's rule, inventory/sku.repository.ts setCapacity).
 */
import type { AdminGoods } from '../../types/api/goods'
import {
  combinations,
  draftOf,
  freshKey,
  skuProblem,
  syncSkus,
  toGoodsInput,
  type OptionGroupDraft
} from '../src/pages/goods/goods-form-values'

const T = (s: string) => ({ 'zh-CN': s, 'zh-MO': s, 'en-US': s })
const colour: OptionGroupDraft = {
  key: 'c',
  name: T('Colour'),
  values: [
    { key: 'black', name: T('Black') },
    { key: 'white', name: T('White') }
  ]
}
const size: OptionGroupDraft = {
  key: 's',
  name: T('Size'),
  values: [
    { key: 'm', name: T('M') },
    { key: 'l', name: T('L') }
  ]
}

const saved: AdminGoods = {
  id: 'spu_1',
  name: T('Tee'),
  description: T(''),
  kind: 'PHYSICAL',
  categoryId: null,
  onSale: true,
  perBuyerLimit: 2,
  sort: 1,
  pictures: [],
  showIds: [],
  optionGroups: [{ id: 'c', name: T('Colour'), values: [{ id: 'black', name: T('Black') }] }],
  skus: [
    {
      id: 'k1',
      attributeValueIds: ['black'],
      priceFen: 16800,
      marketPriceFen: 19800,
      capacity: 10,
      available: 3,
      held: 2,
      sold: 5,
      pictureUrl: null,
      onSale: true
    },
    {
      id: 'k2',
      attributeValueIds: ['gone'],
      priceFen: 100,
      marketPriceFen: null,
      capacity: 1,
      available: 1,
      held: 0,
      sold: 0,
      pictureUrl: null,
      onSale: false
    }
  ]
}

test('every combination of one value of each group, in the groups order; one empty combination without groups', () => {
  expect(combinations([colour, size])).toEqual([
    ['black', 'm'],
    ['black', 'l'],
    ['white', 'm'],
    ['white', 'l']
  ])
  expect(combinations([])).toEqual([[]])
})

test('the SKU rows follow the groups: a kept combination keeps its price and stock whatever the groups order', () => {
  const rows = syncSkus([colour, size], [])
  rows[0] = { ...rows[0], priceYuan: 168, capacity: 7 }
  const swapped = syncSkus([size, colour], rows)
  expect(swapped).toHaveLength(4)
  expect(swapped.find((r) => r.values.join() === 'm,black')).toMatchObject({ priceYuan: 168, capacity: 7 })
  const fewer = syncSkus([colour], swapped)
  expect(fewer.map((r) => r.values)).toEqual([['black'], ['white']])
  expect(fewer[0].priceYuan).toBeNull()
})

test('a saved goods becomes a draft with yuan, its held and sold; combinations no longer offered are left out', () => {
  const d = draftOf(saved)
  expect(d.skus).toEqual([
    { values: ['black'], priceYuan: 168, marketPriceYuan: 198, capacity: 10, pictureUrl: null, onSale: true, held: 2, sold: 5 }
  ])
  expect(toGoodsInput(d).skus).toEqual([
    { values: ['black'], priceFen: 16800, marketPriceFen: 19800, capacity: 10, pictureUrl: null, onSale: true }
  ])
  expect(toGoodsInput({ ...d, skus: [{ ...d.skus[0], priceYuan: 19.99 }] }).skus[0].priceFen).toBe(1999)
})

test('a row without a price, or with a stock below what is held and sold, is caught before sending', () => {
  const d = draftOf(saved)
  expect(skuProblem(d.skus)).toBeUndefined()
  expect(skuProblem([{ ...d.skus[0], capacity: 6 }])).toEqual({ index: 0, problem: 'stockBelowTaken' })
  expect(skuProblem([{ ...d.skus[0], capacity: 7 }])).toBeUndefined()
  expect(skuProblem([d.skus[0], { ...d.skus[0], priceYuan: null }])).toEqual({ index: 1, problem: 'price' })
})

test('new keys never collide with the keys of groups or values', () => {
  expect(freshKey([colour, { key: 'new-1', name: T('x'), values: [{ key: 'new-2', name: T('y') }] }])).toBe('new-3')
})
