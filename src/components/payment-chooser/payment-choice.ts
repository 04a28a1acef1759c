/**
 * The payment flow's choice (calls-errors-limits.md section 4 step 3): "If there are several types, or
 * the type differs from the current product, a selector is shown with a reserve-time countdown.
 * Otherwise payment is made directly." The current product is the one the buyer paid with last.
 */
import type { BrowserType, PaymentOption } from '../../../types/api/order'
import type { Platform } from '../../platform/platform'

export function paysDirectly(options: readonly PaymentOption[], lastProduct: string | undefined): string | undefined {
  return options.length === 1 && options[0].paymentProduct === lastProduct ? lastProduct : undefined
}

/** What the cashiers call says of where the buyer is: the platform and the browser around the page. */
export function cashierContext(taroEnv: string | undefined, platform: Platform): { platform: string; browserType: BrowserType } {
  if (taroEnv === 'weapp') return { platform: 'WEIXIN_MINI', browserType: 'WEIXIN' }
  if (taroEnv === 'alipay') return { platform: 'ALIPAY_MINI', browserType: 'ALIPAY' }
  return { platform: 'H5', browserType: platform === 'WX_H5' ? 'WEIXIN' : 'OTHER' }
}
