/**
 * Payment providers (calls-errors-limits.md section 4, "Payment flow"): each starts a payment (what the
 * app opens: a cashier page, a platform payment) and proves its server callbacks. The sandbox provider
 * is the whole flow locally: a hosted cashier page served by the gateway and an HMAC-signed callback
 * with a timestamp that must be within five minutes.
 */
import { createHmac, timingSafeEqual } from 'node:crypto'
import { Fen, Id, Int, OneOf, Str, Type, type Static } from '../http/schema'
import { DEFAULT_LOCALE, langParam, type Locale } from '../../../types/rules/language-tag'

/**
 * A provider's server notification as this gateway's providers send it: amounts are whole fen, checked
 * by the callback route's schema before anything is read or written.
 */
export const ProviderNotification = Type.Object({
  paymentId: Id,
  providerTxn: Str(100, { minLength: 1 }),
  amountFen: Fen,
  status: OneOf(['SUCCEEDED', 'CANCELLED'] as const),
  /** Milliseconds since the epoch, when the provider signed it. */
  timestamp: Int(0, 8_640_000_000_000_000)
})
export type ProviderNotification = Static<typeof ProviderNotification>

export type CallbackResult = Omit<ProviderNotification, 'timestamp'>

/** The cashiers and pay calls' platform (WEAPP, ALIPAY, H5) and, on H5, the browser the page runs in. */
export type PayPlatform = 'WEAPP' | 'ALIPAY' | 'H5'
export type BrowserType = 'WEIXIN' | 'ALIPAY' | 'OTHER'
export interface PayPlace {
  platform: PayPlatform
  browserType: BrowserType
}

/** One payment attempt as a provider starts it. */
export interface PaymentStart {
  id: string
  amountFen: number
  /** The goods' description the platforms show the payer (the show's name). */
  description?: string
  /** The payer on the platform: WeChat openid (mini-program and JSAPI), Alipay buyer id / open id. */
  payerId?: string
  /** The buyer's address, which WeChat H5 pay requires. */
  clientIp?: string
  /** When the order's reserve ends: the platform closes the transaction then too. */
  expiresAt?: Date
  /** Where a web cashier returns the buyer after paying (H5 pay pages). */
  returnUrl?: string
  /** The buyer's language: a cashier page the gateway serves itself (the sandbox's) reads in it. */
  locale?: Locale
}

/** Money going back on a settled payment (a payment recorded for a closed order, later after-sale). */
export interface RefundRequest {
  refundId: string
  paymentId: string
  providerTxn: string
  totalFen: number
  refundFen: number
  reason: string
}
export interface RefundResult {
  state: 'PROCESSING' | 'SUCCEEDED' | 'FAILED'
  providerRefundId?: string
  /** Why it failed, for the merchant. */
  reason?: string
  /** FAILED because the platform says no refund was made under this id (a refund query's answer). */
  notMade?: boolean
}

export interface PaymentProvider {
  readonly product: string
  /** Paid by a code sent to the buyer's phone (DOOOLY), through its own calls instead of pay's start. */
  readonly verificationCode?: boolean
  /** The pay call must name the payer on the platform (PaymentStart.payerId), e.g. WeChat JSAPI's openid. */
  readonly needsPayer?: boolean
  /** A stand-in for a real platform (the sandbox): production never offers it. */
  readonly sandbox?: boolean
  displayName(locale: string): string
  /** Whether the cashier list offers it where the buyer is; absent: everywhere. */
  offeredAt?(place: PayPlace): boolean
  /** What the app needs to pay: a cashier page's address, or the platform payment's signed parameters. */
  start(payment: PaymentStart): Promise<Record<string, unknown>>
  /**
   * The sandbox's callback (ProviderNotification): its content when its signature and time hold, else
   * undefined. Platform providers take their notifications on routes of their own, in their wire format,
   * and hand the verified result to PaymentService.notifyVerified.
   */
  verifyCallback(body: ProviderNotification, signature: string | undefined, nowMs: number): Promise<CallbackResult | undefined>
  /** The provider's view of a payment, when it has one (a notification that never came). */
  query?(payment: { id: string }): Promise<CallbackResult | undefined>
  /** Closes an unpaid transaction at the provider, so it cannot be paid after the order closed. */
  close?(payment: { id: string }): Promise<void>
  refund?(request: RefundRequest): Promise<RefundResult>
  /**
   * The platform's word on a refund it answered PROCESSING (asked under the same refund id): SUCCEEDED,
   * PROCESSING, or FAILED with `notMade` when the platform says no refund was made under that id (asking
   * the refund again under the same id is then safe). Throws when the answer cannot be trusted. Absent:
   * the job asks the refund itself again, which such platforms answer with the refund's state.
   */
  queryRefund?(request: RefundRequest): Promise<RefundResult>
}

/** The sandbox's refund notification (SandboxProvider.signRefundNotice). */
export const SandboxRefundNotice = Type.Object({
  refundId: Id,
  providerRefundId: Str(100, { minLength: 1 }),
  status: OneOf(['SUCCEEDED', 'FAILED'] as const),
  reason: Type.Optional(Str(200)),
  timestamp: Int(0, 8_640_000_000_000_000)
})
export type SandboxRefundNotice = Static<typeof SandboxRefundNotice>

function refundCanonical(b: SandboxRefundNotice): string {
  return ['refund', b.refundId, b.providerRefundId, b.status, b.reason ?? '', b.timestamp].join('|')
}

export const CALLBACK_WINDOW_MS = 5 * 60 * 1000
export const SANDBOX_CASHIER_PATH = '/pub/v1/payments/sandbox/cashier'
/** Where the sandbox's signed refund notifications arrive (sandbox-refund.routes.ts). */
export const SANDBOX_REFUND_NOTIFY_PATH = '/pub/v1/payments/SANDBOX/refund_notify'

function canonical(b: ProviderNotification): string {
  return [b.paymentId, b.providerTxn, b.amountFen, b.status, b.timestamp].join('|')
}

export class SandboxProvider implements PaymentProvider {
  readonly product = 'SANDBOX'
  readonly sandbox = true

  constructor(private readonly secret: () => Promise<string>) {}

  displayName(locale: string): string {
    return locale === 'en-US' ? 'Sandbox pay' : locale === 'zh-MO' ? '模擬支付' : '模拟支付'
  }

  /** The cashier link carries a token, so only the payer's own link opens it. */
  async cashierToken(paymentId: string): Promise<string> {
    return createHmac('sha256', await this.secret())
      .update(`cashier:${paymentId}`)
      .digest('base64url')
  }

  async start(payment: PaymentStart): Promise<Record<string, unknown>> {
    const token = await this.cashierToken(payment.id)
    // The page opens in a new navigation, without the app's lang: the link carries the buyer's language.
    const lang = langParam(payment.locale ?? DEFAULT_LOCALE)
    return {
      cashierUrl: `${SANDBOX_CASHIER_PATH}?paymentId=${encodeURIComponent(payment.id)}&token=${encodeURIComponent(token)}&lang=${lang}`
    }
  }

  /** What the sandbox "provider" sends to the callback when the buyer pays or cancels on its page. */
  async signCallback(result: CallbackResult, nowMs: number): Promise<{ body: ProviderNotification; signature: string }> {
    const body = { ...result, timestamp: nowMs }
    return {
      body,
      signature: createHmac('sha256', await this.secret())
        .update(canonical(body))
        .digest('base64url')
    }
  }

  /**
   * The sandbox answers a refund as the platforms do: accepted, PROCESSING; its word comes later as a
   * signed refund notification (signRefundNotice, delivered by the sandbox's refund desk route) to
   * /pub/v1/payments/SANDBOX/refund_notify, which settles it once (issue #17: the "provider double").
   */
  async refund(request: RefundRequest): Promise<RefundResult> {
    return { state: 'PROCESSING', providerRefundId: `sbxr_${request.refundId}` }
  }

  /** The sandbox's refund notification: signed like its payment callback, with a timestamp in the window. */
  async signRefundNotice(
    notice: Omit<SandboxRefundNotice, 'timestamp'>,
    nowMs: number
  ): Promise<{ body: SandboxRefundNotice; signature: string }> {
    const body = { ...notice, timestamp: nowMs }
    return {
      body,
      signature: createHmac('sha256', await this.secret())
        .update(refundCanonical(body))
        .digest('base64url')
    }
  }

  async verifyRefundNotice(b: SandboxRefundNotice, signature: string | undefined, nowMs: number): Promise<boolean> {
    if (!signature) return false
    const expected = Buffer.from(
      createHmac('sha256', await this.secret())
        .update(refundCanonical(b))
        .digest('base64url')
    )
    const given = Buffer.from(signature)
    return given.length === expected.length && timingSafeEqual(given, expected) && Math.abs(nowMs - b.timestamp) <= CALLBACK_WINDOW_MS
  }

  async verifyCallback(b: ProviderNotification, signature: string | undefined, nowMs: number): Promise<CallbackResult | undefined> {
    if (!signature) return undefined
    const expected = Buffer.from(
      createHmac('sha256', await this.secret())
        .update(canonical(b))
        .digest('base64url')
    )
    const given = Buffer.from(signature)
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined
    if (Math.abs(nowMs - b.timestamp) > CALLBACK_WINDOW_MS) return undefined
    return { paymentId: b.paymentId, providerTxn: b.providerTxn, amountFen: b.amountFen, status: b.status }
  }
}

/**
 * DOOOLY (calls-errors-limits.md section 4 step 5): the benefits account pays at once once the buyer
 * enters the 6-digit code sent to their phone, so it has no cashier page and accepts no callbacks.
 */
export class DooolyProvider implements PaymentProvider {
  readonly product = 'DOOOLY'
  readonly verificationCode = true

  displayName(locale: string): string {
    return locale === 'en-US' ? 'DOOOLY benefits' : locale === 'zh-MO' ? '兜禮支付' : '兜礼支付'
  }

  async start(): Promise<Record<string, unknown>> {
    return { needVerificationCode: true }
  }

  /** The simulated benefits account takes the points back at once. */
  async refund(request: RefundRequest): Promise<RefundResult> {
    return { state: 'SUCCEEDED', providerRefundId: `dlyr_${request.refundId}` }
  }

  async verifyCallback(): Promise<undefined> {
    return undefined
  }
}
