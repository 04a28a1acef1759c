/**
 * scan-code (/s/:code; the mini-program code's page, whose `scene` is the short code; Alipay's `qrCode`):
 * a scanned promotion code is looked up (by short code, or by CP_ID when its segment is longer than 20
 * characters: types/rules/scan-code.ts), its channel and distributor stored as the app start stores a
 * launch's (product.md §4), and its target page opened in place of this one. An unknown or disabled code
 * says so and offers home; a failed lookup offers to try again.
 */
import { Text, View } from '@tarojs/components'
import { useEffect } from 'react'
import { PageShell } from '../../../components/page-shell/PageShell'
import { StateView } from '../../../components/state-view/StateView'
import { useAsync } from '../../../hooks/use-async'
import { useRouteParams } from '../../../router/use-route-params'
import { appRouter } from '../../../router/app-router'
import { useSectionT } from '../../../locales/section-i18n'
import { CODES_TEXT } from '../../../locales/sections/codes/codes-text'
import { lookupScanCode, lookupScanCodeById } from '../../../services/promotion-code-api'
import { RequestError } from '../../../services/request/request-error'
import { rememberLaunchParams } from '../../../platform/distributor'
import { store } from '../../../store/store'
import { launchQuery } from '../../../platform/launch-env'
import { codeDestination, decodeCodeParams, scannedOfLaunch } from '../../../../types/rules/scan-code'
import { ROUTES } from '../../../../types/routes/route-table'
import type { CodeParams } from '../../../../types/api/promotion-code'
import './scan-code.scss'

const NOT_FOUND = 41040

/** The page's own params first; else the launch's (Alipay puts a scanned code's qrCode in the app's launch query). */
async function lookUp(query: Record<string, string | undefined>): Promise<CodeParams | null> {
  const key = scannedOfLaunch(query) ?? scannedOfLaunch(launchQuery())
  if (!key) return null
  if (key.kind === 'code') return lookupScanCode(key.value)
  const reply = await lookupScanCodeById(key.value)
  return decodeCodeParams(reply.param)
}

export default function ScanCodePage() {
  const t = useSectionT(CODES_TEXT)
  const query = useRouteParams()
  const key = JSON.stringify([query.code, query.scene, query.qrCode, query.cpId, query.q])
  const found = useAsync(() => lookUp(query), [key])

  const params = found.status === 'ready' ? found.data : null
  useEffect(() => {
    if (!params) return
    rememberLaunchParams(store, params, Date.now())
    const to = codeDestination(params)
    const route = ROUTES.find((r) => r.name === to.route)
    void (route?.tab ? appRouter().switchTab(to.route) : appRouter().redirect(to.route, to.params))
  }, [params])

  const home = { label: t('scan.to_home'), onClick: () => void appRouter().switchTab('list') }
  const refused = found.status === 'error' && found.error instanceof RequestError && found.error.statusCode === NOT_FOUND

  return (
    <PageShell route="scan-code">
      <View className="scan-code" data-testid="scan-code" data-state={found.status}>
        {(found.status === 'loading' || params) && (
          <View className="scan-code__opening">
            <StateView kind="loading" />
            <Text className="scan-code__title">{t('scan.opening')}</Text>
            <Text className="scan-code__detail">{t('scan.opening_detail')}</Text>
          </View>
        )}
        {found.status === 'ready' && !params && <StateView kind="empty" icon="not_found" text={t('scan.no_code')} action={home} />}
        {refused && (
          <StateView kind="empty" icon="not_found" text={t('scan.not_found')} detail={t('scan.not_found_detail')} action={home} />
        )}
        {found.status === 'error' && !refused && <StateView kind="error" text={t('scan.failed')} onRetry={found.reload} action={home} />}
      </View>
    </PageShell>
  )
}
