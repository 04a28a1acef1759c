/** terminal-src and src values (calls-errors-limits.md section 7, "Request layer"). */
import type { Platform } from '../../platform/platform'

export function terminalSrcFor(taroEnv: string, platform: Platform): string {
  if (taroEnv === 'weapp') return 'WEIXIN_MINI'
  if (taroEnv === 'alipay') return 'ALIPAY_MINI'
  switch (platform) {
    case 'WX_H5':
      return 'WEIXIN_H5'
    case 'CMB':
      return 'CMB_H5'
    case 'APP_WEBVIEW':
      return 'APP'
    case 'PC':
      return 'PC'
    default:
      return 'H5'
  }
}

/** An app web view passes its own src (iOS, android); otherwise src is the terminal. */
export function srcFor(launchSrc: string | undefined, terminalSrc: string): string {
  return launchSrc && launchSrc !== 'undefined' && launchSrc !== 'null' ? launchSrc : terminalSrc
}
