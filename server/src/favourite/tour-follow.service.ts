/** Following a tour (the tour page's follow button): only a tour of the request's merchant can be followed. */
import { AppError } from '../http/app-error'
import { textIn, type Locale } from '../http/texts'
import type { ShowRepository } from '../browse/show.repository'
import type { TourFollowRepository } from './tour-follow.repository'
import type { FollowedTour, TourFollowState } from '../../../types/api/tour-follow'

export class TourFollowService {
  constructor(
    private readonly follows: TourFollowRepository,
    private readonly shows: ShowRepository
  ) {}

  /** A tour of another merchant, or none, is NOT_FOUND: it is never told apart from one that does not exist. */
  private async requireTour(merchantId: string, tourId: string): Promise<void> {
    if (!(await this.shows.tour(merchantId, tourId))) throw new AppError('NOT_FOUND')
  }

  async state(userId: string, merchantId: string, tourId: string): Promise<TourFollowState> {
    await this.requireTour(merchantId, tourId)
    return { tourId, followed: await this.follows.has(userId, tourId) }
  }

  async set(userId: string, merchantId: string, tourId: string, follow: boolean, now: Date): Promise<TourFollowState> {
    await this.requireTour(merchantId, tourId)
    if (follow) await this.follows.follow(userId, tourId, now)
    else await this.follows.unfollow(userId, tourId)
    return { tourId, followed: follow }
  }

  async list(userId: string, merchantId: string, locale: Locale): Promise<FollowedTour[]> {
    return (await this.follows.list(userId, merchantId)).map((row) => ({
      tourId: row.id,
      tourName: textIn(row.name, locale),
      showCount: row.show_count
    }))
  }
}
