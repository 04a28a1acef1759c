/**
 * One payment from the chooser: the pay call, then what the reply asks of this build
 * (pay-action.ts) run by the platform (platform-pay.*.ts). JSAPI pay inside WeChat's browser needs the
 * buyer's openid: without a valid one the buyer first goes through WeChat's silent authorisation, which
 * comes back through the wxauth page to the order, where paying again finds the openid.
 */
import { pay } from '../../services/trade-api'
import { payActionOf, type PayOutcome, type PayTarget } from '../../services/payment/pay-action'
import { runPayAction, siteOrigin } from '../../services/payment/platform-pay'
import { officialAppIdOf, parseStoredOpenId, validOpenId, wechatAuthorizeUrl } from '../../services/payment/wechat-oauth'
import { STORAGE_KEYS, readStored, writeStored } from '../../storage/storage'
import { appRouter } from '../../router/app-router'
import { paySuccessPath } from '../../../types/rules/pay-return'
import type { BrowserType, PaymentOption } from '../../../types/api/order'
import type { PayPlatform } from './payment-choice'

export interface PayOrderInput {
  orderId: string
  transactionId: string
  option: PaymentOption
  where: { platform: PayPlatform; browserType: BrowserType }
  /** Where a web cashier comes back to; the order's pay-success page unless given (a rebook's pay-loading). */
  returnUrl?: string
}

function target(): PayTarget {
  const env = process.env.TARO_ENV
  return env === 'weapp' || env === 'alipay' ? env : 'h5'
}

function oneTimeState(): string {
  return `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 10)}`
}

/** Leaves for WeChat's authorisation; unsupported when the merchant's official account is not known. */
function authorizeWechat(orderId: string, appId: string | undefined): Promise<PayOutcome> {
  const router = appRouter()
  const wxauth = router.resolve('wxauth')
  const origin = siteOrigin()
  const page = wxauth ? router.urlOf(wxauth, { back: 'order_detail', orderId }) : undefined
  if (!appId || !origin || !page) return Promise.resolve('unsupported')
  const state = oneTimeState()
  writeStored(STORAGE_KEYS.wxauthState, { state, at: Date.now() })
  return runPayAction({ kind: 'navigate', url: wechatAuthorizeUrl({ appId, redirectUri: `${origin}${page}`, state }) })
}

export async function payOrder({ orderId, transactionId, option, where, returnUrl }: PayOrderInput): Promise<PayOutcome> {
  const product = option.paymentProduct
  const officialAppId = officialAppIdOf(option.extra)
  let openId: string | undefined
  if (product === 'WECHAT_JSAPI') {
    openId = validOpenId(readStored(STORAGE_KEYS.openId, parseStoredOpenId, undefined), Date.now())
    if (!openId) return authorizeWechat(orderId, officialAppId)
  }
  const reply = await pay({
    transactionIds: [transactionId],
    paymentProduct: product,
    platform: where.platform,
    returnUrl: returnUrl ?? paySuccessPath(orderId),
    ...(openId ? { openId } : {})
  })
  writeStored(STORAGE_KEYS.lastPayment, product)
  const action = payActionOf({
    target: target(),
    product: reply.paymentProduct || product,
    info: reply.paymentInfo,
    inWechatBrowser: where.browserType === 'WEIXIN',
    officialAppId
  })
  return runPayAction(action)
}
