/**
 * site-list (/site-list, login; product.md "Tickets area"): the buyer's tickets bought at the venue's box
 * office (on-site purchase), newest purchase first, each with its show, session (merchant zone), tier,
 * seat and state; a valid one opens site-ticket, its entry code for the gate. Pull to refresh.
 */
import { Text, View } from '@tarojs/components'
import AtButton from 'taro-ui/lib/components/button'
import { stopPullDownRefresh, useDidShow, usePullDownRefresh } from '@tarojs/taro'
import { PageShell } from '../../../components/page-shell/PageShell'
import { StateView } from '../../../components/state-view/StateView'
import { Icon } from '../../../components/icon/Icon'
import { useAsync } from '../../../hooks/use-async'
import { useSectionT } from '../../../locales/section-i18n'
import { ONSITE_TEXT } from '../../../locales/sections/onsite/onsite-text'
import { TICKETS_TEXT } from '../../../locales/sections/tickets/tickets-text'
import { onSiteTickets } from '../../../services/venue-purchase-api'
import { appRouter } from '../../../router/app-router'
import { useLocalFormat, useShowTimeText } from '../../../utils/show-time'
import { ticketStateWords } from '../ticket-state-words'
import '../../../theme/taro-ui/button.scss'
import './site-list.scss'

export default function SiteListPage() {
  const t = useSectionT(ONSITE_TEXT)
  const k = useSectionT(TICKETS_TEXT)
  const showTimeText = useShowTimeText()
  const local = useLocalFormat()
  const list = useAsync(() => onSiteTickets(), [])
  useDidShow(() => {
    if (list.status === 'ready') list.refresh()
  })
  usePullDownRefresh(() => {
    list.refresh()
    void stopPullDownRefresh()
  })

  return (
    <PageShell route="site-list">
      <View className="site-list" data-testid="site-list">
        {list.status === 'loading' && (
          <View data-testid="site-list-loading">
            {[0, 1, 2].map((i) => (
              <View key={i} className="site-list__skeleton" />
            ))}
          </View>
        )}
        {list.status === 'error' && <StateView kind="error" onRetry={list.reload} />}
        {list.status === 'ready' && !list.data.length && (
          <StateView
            kind="empty"
            text={t('list_empty')}
            detail={t('list_empty_detail')}
            action={{ label: t('list_action'), onClick: () => void appRouter().open('site-code') }}
          />
        )}
        {list.status === 'ready' &&
          list.data.map((ticket) => {
            const valid = ticket.state === 'VALID'
            const open = () => void appRouter().open('site-ticket', { id: ticket.ticketId })
            return (
              <View
                key={ticket.ticketId}
                className={`site-list__ticket${valid ? '' : ' site-list__ticket--void'}`}
                data-testid="site-list-ticket"
                data-ticket-id={ticket.ticketId}
                role="button"
                onClick={open}
              >
                <View className="site-list__body">
                  <Text className="site-list__show">{ticket.showName}</Text>
                  <Text className="site-list__line">{showTimeText(ticket.showTime)}</Text>
                  <Text className="site-list__line">
                    {[ticket.venueName, ticket.seatPlanName, ticket.seatInfo].filter(Boolean).join(' · ')}
                  </Text>
                  <Text className="site-list__meta">
                    {`${t('purchased_at', { time: local(ticket.purchasedAt, 'MM.DD HH:mm') })} · ${k(ticketStateWords(ticket.state))}`}
                  </Text>
                </View>
                {valid ? (
                  <AtButton type="primary" size="small" className="site-list__code" onClick={open}>
                    {t('show_code')}
                  </AtButton>
                ) : (
                  <Icon name="chevron_right" tone="muted" className="site-list__chevron" />
                )}
              </View>
            )
          })}
      </View>
    </PageShell>
  )
}
