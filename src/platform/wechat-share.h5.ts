/**
 * H5 inside WeChat's own browser: the share card a buyer sends from the ••• menu. WeChat's JS-SDK file is
 * loaded only here and only when a page shares (never in the first page's bundle; the gateway's CSP allows
 * exactly that file), configured with the gateway's signature for this page's address (GET
 * /user/pub/v1/wechat/jsapi_authorization, the merchant's official account), then given the title, text,
 * link and picture for a chat (updateAppMessageShareData) and for Moments (updateTimelineShareData).
 * Anywhere else, or when the shop has no official account, nothing happens and the browser shares the page
 * as it is.
 */
import { jsapiAuthorization } from '../services/subscription-message-api'
import { inWechatBrowser } from '../../types/rules/subscription-message'
import { WECHAT_JSSDK_URL, WECHAT_SHARE_APIS } from '../../types/api/subscription-message'
import type { WechatShareData } from './wechat-share'

export type { WechatShareData }

interface WechatJsSdk {
  config(options: { debug: boolean; appId: string; timestamp: number; nonceStr: string; signature: string; jsApiList: string[] }): void
  ready(callback: () => void): void
  error(callback: (res: unknown) => void): void
  updateAppMessageShareData(options: WechatShareData & { success?: () => void }): void
  updateTimelineShareData(options: Omit<WechatShareData, 'desc'> & { success?: () => void }): void
}

let sdk: Promise<WechatJsSdk | undefined> | undefined

function loadSdk(): Promise<WechatJsSdk | undefined> {
  sdk ??= new Promise((resolve) => {
    const script = document.createElement('script')
    script.src = WECHAT_JSSDK_URL
    script.async = true
    script.onload = () => resolve((window as unknown as { wx?: WechatJsSdk }).wx)
    script.onerror = () => {
      sdk = undefined
      resolve(undefined)
    }
    document.head.appendChild(script)
  })
  return sdk
}

export async function shareInWechat(data: WechatShareData): Promise<boolean> {
  if (typeof navigator === 'undefined' || !inWechatBrowser(navigator.userAgent)) return false
  const wx = await loadSdk()
  if (!wx) return false
  let auth
  try {
    // WeChat signs the address without its fragment.
    auth = await jsapiAuthorization(location.href.split('#')[0])
  } catch {
    return false
  }
  const icon = document.querySelector<HTMLLinkElement>('link[rel~="apple-touch-icon"], link[rel~="icon"]')?.href ?? ''
  const card = { ...data, imgUrl: data.imgUrl || icon }
  return new Promise((resolve) => {
    wx.config({ debug: false, ...auth, jsApiList: [...WECHAT_SHARE_APIS] })
    wx.error(() => resolve(false))
    wx.ready(() => {
      wx.updateAppMessageShareData(card)
      wx.updateTimelineShareData({ title: card.title, link: card.link, imgUrl: card.imgUrl })
      resolve(true)
    })
  })
}
