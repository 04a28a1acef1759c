/**
 * exchange_coupon (/coupon/exchange; the page opens without login, redeeming asks for it):
 * the buyer types an exchange code from the merchant (20 characters, checked as typed with the gateway's
 * own rule) and gets one coupon. A complete code is checked first (exchange_check): the coupon it gives, or
 * the refusal the exchange would answer, shown under the field. The exchange's refusals are its toasts.
 */
import { Text, View } from '@tarojs/components'
import AtInput from 'taro-ui/lib/components/input'
import AtButton from 'taro-ui/lib/components/button'
import { useAtomValue } from 'jotai'
import { useEffect, useState } from 'react'
import { PageShell } from '../../../components/page-shell/PageShell'
import { StateView } from '../../../components/state-view/StateView'
import { CouponCard } from '../../../components/coupon-card/CouponCard'
import { useRouteParams } from '../../../router/use-route-params'
import { appRouter } from '../../../router/app-router'
import { useSubmit } from '../../../hooks/use-submit'
import { loggedInAtom } from '../../../session/session-atoms'
import { useSectionT } from '../../../locales/section-i18n'
import { COUPON_TEXT } from '../../../locales/sections/coupon/coupon-text'
import { exchangeCoupon } from '../../../services/coupon-api'
import { checkExchangeCode } from '../../../services/exchange-check-api'
import { RequestError } from '../../../services/request/request-error'
import { normalizeInvitationCode } from '../../../../types/rules/invitation-code'
import type { CouponView, ExchangeCheckReply } from '../../../../types/api/coupon'
import '../../../components/form-field/form-field.scss'
import '../../../theme/taro-ui/button.scss'
import '../../../theme/taro-ui/input.scss'
import './coupon-exchange.scss'

export default function CouponExchangePage() {
  const t = useSectionT(COUPON_TEXT)
  const params = useRouteParams()
  const loggedIn = useAtomValue(loggedInAtom)
  const [code, setCode] = useState(params.code ?? '')
  const [touched, setTouched] = useState(false)
  const [done, setDone] = useState<CouponView>()
  const { busy, run } = useSubmit()
  // Exchange codes have the invitation codes' form (20 base32 characters); the gateway reads them with the same rule.
  const normalized = normalizeInvitationCode(code)
  const valid = normalized !== null
  // The check of the complete code: what it gives, or why it would be refused; none while typing or logged out.
  const [preview, setPreview] = useState<{ code: string; reply?: ExchangeCheckReply; refusal?: string }>()
  useEffect(() => {
    if (!normalized || !loggedIn) return setPreview(undefined)
    let current = true
    checkExchangeCode(normalized).then(
      (reply) => current && setPreview({ code: normalized, reply }),
      (error: unknown) => current && setPreview({ code: normalized, refusal: error instanceof RequestError ? error.message : undefined })
    )
    return () => {
      current = false
    }
  }, [normalized, loggedIn])
  const shown = preview && preview.code === normalized ? preview : undefined

  if (done) {
    return (
      <PageShell route="exchange_coupon">
        <View className="coupon-exchange">
          <StateView kind="empty" text={t('exchange_done')} detail={t('exchange_done_text')} />
          <CouponCard card={{ mode: 'OWNED', coupon: done }} />
          <View className="coupon-exchange__actions">
            <AtButton type="primary" onClick={() => void appRouter().redirect('coupons')}>
              {t('to_mine')}
            </AtButton>
            <AtButton
              type="secondary"
              onClick={() => {
                setDone(undefined)
                setCode('')
                setTouched(false)
              }}
            >
              {t('exchange_again')}
            </AtButton>
          </View>
        </View>
      </PageShell>
    )
  }
  const submit = async () => {
    setTouched(true)
    if (!valid) return
    if (!loggedIn) {
      await appRouter().openLogin()
      return
    }
    await run(async () => setDone(await exchangeCoupon(code)))
  }
  return (
    <PageShell route="exchange_coupon">
      <View className="coupon-exchange">
        <Text className="coupon-exchange__note">{t('exchange_intro')}</Text>
        <AtInput
          name="exchange-code"
          className="coupon-exchange__code"
          title={t('exchange_label')}
          type="text"
          maxlength={29}
          value={code}
          placeholder={t('exchange_placeholder')}
          error={touched && !valid}
          onChange={(value) => setCode(String(value))}
          onBlur={() => setTouched(code.length > 0)}
        />
        {touched && !valid && <Text className="coupon-exchange__note coupon-exchange__note--error">{t('exchange_invalid')}</Text>}
        {shown?.refusal && (
          <Text className="coupon-exchange__note coupon-exchange__note--error" data-testid="exchange-check-refusal">
            {shown.refusal}
          </Text>
        )}
        {shown?.reply && (
          <View className="coupon-exchange__preview" data-testid="exchange-check">
            {shown.reply.redeemed ? (
              <CouponCard card={{ mode: 'OWNED', coupon: shown.reply.coupon }} />
            ) : (
              <CouponCard card={{ mode: 'RECEIVE', coupon: shown.reply.template }} />
            )}
          </View>
        )}
        <View className="coupon-exchange__actions">
          <AtButton type="primary" className="coupon-exchange__submit" disabled={busy} loading={busy} onClick={() => void submit()}>
            {t('exchange_submit')}
          </AtButton>
        </View>
      </View>
    </PageShell>
  )
}
