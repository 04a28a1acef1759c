/**
 * Phone, image captcha and SMS code with its 60 s resend (product.md section 5): the fields the phone
 * login and the phone binding share. usePhoneCode holds their state and sends the code; the component
 * draws them. The areas come from GET countries (names and each area's number rule; the shop
 * configuration's codes until it answers). The image is recorded for the form's scope (captcha record);
 * its answer is checked on its own (check captcha, one try) for a token the SMS code is asked with, held
 * for its scope until its expiry so a refused send does not need a new image.
 */
import { Image, Input, Text, View } from '@tarojs/components'
import AtInput from 'taro-ui/lib/components/input'
import { useCallback, useEffect, useState } from 'react'
import { useAtomValue } from 'jotai'
import { FormField } from '../../../components/form-field/FormField'
import { ChoiceSheet } from '../../../components/choice-sheet/ChoiceSheet'
import { Icon } from '../../../components/icon/Icon'
import { useT } from '../../../locales/locale-atoms'
import type { MessageKey } from '../../../locales/i18n'
import { shopConfigAtom } from '../../../shop-config/shop-config-atoms'
import { sendSmsCode } from '../../../services/user-api'
import { checkCaptcha, countries, recordCaptcha } from '../../../services/user-calls-api'
import type { CaptchaRecordReply, CountryView } from '../../../../types/api/user-calls'
import { phoneArea } from '../../../../types/rules/countries'
import { localeAtom } from '../../../locales/locale-atoms'
import { RequestError } from '../../../services/request/request-error'
import { toast } from '../../../utils/toast'
import { useResend } from '../../../hooks/use-resend'
import { useSpentCaptcha } from '../../../hooks/use-spent-captcha'
import { captchaProblem, codeProblem, phoneProblem, usableCaptchaToken, type HeldCaptchaToken } from './login-form'
import './login.scss'
import '../../../theme/taro-ui/input.scss'

export interface PhoneCode {
  areas: string[]
  /** The areas with their names and rules (GET countries), once answered. */
  areaViews: CountryView[]
  countryCode: string
  setCountryCode(code: string): void
  cellphone: string
  setCellphone(v: string): void
  image?: CaptchaRecordReply
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

/** The gateway's CAPTCHA_TOKEN_INVALID: the held token is spent or expired. */
const CAPTCHA_TOKEN_INVALID = 41100

export function usePhoneCode(purpose: 'LOGIN' | 'BIND' = 'LOGIN'): PhoneCode {
  const t = useT()
  const configured = useAtomValue(shopConfigAtom).supportLoginAreas?.map((a) => a.code.replace(/^\+/, '')) ?? ['86']
  const [areaViews, setAreaViews] = useState<CountryView[]>([])
  const areas = areaViews.length ? areaViews.map((a) => a.code) : configured
  const [countryCode, setCountryCode] = useState(areas[0] ?? '86')
  const [cellphone, setCellphone] = useState('')
  const [image, setImage] = useState<CaptchaRecordReply>()
  const [held, setHeld] = useState<HeldCaptchaToken>()
  useEffect(() => {
    countries().then(
      (reply) => {
        setAreaViews(reply.countries)
        // The first of the shop's areas is the default, unless the buyer already chose one it offers.
        setCountryCode((chosen) => (reply.countries.some((a) => a.code === chosen) ? chosen : (reply.countries[0]?.code ?? chosen)))
      },
      () => undefined
    )
  }, [])
  const [answer, setAnswer] = useState('')
  const [code, setCode] = useState('')
  const [sending, setSending] = useState(false)
  const { left, sent, markSent } = useResend()

  // A new image, recorded for this form's scope (captcha record); one a code went with stays until the resend opens.
  const loadCaptcha = useCallback(() => {
    setAnswer('')
    recordCaptcha(purpose).then(setImage, () => undefined)
  }, [purpose])
  const { refresh: refreshCaptcha, spend: spendCaptcha } = useSpentCaptcha(left, loadCaptcha)
  useEffect(refreshCaptcha, [refreshCaptcha])

  const fail = (key: MessageKey | undefined) => {
    if (key) toast(t(key))
    return Boolean(key)
  }

  /** The held token for this form's scope, else the image's answer checked on its own for a new one. */
  const captchaToken = async (): Promise<string | undefined> => {
    const kept = usableCaptchaToken(held, purpose, Date.now())
    if (kept) return kept
    if (fail(captchaProblem(answer)) || !image) return undefined
    const checked = await checkCaptcha({ captchaId: image.captchaId, captchaCode: answer.trim(), scope: purpose })
    setHeld({ token: checked.captchaToken, scope: checked.scope, expireTime: checked.expireTime })
    return checked.captchaToken
  }

  return {
    areas,
    areaViews,
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
      if (sending || left > 0 || fail(phoneProblem(cellphone, countryCode))) return
      setSending(true)
      let token: string | undefined
      try {
        token = await captchaToken()
        if (!token) return
        const reply = await sendSmsCode({ cellphone: cellphone.trim(), countryCode, captchaToken: token, purpose })
        // The token went with the code: the next code needs the next image.
        setHeld(undefined)
        markSent(reply.resendAfterSeconds)
        spendCaptcha()
        toast(t('login.code_sent'))
      } catch (error) {
        // Shown by the request layer. An image is good for one try: a refused answer is replaced at once.
        // A send refused for another reason (too soon, a daily limit) keeps the token for the next try.
        if (!token || (error instanceof RequestError && error.statusCode === CAPTCHA_TOKEN_INVALID)) {
          setHeld(undefined)
          refreshCaptcha()
        }
      } finally {
        setSending(false)
      }
    },
    ready: () => !fail(phoneProblem(cellphone, countryCode)) && !fail(codeProblem(code))
  }
}

/** "+853 Macao, China": the dial code and the area's name in the buyer's language. */
function areaLabel(code: string, views: CountryView[], locale: 'zh-CN' | 'zh-MO' | 'en-US'): string {
  const view = views.find((a) => a.code === code)
  const name = view ? (view.names[locale] ?? view.name) : phoneArea(code).names[locale]
  return name === `+${code}` ? name : `+${code} ${name}`
}

export function PhoneCodeFields({ form }: { form: PhoneCode }) {
  const t = useT()
  const locale = useAtomValue(localeAtom)
  const [picking, setPicking] = useState(false)
  const rule = form.areaViews.find((a) => a.code === form.countryCode) ?? phoneArea(form.countryCode)
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
            choices={form.areas.map((a) => ({ value: a, label: areaLabel(a, form.areaViews, locale) }))}
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
          maxlength={rule.maxLength}
          value={form.cellphone}
          placeholder={rule.example ? t('login_extra.phone_example', { example: rule.example }) : t('login.phone_placeholder')}
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
