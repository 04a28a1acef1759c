/**
 * A paged list of shows (search, a category, a layout's waterfall): 20 at a time, the next page when the
 * buyer reaches the bottom (or taps "more"), with loading, empty and error states. A new resetKey (query,
 * city, language) starts again from the top.
 */
import { View, Text } from '@tarojs/components'
import { useReachBottom } from '@tarojs/taro'
import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react'
import { useAtomValue } from 'jotai'
import type { ShowCard as ShowCardData, ShowSearchReply } from '../../../types/api/show'
import { ShowCard } from '../show-card/ShowCard'
import { masonryColumns, tileHeight } from './masonry-columns'
import { StateView } from '../state-view/StateView'
import { useT, localeAtom } from '../../locales/locale-atoms'
import './show-list.scss'

type Status = 'loading' | 'ready' | 'error' | 'more' | 'more-error'

export const SHOW_PAGE_SIZE = 20

interface ShowListProps {
  fetchPage(offset: number, length: number): Promise<ShowSearchReply>
  /** Changes whenever fetchPage would answer differently, so the list starts again. */
  resetKey: string
  emptyText?: string
  /** 'masonry' draws two columns of tiles; 'list' compact rows (the home feed, search, lists). */
  layout?: 'list' | 'masonry'
  /**
   * Drawn under the last page, from the first page's reply (search: the matches in other cities); when it
   * draws something, it also stands in for the empty state.
   */
  after?: (first: ShowSearchReply) => ReactNode
}

export function ShowList({ fetchPage, resetKey, emptyText, layout = 'list', after }: ShowListProps) {
  const t = useT()
  const locale = useAtomValue(localeAtom)
  const [items, setItems] = useState<ShowCardData[]>([])
  const [total, setTotal] = useState(0)
  const [first, setFirst] = useState<ShowSearchReply>()
  const [status, setStatus] = useState<Status>('loading')
  const ticket = useRef(0)
  const key = resetKey + locale

  const load = useCallback(
    (offset: number) => {
      const mine = ++ticket.current
      setStatus(offset === 0 ? 'loading' : 'more')
      fetchPage(offset, SHOW_PAGE_SIZE).then(
        (page) => {
          if (mine !== ticket.current) return
          setItems((prev) => (offset === 0 ? page.list : [...prev, ...page.list]))
          if (offset === 0) setFirst(page)
          setTotal(page.total)
          setStatus('ready')
        },
        () => mine === ticket.current && setStatus(offset === 0 ? 'error' : 'more-error')
      )
    },
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [key]
  )

  useEffect(() => {
    setItems([])
    setFirst(undefined)
    load(0)
  }, [load])

  const hasMore = items.length < total
  const more = () => {
    if ((status === 'ready' || status === 'more-error') && hasMore) load(items.length)
  }
  useReachBottom(more)

  if (status === 'loading') return <StateView kind="loading" />
  if (status === 'error') return <StateView kind="error" onRetry={() => load(0)} />
  const extra = !hasMore && first && after ? after(first) : null
  if (!items.length) return extra ? <View className="show-list">{extra}</View> : <StateView kind="empty" text={emptyText} />
  return (
    <View className={`show-list show-list--${layout}`}>
      {layout === 'masonry' ? (
        <View className="show-list__columns">
          {masonryColumns(items, tileHeight).map((column, i) => (
            <View key={i} className="show-list__column">
              {column.map((show) => (
                <ShowCard key={show.showId} show={show} variant="tile" />
              ))}
            </View>
          ))}
        </View>
      ) : (
        <View className="show-list__rows">
          {items.map((show) => (
            <ShowCard key={show.showId} show={show} />
          ))}
        </View>
      )}
      <View className="show-list__foot" onClick={more}>
        <Text>
          {status === 'more'
            ? t('common.loading')
            : status === 'more-error'
              ? t('common.load_failed')
              : hasMore
                ? t('common.load_more')
                : t('common.no_more')}
        </Text>
      </View>
      {extra}
    </View>
  )
}
