/**
 * The ticket detail's "Commemorative stub" row (docs/shop-app.md "Ticket stubs"): shown when the merchant
 * sells a stub of this ticket (its preview has designs) or one is already ordered, and opens
 * ticket-stub-print. Asked quietly: a ticket that cannot have a stub, or a failed call, shows no row.
 */
import { View } from '@tarojs/components'
import { useAtomValue } from 'jotai'
import { MenuList } from '../../../components/menu-list/MenuList'
import { useAsync } from '../../../hooks/use-async'
import { appRouter } from '../../../router/app-router'
import { localeAtom, useT } from '../../../locales/locale-atoms'
import { stubPreview } from '../../../services/ticket-stub-api'
import type { TicketState } from '../../../../types/api/order'

/** Ticket states a stub prints (ticket-stub-rules.ts STUB_TICKET_STATES). */
const PRINTABLE: readonly TicketState[] = ['VALID', 'USED']

export function StubRow({ ticketId, state, online }: { ticketId: string; state: TicketState; online: boolean }) {
  const t = useT()
  const locale = useAtomValue(localeAtom)
  const asks = online && PRINTABLE.includes(state)
  const preview = useAsync(() => (asks ? stubPreview(ticketId, true) : Promise.resolve(undefined)), [ticketId, asks, locale])
  if (preview.status !== 'ready' || !preview.data) return null
  const { designs, ticket } = preview.data
  if (!designs.length && !ticket.stubOrderId) return null
  return (
    <View className="ticket-detail__stub">
      <MenuList
        items={[
          {
            key: 'stub',
            label: t('shop.stub_row'),
            value: ticket.stubOrderId ? t('shop.stub_row_ordered') : t('shop.stub_row_offer'),
            onClick: () => void appRouter().open('ticket-stub-print', { ticketId })
          }
        ]}
      />
    </View>
  )
}
