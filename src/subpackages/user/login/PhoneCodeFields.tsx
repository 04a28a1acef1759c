/**
 * Phone, image captcha and SMS code with its 60 s resend (product.md section 5): the fields the phone
 * login and the phone binding share. usePhoneCode holds their state and sends the code; the component
 * draws them.
 */
import { Image, Input, Text, View } from '@tarojs/components'
import AtInput from 'taro-ui/lib/components/input'
import { useEffect, useState } from 'react'
import { useAtomValue } from 'jotai'
import { FormField } from '../../../components/form-field/FormField'
import { useT } from '../../../locales/locale-atoms'
import type { MessageKey } from '../../../locales/i18n'
import { shopConfigAtom } from '../../../shop-config/shop-config-atoms'
import { captcha as captchaCall, sendSmsCode } from '../../../services/user-api'
import type { CaptchaReply } from '../../../../types/api/user'
import { toast } from '../../../utils/toast'
import { useResend } from '../../../hooks/use-resend'
import { captchaProblem, codeProblem, phoneProblem } from './login-form'
import './login.scss'
import '../../../theme/taro-ui/input.scss'

export interface PhoneCode {
  areas: string[]
  countryCode: string
  setCountryCode(code: string): void
  cellphone: string
  setCellphone(v: string): void
  image?: CaptchaReply
  refreshCaptcha(): void
  answer: string
  setAnswer(v: string): void
  code: string
  setCode(v: string): void
  left: number
  sent: boolean
  /** Sends the code after checking phone and captcha; shows the first problem as a toast. */
  askCode(): Promise<void>
  /** The phone and code checked for submitting; false after showing the problem. */
  ready(): boolean
}

export function usePhoneCode(purpose: 'LOGIN' | 'BIND' = 'LOGIN'): PhoneCode {
  const t = useT()
  const areas = useAtomValue(shopConfigAtom).supportLoginAreas?.map((a) => a.code.replace(/^\+/, '')) ?? ['86']
  const [countryCode, setCountryCode] = useState(areas[0] ?? '86')
  const [cellphone, setCellphone] = useState('')
  const [image, setImage] = useState<CaptchaReply>()
  const [answer, setAnswer] = useState('')
  const [code, setCode] = useState('')
  const [sending, setSending] = useState(false)
  const { left, sent, markSent } = useResend()

  const refreshCaptcha = () => {
    setAnswer('')
    captchaCall().then(setImage, () => undefined)
  }
  useEffect(refreshCaptcha, [])

  const fail = (key: MessageKey | undefined) => {
    if (key) toast(t(key))
    return Boolean(key)
  }

  return {
    areas,
    countryCode,
    setCountryCode,
    cellphone,
    setCellphone,
    image,
    refreshCaptcha,
    answer,
    setAnswer,
    code,
    setCode,
    left,
    sent,
    async askCode() {
      if (sending || left > 0 || fail(phoneProblem(cellphone, countryCode)) || fail(captchaProblem(answer)) || !image) return
      setSending(true)
      try {
        const reply = await sendSmsCode({
          cellphone: cellphone.trim(),
          countryCode,
          captchaId: image.captchaId,
          captchaCode: answer.trim(),
          purpose
        })
        markSent(reply.resendAfterSeconds)
        toast(t('login.code_sent'))
      } catch {
        // Shown by the request layer.
      } finally {
        setSending(false)
        // A captcha is good for one try, sent or refused.
        refreshCaptcha()
      }
    },
    ready: () => !fail(phoneProblem(cellphone, countryCode)) && !fail(codeProblem(code))
  }
}

export function PhoneCodeFields({ form }: { form: PhoneCode }) {
  const t = useT()
  return (
    <>
      <FormField label={t('login.phone')}>
        <View className="login__areas">
          {form.areas.map((a) => (
            <Text
              key={a}
              className={`login__area ${a === form.countryCode ? 'login__area--on' : ''}`}
              onClick={() => form.setCountryCode(a)}
            >
              +{a}
            </Text>
          ))}
        </View>
        <Input
          className="at-input__input login__phone"
          type="number"
          maxlength={15}
          value={form.cellphone}
          placeholder={t('login.phone_placeholder')}
          onInput={(e) => form.setCellphone(e.detail.value)}
        />
      </FormField>
      <AtInput
        className="login__captcha"
        title={t('login.captcha')}
        maxlength={4}
        value={form.answer}
        placeholder={t('login.captcha_placeholder')}
        onChange={(value) => form.setAnswer(value)}
      >
        {form.image && <Image className="login__captcha-image" src={form.image.image} onClick={form.refreshCaptcha} />}
      </AtInput>
      <AtInput
        className="login__code"
        title={t('login.code')}
        type="number"
        maxlength={6}
        value={form.code}
        placeholder={t('login.code_placeholder')}
        onChange={(value) => form.setCode(value)}
      >
        <Text className={`login__send ${form.left > 0 ? 'login__send--wait' : ''}`} onClick={() => void form.askCode()}>
          {form.left > 0 ? t('login.resend_in', { seconds: form.left }) : form.sent ? t('login.resend') : t('login.get_code')}
        </Text>
      </AtInput>
    </>
  )
}
