/**
 * Tied sale (issue "Shop": "a buyer adds a tied item on confirm order of a ticket and pays once"; "Tied
 * sale: pre_order/create_order of tickets accept goods: [{skuId, qty}], priced in the same quote, paid in one
 * payment, stock reserved in the same transaction").
 */
import { after, before, describe, test } from 'node:test'
import assert from 'node:assert/strict'
import { ENGINES, NOON, seededApp, type TestApp } from '../helpers/helpers'
import { directBuyers, type Login } from '../helpers/account-helpers'
import { freshTier, paying } from '../helpers/payment-helpers'
import { callCreateOrder, callPreOrder } from '../helpers/order-helpers'
import { goodsBuyer, makeGoods, skuStock } from '../helpers/goods-helpers'
import { OrderService } from '../../src/order/order.service'
import { closeOrder } from '../../src/lifecycle/order-closed'
import { orderStores } from '../../src/stores'
import { DashboardRepository } from '../../src/sales/dashboard.repository'
import type { OrderDetail } from '../../../types/api/order'

const MINUTE = 60_000

for (const engine of ENGINES) {
  describe(`tied sale (${engine})`, () => {
    let t: TestApp
    let n = 0
    before(async () => {
      t = await seededApp(engine)
    })
    after(() => t.close())

    async function buyer() {
      const id = `u_tied_${engine}_${++n}`
      const [headers] = await directBuyers(t, [id], '135', n * 10)
      const login: Login = { accessToken: headers['access-token'], refreshToken: '', userId: id, isNewUser: false }
      return { headers, login, id }
    }
    const tiedOf = async (orderId: string) =>
      t.db.query<{ id: string; state: string; total_fen: number; transaction_id: string | null }>(
        'SELECT id, state, total_fen, transaction_id FROM goods_orders WHERE ticket_order_id = $1',
        [orderId]
      )

    test('pre_order prices the goods in the same quote; create_order holds the units in the same transaction; one payment pays both', async () => {
      const { headers, login, id } = await buyer()
      const tier = await freshTier(t, 8000)
      const pass = await makeGoods(t, { kind: 'VOUCHER', priceFen: 3000, stock: 5 })
      const goods = [{ skuId: pass.skuIds[0], qty: 1 }]
      const quote = await callPreOrder(t, headers, tier, 1, { extra: { goods } })
      assert.equal(quote.body.statusCode, 200, quote.body.comments)
      assert.equal(quote.body.data.goodsAmount, 3000)
      assert.equal(quote.body.data.ticketAmount, 8000)
      assert.equal(quote.body.data.payAmount, 11000)
      const forged = await callCreateOrder(t, headers, tier, 1, 8000, `tied-forged-${id}`, { extra: { goods } })
      assert.notEqual(forged.body.statusCode, 200, 'the amount must count the goods')
      assert.equal((await tiedOf('none')).length, 0)
      const created = await callCreateOrder(t, headers, tier, 1, 11000, `tied-${id}`, { extra: { goods } })
      assert.equal(created.body.statusCode, 200, created.body.comments)
      const orderId = created.body.data.orderId
      const [tied] = await tiedOf(orderId)
      assert.deepEqual([tied.state, tied.total_fen, tied.transaction_id], ['UNPAID', 3000, null], 'no transaction of its own')
      assert.deepEqual(await skuStock(t, pass.skuIds[0]), { available: 4, held: 1, sold: 0 })
      const pay = paying(t, login, `tied-pay-${id}`)
      const info = await pay.startPay(created.body.data.unPaidTransactionIds[0])
      assert.equal((await pay.decide(info.cashierUrl, 'pay')).statusCode, 303)
      const payments = await t.db.query<{ amount_fen: number; state: string }>(
        'SELECT amount_fen, state FROM payments WHERE order_id = $1',
        [orderId]
      )
      assert.deepEqual(payments, [{ amount_fen: 11000, state: 'SUCCEEDED' }], 'one payment for the tickets and the goods')
      assert.equal((await tiedOf(orderId))[0].state, 'PAID')
      assert.deepEqual(await skuStock(t, pass.skuIds[0]), { available: 4, held: 0, sold: 1 })
      const detail = await goodsBuyer(t, login, headers, id).detail(tied.id)
      assert.equal(detail.body.data.ticketOrderId, orderId)
      assert.equal(detail.body.data.vouchers.length, 1)
      assert.equal(detail.body.data.canCancel, false, 'bought with the tickets: refunded by line, not cancelled alone')
      // The ticket order's detail shows the goods bought with it; the order list's goods type leaves them out.
      type Listed = { list: Array<{ orderId: string; orderStatus: string }>; total: number }
      const withTickets = await t.call<Listed>('GET', `/buyer/buyer/v2/items/orders?ticketOrderId=${orderId}`, undefined, headers)
      assert.deepEqual(
        withTickets.body.data.list.map((o) => [o.orderId, o.orderStatus]),
        [[tied.id, 'PAID']]
      )
      const own = await t.call<Listed>('GET', '/buyer/buyer/v2/items/orders', undefined, headers)
      assert.equal(own.body.data.total, 0, 'tied goods are not listed as goods orders of their own')
      const other = await buyer()
      const stranger = await t.call<Listed>('GET', `/buyer/buyer/v2/items/orders?ticketOrderId=${orderId}`, undefined, other.headers)
      assert.equal(stranger.body.data.total, 0, "another buyer never reads this order's goods")
      // A line refunded goes back on the ticket order's payment.
      const refund = await t.call('POST', `/buyer/buyer/v1/items/orders/${tied.id}/refund?lang=en-US`, { lines: goods }, headers)
      assert.equal(refund.body.statusCode, 200, refund.body.comments)
      const [back] = await t.db.query<{ amount_fen: number; order_id: string }>(
        "SELECT r.amount_fen, p.order_id FROM refunds r JOIN payments p ON p.id = r.payment_id JOIN goods_refunds g ON g.id = r.subject_id WHERE r.purpose = 'GOODS' AND g.order_id = $1",
        [tied.id]
      )
      assert.deepEqual(back, { amount_fen: 3000, order_id: orderId })
      assert.deepEqual(await skuStock(t, pass.skuIds[0]), { available: 5, held: 0, sold: 0 })
      // The ticket order's money to date ("paid − refunded − pending = tickets now + goods now + delivery kept +
      // service fee + refund fees"): its one payment paid the goods, and their refund went back on it.
      const money = async () => (await t.get<OrderDetail>(`/buyer/buyer/v5/orders/${orderId}`, headers)).body.data.moneyToDate
      const m = await money()
      assert.ok(m)
      assert.deepEqual([m.paid, m.refunded + m.refundPending, m.ticketsNow, m.goodsNow], [11000, 3000, 8000, undefined])
      assert.equal(m.paid - m.refunded - m.refundPending, m.ticketsNow + (m.goodsNow ?? 0) + m.delivery + m.serviceFee + m.refundFees)
    })

    test('money to date of a ticket order with tied goods kept counts them as goods now, so the sums agree', async () => {
      const { headers, login, id } = await buyer()
      const tier = await freshTier(t, 8000)
      const pass = await makeGoods(t, { kind: 'VOUCHER', priceFen: 3000, stock: 5 })
      const created = await callCreateOrder(t, headers, tier, 1, 11000, `tied-kept-${id}`, {
        extra: { goods: [{ skuId: pass.skuIds[0], qty: 1 }] }
      })
      assert.equal(created.body.statusCode, 200, created.body.comments)
      const orderId = created.body.data.orderId
      const pay = paying(t, login, `tied-kept-pay-${id}`)
      assert.equal((await pay.decide((await pay.startPay(created.body.data.unPaidTransactionIds[0])).cashierUrl, 'pay')).statusCode, 303)
      const m = (await t.get<OrderDetail>(`/buyer/buyer/v5/orders/${orderId}`, headers)).body.data.moneyToDate
      assert.ok(m)
      assert.deepEqual([m.paid, m.refunded, m.refundPending, m.ticketsNow, m.goodsNow], [11000, 0, 0, 8000, 3000])
      assert.equal(m.paid - m.refunded - m.refundPending, m.ticketsNow + (m.goodsNow ?? 0) + m.delivery + m.serviceFee + m.refundFees)
    })

    test('tied goods get the buyer’s member discount on goods (they are ITEM lines of the same buyer); the tickets’ amounts stay what they are', async () => {
      const { headers, id } = await buyer()
      const tier = await freshTier(t, 8000)
      const pass = await makeGoods(t, { kind: 'VOUCHER', priceFen: 3000, stock: 5 })
      const [{ merchant_id: merchantId }] = await t.db.query<{ merchant_id: string }>(
        'SELECT s.merchant_id FROM skus k JOIN spus s ON s.id = k.spu_id WHERE k.id = $1',
        [pass.skuIds[0]]
      )
      assert.equal((await t.db.query('SELECT 1 FROM member_levels WHERE merchant_id = $1', [merchantId])).length, 0, 'no ladder yet')
      // One level every buyer holds: no discount on tickets, 会员8折 on goods.
      await t.db.query(
        `INSERT INTO member_levels (merchant_id, level_id, position, name, threshold, discount_percent, item_discount_percent) VALUES ($1, 'lvl_tied', 0, 'Fan', 0, NULL, 80)`,
        [merchantId]
      )
      try {
        const goods = [{ skuId: pass.skuIds[0], qty: 1 }]
        const quote = await callPreOrder(t, headers, tier, 1, { extra: { goods } })
        assert.equal(quote.body.statusCode, 200, quote.body.comments)
        assert.equal(quote.body.data.ticketAmount, 8000)
        assert.equal(quote.body.data.memberDiscount, undefined, 'the tickets: no discount at this level')
        assert.equal(quote.body.data.goodsAmount, 2400, '3000 at 会员8折')
        assert.equal(quote.body.data.payAmount, 10400)
        const created = await callCreateOrder(t, headers, tier, 1, 10400, `tied-member-${id}`, { extra: { goods } })
        assert.equal(created.body.statusCode, 200, created.body.comments)
        const [order] = await t.db.query<{ ticket_fen: number; total_fen: number }>(
          'SELECT ticket_fen, total_fen FROM orders WHERE id = $1',
          [created.body.data.orderId]
        )
        assert.deepEqual({ ...order }, { ticket_fen: 8000, total_fen: 10400 })
        const [tied] = await t.db.query<{ total_fen: number; member_discount_fen: number }>(
          'SELECT total_fen, member_discount_fen FROM goods_orders WHERE ticket_order_id = $1',
          [created.body.data.orderId]
        )
        assert.deepEqual({ ...tied }, { total_fen: 2400, member_discount_fen: 600 })
      } finally {
        await t.db.query("DELETE FROM member_levels WHERE level_id = 'lvl_tied'")
      }
    })

    test("the dashboard counts tied goods once, as goods: the tickets' amount leaves out the goods the same payment paid", async () => {
      const { headers, login, id } = await buyer()
      const tier = await freshTier(t, 8000)
      const pass = await makeGoods(t, { kind: 'VOUCHER', priceFen: 3000, stock: 5 })
      const dashboard = new DashboardRepository(t.db)
      const [{ merchant_id: merchantId }] = await t.db.query<{ merchant_id: string }>(
        'SELECT s.merchant_id FROM skus k JOIN spus s ON s.id = k.spu_id WHERE k.id = $1',
        [pass.skuIds[0]]
      )
      const span = [new Date('2000-01-01'), new Date('2100-01-01')] as const
      const figures = async () => {
        const days = await dashboard.days(merchantId, 'Asia/Shanghai', ...span)
        const goods = await dashboard.goods(merchantId, ...span)
        return { tickets: days.reduce((n, d) => n + Number(d.amount_fen), 0), goods: Number(goods.gross_fen) }
      }
      const before = await figures()
      const created = await callCreateOrder(t, headers, tier, 1, 11000, `tied-dash-${id}`, {
        extra: { goods: [{ skuId: pass.skuIds[0], qty: 1 }] }
      })
      assert.equal(created.body.statusCode, 200, created.body.comments)
      const pay = paying(t, login, `tied-dash-pay-${id}`)
      const info = await pay.startPay(created.body.data.unPaidTransactionIds[0])
      assert.equal((await pay.decide(info.cashierUrl, 'pay')).statusCode, 303)
      const after = await figures()
      assert.deepEqual({ tickets: after.tickets - before.tickets, goods: after.goods - before.goods }, { tickets: 8000, goods: 3000 })
    })

    test('the ticket order closing unpaid closes its goods too, their units back; the goods sweeper leaves tied goods to it', async () => {
      const { headers, id } = await buyer()
      const tier = await freshTier(t, 8000)
      const pass = await makeGoods(t, { kind: 'VOUCHER', priceFen: 3000, stock: 5 })
      const created = await callCreateOrder(t, headers, tier, 1, 14000, `tied-close-${id}`, {
        extra: { goods: [{ skuId: pass.skuIds[0], qty: 2 }] }
      })
      assert.equal(created.body.statusCode, 200, created.body.comments)
      const late = new Date(NOON.getTime() + 16 * MINUTE)
      assert.equal(await t.app.goodsOrders.closeDue(late), 0, 'tied goods are not closed on their own')
      assert.deepEqual(await skuStock(t, pass.skuIds[0]), { available: 3, held: 2, sold: 0 })
      const orders = new OrderService(t.db, orderStores, closeOrder)
      assert.ok((await orders.closeExpiredOrders(late)) >= 1)
      assert.equal((await tiedOf(created.body.data.orderId))[0].state, 'CLOSED')
      assert.deepEqual(await skuStock(t, pass.skuIds[0]), { available: 5, held: 0, sold: 0 })
    })

    test('delivered goods with e-tickets have no address: refused; a sold-out SKU refuses the whole order and writes nothing', async () => {
      const { headers, id } = await buyer()
      const tier = await freshTier(t, 8000)
      const shirt = await makeGoods(t, { priceFen: 5000, stock: 1 })
      const noAddress = await callCreateOrder(t, headers, tier, 1, 14000, `tied-addr-${id}`, {
        extra: { goods: [{ skuId: shirt.skuIds[0], qty: 1 }] }
      })
      assert.equal(noAddress.body.statusCode, 40088)
      const pass = await makeGoods(t, { kind: 'VOUCHER', priceFen: 1000, stock: 1 })
      const before = (await t.db.query<{ available: number }>('SELECT available FROM price_tiers WHERE id = $1', [tier.id]))[0].available
      const short = await callCreateOrder(t, headers, tier, 1, 10000, `tied-short-${id}`, {
        extra: { goods: [{ skuId: pass.skuIds[0], qty: 2 }] }
      })
      assert.equal(short.body.statusCode, 40702)
      const afterTier = (await t.db.query<{ available: number }>('SELECT available FROM price_tiers WHERE id = $1', [tier.id]))[0].available
      assert.equal(afterTier, before, 'no ticket held either')
    })
  })
}
