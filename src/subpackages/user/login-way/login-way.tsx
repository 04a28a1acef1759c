/** login_way: the merchant offers phone and email in this language; the buyer picks one. */
import { Text, View } from '@tarojs/components'
import AtButton from 'taro-ui/lib/components/button'
import { PageShell } from '../../../components/page-shell/PageShell'
import { useT } from '../../../locales/locale-atoms'
import { appRouter } from '../../../router/app-router'
import { GateHint } from '../login/GateHint'
import '../../../components/form-field/form-field.scss'
import '../login/login.scss'
import '../../../theme/taro-ui/button.scss'

export default function LoginWayPage() {
  const t = useT()
  // redirect keeps the gate's remembered page: login replaces this page rather than stacking on it.
  return (
    <PageShell route="login_way">
      <View className="login">
        <GateHint />
        <Text className="login__hint">{t('account.way_title')}</Text>
        <View className="form-actions">
          <AtButton type="primary" className="login-way__phone" onClick={() => void appRouter().redirect('login')}>
            {t('account.way_phone')}
          </AtButton>
          <AtButton type="secondary" className="login-way__email" onClick={() => void appRouter().redirect('login_email')}>
            {t('account.way_email')}
          </AtButton>
        </View>
      </View>
    </PageShell>
  )
}
