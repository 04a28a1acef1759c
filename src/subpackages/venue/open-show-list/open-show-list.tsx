/**
 * open-show-list (login): the buyer's current registrations (pending, waiting, confirmed and not yet
 * entered), each opening its entry code; the full history is registration-list.
 */
import { View, Text } from '@tarojs/components'
import { useDidShow } from '@tarojs/taro'
import { useAtomValue } from 'jotai'
import { PageShell } from '../../../components/page-shell/PageShell'
import { StateView } from '../../../components/state-view/StateView'
import { useAsync } from '../../../hooks/use-async'
import { appRouter } from '../../../router/app-router'
import { localeAtom } from '../../../locales/locale-atoms'
import { useSectionT } from '../../../locales/section-i18n'
import { OPEN_SHOW_TEXT } from '../../../locales/sections/open-show/open-show-text'
import { myRegistrations } from '../../../services/open-show-api'
import { groupRegistrations } from '../open-show-parts/open-show-model'
import { RegistrationCard } from '../open-show-parts/RegistrationCard'
import { ListSkeleton } from '../open-show-parts/ListSkeleton'
import '../open-show-parts/open-show-parts.scss'

export default function OpenShowListPage() {
  const t = useSectionT(OPEN_SHOW_TEXT)
  const locale = useAtomValue(localeAtom)
  const data = useAsync(() => myRegistrations(), [locale])
  useDidShow(() => data.refresh())
  const active = data.status === 'ready' ? groupRegistrations(data.data, Date.now()).active : []
  return (
    <PageShell route="open-show-list">
      <View className="os-page" data-testid="open-show-list">
        <View className="os-page__head">
          <Text className="os-page__heading">{t('my_heading')}</Text>
          <Text className="os-link" onClick={() => void appRouter().open('registration-list')}>
            {t('all_records')}
          </Text>
        </View>
        {data.status === 'loading' && <ListSkeleton />}
        {data.status === 'error' && <StateView kind="error" onRetry={data.reload} />}
        {data.status === 'ready' && active.length === 0 && (
          <StateView
            kind="empty"
            icon="not_found"
            text={t('my_empty')}
            detail={t('my_empty_detail')}
            action={{ label: t('browse'), onClick: () => void appRouter().open('open-show') }}
          />
        )}
        {active.map((r) => (
          <RegistrationCard
            key={r.registrationId}
            registration={r}
            onOpen={() => void appRouter().open('entrance-registration-detail', { registrationId: r.registrationId })}
          />
        ))}
      </View>
    </PageShell>
  )
}
