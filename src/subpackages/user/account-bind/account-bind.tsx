/**
 * account-bind: binds a phone (SMS code) or an email (mailed code and a password) to the logged-in
 * account. Opened with a bindToken from a 15012020 reply, it instead proves the existing account (its
 * email and password, or its phone and a code) and finishes that third-party login there.
 */
import { Text, View } from '@tarojs/components'
import AtInput from 'taro-ui/lib/components/input'
import AtButton from 'taro-ui/lib/components/button'
import { useEffect, useState } from 'react'
import { useAtomValue } from 'jotai'
import { PageShell } from '../../../components/page-shell/PageShell'
import '../../../components/form-field/form-field.scss'
import { useT } from '../../../locales/locale-atoms'
import { NewPasswordFields, PasswordInput } from '../password-fields/PasswordFields'
import { appRouter } from '../../../router/app-router'
import { useRouteParams } from '../../../router/use-route-params'
import { loggedInAtom } from '../../../session/session-atoms'
import { bind, sendEmailBindCode } from '../../../services/user-api'
import { toast } from '../../../utils/toast'
import { useSubmit } from '../../../hooks/use-submit'
import { useResend } from '../../../hooks/use-resend'
import { codeProblem } from '../login/login-form'
import { emailProblem, loginPasswordProblem, newPasswordProblem } from '../account-form'
import { PhoneCodeFields, usePhoneCode } from '../login/PhoneCodeFields'
import '../login/login.scss'
import '../../../theme/taro-ui/button.scss'
import '../../../theme/taro-ui/input.scss'

export default function AccountBindPage() {
  const t = useT()
  const params = useRouteParams()
  const loggedIn = useAtomValue(loggedInAtom)
  const bindToken = params.bindToken
  const [bindType, setBindType] = useState<'CELLPHONE' | 'EMAIL'>(params.bindType === 'EMAIL' ? 'EMAIL' : 'CELLPHONE')
  const phone = usePhoneCode('BIND')
  const [email, setEmail] = useState(params.email ?? '')
  const [code, setCode] = useState('')
  const [password, setPassword] = useState('')
  const [confirm, setConfirm] = useState('')
  const mail = useResend()
  const { busy, run } = useSubmit()

  // Without a bind token this page changes the buyer's own account: it needs a login.
  useEffect(() => {
    if (!bindToken && !loggedIn) void appRouter().openLogin()
  }, [bindToken, loggedIn])

  const sendMailCode = () => {
    const problem = emailProblem(email)
    if (problem) return toast(t(problem))
    if (mail.left > 0) return
    void run(async () => {
      mail.markSent((await sendEmailBindCode(email.trim())).resendAfterSeconds)
      toast(t('login.code_sent'))
    })
  }

  const emailProblemNow = () => {
    if (bindToken) return emailProblem(email) ?? loginPasswordProblem(password)
    return emailProblem(email) ?? codeProblem(code) ?? newPasswordProblem(password, confirm)
  }

  const submit = async () => {
    if (bindType === 'CELLPHONE' && !phone.ready()) return
    const problem = bindType === 'EMAIL' ? emailProblemNow() : undefined
    if (problem) return toast(t(problem))
    await run(async () => {
      await bind({
        bindType,
        bindToken,
        ...(bindType === 'CELLPHONE'
          ? { cellphoneBindParam: { cellphone: phone.cellphone.trim(), countryCode: phone.countryCode, verifyCode: phone.code } }
          : { emailBindParam: { email: email.trim(), password, ...(bindToken ? {} : { verifyCode: code }) } })
      })
      toast(t('account.bound'))
      if (bindToken) appRouter().loginSucceeded()
      else await appRouter().back()
    })
  }

  return (
    <PageShell route="account-bind">
      <View className="login">
        {bindToken && <Text className="login__hint">{t('account.bind_prove')}</Text>}
        <View className="login__areas account-bind__types">
          {(['CELLPHONE', 'EMAIL'] as const).map((type) => (
            <Text key={type} className={`login__area ${type === bindType ? 'login__area--on' : ''}`} onClick={() => setBindType(type)}>
              {t(type === 'CELLPHONE' ? 'account.bind_phone_title' : 'account.bind_email_title')}
            </Text>
          ))}
        </View>
        {bindType === 'CELLPHONE' ? (
          <PhoneCodeFields form={phone} />
        ) : (
          <>
            <AtInput
              className="account-bind__email"
              title={t('account.email')}
              maxlength={100}
              value={email}
              placeholder={t('account.email_placeholder')}
              onChange={(value) => setEmail(value)}
            />
            {!bindToken && (
              <AtInput
                className="account-bind__code"
                title={t('login.code')}
                type="number"
                maxlength={6}
                value={code}
                placeholder={t('login.code_placeholder')}
                onChange={(value) => setCode(value)}
              >
                <Text className={`login__send ${mail.left > 0 ? 'login__send--wait' : ''}`} onClick={sendMailCode}>
                  {mail.left > 0 ? t('login.resend_in', { seconds: mail.left }) : t('login.get_code')}
                </Text>
              </AtInput>
            )}
            {bindToken ? (
              <PasswordInput
                className="account-bind__password"
                title={t('account.password')}
                value={password}
                placeholder={t('account.password_login_placeholder')}
                onChange={setPassword}
              />
            ) : (
              <NewPasswordFields
                classNames={['account-bind__password', 'account-bind__confirm']}
                title={t('account.password')}
                password={password}
                confirm={confirm}
                onPassword={setPassword}
                onConfirm={setConfirm}
              />
            )}
          </>
        )}
        <View className="form-actions">
          <AtButton type="primary" className="account-bind__submit" disabled={busy} loading={busy} onClick={() => void submit()}>
            {t('account.bind_submit')}
          </AtButton>
        </View>
      </View>
    </PageShell>
  )
}
