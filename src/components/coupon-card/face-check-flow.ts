/**
 * One face check, from the gateway's start through the platform's face screen to the gateway's confirm
 * (product.md "Other states": "If confirmed, receiving is pending and face authentication starts. On
 * return the certificate status is re-read"). The answer is whether the gateway now holds a passed face
 * certificate; a refusal other than "not passed" is thrown, as the request layer has already shown it.
 */
import { confirmFaceCheck, startFaceCheck } from '../../services/buyer-api'
import { runFaceCheck } from '../../platform/face-check'
import type { FaceCertificate, FaceCheckConfirm, FaceCheckStart } from '../../../types/api/user'
import { ERROR_CODES } from '../../../types/api/errors'

export interface FaceCheckCalls {
  start(platform: FaceCheckConfirm['platform']): Promise<FaceCheckStart>
  run(start: FaceCheckStart): Promise<string | undefined>
  confirm(body: FaceCheckConfirm): Promise<FaceCertificate>
}

const platformCalls: FaceCheckCalls = { start: startFaceCheck, run: runFaceCheck, confirm: confirmFaceCheck }

export async function passFaceCheck(platform: FaceCheckConfirm['platform'], calls: FaceCheckCalls = platformCalls): Promise<boolean> {
  const started = await calls.start(platform)
  const proof = await calls.run(started)
  if (!proof) return false
  try {
    const certificate = await calls.confirm(
      started.platform === 'WEAPP' ? { platform, verifyResult: proof } : { platform, certifyId: proof }
    )
    return certificate.authStatus === 'AUTH_SUCCESS'
  } catch (error) {
    if ((error as { statusCode?: number } | null)?.statusCode === ERROR_CODES.FACE_AUTH_FAILED) return false
    throw error
  }
}
