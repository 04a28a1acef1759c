/**
 * The favourites list as the page keeps it: pages appended (a show that moved up a page meanwhile shown
 * once), and a show removed from it at once with the total one less. Plain rules (tests/favourite-pages.test.ts).
 */
import type { FavouriteCardsPage } from '../../../../types/api/favourite'

export function appendFavourites(before: FavouriteCardsPage | undefined, next: FavouriteCardsPage): FavouriteCardsPage {
  if (!before) return next
  const seen = new Set(before.list.map((s) => s.showId))
  return { ...next, list: [...before.list, ...next.list.filter((s) => !seen.has(s.showId))] }
}

export function withoutFavourite(pages: FavouriteCardsPage, showId: string): FavouriteCardsPage {
  const list = pages.list.filter((s) => s.showId !== showId)
  return { ...pages, list, total: Math.max(0, pages.total - (pages.list.length - list.length)) }
}

/** Where the next page starts: after the shows on screen (one removed here is gone from the gateway's list too). */
export function nextFavouriteOffset(pages: FavouriteCardsPage): number {
  return pages.list.length
}
