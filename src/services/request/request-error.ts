/**
 * The product's error object (product.md section 3, "Error object"): message, stack, cause, httpCode,
 * statusCode, subComments, actText, and a comments accessor that returns the message. The reply's mode
 * and errorCode travel with it so the reply handling can act on them.
 */
export interface RequestErrorInit {
  message: string
  statusCode: number
  httpCode?: number
  subComments?: string
  actText?: string
  mode?: string
  errorCode?: string
  data?: unknown
  cause?: unknown
  /** The request timed out. */
  timeout?: boolean
  /** No reply at all (offline, DNS, connection refused). */
  network?: boolean
}

export class RequestError extends Error {
  readonly statusCode: number
  readonly httpCode?: number
  readonly subComments?: string
  readonly actText?: string
  readonly mode?: string
  readonly errorCode?: string
  readonly data?: unknown
  readonly timeout: boolean
  readonly network: boolean

  constructor(init: RequestErrorInit) {
    super(init.message)
    // Assigned rather than passed to super: older mini-program runtimes drop Error's options argument.
    if (init.cause !== undefined) this.cause = init.cause
    this.name = 'RequestError'
    this.statusCode = init.statusCode
    this.httpCode = init.httpCode
    this.subComments = init.subComments
    this.actText = init.actText
    this.mode = init.mode
    this.errorCode = init.errorCode
    this.data = init.data
    this.timeout = init.timeout ?? false
    this.network = init.network ?? false
  }

  get comments(): string {
    return this.message
  }
}

/** A payment the buyer cancelled is not an error to show: its message is blanked. */
export function blankPaymentCancel(message: string): string {
  return /requestPayment:fail cancel|tradePay:fail cancel|payment cancel|支付取消|用户取消/i.test(message) ? '' : message
}
