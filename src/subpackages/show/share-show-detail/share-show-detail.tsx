/**
 * share-show-detail (product.md "share-ticket, share-show-detail, share-topic-activity, share-pay-success"):
 * what a shared show link opens (src/services/share-landing.ts builds it) — the show's card with the
 * sharer's note, and the way on to the show's page. A show the merchant no longer has is a dead end with a
 * way home, not an error.
 */
import { Text, View } from '@tarojs/components'
import AtButton from 'taro-ui/lib/components/button'
import { PageShell } from '../../../components/page-shell/PageShell'
import { StateView } from '../../../components/state-view/StateView'
import { ShowCard } from '../../../components/show-card/ShowCard'
import { useAsync } from '../../../hooks/use-async'
import { useRouteParams } from '../../../router/use-route-params'
import { appRouter } from '../../../router/app-router'
import { useSectionT } from '../../../locales/section-i18n'
import { CONTENT_PAGES_TEXT } from '../../../locales/sections/content-pages/content-pages-text'
import { showPreview } from '../../../services/show-api'
import { shareNote } from '../../../services/share-landing'
import { RequestError } from '../../../services/request/request-error'
import '../../../theme/taro-ui/button.scss'
import './share-show-detail.scss'

const ROUTE = 'share-show-detail'

/** The show's card, or undefined when the merchant has no such show (any other failure is an error to retry). */
async function sharedShow(showId: string) {
  if (!showId) return undefined
  try {
    return await showPreview(showId, undefined, { handleErrors: false })
  } catch (error) {
    // The gateway's not-found answers (app-error.ts); anything else is a failure to retry.
    if (error instanceof RequestError && (error.errorCode === 'SHOW_NOT_FOUND' || error.errorCode === 'NOT_FOUND')) return undefined
    throw error
  }
}

function LandingSkeleton() {
  return (
    <View className="share-landing__skeleton" aria-busy="true">
      <View className="share-landing__skeleton-note" />
      <View className="share-landing__skeleton-card" />
      <View className="share-landing__skeleton-button" />
    </View>
  )
}

export default function ShareShowDetailPage() {
  const t = useSectionT(CONTENT_PAGES_TEXT)
  const { showId = '', note: rawNote } = useRouteParams()
  const note = shareNote(rawNote)
  const show = useAsync(() => sharedShow(showId), [showId])
  const home = { label: t('share.back_home'), onClick: () => void appRouter().switchTab('list') }
  return (
    <PageShell route={ROUTE}>
      {show.status === 'loading' && <LandingSkeleton />}
      {show.status === 'error' && <StateView kind="error" onRetry={show.reload} action={home} />}
      {show.status === 'ready' && !show.data && (
        <StateView kind="empty" icon="not_found" text={t('share.show_missing')} detail={t('share.show_missing_detail')} action={home} />
      )}
      {show.status === 'ready' && show.data && (
        <View className="share-landing" data-testid="share-show" data-show-id={show.data.showId}>
          <View className="share-landing__from">
            <Text className="share-landing__caption">{t('share.from_friend')}</Text>
            {note ? <Text className="share-landing__note">{t('share.note', { note })}</Text> : null}
          </View>
          <ShowCard show={show.data} variant="tile" />
          <AtButton
            type="primary"
            className="share-landing__go"
            onClick={() => void appRouter().redirect('show_detail', { showId: show.data?.showId ?? showId })}
          >
            {t('share.view_show')}
          </AtButton>
        </View>
      )}
    </PageShell>
  )
}
