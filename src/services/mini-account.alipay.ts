/** The user service's mini-program calls in the Alipay mini-program (see mini-account.ts). */
import Taro from '@tarojs/taro'
import { bindPhoneCall } from './mini-account-calls'
import type { MiniPlatform } from './mini-account'

export type { MiniPlatform } from './mini-account'

export const miniPlatform: MiniPlatform | undefined = 'ALIPAY'

/** The platform's login code (Taro.login), exchanged by the gateway's mini-program login. */
export async function preLogin(): Promise<string> {
  const { code } = await Taro.login()
  return code
}

export function bindPhone(phoneProof: string): Promise<{ cellphone: string }> {
  return bindPhoneCall('ALIPAY', phoneProof)
}
