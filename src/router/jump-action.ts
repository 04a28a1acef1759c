/**
 * What a tap on a tab, banner or configured entry does, as data: pure models (tab-bar-model.ts,
 * banner-jump.ts) decide the action, runJump carries it out through the router.
 */
import { toast } from '../utils/toast'
import { appRouter } from './app-router'

export type JumpAction =
  | { kind: 'switch-tab'; route: string }
  | { kind: 'open'; route: string; params?: Record<string, string> }
  | { kind: 'mini-program'; appId: string; path?: string }
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
    case 'web':
      // Only H5 can leave for another site; mini-programs show it in their web-view page.
      if (process.env.TARO_ENV === 'h5') window.location.assign(action.url)
      else void router.open('webView', { url: action.url })
      return
    case 'toast':
      toast(action.text, 1500)
      return
    case 'none':
  }
}
