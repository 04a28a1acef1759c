/**
 * accept-mine-ticket (/accept-mine-ticket?token; login): the transferee opens the link, sees the ticket,
 * agrees to the transfer rules (product.md: "the transferee must agree to the rules"), on a real-name show
 * binds one of their attendees (ticket-bind-audience), and accepts. Each failure of product.md "Other
 * states" Transfer (already accepted, time exceeded, cancelled by transferor, nothing to accept, purchase
 * limit reached) is its own state with an action (accept-view.ts).
 */
import { Text, View } from '@tarojs/components'
import AtButton from 'taro-ui/lib/components/button'
import { useState } from 'react'
import { PageShell } from '../../../components/page-shell/PageShell'
import { StateView } from '../../../components/state-view/StateView'
import { Icon } from '../../../components/icon/Icon'
import { useRouteParams } from '../../../router/use-route-params'
import { appRouter } from '../../../router/app-router'
import { useAsync } from '../../../hooks/use-async'
import { useSubmit } from '../../../hooks/use-submit'
import { useSectionT } from '../../../locales/section-i18n'
import { TRANSFER_TEXT } from '../../../locales/sections/transfer/transfer-text'
import { acceptTransfer, transferOffer } from '../../../services/transfer-api'
import { RequestError } from '../../../services/request/request-error'
import type { TransferOffer } from '../../../../types/api/transfer'
import { toast } from '../../../utils/toast'
import { TransferTicketCard } from '../transfer/TransferTicketCard'
import { acceptFailureOf, acceptViewOf, failureAction, type AcceptFailure, type AcceptView } from '../transfer/accept-view'
import type { PickedAudience } from '../ticket-bind-audience/picked-audience'
import '../../../theme/taro-ui/button.scss'
import '../transfer/transfer.scss'
import { useLocalFormat } from '../../../utils/show-time'

const TIME = 'YYYY-MM-DD HH:mm'

/** The offer, or the failure its call answered (nothing to accept: another phone's offer, a wrong link). */
async function loadOffer(token: string): Promise<{ offer?: TransferOffer; failure?: AcceptFailure }> {
  try {
    return { offer: await transferOffer(token) }
  } catch (error) {
    const failure = error instanceof RequestError ? acceptFailureOf(error.errorCode) : undefined
    if (failure) return { failure }
    throw error
  }
}

export default function AcceptMineTicketPage() {
  const local = useLocalFormat()
  const t = useSectionT(TRANSFER_TEXT)
  const { token = '' } = useRouteParams()
  const state = useAsync(() => loadOffer(token), [token])
  const [agreed, setAgreed] = useState(false)
  const [audience, setAudience] = useState<PickedAudience>()
  const [outcome, setOutcome] = useState<AcceptView>()
  const { busy, run } = useSubmit()

  const shell = (body: JSX.Element) => <PageShell route="accept-mine-ticket">{body}</PageShell>
  if (state.status === 'loading') return shell(<StateView kind="loading" />)
  if (state.status === 'error') return shell(<StateView kind="error" onRetry={state.reload} />)
  const { offer } = state.data
  const view: AcceptView =
    outcome ?? (state.data.failure ? { kind: 'FAILED', failure: state.data.failure } : acceptViewOf(offer as TransferOffer))
  const toTickets = { label: t('accept.to_ticket_holder'), onClick: () => void appRouter().open('ticket_holder') }
  const toHome = { label: t('accept.to_home'), onClick: () => void appRouter().open('list') }

  if (view.kind === 'FAILED') {
    const action = failureAction(view.failure) === 'TICKET_HOLDER' ? toTickets : toHome
    return shell(
      <View className="transfer-page accept-ticket__failed" data-failure={view.failure}>
        {offer && <TransferTicketCard ticket={offer.ticket} />}
        <StateView
          kind="empty"
          icon="not_found"
          text={t(`accept.failure.${view.failure}`)}
          detail={t(`accept.failure_detail.${view.failure}`)}
          action={action}
        />
      </View>
    )
  }
  const o = offer as TransferOffer
  if (view.kind === 'ACCEPTED') {
    return shell(
      <View className="transfer-page accept-ticket__done" data-state="ACCEPTED">
        <TransferTicketCard ticket={o.ticket} />
        <StateView
          kind="empty"
          text={t('accept.accepted')}
          detail={t('accept.accepted_detail')}
          action={{ label: t('accept.view_ticket'), onClick: () => void appRouter().open('ticket-detail-new', { id: o.ticket.ticketId }) }}
        />
      </View>
    )
  }
  if (view.kind === 'TRANSFERRED' || view.kind === 'WAITING') {
    return shell(
      <View className="transfer-page" data-state={view.kind}>
        <TransferTicketCard ticket={o.ticket} />
        <StateView
          kind="empty"
          text={t(view.kind === 'WAITING' ? 'accept.in_transfer_mine' : 'accept.transferred')}
          action={{ label: t('send.records'), onClick: () => void appRouter().open('custom-button-list') }}
        />
      </View>
    )
  }

  const chooseAudience = async () => {
    const picked = (await appRouter().openForResult('ticket-bind-audience', { showId: o.ticket.showId })) as PickedAudience | undefined
    if (picked) setAudience(picked)
  }
  const accept = async () => {
    if (!agreed) return toast(t('accept.must_agree'))
    if (o.realName && !audience) return void chooseAudience()
    await run(async () => {
      try {
        await acceptTransfer(token, { agreed: true, ...(audience ? { audienceId: audience.id } : {}) })
        setOutcome({ kind: 'ACCEPTED' })
      } catch (error) {
        const failure = error instanceof RequestError ? acceptFailureOf(error.errorCode) : undefined
        if (!failure) throw error
        setOutcome({ kind: 'FAILED', failure })
      }
    })
  }

  return shell(
    <View className="transfer-page accept-ticket" data-state="FORM">
      <Text className="transfer-note accept-ticket__from">{t('accept.from', { phone: o.fromPhone })}</Text>
      <TransferTicketCard ticket={o.ticket} />
      <Text className="transfer-note">{t('accept.expires', { time: local(o.expiresAt, TIME) })}</Text>
      {o.realName && (
        <View className="transfer-row accept-ticket__audience" onClick={() => void chooseAudience()}>
          <View className="transfer-row__main">
            <Text className="transfer-card__show">{t('accept.audience_label')}</Text>
            <Text className="transfer-note">
              {audience ? audience.name : t('accept.audience_hint', { time: local(o.identityLimitTime, TIME) })}
            </Text>
          </View>
          <Icon name="chevron_right" tone="muted" />
        </View>
      )}
      <View className="transfer-agree">
        <View className="transfer-agree__box accept-ticket__agree" role="checkbox" aria-checked={agreed} onClick={() => setAgreed(!agreed)}>
          <Icon name={agreed ? 'check_on' : 'check_off'} tone={agreed ? 'main' : 'muted'} />
        </View>
        <Text onClick={() => setAgreed(!agreed)}>{t('accept.agree')}</Text>
        <Text className="transfer-link accept-ticket__rules" onClick={() => void appRouter().open('send-rule')}>
          {t('accept.rules_link')}
        </Text>
      </View>
      <View className="transfer-actions">
        <AtButton type="primary" className="accept-ticket__accept" disabled={busy} loading={busy} onClick={() => void accept()}>
          {o.realName && !audience ? t('accept.audience_choose') : t('accept.accept')}
        </AtButton>
      </View>
    </View>
  )
}
