/**
 * The app's one Router, wired to Taro, the store and the toast. Every page and component navigates
 * through it; none calls Taro.navigateTo itself.
 */
import { toast } from '../utils/toast'
import { Router, type RouterToast } from './router'
import { taroNavigator } from './taro-navigator'
import { hostBridgeFor } from './host-bridge'
import { store } from '../store/store'
import { loggedInAtom } from '../session/session-atoms'
import { carriedParamsAtom, platformAtom } from '../platform/visit-atoms'
import { t } from '../locales/locale-atoms'
import { loginRouteFor } from './router'
import { loginMethodsAtom } from '../shop-config/login-methods'
import { watchPageLoading } from './page-loading'
import type { MessageKey } from '../locales/i18n'

const TOASTS: Record<RouterToast, MessageKey> = {
  under_development: 'common.under_development',
  jump_failed: 'common.jump_failed',
  network_unavailable: 'common.network_unavailable',
  page_not_found: 'common.page_not_found'
}

let instance: Router | undefined

export function appRouter(): Router {
  if (!instance) {
    instance = new Router({
      navigator: taroNavigator,
      web: process.env.TARO_ENV === 'h5',
      isLoggedIn: () => store.get(loggedInAtom),
      loginRoute: () => loginRouteFor(store.get(loginMethodsAtom)),
      carried: () => store.get(carriedParamsAtom),
      host: hostBridgeFor(store.get(platformAtom)),
      toast: (text) => {
        toast(t(TOASTS[text]))
      }
    })
    watchPageLoading(instance)
  }
  return instance
}
