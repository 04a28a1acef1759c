/**
 * My coupons (/coupons, login): two tabs, the usable coupons (soonest to expire first) and the
 * history (used, expired, refunding: each with its stamp), 20 at a time. 'Use' opens parking payment for
 * a parking coupon; otherwise, when the coupon can be exchanged for a benefit card (its support-info names the
 * card), the exchange popup (coupon-to-card.ts), else the shows a coupon applies to. 'View' on an offline coupon opens its verify
 * code popup; the empty state leads to the exchange page.
 */
import { Text, View } from '@tarojs/components'
import { usePullDownRefresh, stopPullDownRefresh, useDidShow } from '@tarojs/taro'
import AtTabs from 'taro-ui/lib/components/tabs'
import AtButton from 'taro-ui/lib/components/button'
import { useState } from 'react'
import { PageShell } from '../../../components/page-shell/PageShell'
import { StateView } from '../../../components/state-view/StateView'
// After the page shell's stylesheets, as the order list brings it in (one CSS order for the shared chunk).
import '../../../theme/taro-ui/tabs.scss'
import { CouponCard } from '../../../components/coupon-card/CouponCard'
import { CouponCodePopup } from '../../../components/coupon-code/CouponCodePopup'
import { couponTarget } from '../../../components/coupon-card/coupon-card-model'
import { useTabPages } from '../../../hooks/use-tab-pages'
import { appRouter } from '../../../router/app-router'
import { useSectionT } from '../../../locales/section-i18n'
import { COUPON_TEXT } from '../../../locales/sections/coupon/coupon-text'
import { myCoupons } from '../../../services/coupon-api'
import { exchangeCouponForCard } from '../../../services/benefit-card-api'
import { couponSupportInfo } from '../../../services/user-calls-api'
import type { CouponSupportReply } from '../../../../types/api/benefit-card'
import { couponUseOrExchange } from '../../../components/coupon-card/coupon-to-card'
import { confirmDialog } from '../../../components/reply-dialog/dialog-queue'
import { toast } from '../../../utils/toast'
import { CARD_TEXT } from '../../../locales/sections/card/card-text'
import type { CouponTab, CouponView } from '../../../../types/api/coupon'
import '../../../theme/taro-ui/button.scss'
import './coupons.scss'

const PAGE = 20

/** The card an exchange coupon is for, from GET coupon support-info, as the exchange popup reads it. */
async function cardOffer(couponId: string): Promise<CouponSupportReply> {
  const card = (await couponSupportInfo(couponId)).cardExchange
  return card
    ? { supportUse: true, ...card, spuId: card.privilegeCardTemplateId }
    : { supportUse: false, privilegeCardName: '', privilegeCardTemplateId: '', spuId: '' }
}
const TABS: CouponTab[] = ['AVAILABLE', 'HISTORY']

export default function CouponsPage() {
  const t = useSectionT(COUPON_TEXT)
  const kt = useSectionT(CARD_TEXT)
  const { tab, setTab, first, list, loadingMore, loadMore, reread } = useTabPages<
    CouponTab,
    Awaited<ReturnType<typeof myCoupons>>,
    CouponView
  >(
    'AVAILABLE',
    (tab, offset) => myCoupons(tab, offset, PAGE),
    (page) => page.coupons
  )
  usePullDownRefresh(() => {
    reread(first.reload)
    void stopPullDownRefresh()
  })
  useDidShow(() => first.status !== 'loading' && reread(first.refresh))
  // "An offline coupon fetches a verify code and shows a popup" (its card's action is 'view').
  const [codeOf, setCodeOf] = useState<string>()
  const use = (c: CouponView) => {
    if (c.useWay === 'OFFLINE') return setCodeOf(c.couponId)
    const target = couponTarget(c)
    if (target.route === 'parking_payment') return void appRouter().open('parking_payment')
    void couponUseOrExchange(c, {
      support: cardOffer,
      ask: (offer) =>
        confirmDialog(kt('exchange_ask', { name: offer.privilegeCardName }), {
          title: kt('exchange_title'),
          confirmText: kt('exchange_confirm')
        }),
      exchange: exchangeCouponForCard
    }).then((outcome) => {
      if (outcome === 'SHOWS') return void appRouter().open('coupon-shows', target.params)
      if (outcome !== 'EXCHANGED') return
      toast(kt('exchange_done'))
      reread(first.refresh)
      void appRouter().open('card-list')
    })
  }
  const toExchange = { label: t('to_exchange'), onClick: () => void appRouter().open('exchange_coupon') }
  return (
    <PageShell route="coupons">
      <AtTabs
        className="coupons__tabs"
        current={TABS.indexOf(tab)}
        tabList={TABS.map((key) => ({
          title: (
            <Text className={`coupons__tab${tab === key ? ' coupons__tab--on' : ''}`}>
              {t(key === 'AVAILABLE' ? 'tab_available' : 'tab_history')}
            </Text>
          )
        }))}
        onClick={(index: number) => setTab(TABS[index])}
      />
      {first.status === 'loading' && <StateView kind="loading" />}
      {first.status === 'error' && <StateView kind="error" onRetry={first.reload} />}
      {first.status === 'ready' && list.length === 0 && (
        <StateView
          kind="empty"
          text={t(tab === 'AVAILABLE' ? 'empty_available' : 'empty_history')}
          detail={t(tab === 'AVAILABLE' ? 'empty_available_detail' : 'empty_history_detail')}
          action={tab === 'AVAILABLE' ? toExchange : undefined}
        />
      )}
      {first.status === 'ready' && list.length > 0 && (
        <View className="coupons__list" data-testid="my-coupons">
          {list.map((c) => (
            <View key={c.couponId}>
              <CouponCard card={{ mode: 'OWNED', coupon: c }} onAction={() => use(c)} />
              {/* The opener of a multi-user pack shares it (coupon-share): others take a part each. */}
              {c.shareCode && c.couponStatus === 'AVAILABLE' && (
                <Text className="coupons__share" onClick={() => void appRouter().open('coupon-share', { shareCode: c.shareCode ?? '' })}>
                  {t('share.share')}
                </Text>
              )}
            </View>
          ))}
          {list.length < first.data.total && (
            <AtButton
              type="secondary"
              className="coupons__more"
              loading={loadingMore}
              disabled={loadingMore}
              onClick={() => void loadMore(list.length)}
            >
              {t('more')}
            </AtButton>
          )}
          {tab === 'AVAILABLE' && (
            <Text className="coupons__exchange" onClick={toExchange.onClick}>
              {t('to_exchange')}
            </Text>
          )}
          {tab === 'AVAILABLE' && (
            <Text className="coupons__exchange" onClick={() => void appRouter().open('coupon-recommend-list')}>
              {t('to_recommend')}
            </Text>
          )}
        </View>
      )}
      {codeOf && (
        <CouponCodePopup
          couponId={codeOf}
          onClose={() => {
            setCodeOf(undefined)
            reread(first.refresh)
          }}
          onUsed={() => reread(first.refresh)}
        />
      )}
    </PageShell>
  )
}
