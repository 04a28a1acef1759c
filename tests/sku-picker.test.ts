/**
 * The goods detail's option picker (issue "Shop": "option picker (a combination out of stock is
 * disabled), quantity"), on a T-shirt in three sizes and two colours.
 */
import {
  choiceText,
  chosenSku,
  clampQuantity,
  initialChoice,
  quantityBounds,
  shownPrice,
  toggleValue,
  valueSelectable,
  type PickerOptionGroup,
  type PickerSku
} from '../types/rules/sku-picker'

const groups: PickerOptionGroup[] = [
  {
    id: 'size',
    name: 'Size',
    values: [
      { id: 'S', name: 'S' },
      { id: 'M', name: 'M' },
      { id: 'L', name: 'L' }
    ]
  },
  {
    id: 'colour',
    name: 'Colour',
    values: [
      { id: 'black', name: 'Black' },
      { id: 'white', name: 'White' }
    ]
  }
]
const sku = (id: string, values: string[], priceFen: number, stock: number, extra: Partial<PickerSku> = {}): PickerSku => ({
  id,
  attributeValueIds: values,
  priceFen,
  stock,
  onSale: true,
  ...extra
})
const skus: PickerSku[] = [
  sku('S-black', ['S', 'black'], 9900, 3, { marketPriceFen: 12900 }),
  sku('S-white', ['S', 'white'], 9900, 0),
  sku('M-black', ['M', 'black'], 10900, 5),
  sku('M-white', ['M', 'white'], 10900, 2, { onSale: false }),
  sku('L-black', ['L', 'black'], 10900, 0),
  sku('L-white', ['L', 'white'], 10900, 0)
]

describe('a combination out of stock or off sale is disabled', () => {
  test('with nothing chosen, a value is selectable when any buyable SKU carries it', () => {
    expect(valueSelectable(groups, skus, {}, 'size', 'S')).toBe(true)
    expect(valueSelectable(groups, skus, {}, 'size', 'L')).toBe(false) // both L are sold out
    expect(valueSelectable(groups, skus, {}, 'colour', 'white')).toBe(false) // S sold out, M off sale, L sold out
  })
  test("beside a chosen size, only that size's buyable colours", () => {
    expect(valueSelectable(groups, skus, { size: 'M' }, 'colour', 'black')).toBe(true)
    expect(valueSelectable(groups, skus, { size: 'M' }, 'colour', 'white')).toBe(false)
  })
  test("a group's own choice does not disable its other values", () => {
    expect(valueSelectable(groups, skus, { size: 'S' }, 'size', 'M')).toBe(true)
  })
})

describe('the chosen SKU', () => {
  test('named once every group has a value', () => {
    expect(chosenSku(groups, skus, { size: 'M' })).toBeUndefined()
    expect(chosenSku(groups, skus, { size: 'M', colour: 'black' })?.id).toBe('M-black')
  })
  test('goods without options have their one SKU', () => {
    const only = [sku('one', [], 3000, 10)]
    expect(chosenSku([], only, {})?.id).toBe('one')
  })
  test('a group with one selectable value starts chosen', () => {
    expect(initialChoice(groups, skus)).toEqual({ colour: 'black' })
  })
  test('choosing a value clears other values no buyable SKU combines with it; the same value again clears it', () => {
    const withWhite = { size: 'S', colour: 'black' }
    expect(toggleValue(groups, skus, withWhite, 'size', 'M')).toEqual({ size: 'M', colour: 'black' })
    const picked = toggleValue(groups, [...skus, sku('L-white2', ['L', 'white'], 1, 1)], { size: 'S', colour: 'black' }, 'size', 'L')
    expect(picked).toEqual({ size: 'L' })
    expect(toggleValue(groups, skus, { size: 'M' }, 'size', 'M')).toEqual({})
  })
  test('the chosen values read in group order', () => {
    expect(choiceText(groups, { colour: 'black', size: 'M' })).toBe('M / Black')
  })
})

describe('the price shown: "from" until the choice is complete, then exact', () => {
  test('nothing chosen: the lowest buyable price, as from when prices differ', () => {
    expect(shownPrice(groups, skus, {})).toEqual({ kind: 'from', priceFen: 9900, marketPriceFen: 12900 })
  })
  test('a choice that leaves one price is exact', () => {
    expect(shownPrice(groups, skus, { size: 'M' })).toEqual({ kind: 'exact', priceFen: 10900, marketPriceFen: undefined })
  })
  test('a chosen SKU shows its own price and its market price only when higher', () => {
    expect(shownPrice(groups, skus, { size: 'S', colour: 'black' })).toEqual({ kind: 'exact', priceFen: 9900, marketPriceFen: 12900 })
    const cheapMarket = [sku('x', [], 5000, 1, { marketPriceFen: 4000 })]
    expect(shownPrice([], cheapMarket, {})).toEqual({ kind: 'exact', priceFen: 5000, marketPriceFen: undefined })
  })
  test('nothing buyable left shows no price', () => {
    expect(shownPrice(groups, skus, { size: 'L' })).toEqual({ kind: 'none' })
  })
})

describe('quantity bounds: the stock and the per-buyer limit', () => {
  test('the stock caps the quantity', () => {
    expect(quantityBounds(skus[2])).toEqual({ min: 1, max: 5, cappedBy: 'stock' })
  })
  test('the per-buyer limit less what the buyer holds caps it when lower', () => {
    expect(quantityBounds(skus[2], 4, 1)).toEqual({ min: 1, max: 3, cappedBy: 'limit' })
    expect(quantityBounds(skus[2], 2, 2)).toEqual({ min: 0, max: 0, cappedBy: 'limit' })
  })
  test('a sold-out or off-sale SKU cannot be bought', () => {
    expect(quantityBounds(skus[1]).max).toBe(0)
    expect(quantityBounds(skus[3]).max).toBe(0)
  })
  test('a wanted quantity is brought inside', () => {
    const bounds = quantityBounds(skus[2])
    expect([clampQuantity(0, bounds), clampQuantity(9, bounds), clampQuantity(2.7, bounds), clampQuantity(Number.NaN, bounds)]).toEqual([
      1, 5, 2, 1
    ])
    expect(clampQuantity(3, quantityBounds(skus[1]))).toBe(0)
  })
})
