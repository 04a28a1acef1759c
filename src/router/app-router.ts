/**
 * The app's one Router, wired to Taro, the store and the toast. Every page and component navigates
 * through it; none calls Taro.navigateTo itself.
 */
import Taro from '@tarojs/taro'
import { Router } from './router'
import { taroNavigator } from './taro-navigator'
import { hostBridgeFor } from './host-bridge'
import { store } from '../store/store'
import { loggedInAtom } from '../session/session-atoms'
import { carriedParamsAtom, platformAtom } from '../platform/visit-atoms'
import { t } from '../locales/locale-atoms'
import { loginRouteFor } from './router'
import { loginMethodsAtom } from '../shop-config/login-methods'

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
        void Taro.showToast({ title: t(text === 'jump_failed' ? 'common.jump_failed' : 'common.under_development'), icon: 'none', duration: 2000 })
      }
    })
  }
  return instance
}
