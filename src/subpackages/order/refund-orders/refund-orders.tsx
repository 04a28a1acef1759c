/**
 * refund-orders (/refund-orders?orderId&ticketIds): asking for a refund of the whole order or of the
 * chosen tickets. Amount and fee are the gateway's quote by the order's refund rule (never
 * worked out here); the buyer picks a reason and confirms; the tickets freeze at once and the order page
 * shows the request's state.
 */
import { Text, View } from '@tarojs/components'
import AtButton from 'taro-ui/lib/components/button'
import { useState } from 'react'
import { PageShell } from '../../../components/page-shell/PageShell'
import { StateView } from '../../../components/state-view/StateView'
import { Price } from '../../../components/price/Price'
import { PaidPrice } from '../../../components/price/PaidPrice'
import { Icon } from '../../../components/icon/Icon'
import { useRouteParams } from '../../../router/use-route-params'
import { appRouter } from '../../../router/app-router'
import { useAsync } from '../../../hooks/use-async'
import { useSubmit } from '../../../hooks/use-submit'
import { confirmDialog } from '../../../components/reply-dialog/dialog-queue'
import { toast } from '../../../utils/toast'
import { useSectionT } from '../../../locales/section-i18n'
import { REFUND_TEXT } from '../../../locales/sections/refund/refund-text'
import { refundQuote, applyRefund } from '../../../services/refund-api'
import { priceInfo } from '../../../../types/rules/price-info'
import { REFUND_REASON_CODES, type RefundReasonCode } from '../../../../types/api/refund'
import { chosenIdsParam, chosenIdsOf } from './refund-choice'
import '../../../theme/taro-ui/button.scss'
import './refund-orders.scss'

export default function RefundOrdersPage() {
  const t = useSectionT(REFUND_TEXT)
  const { orderId = '', ticketIds = '' } = useRouteParams()
  const chosenIds = chosenIdsOf(ticketIds)
  // Opened without an order (a bare link): nothing is asked of the gateway, the buyer is sent to the orders.
  const quote = useAsync(() => (orderId ? refundQuote(orderId, chosenIds) : Promise.resolve(undefined)), [orderId, ticketIds])
  const [reason, setReason] = useState<RefundReasonCode>()
  const { busy, run } = useSubmit()
  const backToOrder = { label: t('apply.back'), onClick: () => void appRouter().redirect('order_detail', { orderId }) }

  if (quote.status === 'loading')
    return (
      <PageShell route="refund-orders">
        <StateView kind="loading" />
      </PageShell>
    )
  if (quote.status === 'error')
    return (
      <PageShell route="refund-orders">
        <StateView kind="error" onRetry={quote.reload} action={backToOrder} />
      </PageShell>
    )
  const q = quote.data
  if (!q)
    return (
      <PageShell route="refund-orders">
        <StateView
          kind="empty"
          text={t('apply.no_order')}
          action={{ label: t('apply.my_orders'), onClick: () => void appRouter().redirect('order_list') }}
        />
      </PageShell>
    )
  const chosen = q.tickets.filter((k) => q.chosenTicketIds.includes(k.ticketId))
  if (!q.quote.allowed || chosen.length === 0) {
    return (
      <PageShell route="refund-orders">
        <StateView kind="empty" text={t('apply.not_allowed')} action={backToOrder} />
      </PageShell>
    )
  }
  const whole = chosen.length === q.tickets.filter((k) => k.refundable).length && !chosenIds?.length
  const submit = () =>
    run(async () => {
      if (!reason) return toast(t('apply.reason_required'))
      if (!(await confirmDialog(t('apply.confirm_dialog')))) return
      await applyRefund(orderId, { ...(whole ? {} : { ticketIds: q.chosenTicketIds }), reason })
      toast(t('apply.submitted'))
      await appRouter().redirect('order_detail', { orderId })
    })

  return (
    <PageShell route="refund-orders">
      <View className="refund-apply">
        <View className="refund-apply__block">
          <Text className="refund-apply__heading">{whole ? t('apply.whole_order') : t('apply.chosen', { count: chosen.length })}</Text>
          {chosen.map((k) => (
            <View key={k.ticketId} className="refund-apply__row">
              <View className="refund-apply__ticket">
                <Text>{k.seatPlanName}</Text>
                <Text className="refund-apply__sub">{k.seatInfo || k.ticketNumber}</Text>
              </View>
              <PaidPrice price={k.price} publicPrice={k.publicPrice} />
            </View>
          ))}
          {q.perTicket && (
            <View
              className="refund-apply__row"
              onClick={() => void appRouter().open('refund-order-tickets', { orderId, ticketIds: chosenIdsParam(q.chosenTicketIds) })}
            >
              <Text className="refund-apply__link">{t('apply.choose')}</Text>
              <Icon name="chevron_right" tone="muted" />
            </View>
          )}
        </View>
        <View className="refund-apply__block">
          <View className="refund-apply__row">
            <Text>{t('apply.tickets_price')}</Text>
            <Price info={priceInfo(chosen.reduce((sum, k) => sum + k.price, 0))} />
          </View>
          <View className="refund-apply__row">
            <Text>{t('apply.fee', { percent: q.quote.feePercent ?? 0 })}</Text>
            <Price info={priceInfo(q.quote.feeFen)} />
          </View>
          <View className="refund-apply__row">
            <Text>{t('apply.amount')}</Text>
            <View className="refund-apply__amount">
              <Price info={priceInfo(q.quote.amountFen)} />
            </View>
          </View>
          <Text className="refund-apply__note">{t('apply.back_note')}</Text>
          <View className="refund-apply__row" onClick={() => void appRouter().open('refund-rule-order', { orderId })}>
            <Text className="refund-apply__link">{t('apply.rules')}</Text>
            <Icon name="chevron_right" tone="muted" />
          </View>
        </View>
        <View className="refund-apply__block">
          <Text className="refund-apply__heading">{t('apply.reason')}</Text>
          {REFUND_REASON_CODES.map((code) => (
            <View key={code} className="refund-apply__row refund-apply__reason" data-reason={code} onClick={() => setReason(code)}>
              <Text>{t(`reasons.${code}`)}</Text>
              <Icon name={reason === code ? 'radio_on' : 'radio_off'} tone={reason === code ? 'main' : 'muted'} />
            </View>
          ))}
        </View>
      </View>
      <View className="refund-apply__bar">
        <AtButton type="primary" className="refund-apply__submit" loading={busy} disabled={busy} onClick={() => void submit()}>
          {t('apply.confirm')}
        </AtButton>
      </View>
    </PageShell>
  )
}
