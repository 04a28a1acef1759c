/**
 * tied-sale-list (?showId): the goods the merchant sells with a show (its tour merchandise), as goods
 * cards; each opens its detail and is bought as its own goods order. Reached from the ticket order's
 * pay-success.
 */
import { useAtomValue } from 'jotai'
import { PageShell } from '../../../components/page-shell/PageShell'
import { StateView } from '../../../components/state-view/StateView'
import { GoodsGrid } from '../../../components/goods-card/GoodsCard'
import { GoodsGridSkeleton } from '../../../components/goods-card/GoodsList'
import { useAsync } from '../../../hooks/use-async'
import { useRouteParams } from '../../../router/use-route-params'
import { appRouter } from '../../../router/app-router'
import { localeAtom, useT } from '../../../locales/locale-atoms'
import { tiedSaleGoods } from '../../../services/goods-api'

export default function TiedSaleListPage() {
  const t = useT()
  const locale = useAtomValue(localeAtom)
  const { showId = '', sessionId } = useRouteParams()
  const goods = useAsync(() => tiedSaleGoods({ showId, ...(sessionId ? { sessionId } : {}) }), [showId, sessionId, locale])
  const toShop = { label: t('tabbar.shop'), onClick: () => void appRouter().open('shop') }
  return (
    <PageShell route="tied-sale-list">
      {goods.status === 'loading' && <GoodsGridSkeleton />}
      {goods.status === 'error' && <StateView kind="error" onRetry={goods.reload} action={toShop} />}
      {goods.status === 'ready' &&
        (goods.data.length ? (
          <GoodsGrid items={goods.data} />
        ) : (
          <StateView kind="empty" icon="not_found" text={t('shop.empty')} action={toShop} />
        ))}
    </PageShell>
  )
}
