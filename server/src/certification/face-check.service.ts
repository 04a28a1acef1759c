/**
 * Face authentication for coupons that need it (product.md "Other states": "Face authentication is
 * required when needFaceAuth is set, the user lacks a passed certificate, and the merchant needs it"):
 * a check is started for the buyer's verified real name on their platform, confirmed with the platform's
 * server, and only then recorded as their passed face certificate (FACE_CERT), which coupon receiving reads.
 */
import { AppError } from '../http/app-error'
import type { CertificationRepository } from './certification.repository'
import type { FaceCheckRepository } from './face-check.repository'
import type { FacePerson, FacePlatform, FaceStart, FaceVerifier } from './face-verifier'

/** The platform the app runs on, as it says; H5 has no face API. */
export type AppPlatform = FacePlatform | 'H5'

/** The 'the current app does not support face authentication' refusal for H5, which has no face API. */
function onFacePlatform(platform: AppPlatform): FacePlatform {
  if (platform === 'H5') throw new AppError('FACE_AUTH_UNSUPPORTED')
  return platform
}

export interface FaceCheckDeps {
  verifierOf(merchantId: string, platform: FacePlatform): Promise<FaceVerifier | undefined>
  /** The buyer's id on the platform (their mini-program openid), which WeChat's result must name. */
  openIdOf(userId: string, merchantId: string, platform: FacePlatform): Promise<string | undefined>
}

export class FaceCheckService {
  constructor(
    private readonly checks: FaceCheckRepository,
    private readonly certs: CertificationRepository,
    private readonly deps: FaceCheckDeps
  ) {}

  async start(userId: string, merchantId: string, platform: AppPlatform, now: Date): Promise<FaceStart> {
    const verifier = await this.verifier(merchantId, onFacePlatform(platform))
    const person = await this.person(userId)
    const started = await verifier.start(person)
    if (started.platform === 'ALIPAY') await this.checks.replacePending(started.certifyId, userId, person, now)
    return started
  }

  /** proof: WeChat's verifyResult or Alipay's certifyId. The reply is the face certificate as now stored. */
  async confirm(
    userId: string,
    merchantId: string,
    appPlatform: AppPlatform,
    proof: string,
    now: Date
  ): Promise<{ authType: 'FACE_CERT'; authStatus: 'AUTH_SUCCESS' }> {
    const platform = onFacePlatform(appPlatform)
    const verifier = await this.verifier(merchantId, platform)
    const person = await this.person(userId)
    if (platform === 'ALIPAY') {
      // Only a check this buyer started, for the real name they still hold.
      const started = await this.checks.pending(proof, userId)
      if (!started || started.realName !== person.realName || started.idNo !== person.idNo) throw new AppError('FACE_AUTH_FAILED')
    }
    const passed = await verifier.confirm(person, proof, await this.deps.openIdOf(userId, merchantId, platform))
    if (platform === 'ALIPAY') await this.checks.dropPending(proof)
    if (!passed) throw new AppError('FACE_AUTH_FAILED')
    await this.checks.savePassed(userId, person, now)
    if (!(await this.checks.passed(userId))) throw new AppError('FACE_AUTH_FAILED')
    return { authType: 'FACE_CERT', authStatus: 'AUTH_SUCCESS' }
  }

  private async verifier(merchantId: string, platform: FacePlatform): Promise<FaceVerifier> {
    const verifier = await this.deps.verifierOf(merchantId, platform)
    if (!verifier) throw new AppError('FACE_AUTH_UNSUPPORTED')
    return verifier
  }

  private async person(userId: string): Promise<FacePerson> {
    const [row] = await this.certs.ofUser(userId, ['PERSON_CERT'])
    if (row?.auth_status !== 'AUTH_SUCCESS') throw new AppError('FACE_NEEDS_REAL_NAME')
    return { realName: row.real_name, idNo: row.id_no }
  }
}
