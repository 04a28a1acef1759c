/**
 * The show page's way into on-site purchase: on the day, while one of today's sessions is on sale at the
 * venue (the merchant opened the show for it and the window is open), one row "现场购票 · 20:00" opening
 * site_purchase. Nothing otherwise, nor on an error: the row is an extra, the page stands without it.
 */
import { Text, View } from '@tarojs/components'
import { Icon } from '../../../components/icon/Icon'
import { useAsync } from '../../../hooks/use-async'
import { appRouter } from '../../../router/app-router'
import { useSectionT } from '../../../locales/section-i18n'
import { ONSITE_TEXT } from '../../../locales/sections/onsite/onsite-text'
import { useLocalFormat } from '../../../utils/show-time'
import { onSiteOffer } from '../../../services/venue-purchase-api'

export function OnSiteRow({ showId }: { showId: string }) {
  const t = useSectionT(ONSITE_TEXT)
  const local = useLocalFormat()
  const offer = useAsync(() => onSiteOffer(showId), [showId])
  if (offer.status !== 'ready' || !offer.data.onSiteSale) return null
  const open = offer.data.sessions.filter((s) => s.window === 'OPEN')
  if (!open.length) return null
  return (
    <View
      className="show-detail__block show-detail__coupons"
      data-testid="show-onsite"
      role="button"
      onClick={() => void appRouter().open('site_purchase', { showId })}
    >
      <Icon name="ticket" tone="muted" />
      <Text className="show-detail__promotion-text">{`${t('entry')} · ${open.map((s) => local(s.startsAt, 'HH:mm')).join(' / ')}`}</Text>
      <Icon name="chevron_right" tone="muted" />
    </View>
  )
}
