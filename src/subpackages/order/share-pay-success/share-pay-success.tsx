/**
 * share-pay-success (/share-pay-success?orderId; login): a card of the purchase to show a friend — the
 * show's poster, name, session and venue, and how many tickets — with the platform's share: the
 * mini-programs' share (onShareAppMessage, to the show's page) and, on H5, copying the show's link. Only
 * a paid order of the buyer's own is shared; the order itself never leaves the app.
 */
import { Image, Text, View } from '@tarojs/components'
import { useShareAppMessage } from '@tarojs/taro'
import { PageShell } from '../../../components/page-shell/PageShell'
import { StateView } from '../../../components/state-view/StateView'
import { useRouteParams } from '../../../router/use-route-params'
import { appRouter } from '../../../router/app-router'
import { useAsync } from '../../../hooks/use-async'
import { useSectionT } from '../../../locales/section-i18n'
import { ORDER_PAGES_TEXT } from '../../../locales/sections/order-pages/order-pages-text'
import { orderDetail } from '../../../services/trade-api'
import { showStatic } from '../../../services/show-api'
import { assetUrl } from '../../../services/asset-url'
import { useShowTimeText } from '../../../utils/show-time'
import { readPayState } from '../pay-success/pay-result'
import { ShareAction } from './ShareAction'
import { sharedShowPage } from './share-link'
import '../../../theme/taro-ui/button.scss'
import './share-pay-success.scss'

export default function SharePaySuccessPage() {
  const t = useSectionT(ORDER_PAGES_TEXT)
  const showTimeText = useShowTimeText()
  const { orderId = '' } = useRouteParams()
  const card = useAsync(async () => {
    const order = await orderDetail(orderId)
    // The poster is decoration: a show page that fails to load leaves the card without it.
    const show = await showStatic(order.showId).catch(() => undefined)
    return { order, posterUrl: show?.posterUrl }
  }, [orderId])

  useShareAppMessage(() => {
    const o = card.status === 'ready' ? card.data.order : undefined
    return o
      ? { title: t('share.share_title', { show: o.firstShowName }), path: sharedShowPage(o.showId) }
      : { title: '', path: '/pages/list/list' }
  })

  if (card.status === 'loading')
    return (
      <PageShell route="share-pay-success">
        <StateView kind="loading" />
      </PageShell>
    )
  if (card.status === 'error')
    return (
      <PageShell route="share-pay-success">
        <StateView kind="error" onRetry={card.reload} />
      </PageShell>
    )
  const { order: o, posterUrl } = card.data
  if (readPayState(o.orderState) !== 'paid') {
    return (
      <PageShell route="share-pay-success">
        <StateView
          kind="empty"
          text={t('share.unpaid')}
          action={{ label: t('share.view_order'), onClick: () => void appRouter().open('order_detail', { orderId }) }}
        />
      </PageShell>
    )
  }
  return (
    <PageShell route="share-pay-success">
      <View className="share-pay-success">
        <View className="share-pay-success__card">
          {posterUrl && <Image className="share-pay-success__poster" src={assetUrl(posterUrl)} mode="aspectFill" />}
          <View className="share-pay-success__body">
            <Text className="share-pay-success__heading">{t('share.heading')}</Text>
            <Text className="share-pay-success__show">{o.firstShowName}</Text>
            <Text className="share-pay-success__line share-pay-success__session">{showTimeText(o.showTime) || o.sessionName}</Text>
            <Text className="share-pay-success__line">{[o.cityName, o.firstVenueName].filter(Boolean).join(' | ')}</Text>
            <Text className="share-pay-success__line">{t('share.tickets', { count: o.qty })}</Text>
            <Text className="share-pay-success__invite">{t('share.invite')}</Text>
          </View>
        </View>
        <View className="share-pay-success__actions">
          <ShareAction
            label={process.env.TARO_ENV === 'h5' ? t('share.copy_link') : t('share.share')}
            showId={o.showId}
            copiedText={t('share.copied')}
            failedText={t('share.copy_failed')}
          />
        </View>
      </View>
    </PageShell>
  )
}
