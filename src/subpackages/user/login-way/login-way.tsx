/** login_way: the merchant offers phone and email in this language; the buyer picks one. */
import { Text, View } from '@tarojs/components'
import { PageShell } from '../../../components/page-shell/PageShell'
import { useT } from '../../../locales/locale-atoms'
import { appRouter } from '../../../router/app-router'
import { GateHint } from '../login/GateHint'
import '../../../components/form-field/form-field.scss'
import '../login/login.scss'

export default function LoginWayPage() {
  const t = useT()
  // redirect keeps the gate's remembered page: login replaces this page rather than stacking on it.
  return (
    <PageShell route='login_way'>
      <View className='login'>
        <GateHint />
        <Text className='login__hint'>{t('account.way_title')}</Text>
        <View className='form-actions'>
          <View className='form-button login-way__phone' onClick={() => void appRouter().redirect('login')}>
            {t('account.way_phone')}
          </View>
          <View className='form-button form-button--plain login-way__email' onClick={() => void appRouter().redirect('login_email')}>
            {t('account.way_email')}
          </View>
        </View>
      </View>
    </PageShell>
  )
}
