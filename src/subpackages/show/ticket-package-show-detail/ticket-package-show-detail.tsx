/**
 * ticket-package-show-detail (/ticket-package-show-detail/:promotionId?slot=&showId=, and
 * /combo-activity-show-detail/...): one show of a package slot with the sessions and tiers the
 * slot allows; tapping a tier with tickets left picks it for the slot and goes back to the session page.
 */
import { Text, View } from '@tarojs/components'
import { useAtom } from 'jotai'
import { PageShell } from '../../../components/page-shell/PageShell'
import { StateView } from '../../../components/state-view/StateView'
import { Price } from '../../../components/price/Price'
import { useAsync } from '../../../hooks/use-async'
import { useRouteParams } from '../../../router/use-route-params'
import { appRouter } from '../../../router/app-router'
import { useShowTimeText } from '../../../utils/show-time'
import { useSectionT } from '../../../locales/section-i18n'
import { PROMOTION_TEXT } from '../../../locales/sections/promotion/promotion-text'
import { promotionDetail } from '../../../services/promotion-api'
import { priceInfo } from '../../../../types/rules/price-info'
import { packagePicksAtom } from '../ticket-package/package-picks'
import '../ticket-package/ticket-package.scss'

export default function TicketPackageShowDetailPage() {
  const t = useSectionT(PROMOTION_TEXT)
  const timeText = useShowTimeText()
  const { promotionId = '', slot = '0', showId = '', fromList } = useRouteParams()
  const data = useAsync(() => promotionDetail(promotionId), [promotionId])
  const [picks, setPicks] = useAtom(packagePicksAtom)
  const slotNo = Number(slot)
  const show = data.status === 'ready' ? data.data.slots[slotNo]?.shows.find((s) => s.showId === showId) : undefined
  const current = picks[promotionId]?.[slotNo]
  const back = { label: t('choose_sessions'), onClick: () => void appRouter().redirect('ticket-package-session', { promotionId }) }
  return (
    <PageShell route="ticket-package-show-detail">
      {data.status === 'loading' && <StateView kind="loading" />}
      {data.status === 'error' && <StateView kind="error" onRetry={data.reload} />}
      {data.status === 'ready' && !show && <StateView kind="empty" text={t('shows_empty')} action={back} />}
      {data.status === 'ready' && show && (
        <View className="ticket-package" data-testid="package-show-detail">
          <View className="ticket-package__card">
            <Text className="ticket-package__name">{show.showName}</Text>
            <Text className="ticket-package__line">{`${show.cityName} · ${show.venueName}`}</Text>
          </View>
          <View className="ticket-package__card">
            <Text className="ticket-package__heading">{t('sessions_title')}</Text>
            {show.sessions.map((session) => (
              <View key={session.sessionId} className="ticket-package__session" data-session-id={session.sessionId}>
                {/* The session's name as the booking page shows it; its time when it has none. */}
                <Text className="ticket-package__line">{session.sessionName || timeText(session.startTime)}</Text>
                <View className="ticket-package__tiers">
                  {session.tiers.map((tier) => {
                    const on = current?.seatPlanId === tier.seatPlanId
                    const off = tier.available <= 0
                    const pick = () => {
                      if (off) return
                      setPicks({
                        ...picks,
                        [promotionId]: {
                          ...picks[promotionId],
                          [slotNo]: {
                            slot: slotNo,
                            showId: show.showId,
                            showName: show.showName,
                            sessionId: session.sessionId,
                            sessionName: session.sessionName,
                            startTime: session.startTime,
                            seatPlanId: tier.seatPlanId,
                            seatPlanName: tier.seatPlanName,
                            price: tier.price
                          }
                        }
                      })
                      // Back to the session page: past the slot's show list when it was opened from there.
                      void appRouter().back({ delta: fromList ? 2 : 1 })
                    }
                    return (
                      <View
                        key={tier.seatPlanId}
                        className={`ticket-package__tier${on ? ' ticket-package__tier--on' : ''}${off ? ' ticket-package__tier--off' : ''}`}
                        data-tier-id={tier.seatPlanId}
                        onClick={pick}
                      >
                        <Text>{`${tier.seatPlanName} `}</Text>
                        <Price info={priceInfo(tier.price)} plain />
                        <Text>{off ? ` ${t('sold_out')}` : ''}</Text>
                      </View>
                    )
                  })}
                </View>
              </View>
            ))}
          </View>
        </View>
      )}
    </PageShell>
  )
}
