/**
 * member-pay-success (calls-errors-limits.md "/member-pay-success, with query orderId and channelId";
 * paid membership): where the cashier comes back to. It reads the member order, and while the
 * platform's notification has not arrived (PENDING) it waits and asks again, as pay-loading does for an
 * order; then the level and until when it is held, and the way back to the member centre. An order that
 * ended unpaid offers to start again.
 */
import { Text, View } from '@tarojs/components'
import AtButton from 'taro-ui/lib/components/button'
import { useEffect, useState } from 'react'
import { PageShell } from '../../../components/page-shell/PageShell'
import { StateView } from '../../../components/state-view/StateView'
import { Icon } from '../../../components/icon/Icon'
import { useAsync } from '../../../hooks/use-async'
import { useRouteParams } from '../../../router/use-route-params'
import { appRouter } from '../../../router/app-router'
import { useShowTimeText } from '../../../utils/show-time'
import { useSectionT } from '../../../locales/section-i18n'
import { MEMBER_TEXT } from '../../../locales/sections/member/member-text'
import { memberOrder } from '../../../services/member-api'
import { POLL_MS, POLL_ROUNDS, paySuccessView } from '../member-parts/paid-member-model'
import '../../../theme/taro-ui/button.scss'
import '../member-parts/member-parts.scss'
import '../member-parts/paid-member.scss'

const ROUTE = 'member-pay-success'

export default function MemberPaySuccessPage() {
  const t = useSectionT(MEMBER_TEXT)
  const timeText = useShowTimeText()
  const { orderId = '' } = useRouteParams()
  const order = useAsync(() => memberOrder(orderId), [orderId])
  const [rounds, setRounds] = useState(0)
  const view = order.status === 'ready' ? paySuccessView(order.data) : undefined
  // Asked again while the notification has not arrived; after a minute the buyer asks (the retry below).
  const gaveUp = view === 'waiting' && rounds >= POLL_ROUNDS
  useEffect(() => {
    if (view !== 'waiting' || gaveUp) return undefined
    const timer = setTimeout(() => {
      setRounds((n) => n + 1)
      order.refresh()
    }, POLL_MS)
    return () => clearTimeout(timer)
  }, [view, order, gaveUp])
  const toCenter = () => void appRouter().redirect('member-center')

  if (!orderId)
    return (
      <PageShell route={ROUTE}>
        <StateView kind="empty" text={t('not_paid_title')} action={{ label: t('back_center'), onClick: toCenter }} />
      </PageShell>
    )
  if (order.status === 'loading')
    return (
      <PageShell route={ROUTE}>
        <StateView kind="loading" />
      </PageShell>
    )
  if (order.status === 'error')
    return (
      <PageShell route={ROUTE}>
        <StateView kind="error" onRetry={order.reload} />
      </PageShell>
    )
  const o = order.data
  return (
    <PageShell route={ROUTE}>
      <View className="member-page">
        <View className="member-block paid-result" data-state={o.state}>
          {view === 'waiting' && (
            <>
              <Icon name="wallet" tone="main" />
              <Text className="paid-result__title">{t('paying_title')}</Text>
              <Text className="paid-result__line">{t('paying_detail')}</Text>
            </>
          )}
          {view === 'paid' && (
            <>
              <Icon name="check_circle" tone="main" />
              <Text className="paid-result__title">{t('success_title')}</Text>
              <Text className="paid-result__line" data-level={o.levelId}>
                {t('success_level', { level: o.primeLevelName })}
              </Text>
              {o.levelUntil !== undefined && (
                <Text className="paid-result__line">{t('success_until', { date: timeText(o.levelUntil) })}</Text>
              )}
            </>
          )}
          {view === 'refunded' && <Text className="paid-result__title">{t('refunded_title')}</Text>}
          {view === 'ended' && (
            <>
              <Text className="paid-result__title">{t('not_paid_title')}</Text>
              <Text className="paid-result__line">{t('not_paid_detail')}</Text>
            </>
          )}
          <AtButton type="primary" className="paid-back" onClick={toCenter}>
            {t('back_center')}
          </AtButton>
          {gaveUp && (
            <AtButton className="paid-again" onClick={() => setRounds(0)}>
              {t('check_again')}
            </AtButton>
          )}
          {view === 'ended' && (
            <AtButton className="paid-again" onClick={() => void appRouter().redirect('member-confirm', { planId: o.planId })}>
              {t('try_again')}
            </AtButton>
          )}
        </View>
      </View>
    </PageShell>
  )
}
