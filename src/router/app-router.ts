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
import { shopConfigAtom } from '../shop-config/shop-config-atoms'
import { carriedParamsAtom, platformAtom } from '../platform/visit-atoms'
import { localeAtom, t } from '../locales/locale-atoms'
import { loginRouteFor } from './router'
import { localeFromTag } from '../locales/i18n'

function loginMethods(): string[] | undefined {
  const locale = store.get(localeAtom)
  const languages = store.get(shopConfigAtom).supportLanguages
  return languages.find((l) => localeFromTag(l.langTag) === locale)?.loginMethod
}

let instance: Router | undefined

export function appRouter(): Router {
  if (!instance) {
    instance = new Router({
      navigator: taroNavigator,
      web: process.env.TARO_ENV === 'h5',
      isLoggedIn: () => store.get(loggedInAtom),
      loginRoute: () => loginRouteFor(loginMethods()),
      carried: () => store.get(carriedParamsAtom),
      host: hostBridgeFor(store.get(platformAtom)),
      toast: (text) => {
        void Taro.showToast({ title: t(text === 'jump_failed' ? 'common.jump_failed' : 'common.under_development'), icon: 'none', duration: 2000 })
      }
    })
  }
  return instance
}
