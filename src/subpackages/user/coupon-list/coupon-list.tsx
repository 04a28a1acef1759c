/**
 * A show's coupons in receive mode (/coupon-list?showId=; issue #18; opened from the show detail's coupon
 * row): each not-obtained coupon shows 'receive' and becomes received after success; the real-name and
 * face-auth refusals get their dialogs (use-receive-coupon.ts).
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
import { useRouteParams } from '../../../router/use-route-params'
import { appRouter } from '../../../router/app-router'
import { loggedInAtom } from '../../../session/session-atoms'
import { useSectionT } from '../../../locales/section-i18n'
import { COUPON_TEXT } from '../../../locales/sections/coupon/coupon-text'
import { showCoupons } from '../../../services/show-offers-api'
import type { CouponTemplateView } from '../../../../types/api/coupon'
import './coupon-list.scss'

export default function CouponListPage() {
  const t = useSectionT(COUPON_TEXT)
  const { showId = '' } = useRouteParams()
  const loggedIn = useAtomValue(loggedInAtom)
  const data = useAsync(() => (showId ? showCoupons(showId, loggedIn) : Promise.resolve([])), [showId, loggedIn])
  // Received on this page: those cards show the stamp without asking the gateway again.
  const [got, setGot] = useState<string[]>([])
  const list = got.reduce<CouponTemplateView[]>((l, id) => received(l, id), data.status === 'ready' ? data.data : [])
  const { busyId, receive } = useReceiveCoupon((id) => setGot((g) => [...g, id]))
  const back = () => void (showId ? appRouter().redirect('show_detail', { showId }) : appRouter().switchTab('list'))
  return (
    <PageShell route="coupon-list">
      {data.status === 'loading' && <StateView kind="loading" />}
      {data.status === 'error' && <StateView kind="error" onRetry={data.reload} />}
      {data.status === 'ready' && list.length === 0 && (
        <StateView kind="empty" text={t('empty_list')} action={{ label: t('back_to_show'), onClick: back }} />
      )}
      {data.status === 'ready' && list.length > 0 && (
        <View className="coupon-list" data-testid="show-coupons">
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
