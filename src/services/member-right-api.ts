/**
 * The member-right page's calls: getPrimePrivilege and the buyer's profile (login). Apart from member-api.ts,
 * which Mine's popups bring into the first pages, as only that subpackage page asks.
 */
import { api } from './request/app-request'
import { IMPORTANCE } from './request/request-constants'
import { MEMBER_API, type BuyerProfileReply, type PrimePrivilegeReply } from '../../types/api/member'

/** The rights the buyer holds now. */
export function primePrivilege() {
  return api().request<PrimePrivilegeReply>({ path: MEMBER_API.primePrivilege, importance: IMPORTANCE.high })
}

/** Growth and points beside the account's name. */
export function buyerProfile() {
  return api().request<BuyerProfileReply>({ path: MEMBER_API.profile })
}
