/** The Router's Navigator on top of Taro's navigation APIs. */
import Taro from '@tarojs/taro'
import type { Navigator } from './router'
import { ROUTES, pagePathOf } from '../routes/route-table'
import { matchWebPath } from './route-url'

/**
 * Page path of a stack entry. The mini-programs report page paths; Taro's H5 router reports the URL
 * path (a web path such as /content/12), which is matched back to its page.
 */
export function pagePathOfLocation(location: string): string {
  const pathname = location.split('?')[0]
  const clean = pathname.replace(/^\//, '')
  for (const route of ROUTES) {
    const page = pagePathOf(route)
    if (!page) continue
    if (page === clean) return page
    if (route.web?.some((pattern) => matchWebPath(pattern, pathname) !== undefined)) return page
  }
  return clean
}

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
  }
}
