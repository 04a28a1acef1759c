/**
 * In production the settings fields that point at test doubles are ignored (a hostile run: "Production
 * honours the test-double hosts: ... in production a login code answered by a stand-in host logged a
 * buyer in"). The merchant's WeChat and Alipay settings name the local doubles as their hosts; a
 * production gateway calls the platforms' own hosts instead (here unreachable: every call leaving the
 * machine is recorded and fails), so no code the stand-ins answer logs anyone in or starts a payment.
 */
import { describe, test, before, after } from 'node:test'
import assert from 'node:assert/strict'
import { randomBytes } from 'node:crypto'
import { ENGINES, NOON, seededApp, type TestApp } from '../helpers/helpers'
import { auth, type Login } from '../helpers/account-helpers'
import { freshTier, paying } from '../helpers/payment-helpers'
import { WechatPayDouble } from '../doubles/wechat-pay-double'
import { AlipayDouble } from '../doubles/alipay-double'
import { DEMO_PARTNER_CHANNEL } from '../../src/seed/seed'
import { signPartnerCode } from '../../src/identity/partner-auth-code'

/** Runs `fn` with every fetch to another host than this machine recorded and failed, as with no route to the platforms. */
async function offline<T>(fn: () => Promise<T>): Promise<{ result: T; called: string[] }> {
  const real = globalThis.fetch
  const called: string[] = []
  globalThis.fetch = async (input: string | URL | Request, init?: RequestInit) => {
    const url = input instanceof Request ? input.url : String(input)
    if (!/^http:\/\/127\.0\.0\.1[:/]/.test(url)) {
      called.push(url)
      throw new TypeError('fetch failed')
    }
    return real(input, init)
  }
  try {
    return { result: await fn(), called }
  } finally {
    globalThis.fetch = real
  }
}

for (const engine of ENGINES) {
  describe(`production ignores the test-double hosts on ${engine}`, () => {
    let t: TestApp
    let wechat: WechatPayDouble
    let alipay: AlipayDouble
    before(async () => {
      wechat = await WechatPayDouble.start()
      alipay = await new AlipayDouble().start()
      t = await seededApp(engine, { production: true, settingsKey: randomBytes(32), publicBaseUrl: 'https://shop.example.com' })
      await t.app.payments.settings?.write('demo', 'WECHAT', wechat.credentials(), NOON)
      await t.app.payments.settings?.write('demo', 'ALIPAY', alipay.credentials(), NOON)
    })
    after(async () => {
      await t.close()
      await wechat.close()
      await alipay.stop()
    })

    test('a login code the stand-in hosts would answer logs nobody in: the exchanges go to WeChat and Alipay themselves', async () => {
      const { result, called } = await offline(async () => ({
        weapp: await t.call('POST', '/user/pub/v1/mini/login', { platform: 'WEAPP', code: wechat.miniCode('o_prod_stand_in') }),
        alipay: await t.call('POST', '/user/pub/v1/mini/login', { platform: 'ALIPAY', code: alipay.authCode('2088000000000099') })
      }))
      assert.equal(result.weapp.body.errorCode, 'THIRD_PARTY_FAILED')
      assert.equal(result.alipay.body.errorCode, 'THIRD_PARTY_FAILED')
      assert.ok(
        called.some((u) => u.startsWith('https://api.weixin.qq.com/sns/jscode2session?')),
        called.join(', ')
      )
      assert.ok(
        called.some((u) => u.startsWith('https://openapi.alipay.com/gateway.do')),
        called.join(', ')
      )
      assert.deepEqual(wechat.calls, [], 'the WeChat stand-in was never asked')
      assert.deepEqual(alipay.calls, [], 'the Alipay stand-in was never asked')
      const [{ n }] = await t.db.query<{ n: number }>("SELECT count(*)::int AS n FROM user_identities WHERE subject = 'o_prod_stand_in'")
      assert.equal(n, 0)
    })

    test("payments too: WeChat Pay is asked at api.mch.weixin.qq.com, the Alipay cashier is Alipay's; the settings show the hosts ignored", async () => {
      const [{ secret }] = await t.db.query<{ secret: string }>('SELECT secret FROM partner_channels WHERE channel_code = $1', [
        DEMO_PARTNER_CHANNEL
      ])
      const authCode = signPartnerCode({ uid: `hosts-${engine}`, exp: Math.floor(NOON.getTime() / 1000) + 60 }, secret)
      const buyer = (await t.call<Login>('POST', '/user/pub/v1/partner/oauth_and_login', { authCode, channelCode: DEMO_PARTNER_CHANNEL }))
        .body.data
      const o = await paying(t, buyer, `hosts-${engine}`).order(await freshTier(t), 1)
      const pay = (paymentProduct: string) =>
        t.call<{ paymentInfo: { payUrl?: string } }>(
          'POST',
          '/trade/buyer/v3/payments/pay',
          { transactionIds: o.unPaidTransactionIds, paymentProduct, platform: 'H5', browserType: 'OTHER', returnUrl: '/pay-success' },
          auth(buyer)
        )
      const { result, called } = await offline(async () => ({ wechatH5: await pay('WECHAT_H5'), alipayWap: await pay('ALIPAY_WAP') }))
      assert.equal(result.wechatH5.body.errorCode, 'PAYMENT_PROVIDER_FAILED')
      assert.deepEqual(called, ['https://api.mch.weixin.qq.com/v3/pay/transactions/h5'])
      assert.equal(result.alipayWap.body.statusCode, 200, result.alipayWap.body.comments)
      assert.ok(result.alipayWap.body.data.paymentInfo.payUrl?.startsWith('https://openapi.alipay.com/gateway.do?'))
      assert.deepEqual(wechat.calls, [])

      const shown = await t.app.payments.settings?.describe('demo')
      assert.match(shown?.WECHAT?.fields.apiBaseUrl ?? '', /\(ignored in production\)$/)
      assert.match(shown?.ALIPAY?.fields.gatewayUrl ?? '', /\(ignored in production\)$/)
      const used = await t.app.payments.settings?.credentials('demo')
      assert.equal(used?.WECHAT?.payBaseUrl, undefined)
      assert.equal(used?.WECHAT?.apiBaseUrl, undefined)
      assert.equal(used?.ALIPAY?.gatewayUrl, undefined)
      assert.equal(used?.WECHAT?.mchId, wechat.credentials().mchId, 'the rest of the settings are read')
    })
  })
}
