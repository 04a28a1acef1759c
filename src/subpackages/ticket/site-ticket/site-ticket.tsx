/**
 * site-ticket (/site-ticket?id=, login; product.md "Tickets area"): one ticket bought at the venue, its
 * rotating entry code large for the gate (the ticket pages' RotatingTicketCode, from the ticket's own code
 * secret: the one code scheme, no second), with the show, session (merchant zone), tier and seat, the
 * ticket number for the staff, the screen turned up where the platform can. A ticket that cannot be
 * shown (used, refunded, not the buyer's) goes to ticket-error, as ticket-code does.
 */
import { Text, View } from '@tarojs/components'
import { PageShell } from '../../../components/page-shell/PageShell'
import { StateView } from '../../../components/state-view/StateView'
import { RotatingTicketCode } from '../../../components/rotating-code/RotatingTicketCode'
import { OfflineNotice } from '../../../components/offline-notice/OfflineNotice'
import { useRouteParams } from '../../../router/use-route-params'
import { useT } from '../../../locales/locale-atoms'
import { useSectionT } from '../../../locales/section-i18n'
import { ONSITE_TEXT } from '../../../locales/sections/onsite/onsite-text'
import { useShowTimeText } from '../../../utils/show-time'
import { useBrightScreen, useCodeTicket } from '../ticket-code/use-code-ticket'
import './site-ticket.scss'

export default function SiteTicketPage() {
  const t = useT()
  const o = useSectionT(ONSITE_TEXT)
  const showTimeText = useShowTimeText()
  const { id = '' } = useRouteParams()
  const { ticket, problem } = useCodeTicket(id)
  useBrightScreen()

  if (ticket.status === 'loading' || problem)
    return (
      <PageShell route="site-ticket">
        <View className="site-ticket__skeleton" data-testid="site-ticket-loading" />
      </PageShell>
    )
  if (ticket.status === 'error')
    return (
      <PageShell route="site-ticket">
        <StateView kind="error" onRetry={ticket.reload} />
      </PageShell>
    )
  const k = ticket.data.data
  return (
    <PageShell route="site-ticket">
      <View className="site-ticket" data-testid="site-ticket" data-ticket-id={k.ticketId}>
        {ticket.data.savedAt !== undefined && <OfflineNotice savedAt={ticket.data.savedAt} />}
        <Text className="site-ticket__badge">{o('badge')}</Text>
        <Text className="site-ticket__show">{k.showName}</Text>
        <Text className="site-ticket__line">{showTimeText(k.showTime)}</Text>
        <Text className="site-ticket__line">{k.venueName}</Text>
        <Text className="site-ticket__seat">{[k.seatPlanName, k.seatInfo].filter(Boolean).join(' · ')}</Text>
        <View className="site-ticket__code">
          <RotatingTicketCode ticketId={k.ticketId} qrClassName="site-ticket__qr" />
        </View>
        <Text className="site-ticket__number">{`${t('ticket_holder.ticket_no')} ${k.ticketNumber}`}</Text>
        <Text className="site-ticket__hint">{o('gate_hint')}</Text>
      </View>
    </PageShell>
  )
}
