/** certificates: real-name and student verification with their status; each opens its page. */
import { useDidShow } from '@tarojs/taro'
import { PageShell } from '../../../components/page-shell/PageShell'
import { StateView } from '../../../components/state-view/StateView'
import { MenuList } from '../../../components/menu-list/MenuList'
import { useT } from '../../../locales/locale-atoms'
import { appRouter } from '../../../router/app-router'
import { useAsync } from '../../../hooks/use-async'
import { certifications } from '../../../services/buyer-api'

export default function CertificatesPage() {
  const t = useT()
  const certs = useAsync(() => certifications(), [])
  useDidShow(() => certs.status === 'ready' && certs.refresh())
  if (certs.status === 'loading')
    return (
      <PageShell route="certificates">
        <StateView kind="loading" />
      </PageShell>
    )
  if (certs.status === 'error')
    return (
      <PageShell route="certificates">
        <StateView kind="error" onRetry={certs.reload} />
      </PageShell>
    )
  const passed = (type: string) => certs.data.some((c) => c.authType === type && c.authStatus === 'AUTH_SUCCESS')
  return (
    <PageShell route="certificates">
      <MenuList
        items={[
          {
            key: 'person',
            label: t('account.certificates_title'),
            value: t(passed('PERSON_CERT') ? 'account.verified' : 'account.unverified'),
            onClick: () => void appRouter().open('certificates-detail')
          },
          {
            key: 'student',
            label: t('account.student_title'),
            value: t(passed('STUDENT_CERT') ? 'account.verified' : 'account.unverified'),
            onClick: () => void appRouter().open('student-verify')
          }
        ]}
      />
    </PageShell>
  )
}
