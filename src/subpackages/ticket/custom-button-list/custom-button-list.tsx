/**
 * custom-button-list (/custom-button-list; login; pull to refresh): the holder's transfer records, sent
 * and received, newest first, each with its state (issue #17: in transfer, transferred, cancelled by
 * transferor, accepted, time exceeded). An open one opens its send page (link, QR, cancel); an accepted one
 * opens the ticket.
 */
import { Text, View } from '@tarojs/components'
import { usePullDownRefresh, stopPullDownRefresh, useDidShow } from '@tarojs/taro'
import { PageShell } from '../../../components/page-shell/PageShell'
import { StateView } from '../../../components/state-view/StateView'
import { Icon } from '../../../components/icon/Icon'
import { appRouter } from '../../../router/app-router'
import { useAsync } from '../../../hooks/use-async'
import { useSectionT } from '../../../locales/section-i18n'
import { TRANSFER_TEXT } from '../../../locales/sections/transfer/transfer-text'
import { transferRecords } from '../../../services/transfer-api'
import type { TicketTransfer } from '../../../../types/api/transfer'
import '../transfer/transfer.scss'
import { useLocalFormat } from '../../../utils/show-time'

/** Where a record leads: its send page while open, the ticket once it is the viewer's; nowhere otherwise. */
function destination(r: TicketTransfer): (() => void) | undefined {
  if (r.direction === 'SENT' && r.status === 'IN_TRANSFER')
    return () => void appRouter().open('send-mine-ticket', { ticketId: r.ticket.ticketId })
  if (r.direction === 'RECEIVED' && r.status === 'ACCEPTED')
    return () => void appRouter().open('ticket-detail-new', { id: r.ticket.ticketId })
  return undefined
}

export default function CustomButtonListPage() {
  const local = useLocalFormat()
  const t = useSectionT(TRANSFER_TEXT)
  const records = useAsync(() => transferRecords(), [])
  usePullDownRefresh(() => {
    records.reload()
    void stopPullDownRefresh()
  })
  useDidShow(() => records.status === 'ready' && records.refresh())

  return (
    <PageShell route="custom-button-list">
      <View className="transfer-page">
        {records.status === 'loading' && <StateView kind="loading" />}
        {records.status === 'error' && <StateView kind="error" onRetry={records.reload} />}
        {records.status === 'ready' && !records.data.length && (
          <StateView
            kind="empty"
            text={t('records.empty')}
            action={{ label: t('accept.to_ticket_holder'), onClick: () => void appRouter().open('ticket_holder') }}
          />
        )}
        {records.status === 'ready' &&
          records.data.map((r) => {
            const open = destination(r)
            return (
              <View
                key={r.transferId}
                className="transfer-row transfer-record"
                data-transfer-id={r.transferId}
                data-status={r.status}
                onClick={open}
              >
                <View className="transfer-row__main">
                  <Text className="transfer-card__show">{r.ticket.showName}</Text>
                  <Text className="transfer-note">{`${t(`direction.${r.direction}`)} · ${r.direction === 'SENT' ? t('records.to', { phone: r.transfereePhone }) : r.ticket.seatPlanName}`}</Text>
                  <Text className="transfer-note">{local(r.createdAt, 'YYYY-MM-DD HH:mm')}</Text>
                </View>
                <Text className={`transfer-status transfer-status--${r.status.toLowerCase()}`}>{t(`status.${r.status}`)}</Text>
                {open && <Icon name="chevron_right" tone="muted" />}
              </View>
            )
          })}
      </View>
    </PageShell>
  )
}
