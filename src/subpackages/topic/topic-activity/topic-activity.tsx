/**
 * A topic page (product.md "Topic": /topic-activity/:topicId; "Main pages": home-topic by topicId): the
 * merchant's published topic layout — banners, notices, the user card, show lists — its votes, and its
 * waterfall feed. The console's preview token makes it the saved draft instead (H5, the phone preview).
 * home_topic is an alias of this route (types/routes/route-table.ts): one page for both.
 */
import { View, Text } from '@tarojs/components'
import { useAtomValue } from 'jotai'
import { useShareAppMessage } from '@tarojs/taro'
import { PageShell } from '../../../components/page-shell/PageShell'
import { StateView } from '../../../components/state-view/StateView'
import { ShowList } from '../../../components/show-list/ShowList'
import { HomeLayoutComponent } from '../../../pages/list/HomeLayout'
import { useAsync } from '../../../hooks/use-async'
import { layouts, masonryComponentData } from '../../../services/home-api'
import { useRouteParams } from '../../../router/use-route-params'
import { appRouter } from '../../../router/app-router'
import { cityAtom } from '../../../location/city-atoms'
import { localeAtom, useT } from '../../../locales/locale-atoms'
import { readPreviewToken } from '../../../shop-config/preview-token'
import { sharedPage } from '../../../services/share-landing'
import { topicView } from './topic-view'
import { TopicCoupon } from './TopicCoupon'
import { TopicVotes } from './TopicVotes'
import './topic-activity.scss'

function TopicSkeleton() {
  return (
    <View className="topic__skeleton" aria-busy="true">
      <View className="topic__skeleton-banner" />
      <View className="topic__skeleton-line" />
      <View className="topic__skeleton-row" />
      <View className="topic__skeleton-row" />
    </View>
  )
}

export default function TopicActivityPage() {
  const t = useT()
  const locale = useAtomValue(localeAtom)
  const city = useAtomValue(cityAtom)
  const { topicId = '', couponTemplateId = '' } = useRouteParams()
  const data = useAsync(() => layouts({ page: 'TOPIC', topicId, cityId: city.cityId }, readPreviewToken()), [topicId, city.cityId, locale])
  const view = data.status === 'ready' ? topicView(data.data) : undefined
  const layoutId = data.status === 'ready' ? data.data?.layoutId : undefined
  const feed = view?.kind === 'ready' ? view.feed : undefined
  // A shared topic opens its landing first (share-topic-activity), which goes on to this page.
  useShareAppMessage(() => (view?.kind === 'ready' ? { title: view.title, path: sharedPage({ kind: 'topic', topicId }) } : {}))

  return (
    <PageShell route="topic_activity" title={view?.kind === 'ready' ? view.title : undefined}>
      {data.status === 'loading' && <TopicSkeleton />}
      {data.status === 'error' && <StateView kind="error" onRetry={data.reload} />}
      {view?.kind === 'empty' && (
        <StateView
          kind="empty"
          icon="not_found"
          text={t('topic.empty')}
          detail={t('topic.empty_detail')}
          action={{ label: t('common.back_home'), onClick: () => void appRouter().switchTab('list') }}
        />
      )}
      {view?.kind === 'ready' && (
        <View className="topic" data-testid="topic-page">
          {/* The coupon template route (issue #18): its card above the topic. */}
          {couponTemplateId && <TopicCoupon couponTemplateId={couponTemplateId} />}
          {view.above.map((c) => (
            <HomeLayoutComponent key={c.componentId} component={c} />
          ))}
          <TopicVotes topicId={topicId} />
          {feed && layoutId && (
            <>
              <Text className="topic__feed-title">{feed.title || t('topic.shows')}</Text>
              <ShowList
                resetKey={`${layoutId}|${city.cityId}`}
                fetchPage={(offset, length) =>
                  masonryComponentData({
                    layoutId,
                    componentId: feed.componentId,
                    componentType: 'WATERFALL',
                    offset,
                    length,
                    cityId: city.cityId
                  })
                }
              />
            </>
          )}
        </View>
      )}
    </PageShell>
  )
}
