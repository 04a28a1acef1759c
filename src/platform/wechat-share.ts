/**
 * Sharing through WeChat's JS-SDK, for H5 inside WeChat's own browser (wechat-share.h5.ts). The
 * mini-programs share through their page's share button (useShareAppMessage); this file, what they and the
 * unit tests see, does nothing.
 */
export interface WechatShareData {
  title: string
  desc: string
  /** Absolute, on the page's own domain (the official account's JS safe domain). */
  link: string
  /** The card's picture; empty: the site's own icon. */
  imgUrl: string
}

/** Whether WeChat took the share data (false outside WeChat's browser). */
export function shareInWechat(_data: WechatShareData): Promise<boolean> {
  return Promise.resolve(false)
}
