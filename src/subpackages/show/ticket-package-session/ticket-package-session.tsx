/**
 * ticket-package-session (/ticket-package-session/:promotionId, and /combo-activity-session/...):
 * pick one session and tier per slot (each slot opens its shows, or its one show's sessions), see the combo
 * price the gateway quotes (fixed amount, what the tickets cost alone, the saving), and confirm: the
 * gateway makes the package's orders and the buyer pays them at once in the payment chooser.
 */
import { Text, View } from '@tarojs/components'
import { useAtomValue } from 'jotai'
import { useMemo, useState } from 'react'
import AtButton from 'taro-ui/lib/components/button'
import AtInputNumber from 'taro-ui/lib/components/input-number'
import { PageShell } from '../../../components/page-shell/PageShell'
import { StateView } from '../../../components/state-view/StateView'
import { Icon } from '../../../components/icon/Icon'
import { Price } from '../../../components/price/Price'
import { PaymentChooser } from '../../../components/payment-chooser/PaymentChooser'
import { useAsync } from '../../../hooks/use-async'
import { useSubmit } from '../../../hooks/use-submit'
import { useRouteParams } from '../../../router/use-route-params'
import { appRouter } from '../../../router/app-router'
import { useShowTimeText } from '../../../utils/show-time'
import { toast } from '../../../utils/toast'
import { useSectionT } from '../../../locales/section-i18n'
import { PROMOTION_TEXT } from '../../../locales/sections/promotion/promotion-text'
import { comboOrder, comboPrice, promotionDetail } from '../../../services/promotion-api'
import { priceInfo } from '../../../../types/rules/price-info'
import { yuanText } from '../../../../types/rules/money'
import type { PromotionDetail } from '../../../../types/api/promotion'
import { packagePicksAtom, picksStillOffered, quoteRefusal, selectionOf, setsMax } from '../ticket-package/package-picks'
import '../../../theme/taro-ui/button.scss'
import '../../../theme/taro-ui/input-number.scss'
import '../ticket-package/ticket-package.scss'

function chooseSlot(detail: PromotionDetail, slot: number): void {
  const shows = detail.slots[slot]?.shows ?? []
  // One show in the slot: straight to its sessions; several: the slot's show list first.
  if (shows.length === 1)
    void appRouter().open('ticket-package-show-detail', { promotionId: detail.promotionId, slot, showId: shows[0].showId })
  else void appRouter().open('ticket-package-show', { promotionId: detail.promotionId, slot })
}

export default function TicketPackageSessionPage() {
  const t = useSectionT(PROMOTION_TEXT)
  const timeText = useShowTimeText()
  const { promotionId = '' } = useRouteParams()
  const data = useAsync(() => promotionDetail(promotionId), [promotionId])
  const stored = useAtomValue(packagePicksAtom)[promotionId]
  const picks = useMemo(() => (data.status === 'ready' ? picksStillOffered(data.data, stored) : {}), [data, stored])
  // Several sets at once (a couple, a family): up to what the offer and every picked tier still have.
  const [asked, setAsked] = useState(1)
  const maxSets = data.status === 'ready' ? setsMax(data.data, picks) : 1
  const sets = Math.min(asked, maxSets)
  const selection = data.status === 'ready' ? selectionOf(data.data, picks, sets) : undefined
  const selectionKey = JSON.stringify(selection ?? null)
  const quote = useAsync(() => (selection ? comboPrice(selection) : Promise.resolve(undefined)), [selectionKey])
  // One key per selection for the life of the page: a retried submit replays the first package, never a second.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const idempotencyKey = useMemo(() => `pk-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 12)}`, [selectionKey])
  const [paying, setPaying] = useState<{ orderId: string; transactionId: string; amountFen: number }>()
  const { busy, run } = useSubmit()
  const toHome = { label: t('to_home'), onClick: () => void appRouter().switchTab('list') }

  const submit = () =>
    run(async () => {
      if (!selection || quote.status !== 'ready' || !quote.data) return toast(t('pick_all'))
      const reply = await comboOrder({ ...selection, idempotencyKey, paymentParam: { payAmount: quote.data.payAmount } })
      const transactionId = reply.unPaidTransactionIds[0]
      if (!transactionId) return void appRouter().redirect('order_list')
      setPaying({ orderId: reply.orderIds[0], transactionId, amountFen: reply.payAmount })
    })

  return (
    <PageShell route="ticket-package-session">
      {data.status === 'loading' && <StateView kind="loading" />}
      {data.status === 'error' && <StateView kind="error" onRetry={data.reload} />}
      {data.status === 'ready' && data.data.slots.every((s) => s.shows.length === 0) && (
        <StateView kind="empty" text={t('empty')} action={toHome} />
      )}
      {data.status === 'ready' && data.data.slots.some((s) => s.shows.length > 0) && (
        <View className="ticket-package" data-testid="package-session">
          <View className="ticket-package__card">
            <Text className="ticket-package__badge">{t('package_badge')}</Text>
            <Text className="ticket-package__name">{data.data.name}</Text>
            <Text className="ticket-package__line">{t('price_per_set', { price: yuanText(data.data.fixedAmount ?? 0) })}</Text>
          </View>
          {data.data.slots.map((slot) => {
            const pick = picks[slot.slot]
            return (
              <View
                key={slot.slot}
                className="ticket-package__card ticket-package__row"
                data-slot={slot.slot}
                data-picked={pick ? 'yes' : 'no'}
                onClick={() => chooseSlot(data.data, slot.slot)}
              >
                <View className="ticket-package__row-text">
                  <Text className="ticket-package__heading">{t('slot_label', { n: slot.slot + 1 })}</Text>
                  {pick ? (
                    <>
                      <Text className="ticket-package__name">{pick.showName}</Text>
                      <Text className="ticket-package__line">{pick.sessionName || timeText(pick.startTime)}</Text>
                      <Text className="ticket-package__line">{`${pick.seatPlanName} · ¥${yuanText(pick.price)}`}</Text>
                    </>
                  ) : (
                    <Text className="ticket-package__line">
                      {slot.shows.length > 1
                        ? t('slot_shows', { count: slot.shows.length })
                        : (slot.shows[0]?.showName ?? t('shows_empty'))}
                    </Text>
                  )}
                </View>
                <Text className="ticket-package__action">{pick ? t('change') : t('choose')}</Text>
                <Icon name="chevron_right" tone="muted" />
              </View>
            )
          })}
          {selection && (
            <View className="ticket-package__card ticket-package__row" data-testid="package-sets">
              <Text className="ticket-package__heading ticket-package__row-text">{t('sets_label')}</Text>
              <AtInputNumber
                type="number"
                min={1}
                max={maxSets}
                value={sets}
                onChange={(n) => setAsked(Math.max(1, Math.min(maxSets, Math.floor(Number(n)) || 1)))}
              />
            </View>
          )}
          <View className="ticket-package__bar">
            <View className="ticket-package__bar-text" data-testid="combo-price">
              {quote.status === 'ready' && quote.data ? (
                <>
                  <Text className="ticket-package__line">{t('total')}</Text>
                  <Price info={priceInfo(quote.data.payAmount)} large />
                  <Text className="ticket-package__line" data-testid="combo-saving">
                    {`${t('original', { amount: yuanText(quote.data.originalAmount) })} · ${t('saving', { amount: yuanText(quote.data.saving) })}`}
                  </Text>
                </>
              ) : (
                <Text className="ticket-package__line">
                  {quote.status === 'error' ? quoteRefusal(quote.error, t('ended')) : t('pick_all')}
                </Text>
              )}
            </View>
            <AtButton
              type="primary"
              className="ticket-package__bar-button"
              disabled={busy || !selection || quote.status !== 'ready'}
              loading={busy}
              onClick={() => void submit()}
            >
              {t('submit')}
            </AtButton>
          </View>
        </View>
      )}
      {paying && (
        <PaymentChooser
          orderId={paying.orderId}
          transactionId={paying.transactionId}
          amountFen={paying.amountFen}
          onClose={() => void appRouter().redirect('order_list')}
        />
      )}
    </PageShell>
  )
}
