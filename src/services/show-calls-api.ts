/**
 * The show area's last calls (types/api/show-calls.ts; docs/show-calls.md): a show's brief, a session's
 * seat page, the merchant's default policies, what the show page shows for this buyer (show_user v5), the
 * launch channel's discount per show, the white tag check and home's per-buyer components.
 */
import { api } from './request/app-request'
import { IMPORTANCE } from './request/request-constants'
import {
  SHOW_CALL_PATHS as P,
  type DefaultPolicy,
  type OuterChannelDiscount,
  type PickSeatUrl,
  type RebookTicketItem,
  type ShowBrief,
  type ShowUser,
  type ShowUserQuery,
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

/**
 * show_user v5: the show page's buyer parts in one call. Logged in, the POST (the page's visit, recorded
 * for home's recently viewed; with an order and its tickets, the rebook variant); a visitor, the public GET.
 * handleErrors false: the parts are extras, the page stands without them.
 */
export function showUser(showId: string, loggedIn: boolean, query: ShowUserQuery = {}, rebookTicketItems?: RebookTicketItem[]) {
  // Low importance: under load the request layer lets the page's own calls go first.
  if (!loggedIn)
    return api().request<ShowUser>({ path: P.showUserVisitor(showId), data: { ...query }, importance: IMPORTANCE.low, handleErrors: false })
  return api().request<ShowUser>({
    path: P.showUser(showId),
    method: 'POST',
    data: { ...query, ...(rebookTicketItems ? { rebookTicketItems } : {}) },
    importance: IMPORTANCE.low,
    handleErrors: false
  })
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
