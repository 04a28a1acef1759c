/** Calls about one show: static and dynamic data, sessions, seat plans, texts (section 7). */
import { api } from './request/app-request'
import { IMPORTANCE } from './request/request-constants'
import type { RequestOptions } from './request/request-client'
import type { Venue } from '../../types/api/layout'
import type { BuyingProofs } from '../../types/api/order'
import type { CustomerServiceReply } from '../../types/shop-config'
import type { Prefill, PrefillInput, SaleReminder } from '../../types/api/prefill'
import { PRIVILEGE_PATHS, type PrivilegeCheckReply } from '../../types/api/privilege'
import { STORAGE_KEYS, writeStored } from '../storage/storage'
import type {
  GroupShow,
  SeatPlanDynamic,
  SeatPlanStatic,
  SessionDynamic,
  SessionStatic,
  ShowCard,
  ShowDynamic,
  ShowStatic,
  Tour,
  SeatMap
} from '../../types/api/show'

const SHOW = '/show'
const BUYER = '/buyer'

interface ShowQuery {
  cityId?: string
  source?: string
  orderId?: string
  promotionId?: string
  siteId?: string
}

/** handleErrors false: the page shows the failure itself (show detail's not-found state, not a dialog). */
type CallOptions = Pick<RequestOptions, 'handleErrors'>

export function showStatic(showId: string, query: ShowQuery = {}, call: CallOptions = {}) {
  return api().request<ShowStatic>({
    path: `${SHOW}/pub/v5/show/${encodeURIComponent(showId)}/static`,
    data: { ...query },
    importance: IMPORTANCE.high,
    ...call
  })
}

export function showDynamic(showId: string, query: ShowQuery = {}, call: CallOptions = {}) {
  return api().request<ShowDynamic>({
    path: `${SHOW}/pub/v5/show/${encodeURIComponent(showId)}/dynamic`,
    data: { ...query },
    importance: IMPORTANCE.high,
    ...call
  })
}

export function sessionsStatic(showId: string) {
  return api().request<SessionStatic[]>({ path: `${SHOW}/pub/v5/show/${encodeURIComponent(showId)}/sessions_static_data` })
}

export function sessionsDynamic(showId: string) {
  return api().request<SessionDynamic[]>({ path: `${SHOW}/pub/v5/show/${encodeURIComponent(showId)}/sessions_dynamic_data` })
}

export function seatPlansStatic(showId: string, sessionId: string) {
  return api().request<SeatPlanStatic[]>({
    path: `${SHOW}/pub/v5/show/${encodeURIComponent(showId)}/session/${encodeURIComponent(sessionId)}/seat_plans_static_data`
  })
}

export function seatPlansDynamic(showId: string, sessionId: string) {
  return api().request<SeatPlanDynamic[]>({
    path: `${SHOW}/pub/v5/show/${encodeURIComponent(showId)}/session/${encodeURIComponent(sessionId)}/seat_plans_dynamic_data`
  })
}

/** The session's seat map with live seat states (never cached). */
export function seatMap(showId: string, sessionId: string) {
  return api().request<SeatMap>({
    path: `${SHOW}/pub/v5/show/${encodeURIComponent(showId)}/session/${encodeURIComponent(sessionId)}/seat_map`
  })
}

export function showDescriptions(showId: string) {
  return api().request<{ content: string }>({ path: `${BUYER}/pub/v1/shows/${encodeURIComponent(showId)}/show_descriptions` })
}

export function serviceNotes(showId: string, call: CallOptions = {}) {
  return api().request<Array<{ title: string; content: string }>>({
    path: `${BUYER}/pub/v1/shows/${encodeURIComponent(showId)}/service_notes`,
    ...call
  })
}

export function showPreview(showId: string, locationCityId?: string, call: CallOptions = {}) {
  return api().request<ShowCard>({ path: `${BUYER}/pub/v1/shows/${encodeURIComponent(showId)}/preview`, data: { locationCityId }, ...call })
}

export function customerService(bizShowId?: string) {
  return api().request<CustomerServiceReply | null>({ path: `${SHOW}/pub/v1/customer_service`, data: { bizShowId } })
}

export function recommendShows(query: { showId?: string; cityId?: string; length?: number }) {
  return api().request<ShowCard[]>({ path: `${SHOW}/pub/v1/recommend_shows`, data: query, importance: IMPORTANCE.low })
}

/**
 * What order creation must show the gateway (calls-errors-limits.md section 7), in one call: the buyer's
 * risk token for the show from check_right, and the passId the public show data hands out. The caller
 * keeps them and passes them to preOrder and createOrder (trade-api.ts); nothing remembers them.
 * check_right's non-200 replies are normalised by the request layer, leaving the token out.
 */
export async function buyingProofs(showId: string): Promise<BuyingProofs> {
  const [right, live] = await Promise.all([
    api().request<{ token?: string }>({ path: `${BUYER}/buyer/v1/risk_shows/${encodeURIComponent(showId)}/check_right` }),
    showDynamic(showId)
  ])
  return { riskToken: right.token, passId: live.passId }
}

export function groupShow(groupId: string) {
  return api().request<GroupShow>({ path: `${SHOW}/pub/v1/group_shows/${encodeURIComponent(groupId)}`, importance: IMPORTANCE.high })
}

export function tour(tourId: string) {
  return api().request<Tour>({ path: `${SHOW}/pub/v1/tours/${encodeURIComponent(tourId)}`, importance: IMPORTANCE.high })
}

export function venue(venueId: string) {
  return api().request<Venue & { shows: ShowCard[] }>({
    path: `${SHOW}/pub/v1/venues/${encodeURIComponent(venueId)}`,
    importance: IMPORTANCE.high
  })
}

export function venues(cityId?: string) {
  return api().request<Venue[]>({ path: `${SHOW}/pub/v1/venues`, data: { cityId } })
}

/** The buyer's pre-filled ticket-grab info for a show (null when none). */
export function prefillInfo(showId: string, needDetails = false) {
  return api().request<Prefill | null>({ path: `${SHOW}/buyer/v1/pre_filed_info/${encodeURIComponent(showId)}`, data: { needDetails } })
}

export function savePrefill(showId: string, input: PrefillInput) {
  return api().request<Prefill>({
    path: `${SHOW}/buyer/v1/pre_filed_info/${encodeURIComponent(showId)}`,
    method: 'POST',
    data: { ...input }
  })
}

/** Sets (minutes ahead of the sale) or cancels the sale reminder. */
export function subscribeSale(showId: string, on: boolean, minutesAhead?: number) {
  return api().request<SaleReminder>({
    path: `${SHOW}/buyer/v1/shows/${encodeURIComponent(showId)}/subscribe`,
    data: { remindType: on ? 'SALE_START' : 'CANCEL', subscribeTargetType: 'SHOW', ...(minutesAhead ? { minutesAhead } : {}) }
  })
}

export function saleReminder(showId: string) {
  return api().request<SaleReminder>({
    path: `${SHOW}/buyer/v1/shows/${encodeURIComponent(showId)}/subscribe_notification/query`,
    method: 'POST'
  })
}

/** Every plan of the show with the age its attendees must reach (the show's and the plan's, the stricter). */
export function seatPlanAgeLimits(showId: string, bizShowSessionId?: string) {
  return api().request<Array<{ seatPlanId: string; bizShowSessionId: string; minAge: number }>>({
    path: `${SHOW}/pub/v5/show/${encodeURIComponent(showId)}/seat_plan_age_limit_list`,
    data: bizShowSessionId ? { bizShowSessionId } : {}
  })
}

/**
 * Privilege purchase codes: the code check answers a short-lived token, kept in storage for
 * the booking flow (the request layer sends it as privilege-token on calls naming a privilegeId), and the
 * privilege-purchase variants of the session data: the sessions and tiers the privilege opens, at its prices.
 */
export async function checkPrivilegeCode(privilegeCode: string, privilegeId?: string): Promise<PrivilegeCheckReply> {
  const reply = await api().request<PrivilegeCheckReply>({
    path: PRIVILEGE_PATHS.check,
    method: 'POST',
    data: { privilegeCode, ...(privilegeId ? { privilegeId } : {}) },
    importance: IMPORTANCE.high
  })
  writeStored(STORAGE_KEYS.privilegeToken, reply.privilegeToken)
  return reply
}

const privilegePath = (path: string, showId: string, sessionId = '') =>
  path.replace(':showId', encodeURIComponent(showId)).replace(':sessionId', encodeURIComponent(sessionId))

export function privilegeSessionsStatic(showId: string, privilegeId: string) {
  return api().request<SessionStatic[]>({ path: privilegePath(PRIVILEGE_PATHS.sessionsStatic, showId), data: { privilegeId } })
}

export function privilegeSessionsDynamic(showId: string, privilegeId: string) {
  return api().request<SessionDynamic[]>({ path: privilegePath(PRIVILEGE_PATHS.sessionsDynamic, showId), data: { privilegeId } })
}

export function privilegeSeatPlansStatic(showId: string, sessionId: string, privilegeId: string) {
  return api().request<SeatPlanStatic[]>({ path: privilegePath(PRIVILEGE_PATHS.seatPlansStatic, showId, sessionId), data: { privilegeId } })
}
