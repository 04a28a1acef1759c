/**
 * Real-name two-factor check through Tencent Cloud FaceID's IdCardVerification (version 2018-03-01), called
 * with Tencent's own SDK (tencentcloud-sdk-nodejs-common's CommonClient signs TC3-HMAC-SHA256). Result tells:
 * "0" match; "-1" no match, "-2" invalid ID number, "-3" invalid name, "-5" no such ID on record (the
 * buyer's details are refused); "-4" the ID register failing, "-6" the authority under maintenance, "-7"
 * today's quota used, an error reply, or no answer (the provider cannot say: ID_VERIFY_UNAVAILABLE).
 */
import { Agent } from 'node:http'
import { connect } from 'node:net'
import { CommonClient } from 'tencentcloud-sdk-nodejs-common'
import { AppError } from '../http/app-error'
import type { IdentityVerifier } from './identity-verifier'

export const FACEID_HOST = 'faceid.tencentcloudapi.com'
const TIMEOUT_S = 8
const REFUSED = new Set(['-1', '-2', '-3', '-5'])

export interface TencentIdCredentials {
  secretId: string
  secretKey: string
  /**
   * Set only to reach the protocol double in tests (http://host:port); ignored in production
   * (verifiers-for.ts). The request still names and is signed for FaceID's host; only the socket goes to
   * the double, so the double checks exactly what the provider would.
   */
  endpoint?: string
}

export interface IdVerificationLog {
  (message: string, detail: object): void
}

/** An HTTP agent whose every connection goes to `endpoint`, whatever host the request names. */
function agentTo(endpoint: string): Agent {
  const { hostname, port } = new URL(endpoint)
  const agent = new Agent()
  agent.createConnection = () => connect(Number(port), hostname)
  return agent
}

export class TencentIdVerifier implements IdentityVerifier {
  private readonly client: CommonClient

  constructor(
    credentials: TencentIdCredentials,
    private readonly log: IdVerificationLog = () => undefined
  ) {
    const toDouble = credentials.endpoint ? { protocol: 'http://', agent: agentTo(credentials.endpoint) } : {}
    this.client = new CommonClient(FACEID_HOST, '2018-03-01', {
      credential: { secretId: credentials.secretId, secretKey: credentials.secretKey },
      profile: { httpProfile: { reqTimeout: TIMEOUT_S, ...toDouble } }
    })
  }

  async verify(name: string, idNo: string): Promise<boolean> {
    let reply: { Result?: unknown; RequestId?: unknown }
    try {
      reply = (await this.client.request('IdCardVerification', { IdCard: idNo, Name: name })) as typeof reply
    } catch (error) {
      // The SDK throws for an error reply (its code) and for no answer; never the name or ID number in the log.
      const { code, requestId, message } = error as { code?: unknown; requestId?: unknown; message?: unknown }
      this.log('identity verification provider could not answer', { error: code || message, requestId })
      throw new AppError('ID_VERIFY_UNAVAILABLE')
    }
    const result = reply.Result
    if (result === '0') return true
    if (typeof result === 'string' && REFUSED.has(result)) return false
    this.log('identity verification provider could not answer', {
      result: typeof result === 'string' ? result : undefined,
      requestId: reply.RequestId
    })
    throw new AppError('ID_VERIFY_UNAVAILABLE')
  }
}
