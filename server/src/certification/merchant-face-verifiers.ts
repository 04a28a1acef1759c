/**
 * The face checks a merchant offers, built from its payment settings like its logins
 * (merchant-identity-providers.ts): WeChat's with the mini-program's app id and secret, Alipay's with a
 * complete Alipay key set. A merchant without them, and H5 always, offers none (FACE_AUTH_UNSUPPORTED).
 * There is no sandbox face check: a stand-in would let a face-auth coupon go to anyone.
 */
import type { PaymentSettingsService } from '../platform-settings/payment-settings.service'
import { BuiltFromSettings } from '../platform-settings/built-from-settings'
import { WechatApi } from '../identity/wechat-api'
import { AlipayClient, isComplete } from '../payment/alipay/alipay.client'
import type { FacePlatform, FaceVerifier } from './face-verifier'
import { WechatFace } from './wechat-face'
import { AlipayFace } from './alipay-face'

type Built = Partial<Record<FacePlatform, FaceVerifier>>

export class MerchantFaceVerifiers {
  private readonly built: BuiltFromSettings<Built> | undefined

  constructor(
    private readonly settings: PaymentSettingsService | undefined,
    private readonly returnUrl: string | undefined,
    private readonly log: (message: string, detail: object) => void = () => undefined
  ) {
    this.built = settings && new BuiltFromSettings(settings, (merchantId) => this.build(merchantId))
  }

  async of(merchantId: string, platform: FacePlatform): Promise<FaceVerifier | undefined> {
    return this.built ? (await this.built.get(merchantId))[platform] : undefined
  }

  private async build(merchantId: string): Promise<Built> {
    const built: Built = {}
    if (!this.settings) return built
    try {
      const { WECHAT: wechat, ALIPAY: alipay } = await this.settings.credentials(merchantId)
      if (wechat?.miniAppId && wechat.miniAppSecret)
        built.WEAPP = new WechatFace(
          new WechatApi({ appId: wechat.miniAppId, appSecret: wechat.miniAppSecret, baseUrl: wechat.apiBaseUrl })
        )
      if (isComplete(alipay)) built.ALIPAY = new AlipayFace(new AlipayClient(alipay), this.returnUrl)
    } catch (error) {
      this.log('payment settings unreadable: face checks are not offered', { merchantId, error: (error as Error).message })
    }
    return built
  }
}
