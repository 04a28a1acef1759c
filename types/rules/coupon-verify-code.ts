/**
 * Offline coupons' verify codes (product.md "Using a coupon: ... An offline coupon fetches a
 * verify code and shows a popup"; calls "buyer/v5/coupons/verify/code (couponId, couponTemplateId,
 * orderId, source ORDER_INFO when an order id is present, else SINGLE_COUPON); reply is a list of
 * verifyCode, statusImageUrl, verifyCodeExpireTime").
 *
 * A verify code has the ticket code's shape and rules (rotating-ticket-code.ts): `{number}.{step}.{otp}`,
 * an 8-digit HOTP of the 30-second step under the coupon's own key, so a screenshot stops working within
 * a minute and the console can tell an old code ("ask the buyer to refresh") from a made-up one. Unlike a
 * ticket, the key stays on the gateway: the phone asks for the current code and asks again when it
 * expires (verifyCodeExpireTime), which also tells it when the coupon has been used.
 */
import {
  CODE_PERIOD_SECONDS,
  codeStep,
  formatTicketCode,
  hotp,
  parseTicketCode,
  stepIsCurrent,
  type HmacSha1,
  type TicketCodeParts
} from './rotating-ticket-code'

export const VERIFY_SOURCES = ['ORDER_INFO', 'SINGLE_COUPON'] as const
export type VerifySource = (typeof VERIFY_SOURCES)[number]

/** Digits of a coupon's verify number (the rotating-code pattern reads 10 to 30). */
export const VERIFY_NUMBER_DIGITS = 16

/** "source ORDER_INFO when an order id is present, else SINGLE_COUPON". */
export function verifySource(orderId: string | null | undefined): VerifySource {
  return orderId ? 'ORDER_INFO' : 'SINGLE_COUPON'
}

/** The code a coupon shows at a moment, and when it stops being the current one (the end of its step). */
export function couponVerifyCode(
  hmac: HmacSha1,
  key: Uint8Array,
  verifyNumber: string,
  nowMs: number
): { verifyCode: string; verifyCodeExpireTime: number } {
  const step = codeStep(nowMs)
  return {
    verifyCode: formatTicketCode({ ticketNumber: verifyNumber, step, otp: hotp(hmac, key, step) }),
    verifyCodeExpireTime: (step + 1) * CODE_PERIOD_SECONDS * 1000
  }
}

/** Shortest and longest wait before the popup asks again (a phone clock far off still refreshes every step). */
export const REFRESH_MIN_MS = 1000
export const REFRESH_MAX_MS = CODE_PERIOD_SECONDS * 1000
/** Asked a little after the expiry, so the gateway is surely in the next step. */
export const REFRESH_AFTER_EXPIRY_MS = 300

/**
 * How long the popup waits to re-fetch: "re-fetch before verifyCodeExpireTime" reads on the gateway's
 * clock, so the phone's clock is corrected by the offset it measured (gateway minus phone).
 */
export function refreshDelayMs(verifyCodeExpireTime: number, phoneNowMs: number, offsetMs = 0): number {
  const wait = verifyCodeExpireTime - (phoneNowMs + offsetMs) + REFRESH_AFTER_EXPIRY_MS
  return Math.min(REFRESH_MAX_MS, Math.max(REFRESH_MIN_MS, wait))
}

export type VerifyCodeReading = { kind: 'MALFORMED' } | { kind: 'CODE'; parts: TicketCodeParts }

/** What a typed or scanned text is: a code's parts (not yet checked), or not a code at all. */
export function readVerifyCode(text: string): VerifyCodeReading {
  const parts = parseTicketCode(text)
  return parts ? { kind: 'CODE', parts } : { kind: 'MALFORMED' }
}

/**
 * The console's verdict on a code's OTP and step: INVALID when the OTP is not the coupon's for that step
 * (made up, or another coupon's), EXPIRED when it is genuine but outside the window the door also admits
 * for tickets (the current step, one behind, one ahead), else OK.
 */
export function verifyCodeVerdict(
  hmac: HmacSha1,
  key: Uint8Array,
  parts: TicketCodeParts,
  nowMs: number,
  otpEqual: (a: string, b: string) => boolean
): 'OK' | 'EXPIRED' | 'INVALID' {
  if (!otpEqual(hotp(hmac, key, parts.step), parts.otp)) return 'INVALID'
  return stepIsCurrent(parts.step, nowMs) ? 'OK' : 'EXPIRED'
}
