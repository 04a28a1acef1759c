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
import { ChoiceSheet } from '../../../components/choice-sheet/ChoiceSheet'
import { Icon } from '../../../components/icon/Icon'
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
  // A captcha a code was sent with: spent, but kept on screen while the resend waits.
  const [spent, setSpent] = useState(false)
  const { left, sent, markSent } = useResend()

  const refreshCaptcha = () => {
    setAnswer('')
    setSpent(false)
    captchaCall().then(setImage, () => undefined)
  }
  useEffect(refreshCaptcha, [])
  // The field does not clear the moment the code is sent (issue #31 item 1): the spent captcha is replaced
  // when the resend opens, ready for the next code.
  useEffect(() => {
    if (spent && left === 0) refreshCaptcha()
  }, [spent, left])

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
        setSpent(true)
        toast(t('login.code_sent'))
      } catch {
        // Shown by the request layer. A captcha is good for one try: a refused one is replaced at once.
        refreshCaptcha()
      } finally {
        setSending(false)
      }
    },
    ready: () => !fail(phoneProblem(cellphone, countryCode)) && !fail(codeProblem(code))
  }
}

export function PhoneCodeFields({ form }: { form: PhoneCode }) {
  const t = useT()
  const [picking, setPicking] = useState(false)
  return (
    <>
      <FormField label={t('login.phone')}>
        {/* One area code with a sheet of the others (issue #31 item 1: a chip per area left the number 61 px). */}
        <View
          className={`login__area-pick${form.areas.length > 1 ? ' login__area-pick--more' : ''}`}
          onClick={() => form.areas.length > 1 && setPicking(true)}
        >
          <Text>+{form.countryCode}</Text>
          {form.areas.length > 1 && <Icon name="chevron_down" tone="muted" className="login__area-arrow" />}
        </View>
        {picking && (
          <ChoiceSheet
            title={t('login.area_code')}
            choices={form.areas.map((a) => ({ value: a, label: `+${a}` }))}
            current={form.countryCode}
            onChoose={(a) => {
              form.setCountryCode(a)
              setPicking(false)
            }}
            onCancel={() => setPicking(false)}
          />
        )}
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
