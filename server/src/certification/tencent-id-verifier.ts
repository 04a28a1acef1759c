/**
 * Real-name two-factor check through Tencent Cloud FaceID's IdCardVerification (version 2018-03-01): the
 * name and ID number go to faceid.tencentcloudapi.com, signed TC3-HMAC-SHA256, and Result tells:
 * "0" match; "-1" no match, "-2" invalid ID number, "-3" invalid name, "-5" no such ID on record (the
 * buyer's details are refused); "-4" the ID register failing, "-6" the authority under maintenance, "-7"
 * today's quota used, an `Error` member, or no answer (the provider cannot say: ID_VERIFY_UNAVAILABLE).
 */
import { AppError } from '../http/app-error'
import type { IdentityVerifier } from './identity-verifier'
import { TC3_CONTENT_TYPE, tc3Authorization } from './tencent-cloud-signing'

export const FACEID_ENDPOINT = 'https://faceid.tencentcloudapi.com'
const TIMEOUT_MS = 8000
const REFUSED = new Set(['-1', '-2', '-3', '-5'])

export interface TencentIdCredentials {
  secretId: string
  secretKey: string
  /** Set only to reach the protocol double in tests; ignored in production (verifiers-for.ts). */
  endpoint?: string
}

export interface IdVerificationLog {
  (message: string, detail: object): void
}

export class TencentIdVerifier implements IdentityVerifier {
  private readonly endpoint: URL

  constructor(
    private readonly credentials: TencentIdCredentials,
    private readonly log: IdVerificationLog = () => undefined,
    private readonly clock: () => number = Date.now
  ) {
    this.endpoint = new URL(credentials.endpoint ?? FACEID_ENDPOINT)
  }

  async verify(name: string, idNo: string): Promise<boolean> {
    const body = JSON.stringify({ IdCard: idNo, Name: name })
    const timestamp = Math.floor(this.clock() / 1000)
    let reply: { Response?: { Result?: unknown; Error?: { Code?: unknown }; RequestId?: unknown } }
    try {
      const res = await fetch(new URL('/', this.endpoint), {
        method: 'POST',
        headers: {
          authorization: tc3Authorization({ ...this.credentials, service: 'faceid', host: this.endpoint.host, body, timestamp }),
          'content-type': TC3_CONTENT_TYPE,
          'x-tc-action': 'IdCardVerification',
          'x-tc-version': '2018-03-01',
          'x-tc-timestamp': String(timestamp)
        },
        body,
        signal: AbortSignal.timeout(TIMEOUT_MS)
      })
      reply = (await res.json()) as typeof reply
    } catch (error) {
      this.log('identity verification provider unreachable', { error: (error as Error).message })
      throw new AppError('ID_VERIFY_UNAVAILABLE')
    }
    const result = reply.Response?.Result
    if (result === '0') return true
    if (typeof result === 'string' && REFUSED.has(result)) return false
    // Never the name or ID number in the log: the provider's codes say enough.
    this.log('identity verification provider could not answer', {
      result: typeof result === 'string' ? result : undefined,
      error: reply.Response?.Error?.Code,
      requestId: reply.Response?.RequestId
    })
    throw new AppError('ID_VERIFY_UNAVAILABLE')
  }
}
