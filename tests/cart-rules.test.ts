/**
 * The cart's numbers. product.md "Tab bar": "A cart badge sits on the shop tab. It shows only when the user
 * is logged in, the cart is supported and the count is above 0." product.md "Goods": "The displayed goods
 * count is clamped to 0-99." Issue "Shop": cart totals of the selected lines, invalid lines shown apart.
 */
import { cartBadgeText, clampGoodsCount } from '../types/rules/cart-badge'
import { cartTotals, type TotalLine } from '../types/rules/cart-totals'

describe('the cart badge', () => {
  const on = { loggedIn: true, cartSupported: true }
  test('shows only when logged in, the cart is supported and the count is above 0', () => {
    expect(cartBadgeText({ ...on, count: 3 })).toBe('3')
    expect(cartBadgeText({ ...on, loggedIn: false, count: 3 })).toBeUndefined()
    expect(cartBadgeText({ ...on, cartSupported: false, count: 3 })).toBeUndefined()
    expect(cartBadgeText({ ...on, count: 0 })).toBeUndefined()
    expect(cartBadgeText({ ...on, count: -2 })).toBeUndefined()
  })
  test('"The displayed goods count is clamped to 0-99"', () => {
    expect([clampGoodsCount(-1), clampGoodsCount(0), clampGoodsCount(42), clampGoodsCount(99), clampGoodsCount(250)]).toEqual([
      0, 0, 42, 99, 99
    ])
    expect(clampGoodsCount(Number.NaN)).toBe(0)
    expect(cartBadgeText({ ...on, count: 99 })).toBe('99')
    expect(cartBadgeText({ ...on, count: 100 })).toBe('99+')
  })
})

describe('cart totals: the selected lines that can still be bought', () => {
  const line = (skuId: string, priceFen: number, qty: number, o: Partial<TotalLine> = {}): TotalLine => ({
    skuId,
    priceFen,
    qty,
    selected: true,
    stock: 10,
    ...o
  })
  test('sum of price × quantity and pieces of the selected lines', () => {
    const totals = cartTotals([line('a', 9900, 2), line('b', 3500, 1), line('c', 1000, 4, { selected: false })])
    expect(totals.amountFen).toBe(23300)
    expect(totals.pieces).toBe(3)
    expect(totals.checkout).toEqual([
      { skuId: 'a', qty: 2 },
      { skuId: 'b', qty: 1 }
    ])
    expect(totals.allSelected).toBe(false)
  })
  test('invalid lines (off sale, sold out, gone) never count, even when selected', () => {
    const totals = cartTotals([line('a', 9900, 1), line('x', 5000, 1, { invalidReason: 'OFF_SALE' }), line('y', 5000, 1, { stock: 0 })])
    expect(totals.amountFen).toBe(9900)
    expect(totals.checkout.map((l) => l.skuId)).toEqual(['a'])
    expect(totals.allSelected).toBe(true)
  })
  test('an empty cart has nothing selected', () => {
    expect(cartTotals([])).toEqual({ amountFen: 0, pieces: 0, checkout: [], allSelected: false })
  })
})
