/**
 * Reading an Alipay asynchronous notification (form-encoded, RSA2 over the sorted parameters without
 * `sign` and `sign_type`) into what the once-only settlement takes. It is trusted only when the
 * signature holds with Alipay's key, it is for our app id, and its notify_time is within
 * CALLBACK_WINDOW_MS (5 minutes) of our clock: Alipay signs every delivery afresh with the time it
 * sends it (its retries over 25 hours each carry a new notify_time), so only a replayed copy is old.
 */
import type { KeyObject } from 'node:crypto'
import { CALLBACK_WINDOW_MS, type CallbackResult } from '../payment-provider'
import { notificationContent, rsa2Verify } from './alipay-signing'
import { fenOf } from './alipay-amount'
import { parseAlipayTime } from './alipay-time'

/** trade_status as the settlement reads it; WAIT_BUYER_PAY (and anything else) settles nothing. */
const STATUS: Record<string, CallbackResult['status'] | undefined> = {
  TRADE_SUCCESS: 'SUCCEEDED',
  TRADE_FINISHED: 'SUCCEEDED',
  TRADE_CLOSED: 'CANCELLED'
}

const ID = /^[\w-]{1,64}$/

export interface NotificationReading {
  /** What it claims, recorded whether or not it is trusted; absent when it names no payment or amount. */
  received?: { paymentId: string; providerTxn: string; amountFen: number; kind: string }
  /** Its content when signature, app id and time hold and its status settles something. */
  verified?: CallbackResult
  /** Signature, app id and time hold (a trusted WAIT_BUYER_PAY is answered `success` with nothing to do). */
  trusted: boolean
  /** Why it is not trusted, for the event's record. */
  refusal?: string
}

export function readNotification(
  params: Readonly<Record<string, string>>,
  check: { appId: string; alipayKey: KeyObject },
  now: Date
): NotificationReading {
  const status = STATUS[params.trade_status ?? '']
  const amountFen = fenOf(params.total_amount)
  // Ids as ours (pay_ and base64url) and Alipay's (digits) are made; anything else is not stored.
  const received =
    ID.test(params.out_trade_no ?? '') && ID.test(params.trade_no ?? '') && amountFen !== undefined
      ? {
          paymentId: params.out_trade_no,
          providerTxn: params.trade_no,
          amountFen,
          kind: status ?? (/^[A-Z_]{1,32}$/.test(params.trade_status ?? '') ? params.trade_status : 'UNKNOWN')
        }
      : undefined
  const sentAt = parseAlipayTime(params.notify_time)
  const refusal =
    params.sign_type && params.sign_type !== 'RSA2'
      ? 'sign_type is not RSA2'
      : !rsa2Verify(notificationContent(params), params.sign, check.alipayKey)
        ? 'signature does not hold'
        : params.app_id !== check.appId
          ? 'another app id'
          : !sentAt || Math.abs(now.getTime() - sentAt.getTime()) > CALLBACK_WINDOW_MS
            ? 'notify_time missing or outside the window'
            : undefined
  const trusted = refusal === undefined
  return {
    received,
    trusted,
    refusal,
    verified:
      trusted && received && status
        ? { paymentId: received.paymentId, providerTxn: received.providerTxn, amountFen: received.amountFen, status }
        : undefined
  }
}
