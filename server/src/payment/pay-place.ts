/**
 * Where the buyer pays, from the cashiers and pay calls' body (calls-errors-limits.md section 7:
 * "transactionIds, platform, src, browserType (WEIXIN, ALIPAY, OTHER)"). The app names its platform as
 * the spec's mini-program types do (WEIXIN_MINI, ALIPAY_MINI, H5; payment-choice.ts); WEAPP and ALIPAY
 * are accepted too. Anything else is a web page, in the browser it names.
 */
import type { BrowserType, PayPlace, PayPlatform } from './payment-provider'
import type { IdentityProvider } from '../identity/identity.repository'

const PLATFORMS: Record<string, PayPlatform> = {
  WEAPP: 'WEAPP',
  WEIXIN_MINI: 'WEAPP',
  WX_MINI: 'WEAPP',
  ALIPAY: 'ALIPAY',
  ALIPAY_MINI: 'ALIPAY',
  H5: 'H5'
}

export function payPlaceOf(body: { platform?: string; src?: string; browserType?: string }): PayPlace {
  const platform = PLATFORMS[(body.platform ?? body.src ?? '').toUpperCase()] ?? 'H5'
  if (platform === 'WEAPP') return { platform, browserType: 'WEIXIN' }
  if (platform === 'ALIPAY') return { platform, browserType: 'ALIPAY' }
  const browser = (body.browserType ?? '').toUpperCase()
  return { platform, browserType: browser === 'WEIXIN' || browser === 'ALIPAY' ? (browser as BrowserType) : 'OTHER' }
}

/**
 * The buyer's identity that names them to the platform paying here: the mini-program's open id, or in
 * WeChat's browser the official account's open id from the wxauth page (JSAPI pay).
 */
export function payerIdentityAt(place: PayPlace): IdentityProvider | undefined {
  if (place.platform === 'WEAPP') return 'WEAPP'
  if (place.platform === 'ALIPAY') return 'ALIPAY'
  return place.browserType === 'WEIXIN' ? 'WX_OFFICIAL' : undefined
}
