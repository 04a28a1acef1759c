/** "登录后将为你打开：{page}": the page the login gate remembered, on every login page. */
import { Text } from '@tarojs/components'
import { useT } from '../../../locales/locale-atoms'
import type { MessageKey } from '../../../locales/i18n'
import { appRouter } from '../../../router/app-router'

export function GateHint() {
  const t = useT()
  const router = appRouter()
  const wanted = router.rememberedRoute()
  const title = wanted ? router.resolve(wanted.name)?.title : undefined
  return title ? <Text className="login__hint">{t('login.gate_hint', { page: t(title as MessageKey) })}</Text> : null
}
