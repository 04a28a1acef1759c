/**
 * A buyer's favourite shows ("想看", section 7, "Coupons and users"), apart from buyer-api.ts: show
 * detail's first page needs only these two calls, not the attendee, address and certification ones.
 */
import { api } from './request/app-request'

const BUYER = '/buyer'

/** wantCount: the show's "N人想看" after this buyer's mark. */
export interface FavouriteState {
  showId: string
  favourite: boolean
  wantCount: number
}

export function favouriteStatus(showId: string) {
  return api().request<FavouriteState>({ path: `${BUYER}/buyer/v1/favourite_shows/${encodeURIComponent(showId)}` })
}

export function setFavourite(showId: string, favourite: boolean) {
  return api().request<FavouriteState>({
    path: `${BUYER}/buyer/v1/favourite_shows/${encodeURIComponent(showId)}`,
    method: favourite ? 'PUT' : 'DELETE'
  })
}
