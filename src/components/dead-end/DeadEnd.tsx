/**
 * A dead end the buyer can leave: what went wrong, the way home, and a few recommended shows to go on
 * with (with their own loading, error and empty states). The not-found page and a show that does not
 * exist use it. The shows come from the gateway's recommendations, which leave out cancelled, ended and
 * sold-out shows (issue #31 item 3: a cancelled show was recommended here by a plain search).
 */
import { Text, View } from '@tarojs/components'
import { useAtomValue } from 'jotai'
import { StateView } from '../state-view/StateView'
import { ShowCard } from '../show-card/ShowCard'
import { useAsync } from '../../hooks/use-async'
import { recommendShows } from '../../services/show-api'
import { cityAtom } from '../../location/city-atoms'
import { localeAtom, useT } from '../../locales/locale-atoms'
import { appRouter } from '../../router/app-router'
import './dead-end.scss'

const RECOMMENDED = 4

export function DeadEnd({ text, detail }: { text: string; detail?: string }) {
  const t = useT()
  const city = useAtomValue(cityAtom)
  const locale = useAtomValue(localeAtom)
  const shows = useAsync(() => recommendShows({ length: RECOMMENDED, cityId: city.cityId }), [city.cityId, locale])
  return (
    <View className="dead-end">
      <StateView
        kind="empty"
        icon="not_found"
        text={text}
        detail={detail}
        action={{ label: t('common.back_home'), onClick: () => void appRouter().switchTab('list') }}
      />
      <Text className="dead-end__heading">{t('common.recommended')}</Text>
      {shows.status === 'loading' && <StateView kind="loading" />}
      {shows.status === 'error' && <StateView kind="error" onRetry={shows.reload} />}
      {shows.status === 'ready' && !shows.data.length && <StateView kind="empty" text={t('common.no_recommendations')} />}
      {shows.status === 'ready' && shows.data.map((show) => <ShowCard key={show.showId} show={show} />)}
    </View>
  )
}
