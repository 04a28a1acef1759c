/**
 * A terminal jump's configuration (POST buyer /pub/v1/cyy/terminal/jump): a page of another app, per
 * terminal. A mini-program (WECHAT, ALIPAY) is an appId with an optional page path; H5 is an https URL.
 * One check for the console form and the gateway.
 */
import { JUMP_KEY_MAX, JUMP_PATH_MAX, TERMINALS, type TerminalJumpInput } from '../api/promotion-code'

const KEY = new RegExp(`^[A-Za-z0-9_-]{1,${JUMP_KEY_MAX}}$`)
const APP_ID = /^[A-Za-z0-9_-]{4,40}$/

export function terminalJumpProblem(j: TerminalJumpInput): 'target' | 'pageName' | 'terminal' | 'appId' | 'path' | 'url' | null {
  if (!KEY.test(j.target)) return 'target'
  if (!KEY.test(j.pageName)) return 'pageName'
  if (!TERMINALS.includes(j.terminal)) return 'terminal'
  if (j.terminal === 'H5') {
    if (j.appId || j.path) return 'appId'
    if (!j.url || j.url.length > JUMP_PATH_MAX || !/^https:\/\/[^\s/]+(\/\S*)?$/.test(j.url)) return 'url'
    return null
  }
  if (j.url) return 'url'
  if (!j.appId || !APP_ID.test(j.appId)) return 'appId'
  if (j.path && (j.path.length > JUMP_PATH_MAX || /\s/.test(j.path))) return 'path'
  return null
}
