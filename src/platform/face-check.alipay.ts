/**
 * Alipay mini-program: my.startAPVerify with the certify page address and certifyId the gateway got from
 * alipay.user.certify.open.initialize (Taro does not wrap it). Whatever the screen says, the gateway asks
 * Alipay (alipay.user.certify.open.query); only a cancelled screen (6001) is not sent to be confirmed.
 */
import type { FaceCheckStart } from '../../types/api/user'

interface StartApVerify {
  startAPVerify(options: {
    url: string
    certifyId: string
    success: (res: { resultStatus?: string }) => void
    fail: (res: { resultStatus?: string }) => void
  }): void
}

declare const my: StartApVerify

export function runFaceCheck(start: FaceCheckStart): Promise<string | undefined> {
  if (start.platform !== 'ALIPAY') return Promise.resolve(undefined)
  const { certifyId } = start
  return new Promise((resolve) => {
    my.startAPVerify({
      url: start.url,
      certifyId,
      success: (res) => resolve(res.resultStatus === '6001' ? undefined : certifyId),
      fail: () => resolve(certifyId)
    })
  })
}
