/**
 * Sends one subscription message through the platform's documented server call, with the merchant's own
 * credentials (platform-settings):
 * - WeChat: POST cgi-bin/message/subscribe/send (the mini-program's access token), touser the buyer's openid;
 * - Alipay: alipay.open.app.mini.templatemessage.send (RSA2-signed), to_open_id the buyer's id in the
 *   mini-program (to_user_id for an Alipay user id, 2088…), data a JSON string of `{key: {value}}`.
 * What came back decides the consent's end: SENT; REFUSED (the platform answered no: a used-up consent, a
 * wrong template); NOT_SENT (no credentials or token: nothing left us, the consent waits again); UNKNOWN (the
 * platform could not be reached: the message may have gone, so it is never tried again).
 */
import { WechatApi } from '../identity/wechat-api'
import { AlipayApiError, AlipayClient, isComplete } from '../payment/alipay/alipay.client'
import type { MerchantCredentials } from '../platform-settings/payment-settings.service'
import { AppError } from '../http/app-error'
import type { MessagePlatform } from '../../../types/api/subscription-message'

export interface MessageToSend {
  merchantId: string
  platform: MessagePlatform
  openId: string
  templateId: string
  page: string
  data: Record<string, string>
  locale: string
}

export type SendOutcome =
  | { status: 'SENT' }
  | { status: 'REFUSED'; reason: string }
  | { status: 'NOT_SENT'; reason: string }
  | { status: 'UNKNOWN'; reason: string }

export interface SubscriptionMessageSender {
  send(message: MessageToSend): Promise<SendOutcome>
}

const WECHAT_LANG = { 'zh-CN': 'zh_CN', 'zh-MO': 'zh_TW', 'en-US': 'en_US' } as const

export class PlatformMessageSender implements SubscriptionMessageSender {
  constructor(private readonly credentials: (merchantId: string) => Promise<MerchantCredentials>) {}

  async send(m: MessageToSend): Promise<SendOutcome> {
    const c = await this.credentials(m.merchantId).catch(() => ({}) as MerchantCredentials)
    return m.platform === 'WEAPP' ? this.wechat(c, m) : this.alipay(c, m)
  }

  private async wechat(c: MerchantCredentials, m: MessageToSend): Promise<SendOutcome> {
    const w = c.WECHAT
    if (!w?.miniAppId || !w.miniAppSecret) return { status: 'NOT_SENT', reason: 'no WeChat mini-program credentials' }
    const api = new WechatApi({ appId: w.miniAppId, appSecret: w.miniAppSecret, baseUrl: w.apiBaseUrl })
    try {
      const outcome = await api.sendSubscribeMessage({
        toUser: m.openId,
        templateId: m.templateId,
        page: m.page,
        data: m.data,
        lang: WECHAT_LANG[m.locale as keyof typeof WECHAT_LANG] ?? 'zh_CN'
      })
      if (!outcome) return { status: 'NOT_SENT', reason: 'no access token' }
      return outcome.sent ? { status: 'SENT' } : { status: 'REFUSED', reason: `errcode ${outcome.errcode} ${outcome.errmsg}`.trim() }
    } catch (error) {
      if (error instanceof AppError) return { status: 'UNKNOWN', reason: 'WeChat could not be reached' }
      throw error
    }
  }

  private async alipay(c: MerchantCredentials, m: MessageToSend): Promise<SendOutcome> {
    const a = c.ALIPAY
    if (!isComplete(a)) return { status: 'NOT_SENT', reason: 'no Alipay credentials' }
    const client = new AlipayClient(a)
    // Alipay's user ids (2088 and 14 more digits) go as to_user_id, open ids as to_open_id.
    const to = /^2088\d{12}$/.test(m.openId) ? { to_user_id: m.openId } : { to_open_id: m.openId }
    try {
      await client.execute('alipay.open.app.mini.templatemessage.send', {
        biz: {
          ...to,
          user_template_id: m.templateId,
          page: m.page,
          data: JSON.stringify(Object.fromEntries(Object.entries(m.data).map(([key, value]) => [key, { value }])))
        }
      })
      return { status: 'SENT' }
    } catch (error) {
      if (error instanceof AlipayApiError) {
        if (error.apiCode === 'NETWORK' || error.apiCode === 'BAD_RESPONSE') return { status: 'UNKNOWN', reason: `Alipay ${error.apiCode}` }
        return { status: 'REFUSED', reason: `${error.apiCode} ${error.subCode}`.trim() }
      }
      throw error
    }
  }
}
