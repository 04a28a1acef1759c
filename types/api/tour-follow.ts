/**
 * Following a tour (calls-errors-limits.md "POST tour subscribe_favorite/{id} | not shown"): the tour page's
 * follow button and the buyer's followed tours on the favourites page. Login for all three.
 */
export const TOUR_FOLLOW_API = {
  /** POST TourFollowInput → TourFollowState; GET → TourFollowState. :tourId. */
  one: '/show/buyer/v1/tour/subscribe_favorite/:tourId',
  /** GET → FollowedTour[], newest first. */
  list: '/show/buyer/v1/tour/subscribe_favorite'
} as const

export function tourFollowPath(tourId: string): string {
  return TOUR_FOLLOW_API.one.replace(':tourId', encodeURIComponent(tourId))
}

/** true follows, false stops following; either is idempotent. */
export interface TourFollowInput {
  follow: boolean
}

export interface TourFollowState {
  tourId: string
  followed: boolean
}

export interface FollowedTour {
  tourId: string
  /** In the request's language. */
  tourName: string
  /** The tour's shows buyers can see now. */
  showCount: number
}
