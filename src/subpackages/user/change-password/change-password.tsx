/** change-password (login): the current password, then a new one by the rule; other devices log out. */
import { Input, View } from '@tarojs/components'
import AtButton from 'taro-ui/lib/components/button'
import { useState } from 'react'
import { PageShell } from '../../../components/page-shell/PageShell'
import { FormField } from '../../../components/form-field/FormField'
import { useT } from '../../../locales/locale-atoms'
import { appRouter } from '../../../router/app-router'
import { changePassword } from '../../../services/user-api'
import { toast } from '../../../utils/toast'
import { useSubmit } from '../../../hooks/use-submit'
import { loginPasswordProblem, newPasswordProblem } from '../account-form'
import '../login/login.scss'
import '../../../theme/taro-ui/button.scss'

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
    <PageShell route='change-password'>
      <View className='login'>
        <FormField label={t('account.old_password')}>
          <Input className='change-password__old' password maxlength={20} value={oldPassword} placeholder={t('account.password_login_placeholder')} onInput={(e) => setOld(e.detail.value)} />
        </FormField>
        <FormField label={t('account.new_password')}>
          <Input className='change-password__new' password maxlength={20} value={password} placeholder={t('account.password_placeholder')} onInput={(e) => setNew(e.detail.value)} />
        </FormField>
        <FormField label={t('account.password_confirm')}>
          <Input className='change-password__confirm' password maxlength={20} value={confirm} placeholder={t('account.password_confirm')} onInput={(e) => setConfirm(e.detail.value)} />
        </FormField>
        <View className='form-actions'>
          <AtButton type='primary' className='change-password__submit' disabled={busy} loading={busy} onClick={() => void submit()}>
            {t('common.save')}
          </AtButton>
        </View>
      </View>
    </PageShell>
  )
}
