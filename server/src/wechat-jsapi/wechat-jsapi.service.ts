/**
 * "GET weixin jsapi authorization": H5 opened inside WeChat's browser configures the JS-SDK (wx.config) for
 * sharing with the merchant's official account's app id and a signature over its jsapi_ticket (fetched with
 * the official account's access token, both kept in this process until shortly before they expire;
 * identity/wechat-api.ts). No official account set up: JSAPI_NOT_OFFERED, and the page shares as a browser
 * page does.
 */
import { AppError } from '../http/app-error'
import { WechatApi } from '../identity/wechat-api'
import type { MerchantCredentials } from '../platform-settings/payment-settings.service'
import type { JsapiAuthorization } from '../../../types/api/subscription-message'
import { jsapiSignature, nonceStr, signedUrl } from './jsapi-signature'

export const JSAPI_URL_MAX = 2000

export class WechatJsapiService {
  constructor(private readonly credentials: (merchantId: string) => Promise<MerchantCredentials>) {}

  async authorize(merchantId: string, pageUrl: string, now: Date): Promise<JsapiAuthorization> {
    const url = signedUrl(pageUrl.trim())
    let parsed: URL
    try {
      parsed = new URL(url)
    } catch {
      throw new AppError('JSAPI_URL_INVALID')
    }
    if (!['http:', 'https:'].includes(parsed.protocol) || url.length > JSAPI_URL_MAX) throw new AppError('JSAPI_URL_INVALID')
    const c = (await this.credentials(merchantId).catch(() => ({}) as MerchantCredentials)).WECHAT
    if (!c?.officialAppId || !c.officialAppSecret) throw new AppError('JSAPI_NOT_OFFERED')
    const ticket = await new WechatApi({ appId: c.officialAppId, appSecret: c.officialAppSecret, baseUrl: c.apiBaseUrl }).jsapiTicket()
    if (!ticket) throw new AppError('THIRD_PARTY_FAILED')
    const timestamp = Math.floor(now.getTime() / 1000)
    const nonce = nonceStr()
    return { appId: c.officialAppId, timestamp, nonceStr: nonce, signature: jsapiSignature({ ticket, nonceStr: nonce, timestamp, url }) }
  }
}
