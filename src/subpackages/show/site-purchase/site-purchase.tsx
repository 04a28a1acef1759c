/**
 * site_purchase (/purchase/:showId; product.md "Show area"): buying at the venue's box office. Opened from
 * a venue's site code, show detail on the day, or a link at the venue. Today's sessions of the show
 * (the merchant's today, times in the merchant's zone), each with its on-site window; the tiers with what
 * is left; a quick quantity (best seats chosen by the gateway where the session is seated); the total as
 * the gateway quotes it; then the order (buyer/v1/venue_purchase/pre_orders, through the one sales core)
 * and the existing payment chooser. Paid tickets are in site-list with their entry codes.
 */
import { Text, View } from '@tarojs/components'
import AtButton from 'taro-ui/lib/components/button'
import AtInputNumber from 'taro-ui/lib/components/input-number'
import { useAtomValue } from 'jotai'
import { useEffect, useMemo, useState } from 'react'
import { PageShell } from '../../../components/page-shell/PageShell'
import { StateView } from '../../../components/state-view/StateView'
import { Price } from '../../../components/price/Price'
import { Icon } from '../../../components/icon/Icon'
import { PaymentChooser } from '../../../components/payment-chooser/PaymentChooser'
import { useAsync } from '../../../hooks/use-async'
import { useSubmit } from '../../../hooks/use-submit'
import { useRouteParams } from '../../../router/use-route-params'
import { appRouter } from '../../../router/app-router'
import { useSectionT } from '../../../locales/section-i18n'
import { ONSITE_TEXT } from '../../../locales/sections/onsite/onsite-text'
import { loggedInAtom } from '../../../session/session-atoms'
import { useLocalFormat } from '../../../utils/show-time'
import { buyingProofs } from '../../../services/show-api'
import { onSiteOffer, onSiteOrder, onSiteQuote } from '../../../services/venue-purchase-api'
import { priceInfo } from '../../../../types/rules/price-info'
import type { OnSiteSession } from '../../../../types/api/venue-purchase'
import { idempotencyKeys, newIdempotencyKey } from '../../order/confirm-order/confirm-order-model'
import { canBuy, firstSession, firstTier, maxQuantity, quickQuantities } from './site-purchase-model'
import '../../../theme/taro-ui/button.scss'
import '../../../theme/taro-ui/input-number.scss'
import './site-purchase.scss'

function useWindowText() {
  const t = useSectionT(ONSITE_TEXT)
  const local = useLocalFormat()
  return (s: OnSiteSession) =>
    s.window === 'OPEN'
      ? t('open_until', { time: local(s.closesAt, 'HH:mm') })
      : s.window === 'NOT_YET'
        ? t('opens_at', { time: local(s.opensAt, 'HH:mm') })
        : t('ended')
}

export default function SitePurchasePage() {
  const t = useSectionT(ONSITE_TEXT)
  const local = useLocalFormat()
  const windowText = useWindowText()
  const { showId = '' } = useRouteParams()
  const loggedIn = useAtomValue(loggedInAtom)
  const offer = useAsync(() => onSiteOffer(showId), [showId])
  const [sessionId, setSessionId] = useState<string>()
  const [tierId, setTierId] = useState<string>()
  const [qty, setQty] = useState(1)
  const [paying, setPaying] = useState<{ orderId: string; transactionId: string; amountFen: number }>()
  const { busy, run } = useSubmit()
  const keyFor = useMemo(() => idempotencyKeys(newIdempotencyKey), [])

  const data = offer.status === 'ready' ? offer.data : undefined
  const session = data?.sessions.find((s) => s.bizShowSessionId === sessionId) ?? (data ? firstSession(data) : undefined)
  const tier = session?.tiers.find((x) => x.seatPlanId === tierId) ?? firstTier(session)
  const max = data ? maxQuantity(data, tier) : 1
  const count = Math.min(qty, max)
  const buyable = canBuy(session, tier, count)
  const items = useMemo(
    () => (session && tier ? [{ showId, bizShowSessionId: session.bizShowSessionId, seatPlanId: tier.seatPlanId, qty: count }] : []),
    [showId, session, tier, count]
  )

  // The gateway's amount for the choice (a member's price, a fee), once logged in; else the list price.
  const quote = useAsync(
    async () => (loggedIn && buyable ? onSiteQuote({ showId, items }, await buyingProofs(showId)) : null),
    [loggedIn, buyable, showId, items]
  )
  const totalFen = quote.status === 'ready' && quote.data ? quote.data.payAmount : (tier?.price ?? 0) * count
  useEffect(() => setQty(1), [tierId, sessionId])

  const buy = () =>
    run(async () => {
      if (!loggedIn) return void appRouter().openLogin()
      if (!buyable || quote.status !== 'ready' || !quote.data) return
      const body = { showId, items, paymentParam: { payAmount: quote.data.payAmount } }
      const reply = await onSiteOrder({ ...body, idempotencyKey: keyFor(body) }, await buyingProofs(showId)).catch((error: unknown) => {
        offer.refresh()
        quote.reload()
        throw error
      })
      const transactionId = reply.unPaidTransactionIds[0]
      if (!transactionId) return void appRouter().redirect('site-list')
      setPaying({ orderId: reply.orderId, transactionId, amountFen: quote.data.payAmount })
    })

  if (offer.status === 'loading')
    return (
      <PageShell route="site_purchase">
        <View className="site-purchase__skeleton" data-testid="site-purchase-loading">
          <View className="site-purchase__skeleton-head" />
          <View className="site-purchase__skeleton-row" />
          <View className="site-purchase__skeleton-row" />
        </View>
      </PageShell>
    )
  if (offer.status === 'error')
    return (
      <PageShell route="site_purchase">
        <StateView kind="error" onRetry={offer.reload} />
      </PageShell>
    )
  const o = offer.data
  const toShow = { label: t('to_show'), onClick: () => void appRouter().redirect('show_detail', { showId }) }
  return (
    <PageShell route="site_purchase">
      <View className="site-purchase" data-testid="site-purchase" data-show-id={o.showId}>
        <View className="site-purchase__head" style={{ borderLeftColor: o.posterColor }}>
          <Text className="site-purchase__badge">{t('badge')}</Text>
          <Text className="site-purchase__show">{o.showName}</Text>
          <View className="site-purchase__venue">
            <Icon name="location" tone="muted" className="site-purchase__venue-icon" />
            <Text>{[o.venueName, o.venueAddress].filter(Boolean).join(' | ')}</Text>
          </View>
        </View>
        {!o.onSiteSale ? (
          <StateView kind="empty" text={t('not_sold')} detail={t('not_sold_detail')} action={toShow} />
        ) : !o.sessions.length ? (
          <StateView kind="empty" text={t('no_sessions')} detail={t('no_sessions_detail')} action={toShow} />
        ) : (
          <>
            <Text className="site-purchase__heading">{t('today', { date: local(o.sessions[0].startsAt, 'YYYY.MM.DD') })}</Text>
            <View className="site-purchase__sessions">
              {o.sessions.map((s) => (
                <View
                  key={s.bizShowSessionId}
                  role="button"
                  data-testid="site-purchase-session"
                  className={`site-purchase__session${s.bizShowSessionId === session?.bizShowSessionId ? ' site-purchase__session--on' : ''}${s.window === 'OPEN' ? '' : ' site-purchase__session--off'}`}
                  onClick={() => setSessionId(s.bizShowSessionId)}
                >
                  <Text className="site-purchase__session-time">{local(s.startsAt, 'HH:mm')}</Text>
                  <Text className="site-purchase__session-window">{windowText(s)}</Text>
                </View>
              ))}
            </View>
            {session && (
              <View className="site-purchase__tiers">
                {session.tiers.map((x) => (
                  <View
                    key={x.seatPlanId}
                    role="button"
                    data-testid="site-purchase-tier"
                    className={`site-purchase__tier${x.seatPlanId === tier?.seatPlanId ? ' site-purchase__tier--on' : ''}${x.available > 0 ? '' : ' site-purchase__tier--off'}`}
                    onClick={() => x.available > 0 && setTierId(x.seatPlanId)}
                  >
                    <Text className="site-purchase__tier-name">{x.name}</Text>
                    <Price info={priceInfo(x.price)} plain />
                    <Text className="site-purchase__tier-left">{x.available > 0 ? t('left', { count: x.available }) : t('sold_out')}</Text>
                  </View>
                ))}
              </View>
            )}
            {tier?.seated && <Text className="site-purchase__note">{t('best_seats')}</Text>}
            <View className="site-purchase__qty">
              <Text className="site-purchase__label">{t('quantity')}</Text>
              <View className="site-purchase__chips">
                {quickQuantities(max).map((n) => (
                  <View
                    key={n}
                    role="button"
                    data-testid="site-purchase-qty"
                    className={`site-purchase__chip${n === count ? ' site-purchase__chip--on' : ''}`}
                    onClick={() => setQty(n)}
                  >
                    {n}
                  </View>
                ))}
              </View>
              <AtInputNumber
                type="number"
                min={1}
                max={max}
                value={count}
                onChange={(n) => setQty(Math.max(1, Math.min(max, Math.floor(Number(n) || 1))))}
              />
            </View>
            <Text className="site-purchase__note">{t('note')}</Text>
            <View className="site-purchase__bar">
              <View className="site-purchase__total">
                <Text className="site-purchase__label">{t('total')}</Text>
                {quote.status === 'loading' && loggedIn && buyable ? (
                  <Text className="site-purchase__pricing">{t('pricing')}</Text>
                ) : (
                  <Price info={priceInfo(totalFen)} large />
                )}
              </View>
              <AtButton
                type="primary"
                className="site-purchase__buy"
                disabled={!buyable || busy || (loggedIn && quote.status !== 'ready')}
                onClick={buy}
              >
                {t('buy')}
              </AtButton>
            </View>
            <View className="site-purchase__mine" role="button" onClick={() => void appRouter().open('site-list')}>
              <Icon name="ticket" tone="muted" className="site-purchase__mine-icon" />
              <Text>{t('my_tickets')}</Text>
              <Icon name="chevron_right" tone="muted" className="site-purchase__mine-icon" />
            </View>
          </>
        )}
      </View>
      {paying && (
        <PaymentChooser
          orderId={paying.orderId}
          transactionId={paying.transactionId}
          amountFen={paying.amountFen}
          onClose={() => void appRouter().redirect('order_detail', { orderId: paying.orderId })}
        />
      )}
    </PageShell>
  )
}
