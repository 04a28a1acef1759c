/**
 * Reading WeChat Pay's notifications ("支付通知", "退款结果通知"): the raw body's signature by the platform
 * key its Wechatpay-Serial names, within five minutes; then the `resource` decrypted with the APIv3 key
 * of the merchant that key belongs to. A payment notification (TRANSACTION.SUCCESS; a closed or failed
 * trade state maps to CANCELLED) becomes what PaymentService.notifyVerified takes; a refund notification
 * (REFUND.SUCCESS / REFUND.ABNORMAL / REFUND.CLOSED) becomes the refund's outcome.
 */
import type { CallbackResult, RefundResult } from '../payment-provider'
import type { WechatCredentials } from '../../platform-settings/wechat-credentials'
import {
  checkWechatpaySignature,
  decryptResource,
  platformKeys,
  type EncryptedResource,
  type ReplyCheck,
  type WechatpayHeaders
} from './wechat-pay-signing'
import { refundState, transactionResult } from './wechat-pay.provider'
import type { WechatTransaction } from './wechat-pay.client'

/** A merchant whose notifications this gateway reads: its mch id, platform keys and APIv3 key. */
export type NotifyMerchant = Pick<WechatCredentials, 'mchId' | 'apiV3Key' | 'platformPublicKeys'>

interface Envelope {
  id?: string
  event_type?: string
  resource_type?: string
  resource?: EncryptedResource
}

export type Opened =
  | { ok: true; eventType: string; plain: Record<string, unknown> }
  | { ok: false; why: ReplyCheck | 'NOT_JSON' | 'NOT_DECRYPTED' | 'OTHER_MERCHANT'; eventType: string; plain?: Record<string, unknown> }

function parseJson(text: string): Record<string, unknown> | undefined {
  try {
    const v = JSON.parse(text) as unknown
    return v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : undefined
  } catch {
    return undefined
  }
}

/**
 * The notification's decrypted resource when WeChat signed it for one of these merchants; otherwise
 * why not, with the resource's content when it could still be read (recorded, never trusted).
 */
export function openNotification(rawBody: string, headers: WechatpayHeaders, merchants: readonly NotifyMerchant[], nowMs: number): Opened {
  const envelope = parseJson(rawBody) as Envelope | undefined
  const eventType = typeof envelope?.event_type === 'string' ? envelope.event_type : ''
  const merchant = merchants.find((m) => m.platformPublicKeys?.some((k) => k.serial === headers.serial))
  const check = merchant
    ? checkWechatpaySignature(headers, rawBody, platformKeys(merchant.platformPublicKeys ?? []), nowMs)
    : headers.serial
      ? 'UNKNOWN_SERIAL'
      : 'UNSIGNED'
  const resource = envelope?.resource
  const text = merchant?.apiV3Key && resource && typeof resource === 'object' ? decryptResource(resource, merchant.apiV3Key) : undefined
  const plain = text === undefined ? undefined : parseJson(text)
  if (check !== 'OK') return { ok: false, why: check, eventType, plain }
  if (!envelope) return { ok: false, why: 'NOT_JSON', eventType }
  if (!plain) return { ok: false, why: 'NOT_DECRYPTED', eventType }
  // Signed for this merchant, about another: not ours to settle.
  if (plain.mchid !== merchant?.mchId) return { ok: false, why: 'OTHER_MERCHANT', eventType, plain }
  return { ok: true, eventType, plain }
}

export interface PaymentNotification {
  verified: CallbackResult | undefined
  received: { paymentId: string; providerTxn: string; amountFen: number; kind: string; rawBody: string }
  why?: string
}

function str(v: unknown): string {
  return typeof v === 'string' ? v : ''
}

/** A payment notification as notifyVerified takes it: verified when signed, decrypted and a settled trade state. */
export function paymentNotification(
  rawBody: string,
  headers: WechatpayHeaders,
  merchants: readonly NotifyMerchant[],
  nowMs: number
): PaymentNotification {
  const opened = openNotification(rawBody, headers, merchants, nowMs)
  const t = (opened.plain ?? {}) as Partial<WechatTransaction>
  const amount = typeof t.amount?.total === 'number' && Number.isSafeInteger(t.amount.total) ? t.amount.total : 0
  const received = {
    paymentId: str(t.out_trade_no),
    providerTxn: str(t.transaction_id),
    amountFen: amount,
    kind: str(t.trade_state) || opened.eventType || 'UNKNOWN',
    rawBody
  }
  if (!opened.ok) return { verified: undefined, received, why: opened.why }
  const result = transactionResult({ ...t, out_trade_no: str(t.out_trade_no), trade_state: str(t.trade_state) })
  if (!result) return { verified: undefined, received, why: `trade state ${received.kind}` }
  return { verified: result, received }
}

export interface RefundOutcome {
  /** Our refund id (out_refund_no). */
  refundId: string
  /** WeChat's refund id. */
  providerRefundId: string
  state: RefundResult['state']
}

/** A refund notification's outcome, or why it is refused. */
export function refundNotification(
  rawBody: string,
  headers: WechatpayHeaders,
  merchants: readonly NotifyMerchant[],
  nowMs: number
): { refund: RefundOutcome } | { refund?: undefined; why: string } {
  const opened = openNotification(rawBody, headers, merchants, nowMs)
  if (!opened.ok) return { why: opened.why }
  if (!opened.eventType.startsWith('REFUND.')) return { why: `event ${opened.eventType}` }
  const refundId = str(opened.plain.out_refund_no)
  const providerRefundId = str(opened.plain.refund_id)
  const status = str(opened.plain.refund_status)
  if (!refundId || !providerRefundId || !status) return { why: 'refund fields missing' }
  return { refund: { refundId, providerRefundId, state: refundState(status) } }
}
