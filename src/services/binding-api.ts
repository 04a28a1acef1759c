/** Binding-tickets calls (issue #17; types/api/binding.ts): redeeming an invitation code. */
import { api } from './request/app-request'
import { BINDING_PATHS, type RedeemReply } from '../../types/api/binding'

export function redeemInvitation(code: string) {
  return api().request<RedeemReply>({ path: BINDING_PATHS.redeem, method: 'POST', data: { code } })
}
