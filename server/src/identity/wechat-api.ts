/**
 * The WeChat server APIs a login needs, at the merchant's apiBaseUrl (https://api.weixin.qq.com unless a
 * test double stands in):
 * - jscode2session: a mini-program login code for the buyer's openid (and unionid when the app is bound
 *   to an open platform account); the session_key stays on the server and is not kept.
 * - the access token (GET /cgi-bin/token, client_credential), kept until shortly before it expires, and
 *   getuserphonenumber: the phone-number button's code for the buyer's phone.
 * - cityservice/face/identify/getinfo: the outcome of a face check (wx.startFacialRecognitionVerify).
 * - sns/oauth2/access_token: the official account's OAuth code (the wxauth page) for the buyer's openid
 *   there, which JSAPI pay in WeChat's browser needs.
 * - cgi-bin/ticket/getticket (type=jsapi): the official account's JS-SDK ticket, kept until shortly before
 *   it expires (the wechat-jsapi area signs wx.config with it).
 * - cgi-bin/message/subscribe/send: a mini-program subscription message (subscription-message area).
 * Every answer carrying a non-zero errcode is a refusal (undefined); a platform that cannot be reached is
 * THIRD_PARTY_FAILED, never a 500.
 */
import { createHash } from 'node:crypto'
import { AppError } from '../http/app-error'

export const WECHAT_API_BASE_URL = 'https://api.weixin.qq.com'
const TIMEOUT_MS = 5000
/** A token is renewed this long before WeChat says it expires. */
const TOKEN_MARGIN_MS = 5 * 60 * 1000
/** errcodes meaning the access token is no longer good: renew it once and ask again. */
const STALE_TOKEN = new Set([40001, 40014, 42001])

export interface WechatApp {
  appId: string
  appSecret: string
  baseUrl?: string
}

export interface WechatSession {
  openId: string
  unionId?: string
}

export interface WechatPhone {
  countryCode: string
  /** Without the country code. */
  phone: string
}

export interface WechatFaceResult {
  /** 0: the face matched the named person. */
  identifyRet: number
  openId: string
  /** Lower-case hex MD5 of the UTF-8 name and of the ID number the check was made against. */
  nameMd5: string
  idCardNumberMd5: string
}

interface WechatReply {
  errcode?: number
  errmsg?: string
  [field: string]: unknown
}

/**
 * Access tokens by app (and secret, so a changed secret asks again), shared by every WechatApi of this
 * process: settings rebuilt for a merchant keep using the token they had. WeChat invalidates the
 * previous token five minutes after a new one is issued, so with several gateway processes each keeps
 * its own and renews it on a stale-token errcode.
 */
const tokens = new Map<string, { token: string; expiresAt: number }>()
/** JS-SDK tickets by app, kept as the access tokens are (WeChat limits how often one may be asked for). */
const tickets = new Map<string, { token: string; expiresAt: number }>()

/** What WeChat answered a subscription message: sent, or its errcode (43101: the buyer's consent is used up or withdrawn). */
export type SubscribeSendOutcome = { sent: true } | { sent: false; errcode: number; errmsg: string }

export class WechatApi {
  private readonly base: string

  constructor(
    private readonly app: WechatApp,
    private readonly clock: () => number = Date.now
  ) {
    this.base = (app.baseUrl ?? WECHAT_API_BASE_URL).replace(/\/+$/, '')
  }

  async jscode2session(code: string): Promise<WechatSession | undefined> {
    const reply = await this.get('/sns/jscode2session', {
      appid: this.app.appId,
      secret: this.app.appSecret,
      js_code: code,
      grant_type: 'authorization_code'
    })
    return this.session(reply)
  }

  async officialAccountOpenId(code: string): Promise<WechatSession | undefined> {
    const reply = await this.get('/sns/oauth2/access_token', {
      appid: this.app.appId,
      secret: this.app.appSecret,
      code,
      grant_type: 'authorization_code'
    })
    return this.session(reply)
  }

  async phoneNumber(code: string): Promise<WechatPhone | undefined> {
    const reply = await this.postWithToken('/wxa/business/getuserphonenumber', { code })
    const info = reply?.phone_info as { purePhoneNumber?: unknown; countryCode?: unknown } | undefined
    if (!reply || reply.errcode || typeof info?.purePhoneNumber !== 'string' || !info.purePhoneNumber) return undefined
    return {
      phone: info.purePhoneNumber,
      countryCode: typeof info.countryCode === 'string' && info.countryCode ? info.countryCode : '86'
    }
  }

  /**
   * The outcome of a face check the mini-program ran (wx.startFacialRecognitionVerify's verifyResult), from
   * cityservice/face/identify/getinfo: undefined when WeChat refuses the verify_result (an errcode).
   * identify_ret 0 alone means the face matched; the reply also names the openid that took the check and
   * MD5s of the name and ID number it was made against, which the caller compares with its own.
   */
  async faceCheckResult(verifyResult: string): Promise<WechatFaceResult | undefined> {
    const reply = await this.postWithToken('/cityservice/face/identify/getinfo', { verify_result: verifyResult })
    if (!reply || reply.errcode) return undefined
    const text = (v: unknown) => (typeof v === 'string' ? v : '')
    return {
      identifyRet: typeof reply.identify_ret === 'number' ? reply.identify_ret : -1,
      openId: text(reply.openid),
      nameMd5: text(reply.name_utf8_md5).toLowerCase(),
      idCardNumberMd5: text(reply.id_card_number_md5).toLowerCase()
    }
  }

  /**
   * The JS-SDK ticket (cgi-bin/ticket/getticket?type=jsapi) of this app (the official account), from this
   * process's cache until shortly before it expires; undefined when WeChat refuses.
   */
  async jsapiTicket(): Promise<string | undefined> {
    const key = this.tokenKey()
    const kept = tickets.get(key)
    if (kept && kept.expiresAt > this.clock()) return kept.token
    for (let tries = 0; tries < 2; tries++) {
      const token = await this.accessToken()
      if (!token) return undefined
      const reply = await this.get('/cgi-bin/ticket/getticket', { access_token: token, type: 'jsapi' })
      if (reply.errcode && STALE_TOKEN.has(reply.errcode)) {
        tokens.delete(key)
        continue
      }
      if (reply.errcode || typeof reply.ticket !== 'string' || !reply.ticket) return undefined
      const lifeMs = (typeof reply.expires_in === 'number' ? reply.expires_in : 7200) * 1000
      tickets.set(key, { token: reply.ticket, expiresAt: this.clock() + Math.max(lifeMs - TOKEN_MARGIN_MS, lifeMs / 2) })
      return reply.ticket
    }
    return undefined
  }

  /**
   * A subscription message (POST cgi-bin/message/subscribe/send): to the buyer's openid in this
   * mini-program, with the template's keys each `{value}`. undefined when no access token could be had
   * (nothing was sent); a platform that cannot be reached throws THIRD_PARTY_FAILED.
   */
  async sendSubscribeMessage(message: {
    toUser: string
    templateId: string
    page?: string
    data: Record<string, string>
    lang?: 'zh_CN' | 'zh_TW' | 'en_US'
  }): Promise<SubscribeSendOutcome | undefined> {
    const reply = await this.postWithToken('/cgi-bin/message/subscribe/send', {
      touser: message.toUser,
      template_id: message.templateId,
      ...(message.page ? { page: message.page } : {}),
      data: Object.fromEntries(Object.entries(message.data).map(([key, value]) => [key, { value }])),
      miniprogram_state: 'formal',
      lang: message.lang ?? 'zh_CN'
    })
    if (!reply) return undefined
    return reply.errcode ? { sent: false, errcode: reply.errcode, errmsg: String(reply.errmsg ?? '') } : { sent: true }
  }

  /** The app's access token, from this process's cache until shortly before it expires. */
  async accessToken(): Promise<string | undefined> {
    const key = this.tokenKey()
    const kept = tokens.get(key)
    if (kept && kept.expiresAt > this.clock()) return kept.token
    const reply = await this.get('/cgi-bin/token', { grant_type: 'client_credential', appid: this.app.appId, secret: this.app.appSecret })
    if (reply.errcode || typeof reply.access_token !== 'string') return undefined
    const lifeMs = (typeof reply.expires_in === 'number' ? reply.expires_in : 7200) * 1000
    tokens.set(key, { token: reply.access_token, expiresAt: this.clock() + Math.max(lifeMs - TOKEN_MARGIN_MS, lifeMs / 2) })
    return reply.access_token
  }

  /** A POST carrying the access token, renewed once on a stale-token errcode; undefined without a token. */
  private async postWithToken(path: string, body: object): Promise<WechatReply | undefined> {
    for (let tries = 0; tries < 2; tries++) {
      const token = await this.accessToken()
      if (!token) return undefined
      const reply = await this.call(`${path}?access_token=${encodeURIComponent(token)}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body)
      })
      if (!(reply.errcode && STALE_TOKEN.has(reply.errcode))) return reply
      tokens.delete(this.tokenKey())
    }
    return undefined
  }

  private session(reply: WechatReply): WechatSession | undefined {
    if (reply.errcode || typeof reply.openid !== 'string' || !reply.openid) return undefined
    return { openId: reply.openid, ...(typeof reply.unionid === 'string' && reply.unionid ? { unionId: reply.unionid } : {}) }
  }

  private tokenKey(): string {
    return `${this.base}|${this.app.appId}|${createHash('sha256').update(this.app.appSecret).digest('hex')}`
  }

  private get(path: string, query: Record<string, string>): Promise<WechatReply> {
    return this.call(`${path}?${new URLSearchParams(query).toString()}`, { method: 'GET' })
  }

  private async call(pathAndQuery: string, init: RequestInit): Promise<WechatReply> {
    let text: string
    try {
      const res = await fetch(`${this.base}${pathAndQuery}`, { ...init, signal: AbortSignal.timeout(TIMEOUT_MS) })
      text = await res.text()
      if (!res.ok) return { errcode: res.status, errmsg: `HTTP ${res.status}` }
    } catch {
      throw new AppError('THIRD_PARTY_FAILED')
    }
    try {
      // WeChat answers JSON, sometimes labelled text/plain.
      const parsed = JSON.parse(text) as unknown
      return typeof parsed === 'object' && parsed !== null ? (parsed as WechatReply) : { errcode: -1 }
    } catch {
      return { errcode: -1, errmsg: 'not JSON' }
    }
  }
}
