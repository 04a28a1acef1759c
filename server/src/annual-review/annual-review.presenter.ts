/** The annual review reply: names in the request's language, times as epoch ms. */
import { textIn, type Locale } from '../http/texts'
import type { AnnualReview, AnnualReviewShow } from '../../../types/api/annual-review'
import type { YearFigures } from './annual-review.rules'
import type { SeenSessionRow } from './annual-review.repository'

export type Seen = SeenSessionRow & { showId: string; sessionId: string; startsAt: Date; categoryCode: string; venueId: string }

function show(s: Seen | null, locale: Locale): AnnualReviewShow | null {
  if (!s) return null
  return {
    showId: s.showId,
    showName: textIn(s.show_name, locale),
    venueName: textIn(s.venue_name, locale),
    sessionTime: s.startsAt.getTime()
  }
}

/** seen: every session of the year (the favourite category's name is read from one of them). */
export function presentAnnualReview(
  year: number,
  timeZone: string,
  seen: Seen[],
  figures: YearFigures<Seen>,
  spendFen: number,
  locale: Locale
): AnnualReview {
  const top = figures.favouriteCategory
  const categoryName = top ? textIn(seen.find((s) => s.categoryCode === top.code)?.category_name, locale) : ''
  return {
    year,
    timeZone,
    showCount: figures.showCount,
    sessionCount: figures.sessionCount,
    ticketCount: figures.ticketCount,
    spendFen,
    favouriteCategory: top ? { code: top.code, name: categoryName, sessions: top.sessions } : null,
    firstShow: show(figures.first, locale),
    latestShow: show(figures.latest, locale),
    venues: figures.venues.map((v) => ({
      venueId: v.venueId,
      venueName: textIn(v.sample.venue_name, locale),
      cityName: textIn(v.sample.city_name, locale),
      visits: v.visits
    }))
  }
}
