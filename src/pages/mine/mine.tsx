/** Mine tab: login state and the entries of the user area. */
import { View, Text } from '@tarojs/components'
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
import './mine.scss'

export default function MinePage() {
  const t = useT()
  const loggedIn = useAtomValue(loggedInAtom)
  const shop = useAtomValue(shopConfigAtom)
  const me = useAsync<UserInfo | undefined>(() => (loggedIn ? userInfo() : Promise.resolve(undefined)), [loggedIn])
  const user = me.status === 'ready' ? me.data : undefined
  return (
    <PageShell route='mine'>
      <View className='mine__header' onClick={() => !loggedIn && void appRouter().open('login')}>
        {user ? (
          <>
            <Text className='mine__nickname'>{user.nickName}</Text>
            <Text className='mine__account'>{user.cellphone || user.email}</Text>
          </>
        ) : (
          <Text className='mine__welcome'>{t('mine.welcome', { shopName: shop.shopName })}</Text>
        )}
        {!loggedIn && <Text className='mine__login'>{t('mine.login_now')}</Text>}
      </View>
      <MenuList
        items={[
          { key: 'orders', label: t('mine.my_orders'), onClick: () => void appRouter().open('order_list') },
          { key: 'audiences', label: t('audience.title'), onClick: () => void appRouter().open('audience_list') },
          { key: 'addresses', label: t('address.title'), onClick: () => void appRouter().open('address') },
          { key: 'language', label: t('mine.language'), onClick: () => void appRouter().open('language') },
          { key: 'theme', label: t('mine.theme'), onClick: () => void appRouter().open('switch-skin') },
          { key: 'setting', label: t('mine.setting'), onClick: () => void appRouter().open('setting') }
        ]}
      />
    </PageShell>
  )
}
