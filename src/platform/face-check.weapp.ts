/**
 * WeChat mini-program: wx.startFacialRecognitionVerify with the verified name and ID number (a licensed
 * category). Its verifyResult is handed to the gateway, which asks WeChat for the outcome; a cancelled or
 * failed screen still carries one, and the gateway reads it as not passed.
 */
import Taro from '@tarojs/taro'
import type { FaceCheckStart } from '../../types/api/user'

function verifyResultOf(res: unknown): string | undefined {
  const value = typeof res === 'object' && res !== null ? (res as { verifyResult?: unknown }).verifyResult : undefined
  return typeof value === 'string' && value ? value : undefined
}

export async function runFaceCheck(start: FaceCheckStart): Promise<string | undefined> {
  if (start.platform !== 'WEAPP') return undefined
  try {
    return verifyResultOf(await Taro.startFacialRecognitionVerify({ name: start.name, idCardNumber: start.idCardNumber }))
  } catch (error) {
    return verifyResultOf(error)
  }
}
