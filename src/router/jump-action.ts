/**
 * What a tap on a tab, banner or configured entry does, as data: pure models (tab-bar-model.ts,
 * banner-jump.ts) decide the action, runJump carries it out through the router.
 */
import { toast } from '../utils/toast'
import { appRouter } from './app-router'
import { terminalJump, terminalOf } from '../services/promotion-code-api'
import { t } from '../locales/locale-atoms'

export type JumpAction =
  | { kind: 'switch-tab'; route: string }
  | { kind: 'open'; route: string; params?: Record<string, string> }
  | { kind: 'mini-program'; appId: string; path?: string }
  /** Another app's page whose place on this terminal the gateway keeps (POST terminal/jump). */
  | { kind: 'terminal'; target: string; pageName: string }
  | { kind: 'web'; url: string }
  | { kind: 'toast'; text: string }
  | { kind: 'none' }

export function runJump(action: JumpAction): void {
  const router = appRouter()
  switch (action.kind) {
    case 'switch-tab':
      void router.switchTab(action.route)
      return
    case 'open':
      void router.open(action.route, action.params)
      return
    case 'mini-program':
      void router.openMiniProgram(action.appId, action.path)
      return
    case 'terminal':
      void openTerminalJump(action.target, action.pageName)
      return
    case 'web':
      // Every platform goes through the web-view page, which opens only the merchant's allowed domains.
      void router.open('webView', { url: action.url })
      return
    case 'toast':
      toast(action.text, 1500)
      return
    case 'none':
  }
}

/** Asks the gateway where the page is for this terminal: a mini-program opens, a URL goes through the web-view page. */
async function openTerminalJump(target: string, pageName: string): Promise<void> {
  const router = appRouter()
  try {
    const place = await terminalJump(terminalOf(process.env.TARO_ENV ?? 'h5'), target, pageName)
    if (place.kind === 'MINI_PROGRAM') await router.openMiniProgram(place.appId, place.path || undefined)
    else await router.open('webView', { url: place.url })
  } catch {
    // "jump failed" (section 9's toasts): an unknown page or no network.
    toast(t('common.jump_failed'), 1500)
  }
}
