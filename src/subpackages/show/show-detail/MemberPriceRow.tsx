/**
 * The show detail's member price (issue #18: "the member discount (会员N折) applied in pricing and shown
 * on show detail"; product.md "Prime privilege ... shown as 会员N折"): for a logged-in buyer whose level
 * carries a show discount, the label and the lowest price at it. The amounts confirm order charges come
 * from the gateway (pre_order applies the same discount, types/rules/member-rules.ts memberPriceFen, per
 * unit); this row only says what the buyer will see there. Nothing for a guest, a level without a
 * discount, or an error: the row is an extra, the page stands without it.
 */
import { Text, View } from '@tarojs/components'
import { useAtomValue } from 'jotai'
import { useAsync } from '../../../hooks/use-async'
import { loggedInAtom } from '../../../session/session-atoms'
import { currentLevel } from '../../../services/member-api'
import { useT } from '../../../locales/locale-atoms'
import { memberPriceFen } from '../../../../types/rules/member-rules'
import { fenOfPriceInfo } from '../../../../types/rules/price-info'
import { fenText } from '../../../../types/rules/money'
import type { PriceInfo } from '../../../../types/api/common'

export function MemberPriceRow({ minPrice }: { minPrice?: PriceInfo }) {
  const t = useT()
  const loggedIn = useAtomValue(loggedInAtom)
  const level = useAsync(() => (loggedIn ? currentLevel() : Promise.resolve(undefined)), [loggedIn])
  if (level.status !== 'ready' || !level.data) return null
  const { discountPercent, discountLabel } = level.data.level
  if (discountPercent === undefined || !discountLabel) return null
  const from = minPrice ? fenOfPriceInfo(minPrice) : undefined
  return (
    <View className="show-detail__member" data-testid="show-member-price">
      <Text className="show-detail__member-badge">{discountLabel}</Text>
      {from !== undefined && from > 0 && (
        <Text className="show-detail__member-price">
          {t('show_detail.member_price', { price: fenText(memberPriceFen(from, discountPercent)) })}
        </Text>
      )}
    </View>
  )
}
