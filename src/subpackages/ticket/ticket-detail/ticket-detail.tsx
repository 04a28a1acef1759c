/** E-ticket detail (ticket-detail-new; ticket-detail is its alias); tickets arrive with the buying issue. */
import { Text } from '@tarojs/components'
import { PageShell } from '../../../components/page-shell/PageShell'
import { StateView } from '../../../components/state-view/StateView'
import { useRouteParams } from '../../../router/use-route-params'
import { useT } from '../../../locales/locale-atoms'

export default function TicketDetailPage() {
  const t = useT()
  const { id = '' } = useRouteParams()
  return (
    <PageShell route='ticket-detail-new'>
      <Text>{t('ticket_holder.ticket_id', { id })}</Text>
      <StateView kind='empty' text={t('ticket_holder.empty')} />
    </PageShell>
  )
}
