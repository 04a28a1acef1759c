/**
 * H5: Taro's router changes the address first and fetches a page's lazy chunk after; offline, the fetch
 * fails inside Taro's history listener, uncaught, and the tap seems to do nothing. So the Router fetches
 * the chunk before navigating (preparePage), retries when the browser is back online, and a load that
 * fails outside the Router (the browser's back and forward) is caught here too.
 */
import { isPageLoadError, type Router } from './router'
import { pagePathOfLocation } from '../../types/routes/route-url'

/** What Taro's H5 entry puts on window: each page's lazy loader. */
interface TaroH5Route {
  path: string
  load?(context?: unknown, params?: unknown): unknown
}

function taroRoutes(): TaroH5Route[] {
  const config = (window as unknown as { __taroAppConfig?: { routes?: TaroH5Route[] } }).__taroAppConfig
  return config?.routes ?? []
}

/** Loads the page's chunks; the same webpack loader Taro calls next, so Taro then finds them in place. */
export async function preparePage(url: string): Promise<void> {
  const page = pagePathOfLocation(url)
  const route = taroRoutes().find((r) => r.path.replace(/^\//, '') === page)
  if (!route?.load) return
  // Taro's loaders answer [modulePromise, context, params] (what universal-router resolves).
  const loaded = route.load()
  await (Array.isArray(loaded) ? loaded[0] : loaded)
}

/** history v5 (under Taro's router) numbers its entries in history.state.idx from the app's first page. */
export function historyBack(): boolean {
  const state = window.history.state as { idx?: unknown } | null
  if (typeof state?.idx !== 'number' || state.idx < 1) return false
  window.history.back()
  return true
}

export function watchPageLoading(router: Router): void {
  window.addEventListener('online', () => void router.networkReturned(() => navigator.onLine))
  window.addEventListener('unhandledrejection', (event) => {
    if (!isPageLoadError(event.reason)) return
    // Handled: the buyer is told, and the page at the address loads once the network is back.
    event.preventDefault()
    router.pageLoadFailed(async () => window.location.reload())
  })
}
