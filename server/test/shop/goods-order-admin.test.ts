/**
 * The console's goods orders (issue "Shop": "goods orders with fulfilment (pick list, mark shipped with
 * carrier and tracking number, CSV export), goods refunds"; "the merchant marks it shipped with a tracking
 * number in the console and the buyer sees it").
 */
import { after, before, describe, test } from 'node:test'
import assert from 'node:assert/strict'
import { ENGINES, NOON, type TestApp } from '../helpers/helpers'
import { directBuyers, type Login } from '../helpers/account-helpers'
import { shanghaiAddress } from '../helpers/address-helpers'
import { DOOR, FINANCE, OPERATOR, OWNER, staffedApp, type ConsoleClient } from '../helpers/admin-helpers'
import { goodsBuyer, makeGoods, skuStock } from '../helpers/goods-helpers'
import { ADMIN_API, type AuditReply } from '../../../types/api/staff'
import type { GoodsOrderAdminList, GoodsOrderDetail, VoucherCheckInReply } from '../../../types/api/goods-order'
import type { DashboardReply } from '../../../types/api/sales-admin'
import { formatLocal } from '../../../types/rules/merchant-time'
import { migrate } from '../../src/db/migrate'
import { isOrderNumber, orderNumber } from '../../src/order/order-number'

for (const engine of ENGINES) {
  describe(`console goods orders (${engine})`, () => {
    let t: TestApp
    let owner: ConsoleClient
    let operator: ConsoleClient
    let finance: ConsoleClient
    let door: ConsoleClient
    let calls: ReturnType<typeof goodsBuyer>
    let addressId: string

    before(async () => {
      ;({
        t,
        staff: [owner, operator, finance, door]
      } = await staffedApp(engine, OWNER, OPERATOR, FINANCE, DOOR))
      const [headers] = await directBuyers(t, [`u_gadmin_${engine}`], '136', 1)
      const login: Login = { accessToken: headers['access-token'], refreshToken: '', userId: `u_gadmin_${engine}`, isNewUser: false }
      addressId = await shanghaiAddress(t, login)
      calls = goodsBuyer(t, login, headers, `gadmin-${engine}`)
    })
    after(() => t.close())

    async function paidOrder(qty = 2) {
      const g = await makeGoods(t, { priceFen: 3000, stock: 10, sizes: ['M'] })
      const order = await calls.order({ lines: [{ skuId: g.skuIds[0], qty }], addressId })
      await calls.pay(order)
      const { orderNumber, createdTime } = (await calls.detail(order.orderId)).body.data
      return { g, orderId: order.orderId, orderNumber, createdTime }
    }

    // Issue #31 fault 2, "Console orders speak the database: ord_… ids instead of the 18-digit order number
    // buyers quote": goods orders too are listed, found and exported by their number.
    test('the list shows the order number, filters by state and by number (in part) or phone; door staff are refused', async () => {
      const { orderId, orderNumber } = await paidOrder()
      assert.match(orderNumber, /^\d{18}$/)
      const list = await owner.call<GoodsOrderAdminList>('GET', `/goods-orders?state=PAID&keyword=${orderNumber.slice(6)}&lang=en-US`)
      assert.equal(list.body.statusCode, 200, list.body.comments)
      assert.equal(list.body.data.total, 1)
      const [row] = list.body.data.items
      assert.equal(row.orderId, orderId)
      assert.equal(row.orderNumber, orderNumber)
      assert.equal(row.state, 'PAID')
      assert.equal(row.lines[0].attributeText, 'M')
      assert.equal(row.address?.recipient, '王五')
      assert.equal((await owner.call<GoodsOrderAdminList>('GET', `/goods-orders?state=SHIPPED&keyword=${orderNumber}`)).body.data.total, 0)
      const refused = await door.call('GET', '/goods-orders')
      assert.equal(refused.status, 403)
    })

    test('marking shipped: the carrier and number are checked, PAID → SHIPPED once, audited, and the buyer sees the tracking number', async () => {
      const { orderId, orderNumber } = await paidOrder()
      const bad = await operator.call('POST', `/goods-orders/${orderId}/ship?lang=en-US`, {
        carrier: 'NOPE',
        trackingNo: 'SF1234567890123'
      })
      assert.equal(bad.body.statusCode, 40230)
      const badNo = await operator.call('POST', `/goods-orders/${orderId}/ship?lang=en-US`, { carrier: 'SF', trackingNo: '12' })
      assert.equal(badNo.body.statusCode, 40231)
      const shipped = await operator.call<GoodsOrderDetail>('POST', `/goods-orders/${orderId}/ship?lang=en-US`, {
        carrier: 'SF',
        trackingNo: 'sf 1234-5678-9012-3'
      })
      assert.equal(shipped.body.statusCode, 200, shipped.body.comments)
      assert.equal(shipped.body.data.orderStatus, 'SHIPPED')
      const buyerSees = (await calls.detail(orderId)).body.data
      assert.equal(buyerSees.orderStatus, 'SHIPPED')
      assert.equal(buyerSees.express?.carrier, 'SF')
      assert.equal(buyerSees.express?.trackingNo, 'SF1234567890123')
      const again = await operator.call('POST', `/goods-orders/${orderId}/ship?lang=en-US`, {
        carrier: 'SF',
        trackingNo: 'SF9999999999999'
      })
      assert.equal(again.body.statusCode, 40709, 'shipped once')
      const audit = await t.db.query<{ action: string }>("SELECT action FROM audit_log WHERE target = $1 AND action = 'goods.order.ship'", [
        `goods-order:${orderId}`
      ])
      assert.equal(audit.length, 1)
      // Issue #31, "the audit log in words with filters (… object)": the log names the goods order by its
      // number, its goods and its buyer, and the owner finds it by the buyer's phone or the number.
      const [{ cellphone }] = await t.db.query<{ cellphone: string }>('SELECT cellphone FROM users WHERE id = $1', [`u_gadmin_${engine}`])
      const found = (await owner.call<AuditReply>('GET', `/audit?action=goods.order.ship&target=${cellphone}&lang=zh-CN`)).body.data.items
      assert.equal(found.length, 1)
      assert.equal(found[0].object?.kind, 'goods-order')
      assert.match(found[0].object?.label ?? '', new RegExp(`^${orderNumber} · \\S.* · ${cellphone}$`))
      const byNumber = (await owner.call<AuditReply>('GET', `/audit?action=goods.order.ship&target=${orderNumber}`)).body.data.items
      assert.deepEqual(
        byNumber.map((i) => i.object?.kind),
        ['goods-order']
      )
      assert.equal((await owner.call('GET', '/goods-orders/gor_none')).body.statusCode, 40705)
    })

    test('a refund by the merchant: finance may, the operator may not; units back on sale, audited', async () => {
      const { g, orderId } = await paidOrder(3)
      const denied = await operator.call('POST', `/goods-orders/${orderId}/refund`, { lines: [{ skuId: g.skuIds[0], qty: 1 }] })
      assert.equal(denied.status, 403)
      const done = await finance.call<GoodsOrderDetail>('POST', `/goods-orders/${orderId}/refund?lang=en-US`, {
        lines: [{ skuId: g.skuIds[0], qty: 1 }]
      })
      assert.equal(done.body.statusCode, 200, done.body.comments)
      assert.equal(done.body.data.refundedAmount, 3000)
      assert.deepEqual(await skuStock(t, g.skuIds[0]), { available: 8, held: 0, sold: 2 })
      const audit = await t.db.query("SELECT 1 FROM audit_log WHERE target = $1 AND action = 'goods.order.refund'", [
        `goods-order:${orderId}`
      ])
      assert.equal(audit.length, 1)
    })

    test('the dashboard counts goods sales apart from tickets: paid orders, units, money net of settled goods refunds', async () => {
      const figures = async () => (await owner.call<DashboardReply>('GET', '/sales/dashboard?from=2026-11-22&to=2026-11-22')).body.data
      const before = await figures()
      const { g, orderId } = await paidOrder(2)
      const after = await figures()
      assert.equal(after.goods.period.paidOrders, before.goods.period.paidOrders + 1)
      assert.equal(after.goods.period.units, before.goods.period.units + 2)
      assert.equal(after.goods.period.grossFen, before.goods.period.grossFen + 7000, '2 × 30 yuan and the 10 yuan delivery fee')
      assert.deepEqual(after.goods.today, after.goods.period, 'today is the period here')
      assert.deepEqual(after.period, before.period, 'the tickets’ figures are untouched by goods')
      await finance.call('POST', `/goods-orders/${orderId}/refund`, { lines: [{ skuId: g.skuIds[0], qty: 1 }] })
      await t.app.payments.refunds.run(NOON)
      const settled = (
        await t.db.query<{ state: string }>(
          'SELECT r.state FROM refunds r JOIN goods_refunds x ON x.id = r.subject_id WHERE x.order_id = $1',
          [orderId]
        )
      )[0].state
      const net = await figures()
      assert.equal(
        net.goods.period.refundedFen - after.goods.period.refundedFen,
        settled === 'SUCCEEDED' ? 3000 : 0,
        'a refund counts once settled'
      )
      assert.equal(net.goods.period.amountFen, net.goods.period.grossFen - net.goods.period.refundedFen)
    })

    test('a voucher’s collect code at the door: admitted once, then already used; a refunded one is void; door staff may, the operator may not', async () => {
      const pass = await makeGoods(t, { kind: 'VOUCHER', priceFen: 2000, stock: 5 })
      const order = await calls.order({ lines: [{ skuId: pass.skuIds[0], qty: 2 }] })
      await calls.pay(order)
      const [first, second] = (await calls.detail(order.orderId)).body.data.vouchers
      const check = (who: ConsoleClient, code: string) =>
        who.call<VoucherCheckInReply>('POST', '/goods-orders/vouchers/check-in?lang=en-US', { code })
      assert.equal((await check(operator, first.code)).status, 403)
      const admitted = await check(door, first.code)
      assert.equal(admitted.body.statusCode, 200, admitted.body.comments)
      assert.equal(admitted.body.data.result, 'ADMITTED')
      assert.equal(admitted.body.data.orderId, order.orderId)
      assert.equal((await check(door, first.code)).body.data.result, 'ALREADY_USED')
      assert.equal((await check(door, '999999999999')).body.data.result, 'UNKNOWN')
      await calls.refundLines(order.orderId, [{ skuId: pass.skuIds[0], qty: 1 }])
      assert.equal((await check(door, second.code)).body.data.result, 'VOID', 'its unit was refunded')
      assert.equal((await calls.detail(order.orderId)).body.data.vouchers.find((v) => v.code === first.code)?.state, 'USED')
    })

    test('the CSV (the pick list): one line per order by number, its state in words, placed time in the merchant’s zone, goods and address', async () => {
      const { orderNumber, createdTime } = await paidOrder()
      const cookie = [...owner.cookies].map(([k, v]) => `${k}=${v}`).join('; ')
      const res = await t.app.inject({ method: 'GET', url: `${ADMIN_API}/goods-orders.csv?state=PAID&lang=en-US`, headers: { cookie } })
      assert.equal(res.statusCode, 200)
      assert.match(String(res.headers['content-type']), /text\/csv/)
      assert.match(res.body, /Tracking no\./)
      const line = res.body.split('\r\n').find((l) => l.startsWith(orderNumber))
      assert.ok(line, 'the order is in the CSV')
      // The demo merchant's zone is Shanghai's; the orders CSV writes times the same way.
      assert.ok(line.startsWith(`${orderNumber},To ship,${formatLocal(createdTime, 'Asia/Shanghai', 'YYYY-MM-DD HH:mm:ss')},`), line)
      assert.match(line, /M ×2/)
      assert.match(line, /漕溪北路88号/)
    })

    test('"backfill existing rows": goods orders made before migration 101 get numbers by the ticket orders’ rule and sequence, none shared', async () => {
      const { orderId } = await paidOrder(1)
      await t.db.exec(`ALTER TABLE goods_orders DROP CONSTRAINT goods_orders_order_number_key;
        ALTER TABLE goods_orders ALTER COLUMN order_number DROP NOT NULL;
        UPDATE goods_orders SET order_number = NULL;
        DELETE FROM schema_migrations WHERE name = '101_goods_order_numbers.sql'`)
      assert.deepEqual(await migrate(t.db), ['101_goods_order_numbers.sql'])
      const [row] = await t.db.query<{ order_number: string; created_at: Date }>(
        'SELECT order_number, created_at FROM goods_orders WHERE id = $1',
        [orderId]
      )
      assert.ok(isOrderNumber(row.order_number))
      const serial = [...Array(200_000).keys()].find((s) => orderNumber(row.created_at, BigInt(s)) === row.order_number)
      assert.ok(serial !== undefined, 'the SQL backfill follows order-number.ts')
      const [{ n, d }] = await t.db.query<{ n: number; d: number }>(
        `SELECT count(*)::int AS n, count(DISTINCT order_number)::int AS d
           FROM (SELECT order_number FROM goods_orders UNION ALL SELECT order_number FROM orders) AS numbers`
      )
      assert.equal(n, d, 'one number space for ticket and goods orders')
    })
  })
}
