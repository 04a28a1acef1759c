/**
 * open-show-detail (/open-show/:showId): the event, its time and place, places left or the waiting line,
 * the registration deadline, and one button: log in, register (or join the waiting list), or see the
 * buyer's own registration.
 */
import { View, Text, Image } from '@tarojs/components'
import AtButton from 'taro-ui/lib/components/button'
import { useAtomValue } from 'jotai'
import { PageShell } from '../../../components/page-shell/PageShell'
import { StateView } from '../../../components/state-view/StateView'
import { Icon } from '../../../components/icon/Icon'
import { useAsync } from '../../../hooks/use-async'
import { useRouteParams } from '../../../router/use-route-params'
import { appRouter } from '../../../router/app-router'
import { localeAtom, useT } from '../../../locales/locale-atoms'
import { useSectionT } from '../../../locales/section-i18n'
import { OPEN_SHOW_TEXT } from '../../../locales/sections/open-show/open-show-text'
import { loggedInAtom } from '../../../session/session-atoms'
import { myRegistrations, openShowDetail } from '../../../services/open-show-api'
import { RequestError } from '../../../services/request/request-error'
import { useLocalFormat, useLocalRange } from '../../../utils/show-time'
import { isActiveRegistration } from '../../../../types/rules/open-show-rules'
import type { OpenShowView, RegistrationView } from '../../../../types/api/open-show'
import { registerAction } from '../open-show-parts/open-show-model'
import '../../../theme/taro-ui/button.scss'
import '../open-show-parts/open-show-parts.scss'

function DetailSkeleton() {
  return (
    <View className="os-skeleton" aria-busy="true" data-testid="open-show-skeleton">
      <View className="os-skeleton__hero" />
      <View className="os-skeleton__line os-skeleton__line--title" />
      <View className="os-skeleton__line" />
      <View className="os-skeleton__line os-skeleton__line--short" />
    </View>
  )
}

function DetailBody({ show, mine }: { show: OpenShowView; mine: RegistrationView | undefined }) {
  const t = useSectionT(OPEN_SHOW_TEXT)
  const local = useLocalFormat()
  const range = useLocalRange()
  const loggedIn = useAtomValue(loggedInAtom)
  const action = registerAction(show, mine, loggedIn)
  const press = () => {
    if (action === 'LOGIN') return void appRouter().openLogin()
    if (action === 'MINE' && mine) return void appRouter().open('entrance-registration-detail', { registrationId: mine.registrationId })
    if (action === 'REGISTER' || action === 'WAITLIST') void appRouter().open('open-show-confirm', { showId: show.showId })
  }
  const label = {
    LOGIN: t('login_to_register'),
    REGISTER: t('register'),
    WAITLIST: t('waitlist'),
    MINE: t('view_mine'),
    CLOSED: t('closed')
  }[action]
  return (
    <View className="os-page os-detail" data-testid="open-show-detail" data-action={action}>
      {show.posterUrl ? (
        <Image className="os-detail__poster" src={show.posterUrl} mode="aspectFill" />
      ) : (
        <View className="os-detail__poster os-card__poster--blank">
          <Icon name="ticket" tone="muted" className="os-card__poster-icon" />
        </View>
      )}
      <Text className="os-detail__title">{show.title}</Text>
      <View className="os-card__tags">
        <Text className="os-tag">{show.mode === 'FREE' ? t('mode_free') : t('mode_approval')}</Text>
        {show.state === 'OPEN' && (
          <Text className="os-tag os-tag--main" data-testid="open-show-places">
            {show.placesLeft > 0 ? t('places_left', { count: show.placesLeft }) : t('full_waitlist')}
          </Text>
        )}
        {show.waitingCount > 0 && <Text className="os-tag">{t('waiting_count', { count: show.waitingCount })}</Text>}
      </View>
      <View className="os-facts">
        <View className="os-facts__row">
          <Text className="os-facts__label">{t('time')}</Text>
          <Text className="os-facts__value">{range(show.startsAt, show.endsAt)}</Text>
        </View>
        <View className="os-facts__row">
          <Text className="os-facts__label">{t('venue')}</Text>
          <Text className="os-facts__value">
            {show.venueName}
            {show.venueAddress ? ` · ${show.venueAddress}` : ''}
          </Text>
        </View>
        <Text className={`os-facts__deadline${show.state === 'CLOSED' ? ' os-facts__deadline--closed' : ''}`}>
          {show.state === 'CLOSED' ? t('closed') : t('deadline', { time: local(show.registrationDeadline, 'YYYY-MM-DD HH:mm') })}
        </Text>
      </View>
      {show.description && (
        <View className="os-section">
          <Text className="os-section__heading">{t('about')}</Text>
          <Text className="os-section__text">{show.description}</Text>
        </View>
      )}
      <View className="os-actions">
        <AtButton type="primary" className="os-actions__main" disabled={action === 'CLOSED'} onClick={press}>
          {label}
        </AtButton>
      </View>
    </View>
  )
}

export default function OpenShowDetailPage() {
  const t = useT()
  const to = useSectionT(OPEN_SHOW_TEXT)
  const locale = useAtomValue(localeAtom)
  const loggedIn = useAtomValue(loggedInAtom)
  const { showId = '' } = useRouteParams()
  const data = useAsync(async () => {
    const [show, mine] = await Promise.all([openShowDetail(showId), loggedIn ? myRegistrations(showId) : Promise.resolve([])])
    return { show, mine: mine.find((r) => isActiveRegistration(r.state)) }
  }, [showId, loggedIn, locale])
  const notFound = data.status === 'error' && data.error instanceof RequestError && data.error.errorCode === 'OPEN_SHOW_NOT_FOUND'
  return (
    <PageShell route="open-show-detail" title={data.status === 'ready' ? data.data.show.title : undefined}>
      {data.status === 'loading' && <DetailSkeleton />}
      {notFound && (
        <StateView
          kind="empty"
          icon="not_found"
          text={to('not_found')}
          detail={to('not_found_detail')}
          action={{ label: to('browse'), onClick: () => void appRouter().redirect('open-show') }}
        />
      )}
      {data.status === 'error' && !notFound && (
        <StateView
          kind="error"
          onRetry={data.reload}
          action={{ label: t('common.back_home'), onClick: () => void appRouter().switchTab('list') }}
        />
      )}
      {data.status === 'ready' && <DetailBody show={data.data.show} mine={data.data.mine} />}
    </PageShell>
  )
}
