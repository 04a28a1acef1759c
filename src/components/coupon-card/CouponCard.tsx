/**
 * The coupon card (product.md "Reusable components": coupon card): the value and its threshold, the title,
 * the scope and validity, a stamp (used, expired, refunding, received) and the one action the card allows
 * (receive in receive mode; use or view for an owned available coupon). Texts from the coupon section.
 */
import { Text, View } from '@tarojs/components'
import AtButton from 'taro-ui/lib/components/button'
import { useSectionT } from '../../locales/section-i18n'
import { COUPON_TEXT } from '../../locales/sections/coupon/coupon-text'
import { actionOf, stampOf, type CouponCardData } from './coupon-card-model'
import '../../theme/taro-ui/button.scss'
import './coupon-card.scss'
import { useShowTimeText } from '../../utils/show-time'

export function CouponCard({
  card,
  busy,
  onAction
}: {
  card: CouponCardData
  busy?: boolean
  onAction?(action: 'receive' | 'use' | 'view'): void
}) {
  const showTimeText = useShowTimeText()
  const t = useSectionT(COUPON_TEXT)
  const c = card.coupon
  const stamp = stampOf(card)
  const action = actionOf(card)
  const window =
    card.mode === 'OWNED'
      ? t('window', { start: card.coupon.startTimeStr, end: card.coupon.expireTimeStr })
      : c.expirationType === 'FIXED' && c.startTime !== null && c.expireTime !== null
        ? t('window', { start: showTimeText(c.startTime), end: showTimeText(c.expireTime) })
        : t('window_dynamic', { length: c.length ?? 0, unit: t(`unit.${c.expirationUnit ?? 'DAY'}`) })
  return (
    <View
      className={`coupon-card${stamp && stamp !== 'received' ? ' coupon-card--off' : ''}`}
      data-coupon={c.couponTemplateId}
      data-stamp={stamp ?? ''}
    >
      <View className="coupon-card__value">
        <Text className="coupon-card__amount">{c.discountDisplay}</Text>
        <Text className="coupon-card__threshold">{c.couponRestrictionLimitDesc}</Text>
      </View>
      <View className="coupon-card__body">
        <View className="coupon-card__title-row">
          <Text className="coupon-card__title">{c.title}</Text>
          {card.mode === 'OWNED' && card.coupon.isNewArrival && card.coupon.couponStatus === 'AVAILABLE' && (
            <Text className="coupon-card__new">{t('new_mark')}</Text>
          )}
        </View>
        <Text className="coupon-card__line">{c.useCouponRuleDesc}</Text>
        <Text className="coupon-card__line">{window}</Text>
        {card.mode === 'RECEIVE' && !card.coupon.obtained && (
          <Text className="coupon-card__line">{`${t('left', { count: card.coupon.qty })} · ${t('per_buyer', { count: card.coupon.perBuyerLimit })}`}</Text>
        )}
        {c.ruleComments ? <Text className="coupon-card__line coupon-card__comments">{c.ruleComments}</Text> : null}
      </View>
      <View className="coupon-card__side">
        {stamp && <Text className={`coupon-card__stamp coupon-card__stamp--${stamp}`}>{t(`stamp.${stamp}`)}</Text>}
        {action && (
          <AtButton
            type={action === 'receive' ? 'primary' : 'secondary'}
            size="small"
            circle
            className={`coupon-card__action coupon-card__action--${action}`}
            disabled={busy}
            loading={busy}
            onClick={() => onAction?.(action)}
          >
            {t(`action.${action}`)}
          </AtButton>
        )}
      </View>
    </View>
  )
}
