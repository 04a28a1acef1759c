/**
 * Where a payment platform sends a merchant's notifications. The merchant is in the path: WeChat's
 * notification is encrypted with the merchant's APIv3 key and signed with its platform key, so the
 * route must know whose settings to verify it with before it can read which payment it is about (and
 * WeChat refuses a notify_url with a query string). The sandbox's own callback stays
 * /pub/v1/payments/{paymentProduct}/callback (its payment row knows the merchant).
 */

export function payNotifyPath(product: string, merchantId: string): string {
  return `/pub/v1/payments/${encodeURIComponent(product)}/notify/${encodeURIComponent(merchantId)}`
}

export function refundNotifyPath(product: string, merchantId: string): string {
  return `/pub/v1/payments/${encodeURIComponent(product)}/refund_notify/${encodeURIComponent(merchantId)}`
}

/**
 * The most a notification body may be: the platforms' are a few KiB at most (WeChat's a small JSON
 * envelope around an encrypted resource, Alipay's a form of trade fields); a bigger body is a 413, read
 * no further.
 */
export const NOTICE_BODY_LIMIT = 16 * 1024

/** How long a refused notice's summary is kept (payment_notice_rejections). */
export const REFUSED_NOTICE_KEEP_MS = 30 * 24 * 3600 * 1000
