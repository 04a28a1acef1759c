/**
 * What refunding units of a goods order gives back (goods-refund-amount.ts): "a refund returns exactly
 * what was paid" by line, unit by unit or at once, the delivery fee with the last units, never more than
 * is left (issue "Shop": "refund after (partial by line)").
 */
import { describe, test } from 'node:test'
import assert from 'node:assert/strict'
import { goodsRefundAmount, type RefundableLine } from '../../src/goods-order/goods-refund-amount'

// 3 T-shirts at 33.34 yuan with 1 yuan of the coupon, 1 programme at 20 yuan; 10 yuan delivery: paid 129.02 yuan.
const lines: RefundableLine[] = [
  { skuId: 'a', qty: 3, unitFen: 3334, couponFen: 100, refundedQty: 0 },
  { skuId: 'b', qty: 1, unitFen: 2000, couponFen: 0, refundedQty: 0 }
]
const paid = 3 * 3334 - 100 + 2000 + 1000

describe('goods refund amounts', () => {
  test('a line refunded unit by unit returns what refunding it at once does; the leftover fen goes with its last unit', () => {
    const one = goodsRefundAmount(lines, [{ skuId: 'a', qty: 1 }], paid, 0)
    assert.ok(one)
    assert.equal(one.amountFen, 3300, 'floor(9902 / 3)')
    const afterOne = lines.map((l) => (l.skuId === 'a' ? { ...l, refundedQty: 1 } : l))
    const two = goodsRefundAmount(afterOne, [{ skuId: 'a', qty: 2 }], paid, one.amountFen)
    assert.equal(two?.amountFen, 9902 - 3300)
    const whole = goodsRefundAmount(lines, [{ skuId: 'a', qty: 3 }], paid, 0)
    assert.equal(whole?.amountFen, 9902)
    assert.equal(whole?.whole, false)
  })

  test('the last units of the order take the delivery fee too: refunded whole, every fen paid comes back', () => {
    const partial = goodsRefundAmount(lines, [{ skuId: 'a', qty: 3 }], paid, 0)
    assert.ok(partial)
    const rest = lines.map((l) => (l.skuId === 'a' ? { ...l, refundedQty: 3 } : l))
    const last = goodsRefundAmount(rest, [{ skuId: 'b', qty: 1 }], paid, partial.amountFen)
    assert.equal(last?.whole, true)
    assert.equal(partial.amountFen + (last?.amountFen ?? 0), paid)
    assert.equal(
      goodsRefundAmount(
        lines,
        [
          { skuId: 'a', qty: 3 },
          { skuId: 'b', qty: 1 }
        ],
        paid,
        0
      )?.amountFen,
      paid
    )
  })

  test('refused: more units than are left, a SKU not of the order, the same SKU twice, nothing asked', () => {
    assert.equal(goodsRefundAmount(lines, [{ skuId: 'a', qty: 4 }], paid, 0), undefined)
    assert.equal(goodsRefundAmount(lines, [{ skuId: 'z', qty: 1 }], paid, 0), undefined)
    assert.equal(
      goodsRefundAmount(
        lines,
        [
          { skuId: 'a', qty: 1 },
          { skuId: 'a', qty: 1 }
        ],
        paid,
        0
      ),
      undefined
    )
    assert.equal(goodsRefundAmount(lines, [], paid, 0), undefined)
    assert.equal(goodsRefundAmount(lines, [{ skuId: 'a', qty: 0 }], paid, 0), undefined)
  })

  test('a line stands for what was paid after the member discount, the coupon and the points (the one quote()’s shares)', () => {
    // 2 units at 50 yuan: 会员8折 took 20 yuan, the coupon 15, points 18.99: 46.01 yuan paid for the line.
    const priced: RefundableLine[] = [
      { skuId: 'a', qty: 2, unitFen: 5000, memberFen: 2000, couponFen: 1500, pointsFen: 1899, refundedQty: 0 }
    ]
    const first = goodsRefundAmount(priced, [{ skuId: 'a', qty: 1 }], 4601, 0)
    assert.equal(first?.amountFen, 2300, 'floor(4601 / 2)')
    const last = goodsRefundAmount([{ ...priced[0], refundedQty: 1 }], [{ skuId: 'a', qty: 1 }], 4601, 2300)
    assert.equal(last?.amountFen, 2301, 'the leftover fen with the last unit')
  })

  test('never more than what is left of the payment', () => {
    const r = goodsRefundAmount(lines, [{ skuId: 'b', qty: 1 }], paid, paid - 500)
    assert.equal(r?.amountFen, 500)
  })
})
