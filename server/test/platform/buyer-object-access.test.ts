/**
 * "A buyer reaches only their own orders, tickets, addresses, attendees, invoices, refunds and transfers":
 * buyer A calls every buyer route that names one of buyer B's objects by id (in the path, the query or
 * the body) with B's id. Each call is refused, or answers with nothing of B's; afterwards B's objects are
 * as they were.
 */
import { describe, test, before, after } from 'node:test'
import assert from 'node:assert/strict'
import { ENGINES, seededApp, type TestApp } from '../helpers/helpers'
import { auth, idCard, phoneLogin, type Login } from '../helpers/account-helpers'
import { freshTier, paying } from '../helpers/payment-helpers'
import { shanghaiAddress } from '../helpers/address-helpers'

const A_PHONE = '13900007711'
const B_PHONE = '13900007712'
const C_PHONE = '13900007713'

interface Theirs {
  showId: string
  sessionId: string
  paidOrderId: string
  unpaidOrderId: string
  unpaidTxn: string
  ticketId: string
  otherTicketId: string
  transferId: string
  addressId: string
  audienceId: string
  invoiceId: string
}

/** B's state as the database holds it: what A's calls must leave alone. */
async function snapshot(t: TestApp, b: Theirs): Promise<unknown[]> {
  return Promise.all([
    t.db.query('SELECT id, state, close_reason FROM orders WHERE id = ANY($1::text[]) ORDER BY id', [[b.paidOrderId, b.unpaidOrderId]]),
    t.db.query('SELECT id, state, user_id, attendee_name FROM tickets WHERE order_id = $1 ORDER BY id', [b.paidOrderId]),
    t.db.query('SELECT * FROM addresses WHERE id = $1', [b.addressId]),
    t.db.query('SELECT * FROM audiences WHERE id = $1', [b.audienceId]),
    t.db.query('SELECT id, state, title FROM invoices WHERE id = $1', [b.invoiceId]),
    t.db.query('SELECT id, state FROM ticket_transfers WHERE id = $1', [b.transferId]),
    t.db.query('SELECT count(*)::int AS n FROM refund_requests WHERE order_id = $1', [b.paidOrderId])
  ])
}

for (const engine of ENGINES) {
  describe(`one buyer's objects, another buyer's calls (${engine})`, () => {
    let t: TestApp
    let a: Login
    let b: Login
    let theirs: Theirs
    before(async () => {
      t = await seededApp(engine)
      a = await phoneLogin(t, A_PHONE)
      b = await phoneLogin(t, B_PHONE)
      await phoneLogin(t, C_PHONE)
      const buy = paying(t, b, `access-${engine}`)
      const tier = await freshTier(t)
      await t.db.query('UPDATE shows SET refund_rule = $2 WHERE id = $1', [
        tier.show_id,
        JSON.stringify({ kind: 'FEE_BY_TIME', steps: [{ hoursBefore: 24, feePercent: 10 }], scope: 'PER_TICKET' })
      ])
      const paidOrderId = await buy.paidOrder(tier, 2)
      const unpaid = await buy.order(await freshTier(t), 1)
      const tickets = (await t.get<Array<{ ticketId: string }>>(`/buyer/buyer/v5/orders/${paidOrderId}/tickets`, auth(b))).body.data
      const transfer = await t.call<{ transferId: string }>(
        'POST',
        `/buyer/buyer/v1/tickets/${tickets[1].ticketId}/transfers`,
        { cellphone: C_PHONE },
        auth(b)
      )
      assert.equal(transfer.body.statusCode, 200, transfer.body.comments)
      const audience = await t.call<{ id: string }>(
        'POST',
        '/buyer/buyer/v1/user_audiences',
        { name: '李四', idType: 'ID_CARD', idNo: idCard('31010119900307005') },
        auth(b)
      )
      assert.equal(audience.body.statusCode, 200, audience.body.comments)
      const invoice = await t.call<{ id: string }>(
        'POST',
        '/trade/buyer/v1/invoices',
        { orderId: paidOrderId, invoiceType: 'VAT_E_ORDINARY', invoiceTitleType: 'INDIVIDUAL_OR_INSTITUTION', invoiceTitle: '李四' },
        auth(b)
      )
      assert.equal(invoice.body.statusCode, 200, invoice.body.comments)
      theirs = {
        showId: tier.show_id,
        sessionId: tier.session_id,
        paidOrderId,
        unpaidOrderId: unpaid.orderId,
        unpaidTxn: unpaid.unPaidTransactionIds[0],
        ticketId: tickets[0].ticketId,
        otherTicketId: tickets[1].ticketId,
        transferId: transfer.body.data.transferId,
        addressId: await shanghaiAddress(t, b),
        audienceId: audience.body.data.id,
        invoiceId: invoice.body.data.id
      }
    })
    after(() => t.close())

    test('"a buyer reaches only their own objects": every call naming another buyer\'s object by id is refused and changes nothing', async () => {
      const x = theirs
      const address = {
        recipient: '王五',
        cellphone: '13700000000',
        provinceCode: '310000',
        cityCode: '310100',
        districtCode: '310104',
        detail: '漕溪北路88号'
      }
      const invoiceFields = { invoiceType: 'VAT_E_ORDINARY', invoiceTitleType: 'INDIVIDUAL_OR_INSTITUTION', invoiceTitle: '王五' }
      const calls: Array<[method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, body?: object]> = [
        ['GET', `/buyer/buyer/v5/orders/${x.paidOrderId}`],
        ['GET', `/buyer/buyer/v5/orders/${x.paidOrderId}/tickets`],
        ['GET', `/buyer/buyer/order/v3/${x.unpaidTxn}/reserve_time`],
        ['GET', `/buyer/buyer/v1/orders/${x.paidOrderId}/refund_quote`],
        ['GET', `/buyer/buyer/v1/orders/${x.paidOrderId}/refund_requests`],
        ['GET', `/buyer/buyer/v1/orders/${x.paidOrderId}/express`],
        ['GET', `/buyer/buyer/v1/tickets/${x.ticketId}`],
        ['GET', `/buyer/buyer/v1/tickets/${x.ticketId}/wallet/apple`],
        ['GET', `/buyer/buyer/v1/tickets/${x.ticketId}/wallet/google`],
        ['GET', `/buyer/buyer/v1/tickets/${x.otherTicketId}/transfer`],
        ['GET', `/buyer/buyer/v1/ticket_stubs/${x.ticketId}`],
        ['GET', `/buyer/buyer/v1/real_name/tickets/${x.ticketId}`],
        ['GET', `/buyer/buyer/cyy/v1/voucher/detail?voucherId=${x.ticketId}`],
        ['GET', `/buyer/buyer/cyy/v1/voucher/ticket_code?ticketId=${x.ticketId}`],
        ['GET', `/buyer/buyer/cyy/v1/voucher/calendar?ticketId=${x.ticketId}`],
        ['GET', `/buyer/buyer/cyy/v1/order/voucher/created?orderId=${x.paidOrderId}`],
        ['GET', `/buyer/buyer/v1/rebook/check?orderId=${x.paidOrderId}&sessionId=${x.sessionId}`],
        ['GET', `/user/buyer/v3/user/addresses/${x.addressId}/detail`],
        ['GET', `/trade/buyer/v1/invoices/${x.invoiceId}`],
        ['GET', `/trade/buyer/v1/invoices/${x.invoiceId}/download`],
        ['GET', `/trade/buyer/v1/orders/${x.paidOrderId}/invoice`],
        ['POST', '/trade/buyer/v3/payments/cashiers', { transactionIds: [x.unpaidTxn], platform: 'H5' }],
        ['POST', '/trade/buyer/v3/payments/pay', { transactionIds: [x.unpaidTxn], paymentProduct: 'SANDBOX', platform: 'H5' }],
        ['POST', '/trade/buyer/v3/payments/doooly/make_pay_verification_code', { transactionIds: [x.unpaidTxn] }],
        ['POST', '/trade/buyer/v3/payments/doooly/verification/query', { transactionIds: [x.unpaidTxn] }],
        ['POST', `/buyer/buyer/v5/orders/${x.unpaidOrderId}/cancel`],
        ['POST', `/buyer/buyer/v1/orders/${x.paidOrderId}/refund_requests`, { ticketIds: [x.ticketId], reason: 'OTHER' }],
        ['POST', `/buyer/buyer/v1/orders/${x.paidOrderId}/refund_requests`, { reason: 'OTHER' }],
        ['PUT', `/user/buyer/v3/user/addresses/${x.addressId}`, address],
        ['POST', `/user/buyer/v3/user/addresses/${x.addressId}/default`],
        ['DELETE', `/user/buyer/v3/user/addresses/${x.addressId}`],
        ['PUT', `/buyer/buyer/v1/user_audiences/${x.audienceId}`, { name: '王五', idType: 'ID_CARD', idNo: idCard('11010119800101001') }],
        ['DELETE', `/buyer/buyer/v1/user_audiences/${x.audienceId}`],
        ['POST', '/trade/buyer/v1/invoices', { orderId: x.paidOrderId, ...invoiceFields }],
        ['POST', `/trade/buyer/v1/invoices/${x.invoiceId}/reapply`, invoiceFields],
        ['POST', `/trade/buyer/v1/invoices/${x.invoiceId}/cancel`],
        ['POST', `/buyer/buyer/v1/tickets/${x.ticketId}/transfers`, { cellphone: A_PHONE }],
        ['POST', `/buyer/buyer/v1/ticket_transfers/${x.transferId}/cancel`],
        ['POST', `/buyer/buyer/v1/real_name/tickets/${x.ticketId}/attendee`, { audienceId: x.audienceId }],
        [
          'POST',
          '/buyer/buyer/v1/reschedule_ticket/apply',
          { orderId: x.paidOrderId, sessionId: x.sessionId, tickets: [{ ticketId: x.ticketId }] }
        ],
        ['POST', '/buyer/buyer/v1/items/orders/' + x.paidOrderId + '/cancel']
      ]
      const before = await snapshot(t, x)
      const reached: string[] = []
      for (const [method, url, body] of calls) {
        const res = await t.call(method, url, body, auth(a))
        if (res.body.statusCode === 200) reached.push(`${method} ${url}: ${JSON.stringify(res.body.data).slice(0, 160)}`)
        assert.ok(res.status < 500 && res.body.statusCode < 50000, `${method} ${url}: ${res.body.errorCode}`)
      }
      assert.deepEqual(reached, [], "A reached B's objects")
      assert.deepEqual(await snapshot(t, x), before, "B's objects are as they were")
      // The control: the same reads as B succeed, so A's refusals are about the owner, not a wrong path.
      const ownerReads = calls.filter(
        ([method, url]) => method === 'GET' && !/express|wallet|real_name|voucher\/detail|rebook|download/.test(url)
      )
      for (const [method, url] of ownerReads)
        assert.equal((await t.call(method, url, undefined, auth(b))).body.statusCode, 200, `B: ${url}`)
    })

    test("B's ids in A's own orders and records are refused: B's address, B's attendee", async () => {
      const tier = await freshTier(t)
      const risk = await t.get<{ token: string }>(`/buyer/buyer/v1/risk_shows/${tier.show_id}/check_right`, auth(a))
      const pass = await t.get<{ passId: string }>(`/show/pub/v5/show/${tier.show_id}/dynamic`)
      const proofs = { ...auth(a), 'risk-token': risk.body.data.token, 'pass-id': pass.body.data.passId }
      const items = [{ bizShowSessionId: tier.session_id, seatPlanId: tier.id, qty: 1 }]
      const cases: Array<[string, object]> = [
        ['/buyer/buyer/v3/pre_order', { showId: tier.show_id, items, deliverMethod: 'EXPRESS', addressId: theirs.addressId }],
        ['/buyer/buyer/v3/pre_order', { showId: tier.show_id, items: [{ ...items[0], audienceIds: [theirs.audienceId] }] }],
        [
          '/show/buyer/v1/pre_filed_info/' + tier.show_id,
          { bizShowSessionIds: [tier.session_id], addressId: theirs.addressId, audienceIds: [theirs.audienceId] }
        ]
      ]
      for (const [url, body] of cases) {
        const res = await t.call('POST', url, body, proofs)
        const leaked = JSON.stringify(res.body.data ?? '').includes('漕溪北路') || JSON.stringify(res.body.data ?? '').includes('李四')
        assert.ok(!leaked, `${url} ${JSON.stringify(body)}: B's details came back: ${JSON.stringify(res.body.data).slice(0, 200)}`)
        assert.ok(res.body.statusCode < 50000, `${url}: ${res.body.errorCode}`)
      }
    })
  })
}
