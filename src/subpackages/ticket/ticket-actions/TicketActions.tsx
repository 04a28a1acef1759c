/**
 * The ticket detail's actions: show the code full screen
 * (ticket-code), share the show without the code (share-ticket), and add the session to a calendar (an
 * .ics download on H5, the system calendar in WeChat; hidden where the platform has neither), transfer it
 * (send-mine-ticket: send, or see the open transfer), and name its attendee (real-name).
 */
import { View } from '@tarojs/components'
import AtButton from 'taro-ui/lib/components/button'
import { useEffect, useRef, useState } from 'react'
import { appRouter } from '../../../router/app-router'
import { useSectionT, sectionT } from '../../../locales/section-i18n'
import { TICKETS_TEXT } from '../../../locales/sections/tickets/tickets-text'
import { ticketCalendar } from '../../../services/voucher-api'
import { CALENDAR_PREFETCH, CALENDAR_SUPPORTED, addToCalendar } from '../../../services/add-to-calendar'
import { toast } from '../../../utils/toast'
import { useT } from '../../../locales/locale-atoms'
import type { Ticket } from '../../../../types/api/order'
import type { TicketCalendar } from '../../../../types/api/voucher'
import { RequestError } from '../../../services/request/request-error'
import { isRefusalCode } from '../../../../types/api/errors'
// Binding tickets: the attendee of a ticket named after purchase.
import { RealNameAction } from '../binding/RealNameAction'
import '../../../theme/taro-ui/button.scss'
import './ticket-actions.scss'

/** States whose session is still the buyer's to attend (a refunded or rebooked ticket has no calendar entry). */
const ATTENDING: readonly Ticket['state'][] = ['VALID', 'USED', 'REFUNDING', 'TRANSFERRING']

async function saveToCalendar(ticketId: string, ready: TicketCalendar | undefined): Promise<void> {
  const text = sectionT(TICKETS_TEXT)
  try {
    const file = ready ?? (await ticketCalendar(ticketId))
    toast(text((await addToCalendar(file)) === 'added' ? 'calendar.added' : 'calendar.downloaded'))
  } catch (error) {
    // The gateway's own words when it refused (a refunded ticket), else the section's.
    toast(error instanceof RequestError && isRefusalCode(error.statusCode) && error.message ? error.message : text('calendar.failed'))
  }
}

/** `online`: the ticket was read from the gateway now, not from the offline copy (transfer needs the network). */
export function TicketActions({ ticket, online }: { ticket: Ticket; online: boolean }) {
  const t = useSectionT(TICKETS_TEXT)
  const main = useT()
  const transferable = online && (ticket.state === 'VALID' || ticket.state === 'TRANSFERRING')
  const calendar = CALENDAR_SUPPORTED && ATTENDING.includes(ticket.state)
  const [prefetched, setPrefetched] = useState<TicketCalendar>()
  const busy = useRef(false)
  useEffect(() => {
    if (calendar && CALENDAR_PREFETCH) ticketCalendar(ticket.ticketId).then(setPrefetched, () => undefined)
  }, [calendar, ticket.ticketId])
  const onCalendar = () => {
    if (busy.current) return
    busy.current = true
    void saveToCalendar(ticket.ticketId, prefetched).finally(() => (busy.current = false))
  }
  return (
    <View className="ticket-actions">
      {ticket.state === 'VALID' && (
        <AtButton
          size="small"
          className="ticket-actions__button ticket-actions__button--full-screen"
          onClick={() => void appRouter().open('ticket-code', { id: ticket.ticketId })}
        >
          {t('actions.full_screen')}
        </AtButton>
      )}
      <AtButton
        size="small"
        className="ticket-actions__button ticket-actions__button--share"
        onClick={() => void appRouter().open('share-ticket', { id: ticket.ticketId })}
      >
        {t('actions.share')}
      </AtButton>
      {/* Ticket transfer (issue #17): send it, or see the open transfer (its link, QR and cancel). */}
      {transferable && (
        <AtButton
          size="small"
          className="ticket-actions__button ticket-actions__button--transfer"
          onClick={() => void appRouter().open('send-mine-ticket', { ticketId: ticket.ticketId })}
        >
          {main('transfer_ticket.title')}
        </AtButton>
      )}
      <RealNameAction ticket={ticket} />
      {calendar && (
        <AtButton size="small" className="ticket-actions__button ticket-actions__button--calendar" onClick={onCalendar}>
          {t('actions.add_calendar')}
        </AtButton>
      )}
    </View>
  )
}
