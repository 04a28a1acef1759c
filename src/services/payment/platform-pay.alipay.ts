/** Alipay mini-program: the cashier through Taro.tradePay (my.tradePay) with the trade number. */
import Taro from '@tarojs/taro'
import { alipayOutcome, type PayAction, type PayOutcome } from './pay-action'

/** my.tradePay answers { resultCode }; Taro's types put it under response. Both are read. */
function resultCodeOf(res: unknown): string | undefined {
  if (typeof res !== 'object' || res === null) return undefined
  const direct = (res as { resultCode?: unknown }).resultCode
  if (direct !== undefined) return String(direct)
  const nested = (res as { response?: { resultCode?: unknown } }).response?.resultCode
  return nested === undefined ? undefined : String(nested)
}

export async function runPayAction(action: PayAction): Promise<PayOutcome> {
  if (action.kind === 'verification-code') return 'verification-code'
  if (action.kind !== 'trade-pay') return 'unsupported'
  try {
    return alipayOutcome(resultCodeOf(await Taro.tradePay({ tradeNO: action.tradeNO })))
  } catch (error) {
    return alipayOutcome(resultCodeOf(error))
  }
}

/** The site's origin, for return URLs of web pages; only a browser has one. */
export function siteOrigin(): string | undefined {
  return undefined
}
