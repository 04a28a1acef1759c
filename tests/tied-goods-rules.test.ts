/**
 * Confirm order's tied goods (issue "Shop": "Tied sale: pre_order/create_order of tickets accept goods:
 * [{skuId, qty}], priced in the same quote, paid in one payment"; docs/shop.md "delivered goods need the
 * order's express address (an e-ticket order is refused ADDRESS_REQUIRED)").
 */
import { goodsParam, tiedGoodsProblem, withPick, withoutPick, type TiedPick } from '../src/subpackages/order/confirm-order/tied-goods-model'
import { summaryAmounts } from '../src/subpackages/order/confirm-order/order-summary'

const tee: TiedPick = { spuId: 'spu_tee', skuId: 'sku_tee_black_m', qty: 1, kind: 'PHYSICAL', label: 'T-shirt · Black / M' }
const drinks: TiedPick = { spuId: 'spu_drinks', skuId: 'sku_drinks', qty: 2, kind: 'VOUCHER', label: 'Drinks' }

describe('the goods sent beside the tickets', () => {
  test('nothing picked sends no goods at all, so a ticket-only order is the same body as before', () => {
    expect(goodsParam({})).toEqual({})
  })

  test('each goods is one line of its SKU and quantity, in the order picked', () => {
    expect(goodsParam(withPick(withPick({}, tee), drinks))).toEqual({
      goods: [
        { skuId: 'sku_tee_black_m', qty: 1 },
        { skuId: 'sku_drinks', qty: 2 }
      ]
    })
  })

  test('picking another size of the same goods replaces its line; quantity 0 or remove takes it out', () => {
    const picks = withPick({}, tee)
    expect(goodsParam(withPick(picks, { ...tee, skuId: 'sku_tee_white_s', qty: 3 }))).toEqual({
      goods: [{ skuId: 'sku_tee_white_s', qty: 3 }]
    })
    expect(goodsParam(withPick(picks, { ...tee, qty: 0 }))).toEqual({})
    expect(goodsParam(withoutPick(picks, 'spu_tee'))).toEqual({})
  })
})

describe('delivered goods need the tickets sent by express to an address', () => {
  test('vouchers are collected at the venue: e-tickets are fine', () => {
    expect(tiedGoodsProblem(withPick({}, drinks), { deliverMethod: 'E_TICKET' }, false)).toBeUndefined()
  })

  test('a T-shirt with e-tickets asks for express delivery, then for an address', () => {
    const picks = withPick({}, tee)
    expect(tiedGoodsProblem(picks, { deliverMethod: 'E_TICKET' }, true)).toBe('choose_express')
    expect(tiedGoodsProblem(picks, { deliverMethod: 'EXPRESS' }, true)).toBe('choose_address')
    expect(tiedGoodsProblem(picks, { deliverMethod: 'EXPRESS', addressId: 'addr_1' }, true)).toBeUndefined()
  })

  test('a show without express delivery cannot take delivered goods', () => {
    expect(tiedGoodsProblem(withPick({}, tee), { deliverMethod: 'E_TICKET' }, false)).toBe('no_express')
  })
})

describe('the amounts: the goods line from pre_order', () => {
  const preview = { ticketAmount: 8000, deliveryFee: 1500, paymentServiceFee: 0, payAmount: 26300 }
  test('goodsAmount is shown as its own line and is inside the amount due', () => {
    expect(summaryAmounts({ ...preview, goodsAmount: 16800 })).toEqual({
      ticketFen: 8000,
      deliveryFen: 1500,
      serviceFen: 0,
      goodsFen: 16800,
      totalFen: 26300
    })
  })

  test('without goods there is no goods line', () => {
    expect(summaryAmounts(preview)).not.toHaveProperty('goodsFen')
  })
})
