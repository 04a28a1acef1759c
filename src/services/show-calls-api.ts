/**
 * The show area's last calls (types/api/show-calls.ts; docs/show-calls.md): a show's brief, a session's
 * seat page, the merchant's default policies, the launch channel's discount per show, the white tag check
 * and home's per-buyer components. show_user v5 is in show-user-api.ts (show detail's first page).
 */
import { api } from './request/app-request'
import { IMPORTANCE } from './request/request-constants'
import {
  SHOW_CALL_PATHS as P,
  type DefaultPolicy,
  type OuterChannelDiscount,
  type PickSeatUrl,
  type ShowBrief,
  type UserComponentId,
  type UserComponentReply,
  type WhiteTagCheck
} from '../../types/api/show-calls'

export function showBrief(showId: string) {
  return api().request<ShowBrief>({ path: P.brief(showId) })
}

/** Where the seats of a session are picked: our page, the merchant's third-party seat page, or none. */
export function pickSeatUrl(showId: string, sessionId: string) {
  return api().request<PickSeatUrl>({ path: P.pickSeatUrl(showId), data: { bizShowSessionId: sessionId }, importance: IMPORTANCE.high })
}

export function defaultPolicies() {
  return api().request<DefaultPolicy[]>({ path: P.defaultPolicies })
}

export function outerChannelDiscount(showId: string) {
  return api().request<OuterChannelDiscount>({ path: P.outerChannelDiscount(showId), importance: IMPORTANCE.low })
}

export function whiteTagCheck(showId: string) {
  return api().request<WhiteTagCheck>({ path: P.whiteTagCheck(showId) })
}

/** home's per-buyer components, posted after the first paint; a visitor's are all empty. */
export function userComponents(componentIds: UserComponentId[], loggedIn: boolean) {
  return api().request<UserComponentReply>({
    path: loggedIn ? P.userComponent : P.userComponentVisitor,
    method: 'POST',
    data: { componentIds },
    importance: IMPORTANCE.low,
    handleErrors: false
  })
}
