/**
 * history-ticket (login): the buyer's past tickets — sessions long over and used, refunded or rebooked
 * tickets — grouped per order and session (voucher page_list, scope history), latest first, paged (more
 * at the end of the list), pull to refresh. Each ticket opens its detail. Opened from the ticket holder.
 */
import { Text, View } from '@tarojs/components'
import AtButton from 'taro-ui/lib/components/button'
import { usePullDownRefresh, stopPullDownRefresh, useReachBottom } from '@tarojs/taro'
import { useCallback, useEffect, useRef, useState } from 'react'
import { PageShell } from '../../../components/page-shell/PageShell'
import { StateView } from '../../../components/state-view/StateView'
import { useT } from '../../../locales/locale-atoms'
import { useSectionT } from '../../../locales/section-i18n'
import { TICKETS_TEXT } from '../../../locales/sections/tickets/tickets-text'
import { voucherPage } from '../../../services/voucher-api'
import { appRouter } from '../../../router/app-router'
import { useShowTimeText } from '../../../utils/show-time'
import { appendVoucherPage, nextOffset } from './voucher-pages'
import { ticketStateWords } from '../ticket-state-words'
import type { Voucher, VoucherPage } from '../../../../types/api/voucher'
import '../../../theme/taro-ui/button.scss'
import './history-ticket.scss'

type Pages = { status: 'loading' } | { status: 'error' } | { status: 'ready'; pages: VoucherPage; more: 'idle' | 'loading' | 'error' }

function useHistoryPages() {
  const [state, setState] = useState<Pages>({ status: 'loading' })
  const round = useRef(0)
  const first = useCallback(async (quiet: boolean) => {
    const mine = ++round.current
    if (!quiet) setState({ status: 'loading' })
    try {
      const pages = await voucherPage('history', 0)
      if (mine === round.current) setState({ status: 'ready', pages, more: 'idle' })
    } catch {
      if (mine === round.current) setState((now) => (quiet && now.status === 'ready' ? now : { status: 'error' }))
    }
  }, [])
  const more = useCallback(async () => {
    if (state.status !== 'ready' || !state.pages.hasMore || state.more === 'loading') return
    const mine = round.current
    const before = state.pages
    setState({ ...state, more: 'loading' })
    try {
      const next = await voucherPage('history', nextOffset(before))
      if (mine === round.current) setState({ status: 'ready', pages: appendVoucherPage(before, next), more: 'idle' })
    } catch {
      if (mine === round.current) setState({ status: 'ready', pages: before, more: 'error' })
    }
  }, [state])
  useEffect(() => void first(false), [first])
  return { state, reload: () => void first(false), refresh: () => first(true), more }
}

function VoucherCard({ voucher }: { voucher: Voucher }) {
  const t = useT()
  const s = useSectionT(TICKETS_TEXT)
  const showTimeText = useShowTimeText()
  return (
    <View className="history-ticket__voucher" data-voucher-id={voucher.voucherId}>
      <Text className="history-ticket__show">{voucher.showName}</Text>
      <Text className="history-ticket__line">{showTimeText(voucher.showTime)}</Text>
      <Text className="history-ticket__line">{voucher.venueName}</Text>
      {voucher.tickets.map((k) => (
        <View
          key={k.ticketId}
          className="history-ticket__ticket"
          data-ticket-id={k.ticketId}
          onClick={() => void appRouter().open('ticket-detail-new', { id: k.ticketId })}
        >
          <View className="history-ticket__ticket-main">
            <Text className="history-ticket__line">{[k.seatPlanName, k.seatInfo, k.attendeeName].filter(Boolean).join(' · ')}</Text>
            <Text className="history-ticket__number">{`${t('ticket_holder.ticket_no')} ${k.ticketNumber}`}</Text>
          </View>
          <Text className={`history-ticket__state history-ticket__state--${k.state.toLowerCase()}`}>{s(ticketStateWords(k.state))}</Text>
        </View>
      ))}
    </View>
  )
}

export default function HistoryTicketPage() {
  const s = useSectionT(TICKETS_TEXT)
  const { state, reload, refresh, more } = useHistoryPages()
  usePullDownRefresh(() => void refresh().finally(() => void stopPullDownRefresh()))
  useReachBottom(() => void more())

  if (state.status === 'loading')
    return (
      <PageShell route="history-ticket">
        <StateView kind="loading" />
      </PageShell>
    )
  if (state.status === 'error')
    return (
      <PageShell route="history-ticket">
        <StateView kind="error" onRetry={reload} />
      </PageShell>
    )
  const { pages } = state
  if (!pages.list.length) {
    return (
      <PageShell route="history-ticket">
        <StateView
          kind="empty"
          text={s('history.empty')}
          action={{ label: s('history.to_holder'), onClick: () => void appRouter().switchTab('ticket_holder') }}
        />
      </PageShell>
    )
  }
  return (
    <PageShell route="history-ticket">
      <View className="history-ticket">
        <Text className="history-ticket__total">{s('history.count', { count: pages.total })}</Text>
        {pages.list.map((v) => (
          <VoucherCard key={v.voucherId} voucher={v} />
        ))}
        {pages.hasMore ? (
          <AtButton size="small" className="history-ticket__more" loading={state.more === 'loading'} onClick={() => void more()}>
            {s('history.load_more')}
          </AtButton>
        ) : (
          <Text className="history-ticket__end">{s('history.no_more')}</Text>
        )}
      </View>
    </PageShell>
  )
}
