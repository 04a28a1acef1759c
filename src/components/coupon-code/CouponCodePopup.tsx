/**
 * The offline coupon's verify code popup (product.md "Using a coupon: ... An offline coupon fetches a
 * verify code and shows a popup"; calls "buyer/v5/coupons/verify/code"). A bottom sheet with the code as
 * a QR (drawn as the ticket code is, with its 30-second bar) and in digits for a desk without a scanner.
 * The gateway holds the coupon's key, so the popup asks for the code again when it expires
 * (verifyCodeExpireTime, on the gateway's clock: coupon-verify-code.ts refreshDelayMs); the same ask tells
 * it when the staff have verified the coupon, and the sheet then says so and the page re-reads its list.
 */
import { Text, View } from '@tarojs/components'
import AtFloatLayout from 'taro-ui/lib/components/float-layout'
import { useEffect, useRef, useState } from 'react'
import { QrCode } from '../qr-code/QrCode'
import { Icon } from '../icon/Icon'
import { StateView } from '../state-view/StateView'
import { useSectionT } from '../../locales/section-i18n'
import { COUPON_TEXT } from '../../locales/sections/coupon/coupon-text'
import { useOpenedAfterMount } from '../../hooks/use-opened-after-mount'
import { couponVerifyCodes } from '../../services/coupon-code-api'
import { refreshDelayMs } from '../../../types/rules/coupon-verify-code'
import { CODE_PERIOD_SECONDS } from '../../../types/rules/rotating-ticket-code'
import type { CouponVerifyCode } from '../../../types/api/coupon'
import '../../theme/taro-ui/float-layout.scss'
import '../rotating-code/rotating-code.scss'
import './coupon-code.scss'

type Shown = { status: 'loading' } | { status: 'error'; message?: string } | { status: 'ready'; code: CouponVerifyCode; offsetMs: number }

export function CouponCodePopup({
  couponId,
  orderId,
  onClose,
  onUsed
}: {
  couponId: string
  orderId?: string
  onClose(): void
  onUsed?(): void
}) {
  const t = useSectionT(COUPON_TEXT)
  const opened = useOpenedAfterMount()
  const [shown, setShown] = useState<Shown>({ status: 'loading' })
  const [round, setRound] = useState(0)
  const [now, setNow] = useState(() => Date.now())
  const usedTold = useRef(false)
  const hadCode = useRef(false)

  // Ask for the code; after each answer, ask again when it expires. A failed refresh keeps the code on screen.
  useEffect(() => {
    let live = true
    let timer: ReturnType<typeof setTimeout> | undefined
    const askedAt = Date.now()
    couponVerifyCodes(couponId, orderId).then(
      (list) => {
        if (!live) return
        const code = list.find((c) => c.couponId === couponId) ?? list[0]
        if (!code) return setShown({ status: 'error' })
        const offsetMs = code.serverTime - Math.round((askedAt + Date.now()) / 2)
        hadCode.current = true
        setShown({ status: 'ready', code, offsetMs })
        if (code.verifyCode && code.verifyCodeExpireTime !== null)
          timer = setTimeout(() => setRound((n) => n + 1), refreshDelayMs(code.verifyCodeExpireTime, Date.now(), offsetMs))
        else if (code.couponStatus === 'USED' && !usedTold.current) {
          usedTold.current = true
          onUsed?.()
        }
      },
      (error: unknown) => {
        if (!live) return
        const message = (error as { message?: string } | null)?.message
        // A quiet refresh that failed (the network dropped) keeps the last code and tries again after a
        // step; the first ask shows why, with a retry.
        if (hadCode.current) timer = setTimeout(() => setRound((n) => n + 1), CODE_PERIOD_SECONDS * 1000)
        else setShown({ status: 'error', message })
      }
    )
    return () => {
      live = false
      if (timer) clearTimeout(timer)
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [couponId, orderId, round])

  // The seconds left under the code.
  useEffect(() => {
    const timer = setTimeout(() => setNow(Date.now()), 1000 - (Date.now() % 1000) + 5)
    return () => clearTimeout(timer)
  }, [now])

  const retry = () => {
    setShown({ status: 'loading' })
    setRound((n) => n + 1)
  }

  return (
    <AtFloatLayout className="coupon-code" isOpened={opened} title={t('verify.title')} onClose={onClose}>
      <View className="coupon-code__close" role="button" aria-label={t('verify.close')} onClick={onClose}>
        <Icon name="close" tone="muted" />
      </View>
      <View className="coupon-code__body" data-testid="coupon-code-popup">
        {shown.status === 'loading' && <StateView kind="loading" />}
        {shown.status === 'error' && <StateView kind="error" text={shown.message} onRetry={retry} />}
        {shown.status === 'ready' && <Ready code={shown.code} offsetMs={shown.offsetMs} now={now} />}
      </View>
    </AtFloatLayout>
  )
}

function Ready({ code, offsetMs, now }: { code: CouponVerifyCode; offsetMs: number; now: number }) {
  const t = useSectionT(COUPON_TEXT)
  const head = (
    <View className="coupon-code__head">
      <Text className="coupon-code__title">{code.title}</Text>
      {code.description ? <Text className="coupon-code__description">{code.description}</Text> : null}
    </View>
  )
  if (!code.verifyCode || code.verifyCodeExpireTime === null) {
    const used = code.couponStatus === 'USED'
    return (
      <View className="coupon-code__done" data-coupon-status={code.couponStatus}>
        {head}
        <View className={`coupon-code__stamp${used ? ' coupon-code__stamp--used' : ''}`}>
          <Icon name={used ? 'check_circle' : 'not_found'} tone={used ? 'main' : 'muted'} />
          <Text className="coupon-code__stamp-text">{used ? t('verify.used') : t('verify.unusable')}</Text>
        </View>
        {used && <Text className="coupon-code__hint">{t('verify.used_detail')}</Text>}
      </View>
    )
  }
  const left = Math.max(0, code.verifyCodeExpireTime - (now + offsetMs))
  const period = CODE_PERIOD_SECONDS * 1000
  const seconds = Math.ceil(left / 1000)
  return (
    <View className="coupon-code__ready" data-verify-code={code.verifyCode}>
      {head}
      <View className="rotating-code">
        <QrCode className="coupon-code__qr" text={code.verifyCode} />
        <View className="rotating-code__bar" aria-label={t('verify.refresh_in', { seconds })}>
          <View className="rotating-code__fill" style={{ width: `${Math.min(1, left / period) * 100}%` }} />
        </View>
        <Text className="rotating-code__left">{t('verify.refresh_in', { seconds })}</Text>
      </View>
      <Text className="coupon-code__digits" userSelect>
        {code.verifyCode}
      </Text>
      <Text className="coupon-code__hint">{t('verify.hint')}</Text>
    </View>
  )
}
