/** Tour detail at /tour-detail/:tourId: the tour, its follow button and its shows city by city. */
import { useAtomValue } from 'jotai'
import { PageShell } from '../../../components/page-shell/PageShell'
import { StateView } from '../../../components/state-view/StateView'
import { ShowCollection } from '../../../components/show-collection/ShowCollection'
import { useAsync } from '../../../hooks/use-async'
import { tour } from '../../../services/show-api'
import { useRouteParams } from '../../../router/use-route-params'
import { localeAtom } from '../../../locales/locale-atoms'
import { TourFollow } from './TourFollow'

export default function TourDetailPage() {
  const locale = useAtomValue(localeAtom)
  const { tourId = '' } = useRouteParams()
  const data = useAsync(() => tour(tourId), [tourId, locale])
  return (
    <PageShell route="tour_detail">
      {data.status === 'loading' && <StateView kind="loading" />}
      {data.status === 'error' && <StateView kind="error" onRetry={data.reload} />}
      {data.status === 'ready' && (
        <>
          <TourFollow tourId={data.data.tourId} />
          <ShowCollection
            title={data.data.tourName}
            subtitle={data.data.shows.map((s) => s.cityName).join(' · ')}
            shows={data.data.shows}
          />
        </>
      )}
    </PageShell>
  )
}
