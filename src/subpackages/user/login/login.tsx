/**
 * Phone login (product.md sections 2 and 5): phone number with its area, the image captcha, then the
 * 6-digit SMS code with a 60 s resend countdown. On success the tokens are stored by the request layer
 * and the router opens the remembered page 500 ms later. Email login is offered when the merchant's
 * language allows it. In the mini-programs one-tap login exchanges the platform's login code
 * (mini-account.*.ts); a buyer new to the shop may then bind the phone number the platform vouches for
 * (PhoneBindButton.*.tsx) or skip it.
 */
import { Text, View } from '@tarojs/components'
import { useEffect, useState } from 'react'
import AtButton from 'taro-ui/lib/components/button'
import { useAtomValue } from 'jotai'
import { PageShell } from '../../../components/page-shell/PageShell'
import { useT } from '../../../locales/locale-atoms'
import { appRouter } from '../../../router/app-router'
import { loginOrRegister, miniLogin } from '../../../services/user-api'
import { bindPhone, miniPlatform, preLogin } from '../../../services/mini-account'
import { PhoneBindButton } from './PhoneBindButton'
import { toast } from '../../../utils/toast'
import { useSubmit } from '../../../hooks/use-submit'
import { PhoneCodeFields, usePhoneCode } from './PhoneCodeFields'
import { GateHint } from './GateHint'
import { loginMethodsAtom } from '../../../shop-config/login-methods'
import { ConsentCheck, useLoginConsent } from './ConsentCheck'
import { shopFunctions } from '../../../services/user-calls-api'
import { douyinWebAvailable } from '../../../services/douyin-web'
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

  // On H5, Douyin's web OAuth where the merchant set up a Douyin client (shop_functions DOUYIN_LOGIN).
  const [douyin, setDouyin] = useState(false)
  useEffect(() => {
    if (douyinWebAvailable)
      shopFunctions().then(
        (reply) => setDouyin(reply.functions.DOUYIN_LOGIN),
        () => undefined
      )
  }, [])
  const douyinLogin = () => {
    if (!consent.consented()) return
    void router.redirect('douyin_auth', { redirect: router.rememberedRoute()?.name ?? '' })
  }

  // In the mini-programs the platform vouches for the buyer: its login code is exchanged by the gateway.
  // A buyer new to the shop is then offered to bind the phone number the platform vouches for.
  const platform = miniPlatform
  const [bindStep, setBindStep] = useState(false)
  const miniQuickLogin = async () => {
    if (busy || !platform || !consent.consented()) return
    await run(async () => {
      const reply = await miniLogin(platform, await preLogin())
      toast(t('login.success'))
      if (reply.isNewUser) setBindStep(true)
      else router.loginSucceeded()
    })
  }
  const bindWith = (proof: string) =>
    run(async () => {
      await bindPhone(proof)
      toast(t('login.bind_phone_done'))
      router.loginSucceeded()
    })

  if (bindStep) {
    return (
      <PageShell route="login">
        <View className="login">
          <Text className="login__hint">{t('login.bind_phone_hint')}</Text>
          <View className="form-actions">
            <PhoneBindButton
              label={t('login.bind_phone')}
              onProof={(proof) => void bindWith(proof)}
              onDenied={() => router.loginSucceeded()}
            />
            <AtButton type="secondary" className="login__bind-skip" onClick={() => router.loginSucceeded()}>
              {t('login.bind_phone_skip')}
            </AtButton>
          </View>
        </View>
      </PageShell>
    )
  }

  return (
    <PageShell route="login">
      <View className="login">
        <GateHint />
        <PhoneCodeFields form={form} />
        <ConsentCheck consent={consent} />
        <View className="form-actions">
          <AtButton type="primary" className="login__submit" disabled={busy} loading={busy} onClick={() => void submit()}>
            {t('login.submit')}
          </AtButton>
          {platform && (
            <AtButton type="secondary" className="login__mini" onClick={() => void miniQuickLogin()}>
              {t('account.way_mini')}
            </AtButton>
          )}
          {douyin && (
            <AtButton type="secondary" className="login__douyin" onClick={douyinLogin}>
              {t('login_extra.douyin_button')}
            </AtButton>
          )}
          {methods.includes('EMAIL') && (
            <Text className="login__link login__to-email" onClick={() => void router.redirect('login_email')}>
              {t('account.way_email')}
            </Text>
          )}
        </View>
      </View>
    </PageShell>
  )
}
