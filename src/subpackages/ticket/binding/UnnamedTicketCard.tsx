/** One ticket waiting for (or given) its attendee: show, number, the registration deadline or that it has closed. */
import { Text, View } from '@tarojs/components'
import type { ReactNode } from 'react'
import { useSectionT } from '../../../locales/section-i18n'
import { BINDING_TEXT } from '../../../locales/sections/binding/binding-text'
import type { UnnamedTicket } from '../../../../types/api/binding'
import { useLocalFormat } from '../../../utils/show-time'

export function UnnamedTicketCard({ ticket, children }: { ticket: UnnamedTicket; children?: ReactNode }) {
  const local = useLocalFormat()
  const t = useSectionT(BINDING_TEXT)
  return (
    <View className="binding-card" data-ticket-id={ticket.ticketId}>
      <Text className="binding-card__show">{ticket.showName}</Text>
      <Text className="binding-note">{ticket.ticketNumber}</Text>
      {ticket.attendeeName ? (
        <Text className="binding-note">{t('real_name.bound', { name: ticket.attendeeName })}</Text>
      ) : (
        <Text className={`binding-note ${ticket.open ? '' : 'binding-note--error'}`}>
          {ticket.open ? t('real_name.deadline', { time: local(ticket.deadline, 'YYYY-MM-DD HH:mm') }) : t('real_name.closed')}
        </Text>
      )}
      {children}
    </View>
  )
}
