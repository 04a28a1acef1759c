/** WeChat mini-program: WeChat Pay's cashier through Taro.requestPayment (API v3 parameters, RSA). */
import Taro from '@tarojs/taro'
import { wechatOutcome, type PayAction, type PayOutcome } from './pay-action'

function errMsgOf(error: unknown): string | undefined {
  return typeof error === 'object' && error !== null && typeof (error as { errMsg?: unknown }).errMsg === 'string'
    ? (error as { errMsg: string }).errMsg
    : undefined
}

export async function runPayAction(action: PayAction): Promise<PayOutcome> {
  if (action.kind === 'verification-code') return 'verification-code'
  if (action.kind !== 'wechat') return 'unsupported'
  try {
    const res = await Taro.requestPayment({ ...action.params })
    return wechatOutcome(res.errMsg)
  } catch (error) {
    // 'requestPayment:fail cancel' when the buyer closes the cashier.
    return wechatOutcome(errMsgOf(error))
  }
}

/** The site's origin, for return URLs of web pages; only a browser has one. */
export function siteOrigin(): string | undefined {
  return undefined
}
