/**
 * WeChat Pay end to end (issue #15) against the provider double, on every engine: a buyer's mini-program,
 * JSAPI and H5 payments go from pay to a paid order with e-tickets after WeChat's notification; forged,
 * replayed and late notifications, an amount mismatch, money for a closed order, refunds and their
 * notifications, and our requests made with a wrong key.
 */
/**
 * WeChat Pay end to end (issue #15) against the provider double, on every engine, through the real
 * wiring: the demo merchant's WeChat settings (pointing at the double) are written through the settings
 * service, the registry builds its providers, the buyer's openids come from the mini-program login and
 * the wxauth page, and WeChat's notifications reach the merchant-scoped notify paths. "A buyer's payment
 * on each of the four paths ... goes from the chooser to e-tickets against the provider doubles": the
 * mini-program, JSAPI (WeChat's browser) and H5 pay paths go cashiers -> pay -> notification -> tickets.
 * Forged, replayed and late notifications, an amount mismatch, money for a closed order (refunded by the
 * job through the adapter), refund notifications, and our requests made with a wrong key.
 */
import { describe, test, before, after } from 'node:test'
import assert from 'node:assert/strict'
import { createSign, createVerify, generateKeyPairSync } from 'node:crypto'
import { ENGINES, NOON, seededApp, type TestApp } from '../helpers/helpers'
import { auth, phoneLogin, type Login } from '../helpers/account-helpers'
import { freshTier, paying, stock } from '../helpers/payment-helpers'
import { WechatPayDouble, type DoubleNotification } from '../doubles/wechat-pay-double'
import { wechatPayProviders, type WechatPayProvider, type WechatPayProduct } from '../../src/payment/wechat/wechat-pay.provider'
import type { WechatCredentials } from '../../src/platform-settings/wechat-credentials'
import { clientPayMessage } from '../../src/payment/wechat/wechat-pay-signing'
import { budgetOf } from '../../src/http/rate-limits'
import type { FastifyRequest } from 'fastify'
import { WechatPayCallError } from '../../src/payment/wechat/wechat-pay.client'
import { payNotifyPath, refundNotifyPath } from '../../src/payment/notify-path'
import { PAY_NOTIFY_ROUTE, REFUND_NOTIFY_ROUTE } from '../../src/http/notify-routes'

const PUBLIC = 'https://shop.example.com'
const MINI_OPENID = 'o6_bmjrPTlm6_2sgVt7hMZOPfL2M'
const OFFICIAL_OPENID = 'oOfficial_2sgVt7hMZOPfL2Mxyz'
const RETURN = '/pay-success?orderId=x'

/** The adapter on its own, as the registry builds it for the demo merchant. */
function direct(credentials: WechatCredentials): WechatPayProvider[] {
  return wechatPayProviders(credentials, {
    publicBaseUrl: PUBLIC,
    notifyUrl: (p) => `${PUBLIC}${payNotifyPath(p, 'demo')}`,
    refundNotifyUrl: (p) => `${PUBLIC}${refundNotifyPath(p, 'demo')}`,
    nowMs: () => NOON.getTime()
  })
}

/** Where the app says the buyer pays, for each product (the cashiers and pay calls' platform and browserType). */
const WHERE: Record<WechatPayProduct, { platform: string; browserType: string }> = {
  WECHAT_MINI: { platform: 'WEAPP', browserType: 'WEIXIN' },
  WECHAT_JSAPI: { platform: 'H5', browserType: 'WEIXIN' },
  WECHAT_H5: { platform: 'H5', browserType: 'OTHER' }
}

for (const engine of ENGINES) {
  describe(`WeChat Pay on ${engine}`, () => {
    let t: TestApp
    let double: WechatPayDouble
    let buyer: Login
    let miniBuyer: Login
    let calls: ReturnType<typeof paying>
    let miniCalls: ReturnType<typeof paying>
    const provider = async (product: WechatPayProduct) => (await t.app.payments.providers.find('demo', product)) as WechatPayProvider

    before(async () => {
      double = await WechatPayDouble.start({ nowMs: () => NOON.getTime() })
      t = await seededApp(engine, { publicBaseUrl: PUBLIC })
      // The merchant fills its WeChat settings (here pointing at the double), as the CLI does.
      await t.app.payments.settings?.write('demo', 'WECHAT', double.credentials(), NOON)
      buyer = await phoneLogin(t, '13200000071')
      // In WeChat's browser the wxauth page keeps the official account's openid that JSAPI pay needs.
      const linked = await t.call<{ openId: string }>(
        'POST',
        '/user/buyer/v1/wechat/oauth_openid',
        { code: double.oauthCode(OFFICIAL_OPENID) },
        auth(buyer)
      )
      assert.equal(linked.body.data?.openId, OFFICIAL_OPENID, linked.body.comments)
      // In the mini-program the buyer logs in with wx.login's code: jscode2session gives the openid.
      const mini = await t.call<Login>('POST', '/user/pub/v1/mini/login', { platform: 'WEAPP', code: double.miniCode(MINI_OPENID) })
      assert.equal(mini.body.statusCode, 200, mini.body.comments)
      miniBuyer = mini.body.data
      calls = paying(t, buyer, `wechat-${engine}`)
      miniCalls = paying(t, miniBuyer, `wechat-mini-${engine}`)
    })
    after(async () => {
      await t.close()
      await double.close()
    })

    const who = (product: WechatPayProduct) =>
      product === 'WECHAT_MINI' ? { login: miniBuyer, calls: miniCalls } : { login: buyer, calls }
    const cashiers = async (product: WechatPayProduct, txn: string) =>
      (
        await t.call<Array<{ paymentProduct: string }>>(
          'POST',
          '/trade/buyer/v3/payments/cashiers',
          { transactionIds: [txn], ...WHERE[product] },
          auth(who(product).login)
        )
      ).body.data.map((c) => c.paymentProduct)
    const pay = async (txn: string, product: WechatPayProduct) => {
      const res = await t.call<{ paymentProduct: string; paymentInfo: Record<string, string> }>(
        'POST',
        '/trade/buyer/v3/payments/pay',
        { transactionIds: [txn], paymentProduct: product, ...WHERE[product], returnUrl: RETURN },
        auth(who(product).login)
      )
      assert.equal(res.body.statusCode, 200, res.body.comments)
      return res.body.data.paymentInfo
    }
    /** WeChat's POST of a notification, into the gateway. */
    const deliver = (n: DoubleNotification) =>
      t.app.inject({ method: 'POST', url: new URL(n.url).pathname, headers: n.headers, payload: n.body })
    const paymentState = async (id: string) =>
      (await t.db.query<{ state: string }>('SELECT state FROM payments WHERE id = $1', [id]))[0].state
    const events = (id: string) =>
      t.db.query<{ outcome: string; signature_verified: boolean }>(
        'SELECT outcome, signature_verified FROM payment_events WHERE payment_id = $1 ORDER BY id',
        [id]
      )
    /** The order's state code as its buyer reads it. */
    const orderCode = async (orderId: string) => {
      const [{ user_id }] = await t.db.query<{ user_id: string }>('SELECT user_id FROM orders WHERE id = $1', [orderId])
      const owner = user_id === miniBuyer.userId ? miniBuyer : buyer
      return (await t.get<{ orderBrief: { orderState: { code: number } } }>(`/buyer/buyer/v5/orders/${orderId}`, auth(owner))).body.data
        .orderBrief.orderState.code
    }
    const ticketCount = async (orderId: string) =>
      (await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM tickets WHERE order_id = $1', [orderId]))[0].n
    const refundOf = async (paymentId: string) =>
      (
        await t.db.query<{ id: string; state: string; provider_refund_id: string | null }>(
          'SELECT id, state, provider_refund_id FROM refunds WHERE payment_id = $1',
          [paymentId]
        )
      )[0]

    async function ordered(product: WechatPayProduct, qty = 1) {
      const tr = await freshTier(t)
      const o = await who(product).calls.order(tr, qty)
      return { tr, o }
    }

    async function paidThrough(product: WechatPayProduct, check: (info: Record<string, string>) => void) {
      const { tr, o } = await ordered(product, 2)
      assert.ok((await cashiers(product, o.unPaidTransactionIds[0])).includes(product), 'offered where the buyer pays')
      const info = await pay(o.unPaidTransactionIds[0], product)
      check(info)
      const prepaid = double.transactions.get(info.paymentId)
      assert.ok(prepaid, 'the prepay reached WeChat under our payment id')
      assert.equal(prepaid.amount.total, tr.price_fen * 2)
      assert.equal(prepaid.notify_url, `${PUBLIC}/pub/v1/payments/${product}/notify/demo`)
      assert.equal(await orderCode(o.orderId), 1, 'unpaid until WeChat says it is paid')
      const res = await deliver(double.payNotification(info.paymentId))
      assert.equal(res.statusCode, 204)
      assert.equal(await orderCode(o.orderId), 9)
      assert.equal(await ticketCount(o.orderId), 2)
      assert.deepEqual(await stock(t, tr.id), { available: tr.available - 2, held: tr.held, sold: tr.sold + 2 })
      assert.deepEqual(await events(info.paymentId), [{ outcome: 'PAID', signature_verified: true }])
      return { tr, o, info }
    }

    test('the cashiers list offers each WeChat product only where it works', async () => {
      const { o } = await ordered('WECHAT_H5')
      const txn = o.unPaidTransactionIds[0]
      const at = async (where: object) =>
        (
          await t.call<Array<{ paymentProduct: string }>>(
            'POST',
            '/trade/buyer/v3/payments/cashiers',
            { transactionIds: [txn], ...where },
            auth(buyer)
          )
        ).body.data
          .map((c) => c.paymentProduct)
          .filter((p) => p.startsWith('WECHAT'))
      assert.deepEqual(await at(WHERE.WECHAT_MINI), ['WECHAT_MINI'])
      assert.deepEqual(await at(WHERE.WECHAT_JSAPI), ['WECHAT_JSAPI'])
      assert.deepEqual(await at(WHERE.WECHAT_H5), ['WECHAT_H5'])
      assert.deepEqual(await at({ platform: 'ALIPAY' }), [])
    })

    test('WECHAT_MINI: JSAPI prepay with the mini-program app id and openid; wx.requestPayment parameters signed with the merchant key; the notification pays the order and issues its tickets', async () => {
      await paidThrough('WECHAT_MINI', (info) => {
        assert.equal(info.appId, double.mini.appId)
        assert.match(info.package, /^prepay_id=wx[0-9a-f]+$/)
        assert.equal(info.signType, 'RSA')
        assert.equal(info.timeStamp, String(NOON.getTime() / 1000))
        assert.ok(
          createVerify('RSA-SHA256')
            .update(clientPayMessage({ appId: info.appId, timeStamp: info.timeStamp, nonceStr: info.nonceStr, package: info.package }))
            .verify(double.merchant.publicKeyPem, info.paySign, 'base64')
        )
        const tx = double.transactions.get(info.paymentId)
        assert.equal(tx?.payer?.openid, MINI_OPENID, "the openid of the buyer's mini-program login")
        assert.equal(tx?.trade_type, 'JSAPI')
      })
    })

    test("WECHAT_JSAPI: prepay with the official account app id inside WeChat's browser; the notification pays the order", async () => {
      await paidThrough('WECHAT_JSAPI', (info) => {
        assert.equal(info.appId, double.official.appId)
        assert.equal(double.transactions.get(info.paymentId)?.payer?.openid, OFFICIAL_OPENID, 'the openid the wxauth page kept')
        assert.match(info.package, /^prepay_id=/)
        assert.equal(double.transactions.get(info.paymentId)?.appid, double.official.appId)
      })
    })

    test("WECHAT_H5: H5 prepay with the buyer's address; h5Url returns to the order through redirect_url; the notification pays the order", async () => {
      await paidThrough('WECHAT_H5', (info) => {
        const url = new URL(info.h5Url)
        assert.equal(url.origin, 'https://wx.tenpay.com')
        assert.equal(url.searchParams.get('redirect_url'), `${PUBLIC}${RETURN}`)
        assert.equal(double.transactions.get(info.paymentId)?.trade_type, 'MWEB')
      })
    })

    test("over real HTTP: WeChat's POST to the listening gateway is verified on its raw bytes and pays the order", async () => {
      const { o } = await ordered('WECHAT_H5')
      const info = await pay(o.unPaidTransactionIds[0], 'WECHAT_H5')
      const address = await t.app.listen({ port: 0, host: '127.0.0.1' })
      const n = double.payNotification(info.paymentId)
      // The same JSON with other spacing is another byte string: its signature no longer holds.
      const respaced = await double.send({ ...n, body: JSON.stringify(JSON.parse(n.body), null, 1) }, address)
      assert.equal(respaced.status, 401)
      assert.deepEqual(JSON.parse(respaced.body), { code: 'FAIL', message: 'signature or time does not hold' })
      assert.deepEqual(await double.send(n, address), { status: 204, body: '' })
      assert.equal(await orderCode(o.orderId), 9)
    })

    test('query and close speak to WeChat: unpaid is not settled, a closed transaction reads as cancelled, a paid one as paid', async () => {
      const { o } = await ordered('WECHAT_MINI')
      const info = await pay(o.unPaidTransactionIds[0], 'WECHAT_MINI')
      const mini = await provider('WECHAT_MINI')
      assert.equal(await mini.query({ id: info.paymentId }), undefined)
      assert.equal(await mini.query({ id: 'pay_neverprepaid' }), undefined)
      await mini.close({ id: info.paymentId })
      assert.equal((await mini.query({ id: info.paymentId }))?.status, 'CANCELLED')
      const paid = await paidThrough('WECHAT_MINI', () => undefined)
      assert.deepEqual(await mini.query({ id: paid.info.paymentId }), {
        paymentId: paid.info.paymentId,
        providerTxn: double.transactions.get(paid.info.paymentId)?.transaction_id,
        amountFen: paid.tr.price_fen * 2,
        status: 'SUCCEEDED'
      })
      await assert.rejects(
        mini.close({ id: paid.info.paymentId }),
        (e: unknown) => e instanceof WechatPayCallError && e.wechatCode === 'ORDER_PAID'
      )
    })

    test('"notifications verified with the platform certificate": a forged one is refused with {code: FAIL} and changes nothing', async () => {
      const { o } = await ordered('WECHAT_MINI')
      const info = await pay(o.unPaidTransactionIds[0], 'WECHAT_MINI')
      const good = double.payNotification(info.paymentId)
      // The body changed after WeChat signed it.
      const tampered = await deliver({ ...good, body: good.body.replace('"TRANSACTION.SUCCESS"', '"TRANSACTION.SUCCESS" ') })
      assert.equal(tampered.statusCode, 401)
      assert.deepEqual(tampered.json(), { code: 'FAIL', message: 'signature or time does not hold' })
      // Signed by a key that is not WeChat's, under WeChat's serial.
      const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 })
      const h = good.headers
      const forgedSignature = createSign('RSA-SHA256')
        .update(`${h['wechatpay-timestamp']}\n${h['wechatpay-nonce']}\n${good.body}\n`)
        .sign(privateKey, 'base64')
      assert.equal((await deliver({ ...good, headers: { ...h, 'wechatpay-signature': forgedSignature } })).statusCode, 401)
      // No signature headers at all; an unknown serial.
      assert.equal((await deliver({ ...good, headers: { 'content-type': 'application/json' } })).statusCode, 401)
      assert.equal((await deliver({ ...good, headers: { ...h, 'wechatpay-serial': 'PUB_KEY_ID_OTHER' } })).statusCode, 401)
      assert.equal(await paymentState(info.paymentId), 'CREATED')
      assert.equal(await orderCode(o.orderId), 1)
      // Refused bodies are not kept (issue #15 review): nothing against the payment, a summary per delivery.
      assert.deepEqual(await events(info.paymentId), [])
      const summaries = await t.db.query<{ reason: string }>(
        "SELECT reason FROM payment_notice_rejections WHERE provider = 'WECHAT_MINI' ORDER BY id DESC LIMIT 4"
      )
      assert.deepEqual(summaries.map((r) => r.reason).sort(), ['BAD_SIGNATURE', 'BAD_SIGNATURE', 'UNKNOWN_SERIAL', 'UNSIGNED'].sort())
      // The genuine one still pays.
      assert.equal((await deliver(good)).statusCode, 204)
      assert.equal(await orderCode(o.orderId), 9)
    })

    test('"a replay": the same notification again is answered as handled, recorded IGNORED, and issues no more tickets', async () => {
      const { o, info } = await paidThrough('WECHAT_MINI', () => undefined)
      const again = double.payNotification(info.paymentId)
      const replies = await Promise.all([deliver(again), deliver(again)])
      assert.deepEqual(
        replies.map((r) => r.statusCode),
        [204, 204]
      )
      assert.deepEqual(
        (await events(info.paymentId)).map((e) => e.outcome),
        ['PAID', 'IGNORED', 'IGNORED']
      )
      assert.equal(await ticketCount(o.orderId), 2)
    })

    test('"a late one": a notification signed more than five minutes ago is refused and changes nothing', async () => {
      const { o } = await ordered('WECHAT_MINI')
      const info = await pay(o.unPaidTransactionIds[0], 'WECHAT_MINI')
      const late = await deliver(double.payNotification(info.paymentId, { atMs: NOON.getTime() - 6 * 60_000 }))
      assert.equal(late.statusCode, 401)
      assert.equal(await paymentState(info.paymentId), 'CREATED')
      assert.equal(await orderCode(o.orderId), 1)
      assert.equal((await deliver(double.payNotification(info.paymentId, { atMs: NOON.getTime() - 4 * 60_000 }))).statusCode, 204)
      assert.equal(await orderCode(o.orderId), 9)
    })

    test('"an amount mismatch": money that differs from the payment goes to REVIEW and the order stays unpaid', async () => {
      const { tr, o } = await ordered('WECHAT_JSAPI')
      const info = await pay(o.unPaidTransactionIds[0], 'WECHAT_JSAPI')
      const res = await deliver(double.payNotification(info.paymentId, { amount: tr.price_fen - 1 }))
      assert.equal(res.statusCode, 204)
      assert.equal(await paymentState(info.paymentId), 'REVIEW')
      assert.deepEqual(
        (await events(info.paymentId)).map((e) => e.outcome),
        ['REVIEW']
      )
      assert.equal(await orderCode(o.orderId), 1)
      assert.equal(await ticketCount(o.orderId), 0)
    })

    test('"a notification for a closed order (refunded)": the money is kept as REFUND_PENDING, the job refunds it through WeChat under its refund id, WeChat\'s refund notification settles it; a forged one does not', async () => {
      const { tr, o } = await ordered('WECHAT_H5')
      const info = await pay(o.unPaidTransactionIds[0], 'WECHAT_H5')
      await t.call('POST', `/buyer/buyer/v5/orders/${o.orderId}/cancel`, {}, auth(buyer))
      const res = await deliver(double.payNotification(info.paymentId))
      assert.equal(res.statusCode, 204)
      assert.equal(await paymentState(info.paymentId), 'REFUND_PENDING')
      assert.deepEqual(await stock(t, tr.id), { available: tr.available, held: tr.held, sold: tr.sold })
      assert.equal(await ticketCount(o.orderId), 0)

      // The refund job asks WeChat once, with our refund id as out_refund_no and the merchant's refund notify path.
      await t.app.payments.refunds.run(NOON)
      const refund = await refundOf(info.paymentId)
      const atWechat = double.refunds.get(refund.id)
      assert.ok(atWechat, 'WeChat got the refund under our refund id')
      assert.equal(atWechat.amount.refund, tr.price_fen)
      assert.equal(atWechat.notify_url, `${PUBLIC}/pub/v1/payments/WECHAT_H5/refund_notify/demo`)
      assert.deepEqual(refund, { id: refund.id, state: 'PROCESSING', provider_refund_id: atWechat.refund_id })

      const n = double.refundNotification(refund.id, 'SUCCESS')
      const forged = await deliver({ ...n, body: n.body.replace('"REFUND.SUCCESS"', '"REFUND.SUCCESS" ') })
      assert.equal(forged.statusCode, 401)
      assert.equal((await refundOf(info.paymentId)).state, 'PROCESSING')
      assert.equal((await deliver(n)).statusCode, 204)
      assert.equal((await refundOf(info.paymentId)).state, 'SUCCEEDED')
      assert.equal(await paymentState(info.paymentId), 'REFUNDED')
      // A late ABNORMAL word on a finished refund changes nothing.
      assert.equal((await deliver(double.refundNotification(refund.id, 'ABNORMAL'))).statusCode, 204)
      assert.equal((await refundOf(info.paymentId)).state, 'SUCCEEDED')
    })

    test("the refund job asks again under the same out_refund_no when WeChat's reply cannot be trusted: one refund at WeChat, then PROCESSING", async () => {
      const { o } = await ordered('WECHAT_H5')
      const info = await pay(o.unPaidTransactionIds[0], 'WECHAT_H5')
      await t.call('POST', `/buyer/buyer/v5/orders/${o.orderId}/cancel`, {}, auth(buyer))
      assert.equal((await deliver(double.payNotification(info.paymentId))).statusCode, 204)
      // The merchant's platform key in the settings no longer matches WeChat's: the refund is made at WeChat but its reply is not believed.
      const otherPlatform = generateKeyPairSync('rsa', { modulusLength: 2048 }).publicKey.export({ type: 'spki', format: 'pem' }).toString()
      await t.app.payments.settings?.write(
        'demo',
        'WECHAT',
        double.credentials({ platformPublicKeys: [{ serial: double.platform.serial, publicKeyPem: otherPlatform }] }),
        NOON
      )
      try {
        await t.app.payments.refunds.run(NOON)
      } finally {
        await t.app.payments.settings?.write('demo', 'WECHAT', double.credentials(), NOON)
      }
      const first = await refundOf(info.paymentId)
      assert.equal(first.state, 'FAILED', 'not known yet: to be asked again')
      const atWechat = double.refunds.get(first.id)
      assert.ok(atWechat, 'WeChat made the refund')
      assert.equal(await paymentState(info.paymentId), 'REFUND_PENDING')
      await t.app.payments.refunds.run(new Date(NOON.getTime() + 61_000))
      const again = await refundOf(info.paymentId)
      assert.deepEqual(
        again,
        { id: first.id, state: 'PROCESSING', provider_refund_id: atWechat.refund_id },
        'the same refund, not a second one'
      )
      assert.equal([...double.refunds.values()].filter((r) => r.out_trade_no === info.paymentId).length, 1)
    })

    test("refunds: an unbelievable reply is thrown as retryable and the repeat under the same out_refund_no finds the same refund; more than was paid is FAILED with WeChat's reason", async () => {
      const { tr, info } = await paidThrough('WECHAT_MINI', () => undefined)
      const providerTxn = double.transactions.get(info.paymentId)?.transaction_id as string
      const mini = await provider('WECHAT_MINI')
      const request = {
        refundId: `rf_${engine}_1`,
        paymentId: info.paymentId,
        providerTxn,
        totalFen: tr.price_fen * 2,
        refundFen: tr.price_fen * 2,
        reason: 'order closed'
      }
      // A reply we cannot believe: the refund may be done at WeChat, so it is thrown for the job to repeat, never FAILED.
      const otherPlatform = generateKeyPairSync('rsa', { modulusLength: 2048 }).publicKey.export({ type: 'spki', format: 'pem' }).toString()
      const [unsure] = direct(double.credentials({ platformPublicKeys: [{ serial: double.platform.serial, publicKeyPem: otherPlatform }] }))
      await assert.rejects(unsure.refund(request), (e: unknown) => e instanceof WechatPayCallError && e.retryable)
      const madeAtWechat = double.refunds.get(request.refundId)?.refund_id
      assert.ok(madeAtWechat, 'WeChat did refund')
      const started = await mini.refund(request)
      assert.equal(started.providerRefundId, madeAtWechat)
      assert.equal(started.state, 'PROCESSING')
      assert.equal(double.refunds.get(request.refundId)?.notify_url, `${PUBLIC}/pub/v1/payments/WECHAT_MINI/refund_notify/demo`)
      assert.deepEqual(await mini.refund(request), started)
      const tooMuch = await mini.refund({ ...request, refundId: `rf_${engine}_2`, refundFen: 1 })
      assert.equal(tooMuch.state, 'FAILED')
      assert.match(tooMuch.reason ?? '', /INVALID_REQUEST/)
    })

    test('our request signed with a wrong key is refused by WeChat (401 SIGN_ERROR), and the buyer gets an error envelope, never a 500', async () => {
      const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 })
      const wrongPem = privateKey.export({ type: 'pkcs8', format: 'pem' }).toString()
      const [wrong] = direct(double.credentials({ mchPrivateKeyPem: wrongPem }))
      await assert.rejects(
        wrong.start({ id: 'pay_wrongkey01', amountFen: 100, payerId: MINI_OPENID }),
        (e: unknown) => e instanceof WechatPayCallError && e.wechatCode === 'SIGN_ERROR' && e.httpStatus === 401
      )
      assert.equal(double.calls.at(-1)?.status, 401)
      assert.equal(double.transactions.has('pay_wrongkey01'), false)
      // A reply that is not signed by the platform key we hold is not believed either.
      const otherPlatform = generateKeyPairSync('rsa', { modulusLength: 2048 }).publicKey.export({ type: 'spki', format: 'pem' }).toString()
      const [fooled] = direct(double.credentials({ platformPublicKeys: [{ serial: double.platform.serial, publicKeyPem: otherPlatform }] }))
      await assert.rejects(
        fooled.start({ id: 'pay_fooled0001', amountFen: 100, payerId: MINI_OPENID }),
        (e: unknown) => e instanceof WechatPayCallError && e.wechatCode === 'BAD_REPLY_SIGNATURE'
      )
      // Through the gateway, with the wrong key in the merchant's settings: a failed prepay is the spec's error envelope.
      await t.app.payments.settings?.write('demo', 'WECHAT', double.credentials({ mchPrivateKeyPem: wrongPem }), NOON)
      try {
        const { o } = await ordered('WECHAT_MINI')
        const res = await t.call(
          'POST',
          '/trade/buyer/v3/payments/pay',
          { transactionIds: o.unPaidTransactionIds, paymentProduct: 'WECHAT_MINI', ...WHERE.WECHAT_MINI },
          auth(miniBuyer)
        )
        assert.equal(res.status, 200)
        assert.equal(res.body.errorCode, 'PAYMENT_PROVIDER_FAILED')
        assert.doesNotMatch(JSON.stringify(res.body), /PRIVATE KEY|SIGN_ERROR/)
      } finally {
        await t.app.payments.settings?.write('demo', 'WECHAT', double.credentials(), NOON)
      }
    })

    test('"PAYER_REQUIRED": JSAPI without the buyer\'s openid is refused before any call to WeChat; H5 pay without the buyer\'s address too', async () => {
      const count = double.calls.length
      const stranger = await phoneLogin(t, '13200000073')
      const tr = await freshTier(t)
      const o = await paying(t, stranger, `wechat-stranger-${engine}`).order(tr, 1)
      const res = await t.call(
        'POST',
        '/trade/buyer/v3/payments/pay',
        { transactionIds: o.unPaidTransactionIds, paymentProduct: 'WECHAT_JSAPI', ...WHERE.WECHAT_JSAPI },
        auth(stranger)
      )
      assert.equal(res.body.errorCode, 'PAYER_REQUIRED')
      assert.equal(res.body.statusCode, 40095)
      await assert.rejects(
        (await provider('WECHAT_JSAPI')).start({ id: 'pay_nopayer001', amountFen: 100 }),
        (e: unknown) => (e as { code?: string }).code === 'PAYER_REQUIRED'
      )
      await assert.rejects(
        (await provider('WECHAT_H5')).start({ id: 'pay_noip000001', amountFen: 100 }),
        (e: unknown) => (e as { code?: string }).code === 'PAYMENT_PROVIDER_FAILED'
      )
      assert.equal(double.calls.length, count)
    })

    test("a notification verified with one merchant's keys never settles another merchant's payment (a merchant cannot pay another's order into its own account)", async () => {
      // Another merchant with its own WeChat settings: here the same keys, as if it had made a WeChat trade
      // naming the demo merchant's payment id and paid it into its own account.
      await t.db.query(`INSERT INTO merchants (id, name, config) VALUES ('rogue', '{"zh-CN":"rogue"}', '{}') ON CONFLICT DO NOTHING`)
      await t.app.payments.settings?.write('rogue', 'WECHAT', double.credentials(), NOON)
      const { o } = await ordered('WECHAT_H5')
      const info = await pay(o.unPaidTransactionIds[0], 'WECHAT_H5')
      const n = double.payNotification(info.paymentId)
      await t.app.inject({ method: 'POST', url: payNotifyPath('WECHAT_H5', 'rogue'), headers: n.headers, payload: n.body })
      assert.equal(await paymentState(info.paymentId), 'CREATED')
      assert.equal(await orderCode(o.orderId), 1)
      assert.deepEqual(
        (await events(info.paymentId)).map((e) => e.outcome),
        ['REJECTED']
      )
      // The same notification on the demo merchant's own path pays.
      assert.equal((await deliver(n)).statusCode, 204)
      assert.equal(await orderCode(o.orderId), 9)
    })

    test('a notification to a merchant without WeChat settings, or for a product it does not have, is not taken (WeChat sends it again)', async () => {
      const { o } = await ordered('WECHAT_H5')
      const info = await pay(o.unPaidTransactionIds[0], 'WECHAT_H5')
      const n = double.payNotification(info.paymentId)
      const elsewhere = await t.app.inject({
        method: 'POST',
        url: payNotifyPath('WECHAT_H5', 'no-such-merchant'),
        headers: n.headers,
        payload: n.body
      })
      assert.equal(elsewhere.statusCode, 404)
      assert.equal(await paymentState(info.paymentId), 'CREATED')
    })
  })
}

describe("the WeChat double's login exchanges (for the mini-program and wxauth logins)", () => {
  let double: WechatPayDouble
  before(async () => {
    double = await WechatPayDouble.start()
  })
  after(async () => double.close())
  const get = async (path: string) => (await fetch(`${double.baseUrl}${path}`)).json() as Promise<Record<string, unknown>>
  const post = async (path: string, body: object) =>
    (
      await fetch(`${double.baseUrl}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body)
      })
    ).json() as Promise<Record<string, unknown>>

  test('jscode2session: a code once, with the mini-program id and secret', async () => {
    const code = double.miniCode('o-mini-1', 'u-1')
    const q = (c: string, secret = double.mini.secret) =>
      `/sns/jscode2session?appid=${double.mini.appId}&secret=${secret}&js_code=${c}&grant_type=authorization_code`
    assert.equal((await get(q(code, 'wrong'))).errcode, 40125)
    const ok = await get(q(code))
    assert.equal(ok.openid, 'o-mini-1')
    assert.equal(ok.unionid, 'u-1')
    assert.equal(typeof ok.session_key, 'string')
    assert.equal((await get(q(code))).errcode, 40029)
  })

  test('access token (token and stable_token) and the phone number code', async () => {
    const viaGet = await get(`/cgi-bin/token?grant_type=client_credential&appid=${double.mini.appId}&secret=${double.mini.secret}`)
    assert.equal(viaGet.expires_in, 7200)
    const stable = await post('/cgi-bin/stable_token', {
      grant_type: 'client_credential',
      appid: double.mini.appId,
      secret: double.mini.secret
    })
    const phone = double.phoneCode('13800138000')
    assert.equal((await post('/wxa/business/getuserphonenumber?access_token=nope', { code: phone })).errcode, 40001)
    const ok = await post(`/wxa/business/getuserphonenumber?access_token=${stable.access_token as string}`, { code: phone })
    assert.deepEqual(
      { errcode: ok.errcode, phone: (ok.phone_info as { purePhoneNumber: string }).purePhoneNumber },
      { errcode: 0, phone: '13800138000' }
    )
    assert.equal(
      (await post(`/wxa/business/getuserphonenumber?access_token=${viaGet.access_token as string}`, { code: phone })).errcode,
      40029
    )
  })

  test("OAuth (wxauth): the official account's code gives the openid JSAPI pay needs", async () => {
    const code = double.oauthCode('o-official-1')
    const q = (appid: string) =>
      `/sns/oauth2/access_token?appid=${appid}&secret=${double.official.secret}&code=${code}&grant_type=authorization_code`
    assert.equal((await get(q(double.mini.appId))).errcode, 40013)
    const ok = await get(q(double.official.appId))
    assert.equal(ok.openid, 'o-official-1')
    assert.equal(ok.scope, 'snsapi_base')
  })
})

test('the merchants\' notify paths have their own budget (issue #15 review: "not rate-limited"), apart from the buyers\' calls', () => {
  const at = (route: string, url: string) => budgetOf({ url, routeOptions: { url: route } } as FastifyRequest)
  assert.equal(at(PAY_NOTIFY_ROUTE, payNotifyPath('WECHAT_MINI', 'demo')), 'paymentNotices')
  assert.equal(at(REFUND_NOTIFY_ROUTE, refundNotifyPath('WECHAT_MINI', 'demo')), 'paymentNotices')
  assert.equal(at('/pub/v1/payments/sandbox/cashier', '/pub/v1/payments/sandbox/cashier'), 'calls')
})
