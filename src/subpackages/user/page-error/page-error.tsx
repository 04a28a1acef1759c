/**
 * The spec's page-error, H5's answer to an address no route knows (Router.pageNotFound): says so, names
 * the address, and offers the way home and shows to go on with, instead of silently landing on home.
 */
import { PageShell } from '../../../components/page-shell/PageShell'
import { DeadEnd } from '../../../components/dead-end/DeadEnd'
import { useRouteParams } from '../../../router/use-route-params'
import { useT } from '../../../locales/locale-atoms'

export default function PageErrorPage() {
  const t = useT()
  const { path } = useRouteParams()
  return (
    <PageShell route="page-error">
      <DeadEnd text={t('common.not_found_text')} detail={path} />
    </PageShell>
  )
}
