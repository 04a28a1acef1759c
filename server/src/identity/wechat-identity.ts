/**
 * WeChat's logins from a merchant's WechatCredentials: the mini-program's jscode2session and phone
 * number (miniAppId / miniAppSecret) and the official account's OAuth for the wxauth page
 * (officialAppId / officialAppSecret), at apiBaseUrl. A missing pair offers nothing of its own.
 */
import type { WechatCredentials } from '../platform-settings/wechat-credentials'
import type { MiniProgramAuth } from './identity-providers'
import type { IdentityFactory, PlatformAuths } from './merchant-identity-providers'
import { WechatApi } from './wechat-api'

/** jscode2session as a MiniProgramAuth (WEAPP only). */
export function wechatMiniProgramAuth(api: WechatApi): MiniProgramAuth {
  return {
    async exchange(platform, code) {
      return platform === 'WEAPP' ? api.jscode2session(code) : undefined
    }
  }
}

export const wechatIdentityFactory: IdentityFactory<'WECHAT'> = (c: WechatCredentials) => {
  const auths: PlatformAuths = {}
  if (c.miniAppId && c.miniAppSecret) {
    const mini = new WechatApi({ appId: c.miniAppId, appSecret: c.miniAppSecret, baseUrl: c.apiBaseUrl })
    auths.login = wechatMiniProgramAuth(mini)
    auths.phone = { phoneNumber: (code) => mini.phoneNumber(code) }
  }
  if (c.officialAppId && c.officialAppSecret) {
    const official = new WechatApi({ appId: c.officialAppId, appSecret: c.officialAppSecret, baseUrl: c.apiBaseUrl })
    auths.officialAccount = { openId: (code) => official.officialAccountOpenId(code) }
  }
  return auths
}
