/**
 * channel-login: the partner channel auto-login. The partner opens it with authCode and channelCode (and
 * optionally the route to open next); the buyer is logged in and sent on without seeing a form.
 */
import { Text, View } from '@tarojs/components'
import { useEffect, useState } from 'react'
import { PageShell } from '../../../components/page-shell/PageShell'
import { StateView } from '../../../components/state-view/StateView'
import { useT } from '../../../locales/locale-atoms'
import { appRouter } from '../../../router/app-router'
import { useRouteParams } from '../../../router/use-route-params'
import { partnerLogin } from '../../../services/user-api'

export default function ChannelLoginPage() {
  const t = useT()
  const { authCode, channelCode, redirect } = useRouteParams()
  const [failed, setFailed] = useState(false)

  useEffect(() => {
    if (!authCode || !channelCode) return setFailed(true)
    partnerLogin({ authCode, channelCode }).then(
      () => void appRouter().relaunch(redirect && appRouter().resolve(redirect) ? redirect : 'list'),
      () => setFailed(true)
    )
  }, [authCode, channelCode, redirect])

  return (
    <PageShell route="channel-login">
      {failed ? (
        <StateView kind="error" text={t('account.channel_failed')} onRetry={() => void appRouter().relaunch('list')} />
      ) : (
        <View className="login">
          <Text className="login__hint">{t('account.channel_logging_in')}</Text>
        </View>
      )}
    </PageShell>
  )
}
