/**
 * pay_success (/pay-success?orderId&orderType): where the cashier returns. The order is read until it is
 * no longer unpaid (every 3 s, 5 times); paid shows success with the tickets and the order; otherwise the
 * buyer goes on to the order detail.
 */
import { Text, View } from '@tarojs/components'
import { useEffect, useState } from 'react'
import { PageShell } from '../../../components/page-shell/PageShell'
import { StateView } from '../../../components/state-view/StateView'
import { useRouteParams } from '../../../router/use-route-params'
import { appRouter } from '../../../router/app-router'
import { useT } from '../../../locales/locale-atoms'
import { orderDetail } from '../../../services/trade-api'
import { pollPayResult, type PayResult } from './pay-result'
import '../../../components/form-field/form-field.scss'
import './pay-success.scss'

export default function PaySuccessPage() {
  const t = useT()
  const { orderId = '' } = useRouteParams()
  const [result, setResult] = useState<PayResult>()

  useEffect(() => {
    let live = true
    void pollPayResult(
      async () => (await orderDetail(orderId)).orderState,
      (ms) => new Promise((r) => setTimeout(r, ms))
    ).then((r) => {
      if (!live) return
      setResult(r)
      if (r !== 'paid') void appRouter().redirect('order_detail', { orderId })
    })
    return () => {
      live = false
    }
  }, [orderId])

  if (result !== 'paid') {
    return (
      <PageShell route='pay_success'>
        <StateView kind='loading' />
        <Text className='pay-success__checking'>{t('pay_success.checking')}</Text>
      </PageShell>
    )
  }
  return (
    <PageShell route='pay_success'>
      <View className='pay-success'>
        <Text className='pay-success__icon'>✓</Text>
        <Text className='pay-success__title'>{t('pay_success.done')}</Text>
        <View className='form-actions'>
          <View className='form-button pay-success__tickets' onClick={() => void appRouter().switchTab('ticket_holder')}>
            {t('pay_success.view_tickets')}
          </View>
          <View className='form-button form-button--plain pay-success__order' onClick={() => void appRouter().redirect('order_detail', { orderId })}>
            {t('pay_success.view_order')}
          </View>
        </View>
      </View>
    </PageShell>
  )
}
