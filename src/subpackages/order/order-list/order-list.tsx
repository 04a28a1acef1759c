/** Order list at /order (login). Orders arrive with the buying issue. */
import { PageShell } from '../../../components/page-shell/PageShell'
import { StateView } from '../../../components/state-view/StateView'
import { useT } from '../../../locales/locale-atoms'

export default function OrderListPage() {
  const t = useT()
  return (
    <PageShell route='order_list'>
      <StateView kind='empty' text={t('order.empty')} />
    </PageShell>
  )
}
