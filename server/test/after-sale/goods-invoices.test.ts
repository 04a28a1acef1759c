/**
 * Invoices for goods orders (issue "Shop": "invoices for goods orders"), on every engine: a goods order
 * paid on its own applies the way a ticket order does. Spec lines checked: product.md "Validation rules"
 * ("Invoice: type, title and, for enterprise, taxpayer ID are required. A paper invoice excludes the
 * shipping fee."), "Other states" ("Invoice: ... cancelled (auto-cancelled when the order status
 * changes)"); the amount is what was paid net of refunds (types/rules/invoice-rules.ts).
 */
import { after, before, describe, test } from 'node:test'
import assert from 'node:assert/strict'
import { ENGINES, type TestApp } from '../helpers/helpers'
import { directBuyers, type Login } from '../helpers/account-helpers'
import { shanghaiAddress } from '../helpers/address-helpers'
import { FINANCE, staffedApp, type ConsoleClient } from '../helpers/admin-helpers'
import { goodsBuyer, makeGoods } from '../helpers/goods-helpers'
import { freshTier, paying } from '../helpers/payment-helpers'
import { callCreateOrder } from '../helpers/order-helpers'
import {
  INVOICE_PATHS,
  invoicePath,
  type AdminInvoice,
  type AdminInvoicePage,
  type InvoiceDetail,
  type OrderInvoice
} from '../../../types/api/invoice'

const TENCENT = {
  invoiceType: 'VAT_E_ORDINARY',
  invoiceTitleType: 'ENTERPRISE',
  invoiceTitle: '深圳市腾讯计算机系统有限公司',
  taxpayerId: '91440300708461136T'
}

for (const engine of ENGINES) {
  describe(`goods order invoices (${engine})`, () => {
    let t: TestApp
    let finance: ConsoleClient
    let n = 0

    before(async () => {
      ;({
        t,
        staff: [finance]
      } = await staffedApp(engine, FINANCE))
    })
    after(() => t.close())

    async function buyer() {
      const id = `u_ginv_${engine}_${++n}`
      const [headers] = await directBuyers(t, [id], '136', n * 10)
      const login: Login = { accessToken: headers['access-token'], refreshToken: '', userId: id, isNewUser: false }
      const addressId = await shanghaiAddress(t, login)
      return { headers, addressId, calls: goodsBuyer(t, login, headers, id) }
    }
    const apply = (orderId: string, headers: Record<string, string>, fields: object = TENCENT) =>
      t.call<InvoiceDetail>('POST', `${INVOICE_PATHS.apply}?lang=en-US`, { orderId, ...fields }, headers)
    const ofOrder = async (orderId: string, headers: Record<string, string>) =>
      (await t.call<OrderInvoice>('GET', invoicePath(INVOICE_PATHS.ofOrder, { orderId }), undefined, headers)).body
    const invoice = async (id: string, headers: Record<string, string>) =>
      (await t.call<InvoiceDetail>('GET', invoicePath(INVOICE_PATHS.detail, { id }), undefined, headers)).body.data

    test('unpaid: refused (NOT_PAID); paid: applied for what was paid, a paper one without the delivery fee; one live invoice', async () => {
      const { headers, addressId, calls } = await buyer()
      const shirt = await makeGoods(t, { sizes: ['S', 'M'], priceFen: 4000 })
      // 8000 of goods, under 99 yuan: 1000 delivery (goods-order.test.ts), 9000 paid.
      const order = await calls.order({
        lines: [
          { skuId: shirt.skuIds[0], qty: 1 },
          { skuId: shirt.skuIds[1], qty: 1 }
        ],
        addressId
      })
      const unpaid = await ofOrder(order.orderId, headers)
      assert.deepEqual([unpaid.data.canApply, unpaid.data.refusal, unpaid.data.orderKind], [false, 'NOT_PAID', 'GOODS'])
      assert.equal((await apply(order.orderId, headers)).body.errorCode, 'INVOICE_ORDER_REFUSED')

      await calls.pay(order)
      const paid = await ofOrder(order.orderId, headers)
      assert.equal(paid.data.canApply, true)
      // "A paper invoice excludes the shipping fee."
      assert.deepEqual(paid.data.amounts, { VAT_E_ORDINARY: 9000, VAT_E_ORDINARY_PAPER: 8000 })
      // "for enterprise, taxpayer ID are required": the same title rules as a ticket order's.
      assert.equal((await apply(order.orderId, headers, { ...TENCENT, taxpayerId: '' })).body.errorCode, 'INVOICE_TAXPAYER_ID')

      const applied = await apply(order.orderId, headers)
      assert.equal(applied.body.statusCode, 200, applied.body.comments)
      const inv = applied.body.data
      assert.deepEqual(
        [inv.state, inv.invoiceAmount, inv.orderId, inv.orderKind, inv.orderNumber],
        // The invoice names the goods order by the number the buyer reads on it, as a ticket order's does.
        ['APPLYING', 9000, order.orderId, 'GOODS', (await calls.detail(order.orderId)).body.data.orderNumber]
      )
      assert.match(inv.orderNumber, /^\d{18}$/)
      assert.match(inv.showName, /Test T-shirt/, 'named after its goods')
      assert.equal((await apply(order.orderId, headers)).body.errorCode, 'INVOICE_EXISTS')

      // The console handles it as any invoice: listed, issued with an https link (amount checked again from money).
      const listed = await finance.call<AdminInvoicePage>('GET', '/invoices?state=APPLYING&pageSize=100')
      assert.ok(listed.body.data.rows.some((i) => i.id === inv.id && i.orderKind === 'GOODS'))
      const issued = await finance.call<AdminInvoice>('POST', `/invoices/${inv.id}/issue`, {
        kind: 'LINK',
        invoiceNo: '24442000000012345678',
        linkUrl: 'https://fp.example.com/g1'
      })
      assert.equal(issued.body.statusCode, 200, issued.body.comments)
      assert.equal((await invoice(inv.id, headers)).state, 'SUCCESS')
    })

    test('a line refunded cancels the invoice ("auto-cancelled when the order status changes"); re-applied net of the refund; refunded whole: refused', async () => {
      const { headers, addressId, calls } = await buyer()
      const shirt = await makeGoods(t, { sizes: ['S', 'M'], priceFen: 4000 })
      const order = await calls.order({
        lines: [
          { skuId: shirt.skuIds[0], qty: 1 },
          { skuId: shirt.skuIds[1], qty: 1 }
        ],
        addressId
      })
      await calls.pay(order)
      const first = (await apply(order.orderId, headers)).body.data
      assert.equal(first.invoiceAmount, 9000)

      await calls.refundLines(order.orderId, [{ skuId: shirt.skuIds[0], qty: 1 }])
      const [{ refunded }] = await t.db.query<{ refunded: number }>('SELECT refunded_fen AS refunded FROM goods_orders WHERE id = $1', [
        order.orderId
      ])
      assert.ok(refunded > 0 && refunded < 9000, `a line's share refunded (${refunded})`)
      const cancelled = await invoice(first.id, headers)
      assert.equal(cancelled.state, 'CANCELLED')
      assert.notEqual(cancelled.cancelReason, '')

      const now = await ofOrder(order.orderId, headers)
      assert.equal(now.data.canApply, true)
      assert.equal(now.data.amounts.VAT_E_ORDINARY, 9000 - refunded, 'what was paid net of refunds')
      const again = await apply(order.orderId, headers)
      assert.equal(again.body.statusCode, 200, again.body.comments)
      assert.equal(again.body.data.invoiceAmount, 9000 - refunded)

      await calls.refundLines(order.orderId, [{ skuId: shirt.skuIds[1], qty: 1 }])
      assert.equal((await invoice(again.body.data.id, headers)).state, 'CANCELLED')
      const gone = await ofOrder(order.orderId, headers)
      assert.deepEqual([gone.data.canApply, gone.data.refusal], [false, 'FULLY_REFUNDED'])
      assert.equal((await apply(order.orderId, headers)).body.errorCode, 'INVOICE_ORDER_REFUSED')
    })

    test("another buyer's goods order is not found (apply, its invoice situation, its invoice)", async () => {
      const owner = await buyer()
      const stranger = await buyer()
      const g = await makeGoods(t, { kind: 'VOUCHER', priceFen: 3000 })
      const order = await owner.calls.order({ lines: [{ skuId: g.skuIds[0], qty: 1 }] })
      await owner.calls.pay(order)
      assert.equal((await apply(order.orderId, stranger.headers)).body.errorCode, 'ORDER_NOT_FOUND')
      assert.equal((await ofOrder(order.orderId, stranger.headers)).errorCode, 'ORDER_NOT_FOUND')
      const mine = (await apply(order.orderId, owner.headers)).body.data
      assert.equal(mine.invoiceAmount, 3000)
      const peek = await t.call('GET', invoicePath(INVOICE_PATHS.detail, { id: mine.id }), undefined, stranger.headers)
      assert.equal(peek.body.errorCode, 'INVOICE_NOT_FOUND')
    })

    test("goods bought with tickets (tied sale) are on the ticket order's invoice: not invoiced apart; a tied line refunded cancels it and the amount is net of it", async () => {
      const { headers } = await buyer()
      const login = { accessToken: headers['access-token'], refreshToken: '', userId: `u_ginv_${engine}_${n}`, isNewUser: false }
      const tier = await freshTier(t, 8000)
      const pass = await makeGoods(t, { kind: 'VOUCHER', priceFen: 3000 })
      const goods = [{ skuId: pass.skuIds[0], qty: 1 }]
      const created = await callCreateOrder(t, headers, tier, 1, 11000, `ginv-tied-${engine}`, { extra: { goods } })
      assert.equal(created.body.statusCode, 200, created.body.comments)
      const orderId = created.body.data.orderId
      const pay = paying(t, login, `ginv-tied-pay-${engine}`)
      const info = await pay.startPay(created.body.data.unPaidTransactionIds[0])
      assert.equal((await pay.decide(info.cashierUrl, 'pay')).statusCode, 303)
      const [{ id: tiedId }] = await t.db.query<{ id: string }>('SELECT id FROM goods_orders WHERE ticket_order_id = $1', [orderId])

      assert.equal((await apply(tiedId, headers)).body.errorCode, 'ORDER_NOT_FOUND', 'no money of its own')
      const inv = (await apply(orderId, headers)).body.data
      assert.equal(inv.invoiceAmount, 11000, 'the tickets and the goods, paid in one payment')

      const refund = await t.call('POST', `/buyer/buyer/v1/items/orders/${tiedId}/refund?lang=en-US`, { lines: goods }, headers)
      assert.equal(refund.body.statusCode, 200, refund.body.comments)
      assert.equal((await invoice(inv.id, headers)).state, 'CANCELLED')
      const now = await ofOrder(orderId, headers)
      assert.deepEqual([now.data.canApply, now.data.amounts.VAT_E_ORDINARY], [true, 8000], 'what was paid net of the goods refund')
    })
  })
}
