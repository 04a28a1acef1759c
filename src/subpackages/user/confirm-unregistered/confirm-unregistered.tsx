/** confirm-unregistered (user_unregistered): what is lost, a consent tick, a last confirm; then logged out. */
import { Text, View } from '@tarojs/components'
import AtButton from 'taro-ui/lib/components/button'
import { useState } from 'react'
import { PageShell } from '../../../components/page-shell/PageShell'
import { useT } from '../../../locales/locale-atoms'
import { appRouter } from '../../../router/app-router'
import { unregister } from '../../../services/user-api'
import { endLocalSession } from '../../../services/request/session-port'
import { confirmDialog } from '../../../components/reply-dialog/dialog-queue'
import { toast } from '../../../utils/toast'
import { useSubmit } from '../../../hooks/use-submit'
import '../../../components/form-field/form-field.scss'
import '../login/login.scss'
import { Icon } from '../../../components/icon/Icon'
import '../../../theme/taro-ui/button.scss'

export default function ConfirmUnregisteredPage() {
  const t = useT()
  const [agreed, setAgreed] = useState(false)
  const { busy, run } = useSubmit()
  const submit = async () => {
    if (!agreed) return toast(t('account.unregister_agree_first'))
    if (!(await confirmDialog(t('account.unregister_confirm')))) return
    await run(async () => {
      await unregister()
      endLocalSession()
      toast(t('account.unregistered'))
      await appRouter().relaunch('mine')
    })
  }
  return (
    <PageShell route="confirm-unregistered">
      <View className="login">
        <Text className="login__hint confirm-unregistered__warning">{t('account.unregister_warning')}</Text>
        <View className="confirm-unregistered__agree" role="checkbox" aria-checked={agreed} onClick={() => setAgreed(!agreed)}>
          <Icon name={agreed ? 'check_on' : 'check_off'} tone={agreed ? 'main' : 'muted'} />
          <Text className="login__hint">{t('account.unregister_agree')}</Text>
        </View>
        <View className="form-actions">
          <AtButton
            type="primary"
            className="confirm-unregistered__submit"
            disabled={!agreed || busy}
            loading={busy}
            onClick={() => void submit()}
          >
            {t('account.unregister_submit')}
          </AtButton>
        </View>
      </View>
    </PageShell>
  )
}
