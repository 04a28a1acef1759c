/**
 * Coupons on confirm order (issue #18): "Confirm order: usable coupons listed and toggled, the best-coupon
 * pick by the spec's rule, the discount in pre_order and create_order computed by the gateway (never
 * trusted from the app); a coupon is locked to the order while it is unpaid, returned on close, and
 * REFUNDING/returned on refund." Done when: "a buyer receives a coupon on a show, confirm order picks it
 * as best, pays less by exactly the rule, cancels, the coupon is usable again"; "a coupon cannot be used
 * twice by two concurrent orders; discounts never take an order below zero". On every engine.
 */
import { describe, test, before, after } from 'node:test'
import assert from 'node:assert/strict'
import { ENGINES, NOON, type TestApp } from '../helpers/helpers'
import { FINANCE, OPERATOR, staffedApp, type ConsoleClient } from '../helpers/admin-helpers'
import { couponTemplate, makeCouponTemplate, noScope, receiveCoupon } from '../helpers/coupon-helpers'
import { callCreateOrder, callPreOrder, orderItems } from '../helpers/order-helpers'
import { auth, phoneLogin, type Login } from '../helpers/account-helpers'
import { freshTier, paying, stock } from '../helpers/payment-helpers'
import type { Tier } from '../helpers/tier-helpers'
import { COUPON_PATHS, type CouponShowsReply, type CouponTemplateInput, type CouponUseLimitVO } from '../../../types/api/coupon'
import type { CreateOrderReply, OrderDetail } from '../../../types/api/order'
import { REFUND_API, type RefundQuoteReply, type RefundRequestView } from '../../../types/api/refund'
import type { RefundRule } from '../../../types/rules/refund-rule'
import { OrderService } from '../../src/order/order.service'
import { closeOrder } from '../../src/lifecycle/order-closed'
import { orderStores } from '../../src/stores'
import { ticketPriceSql } from '../../src/ticket-price/ticket-price.sql'

for (const engine of ENGINES) {
  describe(`coupons on orders on ${engine}`, () => {
    let t: TestApp
    let operator: ConsoleClient
    let finance: ConsoleClient
    let phones = 0
    let keys = 0
    before(async () => {
      ;({
        t,
        staff: [operator, finance]
      } = await staffedApp(engine, OPERATOR, FINANCE))
    })
    after(async () => {
      t.setNow(NOON)
      await t.close()
    })

    const buyer = () => phoneLogin(t, `132000049${String(phones++).padStart(2, '0')}`)
    /** A template made in the console and one coupon of it received by `who`: the coupon's id. */
    const receive = async (who: Login, over: Partial<CouponTemplateInput> = {}): Promise<string> =>
      (await receiveCoupon(t, (await makeCouponTemplate(operator, couponTemplate(over))).couponCode, auth(who))).couponId
    const withCoupons = (couponIds?: string[]) => ({ extra: couponIds ? { couponIds } : {} })
    const preOrder = (who: Login, tr: Tier, qty: number, couponIds?: string[]) =>
      callPreOrder(t, auth(who), tr, qty, withCoupons(couponIds))
    const createOrder = (who: Login, tr: Tier, qty: number, payAmount: number, couponIds?: string[]) =>
      callCreateOrder(t, auth(who), tr, qty, payAmount, `corder-${engine}-${keys++}`, withCoupons(couponIds))
    const couponState = async (id: string) =>
      (await t.db.query<{ status: string; order_id: string | null }>('SELECT status, order_id FROM coupons WHERE id = $1', [id]))[0]
    const order = async (id: string) =>
      (
        await t.db.query<{ state: string; total_fen: number; coupon_fen: number; paid_fen: number }>(
          'SELECT state, total_fen, coupon_fen, paid_fen FROM orders WHERE id = $1',
          [id]
        )
      )[0]
    const ordersOf = async (who: Login) =>
      (await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM orders WHERE user_id = $1', [who.userId]))[0].n

    test('receive → pre_order picks the best ("highest discountAmount") → create_order pays exactly the rule; a forged amount is refused; paying marks it USED', async () => {
      const a = await buyer()
      const tr = await freshTier(t, 6000)
      const small = await receive(a, {
        title: '立减5',
        couponType: 'CASH',
        amount: 500,
        limitationType: 'NONE_THRESHOLD_DEDUCT_AMOUNT',
        limitation: 0
      })
      const big = await receive(a)
      // 2 × 60.00 = 120.00: 满100减20 takes 20.00, the cash coupon 5.00.
      const pre = await preOrder(a, tr, 2)
      assert.equal(pre.body.statusCode, 200, pre.body.comments)
      assert.deepEqual(pre.body.data.checkedCouponIds, [big])
      assert.deepEqual([pre.body.data.originalAmount, pre.body.data.couponDiscount, pre.body.data.payAmount], [12000, 2000, 10000])
      assert.deepEqual(
        pre.body.data.coupons?.map((c) => [c.couponId, c.usable, c.discountAmount, c.isChecked]),
        [
          [big, true, 2000, true],
          [small, true, 500, false]
        ]
      )
      // Toggling: the other coupon re-prices; none at all is the full price.
      assert.equal((await preOrder(a, tr, 2, [small])).body.data.payAmount, 11500)
      assert.equal((await preOrder(a, tr, 2, [])).body.data.payAmount, 12000)
      // One ticket (60.00) does not reach 满100: not usable, with the reason.
      const one = await preOrder(a, tr, 1)
      assert.deepEqual(
        one.body.data.coupons?.find((c) => c.couponId === big),
        { ...one.body.data.coupons?.find((c) => c.couponId === big), usable: false, reason: 'THRESHOLD_NOT_MET', discountAmount: 0 }
      )
      // Named while it no longer fits: priced without it, not a refusal the page would be stuck on.
      const stale = await preOrder(a, tr, 1, [big])
      assert.deepEqual([stale.body.statusCode, stale.body.data.checkedCouponIds, stale.body.data.payAmount], [200, [], 6000])

      // "never trusted from the app": an amount the gateway did not compute writes nothing.
      const forged = await createOrder(a, tr, 2, 1, [big])
      assert.deepEqual([forged.body.errorCode, await ordersOf(a)], ['PRICE_CHANGED', 0])
      assert.equal((await couponState(big)).status, 'AVAILABLE')

      const made = await createOrder(a, tr, 2, 10000, [big])
      assert.equal(made.body.statusCode, 200, made.body.comments)
      assert.deepEqual(await order(made.body.data.orderId), { state: 'UNPAID', total_fen: 10000, coupon_fen: 2000, paid_fen: 0 })
      assert.deepEqual(await couponState(big), { status: 'PENDING', order_id: made.body.data.orderId })
      const lines = await t.db.query<{ coupon_fen: number }>('SELECT coupon_fen FROM order_items WHERE order_id = $1', [
        made.body.data.orderId
      ])
      assert.deepEqual(lines, [{ coupon_fen: 2000 }])
      // A locked coupon is no longer offered.
      assert.equal(
        (await preOrder(a, tr, 2)).body.data.coupons?.some((c) => c.couponId === big),
        false
      )

      const calls = paying(t, a, `corder-pay-${engine}`)
      const info = await calls.startPay(made.body.data.unPaidTransactionIds[0])
      assert.equal((await calls.decide(info.cashierUrl, 'pay')).statusCode, 303)
      assert.deepEqual(await order(made.body.data.orderId), { state: 'PAID', total_fen: 10000, coupon_fen: 2000, paid_fen: 10000 })
      assert.equal((await couponState(big)).status, 'USED')
      // The tickets stand for what was paid: 50.00 each (refunds return this, ticket-price.ts).
      const prices = await t.db.query<{ price: number }>(
        `SELECT ${ticketPriceSql('k', 'p')} AS price FROM tickets k JOIN price_tiers p ON p.id = k.tier_id WHERE k.order_id = $1`,
        [made.body.data.orderId]
      )
      assert.deepEqual(
        prices.map((p) => p.price),
        [5000, 5000]
      )
    })

    test('"a buyer ... cancels, the coupon is usable again"; the timeout sweep returns it too', async () => {
      const a = await buyer()
      const tr = await freshTier(t, 12000)
      const id = await receive(a)
      const first = await createOrder(a, tr, 1, 10000, [id])
      assert.equal(first.body.statusCode, 200, first.body.comments)
      assert.equal((await t.call('POST', `/buyer/buyer/v5/orders/${first.body.data.orderId}/cancel`, {}, auth(a))).body.statusCode, 200)
      assert.deepEqual(await couponState(id), { status: 'AVAILABLE', order_id: null })
      const again = await preOrder(a, tr, 1)
      assert.deepEqual([again.body.data.checkedCouponIds, again.body.data.payAmount], [[id], 10000])

      const second = await createOrder(a, tr, 1, 10000, [id])
      assert.equal(second.body.statusCode, 200, second.body.comments)
      assert.equal((await couponState(id)).status, 'PENDING')
      const afterDeadline = new Date(NOON.getTime() + 16 * 60000)
      assert.ok((await new OrderService(t.db, orderStores, closeOrder).closeExpiredOrders(afterDeadline)) >= 1)
      assert.equal((await order(second.body.data.orderId)).state, 'CLOSED')
      assert.deepEqual(await couponState(id), { status: 'AVAILABLE', order_id: null })
    })

    test('"a coupon cannot be used twice by two concurrent orders": one order, the other hears 40310 and writes nothing', async () => {
      const a = await buyer()
      // One tier, two orders of one ticket each (two keys): only the coupon can keep one of them out.
      const tr = await freshTier(t, 15000)
      const trs = [tr, tr]
      const id = await receive(a)
      const before = await stock(t, tr.id)
      const replies = await Promise.all([createOrder(a, trs[0], 1, 13000, [id]), createOrder(a, trs[1], 1, 13000, [id])])
      const won = replies.filter((r) => r.body.statusCode === 200)
      const lost = replies.filter((r) => r.body.statusCode !== 200)
      assert.equal(won.length, 1)
      assert.deepEqual([lost[0].body.statusCode, lost[0].body.errorCode], [40310, 'COUPON_ORDER_TAKEN'])
      assert.equal(lost[0].body.comments, 'This coupon is already used by another order. Choose again')
      assert.equal(await ordersOf(a), 1)
      assert.deepEqual(await couponState(id), { status: 'PENDING', order_id: won[0].body.data.orderId })
      assert.equal((await stock(t, tr.id)).held - before.held, 1, 'only the winner holds a ticket')
    })

    test("another buyer's coupon, or one out of its scope, is refused (40311) and nothing is written", async () => {
      const [a, b] = [await buyer(), await buyer()]
      const tr = await freshTier(t, 12000)
      const bs = await receive(b)
      const theirs = await createOrder(a, tr, 1, 10000, [bs])
      assert.deepEqual(
        [theirs.body.statusCode, theirs.body.errorCode, theirs.body.comments],
        [40311, 'COUPON_ORDER_UNUSABLE', 'This coupon is not applicable currently']
      )
      assert.deepEqual(await couponState(bs), { status: 'AVAILABLE', order_id: null })
      // Another show's coupon: listed on confirm order as not applicable (OUT_OF_SCOPE), refused on create.
      const [other] = await t.db.query<{ id: string }>("SELECT id FROM shows WHERE merchant_id = 'demo' AND id <> $1 ORDER BY id LIMIT 1", [
        tr.show_id
      ])
      const scoped = await receive(a, {
        useCouponRule: 'LIMIATION_SHOW_SESSION_SEATPLAN',
        couponUseLimitVO: { ...noScope(), showIds: [other.id] }
      })
      const pre = await preOrder(a, tr, 1)
      const row = pre.body.data.coupons?.find((c) => c.couponId === scoped)
      assert.deepEqual([row?.usable, row?.reason, row?.isChecked], [false, 'OUT_OF_SCOPE', false])
      const refused = await createOrder(a, tr, 1, 10000, [scoped])
      assert.deepEqual([refused.body.statusCode, refused.body.errorCode], [40311, 'COUPON_ORDER_UNUSABLE'])
      assert.equal(await ordersOf(a), 0)
      // Two non-exchange coupons together: refused as a combination (order-discounts.ts).
      const mine = await receive(a)
      const both = await createOrder(a, tr, 1, 8000, [
        mine,
        await receive(a, { title: '立减20', couponType: 'CASH', limitationType: 'NONE_THRESHOLD_DEDUCT_AMOUNT', limitation: 0 })
      ])
      assert.deepEqual([both.body.statusCode, both.body.errorCode], [40312, 'COUPON_ORDER_COMBINATION'])
    })

    test('confirm order and coupon shows agree on scope ("every non-empty list must match", coupon-rules lineInScope): a coupon for two shows narrowed to a tier of the other show is not usable here and does not list this show', async () => {
      const a = await buyer()
      const tr = await freshTier(t, 12000)
      const [other] = await t.db.query<{ show_id: string; tier_id: string }>(
        "SELECT s.show_id, p.id AS tier_id FROM price_tiers p JOIN sessions s ON s.id = p.session_id JOIN shows sh ON sh.id = s.show_id WHERE sh.merchant_id = 'demo' AND sh.listing = 'ON_SALE' AND sh.state <> 'CANCELED' AND s.show_id <> $1 ORDER BY p.id LIMIT 1",
        [tr.show_id]
      )
      const scopeOf = (tierId: string): CouponUseLimitVO => ({ ...noScope(), showIds: [tr.show_id, other.show_id], seatPlanIds: [tierId] })
      const elsewhere = await receive(a, {
        useCouponRule: 'LIMIATION_SHOW_SESSION_SEATPLAN',
        couponUseLimitVO: scopeOf(other.tier_id),
        title: '另一场的票档'
      })
      const here = await receive(a, {
        useCouponRule: 'LIMIATION_SHOW_SESSION_SEATPLAN',
        couponUseLimitVO: scopeOf(tr.id),
        title: '本场的票档'
      })
      const rows = (await preOrder(a, tr, 1)).body.data.coupons ?? []
      const row = (id: string) => rows.find((c) => c.couponId === id)
      assert.deepEqual([row(elsewhere)?.usable, row(elsewhere)?.reason, row(here)?.usable], [false, 'OUT_OF_SCOPE', true])
      const templateOf = async (couponId: string) =>
        (await t.db.query<{ template_id: string }>('SELECT template_id FROM coupons WHERE id = $1', [couponId]))[0].template_id
      const listsThisShow = async (couponId: string) =>
        (await t.get<CouponShowsReply>(`${COUPON_PATHS.shows}?couponTemplateId=${await templateOf(couponId)}`)).body.data.shows.some(
          (s) => s.showId === tr.show_id
        )
      assert.deepEqual([await listsThisShow(elsewhere), await listsThisShow(here)], [false, true])
    })

    test('"discounts never take an order below zero": a coupon bigger than the order makes it free (floor 0), paid at once without a payment platform', async () => {
      const a = await buyer()
      const tr = await freshTier(t, 3000)
      const id = await receive(a, {
        title: '立减500',
        couponType: 'CASH',
        amount: 50000,
        limitationType: 'NONE_THRESHOLD_DEDUCT_AMOUNT',
        limitation: 0
      })
      const pre = await preOrder(a, tr, 2)
      assert.deepEqual([pre.body.data.couponDiscount, pre.body.data.payAmount], [6000, 0])
      const made = await createOrder(a, tr, 2, 0, [id])
      assert.equal(made.body.statusCode, 200, made.body.comments)
      assert.deepEqual(made.body.data.unPaidTransactionIds, [])
      assert.deepEqual(await order(made.body.data.orderId), { state: 'PAID', total_fen: 0, coupon_fen: 6000, paid_fen: 0 })
      assert.equal((await couponState(id)).status, 'USED')
      assert.equal((await t.db.query('SELECT 1 FROM tickets WHERE order_id = $1', [made.body.data.orderId])).length, 2)
    })

    test('an automatic retry of a coupon order (same key) answers the first order, not "taken"', async () => {
      const a = await buyer()
      const tr = await freshTier(t, 12000)
      const id = await receive(a)
      const body = {
        showId: tr.show_id,
        items: orderItems(tr, 1),
        paymentParam: { payAmount: 10000 },
        idempotencyKey: `corder-retry-${engine}`,
        couponIds: [id]
      }
      const first = await t.call<CreateOrderReply>('POST', '/buyer/buyer/v5/create_order?lang=en-US', body, auth(a))
      const retry = await t.call<CreateOrderReply>('POST', '/buyer/buyer/v5/create_order?lang=en-US', body, auth(a))
      assert.equal(first.body.statusCode, 200, first.body.comments)
      assert.deepEqual(retry.body.data, first.body.data)
      assert.equal(await ordersOf(a), 1)
    })

    test('refunds: each ticket stands for its share after the coupon; a partial refund keeps the coupon USED, the whole order makes it REFUNDING, then AVAILABLE once the money is back', async () => {
      const a = await buyer()
      const calls = paying(t, a, `corder-refund-${engine}`)
      const tr = await freshTier(t, 999)
      const rule: RefundRule = { kind: 'FEE_BY_TIME', steps: [{ hoursBefore: 24, feePercent: 0 }], scope: 'PER_TICKET' }
      await t.db.query('UPDATE shows SET refund_rule = $2 WHERE id = $1', [tr.show_id, JSON.stringify(rule)])
      const id = await receive(a, {
        title: '立减5',
        couponType: 'CASH',
        amount: 500,
        limitationType: 'NONE_THRESHOLD_DEDUCT_AMOUNT',
        limitation: 0
      })
      // 3 × 9.99 = 29.97, less 5.00: 24.97. The 5.00 over three tickets (allocate-fen.ts): 1.67, 1.67, 1.66.
      const made = await createOrder(a, tr, 3, 2497, [id])
      assert.equal(made.body.statusCode, 200, made.body.comments)
      const info = await calls.startPay(made.body.data.unPaidTransactionIds[0])
      assert.equal((await calls.decide(info.cashierUrl, 'pay')).statusCode, 303)
      const orderId = made.body.data.orderId
      const tickets = (await t.db.query<{ id: string }>('SELECT id FROM tickets WHERE order_id = $1', [orderId])).map((k) => k.id).sort()
      const quote = async (ids: string[]) =>
        (await t.get<RefundQuoteReply>(`${REFUND_API.quote(orderId)}?ticketIds=${ids.join(',')}`, auth(a))).body.data.quote.amountFen
      assert.equal(await quote(tickets), 2497, 'the whole order returns what was paid, not the tier price')
      assert.deepEqual([await quote([tickets[0]]), await quote([tickets[1]]), await quote([tickets[2]])], [832, 832, 833])
      // The order detail's offer says the same amount (order-refund.ts).
      assert.equal((await t.get<OrderDetail>(`/buyer/buyer/v5/orders/${orderId}`, auth(a))).body.data.refundQuote?.amountFen, 2497)

      const refund = async (ids: string[]) => {
        const req = await t.call<RefundRequestView>(
          'POST',
          `${REFUND_API.requests(orderId)}?lang=en`,
          { ticketIds: ids, reason: 'OTHER' },
          auth(a)
        )
        assert.equal(req.body.statusCode, 200, req.body.comments)
        assert.equal((await finance.call('POST', `/sales/refunds/${req.body.data.requestId}/approve`)).body.statusCode, 200)
        await t.app.payments.refunds.run(NOON)
        return (
          await t.db.query<{ id: string }>("SELECT id FROM refunds WHERE purpose = 'AFTER_SALE' AND subject_id = $1", [
            req.body.data.requestId
          ])
        )[0].id
      }
      const deliver = (refundId: string) =>
        t.app.inject({ method: 'POST', url: `/pub/v1/payments/sandbox/refunds/${refundId}/deliver`, payload: { status: 'SUCCEEDED' } })
      await deliver(await refund([tickets[0]]))
      assert.equal((await couponState(id)).status, 'USED', 'a partial refund keeps the coupon used')
      const rest = await refund(tickets.slice(1))
      assert.equal((await couponState(id)).status, 'REFUNDING')
      await deliver(rest)
      assert.deepEqual(await couponState(id), { status: 'AVAILABLE', order_id: null })
      assert.deepEqual((await preOrder(a, tr, 1)).body.data.checkedCouponIds, [id], 'usable again')
    })

    test('a buyer with no coupon: pre_order answers no coupons and the full price', async () => {
      const a = await buyer()
      const tr = await freshTier(t, 4000)
      const pre = await preOrder(a, tr, 1)
      assert.deepEqual(
        [pre.body.data.coupons, pre.body.data.checkedCouponIds, pre.body.data.couponDiscount, pre.body.data.payAmount],
        [[], [], 0, 4000]
      )
    })
  })
}
