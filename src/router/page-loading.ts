/**
 * Page code and browser history as the Router sees them. The mini-programs download a subpackage as part
 * of navigating and have no browser history: nothing to prepare, nothing to step back to, and the network's
 * return comes from the platform. H5 has its own file (page-loading.h5.ts).
 */
import Taro from '@tarojs/taro'
import type { Router } from './router'

export async function preparePage(_url?: string): Promise<void> {
  // Nothing to fetch ahead: the platform loads the subpackage itself.
}

export function historyBack(): boolean {
  return false
}

export function watchPageLoading(router: Router): void {
  Taro.onNetworkStatusChange((res) => {
    if (res.isConnected) void router.networkReturned()
  })
}
