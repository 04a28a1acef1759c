/**
 * The platform side of a payment. Taro builds pick platform-pay.weapp.ts, .alipay.ts or
 * .h5.ts; this file is what the type check and the unit tests see, and does nothing in place.
 */
import type { PayAction, PayOutcome } from './pay-action'

export function runPayAction(action: PayAction): Promise<PayOutcome> {
  return Promise.resolve(action.kind === 'verification-code' ? 'verification-code' : 'unsupported')
}

/** The site's origin, for return URLs of web pages; only a browser has one. */
export function siteOrigin(): string | undefined {
  return undefined
}
