/**
 * Promotion codes and the terminal jump (types/api/promotion-code.ts): the two scan lookups the scan page
 * makes, and where another app's page is for this terminal.
 */
import { api } from './request/app-request'
import {
  PROMOTION_CODE_PATHS as P,
  type ScanCodeParamReply,
  type ScanCodeReply,
  type Terminal,
  type TerminalJumpReply
} from '../../types/api/promotion-code'

/** A short code (or a scene carrying one). Refusals come back as a RequestError: the page says them itself. */
export function lookupScanCode(code: string) {
  return api().request<ScanCodeReply>({ path: P.lookup, data: { code }, handleErrors: false })
}

/** A CP_ID: the reply is the encoded param (types/rules/scan-code.ts decodeCodeParams). */
export function lookupScanCodeById(cpId: string) {
  return api().request<ScanCodeParamReply>({ path: P.byCpId, data: { cpId }, handleErrors: false })
}

export function terminalJump(miniAppType: Terminal, target: string, pageName: string) {
  return api().request<TerminalJumpReply>({
    path: P.terminalJump,
    method: 'POST',
    data: { miniAppType, target, pageName },
    handleErrors: false
  })
}

/** The terminal the gateway's jump configuration is kept for: the build's platform. */
export function terminalOf(taroEnv: string): Terminal {
  return taroEnv === 'weapp' ? 'WECHAT' : taroEnv === 'alipay' ? 'ALIPAY' : 'H5'
}
