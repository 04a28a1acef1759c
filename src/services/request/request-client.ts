/**
 * The one Taro.request wrapper (calls-errors-limits.md sections 4, 5, 7, 8 and 9): it adds the common
 * params and headers, applies the auth rule, reads the envelope, stores tokens, refreshes an expired token
 * once for everyone, falls back to cached vouchers, and hands failures to the reply handling.
 */
import type { Locale } from '../../locales/i18n'
import { langParam, translate, type MessageKey, type MessageParams } from '../../locales/i18n'
import {
  BUSINESS_CODES,
  CLIENT_VERSION,
  IMPORTANCE,
  LOW_PRIORITY_DELAY_MS,
  PREVIEW_VERSION,
  SUCCESS_STATUS_CODES,
  type Importance
} from './request-constants'
import { RequestError, blankPaymentCancel } from './request-error'
import { appendQuery, definedOnly, stripUnknownParams, utcOffsetMinutes, type Params } from './request-params'
import { fallbackEndpoint, isOrderCreationPath, isRiskPath, timeoutFor } from './request-paths'
import { needsAccessToken } from '../../../types/rules/auth-paths'
import { cachedVoucherEntry, saveVoucherReply, servesFromVoucherCache, voucherCacheKey } from './voucher-cache'
import type { ReplyNavigation, ReplyUi, SessionPort } from './reply-ports'
import { handleFailure } from './reply-handling'
import type { LoadingOverlay } from './loading-overlay'
import type { Envelope } from '../../../types/api/envelope'
import { send, type HttpMethod, type RawReply, type TransportRequest } from './http-transport'

export interface RequestOptions {
  /** A gateway path such as /home/pub/v3/show_list/search, or a full URL. */
  path: string
  method?: HttpMethod
  data?: Params
  header?: Record<string, string>
  timeout?: number
  importance?: Importance
  /** false: the caller shows errors itself; no reply-mode dialogs. */
  handleErrors?: boolean
}

/** Facts about the visit, read at every request so they follow language and channel changes. */
export interface ClientContext {
  host: string
  merchantId(): string
  appId(): string
  channelId(): string | undefined
  /** terminal-src: the platform the app runs on (WEIXIN_MINI, ALIPAY_MINI, H5 ...). */
  terminalSrc(): string
  /** src: the source (the app web view passes iOS or android). */
  src(): string
  isPreview(): boolean
  locale(): Locale
  /** The merchant's risk header value for order creation. */
  riskHeader(): string | undefined
}

export interface ClientDeps {
  context: ClientContext
  session: SessionPort
  ui: ReplyUi
  nav: ReplyNavigation
  overlay?: LoadingOverlay
  warn?(message: string): void
  sleep?(ms: number): Promise<void>
  now?(): number
  traceId?(): string
}

/** The refresh call: public, so it works with an expired access token. */
export const REFRESH_TOKEN_PATH = '/user/pub/v1/refresh_token'

function randomTraceId(): string {
  let id = ''
  for (let i = 0; i < 16; i++) id += Math.floor(Math.random() * 16).toString(16)
  return id
}

function asRecord(value: unknown): Record<string, unknown> | undefined {
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : undefined
}

/** A reply's data, and when it was kept if it came from the fallback cache instead of the network. */
export interface KeptOrLive<T> {
  data: T
  /** Epoch ms the kept reply was saved; absent for a live reply. */
  savedAt?: number
}

export class RequestClient {
  private refreshing: Promise<boolean> | undefined
  /** Envelopes served from the fallback cache, with when they were saved. */
  private readonly kept = new WeakMap<object, number>()

  constructor(private readonly deps: ClientDeps) {}

  /** The reply's data on success; a RequestError otherwise (after the reply handling has run). */
  async request<T>(options: RequestOptions): Promise<T> {
    const envelope = await this.send<T>(options)
    return envelope.data
  }

  /** As request, saying whether the data is live or kept (a fallback-cached call with no network). */
  async requestKeptOrLive<T>(options: RequestOptions): Promise<KeptOrLive<T>> {
    const envelope = await this.send<T>(options)
    const savedAt = this.kept.get(envelope)
    return savedAt === undefined ? { data: envelope.data } : { data: envelope.data, savedAt }
  }

  /** The whole envelope on success. */
  async send<T>(options: RequestOptions): Promise<Envelope<T>> {
    try {
      return await this.attempt<T>(options)
    } catch (error) {
      if (!(error instanceof RequestError)) throw error
      return this.recover<T>(options, error)
    }
  }

  private async recover<T>(options: RequestOptions, error: RequestError): Promise<Envelope<T>> {
    if (error.statusCode === BUSINESS_CODES.tokenExpired && this.deps.session.refreshToken()) {
      if (await this.refreshOnce()) {
        try {
          return await this.attempt<T>(options)
        } catch (replayError) {
          if (!(replayError instanceof RequestError)) throw replayError
          return this.fail<T>(options, replayError)
        }
      }
    }
    const endpoint = fallbackEndpoint(options.path)
    if (endpoint && servesFromVoucherCache(error)) {
      const cached = cachedVoucherEntry(endpoint, this.cacheKey(options.path, options.data), this.now())
      if (cached !== undefined && typeof cached.reply === 'object' && cached.reply !== null) {
        const envelope = cached.reply as Envelope<T>
        this.kept.set(envelope, cached.savedAt)
        return envelope
      }
    }
    return this.fail<T>(options, error)
  }

  private fail<T>(options: RequestOptions, error: RequestError): Promise<Envelope<T>> {
    return handleFailure<T>(error, options, {
      ui: this.deps.ui,
      nav: this.deps.nav,
      session: this.deps.session,
      text: (key, params) => this.text(key, params),
      retry: () => this.attempt<T>(options),
      sleep: (ms) => this.sleep(ms)
    })
  }

  /** One network round trip with every request rule applied; throws RequestError on failure. */
  private async attempt<T>(options: RequestOptions): Promise<Envelope<T>> {
    const { context, session } = this.deps
    const path = options.path
    if (needsAccessToken(path) && !session.accessToken()) {
      // The auth rule: no request goes out, the user is logged out, the call fails with 'not logged in'.
      session.clearLocalData()
      throw new RequestError({ message: this.text('common.not_logged_in'), statusCode: BUSINESS_CODES.notLoggedIn, mode: 'none' })
    }

    const importance = options.importance ?? IMPORTANCE.medium
    if (importance > IMPORTANCE.high) await this.sleep(LOW_PRIORITY_DELAY_MS)

    const method = options.method ?? 'GET'
    const common = {
      src: context.src(),
      ver: context.isPreview() ? PREVIEW_VERSION : CLIENT_VERSION,
      merchantId: context.merchantId(),
      channelId: context.channelId(),
      appId: context.appId()
    }
    // Our own params may be absent (no channel) and are dropped quietly; the caller's are checked.
    const data = { ...definedOnly(common), ...stripUnknownParams(options.data, path, (m) => this.warn(m)) }
    const query = definedOnly({
      lang: langParam(context.locale()),
      utcOffset: utcOffsetMinutes(),
      channelId: context.channelId(),
      ver: common.ver,
      terminalSrc: context.terminalSrc()
    })
    const base = /^https?:\/\//i.test(path) ? path : `${context.host}${path}`
    // GET carries its params in the query; other methods in the JSON body, with the common query on the URL.
    const isGet = method === 'GET'
    const url = appendQuery(base, isGet ? { ...data, ...query } : query)
    const header = this.headers(options, common.ver)

    const end = this.deps.overlay?.track(importance) ?? (() => undefined)
    let raw: RawReply
    try {
      raw = await this.transport({ url, method, data: isGet ? undefined : data, header, timeout: options.timeout ?? timeoutFor(path) })
    } finally {
      end()
    }
    const envelope = this.readReply<T>(raw, path)
    const endpoint = fallbackEndpoint(path)
    if (endpoint) saveVoucherReply(endpoint, this.cacheKey(path, options.data), envelope, this.now())
    return envelope
  }

  /** Per buyer: the key starts with the logged-in user's id. */
  private cacheKey(path: string, data: Params | undefined): string {
    return voucherCacheKey(path, data ?? {}, this.deps.session.userId?.() ?? '')
  }

  private headers(options: RequestOptions, ver: string): Record<string, string> {
    const { context, session } = this.deps
    const header: Record<string, string | undefined> = {
      'content-type': 'application/json',
      'x-trace-id': (this.deps.traceId ?? randomTraceId)(),
      'terminal-src': context.terminalSrc(),
      src: context.src(),
      'channel-id': context.channelId(),
      'merchant-id': context.merchantId(),
      ver,
      'utc-offset': String(utcOffsetMinutes()),
      'access-token': session.accessToken()
    }
    if (options.data && 'privilegeId' in options.data && options.data.privilegeId !== undefined) {
      header['privilege-token'] = session.privilegeToken()
    }
    // The buying proofs (risk-token, pass-id) come from the caller (trade-api.ts), never from earlier replies.
    if (isOrderCreationPath(options.path)) header['risk-merchant'] = context.riskHeader()
    const out: Record<string, string> = {}
    for (const [k, v] of Object.entries({ ...header, ...options.header })) if (v !== undefined && v !== '') out[k] = v
    return out
  }

  private async transport(req: TransportRequest): Promise<RawReply> {
    try {
      return await send(req)
    } catch (cause) {
      const message = String((cause as { errMsg?: string; message?: string })?.errMsg ?? (cause as Error)?.message ?? '')
      if (/timeout|timed out/i.test(message)) {
        throw new RequestError({ message: this.text('common.request_timeout'), statusCode: -1, timeout: true, cause })
      }
      throw new RequestError({ message: this.text('common.network_error'), statusCode: -1, network: true, cause })
    }
  }

  /** The envelope of a reply, or a RequestError by the rules of section 8. */
  private readReply<T>(raw: RawReply, path: string): Envelope<T> {
    if (raw.statusCode !== 200) {
      if (isRiskPath(path)) return { statusCode: 200, data: {} as T }
      throw new RequestError({ message: this.text('common.network_error'), statusCode: -1, httpCode: raw.statusCode, network: false })
    }
    let body: unknown = raw.data
    if (body === undefined || body === null || body === '') {
      throw new RequestError({ message: this.text('common.generic_error'), statusCode: -1, httpCode: 200 })
    }
    if (typeof body === 'string') {
      try {
        body = JSON.parse(body)
      } catch {
        return { statusCode: 200, data: body as T }
      }
    }
    const envelope = asRecord(body)
    if (!envelope || typeof envelope.statusCode !== 'number') {
      throw new RequestError({ message: this.text('common.generic_error'), statusCode: -1, httpCode: 200 })
    }

    const data = asRecord(envelope.data)
    if (data) this.deps.session.saveTokens(data)

    if (SUCCESS_STATUS_CODES.includes(envelope.statusCode)) return envelope as unknown as Envelope<T>
    const str = (v: unknown) => (typeof v === 'string' ? v : undefined)
    throw new RequestError({
      message: blankPaymentCancel(str(envelope.comments) ?? ''),
      statusCode: envelope.statusCode,
      httpCode: 200,
      subComments: str(envelope.subComments),
      actText: str(envelope.actText),
      mode: str(envelope.mode),
      errorCode: str(envelope.errorCode),
      data: envelope.data
    })
  }

  /** Token expired: one refresh, shared by every request in flight at that moment. */
  refreshOnce(): Promise<boolean> {
    if (!this.refreshing) {
      this.refreshing = this.refresh().finally(() => {
        this.refreshing = undefined
      })
    }
    return this.refreshing
  }

  private async refresh(): Promise<boolean> {
    const token = this.deps.session.refreshToken()
    if (!token) return false
    try {
      const raw = await this.transport({
        url: `${this.deps.context.host}${REFRESH_TOKEN_PATH}`,
        method: 'POST',
        data: { refreshToken: token, merchantId: this.deps.context.merchantId() },
        header: { 'content-type': 'application/json', 'merchant-id': this.deps.context.merchantId() },
        timeout: timeoutFor(REFRESH_TOKEN_PATH)
      })
      const envelope = this.readReply<Record<string, unknown>>(raw, REFRESH_TOKEN_PATH)
      return typeof envelope.data?.accessToken === 'string'
    } catch {
      return false
    }
  }

  private text(key: MessageKey, params?: MessageParams): string {
    return translate(this.deps.context.locale(), key, params)
  }

  private warn(message: string): void {
    if (this.deps.warn) this.deps.warn(message)
    else console.warn(message)
  }

  private sleep(ms: number): Promise<void> {
    return this.deps.sleep ? this.deps.sleep(ms) : new Promise((resolve) => setTimeout(resolve, ms))
  }

  private now(): number {
    return this.deps.now ? this.deps.now() : Date.now()
  }
}
