/** change-password (login): the current password, then a new one by the rule; other devices log out. */
import { View } from '@tarojs/components'
import AtButton from 'taro-ui/lib/components/button'
import { useState } from 'react'
import { PageShell } from '../../../components/page-shell/PageShell'
import { useT } from '../../../locales/locale-atoms'
import { NewPasswordFields, PasswordInput } from '../password-fields/PasswordFields'
import { appRouter } from '../../../router/app-router'
import { changePassword } from '../../../services/user-api'
import { toast } from '../../../utils/toast'
import { useSubmit } from '../../../hooks/use-submit'
import { loginPasswordProblem, newPasswordProblem } from '../account-form'
import '../../../components/form-field/form-field.scss'
import '../login/login.scss'
import '../../../theme/taro-ui/button.scss'
import '../../../theme/taro-ui/input.scss'

export default function ChangePasswordPage() {
  const t = useT()
  const [oldPassword, setOld] = useState('')
  const [password, setNew] = useState('')
  const [confirm, setConfirm] = useState('')
  const { busy, run } = useSubmit()

  const submit = async () => {
    const problem = loginPasswordProblem(oldPassword) ?? newPasswordProblem(password, confirm)
    if (problem) return toast(t(problem))
    await run(async () => {
      await changePassword({ oldPassword, newPassword: password })
      toast(t('account.password_changed'))
      await appRouter().back()
    })
  }

  return (
    <PageShell route="change-password">
      <View className="login">
        <PasswordInput
          className="change-password__old"
          title={t('account.old_password')}
          value={oldPassword}
          placeholder={t('account.password_login_placeholder')}
          onChange={setOld}
        />
        <NewPasswordFields
          classNames={['change-password__new', 'change-password__confirm']}
          title={t('account.new_password')}
          password={password}
          confirm={confirm}
          onPassword={setNew}
          onConfirm={setConfirm}
        />
        <View className="form-actions">
          <AtButton type="primary" className="change-password__submit" disabled={busy} loading={busy} onClick={() => void submit()}>
            {t('common.save')}
          </AtButton>
        </View>
      </View>
    </PageShell>
  )
}
