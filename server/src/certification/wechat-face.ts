/**
 * WeChat's face verification for mini-programs (wx.startFacialRecognitionVerify, a licensed category).
 * The app is handed the verified name and ID number to open the face screen with; the verifyResult it
 * returns counts only when getinfo answers identify_ret 0 for this buyer's openid and for the same name
 * and ID number (their MD5s), so a result taken by someone else, or for another identity, is refused.
 */
import { createHash } from 'node:crypto'
import type { WechatApi } from '../identity/wechat-api'
import type { FacePerson, FaceStart, FaceVerifier } from './face-verifier'

const md5 = (text: string) => createHash('md5').update(text, 'utf8').digest('hex')

export class WechatFace implements FaceVerifier {
  constructor(private readonly api: WechatApi) {}

  async start(person: FacePerson): Promise<FaceStart> {
    return { platform: 'WEAPP', name: person.realName, idCardNumber: person.idNo }
  }

  async confirm(person: FacePerson, verifyResult: string, openId: string | undefined): Promise<boolean> {
    if (!openId || !/^[\w-]{1,1024}$/.test(verifyResult)) return false
    const result = await this.api.faceCheckResult(verifyResult)
    if (!result || result.identifyRet !== 0 || result.openId !== openId) return false
    return result.nameMd5 === md5(person.realName) && result.idCardNumberMd5 === md5(person.idNo)
  }
}
