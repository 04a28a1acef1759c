/**
 * "A ticket's price everywhere is what was paid for it, with its public price beside it where a screen
 * shows the saving": the order's ticket list, the ticket holder and the refund quote give each ticket of a
 * discounted order one price, its share of what the buyer paid (ticket-price.sql.ts), and the price it was
 * listed at beside it. Before, the ticket list read the tier's price (¥123.45) while the refund quote said
 * the ticket cost what its discounts left. On every engine.
 */
import { describe, test, before, after } from 'node:test'
import assert from 'node:assert/strict'
import { ENGINES, type TestApp } from '../helpers/helpers'
import { OPERATOR, OWNER, staffedApp, type ConsoleClient } from '../helpers/admin-helpers'
import { callCreateOrder, callPreOrder } from '../helpers/order-helpers'
import { saveLevels } from '../helpers/member-helpers'
import { couponTemplate, makeCouponTemplate, receiveCoupon } from '../helpers/coupon-helpers'
import { auth, phoneLogin } from '../helpers/account-helpers'
import { freshTier, paying } from '../helpers/payment-helpers'
import type { Ticket } from '../../../types/api/order'
import { REFUND_API, type RefundQuoteReply } from '../../../types/api/refund'

for (const engine of ENGINES) {
  describe(`a ticket's price is what was paid, on ${engine}`, () => {
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

    test('会员8.5折 and a ¥20.00 coupon over three ¥123.45 tickets: the ticket list, the ticket holder and the refund quote agree per ticket', async () => {
      await saveLevels(owner, [{ primeLevelName: '会员', threshold: 0, discountPercent: 85, primeRights: [] }])
      const a = await phoneLogin(t, '13300720001')
      const tr = await freshTier(t, 12345)
      const made = await makeCouponTemplate(operator, couponTemplate())
      const coupon = await receiveCoupon(t, made.couponCode, auth(a))
      const extra = { couponIds: [coupon.couponId] }
      const pre = await callPreOrder(t, auth(a), tr, 3, { extra })
      assert.equal(pre.body.statusCode, 200, pre.body.comments)
      // 3 × 104.93 (8.5折 of 123.45) − 20.00 = 294.79: the coupon's 20.00 splits 6.67, 6.67, 6.66 over the tickets.
      assert.equal(pre.body.data.payAmount, 3 * 10493 - 2000)
      const order = await callCreateOrder(t, auth(a), tr, 3, pre.body.data.payAmount, `paid-price-${engine}`, { extra })
      assert.equal(order.body.statusCode, 200, order.body.comments)
      const calls = paying(t, a, `paid-price-pay-${engine}`)
      const info = await calls.startPay(order.body.data.unPaidTransactionIds[0])
      assert.equal((await calls.decide(info.cashierUrl, 'pay')).statusCode, 303)
      const orderId = order.body.data.orderId

      const listed = await t.get<Ticket[]>(`/buyer/buyer/v5/orders/${orderId}/tickets`, auth(a))
      assert.equal(listed.body.statusCode, 200, listed.body.comments)
      const quote = await t.get<RefundQuoteReply>(REFUND_API.quote(orderId), auth(a))
      assert.equal(quote.body.statusCode, 200, quote.body.comments)
      const quoted = new Map(quote.body.data.tickets.map((k) => [k.ticketId, k]))
      assert.equal(listed.body.data.length, 3)
      for (const k of listed.body.data) {
        // The order's ticket list says what the refund quote says the ticket cost.
        assert.equal(k.price, quoted.get(k.ticketId)?.price, `ticket ${k.ticketNumber}`)
        assert.equal(k.publicPrice, 12345)
        assert.equal(quoted.get(k.ticketId)?.publicPrice, 12345)
      }
      assert.deepEqual(listed.body.data.map((k) => k.price).sort(), [10493 - 667, 10493 - 667, 10493 - 666].sort())
      // The tickets add up to what was paid.
      assert.equal(
        listed.body.data.reduce((s, k) => s + k.price, 0),
        pre.body.data.payAmount
      )

      // The ticket holder reads the same prices.
      const held = await t.get<Ticket[]>('/buyer/buyer/v1/tickets', auth(a))
      assert.equal(held.body.statusCode, 200, held.body.comments)
      const mine = held.body.data.filter((k) => k.orderId === orderId)
      assert.deepEqual(
        new Map(mine.map((k) => [k.ticketId, [k.price, k.publicPrice]])),
        new Map(listed.body.data.map((k) => [k.ticketId, [k.price, 12345]]))
      )
    })
  })
}
