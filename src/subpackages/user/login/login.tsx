/**
 * Phone login (product.md sections 2 and 5): phone number with its area, the image captcha, then the
 * 6-digit SMS code with a 60 s resend countdown. On success the tokens are stored by the request layer
 * and the router opens the remembered page 500 ms later. Email login is offered when the merchant's
 * language allows it.
 */
import { Text, View } from '@tarojs/components'
import AtButton from 'taro-ui/lib/components/button'
import { useAtomValue } from 'jotai'
import { PageShell } from '../../../components/page-shell/PageShell'
import { useT } from '../../../locales/locale-atoms'
import { appRouter } from '../../../router/app-router'
import { loginOrRegister, miniLogin } from '../../../services/user-api'
import Taro from '@tarojs/taro'
import { toast } from '../../../utils/toast'
import { useSubmit } from '../../../hooks/use-submit'
import { PhoneCodeFields, usePhoneCode } from './PhoneCodeFields'
import { GateHint } from './GateHint'
import { loginMethodsAtom } from '../../../shop-config/login-methods'
import { ConsentCheck, useLoginConsent } from './ConsentCheck'
import '../../../components/form-field/form-field.scss'
import './login.scss'
import '../../../theme/taro-ui/button.scss'

export default function LoginPage() {
  const t = useT()
  const router = appRouter()
  const form = usePhoneCode('LOGIN')
  const methods = useAtomValue(loginMethodsAtom)
  const { busy, run } = useSubmit()
  const consent = useLoginConsent()

  const submit = async () => {
    if (busy || !form.ready() || !consent.consented()) return
    await run(async () => {
      await loginOrRegister({ cellphone: form.cellphone.trim(), countryCode: form.countryCode, verifyCode: form.code })
      toast(t('login.success'))
      router.loginSucceeded()
    })
  }

  // In the mini-programs the platform vouches for the buyer: its login code is exchanged by the gateway.
  const platform = process.env.TARO_ENV === 'weapp' ? 'WEAPP' : process.env.TARO_ENV === 'alipay' ? 'ALIPAY' : undefined
  const miniQuickLogin = async () => {
    if (busy || !platform || !consent.consented()) return
    await run(async () => {
      const { code } = await Taro.login()
      await miniLogin(platform, code)
      toast(t('login.success'))
      router.loginSucceeded()
    })
  }

  return (
    <PageShell route='login'>
      <View className='login'>
        <GateHint />
        <PhoneCodeFields form={form} />
        <ConsentCheck consent={consent} />
        <View className='form-actions'>
          <AtButton type='primary' className='login__submit' disabled={busy} loading={busy} onClick={() => void submit()}>
            {t('login.submit')}
          </AtButton>
          {platform && (
            <AtButton type='secondary' className='login__mini' onClick={() => void miniQuickLogin()}>
              {t('account.way_mini')}
            </AtButton>
          )}
          {methods.includes('EMAIL') && (
            <Text className='login__link login__to-email' onClick={() => void router.redirect('login_email')}>
              {t('account.way_email')}
            </Text>
          )}
        </View>
      </View>
    </PageShell>
  )
}
