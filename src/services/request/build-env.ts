/** Facts fixed by the build: where the gateway is, which merchant, preview or release. Mini-programs. */
import Taro from '@tarojs/taro'

/** Mini-programs need an absolute gateway URL (TARO_APP_API_HOST in .env); the local gateway by default. */
export function apiHost(): string {
  return process.env.TARO_APP_API_HOST || 'http://localhost:3000'
}

export function appIdOfBuild(): string {
  try {
    return Taro.getAccountInfoSync().miniProgram.appId
  } catch {
    return process.env.TARO_APP_ID || ''
  }
}

/** Development and trial versions are previews: they send ver 0.0.0. */
export function isPreviewBuild(): boolean {
  try {
    const env = Taro.getAccountInfoSync().miniProgram.envVersion
    return env === 'develop' || env === 'trial'
  } catch {
    return false
  }
}
