/**
 * hot-ticket (/hot, login): the entry codes for the buyer's next session, one QR code per ticket to swipe
 * through at the door, each changing every 30 s, with the time left until it starts. Opened
 * from the ticket holder.
 */
import { Swiper, SwiperItem, Text, View } from '@tarojs/components'
import AtButton from 'taro-ui/lib/components/button'
import { useDidShow } from '@tarojs/taro'
import { useState } from 'react'
import { PageShell } from '../../../components/page-shell/PageShell'
import { StateView } from '../../../components/state-view/StateView'
import { RotatingTicketCode } from '../../../components/rotating-code/RotatingTicketCode'
import { useT } from '../../../locales/locale-atoms'
import { useAsync } from '../../../hooks/use-async'
import { useDeadline } from '../../../hooks/use-deadline'
import { currentTicketsKeptOrLive, hotTicketsKeptOrLive, syncTicketKeys } from '../../../services/trade-api'
import { OfflineNotice } from '../../../components/offline-notice/OfflineNotice'
import { hotFromKept, ticketStateKey } from '../../../pages/ticket-holder/held-tickets'
import type { KeptOrLive } from '../../../services/request/request-client'
import type { HotTickets } from '../../../../types/api/order'

/**
 * The next session's codes, live or kept; with no network and no kept copy of this call, from the kept
 * current tickets (issue #14 item 15: the codes "must show offline").
 */
async function loadHot(): Promise<KeptOrLive<HotTickets | null>> {
  try {
    const got = await hotTicketsKeptOrLive()
    // Online: the code secrets of tickets never opened yet (lists carry none).
    if (got.savedAt === undefined && got.data) await syncTicketKeys(got.data.tickets).catch(() => undefined)
    return got
  } catch (error) {
    const kept = await currentTicketsKeptOrLive(true).catch(() => undefined)
    if (kept?.savedAt === undefined) throw error
    return { data: hotFromKept(kept.data, Date.now()), savedAt: kept.savedAt }
  }
}
import { appRouter } from '../../../router/app-router'
import { useShowTimeText } from '../../../utils/show-time'
import { startsInText } from './starts-in'
import '../ticket-detail/ticket-detail.scss'
import '../../../theme/taro-ui/button.scss'
import './hot-ticket.scss'

export default function HotTicketPage() {
  const t = useT()
  const showTimeText = useShowTimeText()
  const hot = useAsync(loadHot, [])
  const [index, setIndex] = useState(0)
  // Back from the door or another page: the codes are fresh (a used one drops out).
  useDidShow(() => hot.status === 'ready' && hot.refresh())
  // A live reply's seconds keep the phone's clock out of it; a kept reply's seconds are as old as the reply, so it counts to the session's start.
  const startsAt =
    hot.status === 'ready' && hot.data.data
      ? hot.data.savedAt === undefined
        ? Date.now() + hot.data.data.startsIn * 1000
        : hot.data.data.showTime
      : undefined
  const left = useDeadline(startsAt)

  if (hot.status === 'loading')
    return (
      <PageShell route="hot-ticket">
        <StateView kind="loading" />
      </PageShell>
    )
  if (hot.status === 'error')
    return (
      <PageShell route="hot-ticket">
        <StateView kind="error" onRetry={hot.reload} />
      </PageShell>
    )
  if (!hot.data.data) {
    return (
      <PageShell route="hot-ticket">
        <StateView kind="empty" text={t('ticket_holder.hot_empty')} />
        <AtButton type="primary" className="hot-ticket__to-holder" onClick={() => void appRouter().switchTab('ticket_holder')}>
          {t('ticket_holder.to_holder')}
        </AtButton>
      </PageShell>
    )
  }
  const h = hot.data.data
  const savedAt = hot.data.savedAt
  const startsIn = startsInText(left)
  return (
    <PageShell route="hot-ticket">
      {savedAt !== undefined && <OfflineNotice savedAt={savedAt} />}
      <View className="ticket-detail hot-ticket">
        <Text className="ticket-detail__show">{h.showName}</Text>
        <Text className="ticket-detail__line">{showTimeText(h.showTime)}</Text>
        <Text className="ticket-detail__line">{`${h.venueName} ${h.venueAddress}`}</Text>
        <Text className="hot-ticket__starts">{startsIn ? t(startsIn.key, startsIn.values) : t('ticket_holder.started')}</Text>
        <Swiper
          className="hot-ticket__swiper"
          current={index}
          onChange={(e) => setIndex(e.detail.current)}
          indicatorDots={h.tickets.length > 1}
        >
          {h.tickets.map((k) => (
            <SwiperItem key={k.ticketId} className="hot-ticket__item" data-ticket-id={k.ticketId}>
              <RotatingTicketCode ticketId={k.ticketId} qrClassName="ticket-detail__qr" />
              <Text className="ticket-detail__line">{[k.seatPlanName, k.seatInfo, k.attendeeName].filter(Boolean).join(' · ')}</Text>
              <Text className="ticket-detail__line">{`${t('ticket_holder.ticket_no')} ${k.ticketNumber} · ${t(ticketStateKey(k.state))}`}</Text>
            </SwiperItem>
          ))}
        </Swiper>
        <Text className="ticket-detail__hint hot-ticket__count">
          {t('ticket_holder.hot_count', { index: index + 1, total: h.tickets.length })}
        </Text>
        <Text className="ticket-detail__hint">{t('ticket_holder.show_code')}</Text>
        <Text className="ticket-detail__hint">{t('ticket_holder.code_rotates')}</Text>
      </View>
    </PageShell>
  )
}
