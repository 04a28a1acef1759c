/**
 * ticket-stub-list (login; product.md shop pages "ticket-stub-list"): the buyer's tickets a commemorative
 * stub may be printed of (their own, valid or attended, newest session first), each a card with the show's
 * poster, session, venue and seat, and its stub's state: "Print a stub" (ticket-stub-print) or "Ordered"
 * (its goods order). Reached from the Me page; the ticket detail's stub row opens ticket-stub-print directly.
 */
import { Image, Text, View } from '@tarojs/components'
import AtButton from 'taro-ui/lib/components/button'
import { useDidShow } from '@tarojs/taro'
import { useEffect, useState } from 'react'
import { useAtomValue } from 'jotai'
import { PageShell } from '../../../components/page-shell/PageShell'
import { StateView } from '../../../components/state-view/StateView'
import { Icon } from '../../../components/icon/Icon'
import { useAsync } from '../../../hooks/use-async'
import { appRouter } from '../../../router/app-router'
import { localeAtom } from '../../../locales/locale-atoms'
import { useSectionT } from '../../../locales/section-i18n'
import { SHOP_TEXT } from '../../../locales/sections/shop/shop-text'
import { assetUrl } from '../../../services/asset-url'
import { stubTickets } from '../../../services/ticket-stub-api'
import { useShowTimeText } from '../../../utils/show-time'
import { stubCardAction } from '../../../shop/ticket-stub-model'
import type { StubTicket, StubTicketPage } from '../../../../types/api/ticket-stub'
import '../../../theme/taro-ui/button.scss'
import './ticket-stub-list.scss'

/** Tickets a page of the list adds. */
const PAGE = 20

function Skeleton() {
  return (
    <View className="stub-list__cards" aria-busy="true" data-testid="stub-list-skeleton">
      {[0, 1, 2].map((n) => (
        <View key={n} className="stub-card stub-card--skeleton">
          <View className="stub-card__poster" />
          <View className="stub-card__text">
            <View className="stub-card__skeleton-line" />
            <View className="stub-card__skeleton-line stub-card__skeleton-line--short" />
          </View>
        </View>
      ))}
    </View>
  )
}

function StubCard({ ticket, onSale }: { ticket: StubTicket; onSale: boolean }) {
  const t = useSectionT(SHOP_TEXT)
  const showTimeText = useShowTimeText()
  const action = stubCardAction(ticket, onSale)
  const seat = [ticket.seatPlanName, ticket.seatInfo].filter(Boolean).join(' · ')
  return (
    <View className="stub-card" data-ticket-id={ticket.ticketId}>
      <Image className="stub-card__poster" src={assetUrl(ticket.posterUrl)} mode="aspectFill" />
      <View className="stub-card__text">
        <Text className="stub-card__show">{ticket.showName}</Text>
        <Text className="stub-card__line">{showTimeText(ticket.showTime)}</Text>
        <Text className="stub-card__line">{ticket.venueName}</Text>
        {seat && <Text className="stub-card__line">{seat}</Text>}
        <View className="stub-card__foot">
          <Text className={`stub-card__state stub-card__state--${ticket.state.toLowerCase()}`}>{t(`stub.state_${ticket.state}`)}</Text>
          {action === 'PRINT' && (
            <AtButton
              type="primary"
              size="small"
              className="stub-card__action stub-card__print"
              onClick={() => void appRouter().open('ticket-stub-print', { ticketId: ticket.ticketId })}
            >
              {t('stub.print')}
            </AtButton>
          )}
          {action === 'ORDERED' && (
            <View
              className="stub-card__ordered"
              onClick={() => void appRouter().open('order-product', { orderId: ticket.stubOrderId ?? '' })}
            >
              <Text>{t('stub.ordered')}</Text>
              <Icon name="chevron_right" tone="muted" className="stub-card__chevron" />
            </View>
          )}
        </View>
      </View>
    </View>
  )
}

export default function TicketStubListPage() {
  const t = useSectionT(SHOP_TEXT)
  const locale = useAtomValue(localeAtom)
  const [length, setLength] = useState(PAGE)
  const list = useAsync(() => stubTickets(0, length), [length, locale])
  // Back from ordering a stub: its card says so, without blanking to the skeleton.
  useDidShow(() => list.status === 'ready' && list.refresh())
  // The last page stays on screen while more is loaded.
  const [shown, setShown] = useState<StubTicketPage>()
  useEffect(() => {
    if (list.status === 'ready') setShown(list.data)
  }, [list])
  const toShows = { label: t('stub.browse_shows'), onClick: () => void appRouter().open('all') }

  return (
    <PageShell route="ticket-stub-list">
      {!shown && list.status === 'loading' && <Skeleton />}
      {!shown && list.status === 'error' && <StateView kind="error" onRetry={list.reload} action={toShows} />}
      {shown &&
        (shown.list.length ? (
          <View className="stub-list">
            <Text className="stub-list__intro">{shown.onSale ? t('stub.intro') : t('stub.none_on_sale')}</Text>
            <View className="stub-list__cards">
              {shown.list.map((k) => (
                <StubCard key={k.ticketId} ticket={k} onSale={shown.onSale} />
              ))}
            </View>
            {list.status === 'error' && <StateView kind="error" onRetry={list.reload} />}
            {shown.hasMore && (
              <AtButton
                size="small"
                className="stub-list__more"
                loading={list.status === 'loading'}
                onClick={() => setLength((n) => n + PAGE)}
              >
                {t('stub.load_more')}
              </AtButton>
            )}
          </View>
        ) : (
          <StateView kind="empty" icon="not_found" text={t('stub.empty')} detail={t('stub.empty_detail')} action={toShows} />
        ))}
    </PageShell>
  )
}
