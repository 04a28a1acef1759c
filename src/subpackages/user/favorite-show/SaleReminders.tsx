/**
 * The buyer's on-sale reminders (set with a pre-sale show page's 开售提醒), above the favourite shows: each
 * with the sale time in the merchant's zone, opening its show. Nothing is drawn while it loads, when it fails
 * or when there are none.
 */
import { Image, Text, View } from '@tarojs/components'
import { Icon } from '../../../components/icon/Icon'
import { useAsync } from '../../../hooks/use-async'
import { appRouter } from '../../../router/app-router'
import { useSectionT } from '../../../locales/section-i18n'
import { CONTENT_PAGES_TEXT } from '../../../locales/sections/content-pages/content-pages-text'
import { saleReminders } from '../../../services/sale-reminders-api'
import { assetUrl } from '../../../services/asset-url'
import { useShowTimeText } from '../../../utils/show-time'
import './followed-tours.scss'

export function SaleReminders({ reloadKey }: { reloadKey: number }) {
  const t = useSectionT(CONTENT_PAGES_TEXT)
  const timeText = useShowTimeText()
  const reminders = useAsync(() => saleReminders(), [reloadKey])
  if (reminders.status !== 'ready' || !reminders.data.length) return null
  return (
    <View className="followed-tours" data-testid="sale-reminders">
      <Text className="followed-tours__title">{t('reminders.title')}</Text>
      {reminders.data.map((r) => (
        <View
          key={r.showId}
          className="followed-tours__row"
          data-show-id={r.showId}
          onClick={() => void appRouter().open('show_detail', { showId: r.showId })}
        >
          {r.posterUrl ? (
            <Image className="followed-tours__poster" src={assetUrl(r.posterUrl)} mode="aspectFill" />
          ) : (
            <Icon name="bell" tone="main" />
          )}
          <View className="followed-tours__text">
            <Text className="followed-tours__name">{r.showName}</Text>
            <Text className="followed-tours__count">{t('reminders.line', { time: timeText(r.saleTime), minutes: r.minutesAhead })}</Text>
          </View>
          <Icon name="chevron_right" tone="muted" />
        </View>
      ))}
    </View>
  )
}
