/**
 * Phone login (product.md sections 2 and 5): phone number with its area, the image captcha, then the
 * 6-digit SMS code with a 60 s resend countdown. On success the tokens are stored by the request layer
 * and the router opens the remembered page 500 ms later.
 */
import { Image, Input, Text, View } from '@tarojs/components'
import { useEffect, useState } from 'react'
import { useAtomValue } from 'jotai'
import { PageShell } from '../../../components/page-shell/PageShell'
import { FormField } from '../../../components/form-field/FormField'
import { useT } from '../../../locales/locale-atoms'
import type { MessageKey } from '../../../locales/i18n'
import { appRouter } from '../../../router/app-router'
import { shopConfigAtom } from '../../../shop-config/shop-config-atoms'
import { captcha as captchaCall, loginOrRegister, sendSmsCode } from '../../../services/user-api'
import type { CaptchaReply } from '../../../../types/api/user'
import { VERIFY_CODE_RESEND_SECONDS } from '../../../../types/rules/account-rules'
import { toast } from '../../../utils/toast'
import { useSubmit } from '../../../hooks/use-submit'
import { captchaProblem, codeProblem, phoneProblem, resendSecondsLeft } from './login-form'
import './login.scss'

export default function LoginPage() {
  const t = useT()
  const router = appRouter()
  const areas = useAtomValue(shopConfigAtom).supportLoginAreas?.map((a) => a.code.replace(/^\+/, '')) ?? ['86']
  const wanted = router.rememberedRoute()
  const wantedTitle = wanted ? router.resolve(wanted.name)?.title : undefined

  const [countryCode, setCountryCode] = useState(areas[0] ?? '86')
  const [cellphone, setCellphone] = useState('')
  const [image, setImage] = useState<CaptchaReply>()
  const [answer, setAnswer] = useState('')
  const [code, setCode] = useState('')
  const [sent, setSent] = useState<{ at: number; wait: number }>()
  const [now, setNow] = useState(Date.now())
  const { busy, run } = useSubmit()

  const refreshCaptcha = () => {
    setAnswer('')
    captchaCall().then(setImage, () => undefined)
  }
  useEffect(refreshCaptcha, [])
  useEffect(() => {
    if (!sent) return
    const timer = setInterval(() => setNow(Date.now()), 1000)
    return () => clearInterval(timer)
  }, [sent])

  const left = resendSecondsLeft(sent?.at, sent?.wait ?? VERIFY_CODE_RESEND_SECONDS, now)
  const fail = (key: MessageKey | undefined) => {
    if (key) toast(t(key))
    return Boolean(key)
  }

  const askCode = async () => {
    if (busy || left > 0 || fail(phoneProblem(cellphone, countryCode)) || fail(captchaProblem(answer)) || !image) return
    await run(async () => {
      try {
        const reply = await sendSmsCode({ cellphone: cellphone.trim(), countryCode, captchaId: image.captchaId, captchaCode: answer.trim() })
        setSent({ at: Date.now(), wait: reply.resendAfterSeconds })
        setNow(Date.now())
        toast(t('login.code_sent'))
      } finally {
        // A captcha is good for one try, sent or refused.
        refreshCaptcha()
      }
    })
  }

  const submit = async () => {
    if (busy || fail(phoneProblem(cellphone, countryCode)) || fail(codeProblem(code))) return
    await run(async () => {
      await loginOrRegister({ cellphone: cellphone.trim(), countryCode, verifyCode: code })
      toast(t('login.success'))
      router.loginSucceeded()
    })
  }

  return (
    <PageShell route='login'>
      <View className='login'>
        {wantedTitle && <Text className='login__hint'>{t('login.gate_hint', { page: t(wantedTitle as MessageKey) })}</Text>}
        <FormField label={t('login.phone')}>
          <View className='login__areas'>
            {areas.map((a) => (
              <Text key={a} className={`login__area ${a === countryCode ? 'login__area--on' : ''}`} onClick={() => setCountryCode(a)}>
                +{a}
              </Text>
            ))}
          </View>
          <Input className='login__phone' type='number' maxlength={15} value={cellphone} placeholder={t('login.phone_placeholder')} onInput={(e) => setCellphone(e.detail.value)} />
        </FormField>
        <FormField label={t('login.captcha')}>
          <Input className='login__captcha' maxlength={4} value={answer} placeholder={t('login.captcha_placeholder')} onInput={(e) => setAnswer(e.detail.value)} />
          {image && <Image className='login__captcha-image' src={image.image} onClick={refreshCaptcha} />}
        </FormField>
        <FormField label={t('login.code')}>
          <Input className='login__code' type='number' maxlength={6} value={code} placeholder={t('login.code_placeholder')} onInput={(e) => setCode(e.detail.value)} />
          <Text className={`login__send ${left > 0 ? 'login__send--wait' : ''}`} onClick={() => void askCode()}>
            {left > 0 ? t('login.resend_in', { seconds: left }) : sent ? t('login.resend') : t('login.get_code')}
          </Text>
        </FormField>
        <View className='form-actions'>
          <View className={`form-button login__submit ${busy ? 'form-button--disabled' : ''}`} onClick={() => void submit()}>
            {t('login.submit')}
          </View>
        </View>
      </View>
    </PageShell>
  )
}
