/**
 * douyin_auth (product.md section 2, login family): H5 login with Douyin's web OAuth. Opened without a
 * code it asks the gateway for Douyin's authorize URL (with a state the gateway signed) and goes there;
 * Douyin sends the buyer back here with `code` and `state`, which the gateway exchanges with Douyin and
 * logs the buyer in (a new buyer the first time), then the route in `redirect` opens. Only where the
 * merchant set up a Douyin client in the console (the login page shows the button from shop_functions).
 */
import { useEffect, useState } from 'react'
import { PageShell } from '../../../components/page-shell/PageShell'
import { StateView } from '../../../components/state-view/StateView'
import { useSectionT } from '../../../locales/section-i18n'
import { LOGIN_EXTRA_TEXT } from '../../../locales/sections/login-extra/login-extra-text'
import { appRouter } from '../../../router/app-router'
import { useRouteParams } from '../../../router/use-route-params'
import { douyinAuthorize, douyinLogin } from '../../../services/user-calls-api'
import { douyinReturnUrl, douyinWebAvailable, leaveFor } from '../../../services/douyin-web'
import { RequestError } from '../../../services/request/request-error'
import { toast } from '../../../utils/toast'
import { useT } from '../../../locales/locale-atoms'

type Outcome = { kind: 'working' } | { kind: 'failed'; text: string; detail?: string } | { kind: 'unavailable' }

export default function DouyinAuthPage() {
  const t = useT()
  const s = useSectionT(LOGIN_EXTRA_TEXT)
  const { code, state, redirect } = useRouteParams()
  const [outcome, setOutcome] = useState<Outcome>({ kind: 'working' })
  const next = () => void appRouter().relaunch(redirect && appRouter().resolve(redirect) ? redirect : 'mine')

  const refused = (fallback: string) => (error: unknown) =>
    setOutcome({
      kind: 'failed',
      text: fallback,
      detail: error instanceof RequestError && error.statusCode > 0 ? error.message : undefined
    })

  /** To Douyin's authorize page, which comes back here with a code. */
  const authorize = () => {
    if (!douyinWebAvailable) return setOutcome({ kind: 'unavailable' })
    setOutcome({ kind: 'working' })
    douyinAuthorize(douyinReturnUrl(redirect)).then(({ url }) => leaveFor(url), refused(s('douyin_failed')))
  }

  useEffect(() => {
    if (!code || !state) {
      // Douyin came back without a code: the buyer declined. Otherwise this is the start.
      if (state) return setOutcome({ kind: 'failed', text: s('douyin_denied') })
      return authorize()
    }
    douyinLogin(code, state).then(
      () => {
        toast(t('login.success'))
        next()
      },
      refused(s('douyin_failed'))
    )
    // The query is read once, as Douyin delivered it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])

  const otherLogin = { label: s('other_login'), onClick: () => void appRouter().redirect('login') }
  return (
    <PageShell route="douyin_auth">
      {outcome.kind === 'working' && <StateView kind="loading" />}
      {outcome.kind === 'failed' && (
        <StateView
          kind="error"
          text={outcome.detail ? `${outcome.text}: ${outcome.detail}` : outcome.text}
          onRetry={authorize}
          action={otherLogin}
        />
      )}
      {outcome.kind === 'unavailable' && <StateView kind="empty" icon="not_found" text={s('douyin_unavailable')} action={otherLogin} />}
    </PageShell>
  )
}
