/**
 * The gateway's side of the mini-program phone binding. The proof is what the platform gave
 * the page: WeChat's phone-number code (getPhoneNumber's detail.code, exchanged by the gateway with
 * getuserphonenumber) or Alipay's my.getPhoneNumber `response` string as given (JSON of the encrypted
 * `response` and its `sign`, verified and decrypted by the gateway with the merchant's keys). The reply is the bound number, masked.
 */
import { api } from './request/app-request'
import { IMPORTANCE } from './request/request-constants'
import type { MiniPlatform } from './mini-account'

export function bindPhoneCall(platform: MiniPlatform, phoneProof: string) {
  return api().request<{ cellphone: string }>({
    path: '/user/buyer/v1/mini/bind_phone',
    method: 'POST',
    data: { platform, phoneCode: phoneProof },
    importance: IMPORTANCE.high
  })
}
