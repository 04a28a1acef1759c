/**
 * The verification-code view (product.md section 2, "Verification-code view"): enter verification
 * code, a 6-digit numeric input, the error text, a get-code button (get code, resend with countdown,
 * resend) and confirm showing paying while paying. A right code pays the order and opens pay-success.
 */
import { Input, Text, View } from '@tarojs/components'
import AtButton from 'taro-ui/lib/components/button'
import { useEffect, useState } from 'react'
import { useT } from '../../locales/locale-atoms'
import { useResend } from '../../hooks/use-resend'
import { dooolyMakeCode, dooolyPay, dooolyQuery } from '../../services/trade-api'
import { appRouter } from '../../router/app-router'
import { RequestError } from '../../services/request/request-error'
import '../../theme/taro-ui/button.scss'
import { canConfirm, cleanCode, codeButton, codeViewState } from './verification-code-model'

interface Props {
  orderId: string
  transactionId: string
}

export function VerificationCodeView({ orderId, transactionId }: Props) {
  const t = useT()
  const resend = useResend()
  const [code, setCode] = useState('')
  const [wrong, setWrong] = useState(false)
  const [paying, setPaying] = useState(false)
  const [alreadySent, setAlreadySent] = useState(false)

  // Reopened after a code went out: it can be typed in, or sent again.
  useEffect(() => {
    dooolyQuery([transactionId]).then(
      (r) => setAlreadySent(r.success),
      () => undefined
    )
  }, [transactionId])

  const state = codeViewState(resend.sent || alreadySent, resend.left, wrong)
  const button = codeButton(state)

  const send = async () => {
    if (!button.enabled) return
    try {
      const reply = await dooolyMakeCode([transactionId])
      setWrong(false)
      resend.markSent(reply.resendAfterSeconds)
    } catch {
      // Shown by the request layer (too soon, daily limit).
    }
  }

  const confirm = async () => {
    if (!canConfirm(code, paying)) return
    setPaying(true)
    try {
      await dooolyPay([transactionId], code)
      void appRouter().redirect('pay_success', { orderId, orderType: 'ticket' })
    } catch (error) {
      if (error instanceof RequestError && (error.errorCode === 'CODE_WRONG' || error.errorCode === 'CODE_EXPIRED')) setWrong(true)
      setPaying(false)
    }
  }

  return (
    <View className="verification-code">
      <Text className="payment-chooser__title">{t('payment.code_title')}</Text>
      <View className="verification-code__row">
        <Input
          className="verification-code__input"
          type="number"
          maxlength={6}
          value={code}
          placeholder={t('payment.code_placeholder')}
          onInput={(e) => {
            setCode(cleanCode(e.detail.value))
            setWrong(false)
          }}
        />
        <Text
          className={`verification-code__send${button.enabled ? '' : ' verification-code__send--off'}`}
          data-state={state.kind}
          onClick={() => void send()}
        >
          {t(button.key, button.values)}
        </Text>
      </View>
      {state.kind === 'error' && <Text className="verification-code__error">{t('payment.code_wrong')}</Text>}
      <AtButton
        type="primary"
        className="payment-chooser__pay verification-code__confirm"
        disabled={!canConfirm(code, paying)}
        loading={paying}
        onClick={() => void confirm()}
      >
        {paying ? t('payment.paying') : t('payment.confirm_code')}
      </AtButton>
    </View>
  )
}
