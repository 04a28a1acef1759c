/** Goods detail at /shop/:id; goods arrive with the shop issue. */
import { Text } from '@tarojs/components'
import { PageShell } from '../../../components/page-shell/PageShell'
import { StateView } from '../../../components/state-view/StateView'
import { useRouteParams } from '../../../router/use-route-params'
import { useT } from '../../../locales/locale-atoms'

export default function ShopDetailPage() {
  const t = useT()
  const { id = '' } = useRouteParams()
  return (
    <PageShell route="shop-detail">
      <Text>{t('shop.goods_id', { id })}</Text>
      <StateView kind="empty" text={t('shop.empty')} />
    </PageShell>
  )
}
