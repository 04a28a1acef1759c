/** The Router's Navigator on top of Taro's navigation APIs. */
import Taro from '@tarojs/taro'
import type { Navigator } from './router'
import { pagePathOfLocation } from '../../types/routes/route-url'
import { historyBack, preparePage } from './page-loading'

const call = (fn: (opts: { url: string }) => Promise<unknown>) => async (url: string) => {
  await fn({ url })
}

export const taroNavigator: Navigator = {
  navigateTo: call((o) => Taro.navigateTo(o)),
  redirectTo: call((o) => Taro.redirectTo(o)),
  reLaunch: call((o) => Taro.reLaunch(o)),
  switchTab: call((o) => Taro.switchTab(o)),
  async navigateBack(delta) {
    await Taro.navigateBack({ delta })
  },
  stack() {
    return Taro.getCurrentPages().map((page) => pagePathOfLocation(page.route ?? page.path ?? ''))
  },
  async navigateToMiniProgram(appId, path) {
    await Taro.navigateToMiniProgram({ appId, path })
  },
  prepare: preparePage,
  historyBack
}
