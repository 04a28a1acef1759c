/**
 * Which identity checks a gateway runs. Real-name: Tencent Cloud FaceID when its credentials are given
 * (TENCENTCLOUD_SECRET_ID / TENCENTCLOUD_SECRET_KEY), else the sandbox outside production and nothing in
 * production, where real-name certification then answers ID_VERIFY_UNAVAILABLE instead of passing anyone.
 * Student: this gateway has no real student-status provider yet, so only the sandbox, outside production.
 */
import type { IdentityVerifier, StudentVerifier } from './identity-verifier'
import { sandboxIdentityVerifier, sandboxStudentVerifier } from './sandbox-verifiers'
import { TencentIdVerifier, type IdVerificationLog, type TencentIdCredentials } from './tencent-id-verifier'

export interface IdVerificationOptions {
  tencent?: TencentIdCredentials
}

export interface Verifiers {
  identity?: IdentityVerifier
  student?: StudentVerifier
}

export function verifiersFor(options: IdVerificationOptions | undefined, production: boolean, log?: IdVerificationLog): Verifiers {
  const tencent = options?.tencent
  // In production the endpoint that points at a protocol double is never read: the provider's own host is called.
  const identity = tencent
    ? new TencentIdVerifier(
        { secretId: tencent.secretId, secretKey: tencent.secretKey, endpoint: production ? undefined : tencent.endpoint },
        log
      )
    : production
      ? undefined
      : sandboxIdentityVerifier
  return { identity, student: production ? undefined : sandboxStudentVerifier }
}
