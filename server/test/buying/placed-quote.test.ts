/**
 * One quote() (order/pricing/quote.ts): pre_order quotes the order, and once it is placed, order detail's
 * discount lines and ticket amount and the refund quote's ticket prices read the same quote (quotePlaced).
 * The order has three discounts over three tickets: 会员8.5折, a ¥20.00 coupon and points. On every engine.
 */
import { describe, test, before, after } from 'node:test'
import assert from 'node:assert/strict'
import { ENGINES, NOON, type TestApp } from '../helpers/helpers'
import { OPERATOR, OWNER, staffedApp, type ConsoleClient } from '../helpers/admin-helpers'
import { callCreateOrder, callPreOrder } from '../helpers/order-helpers'
import { saveLevels } from '../helpers/member-helpers'
import { couponTemplate, makeCouponTemplate, receiveCoupon } from '../helpers/coupon-helpers'
import { auth, phoneLogin } from '../helpers/account-helpers'
import { freshTier, paying } from '../helpers/payment-helpers'
import type { OrderDetail, PreOrderReply } from '../../../types/api/order'
import { REFUND_API, type RefundQuoteReply } from '../../../types/api/refund'
import { discountsFen } from '../../../types/rules/order-discount-lines'
import { OrderService } from '../../src/order/order.service'
import { orderStores } from '../../src/stores'
import { closeOrder } from '../../src/lifecycle/order-closed'
import { quoteOfPlaced, type QuotedPrice } from '../../src/order/pricing/quote'
import { PlacedQuoteRepository } from '../../src/order/pricing/placed-quote.repository'
import type { OrderRow } from '../../src/order/order.repository'

const DAY = 86400000

/** pre_order's discounts as discount lines: kind and amount, in pricing order, those that took something. */
/** What a quote says of the order's price, in the terms both forms of quote() answer in. */
const priceOf = (q: QuotedPrice): QuotedPrice => ({ publicTicketFen: q.publicTicketFen, taken: q.taken, payFen: q.payFen })

const preOrderLines = (pre: PreOrderReply) =>
  (
    [
      ['MEMBER', pre.memberDiscount ?? 0],
      ['PROMOTION', pre.promotionDiscount ?? 0],
      ['COUPON', pre.couponDiscount ?? 0],
      ['POINTS', pre.pointsDiscount ?? 0]
    ] as const
  ).filter(([, fen]) => fen > 0)

for (const engine of ENGINES) {
  describe(`one quote for pre_order, order detail and the refund quote, on ${engine}`, () => {
    let t: TestApp
    let owner: ConsoleClient
    let operator: ConsoleClient
    before(async () => {
      ;({
        t,
        staff: [owner, operator]
      } = await staffedApp(engine, OWNER, OPERATOR))
    })
    after(async () => {
      await t.close()
    })

    test(
      'order detail lists "ticket amount, delivery fee, payment service fee, amount due" (product.md, Order) as pre_order quoted them, ' +
        'and the refund quote prices each ticket at its share of the amount paid: 会员8.5折 + coupon + points over three tickets',
      async () => {
        await saveLevels(owner, [{ primeLevelName: '会员', threshold: 0, discountPercent: 85, primeRights: [] }])
        const a = await phoneLogin(t, '13300730001')
        const tr = await freshTier(t, 12345)
        const made = await makeCouponTemplate(operator, couponTemplate())
        const coupon = await receiveCoupon(t, made.couponCode, auth(a))
        await t.db.query(
          "INSERT INTO points_ledger (id, merchant_id, user_id, kind, points, expires_at, created_at) VALUES ($1, 'demo', $2, 'EARN', 300, $3, $4)",
          [`pts_placed_${engine}`, a.userId, new Date(NOON.getTime() + 300 * DAY), NOON]
        )
        const extra = { couponIds: [coupon.couponId], usePoints: true }
        const pre = (await callPreOrder(t, auth(a), tr, 3, { extra, lang: 'zh-CN' })).body
        assert.equal(pre.statusCode, 200, pre.comments)
        const quoted = preOrderLines(pre.data)
        assert.deepEqual(
          quoted.map(([kind]) => kind),
          ['MEMBER', 'COUPON', 'POINTS'],
          'three discounts'
        )
        // 3 × 104.93 (8.5折 of 123.45), less the coupon's 20.00, less what the points pay.
        assert.equal(pre.data.payAmount, 3 * 10493 - 2000 - (pre.data.pointsDiscount ?? 0))
        // The quote pre_order made, in process: its steps' amounts are the reply's.
        const fresh = await new OrderService(t.db, orderStores, closeOrder).preOrder(
          { showId: tr.show_id, items: [{ bizShowSessionId: tr.session_id, seatPlanId: tr.id, qty: 3 }], ...extra },
          { merchantId: 'demo', userId: a.userId, now: NOON, timeZone: 'Asia/Shanghai' },
          'zh-CN'
        )
        assert.deepEqual(
          fresh.quote.taken.map((d) => [d.kind, d.fen]),
          quoted.map(([kind, fen]) => [kind, fen])
        )
        const order = await callCreateOrder(t, auth(a), tr, 3, pre.data.payAmount, `placed-quote-${engine}`, { extra, lang: 'zh-CN' })
        assert.equal(order.body.statusCode, 200, order.body.comments)
        const calls = paying(t, a, `placed-quote-pay-${engine}`)
        const info = await calls.startPay(order.body.data.unPaidTransactionIds[0])
        assert.equal((await calls.decide(info.cashierUrl, 'pay')).statusCode, 303)
        const orderId = order.body.data.orderId

        // The placed order's quote says what pre_order's said, and its tickets add up to it.
        const [row] = await t.db.query<OrderRow>('SELECT * FROM orders WHERE id = $1', [orderId])
        const placed = await quoteOfPlaced(new PlacedQuoteRepository(t.db), row)
        assert.deepEqual(priceOf(placed), priceOf(fresh.quote))
        assert.equal(
          [...placed.tickets.values()].reduce((s, k) => s + k.paidFen, 0),
          placed.payFen
        )

        // Order detail: the discount lines are pre_order's, and its amounts are pre_order's.
        const detail = (await t.get<OrderDetail>(`/buyer/buyer/v5/orders/${orderId}?lang=zh-CN`, auth(a))).body
        assert.equal(detail.statusCode, 200, detail.comments)
        const o = detail.data
        assert.deepEqual(
          (o.discounts ?? []).map((d) => [d.kind, d.amount]),
          quoted.map(([kind, fen]) => [kind, fen])
        )
        assert.deepEqual(
          [o.ticketAmount, o.deliveryFee, o.paymentServiceFee, o.payAmount],
          [pre.data.ticketAmount, pre.data.deliveryFee, pre.data.paymentServiceFee, pre.data.payAmount]
        )
        assert.equal(o.ticketAmount + o.deliveryFee + o.paymentServiceFee - discountsFen(o.discounts), o.payAmount)

        // The refund quote: each ticket at its share of what was paid, the public price beside it; they add up.
        const refund = (await t.get<RefundQuoteReply>(REFUND_API.quote(orderId), auth(a))).body
        assert.equal(refund.statusCode, 200, refund.comments)
        const tickets = refund.data.tickets
        assert.equal(tickets.length, 3)
        assert.equal(
          tickets.reduce((s, k) => s + k.price, 0),
          pre.data.payAmount,
          'the tickets add up to what was paid'
        )
        assert.ok(
          tickets.every((k) => k.publicPrice === 12345),
          'the public price beside'
        )
        // Each ticket's share of each discount differs by at most a fen from the others'.
        const prices = tickets.map((k) => k.price)
        assert.ok(Math.max(...prices) - Math.min(...prices) <= 3, `${prices}`)
        // Order detail's refund offer is the refund page's quote of the same tickets.
        assert.deepEqual(o.refundQuote, refund.data.quote)
        assert.deepEqual(o.moneyToDate?.ticketsNow, pre.data.payAmount)
      }
    )
  })
}
