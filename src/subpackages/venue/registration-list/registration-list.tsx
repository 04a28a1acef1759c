/**
 * registration-list (login): every registration the buyer made, in two groups: current first, then
 * finished (admitted, event over, cancelled, not accepted). open-show-list shows only the current ones.
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
import type { RegistrationView } from '../../../../types/api/open-show'
import { groupRegistrations } from '../open-show-parts/open-show-model'
import { RegistrationCard } from '../open-show-parts/RegistrationCard'
import { ListSkeleton } from '../open-show-parts/ListSkeleton'
import '../open-show-parts/open-show-parts.scss'

function Group({ heading, list }: { heading: string; list: RegistrationView[] }) {
  if (!list.length) return null
  return (
    <View className="os-group">
      <Text className="os-section__heading">{heading}</Text>
      {list.map((r) => (
        <RegistrationCard
          key={r.registrationId}
          registration={r}
          onOpen={() => void appRouter().open('entrance-registration-detail', { registrationId: r.registrationId })}
        />
      ))}
    </View>
  )
}

export default function RegistrationListPage() {
  const t = useSectionT(OPEN_SHOW_TEXT)
  const locale = useAtomValue(localeAtom)
  const data = useAsync(() => myRegistrations(), [locale])
  useDidShow(() => data.refresh())
  const groups = data.status === 'ready' ? groupRegistrations(data.data, Date.now()) : undefined
  return (
    <PageShell route="registration-list">
      <View className="os-page" data-testid="registration-list">
        <Text className="os-page__heading">{t('all_records')}</Text>
        {data.status === 'loading' && <ListSkeleton />}
        {data.status === 'error' && <StateView kind="error" onRetry={data.reload} />}
        {data.status === 'ready' && data.data.length === 0 && (
          <StateView
            kind="empty"
            icon="not_found"
            text={t('my_empty')}
            detail={t('my_empty_detail')}
            action={{ label: t('browse'), onClick: () => void appRouter().open('open-show') }}
          />
        )}
        {groups && <Group heading={t('group_active')} list={groups.active} />}
        {groups && <Group heading={t('group_closed')} list={groups.closed} />}
      </View>
    </PageShell>
  )
}
