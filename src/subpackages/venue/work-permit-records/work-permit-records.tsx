/**
 * The applicant's work-permit applications (product.md "work-permit: records"), newest first, each with
 * its show, role, state and, when rejected, the merchant's reason; one opens its page (the code once
 * approved). Behind the permit login (use-permit-login.ts), never the buyer's.
 */
import { Text, View } from '@tarojs/components'
import AtButton from 'taro-ui/lib/components/button'
import { useDidShow } from '@tarojs/taro'
import { PageShell } from '../../../components/page-shell/PageShell'
import { StateView } from '../../../components/state-view/StateView'
import { Icon } from '../../../components/icon/Icon'
import { useAsync } from '../../../hooks/use-async'
import { useSectionT } from '../../../locales/section-i18n'
import { WORK_PERMIT_TEXT } from '../../../locales/sections/work-permit/work-permit-text'
import { appRouter } from '../../../router/app-router'
import { permitRecords } from '../../../services/work-permit-api'
import { useLocalFormat } from '../../../utils/show-time'
import type { WorkPermitView } from '../../../../types/api/work-permit'
import { PermitStateTag } from '../work-permit-parts/PermitStateTag'
import { leftForLogin, toPermitLogin, usePermitLogin } from '../work-permit-parts/use-permit-login'
import '../../../theme/taro-ui/button.scss'
import '../work-permit-parts/permit-parts.scss'
import './work-permit-records.scss'

function RecordsSkeleton() {
  return (
    <View className="permit-skeleton" aria-busy="true">
      <View className="permit-skeleton__line" />
      <View className="permit-skeleton__block" />
      <View className="permit-skeleton__block" />
    </View>
  )
}

function PermitRow({ permit }: { permit: WorkPermitView }) {
  const t = useSectionT(WORK_PERMIT_TEXT)
  const local = useLocalFormat()
  return (
    <View
      className="permit-row"
      data-testid="permit-row"
      onClick={() => void appRouter().open('work-permit-success', { permitId: permit.permitId })}
    >
      <View className="permit-facts">
        <View className="permit-facts__line">
          <Text className="permit-facts__title">{permit.showName}</Text>
          <PermitStateTag state={permit.state} />
        </View>
        <Text className="permit-facts__meta">
          {t(`role.${permit.role}`)} · {permit.company}
        </Text>
        <Text className="permit-facts__meta">{t('applied_at', { time: local(permit.createdAt, 'YYYY-MM-DD HH:mm') })}</Text>
        {permit.state === 'REJECTED' && permit.reason && (
          <Text className="permit-row__reason">{t('reason', { reason: permit.reason })}</Text>
        )}
      </View>
      <Icon name="chevron_right" tone="muted" className="permit-row__arrow" />
    </View>
  )
}

export default function WorkPermitRecordsPage() {
  const t = useSectionT(WORK_PERMIT_TEXT)
  const live = usePermitLogin()
  const records = useAsync(() => (live ? permitRecords() : new Promise<WorkPermitView[]>(() => undefined)), [live])
  useDidShow(() => records.status === 'ready' && records.refresh())
  const apply = () => void appRouter().open('work-permit-apply')
  const lostLogin = records.status === 'error' && leftForLogin(records.error)

  return (
    <PageShell route="work-permit-records">
      <View className="permit-page" data-testid="permit-records">
        <Text className="permit-heading">{t('records_heading')}</Text>
        {records.status === 'loading' && <RecordsSkeleton />}
        {records.status === 'error' && !lostLogin && <StateView kind="error" onRetry={records.reload} />}
        {records.status === 'ready' && records.data.length === 0 && (
          <StateView
            kind="empty"
            icon="not_found"
            text={t('empty')}
            detail={t('empty_detail')}
            action={{ label: t('apply_new'), onClick: apply }}
          />
        )}
        {records.status === 'ready' && records.data.length > 0 && (
          <>
            <View className="permit-records__list">
              {records.data.map((p) => (
                <PermitRow key={p.permitId} permit={p} />
              ))}
            </View>
            <View className="permit-actions">
              <AtButton type="primary" className="permit-records__apply" onClick={apply}>
                {t('apply_new')}
              </AtButton>
            </View>
          </>
        )}
        <Text className="permit-records__logout" onClick={toPermitLogin}>
          {t('logout')}
        </Text>
      </View>
    </PageShell>
  )
}
