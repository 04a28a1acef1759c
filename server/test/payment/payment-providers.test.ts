/**
 * Payment providers per merchant and refunds (issue #15): a merchant's platform providers are built from
 * its settings ("what happens when they are missing (the method is not offered; in production the
 * sandbox is never offered)"), the cashiers call lists what is offered where the buyer pays
 * (calls-errors-limits.md section 7: "transactionIds, platform, src, browserType (WEIXIN, ALIPAY,
 * OTHER)"), pay refuses a product not offered there and hands the provider the payer, and "money that
 * arrives for a closed order is recorded and refunded through the same adapter (... a job refunds it and
 * records the outcome; failures stay visible)". A fake platform provider stands in for an adapter.
 */
import { describe, test, before, after } from 'node:test'
import assert from 'node:assert/strict'
import { randomBytes } from 'node:crypto'
import { ENGINES, NOON, seededApp, type TestApp } from '../helpers/helpers'
import { auth, phoneLogin, type Login } from '../helpers/account-helpers'
import { freshTier, paying } from '../helpers/payment-helpers'
import type {
  CallbackResult,
  PaymentProvider,
  PaymentStart,
  PayPlace,
  ProviderNotification,
  RefundRequest,
  RefundResult
} from '../../src/payment/payment-provider'
import type { ProviderFactoryOptions } from '../../src/payment/payment-providers'
import type { WechatCredentials } from '../../src/platform-settings/wechat-credentials'
import { IdentityRepository } from '../../src/identity/identity.repository'
import { MAX_ATTEMPTS, backoffMs } from '../../src/payment/refund.service'
import { DEMO_PARTNER_CHANNEL } from '../../src/seed/seed'
import { signPartnerCode } from '../../src/identity/partner-auth-code'
import { WechatPayDouble } from '../doubles/wechat-pay-double'
import { AlipayDouble } from '../doubles/alipay-double'

/** A platform adapter as the registry sees it: offered where told, a start that records what it got, refunds answered from a script. */
class FakePlatformProvider implements PaymentProvider {
  readonly starts: PaymentStart[] = []
  readonly refundsAsked: RefundRequest[] = []
  refundAnswers: RefundResult[] = []

  constructor(
    readonly product: string,
    private readonly where: (place: PayPlace) => boolean,
    readonly needsPayer = false,
    readonly sandbox = false
  ) {}

  displayName(): string {
    return this.product
  }
  offeredAt(place: PayPlace): boolean {
    return this.where(place)
  }
  async start(payment: PaymentStart): Promise<Record<string, unknown>> {
    this.starts.push(payment)
    return { prepayId: `prepay_${payment.id}` }
  }
  /** Stands in for the platform's own verification: this fake's "signature" is a fixed word. */
  async verifyCallback(body: ProviderNotification, signature: string | undefined): Promise<CallbackResult | undefined> {
    return signature === 'fake-ok'
      ? { paymentId: body.paymentId, providerTxn: body.providerTxn, amountFen: body.amountFen, status: body.status }
      : undefined
  }
  async refund(request: RefundRequest): Promise<RefundResult> {
    this.refundsAsked.push(request)
    return this.refundAnswers.shift() ?? { state: 'FAILED', reason: 'no answer scripted' }
  }
}

const WECHAT: WechatCredentials = { miniAppId: 'wxfake0001', miniAppSecret: 'fake-secret' }

for (const engine of ENGINES) {
  describe(`payment providers per merchant and refunds on ${engine}`, () => {
    let t: TestApp
    let buyer: Login
    let calls: ReturnType<typeof paying>
    let factoryCalls: Array<{ credentials: WechatCredentials; options: ProviderFactoryOptions }>
    const mini = new FakePlatformProvider('FAKE_MINI', (p) => p.platform === 'WEAPP')
    const jsapi = new FakePlatformProvider('FAKE_JSAPI', (p) => p.platform === 'H5' && p.browserType === 'WEIXIN', true)
    const now = NOON

    before(async () => {
      t = await seededApp(engine, { publicBaseUrl: 'https://shop.example.com' })
      buyer = await phoneLogin(t, '13200000151')
      calls = paying(t, buyer, `providers-${engine}`)
      factoryCalls = []
      t.app.payments.providers.registerFactory('WECHAT', (credentials, options) => {
        factoryCalls.push({ credentials, options })
        return [mini, jsapi]
      })
    })
    after(async () => t.close())

    const cashiers = async (txn: string, where: object) =>
      (
        await t.call<Array<{ paymentProduct: string; isCheck: boolean }>>(
          'POST',
          '/trade/buyer/v3/payments/cashiers',
          { transactionIds: [txn], ...where },
          auth(buyer)
        )
      ).body.data.map((c) => c.paymentProduct)
    const pay = (txn: string, body: object) =>
      t.call<{ paymentProduct: string; paymentInfo: Record<string, unknown> }>(
        'POST',
        '/trade/buyer/v3/payments/pay',
        { transactionIds: [txn], ...body },
        auth(buyer)
      )

    test('"when they are missing (the method is not offered)": the cashiers list follows the merchant\'s settings and where the buyer pays', async () => {
      const o = await calls.order(await freshTier(t), 1)
      const txn = o.unPaidTransactionIds[0]
      assert.deepEqual(
        await cashiers(txn, { platform: 'WEIXIN_MINI', browserType: 'WEIXIN' }),
        ['SANDBOX', 'DOOOLY'],
        'no WeChat settings: no WeChat method'
      )
      assert.equal(factoryCalls.length, 0)
      await t.app.payments.settings?.write('demo', 'WECHAT', WECHAT, NOON)
      assert.deepEqual(await cashiers(txn, { platform: 'WEIXIN_MINI', src: 'WEIXIN_MINI', browserType: 'WEIXIN' }), [
        'FAKE_MINI',
        'SANDBOX',
        'DOOOLY'
      ])
      assert.deepEqual(await cashiers(txn, { platform: 'H5', browserType: 'WEIXIN' }), ['FAKE_JSAPI', 'SANDBOX', 'DOOOLY'])
      assert.deepEqual(await cashiers(txn, { platform: 'H5', browserType: 'OTHER' }), ['SANDBOX', 'DOOOLY'])
      assert.deepEqual(await cashiers(txn, { platform: 'ALIPAY_MINI' }), ['SANDBOX', 'DOOOLY'])
      // Built once from the merchant's credentials, with notify URLs that name the merchant.
      assert.equal(factoryCalls.length, 1)
      assert.deepEqual(factoryCalls[0].credentials, WECHAT)
      assert.equal(factoryCalls[0].options.notifyUrl('FAKE_MINI'), 'https://shop.example.com/pub/v1/payments/FAKE_MINI/notify/demo')
      assert.equal(
        factoryCalls[0].options.refundNotifyUrl('FAKE_MINI'),
        'https://shop.example.com/pub/v1/payments/FAKE_MINI/refund_notify/demo'
      )
      // A settings change rebuilds them; removing the settings takes the method away.
      await t.app.payments.settings?.write('demo', 'WECHAT', { ...WECHAT, officialAppId: 'wxofficial01' }, NOON)
      await cashiers(txn, { platform: 'WEIXIN_MINI' })
      assert.equal(factoryCalls.length, 2)
      assert.equal(factoryCalls[1].credentials.officialAppId, 'wxofficial01')
      await t.app.payments.settings?.remove('demo', 'WECHAT')
      assert.deepEqual(await cashiers(txn, { platform: 'WEIXIN_MINI' }), ['SANDBOX', 'DOOOLY'])
      await t.app.payments.settings?.write('demo', 'WECHAT', WECHAT, NOON)
    })

    test('pay refuses a product not offered where the buyer is, and one that needs a payer the buyer does not have', async () => {
      const tr = await freshTier(t)
      const o = await calls.order(tr, 2)
      const txn = o.unPaidTransactionIds[0]
      const elsewhere = await pay(txn, { paymentProduct: 'FAKE_JSAPI', platform: 'WEIXIN_MINI' })
      assert.equal(elsewhere.body.errorCode, 'PAYMENT_PRODUCT_UNKNOWN')
      const noPayer = await pay(txn, { paymentProduct: 'FAKE_JSAPI', platform: 'H5', browserType: 'WEIXIN' })
      assert.equal(noPayer.body.errorCode, 'PAYER_REQUIRED')
      assert.match(noPayer.body.comments, /授权/)
      assert.equal(jsapi.starts.length, 0)
      const [{ count }] = await t.db.query<{ count: number }>(
        'SELECT count(*)::int AS count FROM payments p JOIN orders o ON o.id = p.order_id WHERE o.id = $1',
        [o.orderId]
      )
      assert.equal(count, 0, 'no payment attempt was made')
    })

    test("pay hands the provider the payer (stored identity, or the body's openId), the client address, the show's name, the reserve end and the return URL", async () => {
      const tr = await freshTier(t)
      const o = await calls.order(tr, 1)
      const txn = o.unPaidTransactionIds[0]
      const identities = new IdentityRepository(t.db)
      const [{ id: userId }] = await t.db.query<{ id: string }>("SELECT id FROM users WHERE cellphone = '13200000151'")
      await identities.link({ merchantId: 'demo', provider: 'WX_OFFICIAL', subject: 'o_official_openid_1', userId, now: NOON })
      const res = await pay(txn, {
        paymentProduct: 'FAKE_JSAPI',
        platform: 'H5',
        browserType: 'WEIXIN',
        returnUrl: `/pay-success?orderId=${o.orderId}`
      })
      assert.equal(res.body.statusCode, 200, res.body.comments)
      assert.equal(res.body.data.paymentProduct, 'FAKE_JSAPI')
      assert.match(String(res.body.data.paymentInfo.prepayId), /^prepay_pay_/)
      const started = jsapi.starts.at(-1) as PaymentStart
      const [row] = await t.db.query<{ reserve_deadline: Date; name: Record<string, string> }>(
        'SELECT o.reserve_deadline, sh.name FROM orders o JOIN shows sh ON sh.id = o.show_id WHERE o.id = $1',
        [o.orderId]
      )
      assert.equal(started.payerId, 'o_official_openid_1')
      assert.equal(started.amountFen, tr.price_fen)
      assert.equal(started.clientIp, '127.0.0.1')
      assert.equal(started.description, row.name['zh-CN'])
      assert.equal(started.expiresAt?.getTime(), new Date(row.reserve_deadline).getTime())
      assert.equal(started.returnUrl, `https://shop.example.com/pay-success?orderId=${o.orderId}`)
      // The app may name the payer itself (the pay body's openId).
      const o2 = await calls.order(await freshTier(t), 1)
      await pay(o2.unPaidTransactionIds[0], { paymentProduct: 'FAKE_JSAPI', platform: 'H5', browserType: 'WEIXIN', openId: 'o_from_body' })
      assert.equal(jsapi.starts.at(-1)?.payerId, 'o_from_body')
    })

    /** A FAKE_MINI payment whose money arrives after its order was cancelled: REFUND_PENDING. */
    async function moneyForClosedOrder(): Promise<{ paymentId: string; amountFen: number }> {
      const tr = await freshTier(t)
      const o = await calls.order(tr, 1)
      const started = await pay(o.unPaidTransactionIds[0], { paymentProduct: 'FAKE_MINI', platform: 'WEIXIN_MINI' })
      const paymentId = String(started.body.data.paymentInfo.paymentId)
      await t.call('POST', `/buyer/buyer/v5/orders/${o.orderId}/cancel`, {}, auth(buyer))
      // The platform's notification, through the provider's own verification: the payment row names the merchant.
      const body = {
        paymentId,
        providerTxn: `fake_txn_${paymentId}`,
        amountFen: tr.price_fen,
        status: 'SUCCEEDED',
        timestamp: now.getTime()
      }
      const res = await t.app.inject({
        method: 'POST',
        url: '/pub/v1/payments/FAKE_MINI/callback',
        payload: body,
        headers: { 'x-payment-signature': 'fake-ok' }
      })
      assert.equal(res.json().data.outcome, 'REFUND_PENDING')
      return { paymentId, amountFen: tr.price_fen }
    }
    const paymentState = async (id: string) =>
      (await t.db.query<{ state: string }>('SELECT state FROM payments WHERE id = $1', [id]))[0].state
    const refundOf = async (paymentId: string) => t.app.payments.refunds.ofPayment(paymentId)

    test('"a notification for a closed order (refunded)": the job refunds it once through the same adapter, and the payment ends REFUNDED', async () => {
      const { paymentId, amountFen } = await moneyForClosedOrder()
      mini.refundAnswers = [{ state: 'SUCCEEDED', providerRefundId: 'fake_refund_1' }]
      assert.ok((await t.app.payments.refunds.run(now)) >= 1)
      const asked = mini.refundsAsked.at(-1) as RefundRequest
      assert.deepEqual(
        { ...asked, refundId: '' },
        {
          refundId: '',
          paymentId,
          providerTxn: `fake_txn_${paymentId}`,
          totalFen: amountFen,
          refundFen: amountFen,
          reason: 'order closed before the payment arrived'
        }
      )
      const refund = await refundOf(paymentId)
      assert.equal(refund?.id, asked.refundId)
      assert.equal(refund?.state, 'SUCCEEDED')
      assert.equal(refund?.provider_refund_id, 'fake_refund_1')
      assert.equal(await paymentState(paymentId), 'REFUNDED')
      // Once: another round asks nothing more.
      const askedBefore = mini.refundsAsked.length
      await t.app.payments.refunds.run(new Date(now.getTime() + 24 * 3600000))
      assert.equal(mini.refundsAsked.length, askedBefore)
    })

    test('a refund the platform is still processing ends with its refund notification (applyRefundOutcome); a late word changes nothing', async () => {
      const { paymentId } = await moneyForClosedOrder()
      mini.refundAnswers = [{ state: 'PROCESSING', providerRefundId: 'fake_refund_2' }]
      await t.app.payments.refunds.run(now)
      const refund = await refundOf(paymentId)
      assert.equal(refund?.state, 'PROCESSING')
      assert.equal(await paymentState(paymentId), 'REFUND_PENDING')
      assert.equal(refund?.next_attempt_at?.getTime(), now.getTime() + backoffMs(1))
      assert.equal(
        await t.app.payments.refunds.applyRefundOutcome(
          { refundId: refund?.id as string, providerRefundId: 'fake_refund_2', state: 'SUCCEEDED' },
          now
        ),
        'SUCCEEDED'
      )
      assert.equal(await paymentState(paymentId), 'REFUNDED')
      assert.equal(
        await t.app.payments.refunds.applyRefundOutcome({ refundId: refund?.id as string, state: 'FAILED', reason: 'late' }, now),
        'SUCCEEDED'
      )
      assert.equal((await refundOf(paymentId))?.state, 'SUCCEEDED')
      assert.equal(await t.app.payments.refunds.applyRefundOutcome({ refundId: 'rfd_unknown', state: 'SUCCEEDED' }, now), undefined)
    })

    test('"failures stay visible": a refund the platform keeps refusing is asked again with backoff, then stays FAILED with its reason', async () => {
      const { paymentId } = await moneyForClosedOrder()
      const askedBefore = mini.refundsAsked.length
      mini.refundAnswers = Array.from({ length: MAX_ATTEMPTS + 2 }, () => ({
        state: 'FAILED' as const,
        reason: 'NOT_ENOUGH: the merchant account lacks funds'
      }))
      let at = now
      await t.app.payments.refunds.run(at)
      assert.equal((await refundOf(paymentId))?.state, 'FAILED')
      // Not due before its backoff.
      await t.app.payments.refunds.run(new Date(at.getTime() + 1000))
      assert.equal(mini.refundsAsked.length, askedBefore + 1)
      for (let attempt = 2; attempt <= MAX_ATTEMPTS + 2; attempt++) {
        at = new Date(at.getTime() + backoffMs(attempt))
        await t.app.payments.refunds.run(at)
      }
      const refund = await refundOf(paymentId)
      assert.equal(mini.refundsAsked.length, askedBefore + MAX_ATTEMPTS, 'asked MAX_ATTEMPTS times, no more')
      assert.equal(refund?.state, 'FAILED')
      assert.equal(refund?.attempts, MAX_ATTEMPTS)
      assert.equal(refund?.next_attempt_at, null)
      assert.match(refund?.last_error ?? '', /NOT_ENOUGH/)
      assert.equal(await paymentState(paymentId), 'REFUND_FAILED')
    })

    test('a provider the merchant no longer offers cannot refund: the attempt is recorded as a failure and tried again', async () => {
      const { paymentId } = await moneyForClosedOrder()
      await t.app.payments.settings?.remove('demo', 'WECHAT')
      await t.app.payments.refunds.run(now)
      const refund = await refundOf(paymentId)
      assert.equal(refund?.state, 'FAILED')
      assert.match(refund?.last_error ?? '', /FAKE_MINI is not offered/)
      assert.ok(refund?.next_attempt_at)
      await t.app.payments.settings?.write('demo', 'WECHAT', WECHAT, NOON)
      mini.refundAnswers = [{ state: 'SUCCEEDED', providerRefundId: 'fake_refund_3' }]
      await t.app.payments.refunds.run(new Date(now.getTime() + backoffMs(1)))
      assert.equal(await paymentState(paymentId), 'REFUNDED')
    })
  })

  describe(`production on ${engine}: "production never offers a sandbox"`, () => {
    let t: TestApp
    before(async () => {
      t = await seededApp(engine, { production: true, settingsKey: randomBytes(32), publicBaseUrl: 'https://shop.example.com' })
    })
    after(async () => t.close())

    test("with the real WeChat Pay and Alipay adapters from the merchant's settings, the cashiers list offers the platforms' methods and no sandbox", async () => {
      const wechat = await WechatPayDouble.start()
      const alipay = await new AlipayDouble().start()
      try {
        const [{ secret }] = await t.db.query<{ secret: string }>('SELECT secret FROM partner_channels WHERE channel_code = $1', [
          DEMO_PARTNER_CHANNEL
        ])
        const authCode = signPartnerCode({ uid: 'prod-buyer-real', exp: Math.floor(NOON.getTime() / 1000) + 60 }, secret)
        const buyer = (await t.call<Login>('POST', '/user/pub/v1/partner/oauth_and_login', { authCode, channelCode: DEMO_PARTNER_CHANNEL }))
          .body.data
        const o = await paying(t, buyer, `prod-real-${engine}`).order(await freshTier(t), 1)
        const at = async (where: object) =>
          (
            await t.call<Array<{ paymentProduct: string }>>(
              'POST',
              '/trade/buyer/v3/payments/cashiers',
              { transactionIds: o.unPaidTransactionIds, ...where },
              auth(buyer)
            )
          ).body.data.map((c) => c.paymentProduct)
        assert.deepEqual(await at({ platform: 'H5', browserType: 'OTHER' }), [], 'no settings: nothing, and never the sandbox')
        await t.app.payments.settings?.write('demo', 'WECHAT', wechat.credentials(), NOON)
        await t.app.payments.settings?.write('demo', 'ALIPAY', alipay.credentials(), NOON)
        assert.deepEqual(await at({ platform: 'H5', browserType: 'OTHER' }), ['WECHAT_H5', 'ALIPAY_WAP'])
        assert.deepEqual(await at({ platform: 'H5', browserType: 'WEIXIN' }), ['WECHAT_JSAPI'])
        assert.deepEqual(await at({ platform: 'WEAPP' }), ['WECHAT_MINI'])
        assert.deepEqual(await at({ platform: 'ALIPAY' }), ['ALIPAY_MINI'])
      } finally {
        await t.app.payments.settings?.remove('demo', 'WECHAT')
        await t.app.payments.settings?.remove('demo', 'ALIPAY')
        await wechat.close()
        await alipay.stop()
      }
    })

    test('the cashiers list has no sandbox, even when an adapter offers one, and paying with it is refused', async () => {
      // Production has no /dev helpers: the buyer logs in through the partner channel, signed as the partner would.
      const [{ secret }] = await t.db.query<{ secret: string }>('SELECT secret FROM partner_channels WHERE channel_code = $1', [
        DEMO_PARTNER_CHANNEL
      ])
      const authCode = signPartnerCode({ uid: 'prod-buyer', exp: Math.floor(NOON.getTime() / 1000) + 60 }, secret)
      const buyer = (await t.call<Login>('POST', '/user/pub/v1/partner/oauth_and_login', { authCode, channelCode: DEMO_PARTNER_CHANNEL }))
        .body.data
      const calls = paying(t, buyer, `prod-${engine}`)
      const real = new FakePlatformProvider('FAKE_MINI', () => true)
      t.app.payments.providers.registerFactory('WECHAT', () => [new FakePlatformProvider('FAKE_SANDBOX', () => true, false, true), real])
      await t.app.payments.settings?.write('demo', 'WECHAT', WECHAT, NOON)
      const o = await calls.order(await freshTier(t), 1)
      const list = await t.call<Array<{ paymentProduct: string; isCheck: boolean }>>(
        'POST',
        '/trade/buyer/v3/payments/cashiers',
        { transactionIds: o.unPaidTransactionIds, platform: 'H5', browserType: 'OTHER' },
        auth(buyer)
      )
      // (DOOOLY needs a phone, which this buyer has not given.)
      assert.deepEqual(
        list.body.data.map((c) => c.paymentProduct),
        ['FAKE_MINI']
      )
      assert.equal(list.body.data[0].isCheck, true)
      for (const product of ['SANDBOX', 'FAKE_SANDBOX']) {
        const res = await t.call(
          'POST',
          '/trade/buyer/v3/payments/pay',
          { transactionIds: o.unPaidTransactionIds, paymentProduct: product, platform: 'H5' },
          auth(buyer)
        )
        assert.equal(res.body.errorCode, 'PAYMENT_PRODUCT_UNKNOWN', product)
      }
    })
  })
}
