/**
 * Cart (login): the lines that can be bought, each selected or not with its quantity; the invalid ones
 * (off sale, sold out, gone) apart and greyed; the total of the selected valid lines (cart-totals.ts) and
 * checkout to goods-cart-confirm. Every change answers the cart's new count, which the tab badge shows.
 */
import { Text, View } from '@tarojs/components'
import AtButton from 'taro-ui/lib/components/button'
import { useDidShow } from '@tarojs/taro'
import { useEffect, useState } from 'react'
import type { CartView } from '../../../../types/api/cart'
import { cartTotals } from '../../../../types/rules/cart-totals'
import { encodeGoodsLines } from '../../../../types/rules/goods-lines-param'
import { priceInfo } from '../../../../types/rules/price-info'
import { PageShell } from '../../../components/page-shell/PageShell'
import { StateView } from '../../../components/state-view/StateView'
import { Price } from '../../../components/price/Price'
import { Icon } from '../../../components/icon/Icon'
import { confirmDialog } from '../../../components/reply-dialog/dialog-queue'
import { useAsync } from '../../../hooks/use-async'
import { appRouter } from '../../../router/app-router'
import { useSectionT } from '../../../locales/section-i18n'
import { SHOP_TEXT } from '../../../locales/sections/shop/shop-text'
import { cartView, removeCartLines, updateCartLine } from '../../../services/cart-api'
import { setCartCount } from '../../../shop/cart-atoms'
import { toast } from '../../../utils/toast'
import { CartLineRow } from './CartLineRow'
import '../../../theme/taro-ui/button.scss'
import './cart-list.scss'

function Skeleton() {
  return (
    <View className="cart" aria-busy="true" data-testid="cart-skeleton">
      {[0, 1, 2].map((n) => (
        <View key={n} className="cart__skeleton" />
      ))}
    </View>
  )
}

export default function CartListPage() {
  const t = useSectionT(SHOP_TEXT)
  const data = useAsync(() => cartView(), [])
  // The cart as shown: the reply, then each change made at once here while its call goes out.
  const [cart, setCart] = useState<CartView>()
  useEffect(() => {
    if (data.status === 'ready') setCart(data.data)
  }, [data])
  useDidShow(() => {
    if (data.status === 'ready') data.refresh()
  })

  // A failed change reads the cart again, so the page never shows what the gateway did not keep.
  const change = (next: CartView, call: () => Promise<{ count: number }>) => {
    setCart(next)
    call().then(
      (reply) => setCartCount(reply.count),
      () => data.refresh()
    )
  }

  if (data.status === 'loading' || (data.status === 'ready' && !cart))
    return (
      <PageShell route="cart-list">
        <Skeleton />
      </PageShell>
    )
  if (data.status === 'error' || !cart)
    return (
      <PageShell route="cart-list">
        <StateView kind="error" onRetry={data.reload} />
      </PageShell>
    )

  const { lines, invalidLines } = cart
  const toShop = { label: t('cart.go_shopping'), onClick: () => void appRouter().open('shop') }
  if (lines.length === 0 && invalidLines.length === 0)
    return (
      <PageShell route="cart-list">
        <StateView kind="empty" icon="not_found" text={t('cart.empty')} action={toShop} />
      </PageShell>
    )

  const totals = cartTotals(lines)
  const setLines = (next: CartView['lines']) => ({ ...cart, lines: next })
  const select = (skuId: string, selected: boolean) =>
    change(setLines(lines.map((l) => (l.skuId === skuId ? { ...l, selected } : l))), () => updateCartLine(skuId, { selected }))
  const setQty = (skuId: string, qty: number) =>
    change(setLines(lines.map((l) => (l.skuId === skuId ? { ...l, qty } : l))), () => updateCartLine(skuId, { qty }))
  const remove = (skuIds: string[]) =>
    change(
      { lines: lines.filter((l) => !skuIds.includes(l.skuId)), invalidLines: invalidLines.filter((l) => !skuIds.includes(l.skuId)) },
      () => removeCartLines(skuIds)
    )
  const selectAll = () => {
    const to = !totals.allSelected
    const changed = lines.filter((l) => l.selected !== to)
    setCart(setLines(lines.map((l) => ({ ...l, selected: to }))))
    Promise.all(changed.map((l) => updateCartLine(l.skuId, { selected: to }))).then(
      (replies) => replies.length && setCartCount(replies[replies.length - 1].count),
      () => data.refresh()
    )
  }
  const removeSelected = async () => {
    const ids = lines.filter((l) => l.selected).map((l) => l.skuId)
    if (!ids.length) return toast(t('cart.choose_some'))
    if (await confirmDialog(t('cart.remove_confirm', { count: ids.length }))) remove(ids)
  }
  const checkout = () => {
    if (!totals.checkout.length) return toast(t('cart.choose_some'))
    void appRouter().open('goods-cart-confirm', { lines: encodeGoodsLines(totals.checkout) })
  }

  return (
    <PageShell route="cart-list">
      <View className="cart">
        {lines.length > 0 && (
          <View className="cart__block">
            <View className="cart__head">
              <View className="cart__remove-selected" role="button" onClick={() => void removeSelected()}>
                {t('cart.remove')}
              </View>
            </View>
            {lines.map((line) => (
              <CartLineRow
                key={line.skuId}
                line={line}
                onSelect={(on) => select(line.skuId, on)}
                onQty={(qty) => qty !== line.qty && setQty(line.skuId, qty)}
                onRemove={() => remove([line.skuId])}
              />
            ))}
          </View>
        )}
        {invalidLines.length > 0 && (
          <View className="cart__block cart__invalid">
            <View className="cart__head">
              <Text className="cart__heading">{t('cart.invalid_heading')}</Text>
              <View className="cart__remove-selected" role="button" onClick={() => remove(invalidLines.map((l) => l.skuId))}>
                {t('cart.clear_invalid')}
              </View>
            </View>
            {invalidLines.map((line) => (
              <CartLineRow key={line.skuId} line={line} invalid onRemove={() => remove([line.skuId])} />
            ))}
          </View>
        )}
      </View>
      <View className="cart__bar">
        <View className="cart__all" role="checkbox" aria-checked={totals.allSelected} onClick={selectAll}>
          <Icon name={totals.allSelected ? 'check_on' : 'check_off'} tone={totals.allSelected ? 'main' : 'muted'} />
          <Text>{t('cart.select_all')}</Text>
        </View>
        <View className="cart__total">
          <Text>{t('cart.total')}</Text>
          <Price info={priceInfo(totals.amountFen)} large />
        </View>
        <AtButton type="primary" className="cart__checkout" disabled={!totals.checkout.length} onClick={checkout}>
          {t('cart.checkout', { count: totals.pieces })}
        </AtButton>
      </View>
    </PageShell>
  )
}
