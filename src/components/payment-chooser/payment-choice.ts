/**
 * The payment flow's choice (calls-errors-limits.md section 4 step 3): "If there are several types, or
 * the type differs from the current product, a selector is shown with a reserve-time countdown.
 * Otherwise payment is made directly." The current product is the one the buyer paid with last.
 */
import type { BrowserType, PaymentOption } from '../../../types/api/order'
import { detectPlatform } from '../../platform/platform'

export function paysDirectly(options: readonly PaymentOption[], lastProduct: string | undefined): string | undefined {
  return options.length === 1 && options[0].paymentProduct === lastProduct ? lastProduct : undefined
}

/** The cashiers and pay calls' platform (calls-errors-limits.md section 7; the gateway's PayPlatform). */
export type PayPlatform = 'WEAPP' | 'ALIPAY' | 'H5'

/**
 * The browser around an H5 page, by its user agent (section 7, cashiers: "browserType (WEIXIN, ALIPAY,
 * OTHER)"): WeChat's browser says MicroMessenger (the same test as the WX_H5 platform), Alipay's
 * AlipayClient.
 */
export function browserTypeOf(userAgent: string): BrowserType {
  if (detectPlatform({ taroEnv: 'h5', userAgent }) === 'WX_H5') return 'WEIXIN'
  if (/AlipayClient/i.test(userAgent)) return 'ALIPAY'
  return 'OTHER'
}

/** What the cashiers call says of where the buyer is: the platform and the browser around the page. */
export function cashierContext(taroEnv: string | undefined, userAgent: string): { platform: PayPlatform; browserType: BrowserType } {
  if (taroEnv === 'weapp') return { platform: 'WEAPP', browserType: 'WEIXIN' }
  if (taroEnv === 'alipay') return { platform: 'ALIPAY', browserType: 'ALIPAY' }
  return { platform: 'H5', browserType: browserTypeOf(userAgent) }
}
