/**
 * show_user v5 (types/api/show-calls.ts; docs/show-calls.md): the show page's buyer parts in one call. Apart
 * from show-calls-api.ts, as show detail's first page carries it (scripts/size.js ceiling).
 */
import { api } from './request/app-request'
import { IMPORTANCE } from './request/request-constants'
import type { RebookTicketItem, ShowUser, ShowUserQuery } from '../../types/api/show-calls'

/**
 * Logged in, the POST (the page's visit, recorded for home's recently viewed; with an order and its
 * tickets, the rebook variant); a visitor, the public GET. handleErrors false: the parts are extras, the
 * page stands without them. Low importance: under load the request layer lets the page's own calls go first.
 */
export function showUser(showId: string, loggedIn: boolean, query: ShowUserQuery = {}, rebookTicketItems?: RebookTicketItem[]) {
  const id = encodeURIComponent(showId)
  return api().request<ShowUser>({
    path: loggedIn ? `/show/buyer/v5/show_user/${id}` : `/show/pub/v5/show_user/${id}`,
    method: loggedIn ? 'POST' : 'GET',
    data: { ...query, ...(loggedIn && rebookTicketItems ? { rebookTicketItems } : {}) },
    importance: IMPORTANCE.low,
    handleErrors: false
  })
}
