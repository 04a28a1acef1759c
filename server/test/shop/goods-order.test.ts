/**
 * Goods orders (types/api/goods-order.ts; issue "Shop": "Payment, refunds and after-sale for goods orders
 * through the same cashiers and refund job as tickets: cancel before shipping, refund after (partial by
 * line), stock back on cancel or refund"; calls-errors-limits.md "/buyer/v2/items/orders/{orderId} reply
 * paidDeadlineTime in seconds").
 */
import { after, before, describe, test } from 'node:test'
import assert from 'node:assert/strict'
import { ENGINES, NOON, type TestApp } from '../helpers/helpers'
import { directBuyers, type Login } from '../helpers/account-helpers'
import { shanghaiAddress } from '../helpers/address-helpers'
import { OWNER, staffedApp, type ConsoleClient } from '../helpers/admin-helpers'
import { couponTemplate, makeCouponTemplate, noScope, receiveCoupon } from '../helpers/coupon-helpers'
import { GOODS_PATHS, goodsBuyer, makeGoods, skuStock } from '../helpers/goods-helpers'
import { freshTier, paying } from '../helpers/payment-helpers'
import { callPreOrder } from '../helpers/order-helpers'
import type { GoodsOrderDetail } from '../../../types/api/goods-order'

const MINUTE = 60_000

for (const engine of ENGINES) {
  describe(`goods orders (${engine})`, () => {
    let t: TestApp
    let owner: ConsoleClient
    let n = 0

    before(async () => {
      ;({
        t,
        staff: [owner]
      } = await staffedApp(engine, OWNER))
    })
    after(() => t.close())

    /** A fresh buyer with an address, and their goods order calls. */
    async function buyer() {
      const id = `u_goods_${engine}_${++n}`
      const [headers] = await directBuyers(t, [id], '137', n * 10)
      const login: Login = { accessToken: headers['access-token'], refreshToken: '', userId: id, isNewUser: false }
      const addressId = await shanghaiAddress(t, login)
      return { headers, login, addressId, calls: goodsBuyer(t, login, headers, id) }
    }

    test('pre_order: the lines at their prices, the delivery fee of delivered goods (free from 99 yuan), vouchers delivered free', async () => {
      const { calls, addressId } = await buyer()
      const shirt = await makeGoods(t, { sizes: ['S', 'M'], priceFen: 4000 })
      const pass = await makeGoods(t, { kind: 'VOUCHER', priceFen: 3000 })
      const q = await calls.preOrder({ lines: [{ skuId: shirt.skuIds[1], qty: 2 }] })
      assert.equal(q.body.statusCode, 200, q.body.comments)
      assert.equal(q.body.data.goodsAmount, 8000)
      assert.equal(q.body.data.deliveryFee, 1000)
      assert.equal(q.body.data.payAmount, 9000)
      assert.equal(q.body.data.needsAddress, true)
      assert.equal(q.body.data.lines[0].attributeText, 'M')
      const free = await calls.preOrder({ lines: [{ skuId: shirt.skuIds[0], qty: 3 }], addressId })
      assert.equal(free.body.data.deliveryFee, 0, '120 yuan of goods is delivered free')
      const voucher = await calls.preOrder({ lines: [{ skuId: pass.skuIds[0], qty: 1 }] })
      assert.equal(voucher.body.data.deliveryFee, 0)
      assert.equal(voucher.body.data.needsAddress, false)
    })

    test('create: delivered goods need an address; a changed amount is refused and nothing is written', async () => {
      const { calls, addressId, login } = await buyer()
      const g = await makeGoods(t, { priceFen: 2500, stock: 5 })
      const lines = [{ skuId: g.skuIds[0], qty: 2 }]
      const noAddress = await calls.create({ lines, paymentParam: { payAmount: 6000 } })
      assert.equal(noAddress.body.statusCode, 40088)
      const forged = await calls.create({ lines, addressId, paymentParam: { payAmount: 100 } })
      assert.equal(forged.body.statusCode, 40704)
      assert.deepEqual(await skuStock(t, g.skuIds[0]), { available: 5, held: 0, sold: 0 })
      const written = await t.db.query('SELECT id FROM goods_orders WHERE user_id = $1', [login.userId])
      assert.equal(written.length, 0)
    })

    test('create holds the units; the same key replays the first reply, the same key with another body is refused', async () => {
      const { calls, addressId } = await buyer()
      const g = await makeGoods(t, { priceFen: 2500, stock: 5 })
      const body = { lines: [{ skuId: g.skuIds[0], qty: 2 }], addressId, paymentParam: { payAmount: 6000 } }
      const first = await calls.create(body, 'same-key-1')
      assert.equal(first.body.statusCode, 200, first.body.comments)
      assert.equal(first.body.data.unPaidTransactionIds.length, 1)
      assert.deepEqual(await skuStock(t, g.skuIds[0]), { available: 3, held: 2, sold: 0 })
      const again = await calls.create(body, 'same-key-1')
      assert.deepEqual(again.body.data, first.body.data)
      assert.deepEqual(await skuStock(t, g.skuIds[0]), { available: 3, held: 2, sold: 0 }, 'a replay takes nothing')
      const other = await calls.create(
        { ...body, lines: [{ skuId: g.skuIds[0], qty: 1 }], paymentParam: { payAmount: 3500 } },
        'same-key-1'
      )
      assert.notEqual(other.body.statusCode, 200)
      assert.match(other.body.comments, /already used/)
      const header = await t.call(
        'POST',
        GOODS_PATHS.create,
        { lines: [{ skuId: g.skuIds[0], qty: 1 }], addressId, paymentParam: { payAmount: 3500 } },
        { ...calls.headersFor(), 'idempotency-key': 'header-key-1' }
      )
      assert.equal(header.body.statusCode, 200, 'the key may come as the Idempotency-Key header')
    })

    test('paid through the cashiers: PAID, the units sold; detail shows paidDeadlineTime in seconds while unpaid', async () => {
      const { calls, addressId } = await buyer()
      const g = await makeGoods(t, { priceFen: 2500, stock: 5 })
      const order = await calls.order({ lines: [{ skuId: g.skuIds[0], qty: 2 }], addressId })
      const unpaid = (await calls.detail(order.orderId)).body.data
      assert.equal(unpaid.orderStatus, 'UNPAID')
      assert.equal(unpaid.orderType, 'GOODS')
      assert.equal(unpaid.paidDeadlineTime, Math.floor((NOON.getTime() + 15 * MINUTE) / 1000), 'seconds, not milliseconds')
      assert.deepEqual(unpaid.unPaidTransactionIds, order.unPaidTransactionIds)
      assert.equal(unpaid.address?.recipient, '王五')
      assert.equal(unpaid.canCancel, true)
      await calls.pay(order)
      const paid = (await calls.detail(order.orderId)).body.data
      assert.equal(paid.orderStatus, 'PAID')
      assert.equal(paid.paidAmount, 6000)
      assert.equal(paid.paidDeadlineTime, undefined)
      assert.deepEqual(paid.unPaidTransactionIds, [])
      assert.deepEqual(await skuStock(t, g.skuIds[0]), { available: 3, held: 0, sold: 2 })
      const zh = (await calls.detail(order.orderId, 'zh-CN')).body.data
      assert.equal(zh.orderStatusTitle, '待发货')
      // Another buyer cannot read it.
      const stranger = await buyer()
      assert.equal((await stranger.calls.detail(order.orderId)).body.statusCode, 40705)
    })

    test('the order list’s goods type: the buyer’s goods orders, newest first, paged; no one else’s', async () => {
      const { calls, addressId, headers } = await buyer()
      const g = await makeGoods(t, { priceFen: 1000, stock: 5 })
      const first = await calls.order({ lines: [{ skuId: g.skuIds[0], qty: 1 }], addressId })
      t.setNow(new Date(NOON.getTime() + MINUTE))
      try {
        const second = await calls.order({ lines: [{ skuId: g.skuIds[0], qty: 2 }], addressId })
        const page = await t.call<{ list: GoodsOrderDetail[]; total: number; hasMore: boolean }>(
          'GET',
          '/buyer/buyer/v2/items/orders?offset=0&length=1&lang=en-US',
          undefined,
          headers
        )
        assert.equal(page.body.statusCode, 200, page.body.comments)
        assert.equal(page.body.data.total, 2)
        assert.equal(page.body.data.hasMore, true)
        assert.deepEqual(
          page.body.data.list.map((o) => [o.orderId, o.orderType]),
          [[second.orderId, 'GOODS']]
        )
        const rest = await t.call<{ list: GoodsOrderDetail[] }>('GET', '/buyer/buyer/v2/items/orders?offset=1&length=5', undefined, headers)
        assert.deepEqual(
          rest.body.data.list.map((o) => o.orderId),
          [first.orderId]
        )
        const stranger = await buyer()
        const none = await t.call<{ total: number }>('GET', '/buyer/buyer/v2/items/orders', undefined, stranger.headers)
        assert.equal(none.body.data.total, 0)
      } finally {
        t.setNow(NOON)
      }
    })

    test('an unpaid order past its deadline reads closed, the sweeper closes it once and its units go back on sale', async () => {
      const { calls, addressId } = await buyer()
      const g = await makeGoods(t, { priceFen: 2500, stock: 4 })
      const order = await calls.order({ lines: [{ skuId: g.skuIds[0], qty: 3 }], addressId })
      assert.deepEqual(await skuStock(t, g.skuIds[0]), { available: 1, held: 3, sold: 0 })
      const late = new Date(NOON.getTime() + 16 * MINUTE)
      t.setNow(late)
      try {
        assert.equal(
          (await calls.detail(order.orderId)).body.data.orderStatus,
          'CLOSED',
          'reading never writes: a passed deadline reads closed'
        )
        assert.deepEqual(await skuStock(t, g.skuIds[0]), { available: 1, held: 3, sold: 0 })
        assert.ok((await t.app.goodsOrders.closeDue(late)) >= 1)
        assert.equal(await t.app.goodsOrders.closeDue(late), 0, 'closed once')
        assert.deepEqual(await skuStock(t, g.skuIds[0]), { available: 4, held: 0, sold: 0 })
      } finally {
        t.setNow(NOON)
      }
    })

    test('money that arrives after the order closed is queued back whole, never kept; the order stays closed', async () => {
      const { calls, addressId, login } = await buyer()
      const g = await makeGoods(t, { priceFen: 2500, stock: 4 })
      const order = await calls.order({ lines: [{ skuId: g.skuIds[0], qty: 1 }], addressId })
      const pay = paying(t, login, `late-${engine}`)
      const info = await pay.startPay(order.unPaidTransactionIds[0])
      const late = new Date(NOON.getTime() + 16 * MINUTE)
      t.setNow(late)
      try {
        await t.app.goodsOrders.closeDue(late)
        assert.equal((await pay.decide(info.cashierUrl, 'pay')).statusCode, 303)
        const [payment] = await t.db.query<{ state: string }>('SELECT state FROM payments WHERE id = $1', [info.paymentId])
        assert.equal(payment.state, 'REFUND_PENDING')
        assert.equal((await calls.detail(order.orderId)).body.data.orderStatus, 'CLOSED')
        assert.deepEqual(await skuStock(t, g.skuIds[0]), { available: 4, held: 0, sold: 0 })
      } finally {
        t.setNow(NOON)
      }
    })

    test('cancel before shipping: unpaid closes with its units back; paid is refunded whole through the refund job with its units back', async () => {
      const { calls, addressId, headers } = await buyer()
      const g = await makeGoods(t, { priceFen: 2500, stock: 6 })
      const unpaid = await calls.order({ lines: [{ skuId: g.skuIds[0], qty: 1 }], addressId })
      const c1 = await t.call<GoodsOrderDetail>('POST', `${GOODS_PATHS.cancel(unpaid.orderId)}?lang=en-US`, {}, headers)
      assert.equal(c1.body.statusCode, 200, c1.body.comments)
      assert.equal(c1.body.data.orderStatus, 'CLOSED')
      assert.deepEqual(await skuStock(t, g.skuIds[0]), { available: 6, held: 0, sold: 0 })

      const paid = await calls.order({ lines: [{ skuId: g.skuIds[0], qty: 2 }], addressId })
      await calls.pay(paid)
      const c2 = await t.call<GoodsOrderDetail>('POST', `${GOODS_PATHS.cancel(paid.orderId)}?lang=en-US`, {}, headers)
      assert.equal(c2.body.statusCode, 200, c2.body.comments)
      assert.equal(c2.body.data.orderStatus, 'REFUNDED')
      assert.equal(c2.body.data.refundedAmount, 6000, 'the goods and the delivery fee')
      assert.deepEqual(await skuStock(t, g.skuIds[0]), { available: 6, held: 0, sold: 0 })
      const [refund] = await t.db.query<{ amount_fen: number; purpose: string }>(
        "SELECT r.amount_fen, r.purpose FROM refunds r JOIN goods_refunds g ON g.id = r.subject_id WHERE r.purpose = 'GOODS' AND g.order_id = $1",
        [paid.orderId]
      )
      assert.deepEqual(refund, { amount_fen: 6000, purpose: 'GOODS' })
      await t.app.payments.refunds.run(NOON)
      const [after] = await t.db.query<{ state: string }>(
        "SELECT r.state FROM refunds r JOIN goods_refunds g ON g.id = r.subject_id WHERE r.purpose = 'GOODS' AND g.order_id = $1",
        [paid.orderId]
      )
      assert.notEqual(after.state, 'FAILED')
      const again = await t.call('POST', `${GOODS_PATHS.cancel(paid.orderId)}?lang=en-US`, {}, headers)
      assert.equal(again.body.statusCode, 40707, 'refunded orders are not cancelled again')
    })

    test('after shipping: no cancel, a refund by line returns its share, the last one the delivery fee too; units back on sale', async () => {
      const { calls, addressId, headers } = await buyer()
      const a = await makeGoods(t, { priceFen: 1000, stock: 10 })
      const b = await makeGoods(t, { priceFen: 2000, stock: 10 })
      const order = await calls.order({
        lines: [
          { skuId: a.skuIds[0], qty: 3 },
          { skuId: b.skuIds[0], qty: 1 }
        ],
        addressId
      })
      await calls.pay(order)
      await t.db.query(
        "UPDATE goods_orders SET state = 'SHIPPED', express_carrier = 'SF', express_tracking_no = 'SF1234567890' WHERE id = $1",
        [order.orderId]
      )
      const shipped = (await calls.detail(order.orderId)).body.data
      assert.equal(shipped.express?.trackingNo, 'SF1234567890')
      assert.equal(shipped.express?.carrierName.length ? true : false, true)
      assert.equal(shipped.canCancel, false)
      assert.equal((await t.call('POST', `${GOODS_PATHS.cancel(order.orderId)}?lang=en-US`, {}, headers)).body.statusCode, 40707)
      const r1 = await t.call<GoodsOrderDetail>(
        'POST',
        `${GOODS_PATHS.refund(order.orderId)}?lang=en-US`,
        { lines: [{ skuId: a.skuIds[0], qty: 1 }] },
        headers
      )
      assert.equal(r1.body.statusCode, 200, r1.body.comments)
      assert.equal(r1.body.data.refundedAmount, 1000)
      assert.equal(r1.body.data.orderStatus, 'SHIPPED')
      assert.equal(r1.body.data.lines.find((l) => l.skuId === a.skuIds[0])?.refundableQty, 2)
      assert.deepEqual(await skuStock(t, a.skuIds[0]), { available: 8, held: 0, sold: 2 })
      const tooMany = await t.call(
        'POST',
        `${GOODS_PATHS.refund(order.orderId)}?lang=en-US`,
        { lines: [{ skuId: a.skuIds[0], qty: 3 }] },
        headers
      )
      assert.equal(tooMany.body.statusCode, 40708, 'more units than are left')
      const rest = await t.call<GoodsOrderDetail>(
        'POST',
        `${GOODS_PATHS.refund(order.orderId)}?lang=en-US`,
        {
          lines: [
            { skuId: a.skuIds[0], qty: 2 },
            { skuId: b.skuIds[0], qty: 1 }
          ]
        },
        headers
      )
      assert.equal(rest.body.statusCode, 200, rest.body.comments)
      assert.equal(rest.body.data.orderStatus, 'REFUNDED')
      assert.equal(rest.body.data.refundedAmount, 6000, '3×10 + 20 yuan of goods and the 10 yuan delivery fee')
      assert.deepEqual(await skuStock(t, b.skuIds[0]), { available: 10, held: 0, sold: 0 })
      const sum = await t.db.query<{ s: number }>(
        "SELECT sum(r.amount_fen)::int AS s FROM refunds r JOIN goods_refunds g ON g.id = r.subject_id WHERE r.purpose = 'GOODS' AND g.order_id = $1",
        [order.orderId]
      )
      assert.equal(sum[0].s, 6000, 'the refunds never pass what was paid')
    })

    test('vouchers: a collect code per unit once paid; a used code is not refunded, an unused one is voided', async () => {
      const { calls } = await buyer()
      const pass = await makeGoods(t, { kind: 'VOUCHER', priceFen: 3000, stock: 5 })
      const order = await calls.order({ lines: [{ skuId: pass.skuIds[0], qty: 2 }] })
      assert.deepEqual((await calls.detail(order.orderId)).body.data.vouchers, [])
      await calls.pay(order)
      const paid = (await calls.detail(order.orderId)).body.data
      assert.equal(paid.vouchers.length, 2)
      assert.ok(paid.vouchers.every((v) => /^[1-9]\d{11}$/.test(v.code) && v.state === 'VALID'))
      assert.equal(paid.orderStatusTitle, 'To collect')
      await t.db.query("UPDATE goods_vouchers SET state = 'USED', used_at = $2 WHERE code = $1", [paid.vouchers[0].code, NOON])
      const two = await t.call(
        'POST',
        `${GOODS_PATHS.refund(order.orderId)}?lang=en-US`,
        { lines: [{ skuId: pass.skuIds[0], qty: 2 }] },
        calls.headersFor()
      )
      assert.equal(two.body.statusCode, 40708, 'a used code is not refunded')
      const one = await t.call<GoodsOrderDetail>(
        'POST',
        `${GOODS_PATHS.refund(order.orderId)}?lang=en-US`,
        { lines: [{ skuId: pass.skuIds[0], qty: 1 }] },
        calls.headersFor()
      )
      assert.equal(one.body.statusCode, 200, one.body.comments)
      assert.deepEqual(one.body.data.vouchers.map((v) => v.state).sort(), ['REFUNDED', 'USED'])
    })

    test('checking out from the cart removes the lines bought; the per-buyer limit counts the buyer’s live orders', async () => {
      const { calls, addressId, headers } = await buyer()
      const g = await makeGoods(t, { priceFen: 5000, stock: 20, perBuyerLimit: 3 })
      const other = await makeGoods(t, { priceFen: 5000, stock: 20 })
      await t.call('POST', '/buyer/buyer/v1/cart/lines', { skuId: g.skuIds[0], qty: 2 }, headers)
      await t.call('POST', '/buyer/buyer/v1/cart/lines', { skuId: other.skuIds[0], qty: 1 }, headers)
      await calls.order({ lines: [{ skuId: g.skuIds[0], qty: 2 }], addressId, fromCart: true })
      const cart = await t.call<{ count: number }>('GET', '/buyer/buyer/v1/cart/count', undefined, headers)
      assert.equal(cart.body.data.count, 1, 'the line not bought stays')
      const over = await calls.preOrder({ lines: [{ skuId: g.skuIds[0], qty: 2 }], addressId })
      assert.equal(over.body.statusCode, 40703, '2 held + 2 asked > 3')
      assert.equal((await calls.preOrder({ lines: [{ skuId: g.skuIds[0], qty: 1 }], addressId })).body.statusCode, 200)
    })

    test('bad lines: unknown or another merchant’s SKU, off sale, sold out, the same SKU twice', async () => {
      const { calls } = await buyer()
      const g = await makeGoods(t, { stock: 1, kind: 'VOUCHER' })
      assert.equal((await calls.preOrder({ lines: [{ skuId: 'sku_none', qty: 1 }] })).body.statusCode, 40700)
      assert.equal((await calls.preOrder({ lines: [{ skuId: g.skuIds[0], qty: 2 }] })).body.statusCode, 40702)
      assert.equal(
        (
          await calls.preOrder({
            lines: [
              { skuId: g.skuIds[0], qty: 1 },
              { skuId: g.skuIds[0], qty: 1 }
            ]
          })
        ).body.statusCode,
        40000
      )
      await t.db.query('UPDATE skus SET on_sale = false WHERE id = $1', [g.skuIds[0]])
      assert.equal((await calls.preOrder({ lines: [{ skuId: g.skuIds[0], qty: 1 }] })).body.statusCode, 40701)
    })

    test('an ITEM coupon applies only to goods: picked on goods pre_order, paid with; a SHOW coupon does not apply to goods nor an ITEM one to tickets', async () => {
      const { calls, addressId, headers, login } = await buyer()
      const g = await makeGoods(t, { priceFen: 6000, stock: 5 })
      const item = await makeCouponTemplate(
        owner,
        couponTemplate({
          title: '周边满50减15',
          couponBizTypes: ['ITEM'],
          useCouponRule: 'LIMIATION_ITEM',
          couponUseLimitVO: { ...noScope(), itemIds: [g.spuId] },
          amount: 1500,
          limitation: 5000
        })
      )
      const show = await makeCouponTemplate(owner, couponTemplate({ title: '票满50减15', amount: 1500, limitation: 5000 }))
      const itemCoupon = await receiveCoupon(t, item.couponCode, headers)
      const showCoupon = await receiveCoupon(t, show.couponCode, headers)
      const q = await calls.preOrder({ lines: [{ skuId: g.skuIds[0], qty: 1 }], addressId })
      assert.equal(q.body.statusCode, 200, q.body.comments)
      assert.deepEqual(q.body.data.checkedCouponIds, [itemCoupon.couponId], 'the best pick is the ITEM coupon')
      assert.equal(q.body.data.coupons.find((c) => c.couponId === showCoupon.couponId)?.usable, false)
      assert.equal(q.body.data.coupons.find((c) => c.couponId === showCoupon.couponId)?.reason, 'WRONG_BIZ_TYPE')
      assert.equal(q.body.data.payAmount, 6000 - 1500 + 1000, 'the goods less the coupon, and the delivery fee in full')
      const refused = await calls.create({
        lines: [{ skuId: g.skuIds[0], qty: 1 }],
        addressId,
        couponIds: [showCoupon.couponId],
        paymentParam: { payAmount: 5500 }
      })
      assert.notEqual(refused.body.statusCode, 200, 'a SHOW coupon on goods is refused')
      const order = await calls.order({ lines: [{ skuId: g.skuIds[0], qty: 1 }], addressId, couponIds: [itemCoupon.couponId] })
      const status = async () =>
        (await t.db.query<{ status: string }>('SELECT status FROM coupons WHERE id = $1', [itemCoupon.couponId]))[0].status
      assert.equal(await status(), 'PENDING')
      await calls.pay(order)
      assert.equal(await status(), 'USED')
      assert.equal((await calls.detail(order.orderId)).body.data.discounts[0]?.amount, 1500)
      // The other half: on a ticket order the ITEM coupon takes nothing.
      const another = await receiveCoupon(t, item.couponCode, headers)
      const tier = await freshTier(t, 8000)
      const ticket = await callPreOrder(t, headers, tier, 1)
      assert.equal(ticket.body.statusCode, 200, ticket.body.comments)
      assert.equal(ticket.body.data.coupons?.find((c) => c.couponId === another.couponId)?.usable, false)
      assert.ok(login.userId)
    })
  })
}
