/**
 * Issue #12, findings 7, 11 and 12, on every engine: no open redirect after paying; signed callbacks
 * that do not fit are recorded and flagged, never dropped; a DOOOLY code made for order A cannot pay
 * order B.
 */
import { describe, test, before, after } from 'node:test'
import assert from 'node:assert/strict'
import { ENGINES, NOON, seededApp, type TestApp } from '../helpers/helpers'
import { auth, latestCode, phoneLogin, type Login } from '../helpers/account-helpers'
import { freshTier, paying } from '../helpers/payment-helpers'

interface EventRow {
  provider: string
  provider_txn: string | null
  payment_id: string | null
  kind: string | null
  amount_fen: string | null
  signature_verified: boolean
  outcome: string
  reason: string
  raw_body: string
}

for (const engine of ENGINES) {
  describe(`payment hardening on ${engine}`, () => {
    let t: TestApp
    let buyer: Login
    let calls: ReturnType<typeof paying>
    before(async () => {
      t = await seededApp(engine)
      buyer = await phoneLogin(t, '13200000021')
      calls = paying(t, buyer, `pay-hard-${engine}`)
    })
    after(async () => t.close())

    const orderState = async (orderId: string) =>
      (await t.get<{ orderState: string }>(`/buyer/buyer/v5/orders/${orderId}`, auth(buyer))).body.data.orderState
    const paymentsOf = (orderId: string) =>
      t.db.query<{ id: string; state: string; provider_txn: string | null }>(
        'SELECT id, state, provider_txn FROM payments WHERE order_id = $1 ORDER BY created_at',
        [orderId]
      )
    const eventsOf = (paymentId: string) =>
      t.db.query<EventRow>(
        'SELECT provider, provider_txn, payment_id, kind, amount_fen::text AS amount_fen, signature_verified, outcome, reason, raw_body FROM payment_events WHERE payment_id = $1 ORDER BY id',
        [paymentId]
      )
    const ticketCount = async (orderId: string) =>
      (await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM tickets WHERE order_id = $1', [orderId]))[0].n

    const HOSTILE_RETURN_URLS = [
      '/\t/evil.example/x',
      '/\n/evil.example/x',
      '/pay-success\r\nSet-Cookie: a=b',
      '//evil.example/x',
      '/\\evil.example/x',
      '/\\/evil.example/x',
      'https://evil.example/x',
      '/%2F%2Fevil.example/x',
      '/ /evil.example',
      'javascript:alert(1)',
      'evil.example/pay-success',
      '/pay-success\u2028',
      '/no-such-page',
      '/pay-success/../..//evil.example'
    ]

    test('"no open redirect after paying": a returnUrl that is not a storefront path is refused at pay, before anything is written', async () => {
      const tr = await freshTier(t)
      const o = await calls.order(tr, 1)
      for (const returnUrl of HOSTILE_RETURN_URLS) {
        const res = await t.call(
          'POST',
          '/trade/buyer/v3/payments/pay',
          { transactionIds: o.unPaidTransactionIds, paymentProduct: 'SANDBOX', platform: 'H5', returnUrl },
          auth(buyer)
        )
        assert.equal(res.status, 200, JSON.stringify(returnUrl))
        assert.equal(res.body.errorCode, 'INVALID_PARAMETER', JSON.stringify(returnUrl))
        // DOOOLY's pay refuses it too, before its code is looked at.
        const doooly = await t.call(
          'POST',
          '/trade/buyer/v3/payments/doooly/pay',
          { transactionIds: o.unPaidTransactionIds, verificationCode: '123456', returnUrl },
          auth(buyer)
        )
        assert.equal(doooly.body.errorCode, 'INVALID_PARAMETER', JSON.stringify(returnUrl))
      }
      assert.deepEqual(await paymentsOf(o.orderId), [], 'no payment was written')
      assert.equal(await orderState(o.orderId), 'UNPAID')

      // A storefront path is kept; the cashier sends the buyer there with a 303.
      const info = await calls.startPay(o.unPaidTransactionIds[0], `/order/detail/${o.orderId}?from=pay`)
      const done = await calls.decide(info.cashierUrl, 'pay')
      assert.equal(done.statusCode, 303)
      assert.equal(done.headers.location, `/order/detail/${o.orderId}?from=pay`)
      assert.equal(await orderState(o.orderId), 'SUCCEEDED')
    })

    test('"set headers only from checked values": a stored return address that is not a storefront path sends the buyer to pay-success, no 500, the order paid once', async () => {
      for (const stored of ['/\t/evil.example/x', '/\n/evil.example/x', '//evil.example', '/%2F%2Fevil.example/x']) {
        const tr = await freshTier(t)
        const o = await calls.order(tr, 1)
        // Without a returnUrl the payment keeps the order's pay-success page.
        const plain = await calls.startPay(o.unPaidTransactionIds[0], '')
        assert.equal((await paymentsOf(o.orderId)).length, 1)
        const [{ return_url: kept }] = await t.db.query<{ return_url: string }>('SELECT return_url FROM payments WHERE id = $1', [
          plain.paymentId
        ])
        assert.equal(kept, `/pay-success?orderId=${encodeURIComponent(o.orderId)}&orderType=ticket`)
        // A row written before the check existed holds a hostile address.
        await t.db.query('UPDATE payments SET return_url = $2 WHERE id = $1', [plain.paymentId, stored])
        const done = await calls.decide(plain.cashierUrl, 'pay')
        assert.equal(done.statusCode, 303, JSON.stringify(stored))
        assert.equal(done.headers.location, `/pay-success?orderId=${encodeURIComponent(o.orderId)}&orderType=ticket`)
        assert.equal(await orderState(o.orderId), 'SUCCEEDED')
        // Pressing pay again (a reload) neither fails nor pays twice.
        const again = await calls.decide(plain.cashierUrl, 'pay')
        assert.equal(again.statusCode, 303)
        assert.equal(await ticketCount(o.orderId), 1)
        assert.deepEqual(
          (await paymentsOf(o.orderId)).map((p) => p.state),
          ['SUCCEEDED']
        )
        assert.deepEqual(
          (await eventsOf(plain.paymentId)).map((e) => e.outcome),
          ['PAID'],
          'the reload charged nothing again'
        )
      }
    })

    test('"a SUCCEEDED notification whose amount differs" is recorded and flagged REVIEW for the merchant, never settled as paid', async () => {
      const tr = await freshTier(t)
      const o = await calls.order(tr, 1)
      const info = await calls.startPay(o.unPaidTransactionIds[0])
      const res = await calls.notify({
        paymentId: info.paymentId,
        providerTxn: `sbx_amount_${engine}`,
        amountFen: tr.price_fen + 1,
        status: 'SUCCEEDED'
      })
      assert.equal(res.statusCode, 200)
      assert.equal(res.json().data.outcome, 'REVIEW')
      assert.deepEqual(
        (await paymentsOf(o.orderId)).map((p) => [p.state, p.provider_txn]),
        [['REVIEW', `sbx_amount_${engine}`]]
      )
      assert.equal(await orderState(o.orderId), 'UNPAID')
      assert.equal(await ticketCount(o.orderId), 0)
      const [event] = await eventsOf(info.paymentId)
      assert.deepEqual(
        [event.provider, event.provider_txn, event.kind, event.amount_fen, event.signature_verified, event.outcome],
        ['SANDBOX', `sbx_amount_${engine}`, 'SUCCEEDED', String(tr.price_fen + 1), true, 'REVIEW']
      )
      assert.match(event.reason, /amount/)
      assert.equal(JSON.parse(event.raw_body).amountFen, tr.price_fen + 1)
    })

    test('"a CANCELLED then SUCCEEDED" notification pair is recorded and the money flagged REVIEW, not dropped', async () => {
      const tr = await freshTier(t)
      const o = await calls.order(tr, 1)
      const info = await calls.startPay(o.unPaidTransactionIds[0])
      const cancelled = await calls.notify({
        paymentId: info.paymentId,
        providerTxn: `sbx_c_${engine}`,
        amountFen: tr.price_fen,
        status: 'CANCELLED'
      })
      assert.equal(cancelled.json().data.outcome, 'CANCELLED')
      const paid = await calls.notify({
        paymentId: info.paymentId,
        providerTxn: `sbx_s_${engine}`,
        amountFen: tr.price_fen,
        status: 'SUCCEEDED'
      })
      assert.equal(paid.json().data.outcome, 'REVIEW')
      assert.deepEqual(
        (await paymentsOf(o.orderId)).map((p) => p.state),
        ['REVIEW']
      )
      assert.deepEqual(
        (await eventsOf(info.paymentId)).map((e) => [e.kind, e.provider_txn, e.outcome]),
        [
          ['CANCELLED', `sbx_c_${engine}`, 'CANCELLED'],
          ['SUCCEEDED', `sbx_s_${engine}`, 'REVIEW']
        ]
      )
      assert.equal(await orderState(o.orderId), 'UNPAID')
      assert.equal(await ticketCount(o.orderId), 0)
    })

    test('"an unknown payment id" in a signed SUCCEEDED notification is recorded for review', async () => {
      const res = await calls.notify({
        paymentId: `pay_unknown_${engine}`,
        providerTxn: `sbx_u_${engine}`,
        amountFen: 1000,
        status: 'SUCCEEDED'
      })
      assert.equal(res.statusCode, 200)
      assert.equal(res.json().data.outcome, 'REVIEW')
      assert.deepEqual(
        (await eventsOf(`pay_unknown_${engine}`)).map((e) => [e.amount_fen, e.signature_verified, e.outcome, e.reason]),
        [['1000', true, 'REVIEW', 'unknown payment']]
      )
      // A forged one is refused and changes nothing; only a summary of it is kept, never its body (issue #15 review).
      const signed = await calls.sandbox.signCallback(
        { paymentId: `pay_forged_${engine}`, providerTxn: `sbx_f_${engine}`, amountFen: 1000, status: 'SUCCEEDED' },
        NOON.getTime()
      )
      const forged = await t.app.inject({
        method: 'POST',
        url: '/pub/v1/payments/SANDBOX/callback',
        payload: { ...signed.body, amountFen: 999 },
        headers: { 'x-payment-signature': signed.signature }
      })
      assert.equal(forged.json().errorCode, 'CALLBACK_REJECTED')
      assert.deepEqual(await eventsOf(`pay_forged_${engine}`), [])
      const [summary] = await t.db.query<{ provider: string; reason: string; body_bytes: number }>(
        'SELECT provider, reason, body_bytes FROM payment_notice_rejections ORDER BY id DESC LIMIT 1'
      )
      assert.deepEqual([summary.provider, summary.reason], ['SANDBOX', 'signature or time does not hold'])
      assert.ok(summary.body_bytes > 0)
    })

    test('"amounts are integers in fen, validated": a non-integer or out-of-range amountFen gets a 400-class envelope, not a 500, and changes nothing', async () => {
      const tr = await freshTier(t)
      const o = await calls.order(tr, 1)
      const info = await calls.startPay(o.unPaidTransactionIds[0])
      for (const amountFen of [tr.price_fen + 0.5, -1, 1e20, '12x']) {
        const body = {
          paymentId: info.paymentId,
          providerTxn: `sbx_n_${engine}`,
          amountFen,
          status: 'SUCCEEDED',
          timestamp: NOON.getTime()
        }
        const res = await t.app.inject({
          method: 'POST',
          url: '/pub/v1/payments/SANDBOX/callback',
          payload: body,
          headers: { 'x-payment-signature': 'x' }
        })
        assert.ok(res.statusCode < 500, `${amountFen}: ${res.statusCode}`)
        assert.equal(res.json().errorCode, 'INVALID_PARAMETER', String(amountFen))
        assert.match(res.json().comments + JSON.stringify(res.json()), /amountFen/)
      }
      assert.deepEqual(
        (await paymentsOf(o.orderId)).map((p) => p.state),
        ['CREATED']
      )
    })

    test('"a reused provider transaction id" for another payment is refused and recorded, not a 500; once-only settlement holds under parallel notifications', async () => {
      const trA = await freshTier(t)
      const a = await calls.order(trA, 1)
      const payA = await calls.startPay(a.unPaidTransactionIds[0])
      const first = await calls.notify({
        paymentId: payA.paymentId,
        providerTxn: `sbx_r_${engine}`,
        amountFen: trA.price_fen,
        status: 'SUCCEEDED'
      })
      assert.equal(first.json().data.outcome, 'PAID')
      const trB = await freshTier(t)
      const b = await calls.order(trB, 1)
      const payB = await calls.startPay(b.unPaidTransactionIds[0])
      const reused = await calls.notify({
        paymentId: payB.paymentId,
        providerTxn: `sbx_r_${engine}`,
        amountFen: trB.price_fen,
        status: 'SUCCEEDED'
      })
      assert.equal(reused.statusCode, 200)
      assert.equal(reused.json().data.outcome, 'REJECTED')
      assert.deepEqual(
        (await paymentsOf(b.orderId)).map((p) => [p.state, p.provider_txn]),
        [['CREATED', null]]
      )
      assert.equal(await orderState(b.orderId), 'UNPAID')
      assert.deepEqual(
        (await eventsOf(payB.paymentId)).map((e) => [e.outcome, e.reason]),
        [['REJECTED', `provider transaction id already used by payment ${payA.paymentId}`]]
      )

      // Ten notifications at once: two payments racing for one new provider transaction id, and the
      // same notification repeated. One payment is paid, once; the rest are recorded as refused or repeats.
      const c = await calls.order(await freshTier(t), 1)
      const payC = await calls.startPay(c.unPaidTransactionIds[0])
      const [{ amount_fen: amountC }] = await t.db.query<{ amount_fen: number }>('SELECT amount_fen FROM payments WHERE id = $1', [
        payC.paymentId
      ])
      const [{ amount_fen: amountB }] = await t.db.query<{ amount_fen: number }>('SELECT amount_fen FROM payments WHERE id = $1', [
        payB.paymentId
      ])
      const replies = await Promise.all(
        Array.from({ length: 10 }, (_, i) =>
          i % 2 === 0
            ? calls.notify({ paymentId: payB.paymentId, providerTxn: `sbx_race_${engine}`, amountFen: amountB, status: 'SUCCEEDED' })
            : calls.notify({ paymentId: payC.paymentId, providerTxn: `sbx_race_${engine}`, amountFen: amountC, status: 'SUCCEEDED' })
        )
      )
      assert.ok(
        replies.every((r) => r.statusCode === 200),
        replies.map((r) => r.statusCode).join()
      )
      const outcomes = replies.map((r) => r.json().data.outcome as string)
      assert.equal(outcomes.filter((x) => x === 'PAID').length, 1, outcomes.join())
      assert.ok(
        outcomes.every((x) => ['PAID', 'IGNORED', 'REJECTED'].includes(x)),
        outcomes.join()
      )
      const paidStates = [await orderState(b.orderId), await orderState(c.orderId)].sort()
      assert.deepEqual(paidStates, ['SUCCEEDED', 'UNPAID'])
      assert.equal((await ticketCount(b.orderId)) + (await ticketCount(c.orderId)), 1)
      const [{ n }] = await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM payment_events WHERE provider_txn = $1', [
        `sbx_race_${engine}`
      ])
      assert.equal(n, 10, 'every notification is recorded')
    })

    test('"a DOOOLY code made for order A cannot pay order B": refused, both unpaid; then the code pays A', async () => {
      const a = await calls.order(await freshTier(t), 1)
      const b = await calls.order(await freshTier(t), 1)
      const made = await t.call(
        'POST',
        '/trade/buyer/v3/payments/doooly/make_pay_verification_code',
        { transactionIds: a.unPaidTransactionIds },
        auth(buyer)
      )
      assert.equal(made.body.statusCode, 200, made.body.comments)
      const code = await latestCode(t, '+86 13200000021')
      const query = (txn: string[]) =>
        t.call<{ success: boolean }>('POST', '/trade/buyer/v3/payments/doooly/verification/query', { transactionIds: txn }, auth(buyer))
      assert.equal((await query(a.unPaidTransactionIds)).body.data.success, true)
      assert.equal((await query(b.unPaidTransactionIds)).body.data.success, false, 'no code was made for B')

      const onB = await t.call(
        'POST',
        '/trade/buyer/v3/payments/doooly/pay',
        { transactionIds: b.unPaidTransactionIds, verificationCode: code },
        auth(buyer)
      )
      assert.notEqual(onB.body.statusCode, 200)
      assert.equal(onB.body.errorCode, 'CODE_EXPIRED')
      assert.equal(await orderState(a.orderId), 'UNPAID')
      assert.equal(await orderState(b.orderId), 'UNPAID')
      assert.deepEqual(await paymentsOf(b.orderId), [])

      const onA = await t.call<{ paymentInfoMap: { success: boolean; info: string } }>(
        'POST',
        '/trade/buyer/v3/payments/doooly/pay',
        { transactionIds: a.unPaidTransactionIds, verificationCode: code },
        auth(buyer)
      )
      assert.equal(onA.body.statusCode, 200, onA.body.comments)
      assert.deepEqual(onA.body.data.paymentInfoMap, { success: true, info: a.orderId })
      assert.equal(await orderState(a.orderId), 'SUCCEEDED')
      assert.equal(await orderState(b.orderId), 'UNPAID')
      const [payment] = await paymentsOf(a.orderId)
      assert.deepEqual(
        (await eventsOf(payment.id)).map((e) => [e.provider, e.signature_verified, e.outcome]),
        [['DOOOLY', true, 'PAID']]
      )
    })
  })
}
