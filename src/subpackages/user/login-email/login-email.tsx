/** login_email: email and password; links to create an account and to reset a forgotten password. */
import { Text, View } from '@tarojs/components'
import AtInput from 'taro-ui/lib/components/input'
import AtButton from 'taro-ui/lib/components/button'
import { useState } from 'react'
import { PageShell } from '../../../components/page-shell/PageShell'
import { useT } from '../../../locales/locale-atoms'
import { PasswordInput } from '../password-fields/PasswordFields'
import { appRouter } from '../../../router/app-router'
import { emailLogin } from '../../../services/user-api'
import { toast } from '../../../utils/toast'
import { useSubmit } from '../../../hooks/use-submit'
import { emailProblem, loginPasswordProblem } from '../account-form'
import { GateHint } from '../login/GateHint'
import { ConsentCheck, useLoginConsent } from '../login/ConsentCheck'
import '../../../components/form-field/form-field.scss'
import '../login/login.scss'
import '../../../theme/taro-ui/button.scss'
import '../../../theme/taro-ui/input.scss'

export default function LoginEmailPage() {
  const t = useT()
  const [email, setEmail] = useState('')
  const [password, setPassword] = useState('')
  const { busy, run } = useSubmit()
  const consent = useLoginConsent()

  const submit = async () => {
    const problem = emailProblem(email) ?? loginPasswordProblem(password)
    if (problem) return toast(t(problem))
    if (!consent.consented()) return
    await run(async () => {
      await emailLogin({ email: email.trim(), password })
      toast(t('login.success'))
      appRouter().loginSucceeded()
    })
  }

  return (
    <PageShell route="login_email">
      <View className="login">
        <GateHint />
        <AtInput
          className="login-email__email"
          title={t('account.email')}
          type="text"
          maxlength={100}
          value={email}
          placeholder={t('account.email_placeholder')}
          onChange={(value) => setEmail(value)}
        />
        <PasswordInput
          className="login-email__password"
          title={t('account.password')}
          value={password}
          placeholder={t('account.password_login_placeholder')}
          onChange={setPassword}
        />
        <ConsentCheck consent={consent} />
        <View className="form-actions">
          <AtButton type="primary" className="login-email__submit" disabled={busy} loading={busy} onClick={() => void submit()}>
            {t('login.submit')}
          </AtButton>
          <View className="login__links">
            <Text className="login__link login-email__create" onClick={() => void appRouter().open('create-account')}>
              {t('account.create_account')}
            </Text>
            <Text
              className="login__link login-email__forgot"
              onClick={() => void appRouter().open('forgot-password', { email: email.trim() })}
            >
              {t('account.forgot_password')}
            </Text>
          </View>
        </View>
      </View>
    </PageShell>
  )
}
