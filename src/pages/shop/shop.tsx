/**
 * Shop tab: the search bar and the cart, the merchant's shop layout (banners and goods floors, layout page
 * SHOP), the goods categories, and the goods as cards (price from, market price struck, sold out), 20 at a time. The cart count behind the tab's badge is read again
 * whenever the tab shows.
 */
import { Text, View } from '@tarojs/components'
import { useDidShow } from '@tarojs/taro'
import { useState } from 'react'
import { useAtomValue } from 'jotai'
import { PageShell } from '../../components/page-shell/PageShell'
import { Icon } from '../../components/icon/Icon'
import { GoodsList } from '../../components/goods-card/GoodsList'
import { useAsync } from '../../hooks/use-async'
import { goodsCategories, goodsList } from '../../services/goods-api'
import { layouts } from '../../services/home-api'
import { readPreviewToken } from '../../shop-config/preview-token'
import { Banner } from '../../components/banner/Banner'
import { LayoutGoodsList } from '../../components/goods-card/LayoutGoodsList'
import type { LayoutComponent } from '../../../types/api/layout'
import { appRouter } from '../../router/app-router'
import { localeAtom, useT } from '../../locales/locale-atoms'
import { loggedInAtom } from '../../session/session-atoms'
import { cartCountAtom, cartSupportedAtom, refreshCartCount } from '../../shop/cart-atoms'
import { cartBadgeText } from '../../../types/rules/cart-badge'
import { ShopCategories } from './ShopCategories'
import './shop.scss'

export default function ShopPage() {
  const t = useT()
  const locale = useAtomValue(localeAtom)
  const loggedIn = useAtomValue(loggedInAtom)
  const cartSupported = useAtomValue(cartSupportedAtom)
  const count = useAtomValue(cartCountAtom)
  const [category, setCategory] = useState('')
  // The strip is extra: without it the goods still list (all categories).
  const categories = useAsync(() => goodsCategories().catch(() => []), [locale])
  // The layout is extra too: without one (or when it fails) the shop is the categories and the goods.
  const layout = useAsync(() => layouts({ page: 'SHOP' }, readPreviewToken()).catch(() => null), [locale])
  useDidShow(() => void refreshCartCount())
  const badge = cartBadgeText({ loggedIn, cartSupported, count })

  return (
    <PageShell route="shop">
      <View className="shop__bar">
        <View className="shop__search" role="search" onClick={() => void appRouter().open('goods-search')}>
          <Icon name="search" tone="muted" />
          <Text>{t('shop.search_placeholder')}</Text>
        </View>
        {cartSupported && (
          <View className="shop__cart" role="link" aria-label={t('shop.cart_title')} onClick={() => void appRouter().open('cart-list')}>
            <Icon name="bag" />
            {badge && <Text className="shop__cart-badge">{badge}</Text>}
          </View>
        )}
      </View>
      {layout.status === 'ready' && layout.data?.components.map((c) => <ShopLayoutComponent key={c.componentId} component={c} />)}
      {categories.status === 'ready' && categories.data.length > 0 && (
        <ShopCategories categories={categories.data} value={category} onChange={setCategory} />
      )}
      <GoodsList
        resetKey={`${category}|${locale}`}
        fetchPage={(offset, length) => goodsList({ categoryId: category || undefined, offset, length })}
        emptyText={t(category ? 'shop.empty_category' : 'shop.empty')}
        emptyAction={
          category
            ? { label: t('shop.all_categories'), onClick: () => setCategory('') }
            : { label: t('shop.see_shows'), onClick: () => void appRouter().open('all') }
        }
      />
    </PageShell>
  )
}

/** The parts of the shop layout the tab draws: banners and goods floors. */
function ShopLayoutComponent({ component }: { component: LayoutComponent }) {
  if (component.componentType === 'NORMAL' && component.style === 'BANNER') return <Banner items={component.items} />
  if (component.componentType === 'NORMAL' && component.style === 'GOODS_LIST')
    return <LayoutGoodsList title={component.title} direction={component.direction} goods={component.goods} />
  return null
}
