/** Mine tab: login state and the entries of the user area. */
import { View, Text, Image } from '@tarojs/components'
import { useDidShow } from '@tarojs/taro'
import { useAtomValue } from 'jotai'
import { PageShell } from '../../components/page-shell/PageShell'
import { MenuList } from '../../components/menu-list/MenuList'
import { loggedInAtom } from '../../session/session-atoms'
import { shopConfigAtom } from '../../shop-config/shop-config-atoms'
import { useT } from '../../locales/locale-atoms'
import { appRouter } from '../../router/app-router'
import { useAsync } from '../../hooks/use-async'
import { userInfo } from '../../services/user-api'
import type { UserInfo } from '../../../types/api/user'
import { assetUrl } from '../../services/asset-url'
// Membership: the level-up and birthday popups.
import { MemberPopups } from '../../components/member-popups/MemberPopups'
import './mine.scss'

export default function MinePage() {
  const t = useT()
  const loggedIn = useAtomValue(loggedInAtom)
  const shop = useAtomValue(shopConfigAtom)
  const me = useAsync<UserInfo | undefined>(() => (loggedIn ? userInfo() : Promise.resolve(undefined)), [loggedIn])
  const user = me.status === 'ready' ? me.data : undefined
  // Back from the profile pages: show the new name and avatar.
  useDidShow(() => loggedIn && me.status !== 'loading' && me.refresh())
  return (
    <PageShell route="mine">
      <View className="mine__header" onClick={() => void (loggedIn ? appRouter().open('user_profile') : appRouter().openLogin())}>
        {user?.avatar && <Image className="mine__avatar" src={assetUrl(user.avatar)} mode="aspectFill" />}
        {user ? (
          <>
            <Text className="mine__nickname">{user.nickName}</Text>
            <Text className="mine__account">{user.cellphone || user.email}</Text>
          </>
        ) : (
          <Text className="mine__welcome">{t('mine.welcome', { shopName: shop.shopName })}</Text>
        )}
        {!loggedIn && <Text className="mine__login">{t('mine.login_now')}</Text>}
      </View>
      <MenuList
        items={[
          { key: 'orders', label: t('mine.my_orders'), onClick: () => void appRouter().open('order_list') },
          // Commemorative ticket stubs: the buyer's tickets, each to have a stub printed.
          { key: 'ticket-stubs', label: t('mine.ticket_stubs'), onClick: () => void appRouter().open('ticket-stub-list') },
          // Coupons.
          { key: 'coupons', label: t('coupon.mine_title'), onClick: () => void appRouter().open('coupons') },
          { key: 'member', label: t('mine.member_center'), onClick: () => void appRouter().open('member-center') },
          { key: 'audiences', label: t('audience.title'), onClick: () => void appRouter().open('audience_list') },
          { key: 'addresses', label: t('address.title'), onClick: () => void appRouter().open('address') },
          { key: 'certificates', label: t('account.certificates_title'), onClick: () => void appRouter().open('certificates') },
          { key: 'language', label: t('mine.language'), onClick: () => void appRouter().open('language') },
          { key: 'theme', label: t('mine.theme'), onClick: () => void appRouter().open('switch-skin') },
          { key: 'setting', label: t('mine.setting'), onClick: () => void appRouter().open('setting') }
        ]}
      />
      <MemberPopups loggedIn={loggedIn} />
    </PageShell>
  )
}
