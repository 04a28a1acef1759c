/**
 * The gateway's one error type: a stable code, the business statusCode, the reply mode and a message key
 * translated per request (error-handler.ts turns it into the envelope).
 */
import type { MessageKey } from './messages'

export type ReplyMode = 'none' | 'toast' | 'alert' | 'login' | 'back' | 'waiting' | 'backRefresh' | 'retry' | 'booking' | 'limiting'

interface ErrorDef {
  statusCode: number
  httpStatus: number
  mode: ReplyMode
  message: MessageKey
}

export const ERRORS = {
  INVALID_PARAMETER: { statusCode: 40000, httpStatus: 200, mode: 'toast', message: 'invalid_parameter' },
  NOT_FOUND: { statusCode: 40400, httpStatus: 404, mode: 'toast', message: 'not_found' },
  SHOW_NOT_FOUND: { statusCode: 40401, httpStatus: 200, mode: 'back', message: 'show_not_found' },
  MERCHANT_NOT_FOUND: { statusCode: 40402, httpStatus: 200, mode: 'alert', message: 'merchant_not_found' },
  NOT_LOGGED_IN: { statusCode: 15012007, httpStatus: 200, mode: 'login', message: 'not_logged_in' },
  INTERNAL: { statusCode: 50000, httpStatus: 500, mode: 'alert', message: 'internal_error' }
} satisfies Record<string, ErrorDef>

export type ErrorCode = keyof typeof ERRORS

export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    readonly params: Record<string, string | number> = {}
  ) {
    super(code)
    this.name = 'AppError'
  }
}
