/**
 * WeChat Pay API v3 over HTTP (pay.weixin.qq.com, direct merchant "直连商户"): JSAPI / mini-program and H5
 * prepay, query and close by out_trade_no, domestic refunds. Every request carries our Authorization
 * signature; every 2xx reply must carry WeChat's platform signature (an unsigned or mis-signed success is
 * treated as forged, as the docs require). Failures become AppError PAYMENT_PROVIDER_FAILED: the buyer
 * sees a retry message, the merchant's log gets WeChat's code and message, never a key.
 */
import { AppError } from '../../http/app-error'
import {
  authorization,
  checkWechatpaySignature,
  merchantSigner,
  platformKeys,
  wechatpayHeaders,
  type MerchantSigner,
  type PlatformKeys
} from './wechat-pay-signing'

export const WECHAT_PAY_BASE_URL = 'https://api.mch.weixin.qq.com'

export interface WechatPayClientOptions {
  mchId: string
  serialNo: string
  privateKeyPem: string
  platformPublicKeys: readonly { serial: string; publicKeyPem: string }[]
  /** Default https://api.mch.weixin.qq.com; a provider double's address in tests. */
  baseUrl?: string
  /** Milliseconds since the epoch (request timestamps, the reply window). */
  nowMs?: () => number
  /** Where a refused or failed call is told (WeChat's code and message, the path). */
  log?: (message: string, detail: object) => void
}

interface Amount {
  total: number
  currency: 'CNY'
}

export interface JsapiPrepay {
  appid: string
  description: string
  out_trade_no: string
  time_expire?: string
  notify_url: string
  amount: Amount
  payer: { openid: string }
}

export interface H5Prepay {
  appid: string
  description: string
  out_trade_no: string
  time_expire?: string
  notify_url: string
  amount: Amount
  scene_info: { payer_client_ip: string; h5_info: { type: 'Wap' } }
}

/** A transaction as WeChat's query and payment notifications describe it (the fields we read). */
export interface WechatTransaction {
  appid?: string
  mchid?: string
  out_trade_no: string
  transaction_id?: string
  trade_state: 'SUCCESS' | 'REFUND' | 'NOTPAY' | 'CLOSED' | 'REVOKED' | 'USERPAYING' | 'PAYERROR' | string
  amount?: { total?: number; payer_total?: number; currency?: string }
  success_time?: string
}

export interface DomesticRefund {
  transaction_id: string
  out_refund_no: string
  reason?: string
  notify_url?: string
  amount: { refund: number; total: number; currency: 'CNY' }
}

export interface WechatRefund {
  refund_id: string
  out_refund_no: string
  status: 'SUCCESS' | 'CLOSED' | 'PROCESSING' | 'ABNORMAL' | string
}

/** A call WeChat answered with an error (HTTP 4xx/5xx and {code, message}), or one that did not get through. */
export class WechatPayCallError extends AppError {
  constructor(
    /** WeChat's error code (PARAM_ERROR, ORDER_NOT_EXIST, SIGN_ERROR, ...), or NETWORK / BAD_REPLY. */
    readonly wechatCode: string,
    /** HTTP status, 0 when nothing came back. */
    readonly httpStatus: number,
    readonly wechatMessage: string
  ) {
    super('PAYMENT_PROVIDER_FAILED')
  }

  /**
   * Worth trying again later: nothing came back, WeChat failed or asked us to slow down, or the reply
   * could not be believed (the call may have been done: only a repeat under the same ids tells).
   */
  get retryable(): boolean {
    return (
      this.httpStatus === 0 ||
      this.httpStatus === 429 ||
      this.httpStatus >= 500 ||
      ['SYSTEM_ERROR', 'FREQUENCY_LIMITED', 'BAD_REPLY', 'BAD_REPLY_SIGNATURE'].includes(this.wechatCode)
    )
  }
}

export class WechatPayClient {
  readonly mchId: string
  private readonly signer: MerchantSigner
  private readonly keys: PlatformKeys
  private readonly baseUrl: string
  private readonly nowMs: () => number
  private readonly log: (message: string, detail: object) => void

  constructor(options: WechatPayClientOptions) {
    this.mchId = options.mchId
    this.signer = merchantSigner(options.mchId, options.serialNo, options.privateKeyPem)
    this.keys = platformKeys(options.platformPublicKeys)
    this.baseUrl = (options.baseUrl ?? WECHAT_PAY_BASE_URL).replace(/\/+$/, '')
    this.nowMs = options.nowMs ?? Date.now
    this.log = options.log ?? (() => undefined)
  }

  async jsapiPrepay(body: JsapiPrepay): Promise<{ prepay_id: string }> {
    const reply = await this.call<{ prepay_id?: string }>('POST', '/v3/pay/transactions/jsapi', { ...body, mchid: this.mchId })
    if (!reply?.prepay_id) throw this.badReply('/v3/pay/transactions/jsapi')
    return { prepay_id: reply.prepay_id }
  }

  async h5Prepay(body: H5Prepay): Promise<{ h5_url: string }> {
    const reply = await this.call<{ h5_url?: string }>('POST', '/v3/pay/transactions/h5', { ...body, mchid: this.mchId })
    if (!reply?.h5_url) throw this.badReply('/v3/pay/transactions/h5')
    return { h5_url: reply.h5_url }
  }

  /** The transaction, or undefined when WeChat has none under this out_trade_no (ORDER_NOT_EXIST). */
  async query(outTradeNo: string): Promise<WechatTransaction | undefined> {
    const path = `/v3/pay/transactions/out-trade-no/${encodeURIComponent(outTradeNo)}?mchid=${encodeURIComponent(this.mchId)}`
    try {
      const reply = await this.call<WechatTransaction>('GET', path)
      if (!reply?.trade_state) throw this.badReply(path)
      return reply
    } catch (e) {
      if (e instanceof WechatPayCallError && e.wechatCode === 'ORDER_NOT_EXIST') return undefined
      throw e
    }
  }

  async close(outTradeNo: string): Promise<void> {
    await this.call('POST', `/v3/pay/transactions/out-trade-no/${encodeURIComponent(outTradeNo)}/close`, { mchid: this.mchId })
  }

  async refund(body: DomesticRefund): Promise<WechatRefund> {
    const reply = await this.call<WechatRefund>('POST', '/v3/refund/domestic/refunds', body)
    if (!reply?.refund_id || !reply.status) throw this.badReply('/v3/refund/domestic/refunds')
    return reply
  }

  /** One signed call; the reply's JSON (undefined for 204), its signature checked. */
  private async call<T>(method: 'GET' | 'POST', path: string, payload?: object): Promise<T | undefined> {
    const body = payload === undefined ? '' : JSON.stringify(payload)
    const headers: Record<string, string> = {
      accept: 'application/json',
      authorization: authorization(this.signer, method, path, body, this.nowMs()),
      'user-agent': 'stagedoor-gateway'
    }
    if (payload !== undefined) headers['content-type'] = 'application/json'
    let res: Response
    let text: string
    try {
      res = await fetch(`${this.baseUrl}${path}`, {
        method,
        headers,
        body: payload === undefined ? undefined : body,
        signal: AbortSignal.timeout(10_000)
      })
      text = await res.text()
    } catch (e) {
      this.log('wechat pay call did not get through', { path: pathOnly(path), error: (e as Error).name })
      throw new WechatPayCallError('NETWORK', 0, 'no reply')
    }
    if (!res.ok) {
      const { code, message } = errorOf(text)
      this.log('wechat pay call refused', { path: pathOnly(path), status: res.status, code, message })
      throw new WechatPayCallError(code, res.status, message)
    }
    const check = checkWechatpaySignature(wechatpayHeaders(res.headers), text, this.keys, this.nowMs())
    if (check !== 'OK') {
      this.log('wechat pay reply not signed by the platform', { path: pathOnly(path), check })
      throw new WechatPayCallError('BAD_REPLY_SIGNATURE', res.status, check)
    }
    if (!text) return undefined
    try {
      return JSON.parse(text) as T
    } catch {
      throw this.badReply(path)
    }
  }

  private badReply(path: string): WechatPayCallError {
    this.log('wechat pay reply without the expected fields', { path: pathOnly(path) })
    return new WechatPayCallError('BAD_REPLY', 200, 'unexpected reply')
  }
}

function pathOnly(path: string): string {
  return path.split('?')[0]
}

function errorOf(text: string): { code: string; message: string } {
  try {
    const parsed = JSON.parse(text) as { code?: unknown; message?: unknown }
    return {
      code: typeof parsed.code === 'string' ? parsed.code : 'UNKNOWN',
      message: typeof parsed.message === 'string' ? parsed.message.slice(0, 200) : ''
    }
  } catch {
    return { code: 'UNKNOWN', message: '' }
  }
}
