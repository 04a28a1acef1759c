/**
 * Alipay's face verification (身份认证, alipay.user.certify.open.*), through the merchant's signed Alipay
 * client: initialize with the verified name and ID number (biz_code FACE) for a certify_id, the signed
 * address of alipay.user.certify.open.certify for my.startAPVerify, and query, whose passed "T" is the
 * only pass. Which buyer started which certify_id is the service's record (face_checks), not Alipay's.
 */
import { randomBytes } from 'node:crypto'
import { AppError } from '../http/app-error'
import { AlipayApiError, type AlipayClient } from '../payment/alipay/alipay.client'
import type { FacePerson, FaceStart, FaceVerifier } from './face-verifier'

export class AlipayFace implements FaceVerifier {
  constructor(
    private readonly client: AlipayClient,
    /** merchant_config.return_url: Alipay asks for one, though a mini-program's my.startAPVerify returns to the app. */
    private readonly returnUrl: string | undefined
  ) {}

  async start(person: FacePerson): Promise<FaceStart> {
    let reply
    try {
      reply = await this.client.execute('alipay.user.certify.open.initialize', {
        biz: {
          outer_order_no: `SDF${randomBytes(14).toString('hex')}`.slice(0, 32),
          biz_code: 'FACE',
          identity_param: { identity_type: 'CERT_INFO', cert_type: 'IDENTITY_CARD', cert_name: person.realName, cert_no: person.idNo },
          merchant_config: this.returnUrl ? { return_url: this.returnUrl } : {}
        }
      })
    } catch (error) {
      throw error instanceof AlipayApiError && error.apiCode === '40004'
        ? new AppError('FACE_AUTH_FAILED')
        : new AppError('THIRD_PARTY_FAILED')
    }
    const certifyId = typeof reply.certify_id === 'string' ? reply.certify_id : ''
    if (!certifyId) throw new AppError('THIRD_PARTY_FAILED')
    return {
      platform: 'ALIPAY',
      certifyId,
      url: this.client.pageUrl('alipay.user.certify.open.certify', { biz: { certify_id: certifyId } })
    }
  }

  async confirm(_person: FacePerson, certifyId: string): Promise<boolean> {
    let reply
    try {
      reply = await this.client.execute('alipay.user.certify.open.query', { biz: { certify_id: certifyId } })
    } catch (error) {
      // 40004: Alipay knows no such certification (or not this app's).
      if (error instanceof AlipayApiError && error.apiCode === '40004') return false
      throw new AppError('THIRD_PARTY_FAILED')
    }
    return reply.passed === 'T'
  }
}
