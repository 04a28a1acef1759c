/** Constants of the request layer (calls-errors-limits.md sections 7, 8 and 9). */
import { BUSINESS_CODES } from '../../../types/rules/business-codes'
import { CLIENT_VERSION } from '../../../types/rules/client-version'

/** Importance levels: lower is more important. */
export const IMPORTANCE = { critical: 1, high: 10, medium: 20, low: 30 } as const
export type Importance = (typeof IMPORTANCE)[keyof typeof IMPORTANCE]

export const TIMEOUT_MS = {
  default: 5000,
  layouts: 10000,
  dynamicShow: 60000,
  shopConfig: 60000,
  orderCreation: 10000
} as const

/** Section 9: "Socket connect and upload 60000 ms". */
export const UPLOAD_TIMEOUT_MS = 60000

/** Requests less important than high wait this long, so critical and high ones go first. */
export const LOW_PRIORITY_DELAY_MS = 1

/** Success is HTTP 200 with one of these body statusCodes. */
export const SUCCESS_STATUS_CODES: readonly number[] = [200, 510]

export const PREVIEW_VERSION = '0.0.0'

/** The business codes and the client's version are defined once for the app and the gateway. */
export { BUSINESS_CODES, CLIENT_VERSION }

/** These codes end the session (section 8: "cause a logout"). */
export const LOGOUT_CODES: readonly number[] = [
  BUSINESS_CODES.loginExpired,
  BUSINESS_CODES.tokenException,
  BUSINESS_CODES.loggedOut,
  BUSINESS_CODES.notLoggedIn
]

export const SHOP_CLOSED_ERROR_CODE = 'RE030326003101'
export const BOOKING_ERROR_CODES: readonly string[] = ['RE110028217778', 'RE110028217763']
export const BOOKING_BACK_MODE = 11

/** HTTP statuses that mean "too many network visits" on important requests. */
export function isThrottleHttpStatus(status: number): boolean {
  return (status >= 461 && status <= 469) || status === 999 || status === 418 || status === 403 || status === 405
}

export const LIMITING_RETRY_INTERVAL_MS = 3000
export const LIMITING_MAX_RETRIES = 10
export const WAIT_COUNTDOWN_SECONDS = 5

export const LOADING_OVERLAY_DELAY_MS = 500
export const LOADING_OVERLAY_AUTO_HIDE_MS = 5000

export const VOUCHER_CACHE_LIMIT = 10
export const VOUCHER_CACHE_MAX_AGE_MS = 15 * 24 * 60 * 60 * 1000
