/**
 * What the journeys share: which compiled packages exist, and a host for one of them wired to the test
 * storefront (its gateway, its WeChat and Alipay doubles): wx.login / my.getAuthCode hand out codes the
 * doubles know, and a payment is confirmed the way each platform's cashier would.
 */
import { existsSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { MiniHost } from './runtime/mini-host'
import type { Platform } from './runtime/platform-api'
import type { MiniStorefront } from './mini-storefront'

const ROOT = resolve(__dirname, '..')

export const buildOf = (platform: Platform) => join(ROOT, 'dist', platform)

/** The platforms whose build is present (CI builds both before this suite). */
export function builtPlatforms(): Platform[] {
  return (['weapp', 'alipay'] as const).filter((p) => existsSync(join(buildOf(p), 'app.json')))
}

export interface Buyer {
  /** WeChat openid or Alipay user id the login codes stand for. */
  id: string
}

export function newHost(platform: Platform, storefront: MiniStorefront, buyer: Buyer = { id: `buyer_${Date.now()}` }): MiniHost {
  const modalAnswers: boolean[] = []
  const host = new MiniHost(platform, buildOf(platform), {
    gatewayBase: storefront.base,
    appId: platform === 'weapp' ? storefront.wechat.mini.appId : storefront.alipay.appId,
    loginCode: async () => (platform === 'weapp' ? storefront.wechat.miniCode(buyer.id) : storefront.alipay.authCode(buyer.id)),
    pay: async () => undefined,
    answerModal: () => modalAnswers.shift() ?? true,
    scan: () => undefined
  })
  return host
}
