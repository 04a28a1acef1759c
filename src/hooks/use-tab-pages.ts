/**
 * A list read a page at a time under tabs (my coupons, my benefit cards): the first page through
 * useAsync, the pages after it kept until a new reading starts (another tab, a pull-down, coming back to
 * the page); `loadMore` adds the next page, and a failed one leaves the button to try again.
 */
import { useState } from 'react'
import { useAsync } from './use-async'

export function useTabPages<Tab, Page, Item>(
  firstTab: Tab,
  read: (tab: Tab, offset: number) => Promise<Page>,
  itemsOf: (page: Page) => readonly Item[],
  /** How a page joins the list (the cards drop one already shown); by default it is added at the end. */
  append: (list: readonly Item[], page: readonly Item[]) => Item[] = (list, page) => [...list, ...page]
) {
  const [tab, showTab] = useState<Tab>(firstTab)
  const [more, setMore] = useState<Item[]>([])
  const first = useAsync(() => read(tab, 0), [tab])
  const [loadingMore, setLoadingMore] = useState(false)
  // The pages loaded past the first belong to one reading of the list: a new reading starts without them.
  const reread = (reload: () => void) => {
    setMore([])
    reload()
  }
  const setTab = (next: Tab) => {
    setMore([])
    showTab(next)
  }
  const loadMore = async (offset: number) => {
    setLoadingMore(true)
    try {
      const page = await read(tab, offset)
      setMore((m) => append(m, itemsOf(page)))
    } catch {
      // The request layer showed why; the button stays to try again.
    } finally {
      setLoadingMore(false)
    }
  }
  const list = first.status === 'ready' ? append(itemsOf(first.data), more) : []
  return { tab, setTab, first, list, loadingMore, loadMore, reread }
}
