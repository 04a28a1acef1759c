/**
 * Points and the member discount on orders (issue #18: "the member discount (会员N折) applied in pricing";
 * "a buyer uses points on an order (the spec's formula, checked against a hand-computed case)"; "discounts
 * never take an order below zero"). product.md section 5: "Points: the point price is the smaller of
 * (order amount times the limit-proportion percent) and (points owned divided by rate), both floored.
 * Points used equal that price times rate." On every engine.
 */
import { describe, test, before, after } from 'node:test'
import assert from 'node:assert/strict'
import { ENGINES, NOON, type TestApp } from '../helpers/helpers'
import { FINANCE, OPERATOR, OWNER, staffedApp, type ConsoleClient } from '../helpers/admin-helpers'
import { couponTemplate, makeCouponTemplate, receiveCoupon } from '../helpers/coupon-helpers'
import { callCreateOrder, callPreOrder, orderItems } from '../helpers/order-helpers'
import { auth, phoneLogin, type Login } from '../helpers/account-helpers'
import { freshTier, paying } from '../helpers/payment-helpers'
import type { Tier } from '../helpers/tier-helpers'
import type { CreateOrderReply } from '../../../types/api/order'
import type { AdminMembership } from '../../../types/api/member'
import { REFUND_API, type RefundRequestView } from '../../../types/api/refund'
import type { RefundRule } from '../../../types/rules/refund-rule'
import { OrderService } from '../../src/order/order.service'
import { closeOrder } from '../../src/lifecycle/order-closed'
import { orderStores } from '../../src/stores'
import { ticketPriceSql } from '../../src/ticket-price/ticket-price.sql'

/** 10 points per yuan paid; points pay at 100 a yuan, up to 30% of the order. */
const RATES = {
  pointsRate: { points: 10, perYuan: 1 },
  growthRate: { points: 1, perYuan: 1 },
  pointsValidDays: 365,
  expiryNoticeDays: 30,
  agreement: '',
  birthdayGifts: [],
  pointsPay: { enabled: true, rate: 100, limitProportion: 30 }
}

for (const engine of ENGINES) {
  describe(`points and the member discount on orders on ${engine}`, () => {
    let t: TestApp
    let owner: ConsoleClient
    let operator: ConsoleClient
    let finance: ConsoleClient
    let phones = 0
    let keys = 0
    before(async () => {
      ;({
        t,
        staff: [owner, operator, finance]
      } = await staffedApp(engine, OWNER, OPERATOR, FINANCE))
      const saved = await owner.call<AdminMembership>('PUT', '/membership/rates', RATES)
      assert.equal(saved.body.statusCode, 200, saved.body.comments)
      assert.deepEqual(saved.body.data.pointsPay, RATES.pointsPay, 'the console reads back what it saved')
    })
    after(async () => {
      t.setNow(NOON)
      await t.close()
    })

    const buyer = () => phoneLogin(t, `132000055${String(phones++).padStart(2, '0')}`)
    const preOrder = (who: Login, tr: Tier, qty: number, extra: { usePoints?: boolean; couponIds?: string[] } = {}) =>
      callPreOrder(t, auth(who), tr, qty, { extra, lang: 'zh-CN' })
    const createOrder = (who: Login, tr: Tier, qty: number, payAmount: number, extra: { usePoints?: boolean; couponIds?: string[] } = {}) =>
      callCreateOrder(t, auth(who), tr, qty, payAmount, `opoints-${engine}-${keys++}`, { extra })
    const balance = async (who: Login) =>
      Number(
        (
          await t.db.query<{ n: number }>('SELECT COALESCE(sum(points), 0)::float8 AS n FROM points_ledger WHERE user_id = $1', [
            who.userId
          ])
        )[0].n
      )
    const returned = async (orderId: string) =>
      Number(
        (
          await t.db.query<{ n: number }>(
            "SELECT COALESCE(sum(points), 0)::float8 AS n FROM points_ledger WHERE order_id = $1 AND kind = 'RETURN'",
            [orderId]
          )
        )[0].n
      )
    const order = async (id: string) =>
      (
        await t.db.query<{ state: string; total_fen: number; points_used: number; points_fen: number; member_discount_fen: number }>(
          'SELECT state, total_fen, points_used::float8 AS points_used, points_fen, member_discount_fen FROM orders WHERE id = $1',
          [id]
        )
      )[0]
    const ticketPrices = async (orderId: string) =>
      (
        await t.db.query<{ price: number }>(
          `SELECT ${ticketPriceSql('k', 'p')} AS price FROM tickets k JOIN price_tiers p ON p.id = k.tier_id WHERE k.order_id = $1 ORDER BY k.id`,
          [orderId]
        )
      ).map((r) => r.price)
    /** A buyer who earned 456 points the real way: an order of 45.67 paid in the sandbox at 10 points a yuan. */
    const buyerWith456 = async () => {
      const a = await buyer()
      await paying(t, a, `opoints-earn-${engine}-${phones}`).paidOrder(await freshTier(t, 4567), 1)
      assert.equal(await balance(a), 456)
      return a
    }

    test('the hand-computed case: 2 × 80.00 with 456 points at 100 a yuan, up to 30% → the points pay 4.00 (400 points); create_order spends them once', async () => {
      const a = await buyerWith456()
      const tr = await freshTier(t, 8000)
      // 160.00 × 30% = 48 yuan; 456 ÷ 100 = 4 yuan (floored): the point price is 4.00, points used 4 × 100 = 400.
      const off = await preOrder(a, tr, 2)
      assert.equal(off.body.statusCode, 200, off.body.comments)
      assert.deepEqual(off.body.data.points, {
        owned: 456,
        rate: 100,
        limitProportion: 30,
        pointPrice: 400,
        pointsUsed: 400,
        usable: true,
        isChecked: false
      })
      assert.deepEqual([off.body.data.payAmount, off.body.data.pointsDiscount], [16000, 0])
      const on = await preOrder(a, tr, 2, { usePoints: true })
      assert.deepEqual([on.body.data.payAmount, on.body.data.pointsDiscount, on.body.data.points?.isChecked], [15600, 400, true])

      // The app's amount without the points' price is refused, nothing spent.
      const stale = await createOrder(a, tr, 2, 16000, { usePoints: true })
      assert.deepEqual([stale.body.errorCode, await balance(a)], ['PRICE_CHANGED', 456])
      const made = await createOrder(a, tr, 2, 15600, { usePoints: true })
      assert.equal(made.body.statusCode, 200, made.body.comments)
      const orderId = made.body.data.orderId
      assert.deepEqual(await order(orderId), {
        state: 'UNPAID',
        total_fen: 15600,
        points_used: 400,
        points_fen: 400,
        member_discount_fen: 0
      })
      assert.equal(await balance(a), 56)
      const calls = paying(t, a, `opoints-pay-${engine}`)
      const info = await calls.startPay(made.body.data.unPaidTransactionIds[0])
      assert.equal((await calls.decide(info.cashierUrl, 'pay')).statusCode, 303)
      assert.deepEqual(await ticketPrices(orderId), [7800, 7800])
      // Earning is on the cash paid only: 156.00 × 10 = 1560 points, not on the 4.00 the points paid.
      assert.equal(await balance(a), 56 + 1560)
      // A retry with the same key (the app's automatic retries) replays the first reply, though the balance
      // it was priced on is spent; nothing is spent twice.
      const retry = await t.call<CreateOrderReply>(
        'POST',
        '/buyer/buyer/v5/create_order?lang=en-US',
        {
          showId: tr.show_id,
          items: orderItems(tr, 2),
          paymentParam: { payAmount: 15600 },
          idempotencyKey: `opoints-${engine}-${keys - 1}`,
          usePoints: true
        },
        auth(a)
      )
      assert.deepEqual([retry.body.statusCode, retry.body.data.orderId], [200, orderId])
      assert.equal((await t.db.query("SELECT id FROM points_ledger WHERE order_id = $1 AND kind = 'SPEND'", [orderId])).length, 1)
    })

    test('closing the unpaid order returns its points exactly once (cancel, then the expiry sweep finds nothing more)', async () => {
      const a = await buyerWith456()
      const tr = await freshTier(t, 8000)
      const made = await createOrder(a, tr, 1, 7600, { usePoints: true })
      assert.equal(made.body.statusCode, 200, made.body.comments)
      assert.equal(await balance(a), 56)
      assert.equal((await t.call('POST', `/buyer/buyer/v5/orders/${made.body.data.orderId}/cancel`, {}, auth(a))).body.statusCode, 200)
      assert.deepEqual([await balance(a), await returned(made.body.data.orderId)], [456, 400])
      assert.notEqual((await t.call('POST', `/buyer/buyer/v5/orders/${made.body.data.orderId}/cancel`, {}, auth(a))).body.statusCode, 200)
      await new OrderService(t.db, orderStores, closeOrder).closeExpiredOrders(new Date(NOON.getTime() + 60 * 60000))
      assert.deepEqual([await balance(a), await returned(made.body.data.orderId)], [456, 400])

      // The sweep returns them the same way.
      const second = await createOrder(a, tr, 1, 7600, { usePoints: true })
      assert.equal(second.body.statusCode, 200, second.body.comments)
      assert.ok((await new OrderService(t.db, orderStores, closeOrder).closeExpiredOrders(new Date(NOON.getTime() + 16 * 60000))) >= 1)
      assert.deepEqual([await balance(a), await returned(second.body.data.orderId)], [456, 400])
    })

    test('two concurrent create_orders spending the same points: one is written, the other refused; the balance never goes below zero', async () => {
      const a = await buyerWith456()
      const trs = [await freshTier(t, 8000), await freshTier(t, 8000)]
      for (const tr of trs) assert.equal((await preOrder(a, tr, 1, { usePoints: true })).body.data.payAmount, 7600)
      const replies = await Promise.all(trs.map((tr) => createOrder(a, tr, 1, 7600, { usePoints: true })))
      const codes = replies.map((r) => (r.body.statusCode === 200 ? 'OK' : r.body.errorCode)).sort()
      assert.deepEqual(codes, ['OK', 'PRICE_CHANGED'])
      assert.equal(await balance(a), 56)
      assert.equal((await t.db.query("SELECT id FROM points_ledger WHERE user_id = $1 AND kind = 'SPEND'", [a.userId])).length, 1)
      // The points changed since the buyer's preview (the amount seen was 76.00): create_order re-prices on the
      // 56 left (less than a yuan: nothing) and refuses with the price-changed path; pre_order says the new amount.
      const third = await freshTier(t, 8000)
      const late = await createOrder(a, third, 1, 7600, { usePoints: true })
      assert.deepEqual([late.body.errorCode, await balance(a)], ['PRICE_CHANGED', 56])
      const again = await preOrder(a, third, 1, { usePoints: true })
      assert.deepEqual([again.body.data.payAmount, again.body.data.points?.usable, again.body.data.points?.owned], [8000, false, 56])
    })

    test('refunds return the points in proportion to the tickets, each point once: one of two tickets 200, the other the rest', async () => {
      const a = await buyerWith456()
      const tr = await freshTier(t, 8000)
      const rule: RefundRule = { kind: 'FEE_BY_TIME', steps: [{ hoursBefore: 24, feePercent: 0 }], scope: 'PER_TICKET' }
      await t.db.query('UPDATE shows SET refund_rule = $2 WHERE id = $1', [tr.show_id, JSON.stringify(rule)])
      const made = await createOrder(a, tr, 2, 15600, { usePoints: true })
      assert.equal(made.body.statusCode, 200, made.body.comments)
      const orderId = made.body.data.orderId
      const calls = paying(t, a, `opoints-refund-${engine}`)
      const info = await calls.startPay(made.body.data.unPaidTransactionIds[0])
      assert.equal((await calls.decide(info.cashierUrl, 'pay')).statusCode, 303)
      const tickets = (await t.db.query<{ id: string }>('SELECT id FROM tickets WHERE order_id = $1 ORDER BY id', [orderId])).map(
        (k) => k.id
      )
      const refund = async (ids: string[]) => {
        const req = await t.call<RefundRequestView>(
          'POST',
          `${REFUND_API.requests(orderId)}?lang=en`,
          { ticketIds: ids, reason: 'OTHER' },
          auth(a)
        )
        assert.equal(req.body.statusCode, 200, req.body.comments)
        // The cash refunded is the tickets' cash price (ticket-price.ts), 78.00 each.
        assert.equal(req.body.data.amount, 7800 * ids.length)
        assert.equal((await finance.call('POST', `/sales/refunds/${req.body.data.requestId}/approve`)).body.statusCode, 200)
        await t.app.payments.refunds.run(NOON)
      }
      await refund([tickets[0]])
      assert.equal(await returned(orderId), 200)
      await refund([tickets[1]])
      assert.equal(await returned(orderId), 400, 'the whole order: every point spent is back')
      await t.app.payments.refunds.run(NOON)
      assert.equal(await returned(orderId), 400, 'once')
      // 456 − 400 spent + 400 returned; the 1560 earned on the cash are taken back with the refunds.
      assert.equal(await balance(a), 456)
    })

    test('the member discount (会员8.5折) applied per unit before the coupon and the points, stored per line; with all three an order never goes below zero', async () => {
      // A level reached by 45 growth (the buyer's 45.67 paid) with 8.5折.
      const levels = await owner.call('PUT', '/membership/levels', {
        levels: [
          { primeLevelName: '普通会员', threshold: 0, primeRights: [] },
          { primeLevelName: '金卡会员', threshold: 40, discountPercent: 85, primeRights: [] }
        ]
      })
      assert.equal(levels.body.statusCode, 200, levels.body.comments)
      const a = await buyerWith456()
      const receive = async () => {
        const made = await makeCouponTemplate(
          operator,
          couponTemplate({ title: '立减5', couponType: 'CASH', amount: 500, limitationType: 'NONE_THRESHOLD_DEDUCT_AMOUNT', limitation: 0 })
        )
        return (await receiveCoupon(t, made.couponCode, auth(a))).couponId
      }
      const coupon = await receive()
      const tr = await freshTier(t, 999)
      // 9.99 at 8.5折 = 8.49 a unit (floored), 3 × 8.49 = 25.47 (4.50 off); 立减5 → 20.47; points: 20.47 × 30% = 6 yuan,
      // 456 ÷ 100 = 4 yuan → 4.00 (400 points); to pay 16.47.
      const pre = await preOrder(a, tr, 3, { usePoints: true })
      assert.equal(pre.body.statusCode, 200, pre.body.comments)
      assert.deepEqual(
        [
          pre.body.data.originalAmount,
          pre.body.data.memberDiscount,
          pre.body.data.memberDiscountLabel,
          pre.body.data.couponDiscount,
          pre.body.data.pointsDiscount,
          pre.body.data.payAmount
        ],
        [2997, 450, '会员8.5折', 500, 400, 1647]
      )
      const made = await createOrder(a, tr, 3, 1647, { usePoints: true, couponIds: [coupon] })
      assert.equal(made.body.statusCode, 200, made.body.comments)
      const orderId = made.body.data.orderId
      assert.deepEqual(await order(orderId), {
        state: 'UNPAID',
        total_fen: 1647,
        points_used: 400,
        points_fen: 400,
        member_discount_fen: 450
      })
      assert.deepEqual(
        await t.db.query('SELECT unit_fen, member_fen, coupon_fen, points_fen FROM order_items WHERE order_id = $1', [orderId]),
        [{ unit_fen: 999, member_fen: 150, coupon_fen: 500, points_fen: 400 }]
      )
      const calls = paying(t, a, `opoints-member-${engine}`)
      const info = await calls.startPay(made.body.data.unPaidTransactionIds[0])
      assert.equal((await calls.decide(info.cashierUrl, 'pay')).statusCode, 303)
      // 8.49 less each ticket's coupon share (1.67, 1.67, 1.66) and points share (1.34, 1.33, 1.33).
      assert.deepEqual(await ticketPrices(orderId), [548, 549, 550])

      // Below zero never: 3.00 at 8.5折 = 2.55, the 5.00 coupon takes only that, the points nothing: a free order.
      const cheap = await freshTier(t, 300)
      const second = await receive()
      const free = await preOrder(a, cheap, 1, { usePoints: true, couponIds: [second] })
      assert.deepEqual(
        [free.body.data.memberDiscount, free.body.data.couponDiscount, free.body.data.pointsDiscount, free.body.data.payAmount],
        [45, 255, 0, 0]
      )
      const made0 = await createOrder(a, cheap, 1, 0, { usePoints: true, couponIds: [second] })
      assert.equal(made0.body.statusCode, 200, made0.body.comments)
      assert.equal((await order(made0.body.data.orderId)).state, 'PAID')
      assert.equal(
        (await t.db.query("SELECT id FROM points_ledger WHERE order_id = $1 AND kind = 'SPEND'", [made0.body.data.orderId])).length,
        0
      )
    })
  })
}
