/**
 * Subscription-message and WeChat JS-SDK calls (types/api/subscription-message.ts SUBSCRIPTION_PATHS); pages
 * never build these URLs. All are niceties around another action: errors are the caller's, never a dialog.
 */
import { api } from './request/app-request'
import {
  SUBSCRIPTION_PATHS,
  type JsapiAuthorization,
  type MessageKind,
  type PrimeSubscribeBody,
  type RemindSubscribeBody,
  type RemindTemplatesReply,
  type SubscribeReply
} from '../../types/api/subscription-message'

/** The coupon-expiry template (and any other kinds named) of the mini-program `appId`. */
export function remindTemplates(appId: string, kinds: readonly MessageKind[] = ['COUPON_TEMPLATE_EXPIRE']) {
  return api().request<RemindTemplatesReply>({
    path: SUBSCRIPTION_PATHS.remind,
    data: { appId, remindSubscribeTypeEnums: kinds.join(',') },
    handleErrors: false
  })
}

export function remindSubscribe(body: RemindSubscribeBody) {
  return api().request<SubscribeReply>({ path: SUBSCRIPTION_PATHS.remind, method: 'POST', data: { ...body }, handleErrors: false })
}

/** The membership popups' templates (level upgrade, birthday). */
export function primeTemplates(appId: string) {
  return api().request<RemindTemplatesReply>({ path: SUBSCRIPTION_PATHS.primeTemplates, data: { appId }, handleErrors: false })
}

export function primeSubscribe(body: PrimeSubscribeBody) {
  return api().request<SubscribeReply>({ path: SUBSCRIPTION_PATHS.primeSubscribe, method: 'POST', data: { ...body }, handleErrors: false })
}

/** wx.config's signature for the page at `url` (H5 in WeChat's browser). */
export function jsapiAuthorization(url: string) {
  return api().request<JsapiAuthorization>({ path: SUBSCRIPTION_PATHS.jsapiAuthorization, data: { url }, handleErrors: false })
}
