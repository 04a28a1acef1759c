/** Following a tour (types/api/tour-follow.ts): the tour page's button and the favourites page's list. */
import { api } from './request/app-request'
import { TOUR_FOLLOW_API, tourFollowPath, type FollowedTour, type TourFollowState } from '../../types/api/tour-follow'

export function tourFollowState(tourId: string) {
  return api().request<TourFollowState>({ path: tourFollowPath(tourId) })
}

export function setTourFollow(tourId: string, follow: boolean) {
  return api().request<TourFollowState>({ path: tourFollowPath(tourId), method: 'POST', data: { follow } })
}

export function followedTours() {
  return api().request<FollowedTour[]>({ path: TOUR_FOLLOW_API.list })
}
