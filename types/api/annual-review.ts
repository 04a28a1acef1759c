/**
 * GET /buyer/buyer/v1/annual_review?year=YYYY: the buyer's year at this shop, the year being the
 * merchant's calendar year in its time zone. Counted from the buyer's tickets of sessions that have
 * started (used at the door or held) and the orders paid in that year.
 */
export const ANNUAL_REVIEW_PATH = '/buyer/buyer/v1/annual_review'

export interface AnnualReviewShow {
  showId: string
  showName: string
  venueName: string
  /** The session's start, epoch ms; shown in the merchant's zone. */
  sessionTime: number
}

export interface AnnualReviewVenue {
  venueId: string
  venueName: string
  cityName: string
  /** Sessions seen there in the year. */
  visits: number
}

export interface AnnualReview {
  year: number
  /** The merchant's zone the year was counted in (IANA name). */
  timeZone: string
  /** Distinct shows, sessions and tickets seen (sessions started within the year). */
  showCount: number
  sessionCount: number
  ticketCount: number
  /** Paid for tickets in the year, fen: orders paid within it, less what was refunded of them. */
  spendFen: number
  /** The category with most sessions seen (ties: the earliest seen first); null in an empty year. */
  favouriteCategory: { code: string; name: string; sessions: number } | null
  firstShow: AnnualReviewShow | null
  latestShow: AnnualReviewShow | null
  /** Most visited first. */
  venues: AnnualReviewVenue[]
}
