/**
 * favorite-show (login; product.md "User area"): the shows the buyer marked "want to see" on show detail,
 * newest first, as the app's show cards, paged (more at the end), pull to refresh; each can be removed
 * here; above them the on-sale reminders set on pre-sale show pages and the tours followed. Opened from Mine.
 */
import { Text, View } from '@tarojs/components'
import AtButton from 'taro-ui/lib/components/button'
import { usePullDownRefresh, stopPullDownRefresh, useReachBottom, useDidShow } from '@tarojs/taro'
import { useRef, useState } from 'react'
import { PageShell } from '../../../components/page-shell/PageShell'
import { StateView } from '../../../components/state-view/StateView'
import { ShowCard } from '../../../components/show-card/ShowCard'
import { Icon } from '../../../components/icon/Icon'
import { useSectionT } from '../../../locales/section-i18n'
import { MINE_PAGES_TEXT } from '../../../locales/sections/mine-pages/mine-pages-text'
import { appRouter } from '../../../router/app-router'
import { useSubmit } from '../../../hooks/use-submit'
import { toast } from '../../../utils/toast'
import { useFavourites } from './use-favourites'
import { FollowedTours } from './FollowedTours'
import { SaleReminders } from './SaleReminders'
import '../../../theme/taro-ui/button.scss'
import './favorite-show.scss'

export default function FavoriteShowPage() {
  const t = useSectionT(MINE_PAGES_TEXT)
  const { state, reload, refresh, more, remove } = useFavourites()
  const { busy, run } = useSubmit()
  const [toursKey, setToursKey] = useState(0)
  usePullDownRefresh(() => {
    setToursKey((n) => n + 1)
    void refresh().finally(() => void stopPullDownRefresh())
  })
  useReachBottom(() => void more())
  // Back from a show's page, where its heart may have been turned off: read the list again behind it.
  const shown = useRef(false)
  useDidShow(() => {
    if (shown.current) {
      setToursKey((n) => n + 1)
      void refresh()
    }
    shown.current = true
  })

  const browse = { label: t('favourites.browse'), onClick: () => void appRouter().switchTab('list') }
  const unfavourite = (showId: string) => {
    if (busy) return
    void run(async () => {
      await remove(showId)
      toast(t('favourites.removed'))
    })
  }

  return (
    <PageShell route="favorite-show">
      {/* The on-sale reminders and the tours followed on their pages, above the shows. */}
      {state.status === 'ready' && <SaleReminders reloadKey={toursKey} />}
      {state.status === 'ready' && <FollowedTours reloadKey={toursKey} />}
      {state.status === 'loading' && <StateView kind="loading" />}
      {state.status === 'error' && <StateView kind="error" onRetry={reload} />}
      {state.status === 'ready' && state.pages.list.length === 0 && (
        <StateView kind="empty" text={t('favourites.empty')} detail={t('favourites.empty_detail')} action={browse} />
      )}
      {state.status === 'ready' && state.pages.list.length > 0 && (
        <View className="favorite-show" data-testid="favourite-shows">
          <Text className="favorite-show__total">{t('favourites.count', { count: state.pages.total })}</Text>
          {state.pages.list.map((show) => (
            <View key={show.showId} className="favorite-show__item" data-favourite-id={show.showId}>
              <ShowCard show={show} />
              <View
                className="favorite-show__remove"
                role="button"
                aria-label={t('favourites.remove')}
                data-testid={`favourite-remove-${show.showId}`}
                onClick={() => unfavourite(show.showId)}
              >
                <Icon name="heart" tone="main" className="favorite-show__remove-icon" />
                <Text className="favorite-show__remove-text">{t('favourites.remove')}</Text>
              </View>
            </View>
          ))}
          {state.pages.hasMore && (
            <AtButton size="small" className="favorite-show__more" loading={state.more === 'loading'} onClick={() => void more()}>
              {t(state.more === 'error' ? 'favourites.more_failed' : 'favourites.more')}
            </AtButton>
          )}
        </View>
      )}
    </PageShell>
  )
}
