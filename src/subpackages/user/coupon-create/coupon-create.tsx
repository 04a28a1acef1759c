/**
 * coupon-create (product.md "User": the coupon pages' coupon-create; docs/content-pages.md): the page a
 * coupon campaign's link opens (?couponTemplateId=, optional &obtainType=, TOPIC_OBTAIN by default): the
 * coupon with its state for this buyer — to log in for, to receive (the receive steps of use-receive-coupon.ts),
 * or received — and then the way to use it (coupon-card-model.ts couponTarget) or to my coupons.
 */
import { Text, View } from '@tarojs/components'
import { useAtomValue } from 'jotai'
import { useState } from 'react'
import AtButton from 'taro-ui/lib/components/button'
import { PageShell } from '../../../components/page-shell/PageShell'
import { StateView } from '../../../components/state-view/StateView'
import { CouponCard } from '../../../components/coupon-card/CouponCard'
import { couponTarget, received } from '../../../components/coupon-card/coupon-card-model'
import { useReceiveCoupon } from '../../../components/coupon-card/use-receive-coupon'
import { Icon } from '../../../components/icon/Icon'
import { useAsync } from '../../../hooks/use-async'
import { useRouteParams } from '../../../router/use-route-params'
import { appRouter } from '../../../router/app-router'
import { loggedInAtom } from '../../../session/session-atoms'
import { useSectionT } from '../../../locales/section-i18n'
import { CONTENT_PAGES_TEXT } from '../../../locales/sections/content-pages/content-pages-text'
import { couponTemplate } from '../../../services/coupon-api'
import { RequestError } from '../../../services/request/request-error'
import { OBTAIN_TYPES, type ObtainType } from '../../../../types/api/coupon'
import '../../../theme/taro-ui/button.scss'
import './coupon-create.scss'

const ROUTE = 'coupon-create'

/** The template, or undefined when the merchant has no such coupon (any other failure is an error to retry). */
async function campaignCoupon(couponTemplateId: string, loggedIn: boolean) {
  if (!couponTemplateId) return undefined
  try {
    return await couponTemplate(couponTemplateId, loggedIn)
  } catch (error) {
    // The gateway's not-found answer (app-error.ts); anything else is a failure to retry.
    if (error instanceof RequestError && error.errorCode === 'COUPON_NOT_FOUND') return undefined
    throw error
  }
}

function CouponSkeleton() {
  return (
    <View className="coupon-create__skeleton" aria-busy="true">
      <View className="coupon-create__skeleton-head" />
      <View className="coupon-create__skeleton-card" />
    </View>
  )
}

export default function CouponCreatePage() {
  const t = useSectionT(CONTENT_PAGES_TEXT)
  const { couponTemplateId = '', obtainType: rawType } = useRouteParams()
  const obtainType: ObtainType = OBTAIN_TYPES.find((o) => o === rawType && o !== 'EXCHANGE_CODE') ?? 'TOPIC_OBTAIN'
  const loggedIn = useAtomValue(loggedInAtom)
  const data = useAsync(() => campaignCoupon(couponTemplateId, loggedIn), [couponTemplateId, loggedIn])
  const [got, setGot] = useState(false)
  const { busyId, receive } = useReceiveCoupon(() => setGot(true))
  const home = { label: t('coupon_create.back_home'), onClick: () => void appRouter().switchTab('list') }
  if (data.status === 'loading')
    return (
      <PageShell route={ROUTE}>
        <CouponSkeleton />
      </PageShell>
    )
  if (data.status === 'error')
    return (
      <PageShell route={ROUTE}>
        <StateView kind="error" onRetry={data.reload} action={home} />
      </PageShell>
    )
  if (!data.data)
    return (
      <PageShell route={ROUTE}>
        <StateView
          kind="empty"
          icon="not_found"
          text={t('coupon_create.missing')}
          detail={t('coupon_create.missing_detail')}
          action={home}
        />
      </PageShell>
    )
  const coupon = got ? received([data.data], couponTemplateId)[0] : data.data
  const state = !loggedIn ? 'login' : coupon.obtained ? 'received' : 'receive'
  const target = couponTarget(coupon)
  return (
    <PageShell route={ROUTE}>
      <View className="coupon-create" data-testid="coupon-create" data-state={state}>
        <View className="coupon-create__head">
          <Icon name={state === 'received' ? 'check_circle' : 'wallet'} tone="main" className="coupon-create__icon" />
          <Text className="coupon-create__title">
            {t(
              state === 'received'
                ? 'coupon_create.received_title'
                : state === 'login'
                  ? 'coupon_create.login_title'
                  : 'coupon_create.receive_title'
            )}
          </Text>
          {state !== 'login' && (
            <Text className="coupon-create__detail">
              {t(state === 'received' ? 'coupon_create.received_detail' : 'coupon_create.receive_detail')}
            </Text>
          )}
        </View>
        <CouponCard
          card={{ mode: 'RECEIVE', coupon }}
          busy={busyId === couponTemplateId}
          onAction={() => void receive(coupon, obtainType)}
        />
        <View className="coupon-create__actions">
          {state === 'login' ? (
            <AtButton type="primary" onClick={() => void appRouter().openLogin()}>
              {t('coupon_create.login')}
            </AtButton>
          ) : null}
          {state === 'received' ? (
            <AtButton type="primary" onClick={() => void appRouter().open(target.route, 'params' in target ? target.params : undefined)}>
              {t('coupon_create.use_now')}
            </AtButton>
          ) : null}
          {state !== 'login' ? <AtButton onClick={() => void appRouter().open('coupons')}>{t('coupon_create.my_coupons')}</AtButton> : null}
        </View>
      </View>
    </PageShell>
  )
}
