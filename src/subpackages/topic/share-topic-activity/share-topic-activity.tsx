/**
 * share-topic-activity (product.md "share-ticket, share-show-detail, share-topic-activity, share-pay-success"):
 * what a shared topic link opens (src/services/share-landing.ts builds it) — the topic's title and first
 * banner with the sharer's note, and the way on to the topic. What counts as a topic with nothing to show is
 * the topic page's own reading (topicView), so the landing never promises a topic that opens empty.
 */
import { Image, Text, View } from '@tarojs/components'
import { useAtomValue } from 'jotai'
import AtButton from 'taro-ui/lib/components/button'
import { PageShell } from '../../../components/page-shell/PageShell'
import { StateView } from '../../../components/state-view/StateView'
import { useAsync } from '../../../hooks/use-async'
import { useRouteParams } from '../../../router/use-route-params'
import { appRouter } from '../../../router/app-router'
import { cityAtom } from '../../../location/city-atoms'
import { localeAtom } from '../../../locales/locale-atoms'
import { useSectionT } from '../../../locales/section-i18n'
import { CONTENT_PAGES_TEXT } from '../../../locales/sections/content-pages/content-pages-text'
import { layouts } from '../../../services/home-api'
import { assetUrl } from '../../../services/asset-url'
import { shareNote } from '../../../services/share-landing'
import { topicView } from '../topic-activity/topic-view'
import '../../../theme/taro-ui/button.scss'
import './share-topic-activity.scss'

const ROUTE = 'share-topic-activity'

function LandingSkeleton() {
  return (
    <View className="share-landing__skeleton" aria-busy="true">
      <View className="share-landing__skeleton-note" />
      <View className="share-landing__skeleton-card" />
      <View className="share-landing__skeleton-button" />
    </View>
  )
}

export default function ShareTopicActivityPage() {
  const t = useSectionT(CONTENT_PAGES_TEXT)
  const locale = useAtomValue(localeAtom)
  const city = useAtomValue(cityAtom)
  const { topicId = '', note: rawNote } = useRouteParams()
  const note = shareNote(rawNote)
  const data = useAsync(
    () => (topicId ? layouts({ page: 'TOPIC', topicId, cityId: city.cityId }) : Promise.resolve(null)),
    [topicId, city.cityId, locale]
  )
  const view = data.status === 'ready' ? topicView(data.data) : undefined
  const home = { label: t('share.back_home'), onClick: () => void appRouter().switchTab('list') }
  const banner =
    view?.kind === 'ready' ? view.above.flatMap((c) => (c.componentType === 'NORMAL' && c.style === 'BANNER' ? c.items : []))[0] : undefined
  return (
    <PageShell route={ROUTE}>
      {data.status === 'loading' && <LandingSkeleton />}
      {data.status === 'error' && <StateView kind="error" onRetry={data.reload} action={home} />}
      {view?.kind === 'empty' && (
        <StateView kind="empty" icon="not_found" text={t('share.topic_missing')} detail={t('share.topic_missing_detail')} action={home} />
      )}
      {view?.kind === 'ready' && (
        <View className="share-landing" data-testid="share-topic" data-topic-id={topicId}>
          <View className="share-landing__from">
            <Text className="share-landing__caption">{t('share.from_friend')}</Text>
            {note ? <Text className="share-landing__note">{t('share.note', { note })}</Text> : null}
          </View>
          <View className="share-landing__card" onClick={() => void appRouter().redirect('topic_activity', { topicId })}>
            {banner ? <Image className="share-landing__banner" src={assetUrl(banner.imageUrl)} mode="aspectFill" /> : null}
            <Text className="share-landing__title">{view.title}</Text>
          </View>
          <AtButton type="primary" className="share-landing__go" onClick={() => void appRouter().redirect('topic_activity', { topicId })}>
            {t('share.view_topic')}
          </AtButton>
        </View>
      )}
    </PageShell>
  )
}
