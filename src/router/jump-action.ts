/**
 * What a tap on a tab, banner or configured entry does, as data: pure models (tab-bar-model.ts,
 * banner-jump.ts) decide the action, runJump carries it out through the router.
 */
import { toast } from '../utils/toast'
import { appRouter } from './app-router'
import { openTerminalJump } from './lazy-terminal-jump'

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
