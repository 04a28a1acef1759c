/**
 * A paged grid of goods (the shop tab, goods search): 20 at a time, the next page when the buyer reaches
 * the bottom (or taps "more"), with a skeleton while the first page loads, an empty state with its action
 * and an error state with retry. A new resetKey (category, keyword, language) starts again from the top.
 */
import { Text, View } from '@tarojs/components'
import { useReachBottom } from '@tarojs/taro'
import { useCallback, useEffect, useRef, useState } from 'react'
import type { GoodsCard as GoodsCardData, GoodsList as GoodsListReply } from '../../../types/api/goods'
import { StateView, type StateAction } from '../state-view/StateView'
import { useT } from '../../locales/locale-atoms'
import { GoodsGrid } from './GoodsCard'
import './goods-card.scss'

export const GOODS_PAGE_SIZE = 20

type Status = 'loading' | 'ready' | 'error' | 'more' | 'more-error'

/** Grey tiles in the grid's shape while the first page loads. */
export function GoodsGridSkeleton({ count = 4 }: { count?: number }) {
  return (
    <View className="goods-grid" aria-busy="true" data-testid="goods-skeleton">
      {Array.from({ length: count }, (_, i) => (
        <View key={i} className="goods-card goods-card--skeleton">
          <View className="goods-card__picture-box" />
          <View className="goods-card__body">
            <View className="goods-card__skeleton-line" />
            <View className="goods-card__skeleton-line goods-card__skeleton-line--short" />
          </View>
        </View>
      ))}
    </View>
  )
}

interface GoodsListProps {
  fetchPage(offset: number, length: number): Promise<GoodsListReply>
  resetKey: string
  emptyText: string
  emptyAction?: StateAction
}

export function GoodsList({ fetchPage, resetKey, emptyText, emptyAction }: GoodsListProps) {
  const t = useT()
  const [items, setItems] = useState<GoodsCardData[]>([])
  const [total, setTotal] = useState(0)
  const [status, setStatus] = useState<Status>('loading')
  const ticket = useRef(0)

  const load = useCallback(
    (offset: number) => {
      const mine = ++ticket.current
      setStatus(offset === 0 ? 'loading' : 'more')
      fetchPage(offset, GOODS_PAGE_SIZE).then(
        (page) => {
          if (mine !== ticket.current) return
          setItems((prev) => (offset === 0 ? page.items : [...prev, ...page.items]))
          setTotal(page.total)
          setStatus('ready')
        },
        () => mine === ticket.current && setStatus(offset === 0 ? 'error' : 'more-error')
      )
    },
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [resetKey]
  )

  useEffect(() => {
    setItems([])
    load(0)
  }, [load])

  const hasMore = items.length < total
  const more = () => {
    if ((status === 'ready' || status === 'more-error') && hasMore) load(items.length)
  }
  useReachBottom(more)

  if (status === 'loading') return <GoodsGridSkeleton />
  if (status === 'error') return <StateView kind="error" onRetry={() => load(0)} />
  if (!items.length) return <StateView kind="empty" icon="not_found" text={emptyText} action={emptyAction} />
  return (
    <View className="goods-list">
      <GoodsGrid items={items} />
      <View className="goods-list__foot" onClick={more}>
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
    </View>
  )
}
