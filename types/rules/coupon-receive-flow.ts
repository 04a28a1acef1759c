/**
 * What the app does when the gateway refuses to give a coupon for want of a real name or a face check
 * (product.md "Other states", receiving a coupon):
 * - "If face authentication is needed, not passed, and the merchant requires it, a confirm modal appears.
 *   If confirmed, receiving is pending and face authentication starts. On return the certificate status is
 *   re-read and receiving proceeds, or a toast says 'face authentication failed'."
 * - "If the app lacks face-auth support: toast 'the current app does not support face authentication'."
 * - "A coupon that needs real-name shows a dialog 实名认证, 仅限实名认证用户领取, buttons 去认证 and 取消."
 * The gateway decides whether the check is needed (coupon.service checkBuyer: COUPON_NEEDS_REAL_NAME,
 * COUPON_NEEDS_FACE_AUTH); this module decides the steps after its refusal, so every page follows them.
 */

/** The receiving refusals that need the page's own step (server/src/http/app-error.ts). */
export const RECEIVE_REFUSAL_CODES = { REAL_NAME: 40274, FACE_AUTH: 40275 } as const
export type ReceiveRefusal = keyof typeof RECEIVE_REFUSAL_CODES

/**
 * Where the app can run a face check: the mini-programs, through their platform's face API
 * (wx.startFacialRecognitionVerify, my.startAPVerify), confirmed by the gateway with the platform's
 * server. H5 has no face API. A merchant without the platform's keys is refused by the gateway
 * (FACE_AUTH_UNSUPPORTED), whose message is the same toast.
 */
export const FACE_AUTH_PLATFORMS: readonly string[] = ['weapp', 'alipay']

/** The gateway's name for the platform a face check runs on (its face/initiate and face/confirm calls). */
export function facePlatformOf(taroEnv: string | undefined): 'WEAPP' | 'ALIPAY' | 'H5' {
  return taroEnv === 'weapp' ? 'WEAPP' : taroEnv === 'alipay' ? 'ALIPAY' : 'H5'
}

export function faceAuthSupported(platform: string | undefined): boolean {
  return !!platform && FACE_AUTH_PLATFORMS.includes(platform)
}

export type RefusalStep =
  /** The dialog 实名认证 / 仅限实名认证用户领取 / 去认证 (the real-name page) / 取消. */
  | 'REAL_NAME_DIALOG'
  /** The confirm modal; confirmed, face authentication starts. */
  | 'FACE_CONFIRM'
  /** The toast 'the current app does not support face authentication' (no modal: it would lead nowhere). */
  | 'FACE_UNSUPPORTED_TOAST'
  /** Any other refusal: the request layer's toast already said why. */
  | 'NONE'

export function refusalStep(refusal: ReceiveRefusal | null, platform: string | undefined): RefusalStep {
  if (refusal === 'REAL_NAME') return 'REAL_NAME_DIALOG'
  if (refusal === 'FACE_AUTH') return faceAuthSupported(platform) ? 'FACE_CONFIRM' : 'FACE_UNSUPPORTED_TOAST'
  return 'NONE'
}

/** "On return the certificate status is re-read and receiving proceeds, or a toast says 'face authentication failed'." */
export function afterFaceAuth(certificatePassed: boolean): 'RECEIVE_AGAIN' | 'FACE_FAILED_TOAST' {
  return certificatePassed ? 'RECEIVE_AGAIN' : 'FACE_FAILED_TOAST'
}

/** The refusal a failed receive carries, from the gateway's statusCode. */
export function refusalOfCode(statusCode: number | undefined): ReceiveRefusal | null {
  return statusCode === RECEIVE_REFUSAL_CODES.REAL_NAME ? 'REAL_NAME' : statusCode === RECEIVE_REFUSAL_CODES.FACE_AUTH ? 'FACE_AUTH' : null
}
