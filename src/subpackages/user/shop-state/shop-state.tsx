/**
 * shop-state: where the request layer relaunches the buyer when the shop is not open (reply-handling.ts
 * SHOP_CLOSED_ERROR_CODE). It reads the shop config again, says whether the shop is closed or suspended,
 * and its check-again goes home once the shop is open; opened while the shop is open it says so, with the
 * way home.
 */
import { View, Text } from '@tarojs/components'
import AtButton from 'taro-ui/lib/components/button'
import { useEffect, useRef } from 'react'
import { PageShell } from '../../../components/page-shell/PageShell'
import { StateView } from '../../../components/state-view/StateView'
import { Icon } from '../../../components/icon/Icon'
import { useAsync } from '../../../hooks/use-async'
import { appRouter } from '../../../router/app-router'
import { useT } from '../../../locales/locale-atoms'
import { useSectionT } from '../../../locales/section-i18n'
import { NOTICES_TEXT } from '../../../locales/sections/notices/notices-text'
import { shopConfigs } from '../../../services/home-api'
import { mergeShopConfig } from '../../../shop-config/shop-config-loader'
import { shopConfigAtom } from '../../../shop-config/shop-config-atoms'
import { readPreviewToken } from '../../../shop-config/preview-token'
import { store } from '../../../store/store'
import { toast } from '../../../utils/toast'
import { SHOP_STATE_TEXT, shopStateOf } from './shop-state-model'
import '../../../theme/taro-ui/button.scss'
import './shop-state.scss'

export default function ShopStatePage() {
  const t = useT()
  const nt = useSectionT(NOTICES_TEXT)
  // The config is read afresh (the one the app started with may be the reason the buyer is here) and kept.
  const status = useAsync(async () => {
    const config = mergeShopConfig(await shopConfigs({}, readPreviewToken()))
    store.set(shopConfigAtom, config)
    return shopStateOf(config.shopStatus)
  }, [])
  const checking = useRef(false)
  const goHome = () => void appRouter().relaunch('list')

  useEffect(() => {
    if (status.status !== 'ready' || !checking.current) return
    checking.current = false
    if (status.data === 'open') goHome()
    else toast(nt('still_closed'))
  }, [status, nt])

  const checkAgain = () => {
    checking.current = true
    status.reload()
  }

  let body
  if (status.status === 'loading') body = <StateView kind="loading" />
  else if (status.status === 'error') body = <StateView kind="error" onRetry={status.reload} />
  else {
    const text = SHOP_STATE_TEXT[status.data]
    const open = status.data === 'open'
    body = (
      <View className="shop-state" data-testid="shop-state" data-state={status.data}>
        <Icon name={open ? 'check_circle' : 'bell_off'} tone={open ? 'main' : 'muted'} className="shop-state__icon" />
        <Text className="shop-state__title">{nt(text.title)}</Text>
        <Text className="shop-state__detail">{nt(text.detail)}</Text>
        <AtButton type="primary" size="small" className="shop-state__action" onClick={open ? goHome : checkAgain}>
          {open ? t('common.back_home') : nt('check_again')}
        </AtButton>
      </View>
    )
  }
  return <PageShell route="shop-state">{body}</PageShell>
}
