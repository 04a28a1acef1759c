/**
 * open-show (product.md "Open show"; the tab bar's "open-show page" tab): the merchant's open events still
 * to come, each with its places left (or the waiting list) and whether registration is reviewed.
 */
import { View, Text } from '@tarojs/components'
import { useAtomValue } from 'jotai'
import { PageShell } from '../../../components/page-shell/PageShell'
import { StateView } from '../../../components/state-view/StateView'
import { useAsync } from '../../../hooks/use-async'
import { appRouter } from '../../../router/app-router'
import { localeAtom, useT } from '../../../locales/locale-atoms'
import { useSectionT } from '../../../locales/section-i18n'
import { OPEN_SHOW_TEXT } from '../../../locales/sections/open-show/open-show-text'
import { loggedInAtom } from '../../../session/session-atoms'
import { openShows } from '../../../services/open-show-api'
import { OpenShowCardView } from '../open-show-parts/OpenShowCardView'
import { ListSkeleton } from '../open-show-parts/ListSkeleton'
import '../open-show-parts/open-show-parts.scss'

export default function OpenShowPage() {
  const t = useT()
  const to = useSectionT(OPEN_SHOW_TEXT)
  const locale = useAtomValue(localeAtom)
  const loggedIn = useAtomValue(loggedInAtom)
  const data = useAsync(() => openShows(), [locale])
  return (
    <PageShell route="open-show">
      <View className="os-page" data-testid="open-show-page">
        <View className="os-page__head">
          <Text className="os-page__heading">{to('list_heading')}</Text>
          {loggedIn && (
            <Text className="os-link" data-testid="open-show-mine-link" onClick={() => void appRouter().open('open-show-list')}>
              {to('my_heading')}
            </Text>
          )}
        </View>
        {data.status === 'loading' && <ListSkeleton />}
        {data.status === 'error' && <StateView kind="error" onRetry={data.reload} />}
        {data.status === 'ready' && data.data.length === 0 && (
          <StateView
            kind="empty"
            icon="not_found"
            text={to('empty')}
            detail={to('empty_detail')}
            action={{ label: t('common.back_home'), onClick: () => void appRouter().switchTab('list') }}
          />
        )}
        {data.status === 'ready' && data.data.length > 0 && (
          <View className="os-grid">
            {data.data.map((s) => (
              <OpenShowCardView key={s.showId} show={s} onOpen={() => void appRouter().open('open-show-detail', { showId: s.showId })} />
            ))}
          </View>
        )}
      </View>
    </PageShell>
  )
}
