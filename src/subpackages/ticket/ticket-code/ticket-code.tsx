/**
 * ticket-code (login): one ticket's entry code full screen — the same rotating QR as the ticket detail
 * (RotatingTicketCode, from the kept per-ticket secret, so it works with no network) over the whole
 * window, centred both ways and as wide as most of the screen, the screen turned up and kept awake where
 * the platform can (else a hint to do it), and the ticket's number for the staff. A tap on the code or
 * the close button goes back to the ticket. A ticket that cannot be shown goes to ticket-error.
 */
import { Text, View } from '@tarojs/components'
import { PageShell } from '../../../components/page-shell/PageShell'
import { StateView } from '../../../components/state-view/StateView'
import { RotatingTicketCode } from '../../../components/rotating-code/RotatingTicketCode'
import { OfflineNotice } from '../../../components/offline-notice/OfflineNotice'
import { useRouteParams } from '../../../router/use-route-params'
import { appRouter } from '../../../router/app-router'
import { useT } from '../../../locales/locale-atoms'
import { useSectionT } from '../../../locales/section-i18n'
import { TICKETS_TEXT } from '../../../locales/sections/tickets/tickets-text'
import { useShowTimeText } from '../../../utils/show-time'
import { Icon } from '../../../components/icon/Icon'
import { useBrightScreen, useCodeTicket } from './use-code-ticket'
import './ticket-code.scss'

export default function TicketCodePage() {
  const t = useT()
  const s = useSectionT(TICKETS_TEXT)
  const showTimeText = useShowTimeText()
  const { id = '' } = useRouteParams()
  const { ticket, problem } = useCodeTicket(id)
  const brightened = useBrightScreen()

  if (ticket.status === 'loading' || problem)
    return (
      <PageShell route="ticket-code">
        <StateView kind="loading" />
      </PageShell>
    )
  if (ticket.status === 'error')
    return (
      <PageShell route="ticket-code">
        <StateView kind="error" onRetry={ticket.reload} />
      </PageShell>
    )
  const k = ticket.data.data
  const leave = () => void appRouter().back()
  // Three rows, the outer two of equal height, so the code sits in the middle of the window whatever the texts above and below.
  return (
    <PageShell route="ticket-code">
      <View className="ticket-code" data-ticket-id={k.ticketId}>
        <View className="ticket-code__close" role="button" aria-label={t('common.close')} onClick={leave}>
          <Icon name="close" tone="muted" className="ticket-code__close-icon" />
        </View>
        <View className="ticket-code__head">
          {ticket.data.savedAt !== undefined && <OfflineNotice savedAt={ticket.data.savedAt} />}
          <Text className="ticket-code__show">{k.showName}</Text>
          <Text className="ticket-code__line">{showTimeText(k.showTime)}</Text>
          <Text className="ticket-code__line">{[k.seatPlanName, k.seatInfo, k.attendeeName].filter(Boolean).join(' · ')}</Text>
        </View>
        <View className="ticket-code__middle" onClick={leave}>
          <RotatingTicketCode ticketId={k.ticketId} qrClassName="ticket-code__qr" />
        </View>
        <View className="ticket-code__foot">
          <Text className="ticket-code__number">{`${t('ticket_holder.ticket_no')} ${k.ticketNumber}`}</Text>
          <Text className="ticket-code__hint">{brightened ? s('code.brightened') : s('code.brightness_hint')}</Text>
          <Text className="ticket-code__hint">{t('ticket_holder.code_rotates')}</Text>
        </View>
      </View>
    </PageShell>
  )
}
