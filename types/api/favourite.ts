/** GET /buyer/buyer/v1/favourite_show_cards: the buyer's favourite shows as show cards, newest first. */
import type { ShowCard } from './show'

export const FAVOURITE_CARDS_PATH = '/buyer/buyer/v1/favourite_show_cards'
export const FAVOURITE_PAGE_SIZE = 20

export interface FavouriteCardsPage {
  list: ShowCard[]
  total: number
  hasMore: boolean
}
