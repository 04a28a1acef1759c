/** Mine tab: login state and the entries of the user area. */
import { View, Text } from '@tarojs/components'
import { useAtomValue } from 'jotai'
import { PageShell } from '../../components/page-shell/PageShell'
import { MenuList } from '../../components/menu-list/MenuList'
import { loggedInAtom } from '../../session/session-atoms'
import { shopConfigAtom } from '../../shop-config/shop-config-atoms'
import { useT } from '../../locales/locale-atoms'
import { appRouter } from '../../router/app-router'
import './mine.scss'

export default function MinePage() {
  const t = useT()
  const loggedIn = useAtomValue(loggedInAtom)
  const shop = useAtomValue(shopConfigAtom)
  return (
    <PageShell route='mine'>
      <View className='mine__header' onClick={() => !loggedIn && void appRouter().open('login')}>
        <Text className='mine__welcome'>{t('mine.welcome', { shopName: shop.shopName })}</Text>
        {!loggedIn && <Text className='mine__login'>{t('mine.login_now')}</Text>}
      </View>
      <MenuList
        items={[
          { key: 'orders', label: t('mine.my_orders'), onClick: () => void appRouter().open('order_list') },
          { key: 'language', label: t('mine.language'), onClick: () => void appRouter().open('language') },
          { key: 'theme', label: t('mine.theme'), onClick: () => void appRouter().open('switch-skin') },
          { key: 'setting', label: t('mine.setting'), onClick: () => void appRouter().open('setting') }
        ]}
      />
    </PageShell>
  )
}
