/** Venues of the buyer's city with how many shows each has; a tap opens the venue. */
import { useAtomValue } from 'jotai'
import { PageShell } from '../../../components/page-shell/PageShell'
import { StateView } from '../../../components/state-view/StateView'
import { MenuList } from '../../../components/menu-list/MenuList'
import { useAsync } from '../../../hooks/use-async'
import { venues } from '../../../services/show-api'
import { cityAtom } from '../../../location/city-atoms'
import { localeAtom, useT } from '../../../locales/locale-atoms'
import { appRouter } from '../../../router/app-router'

export default function VenueListPage() {
  const t = useT()
  const locale = useAtomValue(localeAtom)
  const city = useAtomValue(cityAtom)
  const list = useAsync(() => venues(city.cityId), [city.cityId, locale])
  return (
    <PageShell route="venue-list">
      {list.status === 'loading' && <StateView kind="loading" />}
      {list.status === 'error' && <StateView kind="error" onRetry={list.reload} />}
      {list.status === 'ready' &&
        (list.data.length ? (
          <MenuList
            items={list.data.map((v) => ({
              key: v.venueId,
              label: v.venueName,
              value: t('show_detail.venue_show_count', { count: v.showCount ?? 0 }),
              onClick: () => void appRouter().open('venue', { venueId: v.venueId })
            }))}
          />
        ) : (
          <StateView kind="empty" />
        ))}
    </PageShell>
  )
}
