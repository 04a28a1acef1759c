/**
 * An image upload (the avatar): the gateway signs a policy for one key, then the file goes to the host
 * the signature names with the policy's form fields (calls-errors-limits.md section 7, "upload
 * signature"). Answers the uploaded file's path.
 */
import Taro from '@tarojs/taro'
import { uploadSignature } from './user-api'
import { assetUrl } from './asset-url'
import { UPLOAD_TIMEOUT_MS } from './request/request-constants'
import type { UploadedFile, UploadSignature } from '../../types/api/user'

interface UploadReply {
  statusCode: number
  comments?: string
  data: UploadedFile | null
}

export async function uploadImage(filePath: string, merchantId: string, uploadType = 'AVATAR'): Promise<string> {
  return uploadSignedImage(filePath, merchantId, await uploadSignature(uploadType, merchantId))
}

/** The file sent under a signature already obtained (the work-permit photo is signed for the permit login). */
export async function uploadSignedImage(filePath: string, merchantId: string, sig: UploadSignature): Promise<string> {
  const res = await Taro.uploadFile({
    url: assetUrl(sig.host),
    filePath,
    name: 'file',
    header: { 'merchant-id': merchantId },
    formData: { key: sig.key ?? '', policy: sig.policy ?? '', signature: sig.signature ?? '' },
    timeout: UPLOAD_TIMEOUT_MS
  })
  const reply = (typeof res.data === 'string' ? JSON.parse(res.data) : res.data) as UploadReply
  if (reply.statusCode !== 200 || !reply.data) throw new Error(reply.comments || 'upload failed')
  return reply.data.url
}
