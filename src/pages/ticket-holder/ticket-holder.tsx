/**
 * Ticket holder tab: a visitor is asked to log in; a buyer sees the e-tickets of sessions to come (or
 * past ones) with their state (未使用 / 已检票) and number, each opening its ticket with the QR code. The
 * page itself does not scroll (page traits): the list scrolls inside it. With no network the current
 * tickets come from the fallback cache, with when they were last updated.
 */
import { ScrollView, Text, View } from '@tarojs/components'
import AtButton from 'taro-ui/lib/components/button'
import { useDidShow } from '@tarojs/taro'
import AtTabs from 'taro-ui/lib/components/tabs'
import { useEffect, useState } from 'react'
import { useAtomValue } from 'jotai'
import { PageShell } from '../../components/page-shell/PageShell'
import { StateView } from '../../components/state-view/StateView'
import { loggedInAtom } from '../../session/session-atoms'
import { useT } from '../../locales/locale-atoms'
import { appRouter } from '../../router/app-router'
import { useAsync } from '../../hooks/use-async'
import { currentTicketsKeptOrLive, syncTicketKeys, tickets } from '../../services/trade-api'
import { OfflineNotice } from '../../components/offline-notice/OfflineNotice'
import { currentTickets, ticketStateKey } from './held-tickets'
import { preparePage } from '../../router/page-loading'
import { useShowTimeText } from '../../utils/show-time'
import type { Ticket } from '../../../types/api/order'
import '../../theme/taro-ui/button.scss'
import '../../theme/taro-ui/tabs.scss'
import './ticket-holder.scss'
import { Icon } from '../../components/icon/Icon'

function TicketRow({ ticket }: { ticket: Ticket }) {
  const t = useT()
  const showTimeText = useShowTimeText()
  return (
    <View
      className={`ticket-holder__ticket ticket-holder__ticket--${ticket.state.toLowerCase()}`}
      data-ticket-id={ticket.ticketId}
      onClick={() => void appRouter().open('ticket-detail-new', { id: ticket.ticketId })}
    >
      <Text className="ticket-holder__show">{ticket.showName}</Text>
      <Text className="ticket-holder__line">{showTimeText(ticket.showTime)}</Text>
      <Text className="ticket-holder__line">{`${ticket.venueName} · ${ticket.seatPlanName}${ticket.seatInfo ? ` · ${ticket.seatInfo}` : ''}`}</Text>
      {ticket.attendeeName && <Text className="ticket-holder__line">{t('ticket_holder.attendee', { name: ticket.attendeeName })}</Text>}
      <Text className="ticket-holder__line ticket-holder__number">{`${t('ticket_holder.ticket_no')} ${ticket.ticketNumber}`}</Text>
      <Text className={`ticket-holder__state ticket-holder__state--${ticket.state.toLowerCase()}`}>{t(ticketStateKey(ticket.state))}</Text>
    </View>
  )
}

export default function TicketHolderPage() {
  const t = useT()
  const loggedIn = useAtomValue(loggedInAtom)
  const [history, setHistory] = useState(false)
  const list = useAsync(async () => {
    if (!loggedIn) return { list: [] as Ticket[], savedAt: undefined }
    if (history) return { list: await tickets(true), savedAt: undefined }
    const got = await currentTicketsKeptOrLive()
    // Online: fetch, in the background, the code secrets of valid tickets the phone lacks, so every
    // ticket's rotating code shows at a door with no signal (lists carry no secret).
    if (got.savedAt === undefined) void syncTicketKeys(got.data).catch(() => undefined)
    return { list: currentTickets(got.data, got.savedAt, Date.now()), savedAt: got.savedAt }
  }, [loggedIn, history])
  // Back from paying or checking in: the list is fresh.
  useDidShow(() => loggedIn && list.status !== 'loading' && list.refresh())
  // "Ticket holder preloads ticket": on H5 the ticket pages' code (with the QR library) is fetched while
  // there is a network, so a ticket still opens at a door with none. The
  // mini-programs download subpackages themselves (preparePage does nothing there).
  const hasTickets = list.status === 'ready' && list.data.savedAt === undefined && list.data.list.length > 0
  useEffect(() => {
    if (hasTickets) void Promise.all([preparePage('/ticket-detail'), preparePage('/hot')]).catch(() => undefined)
  }, [hasTickets])

  if (!loggedIn) {
    return (
      <PageShell route="ticket_holder">
        <StateView kind="empty" text={t('ticket_holder.login_hint')} />
        <AtButton type="primary" className="ticket-holder__login" onClick={() => void appRouter().openLogin()}>
          {t('mine.login_now')}
        </AtButton>
      </PageShell>
    )
  }
  return (
    <PageShell route="ticket_holder">
      <View className="ticket-holder__tabs">
        <AtTabs
          className="ticket-holder__switch"
          current={history ? 1 : 0}
          tabList={[
            {
              title: <Text className={`ticket-holder__tab ${history ? '' : 'ticket-holder__tab--on'}`}>{t('ticket_holder.current')}</Text>
            },
            { title: <Text className={`ticket-holder__tab ${history ? 'ticket-holder__tab--on' : ''}`}>{t('ticket_holder.history')}</Text> }
          ]}
          onClick={(index: number) => setHistory(index === 1)}
        />
        {!history && list.status === 'ready' && list.data.list.some((k) => k.state === 'VALID') && (
          <Text className="ticket-holder__entry" data-entry="hot-ticket" onClick={() => void appRouter().open('hot-ticket')}>
            {t('ticket_holder.entry')}
            <Icon name="chevron_right" tone="main" className="ticket-holder__entry-chevron" />
          </Text>
        )}
        {!history && (
          <Text
            className="ticket-holder__entry"
            data-entry="bind-invitation-ticket"
            onClick={() => void appRouter().open('bind-invitation-ticket')}
          >
            {t('ticket_holder.add_ticket')}
            <Icon name="chevron_right" tone="main" className="ticket-holder__entry-chevron" />
          </Text>
        )}
        {history && (
          <Text className="ticket-holder__entry" data-entry="history-ticket" onClick={() => void appRouter().open('history-ticket')}>
            {t('ticket_holder.history')}
            <Icon name="chevron_right" tone="main" className="ticket-holder__entry-chevron" />
          </Text>
        )}
      </View>
      <ScrollView className="ticket-holder__list" scrollY>
        {list.status === 'loading' && <StateView kind="loading" />}
        {list.status === 'error' && <StateView kind="error" onRetry={list.reload} />}
        {list.status === 'ready' && list.data.savedAt !== undefined && <OfflineNotice savedAt={list.data.savedAt} />}
        {list.status === 'ready' && !list.data.list.length && <StateView kind="empty" text={t('ticket_holder.empty')} />}
        {list.status === 'ready' && list.data.list.map((ticket) => <TicketRow key={ticket.ticketId} ticket={ticket} />)}
      </ScrollView>
    </PageShell>
  )
}
