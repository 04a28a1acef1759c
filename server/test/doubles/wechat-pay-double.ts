/**
 * A local stand-in for WeChat's servers (issue #15), speaking their documented wire format with keys made
 * fresh for each run (no credentials or internet exist here). One node:http server plays both hosts; point
 * the credentials' payBaseUrl and apiBaseUrl at `double.baseUrl` (double.credentials() does).
 *
 * WeChat Pay API v3 (api.mch.weixin.qq.com):
 * - every request must carry `Authorization: WECHATPAY2-SHA256-RSA2048 mchid,nonce_str,signature,timestamp,serial_no`
 *   signed with the merchant key over `METHOD\nPATH?QUERY\ntimestamp\nnonce\nbody\n`, mchid and serial_no
 *   those of the merchant, timestamp within 5 minutes of the double's clock; else 401 {code: "SIGN_ERROR"};
 * - POST /v3/pay/transactions/jsapi (appid, mchid, description, out_trade_no, notify_url, amount.total,
 *   payer.openid) -> 200 {prepay_id}; POST /v3/pay/transactions/h5 (scene_info.payer_client_ip,
 *   h5_info.type) -> 200 {h5_url}; a missing field -> 400 PARAM_ERROR; a paid out_trade_no -> 400 ORDER_PAID;
 * - GET /v3/pay/transactions/out-trade-no/{no}?mchid= -> 200 the transaction, or 404 ORDER_NOT_EXIST;
 * - POST /v3/pay/transactions/out-trade-no/{no}/close {mchid} -> 204 (state CLOSED), 400 ORDER_PAID when paid;
 * - POST /v3/refund/domestic/refunds (transaction_id, out_refund_no, amount.refund/total) -> 200 {refund_id,
 *   status: PROCESSING}; unknown transaction -> 404 RESOURCE_NOT_EXISTS; more than paid -> 400 INVALID_REQUEST;
 *   the same out_refund_no again -> the same refund;
 * - every 2xx reply signed with the platform key: Wechatpay-Timestamp, -Nonce, -Signature, -Serial;
 * - payNotification / refundNotification build a notification as WeChat sends it: the resource encrypted
 *   with the APIv3 key (AEAD_AES_256_GCM), the headers signed; `send` POSTs it to its notify_url, or a test
 *   injects the returned request into the app.
 *
 * WeChat's open APIs (api.weixin.qq.com), for the login exchanges; errors as {errcode, errmsg} with HTTP 200:
 * - GET /sns/jscode2session?appid&secret&js_code&grant_type=authorization_code: the mini-program's app id and
 *   secret; a code from `miniCode(openid, unionid?)`, usable once -> {openid, session_key, unionid?};
 *   a wrong secret -> 40125, an unknown or used code -> 40029, a wrong app id -> 40013;
 * - GET /cgi-bin/token?grant_type=client_credential&appid&secret and POST /cgi-bin/stable_token
 *   {grant_type, appid, secret} -> {access_token, expires_in: 7200} (either app's id and secret);
 * - POST /wxa/business/getuserphonenumber?access_token= {code}: a code from `phoneCode(phone)`, usable once ->
 *   {errcode: 0, errmsg: "ok", phone_info: {phoneNumber, purePhoneNumber, countryCode: "86", watermark}};
 *   an unknown token -> 40001, an unknown code -> 40029;
 * - GET /sns/oauth2/access_token?appid&secret&code&grant_type=authorization_code: the official account's id
 *   and secret; a code from `oauthCode(openid, unionid?)`, usable once -> {access_token, expires_in,
 *   refresh_token, openid, scope: "snsapi_base", unionid?}; errors as jscode2session's.
 * - POST /cityservice/face/identify/getinfo?access_token= {verify_result}: a result from `faceResult(...)`
 *   (what wx.startFacialRecognitionVerify hands the mini-program) -> {errcode: 0, errmsg: "ok", identify_ret,
 *   identify_time, validate_data, openid, user_id_key, finish_time, id_card_number_md5, name_utf8_md5};
 *   an unknown token -> 40001, an unknown verify_result -> 40097.
 * - GET /cgi-bin/ticket/getticket?access_token&type=jsapi -> {errcode: 0, errmsg: "ok", ticket, expires_in: 7200}
 *   (the ticket is `jsapiTicket`, settable; each call counted in `ticketCalls`); an unknown token -> 40001.
 * - POST /cgi-bin/message/subscribe/send?access_token= {touser, template_id, page, data: {key: {value}},
 *   miniprogram_state, lang} -> {errcode: 0, errmsg: "ok"}, kept in `subscribeMessages`; an unknown token ->
 *   40001; a touser in `refuseMessagesTo` -> 43101 "user refuse to accept the msg".
 */
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { createHash, generateKeyPairSync, randomBytes, type KeyObject } from 'node:crypto'
import type { WechatCredentials } from '../../src/platform-settings/wechat-credentials'
import {
  encryptResource,
  parseAuthorization,
  requestMessage,
  signWechatpay,
  verifyRsaSha256
} from '../../src/payment/wechat/wechat-pay-signing'

const WINDOW_MS = 5 * 60 * 1000

export interface DoubleTransaction {
  appid: string
  mchid: string
  out_trade_no: string
  transaction_id?: string
  trade_type: 'JSAPI' | 'MWEB'
  trade_state: 'NOTPAY' | 'SUCCESS' | 'CLOSED' | 'PAYERROR' | 'REFUND'
  amount: { total: number; currency: string }
  payer?: { openid: string }
  notify_url: string
  description: string
  /** The JSAPI prepay id handed back (what the mini-program's requestPayment carries as `package`). */
  prepay_id?: string
}

export interface DoubleRefund {
  refund_id: string
  out_refund_no: string
  transaction_id: string
  out_trade_no: string
  status: 'PROCESSING' | 'SUCCESS' | 'CLOSED' | 'ABNORMAL'
  amount: { refund: number; total: number }
  notify_url?: string
}

/** A notification as WeChat would POST it. */
export interface DoubleNotification {
  url: string
  headers: Record<string, string>
  body: string
}

interface Keys {
  privateKey: KeyObject
  privateKeyPem: string
  publicKeyPem: string
}

function keys(): Keys {
  const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 })
  return {
    privateKey,
    privateKeyPem: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
    publicKeyPem: publicKey.export({ type: 'spki', format: 'pem' }).toString()
  }
}

/** The request fields the double reads, as sent (nothing is trusted to be there). */
interface CallBody {
  verify_result?: string
  appid?: string
  mchid?: string
  description?: string
  out_trade_no?: string
  notify_url?: string
  time_expire?: string
  amount?: { total?: number; refund?: number }
  payer?: { openid?: string }
  scene_info?: { payer_client_ip?: string; h5_info?: { type?: string } }
  transaction_id?: string
  out_refund_no?: string
  grant_type?: string
  secret?: string
  code?: string
  touser?: string
  template_id?: string
  page?: string
  data?: unknown
  lang?: string
}

const id = (prefix: string) => `${prefix}${randomBytes(8).toString('hex')}`

export interface WechatPayDoubleOptions {
  /** The double's clock (ms), which signs replies and judges our timestamps; default Date.now. */
  nowMs?: () => number
}

export class WechatPayDouble {
  readonly mchId = '1900009191'
  /** A merchant API certificate's serial is its hex serial number, as the settings require. */
  readonly merchant = { serialNo: '5157F09EFDC096DE15EBE81A47057A7232F1B8E1', ...keys() }
  readonly platform = { serial: 'PUB_KEY_ID_0001', ...keys() }
  readonly apiV3Key = randomBytes(16).toString('hex')
  readonly mini = { appId: 'wxmini0000000001', secret: randomBytes(16).toString('hex') }
  readonly official = { appId: 'wxoffi0000000001', secret: randomBytes(16).toString('hex') }
  readonly transactions = new Map<string, DoubleTransaction>()
  readonly refunds = new Map<string, DoubleRefund>()
  /** Every call received: method, path with query, HTTP status answered. */
  readonly calls: { method: string; path: string; status: number }[] = []
  baseUrl = ''
  /** The official account's JS-SDK ticket getticket answers, and how many times it was asked for. */
  jsapiTicket = `ticket_${randomBytes(12).toString('hex')}`
  ticketCalls = 0
  /** Subscription messages WeChat accepted. */
  readonly subscribeMessages: Array<{
    touser: string
    template_id: string
    page?: string
    data: Record<string, { value: string }>
    lang?: string
  }> = []
  /** Receivers without a consent left: their messages are refused with 43101. */
  readonly refuseMessagesTo = new Set<string>()
  private server?: http.Server
  private readonly nowMs: () => number
  private readonly codes = new Map<string, { kind: 'mini' | 'oauth' | 'phone'; openid?: string; unionid?: string; phone?: string }>()
  private readonly tokens = new Set<string>()
  private readonly faceResults = new Map<string, { openid: string; name: string; idNo: string; identifyRet: number }>()

  constructor(options: WechatPayDoubleOptions = {}) {
    this.nowMs = options.nowMs ?? Date.now
  }

  static async start(options: WechatPayDoubleOptions = {}): Promise<WechatPayDouble> {
    const double = new WechatPayDouble(options)
    double.server = http.createServer((req, res) => void double.handle(req, res))
    await new Promise<void>((resolve) => double.server?.listen(0, '127.0.0.1', resolve))
    double.baseUrl = `http://127.0.0.1:${(double.server.address() as AddressInfo).port}`
    return double
  }

  async close(): Promise<void> {
    await new Promise<void>((resolve) => this.server?.close(() => resolve()))
  }

  /** A merchant's complete WeChat settings pointing at this double. */
  credentials(overrides: Partial<WechatCredentials> = {}): WechatCredentials {
    return {
      miniAppId: this.mini.appId,
      miniAppSecret: this.mini.secret,
      officialAppId: this.official.appId,
      officialAppSecret: this.official.secret,
      mchId: this.mchId,
      mchSerialNo: this.merchant.serialNo,
      mchPrivateKeyPem: this.merchant.privateKeyPem,
      apiV3Key: this.apiV3Key,
      platformPublicKeys: [{ serial: this.platform.serial, publicKeyPem: this.platform.publicKeyPem }],
      payBaseUrl: this.baseUrl,
      apiBaseUrl: this.baseUrl,
      ...overrides
    }
  }

  miniCode(openid: string, unionid?: string): string {
    return this.code({ kind: 'mini', openid, unionid })
  }

  oauthCode(openid: string, unionid?: string): string {
    return this.code({ kind: 'oauth', openid, unionid })
  }

  /**
   * The verifyResult of a face check the buyer `openid` took in the mini-program for `name` and `idNo`;
   * identifyRet 0 is a matching face, anything else a failed check (10003 and so on).
   */
  faceResult(check: { openid: string; name: string; idNo: string; identifyRet?: number }): string {
    const verifyResult = id('verify')
    this.faceResults.set(verifyResult, { ...check, identifyRet: check.identifyRet ?? 0 })
    return verifyResult
  }

  phoneCode(phone: string): string {
    return this.code({ kind: 'phone', phone })
  }

  /**
   * WeChat's payment notification for a prepaid transaction: SUCCESS (paid: a transaction id is given
   * and the transaction is paid), or another trade state; `amount` overrides what was paid; `atMs`
   * signs it at another time.
   */
  payNotification(
    outTradeNo: string,
    opts: { state?: DoubleTransaction['trade_state']; amount?: number; atMs?: number } = {}
  ): DoubleNotification {
    const t = this.transactions.get(outTradeNo)
    if (!t) throw new Error(`no transaction ${outTradeNo} at the double`)
    const state = opts.state ?? 'SUCCESS'
    if (state === 'SUCCESS') {
      t.transaction_id ??= `4200${randomBytes(12).toString('hex')}`
      t.trade_state = 'SUCCESS'
    }
    const resource = {
      appid: t.appid,
      mchid: t.mchid,
      out_trade_no: t.out_trade_no,
      transaction_id: t.transaction_id,
      trade_type: t.trade_type,
      trade_state: state,
      trade_state_desc: state === 'SUCCESS' ? '支付成功' : state,
      bank_type: 'OTHERS',
      attach: '',
      success_time: new Date(opts.atMs ?? this.nowMs()).toISOString(),
      payer: t.payer ?? { openid: 'h5-payer' },
      amount: { total: opts.amount ?? t.amount.total, payer_total: opts.amount ?? t.amount.total, currency: 'CNY', payer_currency: 'CNY' }
    }
    return this.notification(
      t.notify_url,
      state === 'SUCCESS' ? 'TRANSACTION.SUCCESS' : `TRANSACTION.${state}`,
      'transaction',
      resource,
      opts.atMs
    )
  }

  /** WeChat's refund notification for a refund made at the double; its status becomes `status`. */
  refundNotification(
    outRefundNo: string,
    status: 'SUCCESS' | 'ABNORMAL' | 'CLOSED' = 'SUCCESS',
    opts: { atMs?: number; notifyUrl?: string } = {}
  ): DoubleNotification {
    const r = this.refunds.get(outRefundNo)
    if (!r) throw new Error(`no refund ${outRefundNo} at the double`)
    r.status = status
    const resource = {
      mchid: this.mchId,
      out_trade_no: r.out_trade_no,
      transaction_id: r.transaction_id,
      out_refund_no: r.out_refund_no,
      refund_id: r.refund_id,
      refund_status: status,
      success_time: new Date(opts.atMs ?? this.nowMs()).toISOString(),
      user_received_account: '支付用户零钱',
      amount: { total: r.amount.total, refund: r.amount.refund, payer_total: r.amount.total, payer_refund: r.amount.refund }
    }
    const url = opts.notifyUrl ?? r.notify_url
    if (!url) throw new Error('the refund had no notify_url')
    return this.notification(url, `REFUND.${status}`, 'refund', resource, opts.atMs)
  }

  /**
   * POSTs a notification to its notify_url as WeChat does (to `gatewayBaseUrl` instead of the notify_url's
   * public host when given: a test gateway listening locally); WeChat's view of the answer.
   */
  async send(n: DoubleNotification, gatewayBaseUrl?: string): Promise<{ status: number; body: string }> {
    const target = gatewayBaseUrl ? `${gatewayBaseUrl.replace(/\/+$/, '')}${new URL(n.url).pathname}` : n.url
    const res = await fetch(target, { method: 'POST', headers: n.headers, body: n.body })
    return { status: res.status, body: await res.text() }
  }

  private notification(url: string, eventType: string, originalType: string, plain: object, atMs?: number): DoubleNotification {
    const at = atMs ?? this.nowMs()
    const body = JSON.stringify({
      id: id('EV-'),
      create_time: new Date(at).toISOString(),
      resource_type: 'encrypt-resource',
      event_type: eventType,
      summary: eventType.startsWith('REFUND') ? '退款状态' : '支付成功',
      resource: encryptResource(JSON.stringify(plain), this.apiV3Key, originalType, originalType)
    })
    const signed = signWechatpay(body, this.platform.serial, this.platform.privateKey, at)
    return {
      url,
      body,
      headers: {
        'content-type': 'application/json',
        'wechatpay-timestamp': signed.timestamp,
        'wechatpay-nonce': signed.nonce,
        'wechatpay-signature': signed.signature,
        'wechatpay-serial': signed.serial
      }
    }
  }

  private code(entry: { kind: 'mini' | 'oauth' | 'phone'; openid?: string; unionid?: string; phone?: string }): string {
    const code = id('code')
    this.codes.set(code, entry)
    return code
  }

  private takeCode(code: string | null, kind: 'mini' | 'oauth' | 'phone') {
    const entry = code ? this.codes.get(code) : undefined
    if (!entry || entry.kind !== kind || !code) return undefined
    this.codes.delete(code)
    return entry
  }

  private async handle(req: http.IncomingMessage, res: http.ServerResponse): Promise<void> {
    const chunks: Buffer[] = []
    for await (const chunk of req) chunks.push(chunk as Buffer)
    const body = Buffer.concat(chunks).toString('utf8')
    const path = req.url ?? '/'
    const method = req.method ?? 'GET'
    const url = new URL(path, this.baseUrl)
    const answer = (status: number, payload?: object, signed = true) => {
      const text = payload === undefined ? '' : JSON.stringify(payload)
      this.calls.push({ method, path, status })
      const headers: Record<string, string> = { 'request-id': id('req-') }
      if (payload !== undefined) headers['content-type'] = 'application/json'
      if (signed && status < 300) {
        const s = signWechatpay(text, this.platform.serial, this.platform.privateKey, this.nowMs())
        Object.assign(headers, {
          'wechatpay-timestamp': s.timestamp,
          'wechatpay-nonce': s.nonce,
          'wechatpay-signature': s.signature,
          'wechatpay-serial': s.serial
        })
      }
      res.writeHead(status, headers).end(text)
    }
    const json = (): CallBody => {
      try {
        return JSON.parse(body || '{}') as CallBody
      } catch {
        return {}
      }
    }
    if (url.pathname.startsWith('/v3/')) {
      if (!this.authorized(method, path, body, req.headers.authorization)) return answer(401, { code: 'SIGN_ERROR', message: '签名错误' })
      return this.pay(method, url, json(), answer)
    }
    return this.open(method, url, json(), (payload) => answer(200, payload, false))
  }

  private authorized(method: string, path: string, body: string, header: string | undefined): boolean {
    const a = parseAuthorization(header)
    if (!a || a.mchid !== this.mchId || a.serial_no !== this.merchant.serialNo) return false
    if (Math.abs(this.nowMs() - Number(a.timestamp) * 1000) > WINDOW_MS) return false
    return verifyRsaSha256(requestMessage(method, path, a.timestamp, a.nonce_str, body), a.signature, this.merchant.publicKeyPem)
  }

  private pay(method: string, url: URL, b: CallBody, answer: (status: number, payload?: object) => void): void {
    const p = url.pathname
    const prepay = /^\/v3\/pay\/transactions\/(jsapi|h5)$/.exec(p)
    if (method === 'POST' && prepay) {
      const h5 = prepay[1] === 'h5'
      const apps = [this.mini.appId, this.official.appId]
      const total = b.amount?.total
      const openid = b.payer?.openid
      const missing =
        !b.appid ||
        !apps.includes(b.appid) ||
        b.mchid !== this.mchId ||
        !b.description ||
        !/^[0-9a-zA-Z_\-|*]{6,32}$/.test(b.out_trade_no ?? '') ||
        !/^https?:\/\//.test(b.notify_url ?? '') ||
        total === undefined ||
        !Number.isInteger(total) ||
        total < 1 ||
        (h5 ? !b.scene_info?.payer_client_ip || b.scene_info?.h5_info?.type !== 'Wap' : !openid) ||
        (b.time_expire !== undefined && !/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\+08:00$/.test(b.time_expire))
      if (missing || !b.appid || !b.mchid || !b.out_trade_no || !b.notify_url || !b.description)
        return answer(400, { code: 'PARAM_ERROR', message: '参数错误' })
      const existing = this.transactions.get(b.out_trade_no)
      if (existing && existing.trade_state !== 'NOTPAY') return answer(400, { code: 'ORDER_PAID', message: '该订单已支付' })
      this.transactions.set(b.out_trade_no, {
        appid: b.appid,
        mchid: b.mchid,
        out_trade_no: b.out_trade_no,
        trade_type: h5 ? 'MWEB' : 'JSAPI',
        trade_state: 'NOTPAY',
        amount: { total, currency: 'CNY' },
        payer: h5 || !openid ? undefined : { openid },
        notify_url: b.notify_url,
        description: b.description
      })
      const prepayId = id('wx')
      if (!h5) (this.transactions.get(b.out_trade_no) as DoubleTransaction).prepay_id = prepayId
      return h5
        ? answer(200, {
            h5_url: `https://wx.tenpay.com/cgi-bin/mmpayweb-bin/checkmweb?prepay_id=${prepayId}&package=${randomBytes(4).readUInt32BE()}`
          })
        : answer(200, { prepay_id: prepayId })
    }
    const byNo = /^\/v3\/pay\/transactions\/out-trade-no\/([^/]+)(\/close)?$/.exec(p)
    if (byNo) {
      const t = this.transactions.get(decodeURIComponent(byNo[1]))
      if (method === 'GET' && !byNo[2]) {
        if (url.searchParams.get('mchid') !== this.mchId) return answer(400, { code: 'PARAM_ERROR', message: 'mchid' })
        if (!t) return answer(404, { code: 'ORDER_NOT_EXIST', message: '订单不存在' })
        return answer(200, { ...t, notify_url: undefined, description: undefined, trade_state_desc: t.trade_state })
      }
      if (method === 'POST' && byNo[2]) {
        if (b.mchid !== this.mchId) return answer(400, { code: 'PARAM_ERROR', message: 'mchid' })
        if (!t) return answer(404, { code: 'ORDER_NOT_EXIST', message: '订单不存在' })
        if (t.trade_state === 'SUCCESS' || t.trade_state === 'REFUND') return answer(400, { code: 'ORDER_PAID', message: '订单已支付' })
        t.trade_state = 'CLOSED'
        return answer(204)
      }
    }
    if (method === 'POST' && p === '/v3/refund/domestic/refunds') {
      const again = this.refunds.get(b.out_refund_no ?? '')
      if (again) return answer(200, this.refundReply(again))
      const t = [...this.transactions.values()].find((x) => x.transaction_id && x.transaction_id === b.transaction_id)
      if (!t) return answer(404, { code: 'RESOURCE_NOT_EXISTS', message: '订单不存在' })
      const refundFen = b.amount?.refund
      if (!b.out_refund_no || refundFen === undefined || !Number.isInteger(refundFen) || b.amount?.total !== t.amount.total)
        return answer(400, { code: 'PARAM_ERROR', message: '参数错误' })
      const refunded = [...this.refunds.values()]
        .filter((r) => r.transaction_id === t.transaction_id)
        .reduce((s, r) => s + r.amount.refund, 0)
      if (refundFen < 1 || refunded + refundFen > t.amount.total)
        return answer(400, { code: 'INVALID_REQUEST', message: '退款金额超过订单金额' })
      const refund: DoubleRefund = {
        refund_id: `5030${randomBytes(10).toString('hex')}`,
        out_refund_no: b.out_refund_no,
        transaction_id: t.transaction_id as string,
        out_trade_no: t.out_trade_no,
        status: 'PROCESSING',
        amount: { refund: refundFen, total: t.amount.total },
        notify_url: b.notify_url
      }
      this.refunds.set(refund.out_refund_no, refund)
      t.trade_state = 'REFUND'
      return answer(200, this.refundReply(refund))
    }
    answer(404, { code: 'NOT_FOUND', message: 'no such API at the double' })
  }

  private refundReply(r: DoubleRefund): object {
    return {
      refund_id: r.refund_id,
      out_refund_no: r.out_refund_no,
      transaction_id: r.transaction_id,
      out_trade_no: r.out_trade_no,
      channel: 'ORIGINAL',
      user_received_account: '支付用户零钱',
      status: r.status,
      create_time: new Date(this.nowMs()).toISOString(),
      amount: {
        total: r.amount.total,
        refund: r.amount.refund,
        payer_total: r.amount.total,
        payer_refund: r.amount.refund,
        currency: 'CNY'
      }
    }
  }

  private open(method: string, url: URL, b: CallBody, answer: (payload: object) => void): void {
    const q = url.searchParams
    const appSecretHolds = (appId: string | null, secret: string | null, app: { appId: string; secret: string }) =>
      appId !== app.appId
        ? { errcode: 40013, errmsg: 'invalid appid' }
        : secret !== app.secret
          ? { errcode: 40125, errmsg: 'invalid appsecret' }
          : undefined
    if (method === 'GET' && url.pathname === '/sns/jscode2session') {
      const refused = appSecretHolds(q.get('appid'), q.get('secret'), this.mini)
      if (refused) return answer(refused)
      const entry = q.get('grant_type') === 'authorization_code' ? this.takeCode(q.get('js_code'), 'mini') : undefined
      if (!entry) return answer({ errcode: 40029, errmsg: 'invalid code' })
      return answer({
        openid: entry.openid,
        session_key: randomBytes(16).toString('base64'),
        ...(entry.unionid ? { unionid: entry.unionid } : {})
      })
    }
    if (method === 'GET' && url.pathname === '/sns/oauth2/access_token') {
      const refused = appSecretHolds(q.get('appid'), q.get('secret'), this.official)
      if (refused) return answer(refused)
      const entry = q.get('grant_type') === 'authorization_code' ? this.takeCode(q.get('code'), 'oauth') : undefined
      if (!entry) return answer({ errcode: 40029, errmsg: 'invalid code' })
      return answer({
        access_token: id('oauth'),
        expires_in: 7200,
        refresh_token: id('refresh'),
        openid: entry.openid,
        scope: 'snsapi_base',
        ...(entry.unionid ? { unionid: entry.unionid } : {})
      })
    }
    const token = (appId: unknown, secret: unknown) => {
      const app = appId === this.mini.appId ? this.mini : appId === this.official.appId ? this.official : undefined
      if (!app) return answer({ errcode: 40013, errmsg: 'invalid appid' })
      if (secret !== app.secret) return answer({ errcode: 40125, errmsg: 'invalid appsecret' })
      const accessToken = id('token')
      this.tokens.add(accessToken)
      return answer({ access_token: accessToken, expires_in: 7200 })
    }
    if (method === 'GET' && url.pathname === '/cgi-bin/token' && q.get('grant_type') === 'client_credential')
      return token(q.get('appid'), q.get('secret'))
    if (method === 'POST' && url.pathname === '/cgi-bin/stable_token' && b.grant_type === 'client_credential')
      return token(b.appid, b.secret)
    if (method === 'POST' && url.pathname === '/wxa/business/getuserphonenumber') {
      if (!this.tokens.has(q.get('access_token') ?? ''))
        return answer({ errcode: 40001, errmsg: 'invalid credential, access_token is invalid or not latest' })
      const entry = this.takeCode(typeof b.code === 'string' ? b.code : null, 'phone')
      if (!entry?.phone) return answer({ errcode: 40029, errmsg: 'invalid code' })
      return answer({
        errcode: 0,
        errmsg: 'ok',
        phone_info: {
          phoneNumber: entry.phone,
          purePhoneNumber: entry.phone,
          countryCode: '86',
          watermark: { timestamp: Math.floor(this.nowMs() / 1000), appid: this.mini.appId }
        }
      })
    }
    if (method === 'POST' && url.pathname === '/cityservice/face/identify/getinfo') {
      if (!this.tokens.has(q.get('access_token') ?? ''))
        return answer({ errcode: 40001, errmsg: 'invalid credential, access_token is invalid or not latest' })
      const check = typeof b.verify_result === 'string' ? this.faceResults.get(b.verify_result) : undefined
      if (!check) return answer({ errcode: 40097, errmsg: 'invalid args' })
      const at = Math.floor(this.nowMs() / 1000)
      const md5 = (text: string) => createHash('md5').update(text, 'utf8').digest('hex')
      return answer({
        errcode: 0,
        errmsg: 'ok',
        identify_ret: check.identifyRet,
        identify_time: at,
        validate_data: '',
        openid: check.openid,
        user_id_key: randomBytes(16).toString('hex'),
        finish_time: at,
        id_card_number_md5: md5(check.idNo),
        name_utf8_md5: md5(check.name)
      })
    }
    if (method === 'GET' && url.pathname === '/cgi-bin/ticket/getticket') {
      if (!this.tokens.has(q.get('access_token') ?? ''))
        return answer({ errcode: 40001, errmsg: 'invalid credential, access_token is invalid or not latest' })
      if (q.get('type') !== 'jsapi') return answer({ errcode: 40097, errmsg: 'invalid args' })
      this.ticketCalls++
      return answer({ errcode: 0, errmsg: 'ok', ticket: this.jsapiTicket, expires_in: 7200 })
    }
    if (method === 'POST' && url.pathname === '/cgi-bin/message/subscribe/send') {
      if (!this.tokens.has(q.get('access_token') ?? ''))
        return answer({ errcode: 40001, errmsg: 'invalid credential, access_token is invalid or not latest' })
      const data = b.data as Record<string, { value: string }> | undefined
      if (typeof b.touser !== 'string' || typeof b.template_id !== 'string' || typeof data !== 'object' || data === null)
        return answer({ errcode: 47003, errmsg: 'argument invalid!' })
      if (this.refuseMessagesTo.has(b.touser)) return answer({ errcode: 43101, errmsg: 'user refuse to accept the msg' })
      this.subscribeMessages.push({
        touser: b.touser,
        template_id: b.template_id,
        page: typeof b.page === 'string' ? b.page : undefined,
        data,
        lang: typeof b.lang === 'string' ? b.lang : undefined
      })
      return answer({ errcode: 0, errmsg: 'ok' })
    }
    answer({ errcode: 40066, errmsg: 'invalid url' })
  }
}
