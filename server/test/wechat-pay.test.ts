/**
 * WeChat Pay end to end (issue #15) against the provider double, on every engine: a buyer's mini-program,
 * JSAPI and H5 payments go from pay to a paid order with e-tickets after WeChat's notification; forged,
 * replayed and late notifications, an amount mismatch, money for a closed order, refunds and their
 * notifications, and our requests made with a wrong key.
 */
import { describe, test, before, after } from 'node:test'
import assert from 'node:assert/strict'
import { createSign, createVerify, generateKeyPairSync } from 'node:crypto'
import { ENGINES, NOON, seededApp, type TestApp } from './helpers'
import { auth, phoneLogin, type Login } from './account-helpers'
import { freshTier, paying, stock } from './payment-helpers'
import { WechatPayDouble, type DoubleNotification } from './doubles/wechat-pay-double'
import { wechatPayProviders, type WechatPayProvider, type WechatPayProduct } from '../src/payment/wechat/wechat-pay.provider'
import { registerWechatNotifyRoutes } from '../src/payment/wechat/wechat-notify.routes'
import type { RefundOutcome } from '../src/payment/wechat/wechat-notification'
import type { PaymentProvider } from '../src/payment/payment-provider'
import { clientPayMessage } from '../src/payment/wechat/wechat-pay-signing'
import { budgetOf } from '../src/http/rate-limits'
import type { FastifyRequest } from 'fastify'
import { WechatPayCallError } from '../src/payment/wechat/wechat-pay.client'

const PUBLIC = 'https://shop.example.com'
const BUYER_IP = '203.0.113.9'
const OPENID = 'o6_bmjrPTlm6_2sgVt7hMZOPfL2M'
const RETURN = '/pay-success?orderId=x'

/**
 * What the cashier wiring (pay-settings, issue #15) hands start() beside the id and amount: the buyer's
 * openid from their WeChat login, their address, the return page and the order's deadline. Supplied here
 * so these tests do not depend on that wiring.
 */
function inBuyerContext(p: WechatPayProvider): PaymentProvider {
  return {
    product: p.product,
    needsPayer: p.needsPayer,
    displayName: (locale) => p.displayName(locale),
    offeredAt: (place) => p.offeredAt(place),
    start: (s) => p.start({ ...s, payerId: OPENID, clientIp: BUYER_IP, returnUrl: RETURN, expiresAt: new Date(NOON.getTime() + 15 * 60_000) }),
    verifyCallback: () => p.verifyCallback(),
    query: (x) => p.query(x),
    close: (x) => p.close(x),
    refund: (r) => p.refund(r)
  }
}

for (const engine of ENGINES) {
  describe(`WeChat Pay on ${engine}`, () => {
    let t: TestApp
    let double: WechatPayDouble
    let providers: WechatPayProvider[]
    let buyer: Login
    let calls: ReturnType<typeof paying>
    const refunds: RefundOutcome[] = []
    const provider = (product: WechatPayProduct) => providers.find((p) => p.product === product) as WechatPayProvider

    before(async () => {
      double = await WechatPayDouble.start({ nowMs: () => NOON.getTime() })
      providers = wechatPayProviders(double.credentials(), { publicBaseUrl: PUBLIC, nowMs: () => NOON.getTime() })
      t = await seededApp(engine, {
        paymentProviders: providers.map(inBuyerContext),
        paymentNotifyRoutes: (app, payments, now) =>
          registerWechatNotifyRoutes(app, {
            payments,
            merchants: async () => [double.credentials()],
            onRefund: async (r) => void refunds.push(r),
            now
          })
      })
      buyer = await phoneLogin(t, '13200000071')
      calls = paying(t, buyer, `wechat-${engine}`)
    })
    after(async () => {
      await t.close()
      await double.close()
    })

    const pay = async (txn: string, product: WechatPayProduct, platform: string) => {
      const res = await t.call<{ paymentProduct: string; paymentInfo: Record<string, string> }>('POST', '/trade/buyer/v3/payments/pay', { transactionIds: [txn], paymentProduct: product, platform }, auth(buyer))
      assert.equal(res.body.statusCode, 200, res.body.comments)
      return res.body.data.paymentInfo
    }
    /** WeChat's POST of a notification, into the gateway. */
    const deliver = (n: DoubleNotification) => t.app.inject({ method: 'POST', url: new URL(n.url).pathname, headers: n.headers, payload: n.body })
    const paymentState = async (id: string) => (await t.db.query<{ state: string }>('SELECT state FROM payments WHERE id = $1', [id]))[0].state
    const events = (id: string) => t.db.query<{ outcome: string; signature_verified: boolean }>('SELECT outcome, signature_verified FROM payment_events WHERE payment_id = $1 ORDER BY id', [id])
    const orderCode = async (orderId: string) =>
      (await t.get<{ orderBrief: { orderState: { code: number } } }>(`/buyer/buyer/v5/orders/${orderId}`, auth(buyer))).body.data.orderBrief.orderState.code
    const ticketCount = async (orderId: string) => (await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM tickets WHERE order_id = $1', [orderId]))[0].n

    async function paidThrough(product: WechatPayProduct, platform: string, check: (info: Record<string, string>) => void) {
      const tr = await freshTier(t)
      const o = await calls.order(tr, 2)
      const info = await pay(o.unPaidTransactionIds[0], product, platform)
      check(info)
      const prepaid = double.transactions.get(info.paymentId)
      assert.ok(prepaid, 'the prepay reached WeChat under our payment id')
      assert.equal(prepaid.amount.total, tr.price_fen * 2)
      assert.equal(prepaid.notify_url, `${PUBLIC}/pub/v1/payments/${product}/callback`)
      assert.equal(await orderCode(o.orderId), 1, 'unpaid until WeChat says it is paid')
      const res = await deliver(double.payNotification(info.paymentId))
      assert.equal(res.statusCode, 204)
      assert.equal(await orderCode(o.orderId), 9)
      assert.equal(await ticketCount(o.orderId), 2)
      assert.deepEqual(await stock(t, tr.id), { available: tr.available - 2, held: tr.held, sold: tr.sold + 2 })
      assert.deepEqual(await events(info.paymentId), [{ outcome: 'PAID', signature_verified: true }])
      return { tr, o, info }
    }

    test('WECHAT_MINI: JSAPI prepay with the mini-program app id and openid; wx.requestPayment parameters signed with the merchant key; the notification pays the order and issues its tickets', async () => {
      await paidThrough('WECHAT_MINI', 'WEAPP', (info) => {
        assert.equal(info.appId, double.mini.appId)
        assert.match(info.package, /^prepay_id=wx[0-9a-f]+$/)
        assert.equal(info.signType, 'RSA')
        assert.equal(info.timeStamp, String(NOON.getTime() / 1000))
        assert.ok(createVerify('RSA-SHA256').update(clientPayMessage({ appId: info.appId, timeStamp: info.timeStamp, nonceStr: info.nonceStr, package: info.package })).verify(double.merchant.publicKeyPem, info.paySign, 'base64'))
        const tx = double.transactions.get(info.paymentId)
        assert.equal(tx?.payer?.openid, OPENID)
        assert.equal(tx?.trade_type, 'JSAPI')
      })
    })

    test('WECHAT_JSAPI: prepay with the official account app id inside WeChat\'s browser; the notification pays the order', async () => {
      await paidThrough('WECHAT_JSAPI', 'H5', (info) => {
        assert.equal(info.appId, double.official.appId)
        assert.match(info.package, /^prepay_id=/)
        assert.equal(double.transactions.get(info.paymentId)?.appid, double.official.appId)
      })
    })

    test('WECHAT_H5: H5 prepay with the buyer\'s address; h5Url returns to the order through redirect_url; the notification pays the order', async () => {
      await paidThrough('WECHAT_H5', 'H5', (info) => {
        const url = new URL(info.h5Url)
        assert.equal(url.origin, 'https://wx.tenpay.com')
        assert.equal(url.searchParams.get('redirect_url'), `${PUBLIC}${RETURN}`)
        assert.equal(double.transactions.get(info.paymentId)?.trade_type, 'MWEB')
      })
    })

    test('over real HTTP: WeChat\'s POST to the listening gateway is verified on its raw bytes and pays the order', async () => {
      const tr = await freshTier(t)
      const o = await calls.order(tr, 1)
      const info = await pay(o.unPaidTransactionIds[0], 'WECHAT_H5', 'H5')
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
      const tr = await freshTier(t)
      const o = await calls.order(tr, 1)
      const info = await pay(o.unPaidTransactionIds[0], 'WECHAT_MINI', 'WEAPP')
      const mini = provider('WECHAT_MINI')
      assert.equal(await mini.query({ id: info.paymentId }), undefined)
      assert.equal(await mini.query({ id: 'pay_neverprepaid' }), undefined)
      await mini.close({ id: info.paymentId })
      assert.equal((await mini.query({ id: info.paymentId }))?.status, 'CANCELLED')
      const paid = await paidThrough('WECHAT_MINI', 'WEAPP', () => undefined)
      assert.deepEqual(await mini.query({ id: paid.info.paymentId }), {
        paymentId: paid.info.paymentId,
        providerTxn: double.transactions.get(paid.info.paymentId)?.transaction_id,
        amountFen: paid.tr.price_fen * 2,
        status: 'SUCCEEDED'
      })
      await assert.rejects(mini.close({ id: paid.info.paymentId }), (e: unknown) => e instanceof WechatPayCallError && e.wechatCode === 'ORDER_PAID')
    })

    test('"notifications verified with the platform certificate": a forged one is refused with {code: FAIL} and changes nothing', async () => {
      const tr = await freshTier(t)
      const o = await calls.order(tr, 1)
      const info = await pay(o.unPaidTransactionIds[0], 'WECHAT_MINI', 'WEAPP')
      const good = double.payNotification(info.paymentId)
      // The body changed after WeChat signed it.
      const tampered = await deliver({ ...good, body: good.body.replace('"TRANSACTION.SUCCESS"', '"TRANSACTION.SUCCESS" ') })
      assert.equal(tampered.statusCode, 401)
      assert.deepEqual(tampered.json(), { code: 'FAIL', message: 'signature or time does not hold' })
      // Signed by a key that is not WeChat's, under WeChat's serial.
      const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 })
      const h = good.headers
      const forgedSignature = createSign('RSA-SHA256').update(`${h['wechatpay-timestamp']}\n${h['wechatpay-nonce']}\n${good.body}\n`).sign(privateKey, 'base64')
      assert.equal((await deliver({ ...good, headers: { ...h, 'wechatpay-signature': forgedSignature } })).statusCode, 401)
      // No signature headers at all; an unknown serial.
      assert.equal((await deliver({ ...good, headers: { 'content-type': 'application/json' } })).statusCode, 401)
      assert.equal((await deliver({ ...good, headers: { ...h, 'wechatpay-serial': 'PUB_KEY_ID_OTHER' } })).statusCode, 401)
      assert.equal(await paymentState(info.paymentId), 'CREATED')
      assert.equal(await orderCode(o.orderId), 1)
      const recorded = await events(info.paymentId)
      assert.ok(recorded.length >= 2 && recorded.every((e) => e.outcome === 'REJECTED' && !e.signature_verified))
      // The genuine one still pays.
      assert.equal((await deliver(good)).statusCode, 204)
      assert.equal(await orderCode(o.orderId), 9)
    })

    test('"a replay": the same notification again is answered as handled, recorded IGNORED, and issues no more tickets', async () => {
      const { o, info } = await paidThrough('WECHAT_MINI', 'WEAPP', () => undefined)
      const again = double.payNotification(info.paymentId)
      const replies = await Promise.all([deliver(again), deliver(again)])
      assert.deepEqual(replies.map((r) => r.statusCode), [204, 204])
      assert.deepEqual((await events(info.paymentId)).map((e) => e.outcome), ['PAID', 'IGNORED', 'IGNORED'])
      assert.equal(await ticketCount(o.orderId), 2)
    })

    test('"a late one": a notification signed more than five minutes ago is refused and changes nothing', async () => {
      const tr = await freshTier(t)
      const o = await calls.order(tr, 1)
      const info = await pay(o.unPaidTransactionIds[0], 'WECHAT_MINI', 'WEAPP')
      const late = await deliver(double.payNotification(info.paymentId, { atMs: NOON.getTime() - 6 * 60_000 }))
      assert.equal(late.statusCode, 401)
      assert.equal(await paymentState(info.paymentId), 'CREATED')
      assert.equal(await orderCode(o.orderId), 1)
      assert.equal((await deliver(double.payNotification(info.paymentId, { atMs: NOON.getTime() - 4 * 60_000 }))).statusCode, 204)
      assert.equal(await orderCode(o.orderId), 9)
    })

    test('"an amount mismatch": money that differs from the payment goes to REVIEW and the order stays unpaid', async () => {
      const tr = await freshTier(t)
      const o = await calls.order(tr, 1)
      const info = await pay(o.unPaidTransactionIds[0], 'WECHAT_JSAPI', 'H5')
      const res = await deliver(double.payNotification(info.paymentId, { amount: tr.price_fen - 1 }))
      assert.equal(res.statusCode, 204)
      assert.equal(await paymentState(info.paymentId), 'REVIEW')
      assert.deepEqual((await events(info.paymentId)).map((e) => e.outcome), ['REVIEW'])
      assert.equal(await orderCode(o.orderId), 1)
      assert.equal(await ticketCount(o.orderId), 0)
    })

    test('"a notification for a closed order": the money is kept as REFUND_PENDING and the freed stock stays free', async () => {
      const tr = await freshTier(t)
      const o = await calls.order(tr, 1)
      const info = await pay(o.unPaidTransactionIds[0], 'WECHAT_H5', 'H5')
      await t.call('POST', `/buyer/buyer/v5/orders/${o.orderId}/cancel`, {}, auth(buyer))
      const res = await deliver(double.payNotification(info.paymentId))
      assert.equal(res.statusCode, 204)
      assert.equal(await paymentState(info.paymentId), 'REFUND_PENDING')
      assert.deepEqual(await stock(t, tr.id), { available: tr.available, held: tr.held, sold: tr.sold })
      assert.equal(await ticketCount(o.orderId), 0)
    })

    test('a refund through WeChat, then its notification reaches onRefund; a forged refund notification does not', async () => {
      const { tr, info } = await paidThrough('WECHAT_MINI', 'WEAPP', () => undefined)
      const providerTxn = double.transactions.get(info.paymentId)?.transaction_id as string
      const mini = provider('WECHAT_MINI')
      const request = { refundId: `rf_${engine}_1`, paymentId: info.paymentId, providerTxn, totalFen: tr.price_fen * 2, refundFen: tr.price_fen * 2, reason: 'order closed' }
      // A reply we cannot believe: the refund may be done at WeChat, so it is thrown for the job to repeat, never FAILED.
      const otherPlatform = generateKeyPairSync('rsa', { modulusLength: 2048 }).publicKey.export({ type: 'spki', format: 'pem' }).toString()
      const [unsure] = wechatPayProviders(double.credentials({ platformPublicKeys: [{ serial: double.platform.serial, publicKeyPem: otherPlatform }] }), { publicBaseUrl: PUBLIC, nowMs: () => NOON.getTime() })
      await assert.rejects(unsure.refund(request), (e: unknown) => e instanceof WechatPayCallError && e.retryable)
      const madeAtWechat = double.refunds.get(request.refundId)?.refund_id
      assert.ok(madeAtWechat, 'WeChat did refund')
      // The repeat under the same out_refund_no finds that refund rather than making a second one.
      const started = await mini.refund(request)
      assert.equal(started.providerRefundId, madeAtWechat)
      assert.equal(started.state, 'PROCESSING')
      assert.match(started.providerRefundId ?? '', /^5030/)
      assert.equal(double.refunds.get(request.refundId)?.notify_url, `${PUBLIC}/pub/v1/payments/WECHAT_REFUND/callback`)
      // The same out_refund_no again is the same refund, never a second one.
      assert.deepEqual(await mini.refund(request), started)
      // More than was paid: WeChat refuses, and the refusal is kept with its reason.
      const tooMuch = await mini.refund({ ...request, refundId: `rf_${engine}_2`, refundFen: 1 })
      assert.equal(tooMuch.state, 'FAILED')
      assert.match(tooMuch.reason ?? '', /INVALID_REQUEST/)

      const n = double.refundNotification(request.refundId, 'SUCCESS')
      const before = refunds.length
      const forged = await deliver({ ...n, body: n.body.replace('"REFUND.SUCCESS"', '"REFUND.SUCCESS" ') })
      assert.equal(forged.statusCode, 401)
      assert.equal(refunds.length, before)
      assert.equal((await deliver(n)).statusCode, 204)
      assert.deepEqual(refunds.slice(before), [{ refundId: request.refundId, providerRefundId: started.providerRefundId, state: 'SUCCEEDED' }])
      const abnormal = double.refundNotification(request.refundId, 'ABNORMAL')
      assert.equal((await deliver(abnormal)).statusCode, 204)
      assert.equal(refunds.at(-1)?.state, 'FAILED')
    })

    test('our request signed with a wrong key is refused by WeChat (401 SIGN_ERROR), and the buyer gets an error envelope, never a 500', async () => {
      const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 })
      const wrongPem = privateKey.export({ type: 'pkcs8', format: 'pem' }).toString()
      const [wrong] = wechatPayProviders(double.credentials({ mchPrivateKeyPem: wrongPem }), { publicBaseUrl: PUBLIC, nowMs: () => NOON.getTime() })
      await assert.rejects(wrong.start({ id: 'pay_wrongkey01', amountFen: 100, payerId: OPENID }), (e: unknown) => e instanceof WechatPayCallError && e.wechatCode === 'SIGN_ERROR' && e.httpStatus === 401)
      assert.equal(double.calls.at(-1)?.status, 401)
      assert.equal(double.transactions.has('pay_wrongkey01'), false)
      // A reply that is not signed by the platform key we hold is not believed either.
      const otherPlatform = generateKeyPairSync('rsa', { modulusLength: 2048 }).publicKey.export({ type: 'spki', format: 'pem' }).toString()
      const [fooled] = wechatPayProviders(double.credentials({ platformPublicKeys: [{ serial: double.platform.serial, publicKeyPem: otherPlatform }] }), { publicBaseUrl: PUBLIC, nowMs: () => NOON.getTime() })
      await assert.rejects(fooled.start({ id: 'pay_fooled0001', amountFen: 100, payerId: OPENID }), (e: unknown) => e instanceof WechatPayCallError && e.wechatCode === 'BAD_REPLY_SIGNATURE')
      // Through the gateway: a failed prepay is the spec's error envelope.
      const broken = await seededApp(engine, { paymentProviders: [wrong].map(inBuyerContext) })
      try {
        const someone = await phoneLogin(broken, '13200000072')
        const tr = await freshTier(broken)
        const o = await paying(broken, someone, `wechat-broken-${engine}`).order(tr, 1)
        const res = await broken.call('POST', '/trade/buyer/v3/payments/pay', { transactionIds: o.unPaidTransactionIds, paymentProduct: 'WECHAT_MINI', platform: 'WEAPP' }, auth(someone))
        assert.equal(res.status, 200)
        assert.equal(res.body.errorCode, 'PAYMENT_PROVIDER_FAILED')
        assert.doesNotMatch(JSON.stringify(res.body), /PRIVATE KEY|SIGN_ERROR/)
      } finally {
        await broken.close()
      }
    })

    test('a missing payer (no WeChat login) is refused before any call to WeChat', async () => {
      const count = double.calls.length
      await assert.rejects(provider('WECHAT_JSAPI').start({ id: 'pay_nopayer001', amountFen: 100 }), (e: unknown) => (e as { code?: string }).code === 'PAYMENT_PAYER_REQUIRED')
      await assert.rejects(provider('WECHAT_H5').start({ id: 'pay_noip000001', amountFen: 100 }), (e: unknown) => (e as { code?: string }).code === 'PAYMENT_PROVIDER_FAILED')
      assert.equal(double.calls.length, count)
    })
  })
}

describe('the WeChat double\'s login exchanges (for the mini-program and wxauth logins)', () => {
  let double: WechatPayDouble
  before(async () => {
    double = await WechatPayDouble.start()
  })
  after(async () => double.close())
  const get = async (path: string) => (await fetch(`${double.baseUrl}${path}`)).json() as Promise<Record<string, unknown>>
  const post = async (path: string, body: object) => (await fetch(`${double.baseUrl}${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) })).json() as Promise<Record<string, unknown>>

  test('jscode2session: a code once, with the mini-program id and secret', async () => {
    const code = double.miniCode('o-mini-1', 'u-1')
    const q = (c: string, secret = double.mini.secret) => `/sns/jscode2session?appid=${double.mini.appId}&secret=${secret}&js_code=${c}&grant_type=authorization_code`
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
    const stable = await post('/cgi-bin/stable_token', { grant_type: 'client_credential', appid: double.mini.appId, secret: double.mini.secret })
    const phone = double.phoneCode('13800138000')
    assert.equal((await post('/wxa/business/getuserphonenumber?access_token=nope', { code: phone })).errcode, 40001)
    const ok = await post(`/wxa/business/getuserphonenumber?access_token=${stable.access_token as string}`, { code: phone })
    assert.deepEqual({ errcode: ok.errcode, phone: (ok.phone_info as { purePhoneNumber: string }).purePhoneNumber }, { errcode: 0, phone: '13800138000' })
    assert.equal((await post(`/wxa/business/getuserphonenumber?access_token=${viaGet.access_token as string}`, { code: phone })).errcode, 40029)
  })

  test('OAuth (wxauth): the official account\'s code gives the openid JSAPI pay needs', async () => {
    const code = double.oauthCode('o-official-1')
    const q = (appid: string) => `/sns/oauth2/access_token?appid=${appid}&secret=${double.official.secret}&code=${code}&grant_type=authorization_code`
    assert.equal((await get(q(double.mini.appId))).errcode, 40013)
    const ok = await get(q(double.official.appId))
    assert.equal(ok.openid, 'o-official-1')
    assert.equal(ok.scope, 'snsapi_base')
  })
})

test('"payment callbacks are never metered": WeChat\'s few servers speak for every buyer, on their static notification paths too', () => {
  const at = (url: string) => budgetOf({ url, routeOptions: { url } } as FastifyRequest)
  assert.deepEqual(['/pub/v1/payments/WECHAT_MINI/callback', '/pub/v1/payments/WECHAT_REFUND/callback'].map(at), [undefined, undefined])
  assert.equal(at('/pub/v1/payments/sandbox/cashier'), 'calls')
})
