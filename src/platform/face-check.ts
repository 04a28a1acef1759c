/**
 * The platform's face screen. Taro builds pick face-check.weapp.ts, .alipay.ts or .h5.ts; this file is
 * what the type check and the unit tests see, and, like H5, has no face API.
 */
import type { FaceCheckStart } from '../../types/api/user'

/** What the gateway confirms the check with (WeChat's verifyResult, Alipay's certifyId), or undefined when it did not finish. */
export function runFaceCheck(_start: FaceCheckStart): Promise<string | undefined> {
  return Promise.resolve(undefined)
}
