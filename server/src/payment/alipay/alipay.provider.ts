/**
 * Alipay as payment providers (issue #15; calls-errors-limits.md section 4 "Payment flow"):
 * - ALIPAY_MINI, in the Alipay mini-program: `alipay.trade.create` (JSAPI_PAY) for the buyer's Alipay
 *   user id (2088...) or open id; the app passes the answer's `tradeNO` to `my.tradePay`.
 * - ALIPAY_WAP, in a mobile browser (Alipay's own or another, not WeChat's, which blocks Alipay pages):
 *   `alipay.trade.wap.pay` (QUICK_WAP_WAY); the app opens the signed gateway address `payUrl`.
 * Both are settled by Alipay's asynchronous notification to /pub/v1/payments/<product>/callback
 * (alipay-notify.routes.ts), and can be queried, closed and refunded.
 */
import type { CallbackResult, PayPlace, PaymentProvider, PaymentStart, RefundRequest, RefundResult } from '../payment-provider'
import { AppError } from '../../http/app-error'
import { AlipayApiError, AlipayClient, isComplete, type AlipayClientOptions } from './alipay.client'
import type { AlipayCredentials } from './alipay-credentials'
import { fenOf, yuanText } from './alipay-amount'
import { alipayTime } from './alipay-time'
import { readNotification, type NotificationReading } from './alipay-notification'

export const ALIPAY_PRODUCTS = ['ALIPAY_MINI', 'ALIPAY_WAP'] as const
export type AlipayProduct = (typeof ALIPAY_PRODUCTS)[number]

export interface AlipayProviderOptions extends AlipayClientOptions {
  /** The gateway's public address (scheme and host, maybe a path), where Alipay posts notifications. */
  publicBaseUrl: string
}

/** An Alipay user id is 2088 and twelve digits; anything else the mini-program gives is an open id. */
const USER_ID = /^2088\d{12}$/

/** Alipay's subject is at most 256 characters. */
const SUBJECT_MAX = 256

const NAMES: Record<string, string> = { 'zh-CN': '支付宝', 'zh-MO': '支付寶', 'en-US': 'Alipay' }

export function notifyPath(product: string): string {
  return `/pub/v1/payments/${product}/callback`
}

export class AlipayProvider implements PaymentProvider {
  readonly needsPayer: boolean

  constructor(
    readonly product: AlipayProduct,
    private readonly client: AlipayClient,
    private readonly options: AlipayProviderOptions
  ) {
    this.needsPayer = product === 'ALIPAY_MINI'
  }

  get appId(): string {
    return this.client.appId
  }

  displayName(locale: string): string {
    return NAMES[locale] ?? NAMES['zh-CN']
  }

  offeredAt(place: PayPlace): boolean {
    if (this.product === 'ALIPAY_MINI') return place.platform === 'ALIPAY'
    return place.platform === 'H5' && place.browserType !== 'WEIXIN'
  }

  async start(payment: PaymentStart): Promise<Record<string, unknown>> {
    const biz: Record<string, unknown> = {
      out_trade_no: payment.id,
      total_amount: yuanText(payment.amountFen),
      subject: (payment.description || payment.id).slice(0, SUBJECT_MAX),
      ...(payment.expiresAt ? { time_expire: alipayTime(payment.expiresAt) } : {})
    }
    const notify_url = this.url(notifyPath(this.product))
    if (this.product === 'ALIPAY_MINI') {
      if (!payment.payerId) throw new AppError('INVALID_PARAMETER', { detail: 'openId' })
      const buyer = USER_ID.test(payment.payerId) ? { buyer_id: payment.payerId } : { buyer_open_id: payment.payerId }
      const reply = await this.client.execute('alipay.trade.create', { biz: { ...biz, ...buyer, product_code: 'JSAPI_PAY' }, params: { notify_url } })
      if (typeof reply.trade_no !== 'string') throw new AlipayApiError('alipay.trade.create', 'BAD_RESPONSE')
      return { tradeNO: reply.trade_no }
    }
    const back = this.url(payment.returnUrl ?? '/')
    return {
      payUrl: this.client.pageUrl('alipay.trade.wap.pay', {
        biz: { ...biz, product_code: 'QUICK_WAP_WAY', quit_url: back },
        params: { notify_url, return_url: back }
      })
    }
  }

  /** Platform notifications come through readNotification; the sandbox-format callback is never Alipay's. */
  async verifyCallback(): Promise<undefined> {
    return undefined
  }

  /** An asynchronous notification's parameters, checked against this app's id and Alipay's key. */
  readNotification(params: Readonly<Record<string, string>>, now: Date): NotificationReading {
    return readNotification(params, { appId: this.client.appId, alipayKey: this.client.alipayKey }, now)
  }

  async query(payment: { id: string }): Promise<CallbackResult | undefined> {
    let reply
    try {
      reply = await this.client.execute('alipay.trade.query', { biz: { out_trade_no: payment.id } })
    } catch (e) {
      // Never created at Alipay (a wap.pay page that was not opened, a trade.create that failed).
      if (e instanceof AlipayApiError && e.subCode === 'ACQ.TRADE_NOT_EXIST') return undefined
      throw e
    }
    const status = reply.trade_status === 'TRADE_SUCCESS' || reply.trade_status === 'TRADE_FINISHED' ? 'SUCCEEDED' : reply.trade_status === 'TRADE_CLOSED' ? 'CANCELLED' : undefined
    const amountFen = fenOf(typeof reply.total_amount === 'string' ? reply.total_amount : undefined)
    if (!status || amountFen === undefined || typeof reply.trade_no !== 'string') return undefined
    return { paymentId: payment.id, providerTxn: reply.trade_no, amountFen, status }
  }

  async close(payment: { id: string }): Promise<void> {
    try {
      await this.client.execute('alipay.trade.close', { biz: { out_trade_no: payment.id } })
    } catch (e) {
      // Nothing to close: Alipay has no trade for it (the buyer never opened the payment).
      if (e instanceof AlipayApiError && e.subCode === 'ACQ.TRADE_NOT_EXIST') return
      throw e
    }
  }

  /**
   * Alipay answers a refund at once: fund_change Y means the money went back by this request; N means
   * this request moved nothing (already refunded under the same out_request_no), so it stays
   * PROCESSING until a query settles it. A refusal (code 40004) is FAILED with Alipay's reason code;
   * no answer or a system error throws, and the same refund id can be sent again safely.
   */
  async refund(request: RefundRequest): Promise<RefundResult> {
    try {
      const reply = await this.client.execute('alipay.trade.refund', {
        biz: {
          out_trade_no: request.paymentId,
          trade_no: request.providerTxn,
          refund_amount: yuanText(request.refundFen),
          out_request_no: request.refundId,
          refund_reason: request.reason.slice(0, 256)
        }
      })
      return { state: reply.fund_change === 'Y' ? 'SUCCEEDED' : 'PROCESSING', providerRefundId: request.refundId }
    } catch (e) {
      if (e instanceof AlipayApiError && e.apiCode === '40004') return { state: 'FAILED', reason: e.subCode || e.apiCode }
      throw e
    }
  }

  /** A path of ours under the public base address (which may have a path of its own). */
  private url(path: string): string {
    if (/^https?:\/\//.test(path)) return path
    return `${this.options.publicBaseUrl.replace(/\/+$/, '')}${path.startsWith('/') ? path : `/${path}`}`
  }
}

/** The Alipay providers for a merchant's credentials; none when they are incomplete (the methods are not offered). */
export function alipayProviders(credentials: AlipayCredentials | undefined, options: AlipayProviderOptions): AlipayProvider[] {
  if (!isComplete(credentials)) return []
  const client = new AlipayClient(credentials, options)
  return ALIPAY_PRODUCTS.map((product) => new AlipayProvider(product, client, options))
}
