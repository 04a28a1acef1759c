/**
 * What a platform adapter does with a notification sent to this merchant's notify paths
 * (notify-path.ts), in the platform's own wire format: it reads and verifies it with the merchant's keys
 * (which only its provider holds) and says how the platform expects to be answered. The route
 * (platform-notify.routes.ts) stays the same for every platform: settle a payment once, record a
 * refund's outcome, or refuse.
 */
import type { CallbackResult, PaymentProvider } from './payment-provider'
import type { RefundOutcome } from './refund.service'

export interface PlatformNotice {
  /** The body exactly as received: the platforms sign the raw bytes. */
  rawBody: string
  headers: Record<string, string | string[] | undefined>
}

/** Which of the merchant's notify paths it came to. */
export type NoticeRoute = 'pay' | 'refund'

export interface ReceivedNotice {
  paymentId: string
  providerTxn: string
  amountFen: number
  kind: string
  rawBody: string
}

export type NoticeReading =
  /** About a payment: recorded, settled once when `verified` (the platform's signature and time hold). */
  | { settle: { verified: CallbackResult | undefined; received: ReceivedNotice }; why?: string }
  /** A verified word on one of our refunds (refund id = the out_refund_no / out_request_no we sent). */
  | { refund: RefundOutcome }
  /** Verified, and nothing to do (Alipay's WAIT_BUYER_PAY). */
  | { ack: string }
  /** Nothing that can be trusted or recorded. */
  | { refused: string }

export interface NoticeAnswer {
  status: number
  contentType?: string
  body?: string
}

export interface NoticeReader {
  readNotice(notice: PlatformNotice, route: NoticeRoute, now: Date): NoticeReading
  /** The reply the platform expects: handled (it stops sending) or not (it sends again later). */
  answerNotice(handled: boolean, failure?: 'refused' | 'error'): NoticeAnswer
}

export function readsNotices(p: PaymentProvider | undefined): p is PaymentProvider & NoticeReader {
  return (
    !!p && typeof (p as Partial<NoticeReader>).readNotice === 'function' && typeof (p as Partial<NoticeReader>).answerNotice === 'function'
  )
}
