/**
 * card-confirm (/card-confirm?cardId, login; product.md "Privilege card", issue #18 "purchase (cash,
 * points, or both)"): what buying the card costs this buyer now, from the gateway (pre_order): the money,
 * the points and the points they own, the card's price mode, and on a real-name card the verified identity
 * it will be bound to (or the way to verify). Buying creates a card order (one idempotency key per order
 * attempt, so the request layer's retries replay it); points-only completes at once, money is paid in the
 * same payment chooser as ticket orders, whose cashier comes back to pay-loading, then my cards.
 *
 * The price mode is the card's own (the merchant sets one per card: types/api/benefit-card.ts), so the
 * page shows it rather than offering a choice.
 */
import { Text, View } from '@tarojs/components'
import AtButton from 'taro-ui/lib/components/button'
import { useDidShow } from '@tarojs/taro'
import { useState } from 'react'
import { useAtomValue } from 'jotai'
import { PageShell } from '../../../components/page-shell/PageShell'
import { StateView } from '../../../components/state-view/StateView'
import { Price } from '../../../components/price/Price'
import { PaymentChooser } from '../../../components/payment-chooser/PaymentChooser'
import { confirmDialog } from '../../../components/reply-dialog/dialog-queue'
import { useAsync } from '../../../hooks/use-async'
import { useSubmit } from '../../../hooks/use-submit'
import { useRouteParams } from '../../../router/use-route-params'
import { appRouter } from '../../../router/app-router'
import { localeAtom } from '../../../locales/locale-atoms'
import { toast } from '../../../utils/toast'
import { useSectionT } from '../../../locales/section-i18n'
import { CARD_TEXT } from '../../../locales/sections/card/card-text'
import { cancelCardOrder, cardCreateOrder, cardDetail, cardPreOrder } from '../../../services/benefit-card-api'
import { newIdempotencyKey } from '../../order/confirm-order/confirm-order-model'
import { priceInfo } from '../../../../types/rules/price-info'
import type { CardOrderReply } from '../../../../types/api/benefit-card'
import { CardFace, CardPriceView } from '../card-parts/card-parts'
import { confirmStep } from '../card-parts/card-model'
import '../../../theme/taro-ui/button.scss'
import '../card-parts/card-parts.scss'

const ROUTE = 'card-confirm'

export default function CardConfirmPage() {
  const t = useSectionT(CARD_TEXT)
  const locale = useAtomValue(localeAtom)
  const { cardId = '' } = useRouteParams()
  const data = useAsync(async () => {
    if (!cardId) return undefined
    const [card, pre] = await Promise.all([cardDetail(cardId, true), cardPreOrder(cardId)])
    return { card, pre }
  }, [cardId, locale])
  // Back from verifying the buyer's real name: the identity is read again.
  useDidShow(() => data.status === 'ready' && data.refresh())
  // One key per order attempt: a retry replays the order; after it closes the next attempt is a new order.
  const [key, setKey] = useState(newIdempotencyKey)
  const [paying, setPaying] = useState<CardOrderReply>()
  // An unpaid card order the buyer closed the chooser on: pay it, or cancel it (its points come back).
  const [unpaid, setUnpaid] = useState<CardOrderReply>()
  const { busy, run } = useSubmit()

  const ended = () => {
    setPaying(undefined)
    setUnpaid(undefined)
    setKey(newIdempotencyKey())
    data.reload()
  }
  if (data.status === 'loading')
    return (
      <PageShell route={ROUTE}>
        <StateView kind="loading" />
      </PageShell>
    )
  if (data.status === 'error')
    return (
      <PageShell route={ROUTE}>
        <StateView kind="error" onRetry={data.reload} action={{ label: t('to_list'), onClick: () => void appRouter().open('card-list') }} />
      </PageShell>
    )
  if (!data.data)
    return (
      <PageShell route={ROUTE}>
        <StateView
          kind="empty"
          icon="not_found"
          text={t('detail_empty')}
          action={{ label: t('to_list'), onClick: () => void appRouter().open('card-list') }}
        />
      </PageShell>
    )
  const { card, pre } = data.data
  const step = confirmStep(pre)

  const submit = () =>
    run(async () => {
      if (step.kind === 'verify') return void appRouter().open('certificates')
      if (step.kind === 'refused') return toast(t(`refusal.${step.reason}`))
      const reply = await cardCreateOrder({ cardId, payAmount: pre.payAmount, pointAmount: pre.pointAmount, idempotencyKey: key })
      if (reply.state === 'PAID') {
        toast(t('paid_done'))
        return void appRouter().redirect('card-list')
      }
      if (reply.state === 'CLOSED' || !reply.transactionId) {
        toast(t('pay_ended'))
        return ended()
      }
      setPaying(reply)
    })
  const cancelUnpaid = (order: CardOrderReply) =>
    run(async () => {
      if (!(await confirmDialog(t('cancel_ask')))) return
      await cancelCardOrder(order.itemOrderId)
      ended()
    })

  return (
    <PageShell route={ROUTE}>
      <View className="card-page card-confirm" data-card={cardId}>
        <CardFace name={card.cardName} url={card.cardUrl} desc={card.promotionDesc} annual={card.isAnnualCard} />
        <View className="card-block">
          <View className="card-choice card-confirm__mode" data-mode={pre.priceMode}>
            <Text>{t('confirm_pay_mode')}</Text>
            <Text>{t(`mode.${pre.priceMode}`)}</Text>
          </View>
          {pre.priceMode !== 'POINT' && (
            <View className="card-choice">
              <Text>{t('mode.CASH')}</Text>
              <Price info={priceInfo(pre.payAmount)} plain />
            </View>
          )}
          {pre.priceMode !== 'CASH' && (
            <View className="card-choice card-confirm__points">
              <Text>{t('mode.POINT')}</Text>
              <Text>{t('price.points', { points: pre.pointAmount })}</Text>
            </View>
          )}
          {pre.priceMode !== 'CASH' && (
            <Text className="card-block__line">
              {pre.pointAmount > pre.pointsOwned
                ? `${t('points_owned', { points: pre.pointsOwned })} · ${t('points_short')}`
                : t('points_owned', { points: pre.pointsOwned })}
            </Text>
          )}
        </View>
        {pre.needRealName && (
          <View className="card-block card-confirm__holder">
            <Text className="card-block__title">{t('holder')}</Text>
            {pre.identity ? (
              <Text className="card-block__line">{`${pre.identity.identityName} ${pre.identity.identityNo}`}</Text>
            ) : (
              <View className="card-choice">
                <Text className="card-block__line">{t('holder_missing')}</Text>
                <AtButton type="secondary" size="small" circle onClick={() => void appRouter().open('certificates')}>
                  {t('to_verify')}
                </AtButton>
              </View>
            )}
            <Text className="card-block__line">{t('holder_hint')}</Text>
          </View>
        )}
        {unpaid && (
          <View className="card-block card-confirm__unpaid" data-order={unpaid.itemOrderId}>
            <Text className="card-block__title">{t('unpaid_title')}</Text>
            <View className="card-choice">
              <AtButton type="secondary" size="small" circle disabled={busy} onClick={() => void cancelUnpaid(unpaid)}>
                {t('cancel_order')}
              </AtButton>
              <AtButton type="primary" size="small" circle disabled={busy} onClick={() => setPaying(unpaid)}>
                {t('pay_now')}
              </AtButton>
            </View>
          </View>
        )}
        {/* Points short is said beside the points above. */}
        {step.kind === 'refused' && step.reason !== 'POINTS_SHORT' && (
          <Text className="card-block__line card-confirm__refusal">{t(`refusal.${step.reason}`)}</Text>
        )}
        <View className="card-bar">
          <View className="card-confirm__total">
            <Text className="card-block__line">{t('total')}</Text>
            <CardPriceView card={{ priceMode: pre.priceMode, cardPrice: pre.payAmount, pointPrice: pre.pointAmount }} large />
          </View>
          {!unpaid && (
            <AtButton
              type="primary"
              className="card-bar__button card-confirm__submit"
              disabled={busy || step.kind === 'refused'}
              loading={busy}
              onClick={() => void submit()}
            >
              {step.kind === 'verify' ? t('to_verify') : t('submit')}
            </AtButton>
          )}
        </View>
      </View>
      {paying && paying.transactionId && (
        <PaymentChooser
          orderId={paying.itemOrderId}
          transactionId={paying.transactionId}
          amountFen={paying.payAmount}
          onClose={() => {
            setUnpaid(paying)
            setPaying(undefined)
          }}
          card={{
            itemOrderId: paying.itemOrderId,
            deadline: paying.payDeadline ?? Date.now(),
            onDeadline: () => {
              toast(t('pay_ended'))
              ended()
            }
          }}
        />
      )}
    </PageShell>
  )
}
