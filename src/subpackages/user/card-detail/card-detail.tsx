/**
 * card-detail (/benefit-card/:cardId, optional userCardInstanceId; product.md "Privilege card"):
 * the card's picture and name, its price by mode (¥, 积分, ¥+积分), how many tickets it books and at what
 * price, its validity (annual, N days, until a date), its rules and the link to the shows it books; the
 * button buys it (card-confirm, login) or, for a buyer who holds one and cannot buy another, leads to my
 * cards. Opened with userCardInstanceId (from my cards) it also shows that card: times left, expiry.
 */
import { Text, View } from '@tarojs/components'
import { useDidShow } from '@tarojs/taro'
import AtButton from 'taro-ui/lib/components/button'
import { useAtomValue } from 'jotai'
import { PageShell } from '../../../components/page-shell/PageShell'
import { StateView } from '../../../components/state-view/StateView'
import { Icon } from '../../../components/icon/Icon'
import { useAsync } from '../../../hooks/use-async'
import { useRouteParams } from '../../../router/use-route-params'
import { appRouter } from '../../../router/app-router'
import { loggedInAtom } from '../../../session/session-atoms'
import { localeAtom } from '../../../locales/locale-atoms'
import { useSectionT } from '../../../locales/section-i18n'
import { CARD_TEXT } from '../../../locales/sections/card/card-text'
import { cardDetail, cardInstance } from '../../../services/benefit-card-api'
import { CardFace, CardPriceView } from '../card-parts/card-parts'
import { detailAction, timesLeft, validityLine } from '../card-parts/card-model'
import { yuanText } from '../../../../types/rules/money'
import '../../../theme/taro-ui/button.scss'
import '../card-parts/card-parts.scss'
import { useShowTimeText } from '../../../utils/show-time'

const ROUTE = 'card-detail'

export default function CardDetailPage() {
  const showTimeText = useShowTimeText()
  const t = useSectionT(CARD_TEXT)
  const locale = useAtomValue(localeAtom)
  const loggedIn = useAtomValue(loggedInAtom)
  const { cardId = '', userCardInstanceId } = useRouteParams()
  const data = useAsync(async () => {
    if (!cardId) return undefined
    const [card, held] = await Promise.all([
      cardDetail(cardId, loggedIn),
      loggedIn && userCardInstanceId ? cardInstance(userCardInstanceId) : Promise.resolve(undefined)
    ])
    return { card, held }
  }, [cardId, userCardInstanceId, loggedIn, locale])
  // Back from buying: the button turns to "view" when the buyer reached the per-buyer limit.
  useDidShow(() => data.status === 'ready' && data.refresh())
  const toList = { label: t('to_list'), onClick: () => void appRouter().open('card-list') }

  if (data.status === 'loading')
    return (
      <PageShell route={ROUTE}>
        <StateView kind="loading" />
      </PageShell>
    )
  if (data.status === 'error')
    return (
      <PageShell route={ROUTE}>
        <StateView kind="error" onRetry={data.reload} action={toList} />
      </PageShell>
    )
  if (!data.data)
    return (
      <PageShell route={ROUTE}>
        <StateView kind="empty" icon="not_found" text={t('detail_empty')} action={toList} />
      </PageShell>
    )
  const { card, held } = data.data
  const action = detailAction(card)
  const validity = validityLine(card, held)
  const rangeParams = held ? { cardId, userCardInstanceId: held.userCardInstanceId } : { cardId }
  const buy = () => void appRouter().open('card-confirm', { cardId })
  return (
    <PageShell route={ROUTE}>
      <View className="card-page card-detail" data-card={card.cardId}>
        <CardFace name={card.cardName} url={card.cardUrl} desc={card.promotionDesc} annual={card.isAnnualCard} />
        <View className="card-block">
          <CardPriceView card={card} large />
          <Text className="card-block__line card-detail__times">{t('times', { count: card.convertibleTimes })}</Text>
          <View className="card-block__line card-detail__redeem">
            {card.redeemPrice > 0 ? (
              <Text>{t('redeem_price', { price: `¥${yuanText(card.redeemPrice)}` })}</Text>
            ) : (
              <Text>{t('redeem_free')}</Text>
            )}
          </View>
          <Text className="card-block__line card-detail__validity">
            {validity.key === 'valid_until'
              ? t('valid_until', { date: showTimeText(validity.at) })
              : validity.key === 'valid_days'
                ? t('valid_days', { days: validity.days })
                : t('annual_validity')}
          </Text>
          {card.needRealName && <Text className="card-block__line">{t('real_name')}</Text>}
          {card.onSale && card.stock > 0 && <Text className="card-block__line">{t('stock_left', { count: card.stock })}</Text>}
        </View>
        {held && (
          <View className="card-block card-detail__held" data-instance={held.userCardInstanceId} data-left={timesLeft(held)}>
            <Text className="card-block__title">{t('to_list')}</Text>
            <Text className="card-block__line">{`${t('times_left', { count: timesLeft(held) })} · ${t('times_used', { used: held.redeemedTimes, total: held.convertibleTimes })}`}</Text>
            {held.cardStatus && <Text className="card-block__line">{t(`stamp.${held.cardStatus}`)}</Text>}
          </View>
        )}
        <View className="card-block card-detail__range" onClick={() => void appRouter().open('card-range', rangeParams)}>
          <View className="card-block__link">
            <Text>{`${t('range')} · ${card.rangeDesc}`}</Text>
            <Icon name="chevron_right" tone="muted" />
          </View>
        </View>
        {card.description ? (
          <View className="card-block">
            <Text className="card-block__title">{t('rules')}</Text>
            <Text className="card-block__line card-detail__rules">{card.description}</Text>
          </View>
        ) : null}
        <View className="card-bar">
          <View>{action.kind === 'buy' ? <CardPriceView card={card} /> : null}</View>
          {action.kind === 'buy' && (
            <AtButton type="primary" className="card-bar__button card-detail__buy" onClick={buy}>
              {t('buy')}
            </AtButton>
          )}
          {action.kind === 'view' && (
            <AtButton type="secondary" className="card-bar__button card-detail__view" onClick={() => void appRouter().open('card-list')}>
              {t('view_mine')}
            </AtButton>
          )}
          {action.kind === 'off' && (
            <AtButton type="primary" className="card-bar__button card-detail__off" disabled>
              {t(action.reason)}
            </AtButton>
          )}
        </View>
      </View>
    </PageShell>
  )
}
