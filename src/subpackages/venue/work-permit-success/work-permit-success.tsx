/**
 * One application's page (product.md "work-permit: success"): opened after applying and from the
 * records. Under review it says so (and can be withdrawn); approved it shows the permit code the staff
 * door scans; rejected it gives the merchant's reason and a new application.
 */
import { Image, Text, View } from '@tarojs/components'
import AtButton from 'taro-ui/lib/components/button'
import { useState } from 'react'
import { PageShell } from '../../../components/page-shell/PageShell'
import { StateView } from '../../../components/state-view/StateView'
import { Icon } from '../../../components/icon/Icon'
import { QrCode } from '../../../components/qr-code/QrCode'
import { useAsync } from '../../../hooks/use-async'
import { useSubmit } from '../../../hooks/use-submit'
import { useRouteParams } from '../../../router/use-route-params'
import { useSectionT } from '../../../locales/section-i18n'
import { WORK_PERMIT_TEXT } from '../../../locales/sections/work-permit/work-permit-text'
import { appRouter } from '../../../router/app-router'
import { permitDetail, withdrawPermit } from '../../../services/work-permit-api'
import { RequestError } from '../../../services/request/request-error'
import { assetUrl } from '../../../services/asset-url'
import { useLocalFormat } from '../../../utils/show-time'
import type { WorkPermitView } from '../../../../types/api/work-permit'
import type { WorkPermitState } from '../../../../types/rules/work-permit'
import { PermitStateTag } from '../work-permit-parts/PermitStateTag'
import { leftForLogin, usePermitLogin } from '../work-permit-parts/use-permit-login'
import '../../../theme/taro-ui/button.scss'
import '../work-permit-parts/permit-parts.scss'
import './work-permit-success.scss'

const TITLES: Record<WorkPermitState, 'applied_title' | 'approved_title' | 'rejected_title' | 'withdrawn_title'> = {
  APPLIED: 'applied_title',
  APPROVED: 'approved_title',
  REJECTED: 'rejected_title',
  WITHDRAWN: 'withdrawn_title'
}

function SuccessSkeleton() {
  return (
    <View className="permit-skeleton" aria-busy="true">
      <View className="permit-skeleton__line" />
      <View className="permit-skeleton__block" />
    </View>
  )
}

function PermitBody({ permit, onChange }: { permit: WorkPermitView; onChange(p: WorkPermitView): void }) {
  const t = useSectionT(WORK_PERMIT_TEXT)
  const local = useLocalFormat()
  const { busy, run } = useSubmit()
  const withdraw = () =>
    run(async () => {
      try {
        onChange(await withdrawPermit(permit.permitId))
      } catch (error) {
        leftForLogin(error)
      }
    })

  return (
    <View className="permit-result" data-testid="permit-result" data-state={permit.state}>
      <View className="permit-result__head">
        <Icon
          name={permit.state === 'APPROVED' ? 'check_circle' : permit.state === 'REJECTED' ? 'close' : 'done'}
          tone={permit.state === 'REJECTED' ? 'muted' : 'main'}
          className="permit-result__icon"
        />
        <Text className="permit-result__title">{t(TITLES[permit.state])}</Text>
        {permit.state === 'APPLIED' && <Text className="permit-hint">{t('applied_detail')}</Text>}
        {permit.state === 'APPROVED' && <Text className="permit-hint">{t('approved_detail')}</Text>}
        {permit.state === 'REJECTED' && permit.reason && (
          <Text className="permit-result__reason" data-testid="permit-reason">
            {t('reason', { reason: permit.reason })}
          </Text>
        )}
      </View>
      {permit.state === 'APPROVED' && permit.code && (
        <View className="permit-result__code" data-testid="permit-code" data-code={permit.code}>
          <QrCode text={permit.code} className="permit-result__qr" />
          <Text className="permit-result__code-text" selectable>
            {permit.code}
          </Text>
        </View>
      )}
      <View className="permit-card">
        {permit.photoUrl && <Image className="permit-card__photo" src={assetUrl(permit.photoUrl)} mode="aspectFill" />}
        <View className="permit-facts">
          <View className="permit-facts__line">
            <Text className="permit-facts__title">{permit.name}</Text>
            <PermitStateTag state={permit.state} />
          </View>
          <Text className="permit-facts__meta">{permit.showName}</Text>
          <Text className="permit-facts__meta">
            {t(`role.${permit.role}`)} · {permit.company}
          </Text>
          <Text className="permit-facts__meta">{permit.idNumber}</Text>
          <Text className="permit-facts__meta">{t('applied_at', { time: local(permit.createdAt, 'YYYY-MM-DD HH:mm') })}</Text>
        </View>
      </View>
      <View className="permit-actions">
        {(permit.state === 'REJECTED' || permit.state === 'WITHDRAWN') && (
          <AtButton type="primary" onClick={() => void appRouter().redirect('work-permit-apply')}>
            {t('apply_again')}
          </AtButton>
        )}
        <AtButton
          type={permit.state === 'REJECTED' || permit.state === 'WITHDRAWN' ? 'secondary' : 'primary'}
          className="permit-result__records"
          onClick={() => void appRouter().redirect('work-permit-records')}
        >
          {t('to_records')}
        </AtButton>
        {permit.state === 'APPLIED' && (
          <AtButton type="secondary" disabled={busy} loading={busy} onClick={() => void withdraw()}>
            {t('withdraw')}
          </AtButton>
        )}
      </View>
    </View>
  )
}

export default function WorkPermitSuccessPage() {
  const t = useSectionT(WORK_PERMIT_TEXT)
  const live = usePermitLogin()
  const { permitId = '' } = useRouteParams()
  const detail = useAsync(
    () => (live && permitId ? permitDetail(permitId) : new Promise<WorkPermitView>(() => undefined)),
    [live, permitId]
  )
  const [changed, setChanged] = useState<WorkPermitView>()
  const permit = changed ?? (detail.status === 'ready' ? detail.data : undefined)
  const lostLogin = detail.status === 'error' && leftForLogin(detail.error)
  const notFound =
    !permitId || (detail.status === 'error' && detail.error instanceof RequestError && detail.error.errorCode === 'WORK_PERMIT_NOT_FOUND')
  const toRecords = { label: t('to_records'), onClick: () => void appRouter().redirect('work-permit-records') }

  return (
    <PageShell route="work-permit-success">
      <View className="permit-page">
        {notFound && <StateView kind="empty" icon="not_found" text={t('not_found')} action={toRecords} />}
        {!notFound && !permit && detail.status === 'loading' && <SuccessSkeleton />}
        {!notFound && !permit && detail.status === 'error' && !lostLogin && (
          <StateView kind="error" onRetry={detail.reload} action={toRecords} />
        )}
        {permit && <PermitBody permit={permit} onChange={setChanged} />}
      </View>
    </PageShell>
  )
}
