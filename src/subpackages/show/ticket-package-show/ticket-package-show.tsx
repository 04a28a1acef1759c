/**
 * ticket-package-show (/ticket-package-show/:promotionId?slot=, and /combo-activity-show/...):
 * the shows one slot of a package offers, each opening its sessions (ticket-package-show-detail).
 */
import { Image, Text, View } from '@tarojs/components'
import { PageShell } from '../../../components/page-shell/PageShell'
import { StateView } from '../../../components/state-view/StateView'
import { Icon } from '../../../components/icon/Icon'
import { useAsync } from '../../../hooks/use-async'
import { useRouteParams } from '../../../router/use-route-params'
import { appRouter } from '../../../router/app-router'
import { useShowTimeText } from '../../../utils/show-time'
import { useSectionT } from '../../../locales/section-i18n'
import { PROMOTION_TEXT } from '../../../locales/sections/promotion/promotion-text'
import { promotionDetail } from '../../../services/promotion-api'
import '../ticket-package/ticket-package.scss'

export default function TicketPackageShowPage() {
  const t = useSectionT(PROMOTION_TEXT)
  const timeText = useShowTimeText()
  const { promotionId = '', slot = '0' } = useRouteParams()
  const data = useAsync(() => promotionDetail(promotionId), [promotionId])
  const shows = data.status === 'ready' ? (data.data.slots[Number(slot)]?.shows ?? []) : []
  const back = { label: t('choose_sessions'), onClick: () => void appRouter().redirect('ticket-package-session', { promotionId }) }
  return (
    <PageShell route="ticket-package-show">
      {data.status === 'loading' && <StateView kind="loading" />}
      {data.status === 'error' && <StateView kind="error" onRetry={data.reload} />}
      {data.status === 'ready' && shows.length === 0 && <StateView kind="empty" text={t('shows_empty')} action={back} />}
      {data.status === 'ready' && shows.length > 0 && (
        <View className="ticket-package" data-testid="package-shows">
          <Text className="ticket-package__heading">{t('shows_title', { n: Number(slot) + 1 })}</Text>
          {shows.map((s) => (
            <View
              key={s.showId}
              className="ticket-package__card ticket-package__row"
              data-show-id={s.showId}
              // fromList: the pick goes back past this list to the session page (two pages).
              onClick={() => void appRouter().open('ticket-package-show-detail', { promotionId, slot, showId: s.showId, fromList: 1 })}
            >
              {s.posterUrl ? (
                <Image className="ticket-package__poster" src={s.posterUrl} mode="aspectFill" />
              ) : (
                <View className="ticket-package__poster" style={{ background: s.posterColor }} />
              )}
              <View className="ticket-package__row-text">
                <Text className="ticket-package__name">{s.showName}</Text>
                <Text className="ticket-package__line">{`${s.cityName} · ${s.venueName}`}</Text>
                {s.sessions[0] && <Text className="ticket-package__line">{timeText(s.sessions[0].startTime)}</Text>}
              </View>
              <Icon name="chevron_right" tone="muted" />
            </View>
          ))}
        </View>
      )}
    </PageShell>
  )
}
