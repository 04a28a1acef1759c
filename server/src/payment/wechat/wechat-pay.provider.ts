/**
 * WeChat Pay's three ways to pay behind the payment provider interface:
 * - WECHAT_MINI: the mini-program (platform WEAPP), JSAPI prepay with the mini-program's app id and the
 *   buyer's mini-program openid; the app calls wx.requestPayment with the signed parameters;
 * - WECHAT_JSAPI: H5 inside WeChat's browser, JSAPI prepay with the official account's app id and the
 *   openid from the wxauth page; the page calls WeixinJSBridge getBrandWCPayRequest;
 * - WECHAT_H5: H5 in other mobile browsers, H5 prepay with the buyer's address; the page opens h5_url,
 *   which returns to the order through redirect_url.
 * A product exists only when the merchant's settings hold what it needs (wechatPayProviders).
 * Our payment id is the out_trade_no: payment ids (randomId('pay_'), 16 characters of base64url) fit
 * WeChat's 6-32 characters of [0-9a-zA-Z_-|*], checked before every call.
 */
import { AppError } from '../../http/app-error'
import type { CallbackResult, PayPlace, PaymentProvider, PaymentStart, RefundRequest, RefundResult } from '../payment-provider'
import type { WechatCredentials } from '../../platform-settings/wechat-credentials'
import { WechatPayCallError, WechatPayClient, type WechatTransaction } from './wechat-pay.client'
import { clientPayParams, wechatpayHeaders } from './wechat-pay-signing'
import { paymentNotification, refundNotification, type NotifyMerchant } from './wechat-notification'
import type { NoticeAnswer, NoticeReader, NoticeReading, NoticeRoute, PlatformNotice } from '../platform-notice'
import { createPrivateKey, type KeyObject } from 'node:crypto'

export type WechatPayProduct = 'WECHAT_MINI' | 'WECHAT_JSAPI' | 'WECHAT_H5'
export const WECHAT_PAY_PRODUCTS: readonly WechatPayProduct[] = ['WECHAT_MINI', 'WECHAT_JSAPI', 'WECHAT_H5']
const OUT_TRADE_NO = /^[0-9a-zA-Z_\-|*]{6,32}$/
const OUT_REFUND_NO = /^[0-9a-zA-Z_\-|*@]{1,64}$/

/** Our payment id as WeChat's out_trade_no; an id that does not fit is a wiring fault, refused before any call. */
export function outTradeNo(paymentId: string): string {
  if (!OUT_TRADE_NO.test(paymentId)) throw new AppError('PAYMENT_PROVIDER_FAILED')
  return paymentId
}

/** WeChat's "time_expire": RFC 3339 in Beijing time, seconds precision, e.g. 2026-11-22T20:15:00+08:00. */
export function wechatTime(at: Date): string {
  return `${new Date(at.getTime() + 8 * 3600_000).toISOString().slice(0, 19)}+08:00`
}

/** A transaction's state as a settled result: paid, or closed without money; undefined while it may still be paid. */
export function transactionResult(t: WechatTransaction): CallbackResult | undefined {
  const paid = t.trade_state === 'SUCCESS' || t.trade_state === 'REFUND'
  const over = t.trade_state === 'CLOSED' || t.trade_state === 'PAYERROR' || t.trade_state === 'REVOKED'
  if ((!paid && !over) || !t.out_trade_no) return undefined
  return {
    paymentId: t.out_trade_no,
    providerTxn: t.transaction_id || `wx-closed:${t.out_trade_no}`,
    amountFen: t.amount?.total ?? 0,
    status: paid ? 'SUCCEEDED' : 'CANCELLED'
  }
}

export interface WechatPayProviderOptions {
  /** The gateway's public address (https://shop.example.com), for H5 pay's redirect_url. */
  publicBaseUrl: string
  /** The merchant's notify_url for a product's payments and for its refunds (notify-path.ts, from the registry). */
  notifyUrl(product: WechatPayProduct): string
  refundNotifyUrl(product: WechatPayProduct): string
  nowMs?: () => number
  log?: (message: string, detail: object) => void
}

interface ProductConfig {
  product: WechatPayProduct
  appId: string
}

const DESCRIPTION_MAX = 127

const NOTICE_REFUSED: NoticeAnswer = {
  status: 401,
  contentType: 'application/json; charset=utf-8',
  body: JSON.stringify({ code: 'FAIL', message: 'signature or time does not hold' })
}
const NOTICE_ERROR: NoticeAnswer = {
  status: 500,
  contentType: 'application/json; charset=utf-8',
  body: JSON.stringify({ code: 'FAIL', message: 'not handled, please retry' })
}

export class WechatPayProvider implements PaymentProvider, NoticeReader {
  readonly product: WechatPayProduct
  readonly needsPayer: boolean
  private readonly appId: string
  private readonly publicBaseUrl: string
  private readonly nowMs: () => number
  private readonly privateKey: KeyObject

  constructor(
    config: ProductConfig,
    private readonly client: WechatPayClient,
    privateKeyPem: string,
    /** This merchant's keys for its notifications: mch id, platform keys, APIv3 key. */
    private readonly notifyKeys: NotifyMerchant,
    private readonly options: WechatPayProviderOptions
  ) {
    this.product = config.product
    this.appId = config.appId
    this.needsPayer = config.product !== 'WECHAT_H5'
    this.publicBaseUrl = options.publicBaseUrl.replace(/\/+$/, '')
    this.nowMs = options.nowMs ?? Date.now
    this.privateKey = createPrivateKey(privateKeyPem)
  }

  displayName(locale: string): string {
    return locale === 'en-US' ? 'WeChat Pay' : '微信支付'
  }

  offeredAt(place: PayPlace): boolean {
    if (this.product === 'WECHAT_MINI') return place.platform === 'WEAPP'
    if (this.product === 'WECHAT_JSAPI') return place.platform === 'H5' && place.browserType === 'WEIXIN'
    return place.platform === 'H5' && place.browserType === 'OTHER'
  }

  async start(payment: PaymentStart): Promise<Record<string, unknown>> {
    const common = {
      appid: this.appId,
      description: [...(payment.description || payment.id)].slice(0, DESCRIPTION_MAX).join(''),
      out_trade_no: outTradeNo(payment.id),
      notify_url: this.options.notifyUrl(this.product),
      amount: { total: payment.amountFen, currency: 'CNY' as const },
      ...(payment.expiresAt ? { time_expire: wechatTime(payment.expiresAt) } : {})
    }
    if (this.product === 'WECHAT_H5') {
      // WeChat checks the address against the buyer's own; without it the prepay cannot be made.
      if (!payment.clientIp) throw new AppError('PAYMENT_PROVIDER_FAILED')
      const { h5_url } = await this.client.h5Prepay({
        ...common,
        scene_info: { payer_client_ip: payment.clientIp, h5_info: { type: 'Wap' } }
      })
      return { h5Url: payment.returnUrl ? `${h5_url}&redirect_url=${encodeURIComponent(this.absolute(payment.returnUrl))}` : h5_url }
    }
    if (!payment.payerId) throw new AppError('PAYER_REQUIRED')
    const { prepay_id } = await this.client.jsapiPrepay({ ...common, payer: { openid: payment.payerId } })
    const {
      appId,
      timeStamp,
      nonceStr,
      package: pkg,
      signType,
      paySign
    } = clientPayParams(this.appId, prepay_id, this.privateKey, this.nowMs())
    return { appId, timeStamp, nonceStr, package: pkg, signType, paySign }
  }

  /** WeChat's notifications come to the merchant's notify paths (readNotice), never to the sandbox's callback. */
  async verifyCallback(): Promise<undefined> {
    return undefined
  }

  /**
   * A notification to this merchant's paths: signed by its platform key within five minutes, the resource
   * decrypted with its APIv3 key (wechat-notification.ts). A payment's is recorded even when refused.
   */
  readNotice(notice: PlatformNotice, route: NoticeRoute, now: Date): NoticeReading {
    const headers = wechatpayHeaders(notice.headers)
    if (route === 'pay') {
      const read = paymentNotification(notice.rawBody, headers, [this.notifyKeys], now.getTime())
      return { settle: { verified: read.verified, received: read.received }, why: read.why }
    }
    const read = refundNotification(notice.rawBody, headers, [this.notifyKeys], now.getTime())
    return read.refund ? { refund: read.refund } : { refused: read.why }
  }

  /** As WeChat documents: 204 when handled (it stops sending), a 4xx/5xx with {code: "FAIL"} otherwise (it sends again). */
  answerNotice(handled: boolean, failure: 'refused' | 'error' = 'refused'): NoticeAnswer {
    if (handled) return { status: 204 }
    return failure === 'error' ? NOTICE_ERROR : NOTICE_REFUSED
  }

  async query(payment: { id: string }): Promise<CallbackResult | undefined> {
    const t = await this.client.query(outTradeNo(payment.id))
    return t ? transactionResult(t) : undefined
  }

  async close(payment: { id: string }): Promise<void> {
    await this.client.close(outTradeNo(payment.id))
  }

  /**
   * Money back through WeChat. A refusal WeChat gives a reason for is FAILED (the merchant sees why);
   * a call that did not get through or that WeChat failed is thrown, for the refund job to try again
   * under the same out_refund_no (WeChat refunds one out_refund_no once).
   */
  async refund(request: RefundRequest): Promise<RefundResult> {
    if (!OUT_REFUND_NO.test(request.refundId)) throw new AppError('PAYMENT_PROVIDER_FAILED')
    try {
      const r = await this.client.refund({
        transaction_id: request.providerTxn,
        out_refund_no: request.refundId,
        reason: [...request.reason].slice(0, 80).join('') || undefined,
        notify_url: this.options.refundNotifyUrl(this.product),
        amount: { refund: request.refundFen, total: request.totalFen, currency: 'CNY' }
      })
      return {
        state: refundState(r.status),
        providerRefundId: r.refund_id,
        ...(refundState(r.status) === 'FAILED' ? { reason: `WeChat refund ${r.status}` } : {})
      }
    } catch (e) {
      if (e instanceof WechatPayCallError && !e.retryable) return { state: 'FAILED', reason: `${e.wechatCode}: ${e.wechatMessage}` }
      throw e
    }
  }

  private absolute(url: string): string {
    return /^https?:\/\//.test(url) ? url : `${this.publicBaseUrl}${url.startsWith('/') ? '' : '/'}${url}`
  }
}

/** A refund's status as WeChat reports it (reply or notification) in our terms. */
export function refundState(status: string): RefundResult['state'] {
  if (status === 'SUCCESS') return 'SUCCEEDED'
  if (status === 'PROCESSING') return 'PROCESSING'
  return 'FAILED'
}

/** The merchant's settings hold what WeChat Pay itself needs (merchant, keys, platform keys). */
export function hasWechatPay(
  c: WechatCredentials
): c is WechatCredentials &
  Required<Pick<WechatCredentials, 'mchId' | 'mchSerialNo' | 'mchPrivateKeyPem' | 'apiV3Key' | 'platformPublicKeys'>> {
  return !!(c.mchId && c.mchSerialNo && c.mchPrivateKeyPem && c.apiV3Key && c.platformPublicKeys?.length)
}

/**
 * The WeChat products a merchant's settings allow: none without the merchant's pay keys; the
 * mini-program's with its app id; JSAPI with the official account's app id and secret (the wxauth page
 * that finds the payer's openid needs the secret); H5 pay with the official account's (or else the
 * mini-program's) app id.
 */
export function wechatPayProviders(credentials: WechatCredentials, options: WechatPayProviderOptions): WechatPayProvider[] {
  if (!hasWechatPay(credentials)) return []
  const client = new WechatPayClient({
    mchId: credentials.mchId,
    serialNo: credentials.mchSerialNo,
    privateKeyPem: credentials.mchPrivateKeyPem,
    platformPublicKeys: credentials.platformPublicKeys,
    baseUrl: credentials.payBaseUrl,
    nowMs: options.nowMs,
    log: options.log
  })
  const configs: ProductConfig[] = []
  if (credentials.miniAppId) configs.push({ product: 'WECHAT_MINI', appId: credentials.miniAppId })
  if (credentials.officialAppId && credentials.officialAppSecret)
    configs.push({ product: 'WECHAT_JSAPI', appId: credentials.officialAppId })
  const h5AppId = credentials.officialAppId ?? credentials.miniAppId
  if (h5AppId) configs.push({ product: 'WECHAT_H5', appId: h5AppId })
  const notifyKeys = { mchId: credentials.mchId, apiV3Key: credentials.apiV3Key, platformPublicKeys: credentials.platformPublicKeys }
  return configs.map((c) => new WechatPayProvider(c, client, credentials.mchPrivateKeyPem, notifyKeys, options))
}
