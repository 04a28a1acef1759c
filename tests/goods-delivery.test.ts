import { DEFAULT_GOODS_DELIVERY, goodsDeliveryFen } from '../types/rules/goods-delivery'

describe('goods delivery fee (docs/shop.md "Delivery fee")', () => {
  test.each([
    ['vouchers only are collected at the venue: no fee', { hasPhysical: false, goodsFen: 500 }, 0],
    ['delivered goods under the free amount pay the flat fee', { hasPhysical: true, goodsFen: 9899 }, 1000],
    ['delivered goods from the free amount are delivered free', { hasPhysical: true, goodsFen: 9900 }, 0]
  ])('%s', (_name, order, fee) => {
    expect(goodsDeliveryFen(order, DEFAULT_GOODS_DELIVERY)).toBe(fee)
  })

  test('a merchant that is never free charges the fee whatever the amount', () => {
    expect(goodsDeliveryFen({ hasPhysical: true, goodsFen: 1_000_000 }, { feeFen: 800, freeFromFen: null })).toBe(800)
  })
})
