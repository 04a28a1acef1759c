/**
 * The Alipay mini-program's login code exchange (`alipay.system.oauth.token`, grant_type
 * authorization_code): the `authCode` from `my.getAuthCode` for the buyer's Alipay user id or, for
 * apps on open ids, the open id. A code Alipay refuses (used, expired, another app's) is no session;
 * no answer from Alipay is THIRD_PARTY_FAILED.
 */
import { AppError } from '../../http/app-error'
import type { MiniPlatform, MiniProgramAuth, MiniProgramSession } from '../../identity/identity-providers'
import { AlipayApiError, AlipayClient, isComplete, type AlipayClientOptions } from './alipay.client'
import type { AlipayCredentials } from '../../platform-settings/alipay-credentials'

export class AlipayLogin implements MiniProgramAuth {
  constructor(private readonly client: AlipayClient) {}

  async exchange(platform: MiniPlatform, code: string): Promise<MiniProgramSession | undefined> {
    if (platform !== 'ALIPAY' || !/^[\w-]{1,128}$/.test(code)) return undefined
    let reply
    try {
      reply = await this.client.execute('alipay.system.oauth.token', { params: { grant_type: 'authorization_code', code } })
    } catch (e) {
      // 40002 (invalid arguments: isv.code-invalid) and 40004 are Alipay refusing this code.
      if (e instanceof AlipayApiError && (e.apiCode === '40002' || e.apiCode === '40004')) return undefined
      throw new AppError('THIRD_PARTY_FAILED')
    }
    const openId =
      typeof reply.open_id === 'string' && reply.open_id ? reply.open_id : typeof reply.user_id === 'string' ? reply.user_id : ''
    if (!openId) return undefined
    return { openId, ...(typeof reply.union_id === 'string' && reply.union_id ? { unionId: reply.union_id } : {}) }
  }
}

/** The Alipay login for a merchant's credentials, or undefined when they are incomplete. */
export function alipayLogin(credentials: AlipayCredentials | undefined, options: AlipayClientOptions = {}): AlipayLogin | undefined {
  return isComplete(credentials) ? new AlipayLogin(new AlipayClient(credentials, options)) : undefined
}
