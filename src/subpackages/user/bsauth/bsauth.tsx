/**
 * bsauth (product.md section 2, login family): login from the merchant's business system. The system
 * opens this page with a signed ticket in the query (`ticket`, and optionally `redirect`, the route to open
 * next); the gateway checks the signature with the secret the merchant set in the console and logs the
 * buyer in, who is sent on without seeing a form. A ticket the gateway refuses (forged, expired, used)
 * shows why, with the way to the other logins; a failed connection can be tried again.
 */
import { useEffect, useState } from 'react'
import { PageShell } from '../../../components/page-shell/PageShell'
import { StateView } from '../../../components/state-view/StateView'
import { useSectionT } from '../../../locales/section-i18n'
import { LOGIN_EXTRA_TEXT } from '../../../locales/sections/login-extra/login-extra-text'
import { appRouter } from '../../../router/app-router'
import { useRouteParams } from '../../../router/use-route-params'
import { bsauthLogin } from '../../../services/user-calls-api'
import { RequestError } from '../../../services/request/request-error'
import { toast } from '../../../utils/toast'
import { useT } from '../../../locales/locale-atoms'

type Outcome = { kind: 'working' } | { kind: 'refused'; message: string } | { kind: 'offline' } | { kind: 'no_ticket' }

export default function BsauthPage() {
  const t = useT()
  const s = useSectionT(LOGIN_EXTRA_TEXT)
  const { ticket, redirect } = useRouteParams()
  const [outcome, setOutcome] = useState<Outcome>(ticket ? { kind: 'working' } : { kind: 'no_ticket' })

  const attempt = () => {
    if (!ticket) return setOutcome({ kind: 'no_ticket' })
    setOutcome({ kind: 'working' })
    bsauthLogin(ticket).then(
      () => {
        toast(t('login.success'))
        void appRouter().relaunch(redirect && appRouter().resolve(redirect) ? redirect : 'mine')
      },
      (error: unknown) => {
        // The gateway's refusal carries its translated reason; no envelope means the connection failed.
        if (error instanceof RequestError && error.statusCode > 0)
          setOutcome({ kind: 'refused', message: error.message || s('ticket_refused') })
        else setOutcome({ kind: 'offline' })
      }
    )
  }
  // The query is read once, as the business system sent it.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  useEffect(attempt, [])

  const otherLogin = { label: s('other_login'), onClick: () => void appRouter().redirect('login') }
  return (
    <PageShell route="bsauth">
      {outcome.kind === 'working' && <StateView kind="loading" />}
      {outcome.kind === 'offline' && <StateView kind="error" onRetry={attempt} action={otherLogin} />}
      {outcome.kind === 'refused' && (
        <StateView kind="empty" icon="load_failed" text={s('ticket_refused')} detail={outcome.message} action={otherLogin} />
      )}
      {outcome.kind === 'no_ticket' && (
        <StateView kind="empty" icon="not_found" text={s('no_ticket')} detail={s('no_ticket_detail')} action={otherLogin} />
      )}
    </PageShell>
  )
}
