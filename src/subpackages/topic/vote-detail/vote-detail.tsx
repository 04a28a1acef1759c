/**
 * A vote (product.md "Topic": vote-detail /vote-detail/:id): the question, its options, one ballot per
 * logged-in buyer, then the results with the buyer's choice marked; once the deadline passes only the
 * results. A refusal (already voted elsewhere, closed meanwhile) shows the gateway's message and reloads.
 */
import { View, Text, Image } from '@tarojs/components'
import { AtButton } from 'taro-ui'
import { useAtomValue } from 'jotai'
import { useState } from 'react'
import { PageShell } from '../../../components/page-shell/PageShell'
import { StateView } from '../../../components/state-view/StateView'
import { Icon } from '../../../components/icon/Icon'
import { useAsync } from '../../../hooks/use-async'
import { useRouteParams } from '../../../router/use-route-params'
import { appRouter } from '../../../router/app-router'
import { localeAtom, useT } from '../../../locales/locale-atoms'
import { useSectionT } from '../../../locales/section-i18n'
import { VOTE_TEXT } from '../../../locales/sections/vote/vote-text'
import { loggedInAtom } from '../../../session/session-atoms'
import { castVote, voteDetail } from '../../../services/vote-api'
import { RequestError } from '../../../services/request/request-error'
import { toast } from '../../../utils/toast'
import { useLocalFormat } from '../../../utils/show-time'
import type { VoteView } from '../../../../types/api/vote'
import { submitState, votePhase } from './vote-view'
import './vote-detail.scss'

function VoteSkeleton() {
  return (
    <View className="vote__skeleton" aria-busy="true">
      <View className="vote__skeleton-title" />
      <View className="vote__skeleton-line" />
      <View className="vote__skeleton-row" />
      <View className="vote__skeleton-row" />
      <View className="vote__skeleton-row" />
    </View>
  )
}

function VoteBody({ vote, onVoted }: { vote: VoteView; onVoted(v: VoteView): void }) {
  const t = useSectionT(VOTE_TEXT)
  const local = useLocalFormat()
  const loggedIn = useAtomValue(loggedInAtom)
  const [chosen, setChosen] = useState<string>()
  const [busy, setBusy] = useState(false)
  const phase = votePhase(vote)
  const submit = submitState(vote, chosen, loggedIn, busy)

  const cast = async () => {
    if (submit === 'LOGIN') return void appRouter().openLogin()
    if (submit !== 'READY' || !chosen) return
    setBusy(true)
    try {
      onVoted(await castVote(vote.voteId, chosen))
      toast(t('thanks'))
    } catch (error) {
      if (!(error instanceof RequestError)) throw error
      toast(error.message)
      // A second ballot's refusal carries the results; the others (closed meanwhile) read the vote again.
      const data = error.data as VoteView | null | undefined
      onVoted(data && data.voteId === vote.voteId ? data : { ...vote, state: error.errorCode === 'VOTE_CLOSED' ? 'CLOSED' : vote.state })
    } finally {
      setBusy(false)
    }
  }

  return (
    <View className="vote" data-testid="vote-page" data-phase={phase}>
      <Text className="vote__title">{vote.title}</Text>
      {vote.description && <Text className="vote__description">{vote.description}</Text>}
      <View className="vote__meta">
        <Text className={`vote__state vote__state--${vote.state.toLowerCase()}`}>{vote.state === 'OPEN' ? t('open') : t('closed')}</Text>
        <Text className="vote__deadline">{t('deadline', { time: local(vote.deadline, 'YYYY-MM-DD HH:mm') })}</Text>
      </View>
      <View className="vote__options" role={phase === 'CHOOSE' ? 'radiogroup' : 'list'}>
        {vote.options.map((o) => {
          const mine = vote.myOptionId === o.optionId
          const picked = phase === 'CHOOSE' && chosen === o.optionId
          return (
            <View
              key={o.optionId}
              className={`vote-option${picked ? ' vote-option--picked' : ''}${mine ? ' vote-option--mine' : ''}`}
              data-testid="vote-option"
              role={phase === 'CHOOSE' ? 'radio' : 'listitem'}
              aria-checked={phase === 'CHOOSE' ? picked : undefined}
              onClick={phase === 'CHOOSE' ? () => setChosen(o.optionId) : undefined}
            >
              {o.pictureUrl && <Image className="vote-option__picture" src={o.pictureUrl} mode="aspectFill" lazyLoad />}
              <View className="vote-option__main">
                <View className="vote-option__line">
                  {phase === 'CHOOSE' && (
                    <Icon name={picked ? 'radio_on' : 'radio_off'} tone={picked ? 'main' : 'muted'} className="vote-option__radio" />
                  )}
                  <Text className="vote-option__text">{o.text}</Text>
                  {mine && (
                    <View className="vote-option__mine" data-testid="vote-mine">
                      <Icon name="check_circle" tone="main" className="vote-option__mine-icon" />
                      <Text>{t('my_choice')}</Text>
                    </View>
                  )}
                </View>
                {phase === 'RESULTS' && (
                  <View className="vote-option__result">
                    <View className="vote-option__bar">
                      <View className="vote-option__fill" style={{ width: `${o.percent}%` }} />
                    </View>
                    <Text className="vote-option__figures" data-testid="vote-figures">
                      {o.percent}% · {t('count', { count: o.count })}
                    </Text>
                  </View>
                )}
              </View>
            </View>
          )
        })}
      </View>
      <Text className="vote__total" data-testid="vote-total">
        {t('total', { count: vote.totalCount })}
      </Text>
      <View className="vote__actions">
        <AtButton type="primary" className="vote__submit" disabled={submit === 'DISABLED'} loading={busy} onClick={() => void cast()}>
          {phase === 'RESULTS' ? (vote.state === 'OPEN' ? t('voted') : t('closed')) : submit === 'LOGIN' ? t('login_to_vote') : t('submit')}
        </AtButton>
      </View>
    </View>
  )
}

export default function VoteDetailPage() {
  const t = useT()
  const tv = useSectionT(VOTE_TEXT)
  const locale = useAtomValue(localeAtom)
  const loggedIn = useAtomValue(loggedInAtom)
  const { id = '' } = useRouteParams()
  const data = useAsync(() => voteDetail(id, loggedIn), [id, loggedIn, locale])
  const [cast, setCast] = useState<VoteView>()
  const notFound = data.status === 'error' && data.error instanceof RequestError && data.error.errorCode === 'VOTE_NOT_FOUND'
  const vote = cast ?? (data.status === 'ready' ? data.data : undefined)

  return (
    <PageShell route="vote-detail" title={vote?.title}>
      {!vote && data.status === 'loading' && <VoteSkeleton />}
      {notFound && (
        <StateView
          kind="empty"
          icon="not_found"
          text={tv('not_found')}
          detail={tv('not_found_detail')}
          action={{ label: t('common.back_home'), onClick: () => void appRouter().switchTab('list') }}
        />
      )}
      {!vote && data.status === 'error' && !notFound && <StateView kind="error" onRetry={data.reload} />}
      {vote && <VoteBody vote={vote} onVoted={setCast} />}
    </PageShell>
  )
}
