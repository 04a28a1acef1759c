/**
 * E-ticket detail (ticket-detail-new; ticket-detail is its alias): the show, session, venue, price and
 * attendee, the ticket's state, its number (copyable; the id stays in the URL only) and the entry code
 * drawn as a QR code that changes every 30 s, derived on the phone from the ticket's secret
 * (none once used). With no network it shows the kept ticket and says when it was last updated (issue
 * #14 item 15); the code still turns, from the kept secret. A "Commemorative stub" row opens ticket-stub-print
 * when the merchant sells stubs (StubRow).
 */
import { Text, View } from '@tarojs/components'
import { PageShell } from '../../../components/page-shell/PageShell'
import { StateView } from '../../../components/state-view/StateView'
import { RotatingTicketCode } from '../../../components/rotating-code/RotatingTicketCode'
import { useRouteParams } from '../../../router/use-route-params'
import { useT } from '../../../locales/locale-atoms'
import { useAsync } from '../../../hooks/use-async'
import { ticketDetailKeptOrLive } from '../../../services/trade-api'
import { useShowTimeText } from '../../../utils/show-time'
import { CopyNumber } from '../../../components/copy-number/CopyNumber'
import { OfflineNotice } from '../../../components/offline-notice/OfflineNotice'
import { ticketStateKey } from '../../../pages/ticket-holder/held-tickets'
import { TicketActions } from '../ticket-actions/TicketActions'
import { WalletButtons } from '../ticket-actions/WalletButtons'
import { StubRow } from './StubRow'
import './ticket-detail.scss'

export default function TicketDetailPage() {
  const t = useT()
  const showTimeText = useShowTimeText()
  const { id = '' } = useRouteParams()
  const ticket = useAsync(() => ticketDetailKeptOrLive(id), [id])
  if (ticket.status === 'loading')
    return (
      <PageShell route="ticket-detail-new">
        <StateView kind="loading" />
      </PageShell>
    )
  if (ticket.status === 'error')
    return (
      <PageShell route="ticket-detail-new">
        <StateView kind="error" onRetry={ticket.reload} />
      </PageShell>
    )
  const k = ticket.data.data
  return (
    <PageShell route="ticket-detail-new">
      <View className="ticket-detail">
        {ticket.data.savedAt !== undefined && <OfflineNotice savedAt={ticket.data.savedAt} />}
        <Text className="ticket-detail__show">{k.showName}</Text>
        <Text className="ticket-detail__line">{showTimeText(k.showTime)}</Text>
        <Text className="ticket-detail__line">{k.venueName}</Text>
        <Text className="ticket-detail__line">{k.venueAddress}</Text>
        <Text className="ticket-detail__line">{k.seatPlanName}</Text>
        {k.seatInfo ? <Text className="ticket-detail__line ticket-detail__seat">{k.seatInfo}</Text> : null}
        {k.attendeeName && (
          <Text className="ticket-detail__line">{t('ticket_holder.attendee', { name: `${k.attendeeName} ${k.attendeeIdNo}` })}</Text>
        )}
        <Text className={`ticket-detail__state ticket-detail__state--${k.state.toLowerCase()}`}>{t(ticketStateKey(k.state))}</Text>
        {k.state === 'VALID' ? (
          <View className="ticket-detail__code">
            <RotatingTicketCode ticketId={k.ticketId} qrClassName="ticket-detail__qr" />
            <Text className="ticket-detail__hint">{t('ticket_holder.show_code')}</Text>
            <Text className="ticket-detail__hint">{t('ticket_holder.code_rotates')}</Text>
          </View>
        ) : (
          <Text className="ticket-detail__used">{t(k.state === 'USED' ? 'ticket_holder.used' : 'ticket_holder.void_note')}</Text>
        )}
        <CopyNumber label={t('ticket_holder.ticket_no')} number={k.ticketNumber} className="ticket-detail__number" />
        <TicketActions ticket={k} online={ticket.data.savedAt === undefined} />
        <StubRow ticketId={k.ticketId} state={k.state} online={ticket.data.savedAt === undefined} />
        {/* Wallet passes (issue #17): H5 only, when the merchant configured them. */}
        <WalletButtons ticket={k} offer={k.wallet} live={ticket.data.savedAt === undefined} />
      </View>
    </PageShell>
  )
}
