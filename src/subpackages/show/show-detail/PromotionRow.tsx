/**
 * The show detail's promotions (issue #18: "the show detail lists the show's active promotions (promotions
 * list call) with a detail page"): one row per promotion with its one-line description ("套票 ¥450 / 2场",
 * "渠道专享8.5折"); a package opens its detail page. A channel discount is listed only to buyers who came
 * with that channel (the gateway decides) and is applied on confirm order; it opens nothing. Nothing on an
 * error or with none: the row is an extra, the page stands without it.
 */
import { Text, View } from '@tarojs/components'
import { Icon } from '../../../components/icon/Icon'
import { useAsync } from '../../../hooks/use-async'
import { appRouter } from '../../../router/app-router'
import { useT } from '../../../locales/locale-atoms'
import { showPromotions } from '../../../services/show-offers-api'

export function PromotionRow({ showId }: { showId: string }) {
  const t = useT()
  const promotions = useAsync(() => showPromotions(showId), [showId])
  if (promotions.status !== 'ready' || promotions.data.length === 0) return null
  return (
    <View className="show-detail__block" data-testid="show-promotions">
      <Text className="show-detail__heading">{t('show_detail.offers')}</Text>
      {promotions.data.map((p) => (
        <View
          key={p.promotionId}
          className="show-detail__coupons"
          data-promotion-id={p.promotionId}
          onClick={() =>
            p.promotionCategory === 'PACKAGE' && void appRouter().open('ticket-package-detail', { promotionId: p.promotionId })
          }
        >
          <Text className="show-detail__promotion-text">{`${p.promotionDescription} · ${p.name}`}</Text>
          {p.promotionCategory === 'PACKAGE' && <Icon name="chevron_right" tone="muted" />}
        </View>
      ))}
    </View>
  )
}
