/**
 * ticket-error (login): a ticket that cannot be shown, and what the buyer can do. Not found — also the
 * answer for another account's ticket (the gateway never says "not yours", so ids cannot be probed): go
 * to the ticket holder, or switch account. Void (used, refunding, refunded, in transfer, rebooked): its
 * state, the order, the past tickets. Opened with id and reason (ticket-code redirects here); opened with
 * only an id, it asks the gateway itself. Drawn as the app's other dead ends are (the state view).
 */
import { Text, View } from '@tarojs/components'
import { useEffect } from 'react'
import AtButton from 'taro-ui/lib/components/button'
import { PageShell } from '../../../components/page-shell/PageShell'
import { StateView } from '../../../components/state-view/StateView'
import { Icon } from '../../../components/icon/Icon'
import { useRouteParams } from '../../../router/use-route-params'
import { appRouter } from '../../../router/app-router'
import { useSectionT } from '../../../locales/section-i18n'
import { TICKETS_TEXT } from '../../../locales/sections/tickets/tickets-text'
import { useAsync } from '../../../hooks/use-async'
import { ticketDetailKeptOrLive } from '../../../services/trade-api'
import { ticketStateWords } from '../ticket-state-words'
import { problemFromParams, problemOfFailure, problemOfTicket, type TicketProblem } from './ticket-problem'
// No stylesheet of its own: the state view's (already loaded with the app), so this page adds no CSS chunk,
// each of which costs every H5 first page a hash in webpack's chunk maps (npm run size).

/** The problem as the gateway sees it now, with the ticket's order when the buyer holds it. */
async function currentProblem(id: string): Promise<{ problem: TicketProblem | undefined; orderId?: string }> {
  try {
    const { data } = await ticketDetailKeptOrLive(id)
    return { problem: problemOfTicket(data.state), orderId: data.orderId }
  } catch (error) {
    const problem = problemOfFailure(error)
    if (!problem) throw error
    return { problem }
  }
}

export default function TicketErrorPage() {
  const s = useSectionT(TICKETS_TEXT)
  const params = useRouteParams()
  const id = params.id ?? ''
  const given = problemFromParams(params)
  // The URL says why; the gateway says it for sure (and gives the order to open), so ask it unless there is no ticket.
  const checked = useAsync(() => (id ? currentProblem(id) : Promise.resolve({ problem: given ?? { reason: 'not_found' as const } })), [id])
  // It can be shown after all (a refund was rejected, a transfer cancelled): back to the ticket.
  const showable = checked.status === 'ready' && !checked.data.problem
  useEffect(() => {
    if (showable) void appRouter().redirect('ticket-detail-new', { id })
  }, [showable, id])
  if (checked.status === 'loading')
    return (
      <PageShell route="ticket-error">
        <StateView kind="loading" />
      </PageShell>
    )
  if (checked.status === 'error' && !given)
    return (
      <PageShell route="ticket-error">
        <StateView kind="error" onRetry={checked.reload} />
      </PageShell>
    )
  const problem = checked.status === 'ready' ? checked.data.problem : given
  const orderId = checked.status === 'ready' ? checked.data.orderId : undefined
  if (!problem)
    return (
      <PageShell route="ticket-error">
        <StateView kind="loading" />
      </PageShell>
    )
  const toHolder = () => void appRouter().switchTab('ticket_holder')
  return (
    <PageShell route="ticket-error">
      <View className="ticket-error state-view" data-reason={problem.reason}>
        <Icon name="not_found" tone="muted" className="state-view__icon" />
        {problem.reason === 'not_found' ? (
          <>
            <Text className="ticket-error__title state-view__text">{s('error.not_found')}</Text>
            <Text className="ticket-error__detail state-view__detail">{s('error.not_found_detail')}</Text>
            <AtButton type="primary" size="small" className="ticket-error__action state-view__action" onClick={toHolder}>
              {s('error.to_holder')}
            </AtButton>
            <AtButton size="small" className="ticket-error__action state-view__action" onClick={() => void appRouter().open('setting')}>
              {s('error.switch_account')}
            </AtButton>
          </>
        ) : (
          <>
            <Text className="ticket-error__title state-view__text">{s('error.void')}</Text>
            <Text className="ticket-error__detail state-view__detail" data-state={problem.state}>
              {s('error.void_detail', { state: s(ticketStateWords(problem.state)) })}
            </Text>
            {orderId && (
              <AtButton
                type="primary"
                size="small"
                className="ticket-error__action state-view__action"
                onClick={() => void appRouter().open('order_detail', { orderId })}
              >
                {s('error.to_order')}
              </AtButton>
            )}
            <AtButton
              size="small"
              className="ticket-error__action state-view__action"
              onClick={() => void appRouter().open('history-ticket')}
            >
              {s('error.to_history')}
            </AtButton>
            <AtButton size="small" className="ticket-error__action state-view__action" onClick={toHolder}>
              {s('error.to_holder')}
            </AtButton>
          </>
        )}
      </View>
    </PageShell>
  )
}
