/** set-password: the mailed reset code and a new password by the rule; then back to email login. */
import { Text, View } from '@tarojs/components'
import AtInput from 'taro-ui/lib/components/input'
import AtButton from 'taro-ui/lib/components/button'
import { useEffect, useState } from 'react'
import { PageShell } from '../../../components/page-shell/PageShell'
import { useT } from '../../../locales/locale-atoms'
import { NewPasswordFields } from '../password-fields/PasswordFields'
import { appRouter } from '../../../router/app-router'
import { useRouteParams } from '../../../router/use-route-params'
import { forgotPassword, setPassword } from '../../../services/user-api'
import { toast } from '../../../utils/toast'
import { useSubmit } from '../../../hooks/use-submit'
import { useResend } from '../../../hooks/use-resend'
import { codeProblem } from '../login/login-form'
import { newPasswordProblem } from '../account-form'
import '../../../components/form-field/form-field.scss'
import '../login/login.scss'
import '../../../theme/taro-ui/button.scss'
import '../../../theme/taro-ui/input.scss'

export default function SetPasswordPage() {
  const t = useT()
  const params = useRouteParams()
  const email = params.email ?? ''
  const [code, setCode] = useState('')
  const [password, setNewPassword] = useState('')
  const [confirm, setConfirm] = useState('')
  const { left, markSent } = useResend()
  const { busy, run } = useSubmit()

  useEffect(() => {
    if (params.wait) markSent(Number(params.wait) || undefined)
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])

  const submit = async () => {
    const problem = codeProblem(code) ?? newPasswordProblem(password, confirm)
    if (problem) return toast(t(problem))
    await run(async () => {
      await setPassword({ email, verifyCode: code, password })
      toast(t('account.password_changed'))
      await appRouter().redirect('login_email')
    })
  }
  const resend = () => {
    if (left > 0) return
    void run(async () => markSent((await forgotPassword(email)).resendAfterSeconds))
  }

  return (
    <PageShell route="set-password">
      <View className="login">
        <Text className="login__hint">{t('account.check_email_hint', { email })}</Text>
        <AtInput
          className="set-password__code"
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
        <NewPasswordFields
          classNames={['set-password__password', 'set-password__confirm']}
          title={t('account.new_password')}
          password={password}
          confirm={confirm}
          onPassword={setNewPassword}
          onConfirm={setConfirm}
        />
        <View className="form-actions">
          <AtButton type="primary" className="set-password__submit" disabled={busy} loading={busy} onClick={() => void submit()}>
            {t('common.save')}
          </AtButton>
        </View>
      </View>
    </PageShell>
  )
}
