/**
 * refund-order-tickets (/refund-order-tickets?orderId&ticketIds): choosing which tickets to refund when
 * the order's rule refunds ticket by ticket. Tickets checked in, being refunded, refunded or
 * given away are listed but cannot be chosen. Next goes to refund-orders with the choice.
 */
import { Text, View } from '@tarojs/components'
import AtButton from 'taro-ui/lib/components/button'
import { useEffect, useState } from 'react'
import { PageShell } from '../../../components/page-shell/PageShell'
import { StateView } from '../../../components/state-view/StateView'
import { PaidPrice } from '../../../components/price/PaidPrice'
import { Icon } from '../../../components/icon/Icon'
import { useRouteParams } from '../../../router/use-route-params'
import { appRouter } from '../../../router/app-router'
import { useAsync } from '../../../hooks/use-async'
import { useSectionT } from '../../../locales/section-i18n'
import { REFUND_TEXT } from '../../../locales/sections/refund/refund-text'
import { refundQuote } from '../../../services/refund-api'
import type { RefundTicketView } from '../../../../types/api/refund'
import { chosenIdsOf, chosenIdsParam, toggleChoice } from '../refund-orders/refund-choice'
import '../../../theme/taro-ui/button.scss'
import '../refund-orders/refund-orders.scss'

type StateKey = 'state_USED' | 'state_REFUNDING' | 'state_REFUNDED' | 'state_TRANSFERRING' | 'state_REBOOKED' | 'state_AWAY'

function whyNot(k: RefundTicketView): StateKey | undefined {
  if (k.refundable) return undefined
  return k.state === 'VALID' ? 'state_AWAY' : (`state_${k.state}` as StateKey)
}

export default function RefundOrderTicketsPage() {
  const t = useSectionT(REFUND_TEXT)
  const { orderId = '', ticketIds = '' } = useRouteParams()
  const quote = useAsync(() => refundQuote(orderId), [orderId])
  const [chosen, setChosen] = useState<string[]>(() => chosenIdsOf(ticketIds) ?? [])
  useEffect(() => {
    // Nothing chosen yet: start from every refundable ticket, as the whole-order quote does.
    if (quote.status === 'ready' && chosen.length === 0) setChosen(quote.data.chosenTicketIds)
    // Only when the quote arrives: a buyer who later clears every ticket is not refilled.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [quote.status])
  const back = { label: t('apply.back'), onClick: () => void appRouter().redirect('order_detail', { orderId }) }

  if (quote.status === 'loading')
    return (
      <PageShell route="refund-order-tickets">
        <StateView kind="loading" />
      </PageShell>
    )
  if (quote.status === 'error')
    return (
      <PageShell route="refund-order-tickets">
        <StateView kind="error" onRetry={quote.reload} action={back} />
      </PageShell>
    )
  const { tickets } = quote.data
  if (!tickets.some((k) => k.refundable)) {
    return (
      <PageShell route="refund-order-tickets">
        <StateView kind="empty" text={t('tickets.none')} action={back} />
      </PageShell>
    )
  }
  return (
    <PageShell route="refund-order-tickets">
      <View className="refund-apply">
        <Text className="refund-apply__note">{t('tickets.hint')}</Text>
        <View className="refund-apply__block">
          {tickets.map((k) => {
            const off = whyNot(k)
            const on = chosen.includes(k.ticketId)
            return (
              <View
                key={k.ticketId}
                className={`refund-apply__row refund-apply__pick${off ? ' refund-apply__row--off' : ''}`}
                data-ticket={k.ticketId}
                onClick={() => setChosen((c) => toggleChoice(c, k.ticketId, k.refundable))}
              >
                <View className="refund-apply__choice">
                  {!off && <Icon name={on ? 'check_on' : 'check_off'} tone={on ? 'main' : 'muted'} />}
                  <View className="refund-apply__ticket">
                    <Text>{k.seatPlanName}</Text>
                    <Text className="refund-apply__sub">{off ? t(`tickets.${off}`) : k.seatInfo || k.ticketNumber}</Text>
                  </View>
                </View>
                <PaidPrice price={k.price} publicPrice={k.publicPrice} />
              </View>
            )
          })}
        </View>
      </View>
      <View className="refund-apply__bar">
        <AtButton
          type="primary"
          className="refund-apply__submit"
          disabled={chosen.length === 0}
          onClick={() => void appRouter().redirect('refund-orders', { orderId, ticketIds: chosenIdsParam(chosen) })}
        >
          {t('tickets.next', { count: chosen.length })}
        </AtButton>
      </View>
    </PageShell>
  )
}
