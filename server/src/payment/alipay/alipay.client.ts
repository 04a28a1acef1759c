/**
 * Alipay's open API (the `gateway.do` protocol, version 1.0, RSA2): signed calls and their verified
 * responses, and the signed page address of `alipay.trade.wap.pay`. Every failure is an AppError
 * (PAYMENT_PROVIDER_FAILED) carrying Alipay's codes for the caller and the log, never a key or a
 * signature in its message.
 */
import type { KeyObject } from 'node:crypto'
import { AppError } from '../../http/app-error'
import { alipayTime } from './alipay-time'
import { privateKey, publicKey, rawMember, rsa2Sign, rsa2Verify, signContent } from './alipay-signing'
import type { AlipayCredentials } from '../../platform-settings/alipay-credentials'

export const ALIPAY_GATEWAY = 'https://openapi.alipay.com/gateway.do'
const SUCCESS = '10000'

/**
 * Methods whose documented success reply carries no `code`, only its result fields:
 * alipay.system.oauth.token answers `{user_id, open_id, access_token, expires_in, ...}` (Alipay's easy SDK
 * reads a null code on a good token). Every other method we call answers 10000 on success.
 */
const SUCCESS_WITHOUT_CODE: ReadonlySet<string> = new Set(['alipay.system.oauth.token'])

/**
 * Success as Alipay's SDKs judge it: a reply under the method's own member without a `sub_code` (the Java
 * SDK's AlipayResponse.isSuccess), whose code is 10000, or absent for a method documented without one.
 * An `error_response` is never success.
 */
function succeeded(method: string, ownMember: boolean, reply: AlipayReply): boolean {
  if (!ownMember || (reply.sub_code !== undefined && reply.sub_code !== '')) return false
  return reply.code === undefined ? SUCCESS_WITHOUT_CODE.has(method) : reply.code === SUCCESS
}

/** An answer other than success, or no trustworthy answer (`apiCode` NETWORK, BAD_RESPONSE, BAD_SIGNATURE). */
export class AlipayApiError extends AppError {
  constructor(
    readonly method: string,
    readonly apiCode: string,
    readonly subCode: string = ''
  ) {
    super('PAYMENT_PROVIDER_FAILED')
  }
}

export type CompleteAlipayCredentials = Required<Pick<AlipayCredentials, 'appId' | 'appPrivateKeyPem' | 'alipayPublicKeyPem'>> &
  Pick<AlipayCredentials, 'gatewayUrl'>

export function isComplete(c: AlipayCredentials | undefined): c is CompleteAlipayCredentials {
  return !!(c?.appId && c.appPrivateKeyPem && c.alipayPublicKeyPem)
}

export interface AlipayClientOptions {
  fetch?: typeof fetch
  /** How long a call may take before it counts as failed (default 10 s). */
  timeoutMs?: number
  now?: () => Date
}

/** A call: its business content (biz_content) and any further public parameters (notify_url, grant_type). */
export interface AlipayCall {
  biz?: Record<string, unknown>
  params?: Record<string, string | undefined>
}

export type AlipayReply = Record<string, unknown> & { code?: string; sub_code?: string }

export class AlipayClient {
  readonly appId: string
  private readonly appKey: KeyObject
  readonly alipayKey: KeyObject
  private readonly gateway: string

  constructor(
    credentials: CompleteAlipayCredentials,
    private readonly options: AlipayClientOptions = {}
  ) {
    this.appId = credentials.appId
    this.appKey = privateKey(credentials.appPrivateKeyPem)
    this.alipayKey = publicKey(credentials.alipayPublicKeyPem)
    this.gateway = credentials.gatewayUrl || ALIPAY_GATEWAY
  }

  /** The public parameters with the call's own, signed with our application key. */
  signedParams(method: string, call: AlipayCall): Record<string, string> {
    const params: Record<string, string> = {
      app_id: this.appId,
      method,
      format: 'JSON',
      charset: 'utf-8',
      sign_type: 'RSA2',
      timestamp: alipayTime((this.options.now ?? (() => new Date()))()),
      version: '1.0'
    }
    for (const [k, v] of Object.entries(call.params ?? {})) if (v !== undefined && v !== '') params[k] = v
    if (call.biz) params.biz_content = JSON.stringify(call.biz)
    params.sign = rsa2Sign(signContent(params), this.appKey)
    return params
  }

  /** The address the buyer's browser opens for a page call (wap.pay): the gateway with the signed parameters. */
  pageUrl(method: string, call: AlipayCall): string {
    const url = new URL(this.gateway)
    for (const [k, v] of Object.entries(this.signedParams(method, call))) url.searchParams.set(k, v)
    return url.toString()
  }

  /** A server call; its reply when Alipay answered success (succeeded) and signed it with its key, else AlipayApiError. */
  async execute(method: string, call: AlipayCall): Promise<AlipayReply> {
    const body = new URLSearchParams(this.signedParams(method, call)).toString()
    let text: string
    try {
      const res = await (this.options.fetch ?? fetch)(`${this.gateway}?charset=utf-8`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded;charset=utf-8' },
        body,
        signal: AbortSignal.timeout(this.options.timeoutMs ?? 10_000)
      })
      text = await res.text()
    } catch {
      throw new AlipayApiError(method, 'NETWORK')
    }
    return this.verifiedReply(method, text)
  }

  /** The `<method>_response` (or `error_response`) of a reply body, its signature checked over its exact text. */
  verifiedReply(method: string, text: string): AlipayReply {
    const own = rawMember(text, `${method.replace(/\./g, '_')}_response`)
    const raw = own ?? rawMember(text, 'error_response')
    let reply: AlipayReply
    let sign: unknown
    try {
      if (!raw) throw new Error('no response member')
      reply = JSON.parse(raw) as AlipayReply
      sign = (JSON.parse(text) as { sign?: unknown }).sign
    } catch {
      throw new AlipayApiError(method, 'BAD_RESPONSE')
    }
    const signed = typeof sign === 'string' && rsa2Verify(raw, sign, this.alipayKey)
    if (!succeeded(method, own !== undefined, reply)) {
      // An error is an error whether or not it is signed; its codes are only trusted for a signed one.
      throw signed
        ? new AlipayApiError(method, String(reply.code ?? ''), String(reply.sub_code ?? ''))
        : new AlipayApiError(method, 'BAD_SIGNATURE')
    }
    if (!signed) throw new AlipayApiError(method, 'BAD_SIGNATURE')
    return reply
  }
}
