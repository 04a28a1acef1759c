/**
 * Commemorative ticket stubs (issue "Shop" #29: product.md's shop pages "ticket-stub-print, ticket-stub-list";
 * docs/shop.md "Ticket stubs"): the buyer's tickets a stub may print, a stub's preview, and ordering one as a
 * goods order whose line names the ticket, one live stub per ticket, paid, closed and refunded as goods.
 */
import { after, before, describe, test } from 'node:test'
import assert from 'node:assert/strict'
import { ENGINES, type TestApp } from '../helpers/helpers'
import { directBuyers, type Login } from '../helpers/account-helpers'
import { shanghaiAddress } from '../helpers/address-helpers'
import { OWNER, staffedApp, type ConsoleClient } from '../helpers/admin-helpers'
import { GOODS_PATHS, goodsBuyer, makeGoods, skuStock, type Goods } from '../helpers/goods-helpers'
import { freshTier, paying } from '../helpers/payment-helpers'
import { callCreateOrder, callPreOrder } from '../helpers/order-helpers'
import { ADMIN_API } from '../../../types/api/staff'
import { TICKET_STUB_PATHS, type StubPreview, type StubTicketPage } from '../../../types/api/ticket-stub'
import type { GoodsOrderAdminList, GoodsOrderDetail } from '../../../types/api/goods-order'
import type { AdminGoods, GoodsInput, GoodsList } from '../../../types/api/goods'

for (const engine of ENGINES) {
  describe(`ticket stubs (${engine})`, () => {
    let t: TestApp
    let owner: ConsoleClient
    let stub: Goods
    let n = 0

    before(async () => {
      ;({
        t,
        staff: [owner]
      } = await staffedApp(engine, OWNER))
      stub = await makeGoods(t, { kind: 'STUB', sizes: ['Classic', 'Holographic'], priceFen: 3900, stock: 100 })
    })
    after(() => t.close())

    /** A fresh buyer with an address and `tickets` paid tickets of one order: their calls and the ticket ids. */
    async function buyer(tickets = 2) {
      const id = `u_stub_${engine}_${++n}`
      const [headers] = await directBuyers(t, [id], '135', n * 10)
      const login: Login = { accessToken: headers['access-token'], refreshToken: '', userId: id, isNewUser: false }
      const addressId = await shanghaiAddress(t, login)
      const ticketIds: string[] = []
      if (tickets) {
        const orderId = await paying(t, login, `stub-${engine}-${n}`).paidOrder(await freshTier(t), tickets)
        const rows = await t.db.query<{ id: string }>('SELECT id FROM tickets WHERE order_id = $1 ORDER BY seq', [orderId])
        ticketIds.push(...rows.map((r) => r.id))
      }
      const calls = goodsBuyer(t, login, headers, id)
      return {
        headers,
        login,
        addressId,
        ticketIds,
        calls,
        list: () => t.call<StubTicketPage>('GET', `${TICKET_STUB_PATHS.list}?lang=en-US`, undefined, headers),
        preview: (ticketId: string) => t.call<StubPreview>('GET', `${TICKET_STUB_PATHS.preview(ticketId)}?lang=en-US`, undefined, headers),
        /** A stub of the ticket in the design, at the price pre_order quotes (asserted). */
        stubOrder: (ticketId: string, skuId = stub.skuIds[0]) => calls.order({ lines: [{ skuId, qty: 1, ticketId }] as never, addressId })
      }
    }

    test('the list: the buyer’s own VALID and USED tickets with what a stub prints; refunded, in transfer and transferred away are left out', async () => {
      const b = await buyer(4)
      const other = await buyer(0)
      const [valid, used, refunded, given] = b.ticketIds
      await t.db.query("UPDATE tickets SET state = 'USED', used_at = now() WHERE id = $1", [used])
      await t.db.query("UPDATE tickets SET state = 'REFUNDED' WHERE id = $1", [refunded])
      // Transferred away: the transferee holds it now (038_ticket_transfers.sql: the holder changes).
      await t.db.query('UPDATE tickets SET user_id = $2, transferred_in = true WHERE id = $1', [given, other.login.userId])
      const page = await b.list()
      assert.equal(page.body.statusCode, 200, page.body.comments)
      assert.equal(page.body.data.onSale, true, 'the merchant sells a stub')
      assert.deepEqual(page.body.data.list.map((k) => k.ticketId).sort(), [valid, used].sort())
      const first = page.body.data.list.find((k) => k.ticketId === valid)
      assert.ok(first?.showName && first.venueName && first.posterUrl && first.showTime > 0)
      assert.equal(first.stubOrderId, undefined)
      assert.equal(page.body.data.list.find((k) => k.ticketId === used)?.state, 'USED')
      const theirs = await other.list()
      assert.deepEqual(
        theirs.body.data.list.map((k) => k.ticketId),
        [given],
        'the transferee lists it, never another buyer’s tickets'
      )
      await t.db.query("UPDATE tickets SET state = 'TRANSFERRING' WHERE id = $1", [valid])
      assert.deepEqual(
        (await b.list()).body.data.list.map((k) => k.ticketId),
        [used],
        'a ticket being transferred is not listed'
      )
    })

    test('the list is paged, newest session first', async () => {
      const b = await buyer(1)
      const later = await paying(t, b.login, `stub-later-${engine}`).paidOrder(await freshTier(t), 1)
      const [laterTicket] = await t.db.query<{ id: string }>('SELECT id FROM tickets WHERE order_id = $1', [later])
      // Its session a day after the first ticket's: listed first.
      await t.db.query(
        `UPDATE tickets SET session_id = (SELECT s2.id FROM sessions s2 JOIN tickets k ON k.id = $2
            WHERE s2.starts_at > (SELECT starts_at FROM sessions WHERE id = k.session_id) ORDER BY s2.starts_at LIMIT 1) WHERE id = $1`,
        [laterTicket.id, b.ticketIds[0]]
      )
      const page = await t.call<StubTicketPage>('GET', `${TICKET_STUB_PATHS.list}?offset=0&length=1`, undefined, b.headers)
      assert.equal(page.body.data.total, 2)
      assert.equal(page.body.data.hasMore, true)
      assert.deepEqual(
        page.body.data.list.map((k) => k.ticketId),
        [laterTicket.id]
      )
      const rest = await t.call<StubTicketPage>('GET', `${TICKET_STUB_PATHS.list}?offset=1&length=1`, undefined, b.headers)
      assert.deepEqual(
        rest.body.data.list.map((k) => k.ticketId),
        [b.ticketIds[0]]
      )
    })

    test('the preview: the designs on sale with price and stock and the printed texts; another buyer’s ticket is not found', async () => {
      const b = await buyer(1)
      const other = await buyer(0)
      const res = await b.preview(b.ticketIds[0])
      assert.equal(res.body.statusCode, 200, res.body.comments)
      const design = res.body.data.designs.find((d) => d.skuId === stub.skuIds[1])
      assert.deepEqual(design && { name: design.name, priceFen: design.priceFen, stock: design.stock }, {
        name: 'Holographic',
        priceFen: 3900,
        stock: (await skuStock(t, stub.skuIds[1])).available
      })
      const texts = res.body.data.texts
      assert.ok(texts.show && texts.venue && texts.session && texts.seat && texts.ticketNumber, JSON.stringify(texts))
      assert.equal(res.body.data.ticket.ticketId, b.ticketIds[0])
      const stranger = await other.preview(b.ticketIds[0])
      assert.equal(stranger.body.statusCode, 40080, 'another buyer’s ticket reads as not found')
      const unknown = await b.preview('tkt_nope')
      assert.equal(unknown.body.statusCode, 40080)
    })

    test('ordering: the line names the ticket, is delivered (address and fee) and holds its unit; the detail shows what it prints', async () => {
      const b = await buyer(1)
      const ticketId = b.ticketIds[0]
      const before = await skuStock(t, stub.skuIds[0])
      const noAddress = await b.calls.create({
        lines: [{ skuId: stub.skuIds[0], qty: 1, ticketId }],
        paymentParam: { payAmount: 4900 }
      })
      assert.equal(noAddress.body.statusCode, 40088, 'a stub is posted: it needs an address')
      const quote = await b.calls.preOrder({ lines: [{ skuId: stub.skuIds[0], qty: 1, ticketId }], addressId: b.addressId })
      assert.equal(quote.body.data.needsAddress, true)
      assert.equal(quote.body.data.deliveryFee, 1000, 'delivered like PHYSICAL goods')
      const order = await b.stubOrder(ticketId)
      assert.deepEqual(await skuStock(t, stub.skuIds[0]), { ...before, available: before.available - 1, held: before.held + 1 })
      const detail = (await b.calls.detail(order.orderId)).body.data
      assert.equal(detail.lines[0].kind, 'STUB')
      assert.equal(detail.lines[0].stub?.ticketId, ticketId)
      assert.ok(detail.lines[0].stub?.show)
      const listed = (await b.list()).body.data.list.find((k) => k.ticketId === ticketId)
      assert.equal(listed?.stubOrderId, order.orderId, 'the list says a stub was ordered, with its order')
      // Paid: sold as goods.
      await b.calls.pay(order)
      assert.deepEqual(await skuStock(t, stub.skuIds[0]), { ...before, available: before.available - 1, sold: before.sold + 1 })
    })

    test('one live stub per ticket: a second, in any design, is refused with STUB_ALREADY_ORDERED; another ticket may have one', async () => {
      const b = await buyer(2)
      const [first, second] = b.ticketIds
      const order = await b.stubOrder(first)
      const again = await b.calls.preOrder({ lines: [{ skuId: stub.skuIds[1], qty: 1, ticketId: first }], addressId: b.addressId })
      assert.equal(again.body.statusCode, 40713)
      assert.match(again.body.comments, /already ordered/)
      const create = await b.calls.create({
        lines: [{ skuId: stub.skuIds[1], qty: 1, ticketId: first }],
        addressId: b.addressId,
        paymentParam: { payAmount: 4900 }
      })
      assert.equal(create.body.statusCode, 40713, 'create checks it again, under the ticket’s lock')
      await b.calls.pay(order)
      const paidAgain = await b.calls.create({
        lines: [{ skuId: stub.skuIds[1], qty: 1, ticketId: first }],
        addressId: b.addressId,
        paymentParam: { payAmount: 4900 }
      })
      assert.equal(paidAgain.body.statusCode, 40713, 'a paid stub is live too')
      await b.stubOrder(second)
      const zh = await t.call(
        'POST',
        `${GOODS_PATHS.preOrder}?lang=zh-CN`,
        { lines: [{ skuId: stub.skuIds[0], qty: 1, ticketId: first }] },
        b.headers
      )
      assert.match(zh.body.comments, /纪念票根/, 'translated')
    })

    test('a stub may be ordered again once the first closed unpaid, or was refunded; its units go back as goods', async () => {
      const b = await buyer(1)
      const ticketId = b.ticketIds[0]
      const start = await skuStock(t, stub.skuIds[0])
      const unpaid = await b.stubOrder(ticketId)
      const cancelled = await t.call<GoodsOrderDetail>('POST', `${GOODS_PATHS.cancel(unpaid.orderId)}?lang=en-US`, {}, b.headers)
      assert.equal(cancelled.body.data.orderStatus, 'CLOSED')
      assert.deepEqual(await skuStock(t, stub.skuIds[0]), start, 'a closed stub order returns its unit')
      const paid = await b.stubOrder(ticketId)
      await b.calls.pay(paid)
      await b.calls.refundLines(paid.orderId, [{ skuId: stub.skuIds[0], qty: 1 }])
      assert.deepEqual(await skuStock(t, stub.skuIds[0]), start, 'a refunded stub returns its unit')
      assert.equal((await b.list()).body.data.list[0].stubOrderId, undefined)
      const third = await b.stubOrder(ticketId)
      assert.ok(third.orderId)
    })

    test('a stub line must name one of the buyer’s eligible tickets, one unit; no other line names a ticket', async () => {
      const b = await buyer(2)
      const other = await buyer(1)
      const shirt = await makeGoods(t, { priceFen: 2000 })
      const q = (lines: object[]) => b.calls.preOrder({ lines, addressId: b.addressId })
      assert.equal((await q([{ skuId: stub.skuIds[0], qty: 1 }])).body.statusCode, 40711, 'STUB_TICKET_REQUIRED')
      assert.equal((await q([{ skuId: stub.skuIds[0], qty: 2, ticketId: b.ticketIds[0] }])).body.statusCode, 40000)
      assert.equal((await q([{ skuId: shirt.skuIds[0], qty: 1, ticketId: b.ticketIds[0] }])).body.statusCode, 40000)
      assert.equal((await q([{ skuId: stub.skuIds[0], qty: 1, ticketId: other.ticketIds[0] }])).body.statusCode, 40080)
      assert.equal(
        (
          await q([
            { skuId: stub.skuIds[0], qty: 1, ticketId: b.ticketIds[0] },
            { skuId: stub.skuIds[1], qty: 1, ticketId: b.ticketIds[0] }
          ])
        ).body.statusCode,
        40713,
        'two stubs of one ticket in one order'
      )
      await t.db.query("UPDATE tickets SET state = 'REFUNDED' WHERE id = $1", [b.ticketIds[1]])
      assert.equal((await q([{ skuId: stub.skuIds[0], qty: 1, ticketId: b.ticketIds[1] }])).body.statusCode, 40712, 'a refunded ticket')
      const withoutTicket = await b.calls.create({
        lines: [{ skuId: stub.skuIds[0], qty: 1 }],
        addressId: b.addressId,
        paymentParam: { payAmount: 4900 }
      })
      assert.equal(withoutTicket.body.statusCode, 40711)
      const written = await t.db.query('SELECT id FROM goods_orders WHERE user_id = $1', [b.login.userId])
      assert.equal(written.length, 0, 'nothing written')
    })

    test('stubs are offered from the ticket: not in the goods list, detail or cart', async () => {
      const b = await buyer(0)
      const list = await t.call<GoodsList>('GET', '/pub/v5/spus?length=50')
      assert.ok(!list.body.data.items.some((g) => g.kind === 'STUB' || g.id === stub.spuId))
      assert.equal((await t.call('GET', `/pub/v5/spus/${stub.spuId}`)).body.statusCode, 40601)
      const cart = await t.call('POST', '/buyer/buyer/v1/cart/lines?lang=en-US', { skuId: stub.skuIds[0], qty: 1 }, b.headers)
      assert.equal(cart.body.statusCode, 40711)
    })

    test('a stub is never tied goods: a ticket order’s goods naming a stub, even with a ticket, are refused and nothing is written', async () => {
      const b = await buyer(1)
      const tier = await freshTier(t)
      const goods = [{ skuId: stub.skuIds[0], qty: 1, ticketId: b.ticketIds[0] }]
      const quote = await callPreOrder(t, b.headers, tier, 1, { extra: { goods } })
      assert.equal(quote.body.statusCode, 40711, quote.body.comments)
      const created = await callCreateOrder(t, b.headers, tier, 1, tier.price_fen + 3900, `stub-tied-${engine}`, { extra: { goods } })
      assert.equal(created.body.statusCode, 40711, created.body.comments)
      const tied = await t.db.query('SELECT id FROM goods_orders WHERE user_id = $1 AND ticket_order_id IS NOT NULL', [b.login.userId])
      assert.equal(tied.length, 0)
    })

    test('the console’s goods editor makes goods a ticket stub: its designs are offered on the buyer’s ticket, not in the shop', async () => {
      const b = await buyer(1)
      const T = (zh: string, en: string) => ({ 'zh-CN': zh, 'zh-MO': zh, 'en-US': en })
      const input: GoodsInput = {
        name: T('烫金票根', 'Gold-foil stub'),
        description: T('烫金工艺', 'Gold foil'),
        kind: 'STUB',
        categoryId: null,
        onSale: true,
        perBuyerLimit: null,
        sort: 90,
        pictures: ['/pub/images/goods/stub/f3e9d2.svg'],
        showIds: [],
        optionGroups: [{ key: 'design', name: T('款式', 'Design'), values: [{ key: 'gold', name: T('烫金', 'Gold foil') }] }],
        skus: [{ values: ['gold'], priceFen: 5900, marketPriceFen: null, capacity: 8, pictureUrl: null, onSale: true }]
      }
      const made = await owner.call<AdminGoods>('POST', '/goods', input)
      assert.equal(made.body.statusCode, 200, made.body.comments)
      assert.equal(made.body.data.kind, 'STUB')
      const designs = (await b.preview(b.ticketIds[0])).body.data.designs
      assert.deepEqual(
        designs.filter((d) => d.spuId === made.body.data.id).map((d) => [d.name, d.priceFen, d.stock]),
        [['Gold foil', 5900, 8]]
      )
      const list = await t.call<GoodsList>('GET', '/pub/v5/spus?length=50')
      assert.ok(!list.body.data.items.some((g) => g.id === made.body.data.id))
    })

    test('the console: the goods order shows the ticket a stub prints, in the list, the drawer and the pick list', async () => {
      const b = await buyer(1)
      const order = await b.stubOrder(b.ticketIds[0])
      await b.calls.pay(order)
      const list = await owner.call<GoodsOrderAdminList>('GET', `/goods-orders?keyword=${order.orderId}&lang=en-US`)
      assert.equal(list.body.statusCode, 200, list.body.comments)
      const line = list.body.data.items[0].lines[0]
      assert.equal(line.stub?.ticketId, b.ticketIds[0])
      const drawer = await owner.call<GoodsOrderDetail>('GET', `/goods-orders/${order.orderId}?lang=en-US`)
      assert.equal(drawer.body.data.lines[0].stub?.ticketNumber, line.stub?.ticketNumber)
      const cookie = [...owner.cookies].map(([k, v]) => `${k}=${v}`).join('; ')
      const csv = await t.app.inject({ method: 'GET', url: `${ADMIN_API}/goods-orders.csv?state=PAID&lang=en-US`, headers: { cookie } })
      const row = csv.body.split('\r\n').find((l) => l.startsWith(drawer.body.data.orderNumber))
      assert.ok(row?.includes(`[${line.stub?.ticketNumber}: ${line.stub?.show}`), row)
    })
  })
}
