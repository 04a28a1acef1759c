/** create-account: email and a password by the rule, typed twice; the activation code is mailed next. */
import { View } from '@tarojs/components'
import AtInput from 'taro-ui/lib/components/input'
import AtButton from 'taro-ui/lib/components/button'
import { useState } from 'react'
import { PageShell } from '../../../components/page-shell/PageShell'
import { useT } from '../../../locales/locale-atoms'
import { NewPasswordFields } from '../password-fields/PasswordFields'
import { appRouter } from '../../../router/app-router'
import { createEmailAccount } from '../../../services/user-api'
import { toast } from '../../../utils/toast'
import { useSubmit } from '../../../hooks/use-submit'
import { emailProblem, newPasswordProblem } from '../account-form'
import { ConsentCheck, useLoginConsent } from '../login/ConsentCheck'
import '../../../components/form-field/form-field.scss'
import '../login/login.scss'
import '../../../theme/taro-ui/button.scss'
import '../../../theme/taro-ui/input.scss'

export default function CreateAccountPage() {
  const t = useT()
  const [email, setEmail] = useState('')
  const [password, setPassword] = useState('')
  const [confirm, setConfirm] = useState('')
  const { busy, run } = useSubmit()
  const consent = useLoginConsent()

  const submit = async () => {
    const problem = emailProblem(email) ?? newPasswordProblem(password, confirm)
    if (problem) return toast(t(problem))
    if (!consent.consented()) return
    await run(async () => {
      const reply = await createEmailAccount({ email: email.trim(), password })
      // check-email takes the code; it replaces this page so back goes to the login.
      await appRouter().redirect('check-email', { email: email.trim(), wait: String(reply.resendAfterSeconds) })
    })
  }

  return (
    <PageShell route="create-account">
      <View className="login">
        <AtInput
          className="create-account__email"
          title={t('account.email')}
          maxlength={100}
          value={email}
          placeholder={t('account.email_placeholder')}
          onChange={(value) => setEmail(value)}
        />
        <NewPasswordFields
          classNames={['create-account__password', 'create-account__confirm']}
          title={t('account.password')}
          password={password}
          confirm={confirm}
          onPassword={setPassword}
          onConfirm={setConfirm}
        />
        <ConsentCheck consent={consent} />
        <View className="form-actions">
          <AtButton type="primary" className="create-account__submit" disabled={busy} loading={busy} onClick={() => void submit()}>
            {t('account.create_submit')}
          </AtButton>
        </View>
      </View>
    </PageShell>
  )
}
