/**
 * The platform adapters plugged into the per-merchant registries: WeChat Pay's and Alipay's
 * payment providers, built from each merchant's settings with that merchant's notify URLs, and Alipay's
 * mini-program login and phone authorisation. (WeChat's logins are registered beside the registry,
 * wechat-identity.ts.)
 */
import type { PaymentProviders } from './payment-providers'
import type { MerchantIdentityProviders, PlatformAuths } from '../identity/merchant-identity-providers'
import { wechatPayProviders, type WechatPayProduct } from './wechat/wechat-pay.provider'
import { alipayProviders, type AlipayProduct } from './alipay/alipay.provider'
import { alipayLogin } from './alipay/alipay-login'
import { alipayPhoneAuth } from '../identity/alipay-phone'

export function registerPlatformFactories(
  providers: PaymentProviders,
  logins: MerchantIdentityProviders,
  log?: (message: string, detail: object) => void
): void {
  providers.registerFactory('WECHAT', (credentials, o) =>
    wechatPayProviders(credentials, {
      publicBaseUrl: o.publicBaseUrl,
      notifyUrl: (product: WechatPayProduct) => o.notifyUrl(product),
      refundNotifyUrl: (product: WechatPayProduct) => o.refundNotifyUrl(product),
      nowMs: () => o.now().getTime(),
      log
    })
  )
  providers.registerFactory('ALIPAY', (credentials, o) =>
    alipayProviders(credentials, {
      publicBaseUrl: o.publicBaseUrl,
      notifyUrl: (product: AlipayProduct) => o.notifyUrl(product),
      now: o.now
    })
  )
  logins.registerFactory('ALIPAY', (credentials) => {
    const auths: PlatformAuths = {}
    const login = alipayLogin(credentials)
    if (login) auths.login = login
    if (credentials.aesKey && credentials.alipayPublicKeyPem)
      auths.phone = alipayPhoneAuth({ aesKey: credentials.aesKey, alipayPublicKeyPem: credentials.alipayPublicKeyPem })
    return auths
  })
}
