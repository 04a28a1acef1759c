/**
 * member-confirm (product.md "User area", login; issue #18 "paid membership (member-confirm → pay through
 * the same cashier → member-pay-success)"): the merchant's plans (level, price, term, description), the
 * membership agreement (member-aggrement), and pay: a member order is made (idempotent by a key kept for
 * this visit) and paid in the order's payment chooser with its transaction id; the cashier comes back to
 * member-pay-success. `planId` in the address preselects a plan (the member centre's renew).
 */
import { Text, View } from '@tarojs/components'
import AtButton from 'taro-ui/lib/components/button'
import { useMemo, useState } from 'react'
import { PageShell } from '../../../components/page-shell/PageShell'
import { StateView } from '../../../components/state-view/StateView'
import { Price } from '../../../components/price/Price'
import { Icon } from '../../../components/icon/Icon'
import { PaymentChooser } from '../../../components/payment-chooser/PaymentChooser'
import { useAsync } from '../../../hooks/use-async'
import { useSubmit } from '../../../hooks/use-submit'
import { useRouteParams } from '../../../router/use-route-params'
import { appRouter } from '../../../router/app-router'
import { useShowTimeText } from '../../../utils/show-time'
import { toast } from '../../../utils/toast'
import { useSectionT } from '../../../locales/section-i18n'
import { MEMBER_TEXT } from '../../../locales/sections/member/member-text'
import { createMemberOrder, currentLevel, memberPlans } from '../../../services/member-api'
import { newIdempotencyKey } from '../../order/confirm-order/confirm-order-model'
import { priceInfo } from '../../../../types/rules/price-info'
import { fenText } from '../../../../types/rules/money'
import type { MemberOrderReply } from '../../../../types/api/paid-member'
import '../../../theme/taro-ui/button.scss'
import '../member-parts/member-parts.scss'
import '../member-parts/paid-member.scss'

const ROUTE = 'member-confirm'

export default function MemberConfirmPage() {
  const t = useSectionT(MEMBER_TEXT)
  const timeText = useShowTimeText()
  const params = useRouteParams()
  const data = useAsync(() => Promise.all([memberPlans(), currentLevel()]), [])
  const [chosen, setChosen] = useState<string | undefined>(params.planId)
  const [paying, setPaying] = useState<MemberOrderReply>()
  // One key per plan for this visit: a retried create answers the same order, another plan is another order.
  const keys = useMemo(() => new Map<string, string>(), [])
  const { busy, run } = useSubmit()

  if (data.status === 'loading')
    return (
      <PageShell route={ROUTE}>
        <StateView kind="loading" />
      </PageShell>
    )
  if (data.status === 'error')
    return (
      <PageShell route={ROUTE}>
        <StateView kind="error" onRetry={data.reload} />
      </PageShell>
    )
  const [{ plans }, mine] = data.data
  if (!plans.length) {
    return (
      <PageShell route={ROUTE}>
        <StateView
          kind="empty"
          text={t('plans_empty')}
          detail={t('plans_empty_detail')}
          action={{ label: t('back_center'), onClick: () => void appRouter().redirect('member-center') }}
        />
      </PageShell>
    )
  }
  const plan = plans.find((p) => p.planId === chosen) ?? plans[0]
  const renewing = mine.paid?.levelId === plan.levelId

  const pay = () =>
    run(async () => {
      const key = keys.get(plan.planId) ?? newIdempotencyKey()
      keys.set(plan.planId, key)
      const order = await createMemberOrder({ planId: plan.planId, idempotencyKey: key })
      if (order.state !== 'PENDING' || !order.transactionId) {
        // The key's order is already paid or ended: a fresh key makes a new one next time.
        keys.delete(plan.planId)
        if (order.state === 'PAID') return void appRouter().redirect('member-pay-success', { orderId: order.orderId, channelId: 'MEMBER' })
        return toast(t('order_failed'))
      }
      setPaying(order)
    })

  return (
    <PageShell route={ROUTE}>
      <View className="member-page">
        <View className="member-block">
          <Text className="member-block__title">{t('choose_plan')}</Text>
          {plans.map((p) => (
            <View
              key={p.planId}
              className={`paid-plan${p.planId === plan.planId ? ' paid-plan--on' : ''}`}
              data-plan={p.planId}
              onClick={() => setChosen(p.planId)}
            >
              <View className="paid-plan__text">
                <Text className="paid-plan__level">{p.primeLevelName}</Text>
                <Text className="paid-plan__term">{t('plan_term', { term: p.durationText })}</Text>
                {p.description ? <Text className="paid-plan__desc">{p.description}</Text> : null}
              </View>
              <View className="paid-row">
                <Price info={priceInfo(p.priceFen)} />
                <Icon name={p.planId === plan.planId ? 'radio_on' : 'radio_off'} tone={p.planId === plan.planId ? 'main' : 'muted'} />
              </View>
            </View>
          ))}
          {mine.paid ? (
            <Text className="paid-note">{t('paid_until', { level: mine.paid.primeLevelName, date: timeText(mine.paid.endsAt) })}</Text>
          ) : null}
          {renewing ? <Text className="paid-note">{t('renew_note')}</Text> : null}
          <View className="paid-agreement">
            <Text>{t('agree_prefix')}</Text>
            <Text className="paid-agreement__link" data-route="member-aggrement" onClick={() => void appRouter().open('member-aggrement')}>
              {`《${t('agreement')}》`}
            </Text>
          </View>
          <AtButton type="primary" className="paid-pay" disabled={busy} loading={busy} onClick={() => void pay()}>
            {t('pay_now', { price: fenText(plan.priceFen) })}
          </AtButton>
        </View>
      </View>
      {paying && paying.transactionId && paying.payDeadline !== undefined && (
        <PaymentChooser
          orderId={paying.orderId}
          transactionId={paying.transactionId}
          amountFen={paying.priceFen}
          onClose={() => setPaying(undefined)}
          member={{
            deadline: paying.payDeadline,
            onDeadline: () => {
              toast(t('pay_closed'))
              keys.delete(paying.planId)
              setPaying(undefined)
            }
          }}
        />
      )}
    </PageShell>
  )
}
