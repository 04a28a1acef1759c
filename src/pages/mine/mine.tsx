/**
 * Mine tab: login state (the avatar, a default one until the buyer sets theirs; the name, and the account once),
 * shortcuts to the orders to pay and to attend with their counts, and the entries of the user area.
 */
import { View, Text, Image } from '@tarojs/components'
import { useDidShow } from '@tarojs/taro'
import { useAtomValue } from 'jotai'
import { PageShell } from '../../components/page-shell/PageShell'
import { MenuList } from '../../components/menu-list/MenuList'
import { CustomerService } from '../../components/customer-service/CustomerService'
import { loggedInAtom } from '../../session/session-atoms'
import { shopConfigAtom } from '../../shop-config/shop-config-atoms'
import { useT } from '../../locales/locale-atoms'
import { appRouter } from '../../router/app-router'
import { useAsync } from '../../hooks/use-async'
import { userInfo } from '../../services/user-api'
import type { UserInfo } from '../../../types/api/user'
import { assetUrl } from '../../services/asset-url'
import { orderList } from '../../services/trade-api'
import { Icon } from '../../components/icon/Icon'
import { accountLine, ORDER_SHORTCUTS, withoutHidden } from './mine-model'
import { moduleNotDisplay } from '../../services/user-calls-api'
import { shopFunctionsOf } from '../../../types/rules/shop-functions'
// Membership: the level-up and birthday popups.
import { MemberPopups } from '../../components/member-popups/MemberPopups'
import { RecentOrderCard } from '../../components/recent-order-card/RecentOrderCard'
import './mine.scss'

export default function MinePage() {
  const t = useT()
  const loggedIn = useAtomValue(loggedInAtom)
  const shop = useAtomValue(shopConfigAtom)
  const me = useAsync<UserInfo | undefined>(() => (loggedIn ? userInfo() : Promise.resolve(undefined)), [loggedIn])
  const user = me.status === 'ready' ? me.data : undefined
  // One order of each shortcut's tab: its total is the count shown.
  const counts = useAsync(
    () => (loggedIn ? Promise.all(ORDER_SHORTCUTS.map((s) => orderList(s.tab, 0, 1).then((p) => p.total))) : Promise.resolve([])),
    [loggedIn]
  )
  // Back from the profile pages: show the new name and avatar; back from an order: its new count.
  useDidShow(() => {
    if (loggedIn && me.status !== 'loading') me.refresh()
    if (loggedIn && counts.status !== 'loading') counts.refresh()
  })
  // The entries the merchant hides (module_not_display); until it answers, or if it fails, all are shown.
  const hidden = useAsync(() => moduleNotDisplay().then((r) => r.modules), [])
  const account = user ? accountLine(user) : undefined
  const functions = shopFunctionsOf(shop ?? {})
  return (
    <PageShell route="mine">
      {/* One column on a phone; the buyer's card and shortcuts beside the menu on a desktop window (mine.scss). */}
      <View className="mine">
        <View className="mine__header" onClick={() => void (loggedIn ? appRouter().open('user_profile') : appRouter().openLogin())}>
          {user?.avatar ? (
            <Image className="mine__avatar" src={assetUrl(user.avatar)} mode="aspectFill" />
          ) : (
            <View className="mine__avatar mine__avatar--default">
              <Icon name="person" tone="muted" className="mine__avatar-icon" />
            </View>
          )}
          <View className="mine__who">
            {user ? (
              <>
                <Text className="mine__nickname">{user.nickName}</Text>
                {account && <Text className="mine__account">{account}</Text>}
              </>
            ) : (
              <Text className="mine__welcome">{t('mine.welcome', { shopName: shop.shopName })}</Text>
            )}
            {!loggedIn && <Text className="mine__login">{t('mine.login_now')}</Text>}
          </View>
        </View>
        {loggedIn && (
          <View className="mine__shortcuts">
            {ORDER_SHORTCUTS.map((s, i) => (
              <View
                key={s.tab}
                className="mine__shortcut"
                data-tab={s.tab}
                onClick={() => void appRouter().open('order_list', { tab: s.tab })}
              >
                <Icon name={s.icon} tone="main" className="mine__shortcut-icon" />
                <Text className="mine__shortcut-label">{t(s.label)}</Text>
                {counts.status === 'ready' && (counts.data[i] ?? 0) > 0 && <Text className="mine__shortcut-count">{counts.data[i]}</Text>}
              </View>
            ))}
          </View>
        )}
        {/* "You have an unpaid order" / "your next show" (POST recent order info), a tap to the order. */}
        {loggedIn && <RecentOrderCard />}
        <CustomerService>
          {(openService) => (
            <MenuList
              items={withoutHidden(
                [
                  { key: 'orders', label: t('mine.my_orders'), onClick: () => void appRouter().open('order_list') },
                  // Commemorative ticket stubs: the buyer's tickets, each to have a stub printed.
                  { key: 'ticket-stubs', label: t('mine.ticket_stubs'), onClick: () => void appRouter().open('ticket-stub-list') },
                  // Coupons.
                  { key: 'coupons', label: t('coupon.mine_title'), onClick: () => void appRouter().open('coupons') },
                  // Favourite shows, the buyer's year in shows and a venue's site code.
                  { key: 'favourites', label: t('mine_pages.favourites'), onClick: () => void appRouter().open('favorite-show') },
                  { key: 'annual-review', label: t('mine_pages.annual_review'), onClick: () => void appRouter().open('annual-review') },
                  { key: 'site-code', label: t('mine_pages.site_code'), onClick: () => void appRouter().open('site-code') },
                  // Tickets bought at a venue's box office (on-site purchase), with their entry codes.
                  { key: 'site-list', label: t('onsite.list'), onClick: () => void appRouter().open('site-list') },
                  // Venue services the buyer used: bookings and parking where the shop offers them, open-show registrations.
                  ...(functions.RESERVATION
                    ? [{ key: 'reservations', label: t('mine.reservations'), onClick: () => void appRouter().open('reserve-record') }]
                    : []),
                  { key: 'registrations', label: t('mine.registrations'), onClick: () => void appRouter().open('open-show-list') },
                  ...(functions.PARKING
                    ? [{ key: 'parking', label: t('mine.parking_records'), onClick: () => void appRouter().open('parking-record') }]
                    : []),
                  { key: 'member', label: t('mine.member_center'), onClick: () => void appRouter().open('member-center') },
                  { key: 'audiences', label: t('audience.title'), onClick: () => void appRouter().open('audience_list') },
                  { key: 'addresses', label: t('address.title'), onClick: () => void appRouter().open('address') },
                  { key: 'certificates', label: t('account.certificates_title'), onClick: () => void appRouter().open('certificates') },
                  { key: 'language', label: t('mine.language'), onClick: () => void appRouter().open('language') },
                  { key: 'theme', label: t('mine.theme'), onClick: () => void appRouter().open('switch-skin') },
                  { key: 'setting', label: t('mine.setting'), onClick: () => void appRouter().open('setting') },
                  // The merchant's phone, hours and online chat (the customer-service sheet).
                  { key: 'service', label: t('common.service'), onClick: openService }
                ],
                hidden.status === 'ready' ? hidden.data : []
              )}
            />
          )}
        </CustomerService>
      </View>
      <MemberPopups loggedIn={loggedIn} />
    </PageShell>
  )
}
