/**
 * The points row of a confirm page, ticket or goods (confirm-order, goods-confirm, goods-cart-confirm):
 * "可用N积分抵¥M" with its switch while points can pay something, else what the buyer owns or "none
 * available". The numbers are the gateway's (pre_order's points row, order-summary.ts memberRows).
 */
import { Text, View } from '@tarojs/components'
import { useT } from '../../../locales/locale-atoms'
import { useSectionT } from '../../../locales/section-i18n'
import { MEMBER_TEXT } from '../../../locales/sections/member/member-text'
import { ThemeSwitch } from '../../../components/theme-switch/ThemeSwitch'
import type { MemberRows } from './order-summary'

export function PointsRow({ points, busy, onUse }: { points: MemberRows['points']; busy: boolean; onUse: (on: boolean) => void }) {
  const t = useT()
  const mt = useSectionT(MEMBER_TEXT)
  if (points?.usable)
    return (
      <View className="confirm-order__row confirm-order__points">
        <View className="confirm-order__points-text">
          <Text>{t('confirm_order.points')}</Text>
          <Text className="confirm-order__line confirm-order__points-offer">
            {mt('order_points_use', { points: points.pointsUsed, amount: points.amountText })}
          </Text>
        </View>
        <ThemeSwitch
          className="confirm-order__points-switch"
          title=""
          border={false}
          checked={points.isChecked}
          disabled={busy}
          onChange={(on) => onUse(on)}
        />
      </View>
    )
  return (
    <View className="confirm-order__row confirm-order__row--off">
      <Text>{t('confirm_order.points')}</Text>
      <Text>{points && points.owned > 0 ? mt('order_points_owned', { points: points.owned }) : t('confirm_order.none_available')}</Text>
    </View>
  )
}
