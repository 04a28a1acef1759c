/**
 * Ticket detail's action for real-name binding after purchase: a VALID ticket without an
 * attendee asks whether its order has tickets waiting for one (a list call: an empty answer, never an
 * error, on shows that do not name attendees after purchase) and, while registration is open, offers it.
 */
import AtButton from 'taro-ui/lib/components/button'
import { useEffect, useState } from 'react'
import { appRouter } from '../../../router/app-router'
import { useSectionT } from '../../../locales/section-i18n'
import { BINDING_TEXT } from '../../../locales/sections/binding/binding-text'
import { unnamedTickets } from '../../../services/binding-api'
import type { Ticket } from '../../../../types/api/order'

export function RealNameAction({ ticket }: { ticket: Ticket }) {
  const t = useSectionT(BINDING_TEXT)
  const [open, setOpen] = useState(false)
  const candidate = ticket.state === 'VALID' && !ticket.attendeeName
  useEffect(() => {
    if (!candidate) return setOpen(false)
    let live = true
    unnamedTickets(ticket.orderId).then(
      (list) => live && setOpen(list.some((k) => k.ticketId === ticket.ticketId && k.open)),
      () => undefined
    )
    return () => {
      live = false
    }
  }, [candidate, ticket.orderId, ticket.ticketId])
  if (!open) return null
  return (
    <AtButton
      size="small"
      className="ticket-actions__button ticket-actions__button--real-name"
      onClick={() => void appRouter().open('real-name-single', { ticketId: ticket.ticketId })}
    >
      {t('real_name.bind')}
    </AtButton>
  )
}
