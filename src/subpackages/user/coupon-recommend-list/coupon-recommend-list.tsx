/**
 * coupon-recommend-list (/coupon-recommend-list; issue #18, product.md "User area" → "Coupons"): the
 * merchant's coupons to receive anywhere (listed for receiving, still open, not given out), in receive
 * mode: each not-obtained coupon shows 'receive' and becomes received after success; the real-name and
 * face refusals take their steps (use-receive-coupon.ts). Empty: to my coupons.
 */
import { View } from '@tarojs/components'
import { useAtomValue } from 'jotai'
import { useState } from 'react'
import { PageShell } from '../../../components/page-shell/PageShell'
import { StateView } from '../../../components/state-view/StateView'
import { CouponCard } from '../../../components/coupon-card/CouponCard'
import { received } from '../../../components/coupon-card/coupon-card-model'
import { useReceiveCoupon } from '../../../components/coupon-card/use-receive-coupon'
import { useAsync } from '../../../hooks/use-async'
import { appRouter } from '../../../router/app-router'
import { loggedInAtom } from '../../../session/session-atoms'
import { useSectionT } from '../../../locales/section-i18n'
import { COUPON_TEXT } from '../../../locales/sections/coupon/coupon-text'
import { recommendedCoupons } from '../../../services/coupon-api'
import type { CouponTemplateView } from '../../../../types/api/coupon'
import './coupon-recommend-list.scss'

export default function CouponRecommendListPage() {
  const t = useSectionT(COUPON_TEXT)
  const loggedIn = useAtomValue(loggedInAtom)
  const data = useAsync(() => recommendedCoupons(loggedIn), [loggedIn])
  const [got, setGot] = useState<string[]>([])
  const list = got.reduce<CouponTemplateView[]>((l, id) => received(l, id), data.status === 'ready' ? data.data : [])
  const { busyId, receive } = useReceiveCoupon((id) => setGot((g) => [...g, id]))
  return (
    <PageShell route="coupon-recommend-list">
      {data.status === 'loading' && <StateView kind="loading" />}
      {data.status === 'error' && <StateView kind="error" onRetry={data.reload} />}
      {data.status === 'ready' && list.length === 0 && (
        <StateView
          kind="empty"
          text={t('recommend_empty')}
          detail={t('recommend_empty_detail')}
          action={{ label: t('to_mine'), onClick: () => void appRouter().open('coupons') }}
        />
      )}
      {data.status === 'ready' && list.length > 0 && (
        <View className="coupon-recommend-list" data-testid="recommended-coupons">
          {list.map((c) => (
            <CouponCard
              key={c.couponTemplateId}
              card={{ mode: 'RECEIVE', coupon: c }}
              busy={busyId === c.couponTemplateId}
              onAction={() => void receive(c, 'SHOW_OBTAIN')}
            />
          ))}
        </View>
      )}
    </PageShell>
  )
}
