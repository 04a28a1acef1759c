/** Order detail at /order/detail/:orderId (login; swipe-back disabled). */
import { Text } from '@tarojs/components'
import { PageShell } from '../../../components/page-shell/PageShell'
import { StateView } from '../../../components/state-view/StateView'
import { useRouteParams } from '../../../router/use-route-params'
import { useT } from '../../../locales/locale-atoms'

export default function OrderDetailPage() {
  const t = useT()
  const { orderId = '' } = useRouteParams()
  return (
    <PageShell route='order_detail'>
      <Text>{t('order.order_no', { orderId })}</Text>
      <StateView kind='empty' text={t('order.empty')} />
    </PageShell>
  )
}
