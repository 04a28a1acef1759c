/** The favourites page's data: the first page, more at the end, pull to refresh and removing one show. */
import { useCallback, useEffect, useRef, useState } from 'react'
import type { FavouriteCardsPage } from '../../../../types/api/favourite'
import { favouriteCards } from '../../../services/mine-pages-api'
import { setFavourite } from '../../../services/favourite-api'
import { appendFavourites, nextFavouriteOffset, withoutFavourite } from './favourite-pages'

export type FavouritesState =
  { status: 'loading' } | { status: 'error' } | { status: 'ready'; pages: FavouriteCardsPage; more: 'idle' | 'loading' | 'error' }

export function useFavourites() {
  const [state, setState] = useState<FavouritesState>({ status: 'loading' })
  const round = useRef(0)
  const first = useCallback(async (quiet: boolean) => {
    const mine = ++round.current
    if (!quiet) setState({ status: 'loading' })
    try {
      const pages = await favouriteCards(0)
      if (mine === round.current) setState({ status: 'ready', pages, more: 'idle' })
    } catch {
      if (mine === round.current) setState((now) => (quiet && now.status === 'ready' ? now : { status: 'error' }))
    }
  }, [])
  const more = useCallback(async () => {
    if (state.status !== 'ready' || !state.pages.hasMore || state.more === 'loading') return
    const mine = round.current
    const before = state.pages
    setState({ ...state, more: 'loading' })
    try {
      const next = await favouriteCards(nextFavouriteOffset(before))
      if (mine === round.current) setState({ status: 'ready', pages: appendFavourites(before, next), more: 'idle' })
    } catch {
      if (mine === round.current) setState({ status: 'ready', pages: before, more: 'error' })
    }
  }, [state])
  /** Removes the show on the gateway, then from the list; a refusal leaves the list as it was (the request layer says why). */
  const remove = useCallback(async (showId: string) => {
    await setFavourite(showId, false)
    setState((now) => (now.status === 'ready' ? { ...now, pages: withoutFavourite(now.pages, showId) } : now))
  }, [])
  useEffect(() => void first(false), [first])
  return { state, reload: () => void first(false), refresh: () => first(true), more, remove }
}
