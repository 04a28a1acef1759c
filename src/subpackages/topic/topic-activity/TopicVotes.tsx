/**
 * The votes on a topic page (issue "Content and contact": a vote may be linked to a topic): a card per
 * vote opening vote-detail. Beside the topic's own content: nothing while loading or when the call fails,
 * so the topic still stands.
 */
import { View, Text } from '@tarojs/components'
import { useAtomValue } from 'jotai'
import { useAsync } from '../../../hooks/use-async'
import { appRouter } from '../../../router/app-router'
import { Icon } from '../../../components/icon/Icon'
import { localeAtom } from '../../../locales/locale-atoms'
import { useSectionT } from '../../../locales/section-i18n'
import { VOTE_TEXT } from '../../../locales/sections/vote/vote-text'
import { topicVotes } from '../../../services/vote-api'

export function TopicVotes({ topicId }: { topicId: string }) {
  const t = useSectionT(VOTE_TEXT)
  const locale = useAtomValue(localeAtom)
  const data = useAsync(() => topicVotes(topicId), [topicId, locale])
  if (data.status !== 'ready' || !data.data.length) return null
  return (
    <View className="topic-votes" data-testid="topic-votes">
      <Text className="topic__feed-title">{t('topic_votes')}</Text>
      {data.data.map((v) => (
        <View
          key={v.voteId}
          className="topic-vote"
          data-testid="topic-vote"
          onClick={() => void appRouter().open('vote-detail', { id: v.voteId })}
        >
          <View className="topic-vote__main">
            <Text className="topic-vote__title">{v.title}</Text>
            <Text className="topic-vote__meta">
              {v.state === 'OPEN' ? t('open') : t('closed')} · {t('total', { count: v.totalCount })}
            </Text>
          </View>
          <Text className="topic-vote__go">{v.state === 'OPEN' ? t('to_vote') : t('to_results')}</Text>
          <Icon name="chevron_right" tone="muted" className="topic-vote__chevron" />
        </View>
      ))}
    </View>
  )
}
