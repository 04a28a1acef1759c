/**
 * Confirm order's coupon list (product.md "On the confirm-order page, usable coupons can be
 * toggled checked. Unusable ones show 'this coupon is not applicable currently'."): the usable coupons
 * with what each takes off this order, toggled (confirm-order-model.ts toggleCoupon), then the unusable
 * ones greyed. Done hands the checked ids back; the page re-prices through pre_order. On taro-ui's
 * AtFloatLayout; texts from the coupon section.
 */
import { Text, View } from '@tarojs/components'
import AtFloatLayout from 'taro-ui/lib/components/float-layout'
import AtButton from 'taro-ui/lib/components/button'
import { useState } from 'react'
import { useSectionT } from '../../../locales/section-i18n'
import { COUPON_TEXT } from '../../../locales/sections/coupon/coupon-text'
import { Icon } from '../../../components/icon/Icon'
import { Price } from '../../../components/price/Price'
import { priceInfo } from '../../../../types/rules/price-info'
import type { OrderCouponOption } from '../../../../types/api/order'
import { toggleCoupon } from './confirm-order-model'
import '../../../theme/taro-ui/button.scss'
import '../../../theme/taro-ui/float-layout.scss'
import './coupon-sheet.scss'
import { useShowTimeText } from '../../../utils/show-time'

export function CouponSheet({
  coupons,
  checked,
  onDone,
  onClose
}: {
  coupons: OrderCouponOption[]
  checked: string[]
  onDone(ids: string[]): void
  onClose(): void
}) {
  const showTimeText = useShowTimeText()
  const t = useSectionT(COUPON_TEXT)
  const [picked, setPicked] = useState<string[]>(checked)
  const usable = coupons.filter((c) => c.usable)
  const unusable = coupons.filter((c) => !c.usable)
  const row = (c: OrderCouponOption) => {
    const on = picked.includes(c.couponId)
    return (
      <View
        key={c.couponId}
        className={`coupon-sheet__coupon${c.usable ? '' : ' coupon-sheet__coupon--off'}`}
        data-coupon-id={c.couponId}
        role="checkbox"
        aria-checked={on}
        aria-disabled={!c.usable}
        onClick={() => setPicked((p) => toggleCoupon(p, c, coupons))}
      >
        <View className="coupon-sheet__text">
          <Text className="coupon-sheet__title">{c.title}</Text>
          <Text className="coupon-sheet__line">{t('order.valid_until', { date: showTimeText(c.expireTime) })}</Text>
          {!c.usable && <Text className="coupon-sheet__line coupon-sheet__why">{t('order.not_applicable')}</Text>}
        </View>
        {c.usable && (
          <View className="coupon-sheet__off">
            <Text>-</Text>
            <Price info={priceInfo(c.discountAmount)} plain />
          </View>
        )}
        {c.usable && <Icon name={on ? 'check_on' : 'check_off'} tone={on ? 'main' : 'muted'} />}
      </View>
    )
  }
  return (
    <AtFloatLayout className="coupon-sheet" isOpened title={t('order.title')} onClose={onClose}>
      <View className="coupon-sheet__body">
        {usable.length > 0 && <Text className="coupon-sheet__heading">{t('order.usable_heading')}</Text>}
        {usable.map(row)}
        <View className="coupon-sheet__coupon" role="checkbox" aria-checked={picked.length === 0} onClick={() => setPicked([])}>
          <Text className="coupon-sheet__title">{t('order.no_coupon')}</Text>
          <Icon name={picked.length === 0 ? 'check_on' : 'check_off'} tone={picked.length === 0 ? 'main' : 'muted'} />
        </View>
        {unusable.length > 0 && <Text className="coupon-sheet__heading">{t('order.unusable_heading')}</Text>}
        {unusable.map(row)}
      </View>
      <AtButton type="primary" className="coupon-sheet__done" onClick={() => onDone(picked)}>
        {t('order.done')}
      </AtButton>
    </AtFloatLayout>
  )
}
