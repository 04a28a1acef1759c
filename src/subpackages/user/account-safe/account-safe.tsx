/**
 * account-safe (login): the bound phone and email (each can be bound when missing), password change
 * when the account has one, the third-party logins tied to it, and unregistering.
 */
import { useDidShow } from '@tarojs/taro'
import { PageShell } from '../../../components/page-shell/PageShell'
import { StateView } from '../../../components/state-view/StateView'
import { MenuList, type MenuItem } from '../../../components/menu-list/MenuList'
import { useT } from '../../../locales/locale-atoms'
import type { MessageKey } from '../../../locales/i18n'
import { appRouter } from '../../../router/app-router'
import { useAsync } from '../../../hooks/use-async'
import { userInfo } from '../../../services/user-api'

export default function AccountSafePage() {
  const t = useT()
  const user = useAsync(() => userInfo(), [])
  useDidShow(() => user.status === 'ready' && user.refresh())
  if (user.status === 'loading')
    return (
      <PageShell route="account-safe">
        <StateView kind="loading" />
      </PageShell>
    )
  if (user.status === 'error')
    return (
      <PageShell route="account-safe">
        <StateView kind="error" onRetry={user.reload} />
      </PageShell>
    )
  const u = user.data
  const none = () => undefined
  const items: MenuItem[] = [
    u.cellphone
      ? { key: 'phone', label: t('login.phone'), value: `+${u.countryCode} ${u.cellphone}`, onClick: none }
      : {
          key: 'phone',
          label: t('login.phone'),
          value: t('account.bind_now'),
          onClick: () => void appRouter().open('account-bind', { bindType: 'CELLPHONE' })
        },
    u.email
      ? { key: 'email', label: t('account.email'), value: u.email, onClick: none }
      : {
          key: 'email',
          label: t('account.email'),
          value: t('account.bind_now'),
          onClick: () => void appRouter().open('account-bind', { bindType: 'EMAIL' })
        },
    ...(u.hasPassword
      ? [{ key: 'password', label: t('account.change_password_title'), onClick: () => void appRouter().open('change-password') }]
      : []),
    ...u.linkedProviders.map((p) => ({
      key: `p-${p}`,
      label: t(`account.provider_${p}` as MessageKey),
      value: t('account.linked'),
      onClick: none
    })),
    { key: 'unregister', label: t('mine.unregister'), onClick: () => void appRouter().open('confirm-unregistered') }
  ]
  return (
    <PageShell route="account-safe">
      <MenuList items={items} />
    </PageShell>
  )
}
