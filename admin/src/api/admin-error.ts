/** A failed admin call: the envelope's code and message, or a network failure (statusCode -1). */
export class AdminError extends Error {
  readonly statusCode: number
  readonly errorCode?: string
  /** STOREFRONT_INVALID: the JSON path of the field the gateway refused. */
  readonly field?: string
  readonly httpStatus: number
  /** The envelope's data on a refusal, for a page that acts on it (null when the refusal carries none). */
  readonly data: unknown

  constructor(init: { message: string; statusCode: number; errorCode?: string; field?: string; httpStatus: number; data?: unknown }) {
    super(init.message)
    this.data = init.data ?? null
    this.statusCode = init.statusCode
    this.errorCode = init.errorCode
    this.field = init.field
    this.httpStatus = init.httpStatus
  }

  get forbidden(): boolean {
    return this.errorCode === 'STAFF_FORBIDDEN' || (this.httpStatus === 403 && this.errorCode !== 'CSRF_INVALID')
  }

  get notLoggedIn(): boolean {
    return this.errorCode === 'STAFF_NOT_LOGGED_IN'
  }
}
