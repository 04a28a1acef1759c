/**
 * Alipay (issue #15) against the local provider double, on every engine: "A buyer's payment on each of
 * the four paths ... goes from the chooser to e-tickets against the provider doubles" (here the Alipay
 * mini-program and the mobile-browser wap.pay paths), and "a forged notification, a replay, a late one,
 * an amount mismatch, a notification for a closed order (refunded), a refund notification". The
 * adapters run unchanged; only the gateway URL in their credentials points at the double.
 */
import { describe, test, before, after } from 'node:test'
import assert from 'node:assert/strict'
import { createSign, generateKeyPairSync } from 'node:crypto'
import { ENGINES, NOON, seededApp, type TestApp } from '../helpers/helpers'
import { auth, phoneLogin, type Login } from '../helpers/account-helpers'
import { freshTier, paying } from '../helpers/payment-helpers'
import { AlipayDouble, rsaPair } from '../doubles/alipay-double'
import { alipayProviders, type AlipayProvider } from '../../src/payment/alipay/alipay.provider'
import { alipayLogin } from '../../src/payment/alipay/alipay-login'
import { AlipayApiError, AlipayClient } from '../../src/payment/alipay/alipay.client'
import { notificationContent, publicKey, rawMember, rsa2Verify, signContent } from '../../src/payment/alipay/alipay-signing'
import { fenOf, yuanText } from '../../src/payment/alipay/alipay-amount'
import { alipayTime, parseAlipayTime } from '../../src/payment/alipay/alipay-time'
import { payNotifyPath } from '../../src/payment/notify-path'

const PUBLIC_BASE = 'https://shop.example'
const BUYER_USER_ID = '2088000000000042'
/** The direct adapter's options, as the registry gives them for the demo merchant. */
const OPTIONS = { publicBaseUrl: PUBLIC_BASE, notifyUrl: (p: string) => `${PUBLIC_BASE}${payNotifyPath(p, 'demo')}` }

describe('Alipay signing rules', () => {
  test('"sorted by name, k=v joined with &, empty values and sign left out" (requests); notifications also leave out sign_type', () => {
    const params = {
      method: 'alipay.trade.query',
      app_id: '2021',
      sign: 'x',
      sign_type: 'RSA2',
      biz_content: '{"a":"b c"}',
      empty: '',
      charset: 'utf-8'
    }
    assert.equal(signContent(params), 'app_id=2021&biz_content={"a":"b c"}&charset=utf-8&method=alipay.trade.query&sign_type=RSA2')
    assert.equal(notificationContent(params), 'app_id=2021&biz_content={"a":"b c"}&charset=utf-8&method=alipay.trade.query')
  })

  // A real Alipay trade notification with Alipay's public key, published as a test of Alipay's own
  // Node SDK (alipay/alipay-sdk-nodejs-all, MIT, test/alipay.test.ts "verify sign should delete sign_type").
  test("the published notification example verifies with Alipay's key (bare base64, as the console shows it); the published failing one does not", () => {
    const key = publicKey(
      'MIIBIjANBgkqhkiG9w0BAQEFAAOCAQ8AMIIBCgKCAQEAqObrdC7hrgAVM98tK0nv3hSQRGGKT4lBsQjHiGjeYZjOPIPHR5knm2jnnz/YGIXIofVHkA/tAlBAd5DrY7YpvI4tP5EONLtZKC2ghBMx7McI2wRD0xiqzxOQr1FuhZGJ8/AUokBzJrzY+aGX2xcOrxFYRlFilvVLTXg4LWjR1tdPkO6+i7wQZAIVMClPkwVRZEbaERRHlKqTzv2gGv5rDU8gRoe1LeaN+6BlbTqHWkQcNCUNrA8C6l17XAXGKDsm/9TFWwO8EPHHHCaQdjtV5/FdcWIt+L8SR1ss7EXTjYDFtxcKVv9rEoY1lX8T4mX+GbXfZHraG5NCF1+XioL5JwIDAQAB'
    )
    const published: Record<string, string> = {
      gmt_create: '2019-08-15 15:56:22',
      charset: 'utf-8',
      seller_email: 'z97-yuquerevenue@service.aliyun.com',
      subject: '语雀空间 500人规模',
      sign: 'QfTb8tqE1BMhS5qAnXtvsF3/jBkEvu9q9en0pdbBUDDjvKycZhQb7h8GDs4FKfi049PynaNuatxSgLb/nLWZpXyyh0LEWdK2S6Ri7nPwrVgOs08zugLO20vOQz44y3ti2Ncm8/wZts1Fr2gZ7pShnVX3d1B50hbsXnObT1r/U8ONNQjWXd0HIul4TG+Q3fm3svmSvFEy0WnzuhcyHPX5Gm4ELNctL6Qd5YniGJFNcc7kopHYtI/XD9YCKCH6Ct02rzUs9i11C9CsadtZn+WhxF26Dqt9sGEFajkJ8cxUTLi8+VCpLHsgPE8P0y095uQcDdK0YjCh4x7wVSov+lrmOQ==',
      buyer_id: '2088102534368455',
      invoice_amount: '0.10',
      notify_id: '2019081500222155624068450559358070',
      fund_bill_list: '[{"amount":"0.10","fundChannel":"ALIPAYACCOUNT"}]',
      notify_type: 'trade_status_sync',
      trade_status: 'TRADE_SUCCESS',
      receipt_amount: '0.10',
      buyer_pay_amount: '0.10',
      sign_type: 'RSA2',
      app_id: '2019073166072302',
      seller_id: '2088531891668739',
      gmt_payment: '2019-08-15 15:56:24',
      notify_time: '2019-08-15 15:56:25',
      version: '1.0',
      out_trade_no: '20190815155618536-564-57',
      total_amount: '0.10',
      trade_no: '2019081522001468450512505578',
      auth_app_id: '2019073166072302',
      buyer_logon_id: 'xud***@126.com',
      point_amount: '0.00'
    }
    assert.equal(rsa2Verify(notificationContent(published), published.sign, key), true)
    assert.equal(rsa2Verify(notificationContent({ ...published, total_amount: '10.00' }), published.sign, key), false)
    // Kept with sign_type, the text is not what Alipay signed.
    assert.equal(rsa2Verify(signContent(published), published.sign, key), false)
  })

  test('amounts: fen to yuan text and back exactly, no float rounding', () => {
    assert.deepEqual([0, 1, 10, 99, 100, 1999, 123456789].map(yuanText), ['0.00', '0.01', '0.10', '0.99', '1.00', '19.99', '1234567.89'])
    assert.deepEqual(['0.01', '0.1', '19.99', '1234567.89', '7', '0.29', '1.15'].map(fenOf), [1, 10, 1999, 123456789, 700, 29, 115])
    for (const bad of ['1.005', '-1.00', '1e3', '', ' 1.00', '0x10', undefined]) assert.equal(fenOf(bad), undefined, String(bad))
  })

  test('times are Beijing time, yyyy-MM-dd HH:mm:ss', () => {
    assert.equal(alipayTime(new Date('2026-11-22T16:30:05Z')), '2026-11-23 00:30:05')
    assert.equal(parseAlipayTime('2026-11-23 00:30:05')?.toISOString(), '2026-11-22T16:30:05.000Z')
    assert.equal(parseAlipayTime('2026-02-30 00:00:00'), undefined)
  })

  test('a response is verified over the exact text of its member, escapes and spacing kept', () => {
    const { privateKey, publicKey: pub } = generateKeyPairSync('rsa', { modulusLength: 2048 })
    const member = '{"code":"10000","msg":"Success","subject":"a \\"}\\" b","n":{"x":1}}'
    assert.equal(rawMember(`{"alipay_trade_query_response" : ${member},"sign":"s"}`, 'alipay_trade_query_response'), member)
    const client = new AlipayClient({
      appId: '1',
      appPrivateKeyPem: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
      alipayPublicKeyPem: pub.export({ type: 'spki', format: 'pem' }).toString()
    })
    const sign = (text: string) => createSign('RSA-SHA256').update(text).sign(privateKey, 'base64')
    assert.equal(
      client.verifiedReply('alipay.trade.query', `{"alipay_trade_query_response":${member},"sign":"${sign(member)}"}`).subject,
      'a "}" b'
    )
    assert.throws(
      () =>
        client.verifiedReply(
          'alipay.trade.query',
          `{"alipay_trade_query_response":${member.replace('10000', '10000 ')},"sign":"${sign(member)}"}`
        ),
      (e: AlipayApiError) => e.apiCode === 'BAD_SIGNATURE'
    )
    assert.throws(
      () => client.verifiedReply('alipay.trade.query', `{"alipay_trade_query_response":${member}}`),
      (e: AlipayApiError) => e.code === 'PAYMENT_PROVIDER_FAILED'
    )
  })

  test("success is judged per method as Alipay's SDKs do: the documented oauth.token reply (no code) logs in; a sub_code or an error_response never succeeds", async () => {
    const { privateKey, publicKey: pub } = generateKeyPairSync('rsa', { modulusLength: 2048 })
    const credentials = {
      appId: '2021000000000001',
      appPrivateKeyPem: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
      alipayPublicKeyPem: pub.export({ type: 'spki', format: 'pem' }).toString()
    }
    const client = new AlipayClient(credentials)
    const signed = (key: string, member: string) =>
      `{"${key}":${member},"sign":"${createSign('RSA-SHA256').update(member).sign(privateKey, 'base64')}"}`
    // The vector: alipay.system.oauth.token's success reply as Alipay documents it, token fields only.
    const documented =
      '{"user_id":"2088102150477652","access_token":"20120823ac6ffaa4d2d84e7384bf983531473993","expires_in":"3600","refresh_token":"20120823ac6ffdsdf2d84e7384bf983531473993","re_expires_in":"3600","auth_start":"2010-11-11 11:11:11"}'
    const token = signed('alipay_system_oauth_token_response', documented)
    assert.equal(client.verifiedReply('alipay.system.oauth.token', token).user_id, '2088102150477652')
    const fetchOnce =
      (body: string): typeof fetch =>
      async () =>
        new Response(body)
    assert.deepEqual(await alipayLogin(credentials, { fetch: fetchOnce(token) })?.exchange('ALIPAY', 'auth_code_1'), {
      openId: '2088102150477652'
    })
    // A refused code comes under error_response with its code: no session, never a success.
    const refused = signed(
      'error_response',
      '{"code":"40002","msg":"Invalid Arguments","sub_code":"isv.code-invalid","sub_msg":"授权码code无效"}'
    )
    assert.equal(await alipayLogin(credentials, { fetch: fetchOnce(refused) })?.exchange('ALIPAY', 'auth_code_2'), undefined)
    // A sub_code is a failure whatever the code says; a method documented with a code needs 10000.
    assert.throws(
      () =>
        client.verifiedReply(
          'alipay.system.oauth.token',
          signed('alipay_system_oauth_token_response', '{"sub_code":"isv.x","user_id":"1"}')
        ),
      (e: AlipayApiError) => e.subCode === 'isv.x'
    )
    assert.throws(
      () => client.verifiedReply('alipay.trade.query', signed('alipay_trade_query_response', '{"trade_status":"TRADE_SUCCESS"}')),
      (e: AlipayApiError) => e.code === 'PAYMENT_PROVIDER_FAILED'
    )
    assert.throws(
      () =>
        client.verifiedReply(
          'alipay.trade.query',
          signed('alipay_trade_query_response', '{"code":"10000","sub_code":"ACQ.SYSTEM_ERROR","trade_status":"TRADE_SUCCESS"}')
        ),
      (e: AlipayApiError) => e.subCode === 'ACQ.SYSTEM_ERROR'
    )
    // Unsigned, the codeless reply is not trusted.
    assert.throws(
      () => client.verifiedReply('alipay.system.oauth.token', `{"alipay_system_oauth_token_response":${documented}}`),
      (e: AlipayApiError) => e.apiCode === 'BAD_SIGNATURE'
    )
  })
})

for (const engine of ENGINES) {
  describe(`Alipay payments on ${engine}`, () => {
    let t: TestApp
    let buyer: Login
    let calls: ReturnType<typeof paying>
    let double: AlipayDouble
    let miniBuyer: Login
    let miniCalls: ReturnType<typeof paying>
    let mini: AlipayProvider
    let wap: AlipayProvider
    before(async () => {
      double = await new AlipayDouble(() => NOON).start()
      t = await seededApp(engine, { publicBaseUrl: PUBLIC_BASE })
      // The merchant fills its Alipay settings (here pointing at the double), as the CLI does; the registry builds its providers.
      await t.app.payments.settings?.write('demo', 'ALIPAY', double.credentials(), NOON)
      mini = (await t.app.payments.providers.find('demo', 'ALIPAY_MINI')) as AlipayProvider
      wap = (await t.app.payments.providers.find('demo', 'ALIPAY_WAP')) as AlipayProvider
      assert.ok(mini && wap, 'the settings give both Alipay products')
      buyer = await phoneLogin(t, '13200000015')
      calls = paying(t, buyer, `alipay-test-${engine}`)
      // In the Alipay mini-program the buyer logs in with my.getAuthCode's code (alipay.system.oauth.token).
      const login = await t.call<Login>('POST', '/user/pub/v1/mini/login', { platform: 'ALIPAY', code: double.authCode(BUYER_USER_ID) })
      assert.equal(login.body.statusCode, 200, login.body.comments)
      miniBuyer = login.body.data
      miniCalls = paying(t, miniBuyer, `alipay-mini-${engine}`)
    })
    after(async () => {
      await t.close()
      await double.stop()
    })

    const post = (n: { path: string; body: string }) =>
      t.app.inject({
        method: 'POST',
        url: n.path,
        headers: { 'content-type': 'application/x-www-form-urlencoded; charset=utf-8' },
        payload: n.body
      })
    const paymentRow = async (id: string) =>
      (await t.db.query<{ state: string; provider_txn: string | null }>('SELECT state, provider_txn FROM payments WHERE id = $1', [id]))[0]
    const events = async (id: string) =>
      (
        await t.db.query<{ outcome: string; signature_verified: boolean }>(
          'SELECT outcome, signature_verified FROM payment_events WHERE payment_id = $1 ORDER BY id',
          [id]
        )
      ).map((e) => `${e.outcome}${e.signature_verified ? '' : ' (unverified)'}`)
    /** The order's buyer: the phone buyer (wap.pay) or the mini-program one. */
    const owner = async (orderId: string) => {
      const [{ user_id }] = await t.db.query<{ user_id: string }>('SELECT user_id FROM orders WHERE id = $1', [orderId])
      return auth(user_id === miniBuyer.userId ? miniBuyer : buyer)
    }
    const orderState = async (orderId: string) =>
      (await t.get<{ orderState: string }>(`/buyer/buyer/v5/orders/${orderId}`, await owner(orderId))).body.data.orderState
    const ticketCount = async (orderId: string) =>
      (await t.get<unknown[]>(`/buyer/buyer/v5/orders/${orderId}/tickets`, await owner(orderId))).body.data.length

    /** H5 pay: the pay call answers the signed wap.pay address, which the double's cashier accepts. */
    async function wapPayment(qty = 1) {
      const tr = await freshTier(t)
      const o = await calls.order(tr, qty)
      const offered = await t.call<Array<{ paymentProduct: string }>>(
        'POST',
        '/trade/buyer/v3/payments/cashiers',
        { transactionIds: o.unPaidTransactionIds, platform: 'H5', browserType: 'OTHER' },
        auth(buyer)
      )
      assert.ok(
        offered.body.data.some((c) => c.paymentProduct === 'ALIPAY_WAP'),
        'offered in a mobile browser'
      )
      const res = await t.call<{ paymentProduct: string; paymentInfo: { paymentId: string; payUrl: string } }>(
        'POST',
        '/trade/buyer/v3/payments/pay',
        { transactionIds: o.unPaidTransactionIds, paymentProduct: 'ALIPAY_WAP', platform: 'H5', browserType: 'OTHER' },
        auth(buyer)
      )
      assert.equal(res.body.statusCode, 200, res.body.comments)
      const { paymentId, payUrl } = res.body.data.paymentInfo
      const page = await fetch(payUrl)
      assert.equal(page.status, 200, await page.clone().text())
      return { tr, o, paymentId, payUrl, totalFen: tr.price_fen * qty }
    }

    /**
     * The mini-program path: the cashiers call from the Alipay mini-program (platform ALIPAY), then pay,
     * whose payer is the buyer's Alipay identity from the mini-program login (or the pay call's openId).
     */
    async function miniPayment(openId?: string) {
      const tr = await freshTier(t)
      const o = await miniCalls.order(tr, 1)
      const offered = await t.call<Array<{ paymentProduct: string }>>(
        'POST',
        '/trade/buyer/v3/payments/cashiers',
        { transactionIds: o.unPaidTransactionIds, platform: 'ALIPAY' },
        auth(miniBuyer)
      )
      assert.deepEqual(
        offered.body.data.map((c) => c.paymentProduct).filter((p) => p.startsWith('ALIPAY')),
        ['ALIPAY_MINI']
      )
      const res = await t.call<{ paymentProduct: string; paymentInfo: { paymentId: string; tradeNO: string } }>(
        'POST',
        '/trade/buyer/v3/payments/pay',
        { transactionIds: o.unPaidTransactionIds, paymentProduct: 'ALIPAY_MINI', platform: 'ALIPAY', ...(openId ? { openId } : {}) },
        auth(miniBuyer)
      )
      assert.equal(res.body.statusCode, 200, res.body.comments)
      const { paymentId, ...info } = res.body.data.paymentInfo
      return { tr, o, paymentId, info }
    }

    test('the wap.pay address is the gateway with the documented parameters, signed with our key; products are offered where they work', async () => {
      const { paymentId, payUrl, totalFen } = await wapPayment()
      const url = new URL(payUrl)
      assert.equal(`${url.origin}${url.pathname}`, double.url)
      const p = Object.fromEntries(url.searchParams)
      assert.equal(p.method, 'alipay.trade.wap.pay')
      assert.equal(p.notify_url, `${PUBLIC_BASE}/pub/v1/payments/ALIPAY_WAP/notify/demo`)
      const biz = JSON.parse(p.biz_content)
      assert.deepEqual(
        { no: biz.out_trade_no, amount: biz.total_amount, code: biz.product_code, quit: !!biz.quit_url },
        { no: paymentId, amount: yuanText(totalFen), code: 'QUICK_WAP_WAY', quit: true }
      )
      assert.equal(rsa2Verify(signContent(p), p.sign, double.app.publicKey), true)
      assert.equal(mini.offeredAt({ platform: 'ALIPAY', browserType: 'OTHER' }), true)
      assert.equal(mini.offeredAt({ platform: 'WEAPP', browserType: 'OTHER' }), false)
      assert.equal(wap.offeredAt({ platform: 'H5', browserType: 'ALIPAY' }), true)
      assert.equal(wap.offeredAt({ platform: 'H5', browserType: 'WEIXIN' }), false)
      assert.deepEqual(
        ['zh-CN', 'zh-MO', 'en-US'].map((l) => mini.displayName(l)),
        ['支付宝', '支付寶', 'Alipay']
      )
      assert.equal(mini.needsPayer, true)
      // A changed address is refused by the cashier: the signature covers every parameter.
      const tampered = new URL(payUrl)
      tampered.searchParams.set('biz_content', p.biz_content.replace(biz.total_amount, '0.01'))
      assert.equal((await fetch(tampered)).status, 400)
    })

    test('ALIPAY_WAP: pay → the cashier page → Alipay\'s signed notification → the order is paid with its e-tickets, answered "success"', async () => {
      const { o, paymentId } = await wapPayment(2)
      const trade = double.pay(paymentId)
      const res = await post(double.notify(paymentId))
      assert.equal(res.statusCode, 200)
      assert.equal(res.body, 'success')
      assert.deepEqual(await paymentRow(paymentId), { state: 'SUCCEEDED', provider_txn: trade.tradeNo })
      assert.equal(await orderState(o.orderId), 'SUCCEEDED')
      assert.equal(await ticketCount(o.orderId), 2)
      assert.deepEqual(await wap.query({ id: paymentId }), {
        paymentId,
        providerTxn: trade.tradeNo,
        amountFen: fenOf(trade.totalAmount),
        status: 'SUCCEEDED'
      })
    })

    test('ALIPAY_MINI: trade.create for the buyer gives tradeNO for my.tradePay; the notification pays the order', async () => {
      const { o, paymentId, info } = await miniPayment()
      const trade = double.trade(paymentId)
      assert.deepEqual(info, { tradeNO: trade.tradeNo })
      assert.equal(trade.buyerId, `open_${BUYER_USER_ID}`, "the open id of the buyer's mini-program login, as buyer_open_id")
      assert.equal(trade.notifyUrl, `${PUBLIC_BASE}/pub/v1/payments/ALIPAY_MINI/notify/demo`)
      assert.deepEqual(await mini.query({ id: paymentId }), undefined, 'WAIT_BUYER_PAY settles nothing')
      double.pay(paymentId)
      assert.deepEqual(await mini.query({ id: paymentId }), {
        paymentId,
        providerTxn: trade.tradeNo,
        amountFen: fenOf(trade.totalAmount),
        status: 'SUCCEEDED'
      })
      assert.equal((await post(double.notify(paymentId))).body, 'success')
      assert.equal(await orderState(o.orderId), 'SUCCEEDED')
      assert.equal(await ticketCount(o.orderId), 1)
      // A user id the app names (pay's openId) goes as buyer_id.
      const other = await miniPayment(BUYER_USER_ID)
      assert.equal(double.trade(other.paymentId).buyerId, BUYER_USER_ID)
      await assert.rejects(mini.start({ id: 'pay_x', amountFen: 100 }), { code: 'PAYER_REQUIRED' })
    })

    test('a forged notification (changed after signing, or signed with another key, or for another app) is refused with "fail" and changes nothing', async () => {
      const { o, paymentId } = await wapPayment()
      double.pay(paymentId)
      const [{ before }] = await t.db.query<{ before: string }>(
        'SELECT COALESCE(max(id), 0)::text AS before FROM payment_notice_rejections'
      )
      const stranger = rsaPair()
      for (const forged of [
        double.notify(paymentId, { tamper: { total_amount: '0.01' } }),
        double.notify(paymentId, { signWith: stranger.privateKey }),
        double.notify(paymentId, { appId: '2021000000009999' })
      ]) {
        const res = await post(forged)
        assert.equal(res.body, 'fail')
      }
      // Naming no amount, or ids no payment or Alipay trade has (a NUL PostgreSQL cannot store): nothing to record.
      assert.equal(await post({ path: payNotifyPath('ALIPAY_WAP', 'demo'), body: 'out_trade_no=x' }).then((r) => r.body), 'fail')
      const nul = await post(double.notify(paymentId, { tamper: { out_trade_no: `${paymentId}\u0000`, trade_no: 'a\u0000' } }))
      assert.deepEqual([nul.statusCode, nul.body], [400, 'fail'])
      assert.deepEqual(await paymentRow(paymentId), { state: 'CREATED', provider_txn: null })
      assert.equal(await orderState(o.orderId), 'UNPAID')
      // Issue #15 review: "store raw bodies only for notifications whose signature verified". The refused
      // ones are summaries (merchant, product, why, size), nothing against the payment, no body.
      assert.deepEqual(await events(paymentId), [])
      const summaries = await t.db.query<{ provider: string; merchant_id: string; reason: string; body_bytes: number }>(
        'SELECT provider, merchant_id, reason, body_bytes FROM payment_notice_rejections WHERE id > $1::bigint ORDER BY id',
        [before]
      )
      assert.deepEqual(
        summaries.map((r) => [r.provider, r.merchant_id, r.reason]),
        [
          ['ALIPAY_WAP', 'demo', 'signature does not hold'],
          ['ALIPAY_WAP', 'demo', 'signature does not hold'],
          ['ALIPAY_WAP', 'demo', 'another app id'],
          ['ALIPAY_WAP', 'demo', 'signature does not hold'],
          ['ALIPAY_WAP', 'demo', 'signature does not hold']
        ]
      )
      assert.ok(summaries.every((r) => r.body_bytes > 0))
    })

    test('a replay is IGNORED: tickets once; a late one (notify_time outside the 5-minute window) is refused', async () => {
      const { o, paymentId } = await wapPayment()
      double.pay(paymentId)
      const first = double.notify(paymentId)
      assert.equal((await post(first)).body, 'success')
      // The same delivery again, and Alipay's own retry with a fresh notify_time: both answered success, nothing more issued.
      assert.equal((await post(first)).body, 'success')
      assert.equal((await post(double.notify(paymentId, { at: new Date(NOON.getTime() + 60000) }))).body, 'success')
      assert.equal(await ticketCount(o.orderId), 1)
      assert.deepEqual(await events(paymentId), ['PAID', 'IGNORED', 'IGNORED'])

      const late = await wapPayment()
      double.pay(late.paymentId)
      for (const at of [new Date(NOON.getTime() - 6 * 60000), new Date(NOON.getTime() + 6 * 60000)])
        assert.equal((await post(double.notify(late.paymentId, { at }))).body, 'fail')
      assert.equal((await paymentRow(late.paymentId)).state, 'CREATED')
      assert.equal((await post(double.notify(late.paymentId, { at: new Date(NOON.getTime() - 4 * 60000) }))).body, 'success')
      assert.equal(await orderState(late.o.orderId), 'SUCCEEDED')
    })

    test("another amount than the payment's is kept for REVIEW, the order stays unpaid", async () => {
      const { o, paymentId, totalFen } = await wapPayment()
      double.pay(paymentId)
      assert.equal((await post(double.notify(paymentId, { amountFen: totalFen - 1 }))).body, 'success')
      assert.equal((await paymentRow(paymentId)).state, 'REVIEW')
      assert.equal(await orderState(o.orderId), 'UNPAID')
      assert.deepEqual(await events(paymentId), ['REVIEW'])
    })

    test('TRADE_CLOSED cancels an unpaid payment; WAIT_BUYER_PAY settles nothing; close at Alipay before paying', async () => {
      const { o, paymentId } = await wapPayment()
      assert.equal((await post(double.notify(paymentId, { status: 'WAIT_BUYER_PAY' }))).body, 'success')
      assert.deepEqual(await events(paymentId), [])
      await wap.close({ id: paymentId })
      assert.equal(double.trade(paymentId).status, 'TRADE_CLOSED')
      assert.equal((await post(double.notify(paymentId))).body, 'success')
      assert.equal((await paymentRow(paymentId)).state, 'CANCELLED')
      assert.equal(await orderState(o.orderId), 'UNPAID')
      // Closing a payment Alipay never saw (a wap.pay page not opened) is not an error.
      await wap.close({ id: 'pay_never_opened' })
      // A paid trade cannot be closed: Alipay's refusal is an AppError, not a 500.
      const paid = await miniPayment()
      double.pay(paid.paymentId)
      await assert.rejects(
        mini.close({ id: paid.paymentId }),
        (e: AlipayApiError) => e.code === 'PAYMENT_PROVIDER_FAILED' && e.subCode === 'ACQ.TRADE_STATUS_ERROR'
      )
    })

    test('"a notification for a closed order (refunded)": REFUND_PENDING, the job refunds it through the adapter under its refund id (fund_change Y); Alipay\'s refund notification is verified and changes nothing more', async () => {
      const { o, paymentId, totalFen } = await wapPayment()
      await t.call('POST', `/buyer/buyer/v5/orders/${o.orderId}/cancel`, {}, auth(buyer))
      double.pay(paymentId)
      assert.equal((await post(double.notify(paymentId))).body, 'success')
      assert.equal((await paymentRow(paymentId)).state, 'REFUND_PENDING')
      assert.equal(await ticketCount(o.orderId), 0)

      await t.app.payments.refunds.run(NOON)
      const refund = await t.app.payments.refunds.ofPayment(paymentId)
      assert.ok(refund)
      assert.equal(refund.state, 'SUCCEEDED')
      assert.equal((await paymentRow(paymentId)).state, 'REFUNDED')
      assert.equal(double.trade(paymentId).status, 'TRADE_CLOSED')
      assert.deepEqual([...double.trade(paymentId).refunded], [[refund.id, totalFen]], 'out_request_no is our refund id')
      const request = {
        refundId: refund.id,
        paymentId,
        providerTxn: double.trade(paymentId).tradeNo,
        totalFen,
        refundFen: totalFen,
        reason: 'again'
      }
      // The same refund id again moves no money (fund_change N).
      assert.deepEqual(await wap.refund(request), { state: 'PROCESSING', providerRefundId: refund.id })
      // More than was paid: Alipay refuses, and says why.
      assert.deepEqual(await wap.refund({ ...request, refundId: 'rfd_alipay_2', refundFen: 1 }), {
        state: 'FAILED',
        reason: 'ACQ.TRADE_STATUS_ERROR'
      })
      // After the refund Alipay notifies it (out_biz_no, gmt_refund) on the trade's notify_url: a forged one is refused, the real one taken.
      const extra = { refund_fee: yuanText(totalFen), gmt_refund: alipayTime(NOON), out_biz_no: refund.id }
      const forged = double.notify(paymentId, { status: 'TRADE_CLOSED', extra, tamper: { refund_fee: '0.01' } })
      assert.equal((await post(forged)).body, 'fail')
      assert.equal((await post(double.notify(paymentId, { status: 'TRADE_CLOSED', extra }))).body, 'success')
      assert.equal((await t.app.payments.refunds.ofPayment(paymentId))?.state, 'SUCCEEDED')
      assert.equal((await paymentRow(paymentId)).state, 'REFUNDED')
    })

    test('an Alipay refund notification settles a refund the job left PROCESSING', async () => {
      const { o, paymentId, totalFen } = await wapPayment()
      await t.call('POST', `/buyer/buyer/v5/orders/${o.orderId}/cancel`, {}, auth(buyer))
      double.pay(paymentId)
      assert.equal((await post(double.notify(paymentId))).body, 'success')
      // The job's reply was lost (the row says: ask again) though the money went back: Alipay answers fund_change N to the repeat, so it stays PROCESSING.
      await t.app.payments.refunds.run(NOON)
      const refund = await t.app.payments.refunds.ofPayment(paymentId)
      assert.ok(refund)
      await t.db.query("UPDATE refunds SET state = 'FAILED', next_attempt_at = $2, completed_at = NULL WHERE id = $1", [refund.id, NOON])
      await t.db.query("UPDATE payments SET state = 'REFUND_PENDING' WHERE id = $1", [paymentId])
      await t.app.payments.refunds.run(NOON)
      assert.equal((await t.app.payments.refunds.ofPayment(paymentId))?.state, 'PROCESSING')
      const extra = { refund_fee: yuanText(totalFen), gmt_refund: alipayTime(NOON), out_biz_no: refund.id }
      assert.equal((await post(double.notify(paymentId, { status: 'TRADE_CLOSED', extra }))).body, 'success')
      assert.equal((await t.app.payments.refunds.ofPayment(paymentId))?.state, 'SUCCEEDED')
      assert.equal((await paymentRow(paymentId)).state, 'REFUNDED')
    })

    /** A closed order's Alipay payment, kept REFUND_PENDING for the refund job. */
    async function refundPending() {
      const { o, paymentId, totalFen } = await wapPayment()
      await t.call('POST', `/buyer/buyer/v5/orders/${o.orderId}/cancel`, {}, auth(buyer))
      double.pay(paymentId)
      assert.equal((await post(double.notify(paymentId))).body, 'success')
      assert.equal((await paymentRow(paymentId)).state, 'REFUND_PENDING')
      return { paymentId, totalFen }
    }
    /** A refund Alipay answered PROCESSING (fund_change N): accepted, the money not moved yet. */
    const processingRefund = async () => {
      const { paymentId, totalFen } = await refundPending()
      double.holdRefunds = true
      try {
        await t.app.payments.refunds.run(NOON)
      } finally {
        double.holdRefunds = false
      }
      const refund = await t.app.payments.refunds.ofPayment(paymentId)
      assert.ok(refund)
      return { paymentId, totalFen, refund }
    }
    const asked = (refundId: string) => double.calls.filter((c) => c.biz?.out_request_no === refundId).map((c) => c.method)
    const at = (ms: number) => new Date(NOON.getTime() + ms)

    test('issue #15 review, "an Alipay refund answered PROCESSING is never queried again" no longer: after its backoff the job asks alipay.trade.fastpay.refund.query, and REFUND_SUCCESS settles it once', async () => {
      const { paymentId, totalFen, refund } = await processingRefund()
      assert.equal(refund.state, 'PROCESSING', 'fund_change N: accepted, the money not moved yet')
      // Not due before its backoff (1 minute after the first attempt): nothing asked.
      await t.app.payments.refunds.run(at(30_000))
      assert.deepEqual(asked(refund.id), ['alipay.trade.refund'])
      double.completeRefund(refund.id)
      await t.app.payments.refunds.run(at(61_000))
      assert.deepEqual(asked(refund.id), ['alipay.trade.refund', 'alipay.trade.fastpay.refund.query'])
      const query = double.calls.filter((c) => c.method === 'alipay.trade.fastpay.refund.query').at(-1)
      assert.deepEqual([query?.signed, query?.biz?.out_trade_no, query?.biz?.trade_no], [true, paymentId, double.trade(paymentId).tradeNo])
      assert.equal((await t.app.payments.refunds.ofPayment(paymentId))?.state, 'SUCCEEDED')
      assert.equal((await paymentRow(paymentId)).state, 'REFUNDED')
      // Settled once: later rounds ask nothing more, Alipay's late refund notification changes nothing, one refund at Alipay.
      await t.app.payments.refunds.run(at(3 * 3600_000))
      assert.deepEqual(asked(refund.id), ['alipay.trade.refund', 'alipay.trade.fastpay.refund.query'])
      const extra = { refund_fee: yuanText(totalFen), gmt_refund: alipayTime(NOON), out_biz_no: refund.id }
      assert.equal((await post(double.notify(paymentId, { status: 'TRADE_CLOSED', extra }))).body, 'success')
      assert.equal((await paymentRow(paymentId)).state, 'REFUNDED')
      assert.deepEqual([...double.trade(paymentId).refunded], [[refund.id, totalFen]])
    })

    test('a refund query saying no refund was made (no refund_status) shows REFUND_FAILED at once and retries under the same out_request_no, refunding once', async () => {
      const { paymentId, totalFen, refund } = await processingRefund()
      double.dropRefund(refund.id)
      await t.app.payments.refunds.run(at(61_000))
      const failed = await t.app.payments.refunds.ofPayment(paymentId)
      assert.equal(failed?.state, 'FAILED')
      assert.match(failed?.last_error ?? '', /no refund made/)
      assert.ok(failed?.next_attempt_at, 'a retry is scheduled')
      assert.equal((await paymentRow(paymentId)).state, 'REFUND_FAILED', 'visible to the merchant at once')
      await t.app.payments.refunds.run(new Date(new Date(failed.next_attempt_at).getTime() + 1000))
      assert.deepEqual(asked(refund.id), ['alipay.trade.refund', 'alipay.trade.fastpay.refund.query', 'alipay.trade.refund'])
      assert.equal((await t.app.payments.refunds.ofPayment(paymentId))?.state, 'SUCCEEDED')
      assert.equal((await paymentRow(paymentId)).state, 'REFUNDED')
      assert.deepEqual([...double.trade(paymentId).refunded], [[refund.id, totalFen]], 'refunded once, under our refund id')
    })

    test('a refund query with no trustworthy answer leaves the refund PROCESSING, queried again with backoff; past the attempts it shows REFUND_FAILED and is still queried until it settles', async () => {
      const { paymentId, totalFen, refund } = await processingRefund()
      const due = async () =>
        new Date(new Date((await t.app.payments.refunds.ofPayment(paymentId))?.next_attempt_at ?? NOON).getTime() + 1000)
      const gaps: number[] = []
      // Alipay no longer accepts our signature (the merchant's key changed there): every query is refused with 40002.
      double.appPublicKey = rsaPair().publicKey
      try {
        let last = NOON
        for (let i = 0; i < 5; i++) {
          const next = await due()
          gaps.push(Math.round((next.getTime() - last.getTime()) / 60_000))
          last = next
          await t.app.payments.refunds.run(next)
        }
      } finally {
        double.appPublicKey = double.app.publicKey
      }
      assert.deepEqual(gaps, [1, 2, 4, 8, 16], 'minutes between asks')
      const stuck = await t.app.payments.refunds.ofPayment(paymentId)
      assert.deepEqual([stuck?.state, stuck?.attempts], ['PROCESSING', 6])
      assert.match(stuck?.last_error ?? '', /invalid-signature/)
      assert.equal((await paymentRow(paymentId)).state, 'REFUND_FAILED', 'shown to the merchant after every attempt')
      double.completeRefund(refund.id)
      await t.app.payments.refunds.run(await due())
      assert.equal((await t.app.payments.refunds.ofPayment(paymentId))?.state, 'SUCCEEDED')
      assert.equal((await paymentRow(paymentId)).state, 'REFUNDED')
      assert.deepEqual([...double.trade(paymentId).refunded], [[refund.id, totalFen]])
    })

    test('a refund query Alipay cannot answer (ACQ.TRADE_NOT_EXIST) is no refund made; a reply that cannot be trusted throws, so the job queries again', async () => {
      const [distrustful] = alipayProviders({ ...double.credentials(), alipayPublicKeyPem: rsaPair().publicPem }, OPTIONS)
      const request = {
        refundId: 'rfd_query_x',
        paymentId: 'pay_query_none',
        providerTxn: '2026000000000000',
        totalFen: 100,
        refundFen: 100,
        reason: 'x'
      }
      assert.deepEqual(await wap.queryRefund(request), { state: 'FAILED', reason: 'refund query: ACQ.TRADE_NOT_EXIST', notMade: true })
      await assert.rejects(distrustful.queryRefund(request), (e: AlipayApiError) => e.apiCode === 'BAD_SIGNATURE')
    })

    test("alipay.system.oauth.token: an auth code for the buyer's open id; a used or unknown code is no session", async () => {
      const login = alipayLogin(double.credentials())
      assert.ok(login)
      const code = double.authCode('2088000000000077', 'open_77')
      assert.deepEqual(await login.exchange('ALIPAY', code), { openId: 'open_77' })
      assert.equal(await login.exchange('ALIPAY', code), undefined)
      assert.equal(await login.exchange('ALIPAY', 'auth_unknown'), undefined)
      assert.equal(await login.exchange('WEAPP', double.authCode()), undefined)
      assert.equal(alipayLogin({ appId: double.appId }), undefined)
      // No answer from Alipay: the login fails with the third-party message, not a 500.
      const unreachable = alipayLogin({ ...double.credentials(), gatewayUrl: 'http://127.0.0.1:9/gateway.do' })
      await assert.rejects(unreachable!.exchange('ALIPAY', double.authCode()), { code: 'THIRD_PARTY_FAILED' })
    })

    test('our request signed with a wrong key is refused by the double (isv.invalid-signature); the pay call answers an error envelope, never a 500', async () => {
      const wrong = rsaPair()
      const [badMini] = alipayProviders({ ...double.credentials(), appPrivateKeyPem: wrong.privatePem }, OPTIONS)
      await assert.rejects(
        badMini.start({ id: 'pay_wrong_key', amountFen: 100, payerId: '2088000000000042' }),
        (e: AlipayApiError) => e.subCode === 'isv.invalid-signature' && e.code === 'PAYMENT_PROVIDER_FAILED'
      )
      assert.equal(double.trades.has('pay_wrong_key'), false)
      // A reply not signed by Alipay's key (we hold another one) is not believed.
      const [distrustful] = alipayProviders({ ...double.credentials(), alipayPublicKeyPem: wrong.publicPem }, OPTIONS)
      await assert.rejects(distrustful.query({ id: 'pay_anything' }), (e: AlipayApiError) => e.apiCode === 'BAD_SIGNATURE')
      assert.deepEqual(alipayProviders({ ...double.credentials(), alipayPublicKeyPem: '' }, OPTIONS), [])

      // The merchant's app public key at Alipay no longer matches the private key in the settings.
      double.appPublicKey = wrong.publicKey
      try {
        const tr = await freshTier(t)
        const o = await calls.order(tr, 1)
        const res = await t.call(
          'POST',
          '/trade/buyer/v3/payments/pay',
          { transactionIds: o.unPaidTransactionIds, paymentProduct: 'ALIPAY_MINI', platform: 'ALIPAY', openId: '2088000000000042' },
          auth(buyer)
        )
        assert.equal(res.status, 200)
        assert.equal(res.body.errorCode, 'PAYMENT_PROVIDER_FAILED')
        assert.doesNotMatch(res.body.comments, /BEGIN|PRIVATE|sign/i)
        await assert.rejects(mini.start({ id: 'pay_key_mismatch', amountFen: 100, payerId: '2088000000000042' }), {
          code: 'PAYMENT_PROVIDER_FAILED',
          subCode: 'isv.invalid-signature'
        })
      } finally {
        double.appPublicKey = double.app.publicKey
      }
    })
  })
}
