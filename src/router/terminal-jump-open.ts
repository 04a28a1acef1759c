/**
 * A jump to another app's page (JumpAction kind 'terminal'): asks the gateway where the page is for this
 * terminal (POST terminal/jump); a mini-program opens, a URL goes through the web-view page (its allowed
 * domains); a refusal or no network toasts "jump failed" (section 9's toasts).
 */
import { toast } from '../utils/toast'
import { appRouter } from './app-router'
import { terminalJump, terminalOf } from '../services/promotion-code-api'
import { t } from '../locales/locale-atoms'

export async function openTerminalJump(target: string, pageName: string): Promise<void> {
  const router = appRouter()
  // Read apart: the build replaces TARO_ENV with an expression that may not sit beside `??`.
  const env = process.env.TARO_ENV
  try {
    const place = await terminalJump(terminalOf(env || 'h5'), target, pageName)
    if (place.kind === 'MINI_PROGRAM') await router.openMiniProgram(place.appId, place.path || undefined)
    else await router.open('webView', { url: place.url })
  } catch {
    toast(t('common.jump_failed'), 1500)
  }
}
