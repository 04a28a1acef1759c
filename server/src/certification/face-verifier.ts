/**
 * A face check as the mini-program platforms offer it: the gateway starts it for the buyer's verified
 * real name, the app runs the platform's own face screen, and the gateway confirms the outcome with the
 * platform's server before anything is recorded (the app's word alone is never taken).
 * - WeChat: the app calls wx.startFacialRecognitionVerify({name, idCardNumber}) and hands back its
 *   verifyResult, which cityservice/face/identify/getinfo resolves (wechat-face.ts).
 * - Alipay: the gateway opens alipay.user.certify.open.initialize and signs the certify page address, the
 *   app calls my.startAPVerify({url, certifyId}), and alipay.user.certify.open.query says passed (alipay-face.ts).
 * H5 has no face API: no verifier, FACE_AUTH_UNSUPPORTED.
 */
export type FacePlatform = 'WEAPP' | 'ALIPAY'

export interface FacePerson {
  realName: string
  idNo: string
}

/** What the app needs to open the platform's face screen. */
export type FaceStart = { platform: 'WEAPP'; name: string; idCardNumber: string } | { platform: 'ALIPAY'; certifyId: string; url: string }

export interface FaceVerifier {
  start(person: FacePerson): Promise<FaceStart>
  /**
   * Whether the platform's server says this buyer's face matched `person`: `proof` is what the app got
   * back (WeChat's verifyResult, Alipay's certifyId); `openId` the buyer's id on the platform, when known.
   * A platform that cannot be reached throws THIRD_PARTY_FAILED.
   */
  confirm(person: FacePerson, proof: string, openId: string | undefined): Promise<boolean>
}
