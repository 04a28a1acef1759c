/**
 * rebook-ticket (/rebook-ticket?orderId): move tickets of a paid order to another session of the same
 * show. The buyer picks the session, then the tickets and each one's new tier; the
 * difference is worked out by the shared rule (the gateway's, rebook-rules.ts) and confirmed. Seated
 * tiers get the best free seats of the tier (the pick-seat page is not reused here; the page says so).
 * A dearer target is held for the buyer and its difference paid in the order's payment chooser (with the
 * rebook's transaction id and deadline); the cashier comes back to pay-loading, which lands on the order
 * with the new tickets. A rebook waiting for payment is shown with pay and cancel until it ends.
 */
import { Text, View } from '@tarojs/components'
import AtButton from 'taro-ui/lib/components/button'
import { useMemo, useState } from 'react'
import { PageShell } from '../../../components/page-shell/PageShell'
import { StateView } from '../../../components/state-view/StateView'
import { Price } from '../../../components/price/Price'
import { Icon } from '../../../components/icon/Icon'
import { confirmDialog } from '../../../components/reply-dialog/dialog-queue'
import { useRouteParams } from '../../../router/use-route-params'
import { appRouter } from '../../../router/app-router'
import { useAsync } from '../../../hooks/use-async'
import { useSubmit } from '../../../hooks/use-submit'
import { useShowTimeText } from '../../../utils/show-time'
import { toast } from '../../../utils/toast'
import { useSectionT } from '../../../locales/section-i18n'
import { REBOOK_TEXT } from '../../../locales/sections/rebook/rebook-text'
import { rebookApply, rebookCancel, rebookCheck } from '../../../services/rebook-api'
import { PaymentChooser } from '../../../components/payment-chooser/PaymentChooser'
import { newIdempotencyKey } from '../confirm-order/confirm-order-model'
import { priceInfo } from '../../../../types/rules/price-info'
import { yuanText } from '../../../../types/rules/money'
import type { RebookCheckReply, RebookPayment } from '../../../../types/api/rebook'
import { initialChoice, quoteOf, sessionLine, toggleTicket, type RebookChoice } from './rebook-model'
import '../../../theme/taro-ui/button.scss'
import './rebook-ticket.scss'

const ROUTE = 'rebook-ticket'

/** The chosen session's tiers, the tickets and the difference; confirms the move. */
function Target({ check, onDone, onPay }: { check: RebookCheckReply; onDone(): void; onPay(payment: RebookPayment): void }) {
  const t = useSectionT(REBOOK_TEXT)
  const timeText = useShowTimeText()
  const [choice, setChoice] = useState<RebookChoice>(() => initialChoice(check))
  // One key per page: the request layer's retries replay the rebook instead of making a second.
  const [key] = useState(newIdempotencyKey)
  const { busy, run } = useSubmit()
  const quote = quoteOf(check, choice)
  const session = check.sessions.find((s) => s.sessionId === check.sessionId)
  const firstTier = check.tiers.find((x) => x.available > 0)?.seatPlanId
  const seatedChosen = Object.values(choice).some((id) => check.tiers.find((x) => x.seatPlanId === id)?.seated)
  const confirm = () =>
    run(async () => {
      if (!quote.ok || !check.sessionId) return
      const where = { count: quote.lines.length, session: session ? sessionLine(session.sessionName, timeText(session.startsAt)) : '' }
      const ask = quote.kind === 'PAY' ? t('confirm_pay_ask', { ...where, amount: yuanText(quote.differenceFen) }) : t('confirm_ask', where)
      if (!(await confirmDialog(ask))) return
      const reply = await rebookApply({
        orderId: check.orderId,
        sessionId: check.sessionId,
        tickets: quote.lines.map((l) => ({ ticketId: l.ticketId, seatPlanId: l.toTierId })),
        differenceFen: quote.differenceFen,
        idempotencyKey: key
      })
      // Dearer: held, not moved yet; the chooser pays the difference.
      if (reply.payment) return onPay(reply.payment)
      toast(t('done'))
      onDone()
    })
  if (!check.tickets.length)
    return (
      <StateView
        kind="empty"
        text={t('no_tickets')}
        detail={t('no_tickets_detail')}
        action={{ label: t('back_to_order'), onClick: onDone }}
      />
    )
  return (
    <>
      <View className="rebook__block">
        <Text className="rebook__heading">{t('choose_tickets')}</Text>
        {check.tickets.map((k) => (
          <View key={k.ticketId} className="rebook__ticket" data-ticket={k.ticketId}>
            <View className="rebook__row" onClick={() => setChoice(toggleTicket(choice, k.ticketId, firstTier))}>
              <Icon name={choice[k.ticketId] ? 'check_on' : 'check_off'} tone={choice[k.ticketId] ? 'main' : 'muted'} />
              <View className="rebook__ticket-text">
                <Text className="rebook__line">{`${k.seatPlanName}${k.seatInfo ? ` · ${k.seatInfo}` : ''}${k.attendeeName ? ` · ${k.attendeeName}` : ''}`}</Text>
                <Text className="rebook__muted">{t('ticket_price', { price: `¥${yuanText(k.priceFen)}` })}</Text>
              </View>
            </View>
            {choice[k.ticketId] && (
              <View className="rebook__tiers">
                {check.tiers.map((tier) => (
                  <View
                    key={tier.seatPlanId}
                    className={`rebook__tier${choice[k.ticketId] === tier.seatPlanId ? ' rebook__tier--on' : ''}${tier.available > 0 ? '' : ' rebook__tier--off'}`}
                    onClick={() => tier.available > 0 && setChoice({ ...choice, [k.ticketId]: tier.seatPlanId })}
                  >
                    <Text>{tier.seatPlanName}</Text>
                    <Price info={priceInfo(tier.priceFen)} plain />
                    <Text className="rebook__muted">{tier.available > 0 ? t('left', { count: tier.available }) : t('sold_out')}</Text>
                  </View>
                ))}
              </View>
            )}
          </View>
        ))}
        {seatedChosen && <Text className="rebook__note">{t('seated_note')}</Text>}
      </View>
      <View className="rebook__bar">
        <View className="rebook__difference">
          <Text className="rebook__heading">{t('difference')}</Text>
          <Text className="rebook__muted" data-kind={quote.ok ? quote.kind : 'NONE'}>
            {!quote.ok
              ? t('pick_all')
              : quote.kind === 'EQUAL'
                ? t('diff_equal')
                : t(quote.kind === 'REFUND' ? 'diff_refund' : 'diff_pay', { amount: yuanText(quote.differenceFen) })}
          </Text>
        </View>
        <AtButton type="primary" className="rebook__confirm" disabled={busy || !quote.ok} onClick={() => void confirm()}>
          {quote.ok && quote.kind === 'PAY' ? t('confirm_pay') : t('confirm')}
        </AtButton>
      </View>
    </>
  )
}

/** A rebook waiting for its difference: what to pay by when, pay or cancel. */
function Pending({ payment, onPay, onCancelled }: { payment: RebookPayment; onPay(): void; onCancelled(): void }) {
  const t = useSectionT(REBOOK_TEXT)
  const timeText = useShowTimeText()
  const { busy, run } = useSubmit()
  const cancel = () =>
    run(async () => {
      if (!(await confirmDialog(t('cancel_ask')))) return
      await rebookCancel(payment.rebookId)
      toast(t('cancelled'))
      onCancelled()
    })
  return (
    <View className="rebook__block rebook__pending" data-rebook={payment.rebookId}>
      <View className="rebook__row">
        <Icon name="ticket" tone="main" />
        <Text className="rebook__heading">{t('pending_title')}</Text>
      </View>
      <Text className="rebook__muted">
        {t('pending_detail', { amount: yuanText(payment.amountFen), time: timeText(payment.payDeadline) })}
      </Text>
      <View className="rebook__actions">
        <AtButton type="primary" className="rebook__pay" disabled={busy} onClick={onPay}>
          {t('pay_now')}
        </AtButton>
        <AtButton type="secondary" className="rebook__cancel" disabled={busy} onClick={() => void cancel()}>
          {t('cancel_rebook')}
        </AtButton>
      </View>
    </View>
  )
}

export default function RebookTicketPage() {
  const t = useSectionT(REBOOK_TEXT)
  const timeText = useShowTimeText()
  const { orderId = '' } = useRouteParams()
  const [sessionId, setSessionId] = useState<string>()
  // Opened without an order (a bare address): nothing to ask the gateway; the page leads to the orders.
  const base = useAsync(() => (orderId ? rebookCheck(orderId) : Promise.resolve(undefined)), [orderId])
  const target = useAsync(() => (sessionId ? rebookCheck(orderId, sessionId) : Promise.resolve(undefined)), [orderId, sessionId])
  const back = useMemo(() => () => void appRouter().redirect('order_detail', { orderId }), [orderId])
  // The difference being paid in the chooser (just applied, or a pending one resumed).
  const [paying, setPaying] = useState<RebookPayment>()
  const closePaying = () => {
    setPaying(undefined)
    base.reload()
  }
  if (base.status === 'loading')
    return (
      <PageShell route={ROUTE}>
        <StateView kind="loading" />
      </PageShell>
    )
  if (base.status === 'error')
    return (
      <PageShell route={ROUTE}>
        <StateView kind="error" onRetry={base.reload} action={{ label: t('back_to_order'), onClick: back }} />
      </PageShell>
    )
  const b = base.data
  if (!b) {
    return (
      <PageShell route={ROUTE}>
        <StateView
          kind="empty"
          text={t('no_tickets')}
          action={{ label: t('my_orders'), onClick: () => void appRouter().open('order_list') }}
        />
      </PageShell>
    )
  }
  return (
    <PageShell route={ROUTE}>
      <View className="rebook">
        <View className="rebook__block">
          <Text className="rebook__show">{b.showName}</Text>
          <Text className="rebook__line">{`${t('from_session')}: ${sessionLine(b.fromSession.sessionName, timeText(b.fromSession.startsAt))}`}</Text>
          <Text className="rebook__muted">{t('deadline', { time: timeText(b.deadline) })}</Text>
        </View>
        {b.pending ? (
          <Pending payment={b.pending} onPay={() => setPaying(b.pending)} onCancelled={base.reload} />
        ) : !b.sessions.length ? (
          <StateView
            kind="empty"
            text={t('no_sessions')}
            detail={t('no_sessions_detail')}
            action={{ label: t('back_to_order'), onClick: back }}
          />
        ) : (
          <View className="rebook__block">
            <Text className="rebook__heading">{t('choose_session')}</Text>
            {b.sessions.map((s) => (
              <View
                key={s.sessionId}
                className={`rebook__session${s.sessionId === sessionId ? ' rebook__session--on' : ''}`}
                data-session={s.sessionId}
                onClick={() => setSessionId(s.sessionId)}
              >
                <Icon name={s.sessionId === sessionId ? 'radio_on' : 'radio_off'} tone={s.sessionId === sessionId ? 'main' : 'muted'} />
                <Text className="rebook__line">{sessionLine(s.sessionName, timeText(s.startsAt))}</Text>
              </View>
            ))}
          </View>
        )}
        {sessionId && target.status === 'loading' && <StateView kind="loading" />}
        {sessionId && target.status === 'error' && <StateView kind="error" onRetry={target.reload} />}
        {!b.pending && target.status === 'ready' && target.data && (
          <Target key={target.data.sessionId} check={target.data} onDone={back} onPay={setPaying} />
        )}
      </View>
      {paying && (
        <PaymentChooser
          orderId={orderId}
          transactionId={paying.transactionId}
          amountFen={paying.amountFen}
          onClose={closePaying}
          rebook={{
            rebookId: paying.rebookId,
            deadline: paying.payDeadline,
            onDeadline: () => {
              toast(t('pay_ended'))
              closePaying()
            }
          }}
        />
      )}
    </PageShell>
  )
}
