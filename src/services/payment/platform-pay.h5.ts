/**
 * H5: inside WeChat's browser JSAPI pay through WeixinJSBridge (getBrandWCPayRequest, once the bridge is
 * ready); elsewhere the page leaves for the provider's page (WeChat H5 pay, Alipay WAP, the sandbox
 * cashier), which comes back to the pay-success page.
 */
import { assetUrl } from '../asset-url'
import { wechatOutcome, type PayAction, type PayOutcome, type WechatPayParams } from './pay-action'

interface WeixinJSBridgeApi {
  invoke(name: 'getBrandWCPayRequest', params: WechatPayParams & { appId: string }, callback: (res: { err_msg?: string }) => void): void
}

declare global {
  interface Window {
    WeixinJSBridge?: WeixinJSBridgeApi
  }
}

/** WeixinJSBridge appears some time after the page loads; WeChat fires WeixinJSBridgeReady then. */
function bridge(): Promise<WeixinJSBridgeApi> {
  if (window.WeixinJSBridge) return Promise.resolve(window.WeixinJSBridge)
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('WeixinJSBridge not ready')), 10_000)
    document.addEventListener(
      'WeixinJSBridgeReady',
      () => {
        clearTimeout(timer)
        if (window.WeixinJSBridge) resolve(window.WeixinJSBridge)
        else reject(new Error('WeixinJSBridge missing'))
      },
      { once: true }
    )
  })
}

export async function runPayAction(action: PayAction): Promise<PayOutcome> {
  switch (action.kind) {
    case 'verification-code':
      return 'verification-code'
    case 'navigate':
      window.location.assign(assetUrl(action.url))
      return 'left'
    case 'wechat': {
      const appId = action.appId
      if (!appId) return 'unsupported'
      const jsBridge = await bridge().catch(() => undefined)
      if (!jsBridge) return 'failed'
      return new Promise((resolve) => {
        jsBridge.invoke('getBrandWCPayRequest', { appId, ...action.params }, (res) => resolve(wechatOutcome(res.err_msg)))
      })
    }
    default:
      return 'unsupported'
  }
}

/** The site's origin, for return URLs of web pages (WeChat's authorisation comes back to wxauth). */
export function siteOrigin(): string | undefined {
  return window.location.origin
}
