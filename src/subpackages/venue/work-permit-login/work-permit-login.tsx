/**
 * The work-permit login (product.md "work-permit: login" and "A separate work-permit login exists"):
 * phone, image captcha and SMS code, as the buyers' login asks, but the token it yields opens permit
 * calls only and is kept apart from the buyer's session. A live permit login goes straight to the records.
 */
import { Image, Input, Text, View } from '@tarojs/components'
import AtButton from 'taro-ui/lib/components/button'
import AtInput from 'taro-ui/lib/components/input'
import { useCallback, useEffect, useState } from 'react'
import { PageShell } from '../../../components/page-shell/PageShell'
import { FormField } from '../../../components/form-field/FormField'
import { useSectionT } from '../../../locales/section-i18n'
import { WORK_PERMIT_TEXT } from '../../../locales/sections/work-permit/work-permit-text'
import { appRouter } from '../../../router/app-router'
import { permitCaptcha, permitLogin, sendPermitCode } from '../../../services/work-permit-api'
import { permitToken } from '../../../services/work-permit-session'
import { useSubmit } from '../../../hooks/use-submit'
import { useResend } from '../../../hooks/use-resend'
import { useSpentCaptcha } from '../../../hooks/use-spent-captcha'
import { toast } from '../../../utils/toast'
import type { CaptchaReply } from '../../../../types/api/user'
import { captchaProblem, codeProblem, phoneProblem, type LoginProblem } from '../work-permit-parts/permit-form'
import '../../../theme/taro-ui/input.scss'
import '../../../theme/taro-ui/button.scss'
import '../work-permit-parts/permit-parts.scss'
import './work-permit-login.scss'

const COUNTRY_CODE = '86'

export default function WorkPermitLoginPage() {
  const t = useSectionT(WORK_PERMIT_TEXT)
  const [cellphone, setCellphone] = useState('')
  const [image, setImage] = useState<CaptchaReply>()
  const [answer, setAnswer] = useState('')
  const [code, setCode] = useState('')
  const { left, sent, markSent } = useResend()
  const { busy, run } = useSubmit()
  const [sending, setSending] = useState(false)

  // A new image; one a code went with stays until the resend opens (the gateway takes one answer per image).
  const loadCaptcha = useCallback(() => {
    setAnswer('')
    permitCaptcha().then(setImage, () => undefined)
  }, [])
  const { refresh: refreshCaptcha, spend: spendCaptcha } = useSpentCaptcha(left, loadCaptcha)
  useEffect(() => {
    if (permitToken()) void appRouter().redirect('work-permit-records')
    else refreshCaptcha()
  }, [refreshCaptcha])

  const fail = (problem: LoginProblem | undefined) => {
    if (problem) toast(t(problem))
    return Boolean(problem)
  }

  const askCode = async () => {
    if (sending || left > 0 || fail(phoneProblem(cellphone, COUNTRY_CODE)) || fail(captchaProblem(answer)) || !image) return
    setSending(true)
    try {
      const reply = await sendPermitCode({
        cellphone: cellphone.trim(),
        countryCode: COUNTRY_CODE,
        captchaId: image.captchaId,
        captchaCode: answer.trim()
      })
      markSent(reply.resendAfterSeconds)
      spendCaptcha()
      toast(t('code_sent'))
    } catch {
      // Shown by the request layer; a captcha is good for one try.
      refreshCaptcha()
    } finally {
      setSending(false)
    }
  }

  const submit = () =>
    run(async () => {
      if (fail(phoneProblem(cellphone, COUNTRY_CODE)) || fail(codeProblem(code))) return
      await permitLogin({ cellphone: cellphone.trim(), countryCode: COUNTRY_CODE, verifyCode: code })
      await appRouter().redirect('work-permit-records')
    })

  return (
    <PageShell route="work-permit-login">
      <View className="permit-page" data-testid="permit-login">
        <Text className="permit-heading">{t('login_heading')}</Text>
        <Text className="permit-hint">{t('login_hint')}</Text>
        <FormField label={t('phone')}>
          <Text className="permit-login__area">+{COUNTRY_CODE}</Text>
          <Input
            className="at-input__input permit-login__phone"
            type="number"
            maxlength={15}
            value={cellphone}
            placeholder={t('phone_placeholder')}
            onInput={(e) => setCellphone(e.detail.value)}
          />
        </FormField>
        <AtInput
          name="captcha"
          className="permit-login__captcha"
          title={t('captcha')}
          maxlength={4}
          value={answer}
          placeholder={t('captcha_placeholder')}
          onChange={(value) => setAnswer(String(value))}
        >
          {image && <Image className="permit-login__captcha-image" src={image.image} onClick={refreshCaptcha} />}
        </AtInput>
        <AtInput
          name="code"
          className="permit-login__code"
          title={t('code')}
          type="number"
          maxlength={6}
          value={code}
          placeholder={t('code_placeholder')}
          onChange={(value) => setCode(String(value))}
        >
          <Text className={`permit-login__send${left > 0 ? ' permit-login__send--wait' : ''}`} onClick={() => void askCode()}>
            {left > 0 ? t('resend_in', { seconds: left }) : sent ? t('resend') : t('get_code')}
          </Text>
        </AtInput>
        <View className="permit-actions">
          <AtButton type="primary" className="permit-login__submit" disabled={busy} loading={busy} onClick={() => void submit()}>
            {t('login_submit')}
          </AtButton>
        </View>
      </View>
    </PageShell>
  )
}
