/**
 * coupon-receive (/coupon-receive?couponCode=&source=; issue #18; calls "coupon receive/exchange by coupon
 * code and source (default SHOW_OBTAIN)"): the coupon a link or QR names by its receive code, with
 * 'receive' (or its received stamp), the receiving steps of use-receive-coupon.ts, then my coupons.
 */
import { Text, View } from '@tarojs/components'
import { useAtomValue } from 'jotai'
import { useState } from 'react'
import { PageShell } from '../../../components/page-shell/PageShell'
import { StateView } from '../../../components/state-view/StateView'
import { CouponCard } from '../../../components/coupon-card/CouponCard'
import { received } from '../../../components/coupon-card/coupon-card-model'
import { useReceiveCoupon } from '../../../components/coupon-card/use-receive-coupon'
import { useAsync } from '../../../hooks/use-async'
import { useRouteParams } from '../../../router/use-route-params'
import { appRouter } from '../../../router/app-router'
import { loggedInAtom } from '../../../session/session-atoms'
import { useSectionT } from '../../../locales/section-i18n'
import { COUPON_TEXT } from '../../../locales/sections/coupon/coupon-text'
import { couponByCode } from '../../../services/coupon-api'
import { OBTAIN_TYPES, type ObtainType } from '../../../../types/api/coupon'
import './coupon-receive.scss'

/** "source (default SHOW_OBTAIN)"; an exchange code is a different call (the exchange page). */
function sourceOf(text: string | undefined): ObtainType {
  const s = OBTAIN_TYPES.find((o) => o === text)
  return s && s !== 'EXCHANGE_CODE' ? s : 'SHOW_OBTAIN'
}

export default function CouponReceivePage() {
  const t = useSectionT(COUPON_TEXT)
  const { couponCode = '', source } = useRouteParams()
  const loggedIn = useAtomValue(loggedInAtom)
  const data = useAsync(
    () => (couponCode ? couponByCode(couponCode, loggedIn) : Promise.reject(new Error('no couponCode'))),
    [couponCode, loggedIn]
  )
  const [got, setGot] = useState(false)
  const { busyId, receive } = useReceiveCoupon(() => setGot(true))
  const toMine = { label: t('to_mine'), onClick: () => void appRouter().open('coupons') }
  const coupon = data.status === 'ready' ? (got ? received([data.data], data.data.couponTemplateId)[0] : data.data) : undefined
  return (
    <PageShell route="coupon-receive">
      {data.status === 'loading' && <StateView kind="loading" />}
      {data.status === 'error' &&
        (couponCode ? (
          <StateView kind="error" text={t('receive_invalid')} onRetry={data.reload} action={toMine} />
        ) : (
          <StateView kind="empty" text={t('receive_invalid')} action={toMine} />
        ))}
      {coupon && (
        <View className="coupon-receive" data-testid="coupon-receive">
          <Text className="coupon-receive__heading">{t('receive_heading')}</Text>
          <CouponCard
            card={{ mode: 'RECEIVE', coupon }}
            busy={busyId === coupon.couponTemplateId}
            onAction={() => void receive(coupon, sourceOf(source))}
          />
          {coupon.obtained && (
            <Text className="coupon-receive__mine" onClick={toMine.onClick}>
              {t('to_mine')}
            </Text>
          )}
        </View>
      )}
    </PageShell>
  )
}
