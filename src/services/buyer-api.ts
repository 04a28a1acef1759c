/** Buyer-owned data: attendees, addresses, certification (section 7, "Coupons and users"); favourites are in favourite-api.ts. */
import { api } from './request/app-request'
import type {
  Address,
  AddressInput,
  Audience,
  AudienceInput,
  AudienceListQuery,
  Certification,
  FaceCertificate,
  FaceCheckConfirm,
  FaceCheckStart,
  Region,
  StudentCertRequest
} from '../../types/api/user'
import type { Page } from '../../types/api/common'

const BUYER = '/buyer'
const USER = '/user'

export function audiences(query: AudienceListQuery = {}) {
  return api().request<Page<Audience>>({ path: `${BUYER}/buyer/v1/user_audiences/list`, data: { offset: 0, length: 50, ...query } })
}

export function createAudience(body: AudienceInput) {
  return api().request<Audience>({ path: `${BUYER}/buyer/v1/user_audiences`, method: 'POST', data: { ...body } })
}

export function updateAudience(id: string, body: AudienceInput) {
  return api().request<Audience>({ path: `${BUYER}/buyer/v1/user_audiences/${encodeURIComponent(id)}`, method: 'PUT', data: { ...body } })
}

export function deleteAudience(id: string) {
  return api().request<boolean>({ path: `${BUYER}/buyer/v1/user_audiences/${encodeURIComponent(id)}`, method: 'DELETE' })
}

const ADDRESSES = `${USER}/buyer/v3/user/addresses`

export function addresses() {
  return api().request<Address[]>({ path: ADDRESSES })
}

export function addressDetail(addressId: string) {
  return api().request<Address>({ path: `${ADDRESSES}/${encodeURIComponent(addressId)}/detail` })
}

export function createAddress(body: AddressInput) {
  return api().request<Address>({ path: ADDRESSES, method: 'POST', data: { ...body } })
}

export function updateAddress(id: string, body: AddressInput) {
  return api().request<Address>({ path: `${ADDRESSES}/${encodeURIComponent(id)}`, method: 'PUT', data: { ...body } })
}

export function setDefaultAddress(id: string) {
  return api().request<Address>({ path: `${ADDRESSES}/${encodeURIComponent(id)}/default`, method: 'POST' })
}

export function deleteAddress(id: string) {
  return api().request<boolean>({ path: `${ADDRESSES}/${encodeURIComponent(id)}`, method: 'DELETE' })
}

export function regions(parentCode = '') {
  return api().request<Region[]>({ path: `${USER}/pub/v1/regions`, data: { parentCode } })
}

export function certifications() {
  return api().request<Certification[]>({ path: `${BUYER}/buyer/v1/user_certification/list` })
}

export function certifyPerson(body: { idNo: string; name: string }) {
  return api().request<Certification>({
    path: `${BUYER}/buyer/v1/user_certification/person/create_or_update`,
    method: 'POST',
    data: { idType: 'ID_CARD', ...body }
  })
}

/** Starts a face check for the buyer's verified real name on this platform. */
export function startFaceCheck(platform: FaceCheckConfirm['platform']) {
  return api().request<FaceCheckStart>({ path: `${BUYER}/buyer/v1/user_certification/face/initiate`, method: 'POST', data: { platform } })
}

/** The gateway confirms the platform's face result with the platform's server and re-reads the certificate. */
export function confirmFaceCheck(body: FaceCheckConfirm) {
  return api().request<FaceCertificate>({ path: `${BUYER}/buyer/v1/user_certification/face/confirm`, method: 'POST', data: { ...body } })
}

/**
 * GET student certification create (authChannel): the gateway's gate (the shop offers it, real-name first,
 * not while a pass is unexpired) before the buyer is sent to Alipay, and the scopes to ask Alipay for.
 */
export function startStudentAuth(authChannel: StudentCertRequest['authChannel']) {
  return api().request<{ authChannel: string; platform: 'ALIPAY'; scopes: string; submitPath: string }>({
    path: `${BUYER}/buyer/v1/user_certification/student/create`,
    data: { authChannel }
  })
}

export function certifyStudent(body: StudentCertRequest) {
  return api().request<{ authStatus: string; expireDate: string }>({
    path: `${BUYER}/buyer/v1/user_certification/student/create`,
    method: 'POST',
    data: { ...body }
  })
}
