/**
 * Login. The login gate sends visitors here and remembers the page they wanted; the login methods
 * themselves (phone and code, email, Google, Apple) arrive with the accounts issue (#5), which calls
 * appRouter().loginSucceeded() to open the remembered page 500 ms later.
 */
import { Text, View } from '@tarojs/components'
import { PageShell } from '../../../components/page-shell/PageShell'
import { useT } from '../../../locales/locale-atoms'
import { appRouter } from '../../../router/app-router'
import type { MessageKey } from '../../../locales/i18n'

export default function LoginPage() {
  const t = useT()
  const router = appRouter()
  const wanted = router.rememberedRoute()
  const wantedTitle = wanted ? router.resolve(wanted.name)?.title : undefined
  return (
    <PageShell route='login'>
      <View className='login'>
        {wantedTitle && <Text>{t('login.gate_hint', { page: t(wantedTitle as MessageKey) })}</Text>}
        <Text>{t('login.methods_arrive')}</Text>
      </View>
    </PageShell>
  )
}
