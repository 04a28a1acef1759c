/**
 * middle-verify: the page between a link (or a scanned code) and the page it names. It checks the link
 * (verify-link.ts) and replaces itself with that page; a link that names nothing, an unknown or unbuilt page,
 * or lacks a param says why, with the way home. A page that fails to open can be tried again.
 */
import { View } from '@tarojs/components'
import { useEffect, useState } from 'react'
import { PageShell } from '../../../components/page-shell/PageShell'
import { StateView } from '../../../components/state-view/StateView'
import { useRouteParams } from '../../../router/use-route-params'
import { appRouter } from '../../../router/app-router'
import { useSectionT } from '../../../locales/section-i18n'
import { CONTENT_PAGES_TEXT } from '../../../locales/sections/content-pages/content-pages-text'
import { verifyLink } from './verify-link'
import './middle-verify.scss'

const ROUTE = 'middle-verify'

export default function MiddleVerifyPage() {
  const t = useSectionT(CONTENT_PAGES_TEXT)
  const params = useRouteParams()
  const check = verifyLink(params)
  const [attempt, setAttempt] = useState(0)
  const [failed, setFailed] = useState(false)
  useEffect(() => {
    if (!check.ok) return
    setFailed(false)
    appRouter()
      .redirect(check.name, check.params)
      .then(
        (outcome) => outcome === 'load-failed' && setFailed(true),
        () => setFailed(true)
      )
    // The check is derived from params; attempt re-runs it on retry.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [JSON.stringify(params), attempt])
  const home = { label: t('verify.back_home'), onClick: () => void appRouter().switchTab('list') }
  if (!check.ok) {
    const detail =
      check.reason === 'MISSING_PARAM'
        ? t('verify.missing_param', { param: check.param })
        : t(check.reason === 'MISSING' ? 'verify.missing' : check.reason === 'UNKNOWN' ? 'verify.unknown' : 'verify.not_built')
    return (
      <PageShell route={ROUTE}>
        <View data-testid="middle-verify" data-reason={check.reason}>
          <StateView kind="empty" icon="not_found" text={t('verify.invalid_title')} detail={detail} action={home} />
        </View>
      </PageShell>
    )
  }
  return (
    <PageShell route={ROUTE}>
      <View data-testid="middle-verify" data-target={check.name}>
        {failed ? (
          <StateView kind="error" text={t('verify.open_failed')} onRetry={() => setAttempt((n) => n + 1)} action={home} />
        ) : (
          <View className="middle-verify__skeleton" aria-busy="true">
            <View className="middle-verify__skeleton-bar" />
            <View className="middle-verify__skeleton-block" />
            <StateView kind="loading" />
          </View>
        )}
      </View>
    </PageShell>
  )
}
