/**
 * The show detail's promotions (issue #18: "the show detail lists the show's active promotions ... with a
 * detail page"): one row per promotion with its one-line description ("套票 ¥450 / 2场", "渠道专享8.5折");
 * a package opens its detail page. They come with the page's show_user reply: the promotions this buyer
 * qualifies for (a channel discount only to buyers who came with that channel, none whose quota is spent),
 * applied on confirm order. Nothing while it loads, on a failure or with none.
 */
import { Text, View } from '@tarojs/components'
import { Icon } from '../../../components/icon/Icon'
import { appRouter } from '../../../router/app-router'
import { useT } from '../../../locales/locale-atoms'
import type { PromotionView } from '../../../../types/api/promotion'

export function PromotionRow({ promotions }: { promotions?: PromotionView[] }) {
  const t = useT()
  if (!promotions?.length) return null
  return (
    <View className="show-detail__block" data-testid="show-promotions">
      <Text className="show-detail__heading">{t('show_detail.offers')}</Text>
      {promotions.map((p) => (
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
