/**
 * ticket-stub-print?ticketId= (login; product.md shop pages "ticket-stub-print"): the commemorative stub of
 * one of the buyer's tickets, drawn from its details in the chosen design's colours, the design picker (a
 * sold-out design is shown and cannot be chosen), its price, and "Order", which opens goods-confirm with the
 * stub's line (the design's SKU, one unit, the ticket: ticket-stub-model.ts stubConfirmLines) to be priced,
 * given an address and paid as any goods order. A ticket whose stub is already ordered offers its order.
 */
import { Text, View } from '@tarojs/components'
import AtButton from 'taro-ui/lib/components/button'
import { useDidShow } from '@tarojs/taro'
import { useState } from 'react'
import { useAtomValue } from 'jotai'
import { PageShell } from '../../../components/page-shell/PageShell'
import { StateView } from '../../../components/state-view/StateView'
import { Price } from '../../../components/price/Price'
import { useAsync } from '../../../hooks/use-async'
import { useRouteParams } from '../../../router/use-route-params'
import { appRouter } from '../../../router/app-router'
import { localeAtom } from '../../../locales/locale-atoms'
import { useSectionT } from '../../../locales/section-i18n'
import { SHOP_TEXT } from '../../../locales/sections/shop/shop-text'
import { stubPreview } from '../../../services/ticket-stub-api'
import { pickDesign, stubConfirmLines, stubTheme } from '../../../shop/ticket-stub-model'
import { priceInfo } from '../../../../types/rules/price-info'
import { StubArt } from './StubArt'
import '../../../theme/taro-ui/button.scss'
import '../shop-detail/sku-picker.scss'
import './ticket-stub-print.scss'

function Skeleton() {
  return (
    <View className="stub-print" aria-busy="true" data-testid="stub-print-skeleton">
      <View className="stub-print__skeleton-art" />
      <View className="stub-print__skeleton-line" />
      <View className="stub-print__skeleton-line stub-print__skeleton-line--short" />
    </View>
  )
}

export default function TicketStubPrintPage() {
  const t = useSectionT(SHOP_TEXT)
  const locale = useAtomValue(localeAtom)
  const { ticketId = '' } = useRouteParams()
  const preview = useAsync(() => stubPreview(ticketId), [ticketId, locale])
  // Back from goods-confirm with the stub ordered: the page offers the order instead.
  useDidShow(() => preview.status === 'ready' && preview.refresh())
  const [chosen, setChosen] = useState<string>()
  const toList = { label: t('stub.print'), onClick: () => void appRouter().open('ticket-stub-list') }

  if (preview.status === 'loading')
    return (
      <PageShell route="ticket-stub-print">
        <Skeleton />
      </PageShell>
    )
  if (preview.status === 'error')
    return (
      <PageShell route="ticket-stub-print">
        <StateView kind="error" onRetry={preview.reload} action={toList} />
      </PageShell>
    )
  const { designs, texts, ticket, goodsName } = preview.data
  if (!designs.length && !ticket.stubOrderId)
    return (
      <PageShell route="ticket-stub-print">
        <StateView kind="empty" icon="not_found" text={t('stub.none_on_sale')} action={toList} />
      </PageShell>
    )
  const design = pickDesign(designs, chosen)
  const theme = stubTheme(designs, design)
  const canOrder = !ticket.stubOrderId && !!design && design.stock > 0
  const order = () => {
    if (design && canOrder) void appRouter().open('goods-confirm', { lines: stubConfirmLines(design, ticket.ticketId) })
  }

  return (
    <PageShell route="ticket-stub-print">
      <View className="stub-print">
        <Text className="stub-print__heading">{t('stub.preview')}</Text>
        <StubArt texts={texts} theme={theme} />
        {goodsName && <Text className="stub-print__name">{goodsName}</Text>}
        {ticket.stubOrderId ? (
          <View className="stub-print__block">
            <Text className="stub-print__note">{t('stub.already')}</Text>
          </View>
        ) : (
          <View className="stub-print__block">
            <View className="sku-picker__group">
              <Text className="sku-picker__heading">{t('stub.design')}</Text>
              <View className="sku-picker__values" role="radiogroup">
                {designs.map((d) => {
                  const on = d.skuId === design?.skuId
                  const off = d.stock <= 0
                  return (
                    <View
                      key={d.skuId}
                      className={`sku-picker__value stub-print__design${on ? ' sku-picker__value--on' : ''}${off ? ' sku-picker__value--off' : ''}`}
                      role="radio"
                      aria-checked={on}
                      aria-disabled={off}
                      data-sku-id={d.skuId}
                      onClick={() => !off && setChosen(d.skuId)}
                    >
                      <Text>{d.name}</Text>
                      {off && <Text className="stub-print__sold-out">{t('stub.sold_out')}</Text>}
                    </View>
                  )
                })}
              </View>
            </View>
            <Text className="stub-print__note">{t('stub.note')}</Text>
          </View>
        )}
      </View>
      <View className="stub-print__bar">
        {design && !ticket.stubOrderId && (
          <View className="stub-print__price">
            <Price info={priceInfo(design.priceFen)} large />
            {design.marketPriceFen !== undefined && <Price info={priceInfo(design.marketPriceFen)} plain struck />}
          </View>
        )}
        {ticket.stubOrderId ? (
          <AtButton
            type="primary"
            className="stub-print__submit"
            onClick={() => void appRouter().open('order-product', { orderId: ticket.stubOrderId ?? '' })}
          >
            {t('stub.see_order')}
          </AtButton>
        ) : (
          <AtButton type="primary" className="stub-print__submit" disabled={!canOrder} onClick={order}>
            {canOrder ? t('stub.order') : t('stub.sold_out')}
          </AtButton>
        )}
      </View>
    </PageShell>
  )
}
