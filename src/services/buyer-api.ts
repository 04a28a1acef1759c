/** Buyer-owned data: attendees, addresses, certification, coupons (section 7, "Coupons and users"). */
import { api } from './request/app-request'
import type { Audience, AudienceListQuery, Certification } from '../../types/api/user'
import type { Page } from '../../types/api/common'

const BUYER = '/buyer'
const USER = '/user'

export function audiences(query: AudienceListQuery = {}) {
  return api().request<Page<Audience>>({ path: `${BUYER}/buyer/v1/user_audiences/list`, data: { offset: 0, length: 50, ...query } })
}

export function addressDetail(addressId: string) {
  return api().request<unknown>({ path: `${USER}/buyer/v3/user/addresses/${encodeURIComponent(addressId)}/detail` })
}

export function certifications() {
  return api().request<Certification[]>({ path: `${BUYER}/buyer/v1/user_certification/list` })
}

export function certifyPerson(body: { idNo: string; name: string }) {
  return api().request<Certification>({ path: `${BUYER}/buyer/v1/user_certification/person/create_or_update`, method: 'POST', data: { idType: 'ID_CARD', ...body } })
}

export function exchangeCoupon(exchangeCode: string, obtainType: string) {
  return api().request<unknown>({ path: `${BUYER}/buyer/cyy/v1/coupons/exchange`, method: 'POST', data: { exchangeCode, obtainType } })
}

export function obtainCoupon(couponCode: string, obtainType: string) {
  return api().request<unknown>({ path: `${BUYER}/buyer/cyy/v1/coupons/obtain`, method: 'POST', data: { couponCode, obtainType } })
}

/** Vouchers (e-tickets): cached for the venue gate when the network fails. */
export function voucherPage(query: { offset?: number; length?: number } = {}) {
  return api().request<unknown>({ path: `${BUYER}/buyer/cyy/v1/voucher/page_list`, data: { offset: 0, length: 20, ...query } })
}
