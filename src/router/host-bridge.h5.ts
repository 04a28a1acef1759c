/**
 * H5 inside a host: a native app web view (isFlutter=1, src iOS/android) or our own mini-program's
 * web-view. Navigation is handed to the host through a route map.
 */
import type { HostBridge } from './router'
import type { Platform } from '../platform/platform'
import { ROUTES, pagePathOf } from '../../types/routes/route-table'
import { toQueryString } from '../../types/routes/route-url'
import { APP_HOST_ROUTE_MAP } from './host-route-map'

interface HostWindow extends Window {
  __wxjs_environment?: string
  wx?: { miniProgram?: { navigateTo(o: { url: string }): void } }
  flutter_inappwebview?: { callHandler(name: string, payload: unknown): void }
  webkit?: { messageHandlers?: Record<string, { postMessage(payload: unknown): void } | undefined> }
  StagedoorHost?: { postMessage(payload: string): void }
}

/** In a mini-program web-view the host's routes are our own mini-program pages. */
const MINI_PROGRAM_ROUTE_MAP: Readonly<Record<string, string>> = Object.fromEntries(
  ROUTES.filter((r) => r.file).map((r) => [r.name, `/${pagePathOf(r)}`])
)

export function hostBridgeFor(platform: Platform): HostBridge | undefined {
  const w = window as HostWindow
  if (w.__wxjs_environment === 'miniprogram' && w.wx?.miniProgram) {
    const mini = w.wx.miniProgram
    return {
      routeMap: MINI_PROGRAM_ROUTE_MAP,
      navigate: (page, params) => mini.navigateTo({ url: page + toQueryString(params) })
    }
  }
  if (platform !== 'APP_WEBVIEW') return undefined
  const post = appChannel(w)
  if (!post) {
    console.warn('[router] app web view without a host channel; navigating inside the page')
    return undefined
  }
  return { routeMap: APP_HOST_ROUTE_MAP, navigate: (route, params) => post({ type: 'navigate', route, params }) }
}

function appChannel(w: HostWindow): ((message: Record<string, unknown>) => void) | undefined {
  if (w.flutter_inappwebview) return (m) => w.flutter_inappwebview?.callHandler('stagedoor', m)
  const ios = w.webkit?.messageHandlers?.stagedoor
  if (ios) return (m) => ios.postMessage(m)
  if (w.StagedoorHost) return (m) => w.StagedoorHost?.postMessage(JSON.stringify(m))
  return undefined
}
