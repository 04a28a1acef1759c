/**
 * check-email (also activate-email): the activation code mailed to a new account, with a 60 s resend.
 * Opened from a mail link with email and code, it activates at once. Activation logs the buyer in.
 */
import { Text, View } from '@tarojs/components'
import AtInput from 'taro-ui/lib/components/input'
import AtButton from 'taro-ui/lib/components/button'
import { useEffect, useState } from 'react'
import { PageShell } from '../../../components/page-shell/PageShell'
import { useT } from '../../../locales/locale-atoms'
import { appRouter } from '../../../router/app-router'
import { useRouteParams } from '../../../router/use-route-params'
import { activateEmail, resendActivation } from '../../../services/user-api'
import { toast } from '../../../utils/toast'
import { useSubmit } from '../../../hooks/use-submit'
import { useResend } from '../../../hooks/use-resend'
import { codeProblem } from '../login/login-form'
import '../../../components/form-field/form-field.scss'
import '../login/login.scss'
import '../../../theme/taro-ui/button.scss'
import '../../../theme/taro-ui/input.scss'

export default function CheckEmailPage() {
  const t = useT()
  const params = useRouteParams()
  const email = params.email ?? ''
  const [code, setCode] = useState(params.code ?? '')
  const { left, markSent } = useResend()
  const { busy, run } = useSubmit()

  const activate = (verifyCode: string) =>
    run(async () => {
      await activateEmail({ email, verifyCode })
      toast(t('login.success'))
      appRouter().loginSucceeded()
    })

  useEffect(() => {
    if (params.wait) markSent(Number(params.wait) || undefined)
    if (params.code && email && !codeProblem(params.code)) void activate(params.code)
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])

  const submit = () => {
    const problem = codeProblem(code)
    if (problem) return toast(t(problem))
    void activate(code)
  }
  const resend = () => {
    if (left > 0) return
    void run(async () => {
      markSent((await resendActivation(email)).resendAfterSeconds)
      toast(t('login.code_sent'))
    })
  }

  return (
    <PageShell route="check-email">
      <View className="login">
        <Text className="login__hint check-email__hint">{t('account.check_email_hint', { email })}</Text>
        <AtInput
          className="check-email__code"
          title={t('login.code')}
          type="number"
          maxlength={6}
          value={code}
          placeholder={t('login.code_placeholder')}
          onChange={(value) => setCode(value)}
        >
          <Text className={`login__send ${left > 0 ? 'login__send--wait' : ''}`} onClick={resend}>
            {left > 0 ? t('login.resend_in', { seconds: left }) : t('login.resend')}
          </Text>
        </AtInput>
        <View className="form-actions">
          <AtButton type="primary" className="check-email__submit" disabled={busy} loading={busy} onClick={submit}>
            {t('account.activate_submit')}
          </AtButton>
        </View>
      </View>
    </PageShell>
  )
}
