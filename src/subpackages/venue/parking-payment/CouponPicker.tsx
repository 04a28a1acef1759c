/** The parking coupons for this fee: the usable ones to pick (or none), the others greyed with the gateway's amounts. */
import { Text, View } from '@tarojs/components'
import AtFloatLayout from 'taro-ui/lib/components/float-layout'
import { Icon } from '../../../components/icon/Icon'
import { useSectionT } from '../../../locales/section-i18n'
import { PARKING_TEXT } from '../../../locales/sections/parking/parking-text'
import { useLocalFormat } from '../../../utils/show-time'
import { useOpenedAfterMount } from '../../../hooks/use-opened-after-mount'
import { yuanText } from '../../../../types/rules/money'
import type { ParkingCouponOption } from '../../../../types/api/parking'
import '../../../theme/taro-ui/float-layout.scss'

interface Props {
  coupons: ParkingCouponOption[]
  checked: string | null
  onClose(): void
  onPick(couponId: string | null): void
}

export function CouponPicker({ coupons, checked, onClose, onPick }: Props) {
  const t = useSectionT(PARKING_TEXT)
  const local = useLocalFormat()
  const opened = useOpenedAfterMount()
  const option = (id: string | null, title: string, detail: string, usable: boolean) => (
    <View
      key={id ?? 'none'}
      className={`parking-coupon${usable ? '' : ' parking-coupon--off'}`}
      role="radio"
      aria-checked={checked === id}
      data-testid="parking-coupon-option"
      onClick={usable ? () => onPick(id) : undefined}
    >
      <View className="parking-coupon__main">
        <Text className="parking-coupon__title">{title}</Text>
        {detail && <Text className="parking__note">{detail}</Text>}
      </View>
      {usable && <Icon name={checked === id ? 'radio_on' : 'radio_off'} tone={checked === id ? 'main' : 'muted'} />}
    </View>
  )
  return (
    <AtFloatLayout className="parking-coupons" isOpened={opened} title={t('coupon_pick')} onClose={onClose}>
      {coupons.map((c) =>
        option(c.couponId, c.usable ? `${c.title}  -¥${yuanText(c.discountAmount)}` : c.title, local(c.expireTime, 'YYYY-MM-DD'), c.usable)
      )}
      {option(null, t('coupon_none'), '', true)}
    </AtFloatLayout>
  )
}
