/** nickname-edit: 1-20 characters, saved to the profile; back to user_profile. */
import { View } from '@tarojs/components'
import AtInput from 'taro-ui/lib/components/input'
import AtButton from 'taro-ui/lib/components/button'
import { useState } from 'react'
import { PageShell } from '../../../components/page-shell/PageShell'
import { useT } from '../../../locales/locale-atoms'
import { appRouter } from '../../../router/app-router'
import { useRouteParams } from '../../../router/use-route-params'
import { updateProfile } from '../../../services/user-api'
import { NICKNAME_MAX } from '../../../../types/rules/account-rules'
import { toast } from '../../../utils/toast'
import { useSubmit } from '../../../hooks/use-submit'
import { nicknameProblem } from '../account-form'
import '../../../components/form-field/form-field.scss'
import '../../../theme/taro-ui/button.scss'
import '../../../theme/taro-ui/input.scss'

export default function NicknameEditPage() {
  const t = useT()
  const [nickName, setNickName] = useState(useRouteParams().nickName ?? '')
  const { busy, run } = useSubmit()
  const submit = async () => {
    const problem = nicknameProblem(nickName)
    if (problem) return toast(t(problem))
    await run(async () => {
      await updateProfile({ nickName: nickName.trim() })
      toast(t('common.saved'))
      await appRouter().back()
    })
  }
  return (
    <PageShell route="nickname-edit">
      <AtInput
        className="nickname-edit__input"
        title={t('account.nickname')}
        maxlength={NICKNAME_MAX}
        value={nickName}
        placeholder={t('account.nickname_placeholder')}
        onChange={(value) => setNickName(value)}
      />
      <View className="form-actions">
        <AtButton type="primary" className="nickname-edit__save" disabled={busy} loading={busy} onClick={() => void submit()}>
          {t('common.save')}
        </AtButton>
      </View>
    </PageShell>
  )
}
