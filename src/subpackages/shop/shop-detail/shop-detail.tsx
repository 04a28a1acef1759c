/**
 * Goods detail at /shop/:id: the pictures, name, price ("from" until a SKU is chosen, then its own, the
 * market price struck when higher), the option picker with quantity, the description, and the bar with
 * the cart, add to cart (a toast and the badge's new count) and buy now (goods-confirm).
 */
import { Image, Swiper, SwiperItem, Text, View } from '@tarojs/components'
import AtButton from 'taro-ui/lib/components/button'
import { useDidShow } from '@tarojs/taro'
import { useEffect, useState } from 'react'
import { useAtomValue } from 'jotai'
import { PageShell } from '../../../components/page-shell/PageShell'
import { StateView } from '../../../components/state-view/StateView'
import { Price } from '../../../components/price/Price'
import { Icon } from '../../../components/icon/Icon'
import { useAsync } from '../../../hooks/use-async'
import { useSubmit } from '../../../hooks/use-submit'
import { useRouteParams } from '../../../router/use-route-params'
import { appRouter } from '../../../router/app-router'
import { localeAtom, useT } from '../../../locales/locale-atoms'
import { useSectionT } from '../../../locales/section-i18n'
import { SHOP_TEXT } from '../../../locales/sections/shop/shop-text'
import { spuDetail } from '../../../services/goods-api'
import { addCartLine } from '../../../services/cart-api'
import { assetUrl } from '../../../services/asset-url'
import { loggedInAtom } from '../../../session/session-atoms'
import { cartCountAtom, cartSupportedAtom, refreshCartCount, setCartCount } from '../../../shop/cart-atoms'
import { toast } from '../../../utils/toast'
import { priceInfo } from '../../../../types/rules/price-info'
import { cartBadgeText } from '../../../../types/rules/cart-badge'
import { chosenSku, initialChoice, shownPrice } from '../../../../types/rules/sku-picker'
import { SkuPicker, missingNames } from './SkuPicker'
import '../../../theme/taro-ui/button.scss'
import './sku-picker.scss'
import './shop-detail.scss'

function Skeleton() {
  return (
    <View className="shop-detail" aria-busy="true" data-testid="shop-detail-skeleton">
      <View className="shop-detail__pictures shop-detail__skeleton-picture" />
      <View className="shop-detail__skeleton-line" />
      <View className="shop-detail__skeleton-line shop-detail__skeleton-line--short" />
    </View>
  )
}

export default function ShopDetailPage() {
  const t = useT()
  const st = useSectionT(SHOP_TEXT)
  const locale = useAtomValue(localeAtom)
  const loggedIn = useAtomValue(loggedInAtom)
  const cartSupported = useAtomValue(cartSupportedAtom)
  const count = useAtomValue(cartCountAtom)
  const { id = '' } = useRouteParams()
  const data = useAsync(() => spuDetail(id), [id, locale])
  const [choice, setChoice] = useState<Record<string, string>>({})
  const [qty, setQty] = useState(1)
  const { busy, run } = useSubmit()
  useDidShow(() => void refreshCartCount())
  useEffect(() => {
    if (data.status === 'ready') setChoice(initialChoice(data.data.optionGroups, data.data.skus))
  }, [data])

  if (data.status === 'loading')
    return (
      <PageShell route="shop-detail">
        <Skeleton />
      </PageShell>
    )
  const toShop = { label: st('detail.back_to_shop'), onClick: () => void appRouter().open('shop') }
  if (data.status === 'error')
    return (
      <PageShell route="shop-detail">
        <StateView kind="error" text={st('detail.not_found')} onRetry={data.reload} action={toShop} />
      </PageShell>
    )

  const spu = data.data
  const sku = chosenSku(spu.optionGroups, spu.skus, choice)
  const price = shownPrice(spu.optionGroups, spu.skus, choice)
  const pictures = sku?.pictureUrl ? [sku.pictureUrl, ...spu.pictures.filter((p) => p !== sku.pictureUrl)] : spu.pictures
  const buyable = spu.onSale && !spu.soldOut
  const badge = cartBadgeText({ loggedIn, cartSupported, count })

  // Both actions need a complete choice; the toast names what is missing.
  const ready = (): boolean => {
    if (sku) return true
    toast(st('detail.choose', { names: missingNames(spu.optionGroups, choice) }))
    return false
  }
  const addToCart = () =>
    run(async () => {
      if (!ready() || !sku) return
      if (!loggedIn) return void appRouter().openLogin()
      const reply = await addCartLine({ skuId: sku.id, qty })
      setCartCount(reply.count)
      toast(st('detail.added'))
    })
  const buyNow = () => {
    if (!ready() || !sku) return
    void appRouter().open('goods-confirm', { skuId: sku.id, qty })
  }

  return (
    <PageShell route="shop-detail" title={spu.name}>
      <View className="shop-detail" data-spu-id={spu.id}>
        {pictures.length > 0 && (
          <Swiper className="shop-detail__pictures" circular indicatorDots={pictures.length > 1} indicatorActiveColor="#ffffff">
            {pictures.map((url) => (
              <SwiperItem key={url}>
                <Image className="shop-detail__picture" src={assetUrl(url)} mode="aspectFill" />
              </SwiperItem>
            ))}
          </Swiper>
        )}
        <View className="shop-detail__block">
          <View className="shop-detail__prices">
            {price.kind === 'none' ? (
              <Text className="shop-detail__sold-out">{st(spu.onSale ? 'detail.sold_out' : 'detail.off_sale')}</Text>
            ) : (
              <Price info={priceInfo(price.priceFen, price.kind === 'from' ? t('shop.from') : '')} large />
            )}
            {price.kind !== 'none' && price.marketPriceFen !== undefined && <Price info={priceInfo(price.marketPriceFen)} plain struck />}
          </View>
          <Text className="shop-detail__name">{spu.name}</Text>
          <Text className="shop-detail__kind">{st(spu.kind === 'VOUCHER' ? 'detail.voucher' : 'detail.physical')}</Text>
        </View>
        {buyable && (
          <View className="shop-detail__block">
            <SkuPicker
              groups={spu.optionGroups}
              skus={spu.skus}
              perBuyerLimit={spu.perBuyerLimit}
              choice={choice}
              onChoice={(next) => {
                setChoice(next)
                setQty(1)
              }}
              qty={qty}
              onQty={setQty}
            />
          </View>
        )}
        {spu.description && (
          <View className="shop-detail__block">
            <Text className="shop-detail__heading">{st('detail.description')}</Text>
            <Text className="shop-detail__description">{spu.description}</Text>
          </View>
        )}
      </View>
      <View className="shop-detail__bar">
        {cartSupported && (
          <View className="shop-detail__cart" role="link" aria-label={st('detail.cart')} onClick={() => void appRouter().open('cart-list')}>
            <Icon name="bag" />
            <Text className="shop-detail__cart-label">{st('detail.cart')}</Text>
            {badge && <Text className="shop-detail__cart-badge">{badge}</Text>}
          </View>
        )}
        {cartSupported && (
          <AtButton type="secondary" className="shop-detail__add" disabled={!buyable || busy} onClick={() => void addToCart()}>
            {st('detail.add_to_cart')}
          </AtButton>
        )}
        <AtButton type="primary" className="shop-detail__buy" disabled={!buyable} onClick={buyNow}>
          {buyable ? st('detail.buy_now') : st(spu.onSale ? 'detail.sold_out' : 'detail.off_sale')}
        </AtButton>
      </View>
    </PageShell>
  )
}
