/**
 * Issue #15, the app's side of paying on each platform: "the payment chooser calls Taro.requestPayment
 * on WeChat, tradePay on Alipay, WeixinJSBridge inside WeChat's browser, the H5 pay pages elsewhere;
 * cancellation and failure follow the spec's payment flow texts; pay-success polling as today".
 */
import { afterPay, alipayOutcome, payActionOf, wechatOutcome, type PayReplyContext } from '../src/services/payment/pay-action'
import { browserTypeOf, cashierContext } from '../src/components/payment-chooser/payment-choice'
import zhCN from '../types/locales/zh-CN'
import zhMO from '../types/locales/zh-MO'
import enUS from '../types/locales/en-US'

const WECHAT = { paymentId: 'p1', timeStamp: '1700000000', nonceStr: 'n0nce', package: 'prepay_id=wx123', signType: 'RSA', paySign: 'c2ln' }
const PARAMS = { timeStamp: '1700000000', nonceStr: 'n0nce', package: 'prepay_id=wx123', signType: 'RSA', paySign: 'c2ln' }

function ctx(over: Partial<PayReplyContext>): PayReplyContext {
  return { target: 'h5', product: 'SANDBOX', info: undefined, inWechatBrowser: false, ...over }
}

describe('which platform payment a pay reply asks for (section 4 "Payment flow" step 4)', () => {
  test('WECHAT_MINI in the WeChat mini-program: requestPayment with the v3 client parameters only', () => {
    expect(payActionOf(ctx({ target: 'weapp', product: 'WECHAT_MINI', info: WECHAT }))).toEqual({ kind: 'wechat', params: PARAMS })
  })

  test("WECHAT_JSAPI inside WeChat's browser: the bridge, with the official account app id from the cashiers entry", () => {
    expect(payActionOf(ctx({ product: 'WECHAT_JSAPI', info: WECHAT, inWechatBrowser: true, officialAppId: 'wxOFFICIAL' }))).toEqual({
      kind: 'wechat',
      params: PARAMS,
      appId: 'wxOFFICIAL'
    })
    // The reply's own appId wins over the cashiers entry's.
    expect(
      payActionOf(
        ctx({ product: 'WECHAT_JSAPI', info: { ...WECHAT, appId: 'wxREPLY' }, inWechatBrowser: true, officialAppId: 'wxOFFICIAL' })
      )
    ).toMatchObject({ appId: 'wxREPLY' })
  })

  test("JSAPI outside WeChat's browser or without an app id cannot run", () => {
    expect(payActionOf(ctx({ product: 'WECHAT_JSAPI', info: WECHAT, inWechatBrowser: false, officialAppId: 'wx1' }))).toEqual({
      kind: 'unsupported'
    })
    expect(payActionOf(ctx({ product: 'WECHAT_JSAPI', info: WECHAT, inWechatBrowser: true }))).toEqual({ kind: 'unsupported' })
  })

  test('ALIPAY_MINI in the Alipay mini-program: tradePay with the trade number', () => {
    expect(payActionOf(ctx({ target: 'alipay', product: 'ALIPAY_MINI', info: { paymentId: 'p', tradeNO: '2026112522001' } }))).toEqual({
      kind: 'trade-pay',
      tradeNO: '2026112522001'
    })
  })

  test('WECHAT_H5, ALIPAY_WAP and SANDBOX on the web: the page goes to the provider', () => {
    expect(
      payActionOf(
        ctx({ product: 'WECHAT_H5', info: { paymentId: 'p', h5Url: 'https://wx.tenpay.com/cgi-bin/mmpayweb-bin/checkmweb?prepay_id=1' } })
      )
    ).toEqual({ kind: 'navigate', url: 'https://wx.tenpay.com/cgi-bin/mmpayweb-bin/checkmweb?prepay_id=1' })
    expect(
      payActionOf(ctx({ product: 'ALIPAY_WAP', info: { paymentId: 'p', payUrl: 'https://openapi.alipay.com/gateway.do?x=1' } }))
    ).toEqual({ kind: 'navigate', url: 'https://openapi.alipay.com/gateway.do?x=1' })
    expect(payActionOf(ctx({ product: 'SANDBOX', info: { paymentId: 'p', cashierUrl: '/trade/pub/v1/sandbox/cashier/p' } }))).toEqual({
      kind: 'navigate',
      url: '/trade/pub/v1/sandbox/cashier/p'
    })
  })

  test('DOOOLY asks for its verification code on every build', () => {
    for (const target of ['weapp', 'alipay', 'h5'] as const)
      expect(payActionOf(ctx({ target, product: 'DOOOLY', info: { needVerificationCode: true } }))).toEqual({ kind: 'verification-code' })
  })

  test('a product on the wrong build, or a reply missing its fields, is unsupported ("payInfo is null")', () => {
    expect(payActionOf(ctx({ target: 'alipay', product: 'WECHAT_MINI', info: WECHAT }))).toEqual({ kind: 'unsupported' })
    expect(payActionOf(ctx({ target: 'weapp', product: 'ALIPAY_MINI', info: { tradeNO: 't' } }))).toEqual({ kind: 'unsupported' })
    expect(payActionOf(ctx({ target: 'weapp', product: 'SANDBOX', info: { cashierUrl: '/c' } }))).toEqual({ kind: 'unsupported' })
    expect(payActionOf(ctx({ target: 'weapp', product: 'WECHAT_MINI', info: { ...WECHAT, paySign: '' } }))).toEqual({ kind: 'unsupported' })
    expect(payActionOf(ctx({ target: 'weapp', product: 'WECHAT_MINI', info: { ...WECHAT, signType: 'MD5' } }))).toEqual({
      kind: 'unsupported'
    })
    expect(payActionOf(ctx({ target: 'weapp', product: 'WECHAT_MINI', info: undefined }))).toEqual({ kind: 'unsupported' })
  })
})

describe('what each platform answer means', () => {
  test.each([
    ['9000', 'paid'],
    ['6001', 'cancelled'],
    ['8000', 'unknown'],
    ['6004', 'unknown'],
    ['4000', 'failed'],
    ['6002', 'failed'],
    [undefined, 'failed']
  ])('Alipay tradePay resultCode %s: %s', (code, outcome) => {
    expect(alipayOutcome(code)).toBe(outcome)
    if (code) expect(alipayOutcome(Number(code))).toBe(outcome)
  })

  test.each([
    ['requestPayment:ok', 'paid'],
    ['requestPayment:fail cancel', 'cancelled'],
    ['requestPayment:fail (detail message)', 'failed'],
    ['get_brand_wcpay_request:ok', 'paid'],
    ['get_brand_wcpay_request:cancel', 'cancelled'],
    ['get_brand_wcpay_request:fail', 'failed'],
    [undefined, 'failed']
  ])('WeChat %s: %s', (message, outcome) => {
    expect(wechatOutcome(message)).toBe(outcome)
  })
})

describe('what the buyer sees after the platform answers', () => {
  test('paid, or a result still unknown (Alipay 8000/6004): the pay-success page polls the order', () => {
    expect(afterPay('paid')).toEqual({ kind: 'poll' })
    expect(afterPay('unknown')).toEqual({ kind: 'poll' })
  })

  test('cancelled: nothing is said ("Payment cancellation messages are blanked") and the chooser stays', () => {
    expect(afterPay('cancelled')).toEqual({ kind: 'stay' })
  })

  test('failed: the catalogue\'s "Payment failed" in every language; unsupported: the existing text', () => {
    expect(afterPay('failed')).toEqual({ kind: 'toast', key: 'payment.failed' })
    expect([zhCN.payment.failed, zhMO.payment.failed, enUS.payment.failed]).toEqual(['支付失败', '支付失敗', 'Payment failed'])
    expect(afterPay('unsupported')).toEqual({ kind: 'toast', key: 'payment.unsupported' })
  })

  test('the page left for the provider: nothing more here; DOOOLY: the code step', () => {
    expect(afterPay('left')).toEqual({ kind: 'stay' })
    expect(afterPay('verification-code')).toEqual({ kind: 'code-step' })
  })
})

describe('cashiers: platform and browserType (calls-errors-limits.md section 7)', () => {
  const WECHAT_UA =
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 MicroMessenger/8.0.47(0x18002f2c) NetType/WIFI Language/zh_CN'
  const ALIPAY_UA =
    'Mozilla/5.0 (Linux; U; Android 13; zh-CN; V2219A Build/TP1A) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/69.0 Mobile Safari/537.36 AlipayClient/10.5.36.8000 Language/zh-Hans'
  const SAFARI_UA =
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1'

  test("browserType: WEIXIN in WeChat's browser (MicroMessenger), ALIPAY in Alipay's (AlipayClient), else OTHER", () => {
    expect(browserTypeOf(WECHAT_UA)).toBe('WEIXIN')
    expect(browserTypeOf(ALIPAY_UA)).toBe('ALIPAY')
    expect(browserTypeOf(SAFARI_UA)).toBe('OTHER')
    expect(browserTypeOf('')).toBe('OTHER')
  })

  test('platform: WEAPP and ALIPAY in the mini-programs, H5 on the web with the browser around it', () => {
    expect(cashierContext('weapp', '')).toEqual({ platform: 'WEAPP', browserType: 'WEIXIN' })
    expect(cashierContext('alipay', '')).toEqual({ platform: 'ALIPAY', browserType: 'ALIPAY' })
    expect(cashierContext('h5', WECHAT_UA)).toEqual({ platform: 'H5', browserType: 'WEIXIN' })
    expect(cashierContext('h5', ALIPAY_UA)).toEqual({ platform: 'H5', browserType: 'ALIPAY' })
    expect(cashierContext('h5', SAFARI_UA)).toEqual({ platform: 'H5', browserType: 'OTHER' })
  })
})
