/**
 * Alipay as payment providers (calls-errors-limits.md section 4 "Payment flow"):
 * - ALIPAY_MINI, in the Alipay mini-program: `alipay.trade.create` (JSAPI_PAY) for the buyer's Alipay
 *   user id (2088...) or open id; the app passes the answer's `tradeNO` to `my.tradePay`.
 * - ALIPAY_WAP, in a mobile browser (Alipay's own or another, not WeChat's, which blocks Alipay pages):
 *   `alipay.trade.wap.pay` (QUICK_WAP_WAY); the app opens the signed gateway address `payUrl`.
 * Both are settled by Alipay's asynchronous notification to the merchant's notify path
 * (/pub/v1/payments/<product>/notify/<merchantId>, read by readNotice), and can be queried, closed and
 * refunded.
 */
import type { CallbackResult, PayPlace, PaymentProvider, PaymentStart, RefundRequest, RefundResult } from '../payment-provider'
import { AppError } from '../../http/app-error'
import { AlipayApiError, AlipayClient, isComplete, type AlipayClientOptions } from './alipay.client'
import type { AlipayCredentials } from '../../platform-settings/alipay-credentials'
import { fenOf, yuanText } from './alipay-amount'
import { alipayTime } from './alipay-time'
import { readNotification, type NotificationReading } from './alipay-notification'
import type { NoticeAnswer, NoticeReader, NoticeReading, PlatformNotice } from '../platform-notice'

export const ALIPAY_PRODUCTS = ['ALIPAY_MINI', 'ALIPAY_WAP'] as const
export type AlipayProduct = (typeof ALIPAY_PRODUCTS)[number]

export interface AlipayProviderOptions extends AlipayClientOptions {
  /** The gateway's public address (scheme and host, maybe a path), for the wap.pay page's return address. */
  publicBaseUrl: string
  /** The merchant's notify_url for a product (notify-path.ts, from the registry). */
  notifyUrl(product: AlipayProduct): string
}

/** An Alipay user id is 2088 and twelve digits; anything else the mini-program gives is an open id. */
const USER_ID = /^2088\d{12}$/

/** Alipay's subject is at most 256 characters. */
const SUBJECT_MAX = 256

const NAMES: Record<string, string> = { 'zh-CN': '支付宝', 'zh-MO': '支付寶', 'en-US': 'Alipay' }

const ANSWER_TYPE = 'text/plain; charset=utf-8'

export class AlipayProvider implements PaymentProvider, NoticeReader {
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
    const notify_url = this.options.notifyUrl(this.product)
    if (this.product === 'ALIPAY_MINI') {
      if (!payment.payerId) throw new AppError('PAYER_REQUIRED')
      const buyer = USER_ID.test(payment.payerId) ? { buyer_id: payment.payerId } : { buyer_open_id: payment.payerId }
      const reply = await this.client.execute('alipay.trade.create', {
        biz: { ...biz, ...buyer, product_code: 'JSAPI_PAY' },
        params: { notify_url }
      })
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

  /**
   * A form-encoded notification to this merchant's notify path. One that carries a refund (out_biz_no,
   * our out_request_no, with gmt_refund: Alipay notifies a refund on the trade's notify_url) is that
   * refund's outcome; a trusted one that settles nothing (WAIT_BUYER_PAY) is taken; one naming no payment
   * or amount cannot be recorded.
   */
  readNotice(notice: PlatformNotice, _route: unknown, now: Date): NoticeReading {
    const params = Object.fromEntries(new URLSearchParams(notice.rawBody))
    const reading = this.readNotification(params, now)
    if (reading.trusted && params.out_biz_no && params.gmt_refund) return { refund: { refundId: params.out_biz_no, state: 'SUCCEEDED' } }
    if (!reading.received) return { refused: reading.refusal ?? 'no payment or amount named' }
    if (reading.trusted && !reading.verified) return { ack: `trade status ${params.trade_status ?? ''}` }
    return { settle: { verified: reading.verified, received: { ...reading.received, rawBody: notice.rawBody } }, why: reading.refusal }
  }

  /** The plain text Alipay expects: `success` once handled (a repeat included), else `fail` and it sends again. */
  answerNotice(handled: boolean, failure: 'refused' | 'error' = 'refused'): NoticeAnswer {
    return { status: handled ? 200 : failure === 'error' ? 500 : 400, contentType: ANSWER_TYPE, body: handled ? 'success' : 'fail' }
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
    const status =
      reply.trade_status === 'TRADE_SUCCESS' || reply.trade_status === 'TRADE_FINISHED'
        ? 'SUCCEEDED'
        : reply.trade_status === 'TRADE_CLOSED'
          ? 'CANCELLED'
          : undefined
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

  /**
   * alipay.trade.fastpay.refund.query for a refund answered PROCESSING (fund_change N), under our
   * out_request_no. As Alipay documents it, code 10000 only means the query ran: refund_status
   * REFUND_SUCCESS is the refund made; no refund_status means Alipay did not receive it or it failed
   * (it may still succeed when asked too soon after the refund, hence the job's first query a minute
   * later), and the documented remedy is the refund again under the same out_request_no, which never
   * refunds twice. A business refusal (40004, e.g. ACQ.TRADE_NOT_EXIST) is also no refund made; anything
   * else (no answer, a system error, a reply whose signature fails) throws and is asked again.
   */
  async queryRefund(request: RefundRequest): Promise<RefundResult> {
    let reply
    try {
      reply = await this.client.execute('alipay.trade.fastpay.refund.query', {
        biz: {
          out_trade_no: request.paymentId,
          trade_no: request.providerTxn,
          out_request_no: request.refundId,
          query_options: ['gmt_refund_pay']
        }
      })
    } catch (e) {
      if (e instanceof AlipayApiError && e.apiCode === '40004')
        return { state: 'FAILED', reason: `refund query: ${e.subCode || e.apiCode}`, notMade: true }
      throw e
    }
    if (reply.refund_status === 'REFUND_SUCCESS') return { state: 'SUCCEEDED', providerRefundId: request.refundId }
    if (reply.refund_status === undefined || reply.refund_status === '')
      return { state: 'FAILED', reason: 'refund query: Alipay has no refund made under this out_request_no', notMade: true }
    return { state: 'PROCESSING', providerRefundId: request.refundId }
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
