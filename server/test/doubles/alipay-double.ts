/**
 * A local stand-in for Alipay's open API gateway (issue #15: "a local provider double per platform
 * that implements the documented wire format with freshly generated test keys"). It holds two fresh
 * RSA key pairs, ours (the app key, whose public half Alipay would hold) and "Alipay's", and speaks
 * the gateway.do protocol:
 * - every call's RSA2 signature is checked with our public key over the sorted parameters without
 *   `sign`; a bad one is answered 40002 isv.invalid-signature, as Alipay does;
 * - answers are `{"<method>_response": {...}, "sign": "..."}`, signed over the member's exact text with
 *   Alipay's private key: trade.create, trade.query, trade.close, trade.refund,
 *   trade.fastpay.refund.query, system.oauth.token (whose good reply, as documented, has no `code`);
 * - alipay.user.certify.open.initialize (outer_order_no, biz_code, identity_param CERT_INFO / IDENTITY_CARD with
 *   cert_name and cert_no, merchant_config) -> certify_id; alipay.user.certify.open.query (certify_id) ->
 *   passed "T" once the buyer's face matched (`finishCertify`), else "F"; an unknown certify_id -> 40004;
 * - alipay.open.app.mini.templatemessage.send (to_user_id or to_open_id, user_template_id, page, data: a JSON
 *   string of {key: {value}}) -> 10000, the message kept in `templateMessages`; a receiver in
 *   `refuseMessagesTo` -> 40004 USER_TEMPLATE_MESSAGE_NOT_SUBSCRIBED (the consent is not there);
 * - GET gateway.do with a signed alipay.trade.wap.pay is the buyer's cashier page; with a signed
 *   alipay.user.certify.open.certify (certify_id) the face screen's address;
 * - notify() builds the form-encoded asynchronous notification Alipay posts, signed over the sorted
 *   parameters without `sign` and `sign_type`.
 */
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { generateKeyPairSync, randomBytes, type KeyObject } from 'node:crypto'
import { notificationContent, rsa2Sign, rsa2Verify, signContent } from '../../src/payment/alipay/alipay-signing'
import { alipayTime } from '../../src/payment/alipay/alipay-time'
import { fenOf, yuanText } from '../../src/payment/alipay/alipay-amount'
import type { AlipayCredentials } from '../../src/platform-settings/alipay-credentials'

export type TradeStatus = 'WAIT_BUYER_PAY' | 'TRADE_SUCCESS' | 'TRADE_FINISHED' | 'TRADE_CLOSED'

export interface DoubleTrade {
  outTradeNo: string
  tradeNo: string
  totalAmount: string
  subject: string
  buyerId: string
  status: TradeStatus
  notifyUrl: string
  productCode: string
  refunded: Map<string, number>
}

type Reply = Record<string, unknown>

export function rsaPair(): { privatePem: string; publicPem: string; privateKey: KeyObject; publicKey: KeyObject } {
  const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 })
  return {
    privateKey,
    publicKey,
    privatePem: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
    publicPem: publicKey.export({ type: 'spki', format: 'pem' }).toString()
  }
}

const ok = (fields: Reply): Reply => ({ code: '10000', msg: 'Success', ...fields })
const business = (subCode: string, subMsg: string): Reply => ({ code: '40004', msg: 'Business Failed', sub_code: subCode, sub_msg: subMsg })
const invalid = (subCode: string, subMsg: string): Reply => ({
  code: '40002',
  msg: 'Invalid Arguments',
  sub_code: subCode,
  sub_msg: subMsg
})

export class AlipayDouble {
  readonly appId = '2021000000000001'
  readonly app = rsaPair()
  readonly alipay = rsaPair()
  /** The app public key the merchant uploaded to Alipay: requests are checked with it. */
  appPublicKey: KeyObject = this.app.publicKey
  readonly trades = new Map<string, DoubleTrade>()
  /** Every call received: method, whether its signature held, and its biz_content. */
  readonly calls: Array<{ method: string; signed: boolean; biz?: Record<string, unknown> }> = []
  /**
   * While true, a new refund is accepted without moving money yet (answered fund_change N, as for a
   * request Alipay has not finished): it waits in pendingRefunds until completeRefund or dropRefund.
   */
  holdRefunds = false
  /** Refunds accepted but not finished, by out_request_no: trade and amount. */
  readonly pendingRefunds = new Map<string, { outTradeNo: string; amountFen: number }>()
  private readonly codes = new Map<string, { userId: string; openId: string }>()
  /** Face certifications by certify_id: who they were opened for, and whether the face matched. */
  readonly certifications = new Map<string, { certName: string; certNo: string; passed: boolean }>()
  /** Subscription messages sent (alipay.open.app.mini.templatemessage.send), data parsed. */
  readonly templateMessages: Array<{ to: string; userTemplateId: string; page?: string; data: Record<string, { value: string }> }> = []
  /** Receivers whose messages Alipay refuses (no subscription of theirs). */
  readonly refuseMessagesTo = new Set<string>()
  private server?: http.Server
  private seq = 0
  url = ''

  constructor(private readonly now: () => Date = () => new Date()) {}

  async start(): Promise<this> {
    this.server = http.createServer((req, res) => void this.handle(req, res))
    await new Promise<void>((resolve) => this.server?.listen(0, '127.0.0.1', resolve))
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}/gateway.do`
    return this
  }

  async stop(): Promise<void> {
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()))
  }

  /** The merchant settings that reach this double. */
  credentials(): AlipayCredentials {
    return { appId: this.appId, appPrivateKeyPem: this.app.privatePem, alipayPublicKeyPem: this.alipay.publicPem, gatewayUrl: this.url }
  }

  /** A login code from my.getAuthCode for this buyer. */
  authCode(userId = '2088000000000042', openId = `open_${userId}`): string {
    const code = `auth_${randomBytes(6).toString('hex')}`
    this.codes.set(code, { userId, openId })
    return code
  }

  /** The buyer finishes the face screen (my.startAPVerify): their face matched, or not. */
  finishCertify(certifyId: string, passed = true): void {
    const certification = this.certifications.get(certifyId)
    if (!certification) throw new Error(`the double has no certification ${certifyId}`)
    certification.passed = passed
  }

  /** The buyer pays on the cashier (wap.pay page or tradePay). */
  pay(outTradeNo: string): DoubleTrade {
    const trade = this.trade(outTradeNo)
    if (trade.status === 'WAIT_BUYER_PAY') trade.status = 'TRADE_SUCCESS'
    return trade
  }

  trade(outTradeNo: string): DoubleTrade {
    const trade = this.trades.get(outTradeNo)
    if (!trade) throw new Error(`the double has no trade ${outTradeNo}`)
    return trade
  }

  /**
   * The asynchronous notification for a trade as Alipay posts it: `path` (from the notify_url it was
   * given) and the form `body`. Options bend it for tests: another amount or status (still signed
   * properly), another send time, a foreign key, or fields changed after signing.
   */
  notify(
    outTradeNo: string,
    options: {
      amountFen?: number
      status?: TradeStatus
      at?: Date
      signWith?: KeyObject
      tamper?: Record<string, string>
      appId?: string
      extra?: Record<string, string>
    } = {}
  ): { path: string; body: string; params: Record<string, string> } {
    const trade = this.trade(outTradeNo)
    const at = options.at ?? this.now()
    const params: Record<string, string> = {
      notify_time: alipayTime(at),
      notify_type: 'trade_status_sync',
      notify_id: randomBytes(16).toString('hex'),
      app_id: options.appId ?? this.appId,
      charset: 'utf-8',
      version: '1.0',
      sign_type: 'RSA2',
      trade_no: trade.tradeNo,
      out_trade_no: trade.outTradeNo,
      buyer_id: trade.buyerId,
      total_amount: options.amountFen !== undefined ? yuanText(options.amountFen) : trade.totalAmount,
      receipt_amount: trade.totalAmount,
      trade_status: options.status ?? trade.status,
      subject: trade.subject,
      gmt_create: alipayTime(at),
      gmt_payment: alipayTime(at),
      ...options.extra
    }
    params.sign = rsa2Sign(notificationContent(params), options.signWith ?? this.alipay.privateKey)
    Object.assign(params, options.tamper)
    return { path: new URL(trade.notifyUrl).pathname, body: new URLSearchParams(params).toString(), params }
  }

  private async handle(req: http.IncomingMessage, res: http.ServerResponse): Promise<void> {
    const chunks: Buffer[] = []
    for await (const chunk of req) chunks.push(chunk as Buffer)
    const url = new URL(req.url ?? '/', 'http://double')
    const params: Record<string, string> = {
      ...Object.fromEntries(url.searchParams),
      ...Object.fromEntries(new URLSearchParams(Buffer.concat(chunks).toString('utf8')))
    }
    const method = params.method ?? ''
    const signed = params.sign_type === 'RSA2' && rsa2Verify(signContent(params), params.sign, this.appPublicKey)
    let biz: Record<string, unknown> | undefined
    try {
      biz = params.biz_content ? (JSON.parse(params.biz_content) as Record<string, unknown>) : undefined
    } catch {
      biz = undefined
    }
    this.calls.push({ method, signed, biz })
    if (req.method === 'GET') return this.page(params, signed, res)
    const member =
      method === 'alipay.system.oauth.token' && signed && params.app_id === this.appId
        ? undefined
        : `${method.replace(/\./g, '_')}_response`
    const reply = !signed
      ? invalid('isv.invalid-signature', '验签出错，建议检查签名字符串或签名私钥与应用公钥是否匹配')
      : params.app_id !== this.appId
        ? invalid('isv.invalid-app-id', '无效的AppID参数')
        : this.answer(method, params)
    // Alipay answers a refused login code under error_response; everything else under the method's member.
    const key = member ?? (reply.code === undefined ? 'alipay_system_oauth_token_response' : 'error_response')
    const text = JSON.stringify(reply)
    res.writeHead(200, { 'content-type': 'text/html;charset=utf-8' })
    res.end(`{"${key}":${text},"sign":"${rsa2Sign(text, this.alipay.privateKey)}"}`)
  }

  private answer(method: string, params: Record<string, string>): Reply {
    let biz: Record<string, string>
    try {
      biz = params.biz_content ? (JSON.parse(params.biz_content) as Record<string, string>) : {}
    } catch {
      return invalid('isv.invalid-biz-content', 'biz_content 不是合法的JSON')
    }
    switch (method) {
      case 'alipay.trade.create': {
        if (!biz.buyer_id && !biz.buyer_open_id) return invalid('isv.missing-buyer-id', '缺少买家ID')
        if (biz.product_code !== 'JSAPI_PAY') return invalid('isv.invalid-product-code', '产品码不正确')
        const trade = this.create(biz, params.notify_url ?? '', biz.buyer_id ?? biz.buyer_open_id)
        if ('code' in trade) return trade
        return ok({ out_trade_no: trade.outTradeNo, trade_no: trade.tradeNo })
      }
      case 'alipay.trade.query': {
        const trade = this.trades.get(biz.out_trade_no ?? '')
        if (!trade) return business('ACQ.TRADE_NOT_EXIST', '交易不存在')
        return ok({
          trade_no: trade.tradeNo,
          out_trade_no: trade.outTradeNo,
          trade_status: trade.status,
          total_amount: trade.totalAmount,
          buyer_user_id: trade.buyerId
        })
      }
      case 'alipay.trade.close': {
        const trade = this.trades.get(biz.out_trade_no ?? '')
        if (!trade) return business('ACQ.TRADE_NOT_EXIST', '交易不存在')
        if (trade.status !== 'WAIT_BUYER_PAY' && trade.status !== 'TRADE_CLOSED')
          return business('ACQ.TRADE_STATUS_ERROR', '交易状态不合法')
        trade.status = 'TRADE_CLOSED'
        return ok({ trade_no: trade.tradeNo, out_trade_no: trade.outTradeNo })
      }
      case 'alipay.trade.refund':
        return this.refund(biz)
      case 'alipay.trade.fastpay.refund.query':
        return this.refundQuery(biz)
      case 'alipay.user.certify.open.initialize': {
        const identity = biz.identity_param as unknown as Record<string, string> | undefined
        if (!/^[A-Za-z0-9]{1,32}$/.test(biz.outer_order_no ?? '') || biz.biz_code !== 'FACE' || typeof biz.merchant_config !== 'object')
          return invalid('isv.missing-required-arguments', '缺少必选参数')
        if (identity?.identity_type !== 'CERT_INFO' || identity.cert_type !== 'IDENTITY_CARD' || !identity.cert_name || !identity.cert_no)
          return invalid('isv.invalid-identity-param', '身份信息参数不合法')
        const certifyId = randomBytes(16).toString('hex')
        this.certifications.set(certifyId, { certName: identity.cert_name, certNo: identity.cert_no, passed: false })
        return ok({ certify_id: certifyId })
      }
      case 'alipay.user.certify.open.query': {
        const certification = this.certifications.get(biz.certify_id ?? '')
        if (!certification) return business('CERTIFY_ID_INVALID', '认证单据不存在')
        return ok({ passed: certification.passed ? 'T' : 'F', identity_info: '{}', material_info: '{}' })
      }
      case 'alipay.system.oauth.token': {
        const user = params.grant_type === 'authorization_code' ? this.codes.get(params.code ?? '') : undefined
        if (!user) return invalid('isv.code-invalid', '授权码code无效')
        this.codes.delete(params.code)
        // As documented: a good token's reply is its fields only, no code and no msg.
        return {
          user_id: user.userId,
          open_id: user.openId,
          access_token: `token_${randomBytes(8).toString('hex')}`,
          expires_in: '1296000',
          refresh_token: `refresh_${randomBytes(8).toString('hex')}`,
          re_expires_in: '2592000',
          auth_start: alipayTime(this.now())
        }
      }
      case 'alipay.open.app.mini.templatemessage.send': {
        const to = biz.to_user_id ?? biz.to_open_id
        let data: Record<string, { value: string }>
        try {
          data = JSON.parse(biz.data ?? '') as Record<string, { value: string }>
        } catch {
          return invalid('isv.invalid-parameter', 'data 不是合法的JSON')
        }
        if (!to || !biz.user_template_id) return invalid('isv.missing-required-arguments', '缺少必选参数')
        if (this.refuseMessagesTo.has(to)) return business('USER_TEMPLATE_MESSAGE_NOT_SUBSCRIBED', '用户未订阅该模板消息')
        this.templateMessages.push({ to, userTemplateId: biz.user_template_id, page: biz.page, data })
        return ok({})
      }
      default:
        return invalid('isv.invalid-method', '不存在的方法名')
    }
  }

  private create(biz: Record<string, string>, notifyUrl: string, buyerId: string, productCode = 'JSAPI_PAY'): DoubleTrade | Reply {
    if (!biz.out_trade_no || fenOf(biz.total_amount) === undefined || !biz.subject)
      return invalid('isv.missing-required-arguments', '缺少必选参数')
    const known = this.trades.get(biz.out_trade_no)
    if (known) return known.totalAmount === biz.total_amount ? known : business('ACQ.CONTEXT_INCONSISTENT', '交易信息被篡改')
    const trade: DoubleTrade = {
      outTradeNo: biz.out_trade_no,
      tradeNo: `2026112522001${String(++this.seq).padStart(15, '0')}`,
      totalAmount: biz.total_amount,
      subject: biz.subject,
      buyerId,
      status: 'WAIT_BUYER_PAY',
      notifyUrl,
      productCode,
      refunded: new Map()
    }
    this.trades.set(trade.outTradeNo, trade)
    return trade
  }

  /** The held refund goes through: the money moves now. */
  completeRefund(requestNo: string): void {
    const pending = this.pendingRefunds.get(requestNo)
    if (!pending) throw new Error(`the double holds no refund ${requestNo}`)
    this.pendingRefunds.delete(requestNo)
    const trade = this.trade(pending.outTradeNo)
    trade.refunded.set(requestNo, pending.amountFen)
    if ([...trade.refunded.values()].reduce((a, b) => a + b, 0) === (fenOf(trade.totalAmount) ?? 0)) trade.status = 'TRADE_CLOSED'
  }

  /** The held refund fails at Alipay: no money moved, nothing left under its out_request_no. */
  dropRefund(requestNo: string): void {
    if (!this.pendingRefunds.delete(requestNo)) throw new Error(`the double holds no refund ${requestNo}`)
  }

  /**
   * alipay.trade.fastpay.refund.query as documented: 10000 only says the query ran; refund_status
   * REFUND_SUCCESS with the refund's fields when the money went back under that out_request_no, and no
   * refund_status when Alipay did not receive it, it failed, or it is not finished yet.
   */
  private refundQuery(biz: Record<string, string>): Reply {
    const trade =
      (biz.trade_no ? [...this.trades.values()].find((t) => t.tradeNo === biz.trade_no) : undefined) ??
      this.trades.get(biz.out_trade_no ?? '')
    if (!trade) return business('ACQ.TRADE_NOT_EXIST', '交易不存在')
    if (!biz.out_request_no) return invalid('isv.missing-required-arguments', '缺少必选参数')
    const amount = trade.refunded.get(biz.out_request_no)
    if (amount === undefined) return ok({ trade_no: trade.tradeNo, out_trade_no: trade.outTradeNo, out_request_no: biz.out_request_no })
    return ok({
      trade_no: trade.tradeNo,
      out_trade_no: trade.outTradeNo,
      out_request_no: biz.out_request_no,
      total_amount: trade.totalAmount,
      refund_amount: yuanText(amount),
      refund_status: 'REFUND_SUCCESS',
      gmt_refund_pay: alipayTime(this.now())
    })
  }

  private refund(biz: Record<string, string>): Reply {
    const trade = this.trades.get(biz.out_trade_no ?? '') ?? [...this.trades.values()].find((t) => t.tradeNo === biz.trade_no)
    if (!trade) return business('ACQ.TRADE_NOT_EXIST', '交易不存在')
    const amount = fenOf(biz.refund_amount)
    if (amount === undefined || amount <= 0) return invalid('isv.invalid-refund-amount', '退款金额不合法')
    const requestNo = biz.out_request_no ?? trade.outTradeNo
    const refundedFen = () => [...trade.refunded.values()].reduce((a, b) => a + b, 0)
    // The same request again moves no money: fund_change N.
    if (trade.refunded.has(requestNo) || this.pendingRefunds.has(requestNo))
      return ok({ trade_no: trade.tradeNo, out_trade_no: trade.outTradeNo, refund_fee: yuanText(refundedFen()), fund_change: 'N' })
    if (trade.status !== 'TRADE_SUCCESS') return business('ACQ.TRADE_STATUS_ERROR', '交易状态不合法')
    const total = fenOf(trade.totalAmount) ?? 0
    if (refundedFen() + amount > total) return business('ACQ.REFUND_AMT_NOT_EQUAL_TOTAL', '退款金额超限')
    if (this.holdRefunds) {
      this.pendingRefunds.set(requestNo, { outTradeNo: trade.outTradeNo, amountFen: amount })
      return ok({
        trade_no: trade.tradeNo,
        out_trade_no: trade.outTradeNo,
        buyer_user_id: trade.buyerId,
        refund_fee: yuanText(refundedFen()),
        fund_change: 'N'
      })
    }
    trade.refunded.set(requestNo, amount)
    if (refundedFen() === total) trade.status = 'TRADE_CLOSED'
    return ok({
      trade_no: trade.tradeNo,
      out_trade_no: trade.outTradeNo,
      buyer_user_id: trade.buyerId,
      refund_fee: yuanText(refundedFen()),
      fund_change: 'Y',
      gmt_refund_pay: alipayTime(this.now())
    })
  }

  /** The wap.pay cashier page; opening it makes the trade (Alipay creates it when the buyer arrives). */
  private page(params: Record<string, string>, signed: boolean, res: http.ServerResponse): void {
    if (params.method === 'alipay.user.certify.open.certify') return this.certifyPage(params, signed, res)
    let biz: Record<string, string> = {}
    try {
      biz = JSON.parse(params.biz_content ?? '{}') as Record<string, string>
    } catch {
      signed = false
    }
    const wap = params.method === 'alipay.trade.wap.pay' && biz.product_code === 'QUICK_WAP_WAY' && !!biz.quit_url && !!params.return_url
    const trade =
      signed && wap && params.app_id === this.appId
        ? this.create(biz, params.notify_url ?? '', '2088000000000042', 'QUICK_WAP_WAY')
        : undefined
    if (!trade || 'code' in trade) {
      res.writeHead(400, { 'content-type': 'text/html;charset=utf-8' })
      res.end('<!doctype html><title>支付宝</title><p>错误代码 invalid-signature</p>')
      return
    }
    res.writeHead(200, { 'content-type': 'text/html;charset=utf-8' })
    res.end(
      `<!doctype html><title>支付宝</title><p>${trade.subject}</p><p>¥${trade.totalAmount}</p><a href="${params.return_url}">完成</a>`
    )
  }

  /** The face screen's address as my.startAPVerify opens it: only for a signed call naming a known certify_id. */
  private certifyPage(params: Record<string, string>, signed: boolean, res: http.ServerResponse): void {
    let certifyId = ''
    try {
      certifyId = String((JSON.parse(params.biz_content ?? '{}') as { certify_id?: unknown }).certify_id ?? '')
    } catch {
      signed = false
    }
    const known = signed && params.app_id === this.appId && this.certifications.has(certifyId)
    res.writeHead(known ? 200 : 400, { 'content-type': 'text/html;charset=utf-8' })
    res.end(
      known
        ? `<!doctype html><title>支付宝身份验证</title><p>${certifyId}</p>`
        : '<!doctype html><title>支付宝</title><p>错误代码 invalid-signature</p>'
    )
  }
}
