/** The buyer's annual review (annual-review page): a merchant calendar year of shows seen and money paid. */
import type { Locale } from '../http/texts'
import type { AnnualReview } from '../../../types/api/annual-review'
import { currentYear, yearFigures, yearWindow } from './annual-review.rules'
import type { AnnualReviewRepository } from './annual-review.repository'
import { presentAnnualReview, type Seen } from './annual-review.presenter'

export interface ReviewContext {
  userId: string
  merchantId: string
  locale: Locale
  now: Date
}

export class AnnualReviewService {
  constructor(
    private readonly repo: AnnualReviewRepository,
    private readonly timeZoneOf: (merchantId: string) => Promise<string>
  ) {}

  /** year: the merchant's calendar year; absent, the current one in its zone. */
  async review(year: number | undefined, ctx: ReviewContext): Promise<AnnualReview> {
    const zone = await this.timeZoneOf(ctx.merchantId)
    const y = year ?? currentYear(ctx.now, zone)
    const { start, end } = yearWindow(y, zone)
    const rows = await this.repo.seenSessions(ctx.userId, ctx.merchantId, start, end, ctx.now)
    const seen: Seen[] = rows.map((r) => ({
      ...r,
      showId: r.show_id,
      sessionId: r.session_id,
      startsAt: new Date(r.starts_at),
      categoryCode: r.category_code,
      venueId: r.venue_id
    }))
    const spend = await this.repo.spendFen(ctx.userId, ctx.merchantId, start, end)
    return presentAnnualReview(y, zone, seen, yearFigures(seen), spend, ctx.locale)
  }
}
