/** Favourite shows (show detail's heart): only a show of the request's merchant can become one. */
import type { ShowRepository } from '../browse/show.repository'
import { requireShowOfMerchant } from '../browse/merchant-show'
import type { BrowseContext } from '../browse/show.service'
import type { FavouriteRepository } from './favourite.repository'
import type { ShowCard } from '../../../types/api/show'
import type { FavouriteCardsPage } from '../../../types/api/favourite'

export class FavouriteService {
  constructor(
    private readonly favourites: FavouriteRepository,
    private readonly shows: ShowRepository,
    /** The browse area's show cards of these ids, in their order (ShowService.cardsOf). */
    private readonly cardsOf: (showIds: string[], ctx: BrowseContext) => Promise<ShowCard[]>
  ) {}

  /** wantCount: the show's "N人想看" as it is now, so the page can show the buyer's own mark at once. */
  async state(userId: string, showId: string) {
    return { showId, favourite: await this.favourites.has(userId, showId), wantCount: await this.favourites.wantCount(showId) }
  }

  async add(userId: string, merchantId: string, showId: string, now: Date) {
    await requireShowOfMerchant(this.shows, merchantId, showId)
    await this.favourites.add(userId, showId, now)
    return { showId, favourite: true, wantCount: await this.favourites.wantCount(showId) }
  }

  async remove(userId: string, showId: string) {
    await this.favourites.remove(userId, showId)
    return { showId, favourite: false, wantCount: await this.favourites.wantCount(showId) }
  }

  async list(userId: string): Promise<string[]> {
    return this.favourites.showIds(userId)
  }

  /** The favourites page (favorite-show): the buyer's favourite shows of this shop as show cards, newest first. */
  async cards(userId: string, ctx: BrowseContext, offset: number, length: number): Promise<FavouriteCardsPage> {
    const page = await this.favourites.page(userId, ctx.merchantId, offset, length)
    return { list: await this.cardsOf(page.showIds, ctx), total: page.total, hasMore: offset + page.showIds.length < page.total }
  }
}
