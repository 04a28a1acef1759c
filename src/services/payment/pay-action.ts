/**
 * What the app does with the gateway's pay reply, per payment product and build (calls-errors-limits.md
 * section 4 "Payment flow", step 4: "Some payment products open an external web view and return false.
 * Others call the platform payment."), and what follows each platform's answer. Plain rules, no Taro:
 * the platform calls themselves live in platform-pay.{weapp,alipay,h5}.ts.
 */

/** The build the app runs in (process.env.TARO_ENV). */
export type PayTarget = 'weapp' | 'alipay' | 'h5'

/** WeChat Pay's client parameters (mini-program requestPayment and JSAPI getBrandWCPayRequest alike). */
export interface WechatPayParams {
  timeStamp: string
  nonceStr: string
  package: string
  signType: 'RSA'
  paySign: string
}

export type PayAction =
  /**
   * Taro.requestPayment in the WeChat mini-program; WeixinJSBridge inside WeChat's browser, which also
   * needs the official account's app id (the reply's appId, else the cashiers entry's extra.appId).
   */
  | { kind: 'wechat'; params: WechatPayParams; appId?: string }
  /** Alipay mini-program: tradePay with the trade number. */
  | { kind: 'trade-pay'; tradeNO: string }
  /** The provider's own page (WeChat H5 pay, Alipay WAP, the sandbox cashier): the page leaves. */
  | { kind: 'navigate'; url: string }
  /** DOOOLY: the 6-digit verification-code step. */
  | { kind: 'verification-code' }
  /** Nothing this build can do with the reply ('unimplement' in the spec's catalogue). */
  | { kind: 'unsupported' }

/** How a payment ended on the buyer's side. 'left': the page went to the provider, nothing more to do here. */
export type PayOutcome = 'paid' | 'unknown' | 'cancelled' | 'failed' | 'unsupported' | 'left' | 'verification-code'

function text(info: Record<string, unknown>, key: string): string | undefined {
  const value = info[key]
  return typeof value === 'string' && value !== '' ? value : undefined
}

function wechatParams(info: Record<string, unknown>): WechatPayParams | undefined {
  const timeStamp = text(info, 'timeStamp')
  const nonceStr = text(info, 'nonceStr')
  const pkg = text(info, 'package')
  const paySign = text(info, 'paySign')
  if (!timeStamp || !nonceStr || !pkg || !paySign || info.signType !== 'RSA') return undefined
  return { timeStamp, nonceStr, package: pkg, signType: 'RSA', paySign }
}

/** The products each build can complete in place; the others need another build's platform. */
const IN_PLACE: Record<PayTarget, readonly string[]> = {
  weapp: ['WECHAT_MINI'],
  alipay: ['ALIPAY_MINI'],
  h5: ['WECHAT_JSAPI']
}

export interface PayReplyContext {
  target: PayTarget
  product: string
  info: Record<string, unknown> | undefined
  /** Only on H5 inside WeChat's browser can JSAPI pay run (through WeChat's own bridge). */
  inWechatBrowser: boolean
  /** The official account's app id from the cashiers entry (extra.appId), for JSAPI. */
  officialAppId?: string
}

/**
 * The action for a pay reply. A reply without the fields its product needs is unsupported (the spec
 * logs "payInfo is null").
 */
export function payActionOf({ target, product, info, inWechatBrowser, officialAppId }: PayReplyContext): PayAction {
  if (!info) return { kind: 'unsupported' }
  if (info.needVerificationCode === true) return { kind: 'verification-code' }
  if (product === 'WECHAT_MINI' || product === 'WECHAT_JSAPI') {
    const params = wechatParams(info)
    if (!params || !IN_PLACE[target].includes(product)) return { kind: 'unsupported' }
    if (product === 'WECHAT_MINI') return { kind: 'wechat', params }
    const appId = text(info, 'appId') ?? officialAppId
    return inWechatBrowser && appId ? { kind: 'wechat', params, appId } : { kind: 'unsupported' }
  }
  if (product === 'ALIPAY_MINI') {
    const tradeNO = text(info, 'tradeNO')
    return tradeNO && target === 'alipay' ? { kind: 'trade-pay', tradeNO } : { kind: 'unsupported' }
  }
  // The pages of the web: only a browser can leave for them.
  const url = text(info, 'h5Url') ?? text(info, 'payUrl') ?? text(info, 'cashierUrl')
  return url && target === 'h5' ? { kind: 'navigate', url } : { kind: 'unsupported' }
}

/**
 * Alipay's tradePay result codes (Taro.tradePay / my.tradePay): 9000 paid; 6001 cancelled by the buyer;
 * 8000 (processing) and 6004 (result unknown) may still be paid, so the order is polled; anything else
 * (4000 failed, 6002 network error, 4 no permission) failed.
 */
export function alipayOutcome(resultCode: string | number | undefined): PayOutcome {
  switch (String(resultCode)) {
    case '9000':
      return 'paid'
    case '6001':
      return 'cancelled'
    case '8000':
    case '6004':
      return 'unknown'
    default:
      return 'failed'
  }
}

/**
 * WeChat's answers: requestPayment rejects with errMsg 'requestPayment:fail cancel' when the buyer
 * closes the cashier; WeixinJSBridge answers err_msg 'get_brand_wcpay_request:ok' / ':cancel' / ':fail'.
 */
export function wechatOutcome(message: string | undefined): PayOutcome {
  const m = message ?? ''
  if (/:ok$/.test(m)) return 'paid'
  if (/cancel/i.test(m)) return 'cancelled'
  return 'failed'
}

/** What the buyer sees next. */
export type AfterPay =
  /** The pay-success page, which polls the order (3 s, 5 times) and says paid or opens the order. */
  | { kind: 'poll' }
  | { kind: 'toast'; key: 'payment.failed' | 'payment.unsupported' }
  | { kind: 'code-step' }
  /** The chooser stays for another try: cancellation messages are blanked (section 8, "Handling"). */
  | { kind: 'stay' }

export function afterPay(outcome: PayOutcome): AfterPay {
  switch (outcome) {
    case 'paid':
    case 'unknown':
      return { kind: 'poll' }
    case 'failed':
      return { kind: 'toast', key: 'payment.failed' }
    case 'unsupported':
      return { kind: 'toast', key: 'payment.unsupported' }
    case 'verification-code':
      return { kind: 'code-step' }
    case 'cancelled':
    case 'left':
      return { kind: 'stay' }
  }
}
