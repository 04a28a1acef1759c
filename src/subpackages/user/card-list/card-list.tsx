/**
 * card-list (/card-list, login; product.md "Privilege card"): my benefit cards in two tabs,
 * those that can book (times left = convertibleTimes − redeemedTimes, expiry) and the history (isHistory:
 * used up, expired, refunded, refunding, each with its stamp), 20 at a time. "Book" opens the card's range
 * carrying the card (a session picked there books with it); "refund" an unused card after a confirm dialog.
 *
 * The spec has no route for the cards on sale, so this page's header lists them (each opens card-detail,
 * its button "view" when the buyer holds one, else "buy": product.md "Privilege card item"): my cards are
 * where a buyer looks for cards, and the member centre links here. An empty tab leads to them too.
 */
import { Text, View } from '@tarojs/components'
import { usePullDownRefresh, stopPullDownRefresh, useDidShow } from '@tarojs/taro'
import AtTabs from 'taro-ui/lib/components/tabs'
import AtButton from 'taro-ui/lib/components/button'
import { PageShell } from '../../../components/page-shell/PageShell'
import { StateView } from '../../../components/state-view/StateView'
// After the page shell's stylesheets, as the order list brings it in (one CSS order for the shared chunk).
import '../../../theme/taro-ui/tabs.scss'
import { confirmDialog } from '../../../components/reply-dialog/dialog-queue'
import { useAsync, type AsyncState } from '../../../hooks/use-async'
import { useTabPages } from '../../../hooks/use-tab-pages'
import { useSubmit } from '../../../hooks/use-submit'
import { appRouter } from '../../../router/app-router'
import { toast } from '../../../utils/toast'
import { useSectionT } from '../../../locales/section-i18n'
import { CARD_TEXT } from '../../../locales/sections/card/card-text'
import { cardsOnSale, myCards, refundCard } from '../../../services/benefit-card-api'
import type { CardTab, PrivilegeCardItem } from '../../../../types/api/benefit-card'
import { HeldCardRow, SaleCardItem } from '../card-parts/card-parts'
import { appendCards, detailParams, heldInstanceOf, rangeParams } from '../card-parts/card-model'
import '../../../theme/taro-ui/button.scss'
import '../card-parts/card-parts.scss'

const PAGE = 20
const TABS: CardTab[] = ['ACTIVE', 'HISTORY']
const ON_SALE_SHOWN = 10

/** The cards on sale, above my cards; quiet when there are none (my cards are the page). */
function OnSale({ onSale }: { onSale: AsyncState<Awaited<ReturnType<typeof cardsOnSale>>> & { reload(): void } }) {
  const t = useSectionT(CARD_TEXT)
  if (onSale.status === 'loading') return null
  if (onSale.status === 'error') return <StateView kind="error" text={t('on_sale')} onRetry={onSale.reload} />
  if (!onSale.data.cards.length) return null
  return (
    <View className="card-block card-list__on-sale" data-testid="cards-on-sale">
      <Text className="card-block__title">{t('on_sale')}</Text>
      {onSale.data.cards.map((c) => (
        <SaleCardItem
          key={c.cardId}
          card={c}
          onOpen={() => void appRouter().open('card-detail', detailParams(c.cardId, heldInstanceOf(c)))}
        />
      ))}
    </View>
  )
}

export default function CardListPage() {
  const t = useSectionT(CARD_TEXT)
  const { tab, setTab, first, list, loadingMore, loadMore, reread } = useTabPages<
    CardTab,
    Awaited<ReturnType<typeof myCards>>,
    PrivilegeCardItem
  >(
    'ACTIVE',
    (tab, offset) => myCards(tab, offset, PAGE),
    (page) => page.cards,
    appendCards
  )
  const onSale = useAsync(() => cardsOnSale(true, 0, ON_SALE_SHOWN), [])
  const { busy, run } = useSubmit()
  usePullDownRefresh(() => {
    reread(first.reload)
    onSale.refresh()
    void stopPullDownRefresh()
  })
  // Back from booking or buying: times left and the new card show.
  useDidShow(() => {
    if (first.status !== 'loading') reread(first.refresh)
    if (onSale.status === 'ready') onSale.refresh()
  })
  const refund = (item: PrivilegeCardItem) =>
    run(async () => {
      if (!(await confirmDialog(t('refund_ask', { name: item.cardName })))) return
      await refundCard(item.userCardInstanceId)
      toast(t('refund_done'))
      reread(first.refresh)
    })
  // The cards on sale are at the top of this page; with none, the shows are the way on.
  const firstOnSale = onSale.status === 'ready' ? onSale.data.cards[0] : undefined
  const browse = firstOnSale
    ? { label: t('browse'), onClick: () => void appRouter().open('card-detail', detailParams(firstOnSale.cardId)) }
    : { label: t('to_home'), onClick: () => void appRouter().open('list') }
  return (
    <PageShell route="card-list">
      <View className="card-page card-list">
        <OnSale onSale={onSale} />
        <AtTabs
          className="card-list__tabs"
          current={TABS.indexOf(tab)}
          tabList={TABS.map((key) => ({
            title: (
              <Text className={`card-list__tab${tab === key ? ' card-list__tab--on' : ''}`}>
                {t(key === 'ACTIVE' ? 'tab_active' : 'tab_history')}
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
            text={t(tab === 'ACTIVE' ? 'mine_empty' : 'history_empty')}
            detail={t(tab === 'ACTIVE' ? 'mine_empty_detail' : 'history_empty_detail')}
            action={tab === 'ACTIVE' ? browse : { label: t('tab_active'), onClick: () => setTab('ACTIVE') }}
          />
        )}
        {first.status === 'ready' && list.length > 0 && (
          <View className="card-list__mine" data-testid="my-cards">
            {list.map((item) => (
              <HeldCardRow
                key={item.userCardInstanceId}
                item={item}
                busy={busy}
                onOpen={() => void appRouter().open('card-detail', detailParams(item.cardId, item.userCardInstanceId))}
                onBook={() => void appRouter().open('card-range', rangeParams(item))}
                onRefund={() => void refund(item)}
              />
            ))}
            {list.length < first.data.total && (
              <AtButton
                type="secondary"
                className="card-list__more"
                loading={loadingMore}
                disabled={loadingMore}
                onClick={() => void loadMore(list.length)}
              >
                {t('more')}
              </AtButton>
            )}
          </View>
        )}
      </View>
    </PageShell>
  )
}
