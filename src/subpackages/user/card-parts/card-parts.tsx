/**
 * Pieces the card pages share: the price by its mode (¥, 积分, ¥+积分), a card's face (image, name,
 * selling point), a held card's row with its stamp, times left and expiry, and the on-sale item whose
 * button says view or buy (product.md "Privilege card item"). Texts from the card section.
 */
import { Image, Text, View } from '@tarojs/components'
import AtButton from 'taro-ui/lib/components/button'
import { useSectionT } from '../../../locales/section-i18n'
import { CARD_TEXT } from '../../../locales/sections/card/card-text'
import { Price } from '../../../components/price/Price'
import { Icon } from '../../../components/icon/Icon'
import { assetUrl } from '../../../services/asset-url'
import { priceInfo } from '../../../../types/rules/price-info'
import { yuanText } from '../../../../types/rules/money'
import type { BenefitCardMineView, BenefitCardView, PriceMode, PrivilegeCardItem } from '../../../../types/api/benefit-card'
import { cardActions, cardPrice, cardStamp, itemButton, timesLeft } from './card-model'
import '../../../theme/taro-ui/button.scss'
import './card-parts.scss'
import { useShowTimeText } from '../../../utils/show-time'

/** The price in its mode: ¥ (the price component), N积分, or ¥+N积分. */
export function CardPriceView({ card, large }: { card: { priceMode: PriceMode; cardPrice: number; pointPrice: number }; large?: boolean }) {
  const t = useSectionT(CARD_TEXT)
  const price = cardPrice(card)
  return (
    <View className={`card-price${large ? ' card-price--large' : ''}`} data-mode={price.mode}>
      {price.mode === 'CASH' && <Price info={priceInfo(price.cashFen ?? 0)} large={large} />}
      {price.mode === 'POINT' && <Text className="card-price__points">{t('price.points', { points: price.points ?? 0 })}</Text>}
      {price.mode === 'CASH_POINT' && (
        <Text className="card-price__points">
          {t('price.cash_points', { yuan: yuanText(price.cashFen ?? 0), points: price.points ?? 0 })}
        </Text>
      )}
    </View>
  )
}

/** The card's picture with its name over it; a card without a picture shows the theme colour. */
export function CardFace({ name, url, desc, annual }: { name: string; url: string; desc?: string; annual?: boolean }) {
  const t = useSectionT(CARD_TEXT)
  return (
    <View className="card-face">
      {url ? <Image className="card-face__image" src={assetUrl(url)} mode="aspectFill" /> : null}
      <View className="card-face__text">
        <Text className="card-face__name">{name}</Text>
        {desc ? <Text className="card-face__desc">{desc}</Text> : null}
        {annual ? <Text className="card-face__badge">{t('annual')}</Text> : null}
      </View>
    </View>
  )
}

/** One card the buyer holds: stamp, times left, expiry, and book / refund while they apply. */
export function HeldCardRow({
  item,
  busy,
  onOpen,
  onBook,
  onRefund
}: {
  item: PrivilegeCardItem
  busy?: boolean
  onOpen(): void
  onBook(): void
  onRefund(): void
}) {
  const showTimeText = useShowTimeText()
  const t = useSectionT(CARD_TEXT)
  const stamp = cardStamp(item)
  const actions = cardActions(item)
  const left = timesLeft(item)
  return (
    <View
      className={`held-card${stamp ? ' held-card--off' : ''}`}
      data-instance={item.userCardInstanceId}
      data-stamp={stamp ?? ''}
      data-left={left}
    >
      <View className="held-card__main" onClick={onOpen}>
        {item.cardUrl ? (
          <Image className="held-card__image" src={assetUrl(item.cardUrl)} mode="aspectFill" />
        ) : (
          <View className="held-card__image held-card__image--blank">
            <Icon name="wallet" tone="main" />
          </View>
        )}
        <View className="held-card__text">
          <Text className="held-card__name">{item.cardName}</Text>
          <Text className="held-card__times">{`${t('times_left', { count: left })} · ${t('times_used', { used: item.redeemedTimes, total: item.convertibleTimes })}`}</Text>
          <Text className="held-card__line">{t('expires', { date: showTimeText(item.expirationTime) })}</Text>
          {item.identityName ? <Text className="held-card__line">{`${t('holder')} ${item.identityName} ${item.identityNo}`}</Text> : null}
        </View>
        {stamp && <Text className={`held-card__stamp held-card__stamp--${stamp}`}>{t(`stamp.${stamp}`)}</Text>}
      </View>
      {(actions.book || actions.refund) && (
        <View className="held-card__actions">
          {actions.refund && (
            <AtButton type="secondary" size="small" circle className="held-card__refund" disabled={busy} onClick={onRefund}>
              {t('refund')}
            </AtButton>
          )}
          {actions.book && (
            <AtButton type="primary" size="small" circle className="held-card__book" disabled={busy} onClick={onBook}>
              {t('book')}
            </AtButton>
          )}
        </View>
      )}
    </View>
  )
}

/** A card on sale: face, price, times; its button reads view when the buyer holds one, else buy. */
export function SaleCardItem({ card, onOpen }: { card: BenefitCardView | BenefitCardMineView; onOpen(): void }) {
  const t = useSectionT(CARD_TEXT)
  const button = itemButton(card)
  return (
    <View className="sale-card" data-card={card.cardId} onClick={onOpen}>
      {card.cardUrl ? (
        <Image className="sale-card__image" src={assetUrl(card.cardUrl)} mode="aspectFill" />
      ) : (
        <View className="sale-card__image held-card__image--blank">
          <Icon name="wallet" tone="main" />
        </View>
      )}
      <View className="sale-card__text">
        <Text className="sale-card__name">{card.cardName}</Text>
        <Text className="sale-card__line">{card.promotionDesc || t('times', { count: card.convertibleTimes })}</Text>
        <CardPriceView card={card} />
      </View>
      <AtButton
        type={button === 'buy' ? 'primary' : 'secondary'}
        size="small"
        circle
        className={`sale-card__button sale-card__button--${button}`}
      >
        {t(button === 'buy' ? 'buy' : 'view')}
      </AtButton>
    </View>
  )
}
