/**
 * Payment and tickets (issue #6): the sandbox cashier and its signed callback, "a forged or replayed
 * callback changes nothing; a duplicate callback issues tickets once", a payment after the order closed
 * kept for refund, free orders, and the door's one-time check-in — on every engine.
 */
import { describe, test, before, after } from 'node:test'
import assert from 'node:assert/strict'
import { ENGINES, NOON, seededApp, type TestApp } from '../helpers/helpers'
import { auth, latestCode, phoneLogin, type Login } from '../helpers/account-helpers'
import { SandboxProvider } from '../../src/payment/payment-provider'
import { secretStore } from '../../src/account/secret-store'
import type { Tier } from '../helpers/tier-helpers'
import { freshTier, paying, stock } from '../helpers/payment-helpers'
import type { TicketDetail } from '../../../types/api/order'
import { rotatingTicketCode } from '../../../types/rules/rotating-ticket-code'
import { nodeHmacSha1 } from '../../src/account/token-codec'

for (const engine of ENGINES) {
  describe(`payment and tickets on ${engine}`, () => {
    let t: TestApp
    let buyer: Login
    let calls: ReturnType<typeof paying>
    before(async () => {
      t = await seededApp(engine)
      buyer = await phoneLogin(t, '13200000001')
      calls = paying(t, buyer, `pay-test-${engine}`)
    })
    after(async () => t.close())

    const order = (tr: Tier, qty: number) => calls.order(tr, qty)
    const startPay = (txn: string) => calls.startPay(txn)
    const decide = (cashierUrl: string, decision: 'pay' | 'cancel') => calls.decide(cashierUrl, decision)

    test('the sandbox cashier: pay → signed callback → the order is paid, the holds sold, one e-ticket per ticket with a code', async () => {
      const tr = await freshTier(t)
      const o = await order(tr, 2)
      const cashiers = await t.call<Array<{ paymentProduct: string; isCheck: boolean }>>(
        'POST',
        '/trade/buyer/v3/payments/cashiers',
        { transactionIds: o.unPaidTransactionIds, platform: 'H5', browserType: 'OTHER' },
        auth(buyer)
      )
      // A buyer with a phone may also pay with DOOOLY, whose code goes to that phone; one without may not.
      assert.deepEqual(
        cashiers.body.data.map((c) => c.paymentProduct),
        ['SANDBOX', 'DOOOLY']
      )
      const email = 'no-phone@example.com'
      await t.call('POST', '/user/pub/v1/email/create_account', { email, password: 'Abcdefg1' })
      const mailer = (await t.call<Login>('POST', '/user/pub/v1/email/activate', { email, verifyCode: await latestCode(t, email) })).body
        .data
      const other = await freshTier(t)
      const theirOrder = await t.call<{ unPaidTransactionIds: string[] }>(
        'POST',
        '/buyer/buyer/v5/create_order',
        {
          showId: other.show_id,
          items: [{ showId: other.show_id, bizShowSessionId: other.session_id, seatPlanId: other.id, qty: 1 }],
          paymentParam: { payAmount: other.price_fen },
          idempotencyKey: `pay-test-${engine}-mail`
        },
        auth(mailer)
      )
      const theirs = await t.call<Array<{ paymentProduct: string }>>(
        'POST',
        '/trade/buyer/v3/payments/cashiers',
        { transactionIds: theirOrder.body.data.unPaidTransactionIds, platform: 'H5', browserType: 'OTHER' },
        auth(mailer)
      )
      assert.deepEqual(
        theirs.body.data.map((c) => c.paymentProduct),
        ['SANDBOX']
      )
      const info = await startPay(o.unPaidTransactionIds[0])
      const page = await t.app.inject({ url: info.cashierUrl })
      assert.equal(page.statusCode, 200)
      assert.match(page.body, new RegExp(`¥${Math.floor((tr.price_fen * 2) / 100)}`))
      const forgedPage = await t.app.inject({ url: info.cashierUrl.replace(/token=[^&]+/, 'token=nope') })
      assert.equal(forgedPage.statusCode, 404)

      const done = await decide(info.cashierUrl, 'pay')
      assert.equal(done.statusCode, 303)
      assert.equal(done.headers.location, '/pay-success?orderId=x')
      const detail = await t.get<{
        orderBrief: { orderState: { code: number } }
        paidAmount: number
        orderOperations: Array<{ name: string }>
      }>(`/buyer/buyer/v5/orders/${o.orderId}`, auth(buyer))
      assert.equal(detail.body.data.orderBrief.orderState.code, 9)
      assert.equal(detail.body.data.paidAmount, tr.price_fen * 2)
      // REFUND follows the show's refund rule (issue #17; refund-rules.test.ts): the paid state's own operation here.
      assert.deepEqual(
        detail.body.data.orderOperations.filter((o) => o.name !== 'REFUND'),
        [{ name: 'E_TICKET' }]
      )
      assert.deepEqual(await stock(t, tr.id), { available: tr.available - 2, held: tr.held, sold: tr.sold + 2 })
      const tickets = await t.get<Array<{ ticketId: string; orderId: string }>>('/buyer/buyer/v1/tickets', auth(buyer))
      const mine = tickets.body.data.filter((k) => k.orderId === o.orderId)
      assert.equal(mine.length, 2)
      // Each ticket's code secret comes with its own detail (issue #17), 20 bytes in base32.
      for (const k of mine)
        assert.match(
          (await t.get<TicketDetail>(`/buyer/buyer/v1/tickets/${k.ticketId}`, auth(buyer))).body.data.codeSecret,
          /^[A-Z2-7]{32}$/
        )
      // Paying again is refused; the cashier page now says it is handled.
      const again = await t.call(
        'POST',
        '/trade/buyer/v3/payments/pay',
        { transactionIds: o.unPaidTransactionIds, paymentProduct: 'SANDBOX' },
        auth(buyer)
      )
      assert.equal(again.body.errorCode, 'PAYMENT_NOT_ALLOWED')
    })

    test('"a forged or replayed callback changes nothing; a duplicate callback issues tickets once"', async () => {
      const tr = await freshTier(t)
      const o = await order(tr, 1)
      const info = await startPay(o.unPaidTransactionIds[0])
      const sandbox = new SandboxProvider(secretStore(t.db, 'sandbox_pay_secret'))
      const post = (body: object, signature: string) =>
        t.app.inject({
          method: 'POST',
          url: '/pub/v1/payments/SANDBOX/callback',
          payload: body,
          headers: { 'x-payment-signature': signature }
        })
      const good = await sandbox.signCallback(
        { paymentId: info.paymentId, providerTxn: 'sbx_1', amountFen: tr.price_fen, status: 'SUCCEEDED' },
        NOON.getTime()
      )
      const forged = await post({ ...good.body, amountFen: 1 }, good.signature)
      assert.equal(forged.statusCode, 400)
      assert.equal(forged.json().errorCode, 'CALLBACK_REJECTED')
      const stale = await sandbox.signCallback(
        { paymentId: info.paymentId, providerTxn: 'sbx_1', amountFen: tr.price_fen, status: 'SUCCEEDED' },
        NOON.getTime() - 10 * 60000
      )
      assert.equal((await post(stale.body, stale.signature)).statusCode, 400, 'outside the five-minute window')
      assert.equal((await t.get<{ orderState: string }>(`/buyer/buyer/v5/orders/${o.orderId}`, auth(buyer))).body.data.orderState, 'UNPAID')

      const first = await post(good.body, good.signature)
      assert.equal(first.json().data.outcome, 'PAID')
      const replay = await Promise.all([post(good.body, good.signature), post(good.body, good.signature)])
      assert.deepEqual(
        replay.map((r) => r.json().data.outcome),
        ['IGNORED', 'IGNORED']
      )
      const [{ count }] = await t.db.query<{ count: number }>('SELECT count(*)::int AS count FROM tickets WHERE order_id = $1', [o.orderId])
      assert.equal(count, 1)
      assert.deepEqual(await stock(t, tr.id), { available: tr.available - 1, held: tr.held, sold: tr.sold + 1 })
    })

    test('money that arrives after the order closed is kept as REFUND_PENDING, and the freed stock stays free', async () => {
      const tr = await freshTier(t)
      const o = await order(tr, 1)
      const info = await startPay(o.unPaidTransactionIds[0])
      await t.call('POST', `/buyer/buyer/v5/orders/${o.orderId}/cancel`, {}, auth(buyer))
      const sandbox = new SandboxProvider(secretStore(t.db, 'sandbox_pay_secret'))
      const late = await sandbox.signCallback(
        { paymentId: info.paymentId, providerTxn: 'sbx_late', amountFen: tr.price_fen, status: 'SUCCEEDED' },
        NOON.getTime()
      )
      const res = await t.app.inject({
        method: 'POST',
        url: '/pub/v1/payments/SANDBOX/callback',
        payload: late.body,
        headers: { 'x-payment-signature': late.signature }
      })
      assert.equal(res.json().data.outcome, 'REFUND_PENDING')
      const [payment] = await t.db.query<{ state: string }>('SELECT state FROM payments WHERE id = $1', [info.paymentId])
      assert.equal(payment.state, 'REFUND_PENDING')
      assert.deepEqual(await stock(t, tr.id), { available: tr.available, held: tr.held, sold: tr.sold })
    })

    test('cancel on the cashier: the payment is cancelled, the order stays payable until its deadline', async () => {
      const tr = await freshTier(t)
      const o = await order(tr, 1)
      const info = await startPay(o.unPaidTransactionIds[0])
      const res = await decide(info.cashierUrl, 'cancel')
      assert.equal(res.headers.location, `/order/detail/${o.orderId}`)
      assert.equal((await t.get<{ orderState: string }>(`/buyer/buyer/v5/orders/${o.orderId}`, auth(buyer))).body.data.orderState, 'UNPAID')
      const retry = await startPay(o.unPaidTransactionIds[0])
      assert.equal((await decide(retry.cashierUrl, 'pay')).statusCode, 303)
      assert.equal(
        (await t.get<{ orderState: string }>(`/buyer/buyer/v5/orders/${o.orderId}`, auth(buyer))).body.data.orderState,
        'SUCCEEDED'
      )
    })

    test('"Free orders skip payment": paid at once with their tickets', async () => {
      const tr = await freshTier(t, 0)
      const o = await order(tr, 2)
      assert.deepEqual(o.unPaidTransactionIds, [])
      const tickets = await t.get<Array<{ orderId: string }>>(`/buyer/buyer/v5/orders/${o.orderId}/tickets`, auth(buyer))
      assert.equal(tickets.body.data.length, 2)
      assert.deepEqual(await stock(t, tr.id), { available: tr.available - 2, held: tr.held, sold: tr.sold + 2 })
    })

    test('the door: a genuine code admits once, then says it was used; a made-up code or a missing staff key is refused', async () => {
      const tr = await freshTier(t, 0)
      const o = await order(tr, 1)
      const [listed] = (await t.get<Array<{ ticketId: string }>>(`/buyer/buyer/v5/orders/${o.orderId}/tickets`, auth(buyer))).body.data
      const ticket = (await t.get<TicketDetail>(`/buyer/buyer/v1/tickets/${listed.ticketId}`, auth(buyer))).body.data
      const code = rotatingTicketCode(nodeHmacSha1, ticket.codeSecret, ticket.ticketNumber, NOON.getTime()) ?? ''
      const staffKey = (await t.get<{ staffKey: string }>('/dev/staff_key')).body.data.staffKey
      const verify = (given: string, key = staffKey) =>
        t.call<{ result: string }>('POST', '/fulfill/pub/v1/tickets/verify', { code: given }, { 'staff-key': key })
      assert.equal((await verify(code, 'wrong')).body.errorCode, 'STAFF_ONLY')
      assert.equal((await verify(`${ticket.ticketId}.AAAAAAAAAAAAAAAAAAAAAA`)).body.data.result, 'UNKNOWN')
      const results = await Promise.all([verify(code), verify(code)])
      assert.deepEqual(results.map((r) => r.body.data.result).sort(), ['ADMITTED', 'ALREADY_USED'])
      // A used ticket no longer carries its code secret.
      const after = await t.get<TicketDetail>(`/buyer/buyer/v1/tickets/${ticket.ticketId}`, auth(buyer))
      assert.deepEqual([after.body.data.state, after.body.data.codeSecret], ['USED', ''])
    })

    test('DOOOLY: "a 6-digit verification-code step" — make the code (sent to the buyer\'s phone, resend after 60 s), query it, a wrong code pays nothing, the right one pays once', async () => {
      const tr = await freshTier(t)
      const o = await order(tr, 1)
      const txn = o.unPaidTransactionIds
      const start = await t.call<{ paymentProduct: string; paymentInfo: { needVerificationCode: boolean } }>(
        'POST',
        '/trade/buyer/v3/payments/pay',
        { transactionIds: txn, paymentProduct: 'DOOOLY', platform: 'H5' },
        auth(buyer)
      )
      assert.deepEqual(start.body.data, { paymentProduct: 'DOOOLY', paymentInfo: { needVerificationCode: true } })
      const query = () =>
        t.call<{ success: boolean }>('POST', '/trade/buyer/v3/payments/doooly/verification/query', { transactionIds: txn }, auth(buyer))
      assert.equal((await query()).body.data.success, false)

      const made = await t.call<{ resendAfterSeconds: number }>(
        'POST',
        '/trade/buyer/v3/payments/doooly/make_pay_verification_code',
        { transactionIds: txn },
        auth(buyer)
      )
      assert.equal(made.body.statusCode, 200, made.body.comments)
      assert.equal(made.body.data.resendAfterSeconds, 60)
      const again = await t.call('POST', '/trade/buyer/v3/payments/doooly/make_pay_verification_code', { transactionIds: txn }, auth(buyer))
      assert.equal(again.body.errorCode, 'CODE_TOO_SOON')
      assert.equal((await query()).body.data.success, true)
      const code = await latestCode(t, '+86 13200000001')

      // Someone else cannot ask for a code for this order.
      const stranger = await phoneLogin(t, '13200000009')
      const theirs = await t.call(
        'POST',
        '/trade/buyer/v3/payments/doooly/make_pay_verification_code',
        { transactionIds: txn },
        auth(stranger)
      )
      assert.equal(theirs.body.errorCode, 'ORDER_NOT_FOUND')

      const wrong = await t.call(
        'POST',
        '/trade/buyer/v3/payments/doooly/pay',
        { transactionIds: txn, verificationCode: code === '000000' ? '111111' : '000000' },
        auth(buyer)
      )
      assert.equal(wrong.body.errorCode, 'CODE_WRONG')
      assert.equal(wrong.body.comments, '验证码错误')
      const notSix = await t.call(
        'POST',
        '/trade/buyer/v3/payments/doooly/pay',
        { transactionIds: txn, verificationCode: '12345' },
        auth(buyer)
      )
      assert.equal(notSix.body.errorCode, 'INVALID_PARAMETER')
      assert.deepEqual(await stock(t, tr.id), { available: tr.available - 1, held: tr.held + 1, sold: tr.sold })

      const paid = await t.call<{ paymentProduct: string; paymentInfoMap: { success: boolean; info: string } }>(
        'POST',
        '/trade/buyer/v3/payments/doooly/pay',
        { transactionIds: txn, verificationCode: code },
        auth(buyer)
      )
      assert.equal(paid.body.statusCode, 200, paid.body.comments)
      assert.deepEqual(paid.body.data, { paymentProduct: 'DOOOLY', paymentInfoMap: { success: true, info: o.orderId } })
      assert.deepEqual(await stock(t, tr.id), { available: tr.available - 1, held: tr.held, sold: tr.sold + 1 })
      const [payment] = await t.db.query<{ product: string; state: string; amount_fen: number }>(
        'SELECT product, state, amount_fen FROM payments WHERE order_id = $1',
        [o.orderId]
      )
      assert.deepEqual(payment, { product: 'DOOOLY', state: 'SUCCEEDED', amount_fen: tr.price_fen })
      const tickets = await t.get<unknown[]>(`/buyer/buyer/v5/orders/${o.orderId}/tickets`, auth(buyer))
      assert.equal(tickets.body.data.length, 1)
      // The code is spent and the order paid: paying again is refused and issues nothing.
      const replay = await t.call(
        'POST',
        '/trade/buyer/v3/payments/doooly/pay',
        { transactionIds: txn, verificationCode: code },
        auth(buyer)
      )
      assert.equal(replay.body.errorCode, 'PAYMENT_NOT_ALLOWED')
      assert.equal((await t.get<unknown[]>(`/buyer/buyer/v5/orders/${o.orderId}/tickets`, auth(buyer))).body.data.length, 1)
    })

    test("the hot ticket: the valid tickets of the buyer's next session with the time to go; none for a buyer without tickets", async () => {
      const tr = await freshTier(t)
      const o = await order(tr, 2)
      const info = await startPay(o.unPaidTransactionIds[0])
      await decide(info.cashierUrl, 'pay')
      const hot = await t.get<{
        bizShowSessionId: string
        showTime: number
        startsIn: number
        tickets: Array<{ state: string; bizShowSessionId: string }>
      }>('/buyer/buyer/v1/tickets/hot', auth(buyer))
      assert.equal(hot.body.statusCode, 200, hot.body.comments)
      const current = (await t.get<Array<{ state: string; showTime: number }>>('/buyer/buyer/v1/tickets', auth(buyer))).body.data.filter(
        (k) => k.state === 'VALID'
      )
      assert.equal(hot.body.data.showTime, Math.min(...current.map((k) => k.showTime)), 'the soonest session')
      assert.ok(hot.body.data.tickets.length >= 1)
      assert.ok(hot.body.data.tickets.every((k) => k.bizShowSessionId === hot.body.data.bizShowSessionId && k.state === 'VALID'))
      assert.equal(hot.body.data.startsIn, Math.floor((hot.body.data.showTime - NOON.getTime()) / 1000))
      const nobody = await phoneLogin(t, '13200000008')
      assert.equal((await t.get('/buyer/buyer/v1/tickets/hot', auth(nobody))).body.data, null)
    })
  })
}
