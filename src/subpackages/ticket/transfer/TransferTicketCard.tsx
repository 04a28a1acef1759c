/** The ticket a transfer is about: show, session, venue, price plan and seat (the transfer pages' header). */
import { Text, View } from '@tarojs/components'
import type { Ticket } from '../../../../types/api/order'
import { useShowTimeText } from '../../../utils/show-time'

export function TransferTicketCard({ ticket }: { ticket: Ticket }) {
  const showTimeText = useShowTimeText()
  return (
    <View className="transfer-card" data-ticket-id={ticket.ticketId}>
      <Text className="transfer-card__show">{ticket.showName}</Text>
      <Text className="transfer-card__line">{showTimeText(ticket.showTime)}</Text>
      <Text className="transfer-card__line">{ticket.venueName}</Text>
      <Text className="transfer-card__line">{ticket.seatInfo ? `${ticket.seatPlanName} · ${ticket.seatInfo}` : ticket.seatPlanName}</Text>
      {ticket.attendeeName ? <Text className="transfer-card__line">{`${ticket.attendeeName} ${ticket.attendeeIdNo}`}</Text> : null}
    </View>
  )
}
