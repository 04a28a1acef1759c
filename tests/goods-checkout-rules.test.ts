/**
 * Goods checkout and the goods order page. Issue "Shop": goods-confirm buys one SKU (buy now),
 * goods-cart-confirm the cart's selected lines; the goods order refunds "partial by line"; the order's
 * parcel shows on the express page; pay-success reads a goods order (product.md: pay-success "with
 * orderId, orderType (lower-cased, default ticket)").
 */
import { decodeGoodsLines, encodeGoodsLines } from '../types/rules/goods-lines-param'
import { goodsExpress, refundLines } from '../src/subpackages/order/order-product/goods-order-facts'
import { readGoodsPayState } from '../src/subpackages/order/pay-success/pay-result'
import { goodsPaySuccessPath } from '../types/rules/pay-return'
import type { GoodsOrderDetail, GoodsOrderLine } from '../types/api/goods-order'

describe('the lines a checkout page buys, carried in its route', () => {
  test('encoded and decoded back', () => {
    const lines = [
      { skuId: 'sku-1', qty: 2 },
      { skuId: 'sku_2', qty: 1 }
    ]
    expect(decodeGoodsLines(encodeGoodsLines(lines))).toEqual(lines)
  })
  test('malformed parts, zero or fractional quantities and repeated SKUs are dropped', () => {
    expect(decodeGoodsLines('a:1,b:0,c:1.5,:3,d:x,a:4,e f:1,g:2')).toEqual([
      { skuId: 'a', qty: 1 },
      { skuId: 'g', qty: 2 }
    ])
    expect(decodeGoodsLines(undefined)).toEqual([])
  })
})

const line = (skuId: string, qty: number, refundableQty: number, refundedQty = 0): GoodsOrderLine => ({
  skuId,
  spuId: 'spu',
  name: skuId,
  pictureUrl: '',
  attributeText: '',
  kind: 'PHYSICAL',
  unitFen: 1000,
  qty,
  amountFen: 1000 * qty,
  refundedQty,
  refundableQty
})

describe('refund by line', () => {
  test('each pick is brought inside what the line may still refund; lines at 0 are left out', () => {
    const lines = [line('a', 3, 2, 1), line('b', 1, 1), line('c', 2, 0, 2)]
    expect(refundLines(lines, { a: 5, b: 0, c: 2 })).toEqual([{ skuId: 'a', qty: 2 }])
    expect(refundLines(lines, { a: 1, b: 1 })).toEqual([
      { skuId: 'a', qty: 1 },
      { skuId: 'b', qty: 1 }
    ])
    expect(refundLines(lines, {})).toEqual([])
  })
})

describe("a goods order's parcel on the express page", () => {
  const order: GoodsOrderDetail = {
    orderId: 'G1',
    orderNumber: '270209123456789012',
    orderType: 'GOODS',
    orderStatus: 'PAID',
    orderStatusTitle: 'To ship',
    lines: [line('a', 1, 1)],
    address: { recipient: 'Li', cellphone: '138****0000', regionText: 'Shanghai', detail: '1 Road' },
    goodsAmount: 1000,
    deliveryFee: 1000,
    discounts: [],
    payAmount: 2000,
    paidAmount: 2000,
    refundedAmount: 0,
    unPaidTransactionIds: [],
    vouchers: [],
    refunds: [],
    createdTime: 0,
    canCancel: true,
    canRefund: false
  }
  test('before shipping: not shipped, the address shown', () => {
    expect(goodsExpress(order)).toMatchObject({
      orderId: 'G1',
      orderNumber: '270209123456789012',
      shipped: false,
      steps: [],
      deliveryAddress: order.address
    })
  })
  test('shipped: the carrier by its code and the tracking number', () => {
    const shipped = goodsExpress({
      ...order,
      orderStatus: 'SHIPPED',
      express: { carrier: 'SF', carrierName: '顺丰速运', trackingNo: 'SF123' }
    })
    expect(shipped).toMatchObject({ shipped: true, carrier: { code: 'SF', displayName: '顺丰速运' }, expressNo: 'SF123' })
  })
})

describe('pay-success for a goods order', () => {
  test('the cashier comes back with orderType goods', () => {
    expect(goodsPaySuccessPath('G 1')).toBe('/pay-success?orderId=G%201&orderType=goods')
  })
  test('paid once PAID or SHIPPED, pending while UNPAID, otherwise closed', () => {
    expect(['PAID', 'SHIPPED', 'UNPAID', 'CLOSED', 'REFUNDED'].map(readGoodsPayState)).toEqual([
      'paid',
      'paid',
      'pending',
      'closed',
      'closed'
    ])
  })
})
