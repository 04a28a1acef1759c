/** forgot-password: the email to send a reset code to; set-password takes the code and the new password. */
import { View } from '@tarojs/components'
import AtInput from 'taro-ui/lib/components/input'
import AtButton from 'taro-ui/lib/components/button'
import { useState } from 'react'
import { PageShell } from '../../../components/page-shell/PageShell'
import { useT } from '../../../locales/locale-atoms'
import { appRouter } from '../../../router/app-router'
import { useRouteParams } from '../../../router/use-route-params'
import { forgotPassword } from '../../../services/user-api'
import { toast } from '../../../utils/toast'
import { useSubmit } from '../../../hooks/use-submit'
import { emailProblem } from '../account-form'
import '../../../components/form-field/form-field.scss'
import '../login/login.scss'
import '../../../theme/taro-ui/button.scss'
import '../../../theme/taro-ui/input.scss'

export default function ForgotPasswordPage() {
  const t = useT()
  const [email, setEmail] = useState(useRouteParams().email ?? '')
  const { busy, run } = useSubmit()

  const submit = async () => {
    const problem = emailProblem(email)
    if (problem) return toast(t(problem))
    await run(async () => {
      const reply = await forgotPassword(email.trim())
      toast(t('login.code_sent'))
      await appRouter().redirect('set-password', { email: email.trim(), wait: String(reply.resendAfterSeconds) })
    })
  }

  return (
    <PageShell route="forgot-password">
      <View className="login">
        <AtInput
          className="forgot-password__email"
          title={t('account.email')}
          maxlength={100}
          value={email}
          placeholder={t('account.email_placeholder')}
          onChange={(value) => setEmail(value)}
        />
        <View className="form-actions">
          <AtButton type="primary" className="forgot-password__submit" disabled={busy} loading={busy} onClick={() => void submit()}>
            {t('account.send_code')}
          </AtButton>
        </View>
      </View>
    </PageShell>
  )
}
