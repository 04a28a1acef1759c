/**
 * The local upload provider: signs upload policies and keeps the uploaded files in the database (the
 * one store every gateway process shares), served back at /pub/v1/uploads/{key}.
 */
import { createHash } from 'node:crypto'
import { AppError } from '../http/app-error'
import type { UploadRepository } from './upload.repository'
import { randomToken } from '../account/token-codec'
import { POSTER_RULE, readPolicy, signPolicy, sniffImageType, UPLOAD_RULES, WORK_PERMIT_PHOTO_RULE, type UploadType } from './upload-policy'
import { imageDimensions } from './image-dimensions'

export const UPLOAD_PATH = '/pub/v1/uploads'

export class UploadService {
  constructor(
    private readonly uploads: UploadRepository,
    private readonly secret: () => Promise<string>
  ) {}

  async signature(uploadType: UploadType, userId: string, merchantId: string, now: Date) {
    const rule = UPLOAD_RULES[uploadType]
    return this.sign(rule, `${rule.dir}/${userId}/`, { userId }, merchantId, now)
  }

  /** The work-permit applicant's photo: a key under the applicant, owned by no buyer. */
  async applicantSignature(applicantId: string, merchantId: string, now: Date) {
    const rule = WORK_PERMIT_PHOTO_RULE
    return this.sign(rule, `${rule.dir}/${applicantId}/`, { userId: '', applicantId }, merchantId, now)
  }

  private async sign(
    rule: { maxBytes: number; contentTypes: string[]; ttlSeconds: number },
    dir: string,
    owner: { userId: string; applicantId?: string },
    merchantId: string,
    now: Date
  ) {
    const key = `${dir}${randomToken(12)}`
    const exp = Math.floor(now.getTime() / 1000) + rule.ttlSeconds
    const signed = signPolicy(
      { key, ...owner, merchantId, exp, maxBytes: rule.maxBytes, contentTypes: rule.contentTypes },
      await this.secret()
    )
    return {
      type: 'LOCAL',
      host: UPLOAD_PATH,
      key,
      dir,
      policy: signed.policy,
      signature: signed.signature,
      algorithm: 'HMAC-SHA256',
      date: now.toISOString(),
      token: '',
      entryCode: '',
      callback: '',
      credential: '',
      headers: {}
    }
  }

  /** Stores the file under its policy's key; answers the URL the profile can point at. */
  async store(
    input: { key: string; policy: string; signature: string; body: Buffer; merchantId: string },
    now: Date
  ): Promise<{ key: string; url: string }> {
    const policy = readPolicy(input.policy, input.signature, await this.secret(), now.getTime())
    if (!policy || policy.key !== input.key || policy.merchantId !== input.merchantId) throw new AppError('UPLOAD_INVALID')
    if (!input.body.length || input.body.length > policy.maxBytes) throw new AppError('UPLOAD_INVALID')
    const type = sniffImageType(input.body)
    if (!type || !policy.contentTypes.includes(type)) throw new AppError('UPLOAD_INVALID')
    // One write per policy: the key is the primary key.
    const stored = await this.uploads.insert(
      {
        key: policy.key,
        merchantId: policy.merchantId,
        userId: policy.applicantId ? null : policy.userId,
        workPermitApplicantId: policy.applicantId,
        contentType: type,
        body: input.body
      },
      now
    )
    if (!stored) throw new AppError('UPLOAD_INVALID')
    return { key: policy.key, url: `${UPLOAD_PATH}/${policy.key}` }
  }

  /**
   * A show poster from the console (POSTER_RULE): its type read from its bytes (the name and declared type
   * are not trusted), its size and pixel size checked, stored under a name made of its content's hash, so
   * the URL never changes meaning and is served as immutable; the same file uploaded again is the same URL.
   */
  async storePoster(input: { merchantId: string; staffId: string; body: Buffer }, now: Date): Promise<{ key: string; url: string }> {
    const { body } = input
    if (!body.length) throw new AppError('POSTER_MISSING')
    if (body.length > POSTER_RULE.maxBytes) throw new AppError('POSTER_TOO_LARGE', { maxMb: POSTER_RULE.maxBytes / 1024 / 1024 })
    const type = sniffImageType(body)
    if (!type || !(POSTER_RULE.contentTypes as readonly string[]).includes(type)) throw new AppError('POSTER_TYPE')
    const size = imageDimensions(body, type)
    if (!size) throw new AppError('POSTER_TYPE')
    const { width, height } = size
    if (
      width < POSTER_RULE.minWidth ||
      height < POSTER_RULE.minHeight ||
      width > POSTER_RULE.maxSide ||
      height > POSTER_RULE.maxSide ||
      width * height > POSTER_RULE.maxPixels
    ) {
      throw new AppError('POSTER_DIMENSIONS', {
        width,
        height,
        minWidth: POSTER_RULE.minWidth,
        minHeight: POSTER_RULE.minHeight,
        maxSide: POSTER_RULE.maxSide
      })
    }
    const key = `${POSTER_RULE.dir}/${input.merchantId}/${createHash('sha256').update(body).digest('hex')}.${type.slice('image/'.length)}`
    // A conflict is the same bytes stored before (the key is their hash): the stored file is this one.
    await this.uploads.insert({ key, merchantId: input.merchantId, userId: null, staffId: input.staffId, contentType: type, body }, now)
    return { key, url: `${UPLOAD_PATH}/${key}` }
  }

  async read(key: string): Promise<{ contentType: string; body: Buffer } | undefined> {
    return this.uploads.byKey(key)
  }
}

/** An avatar must be one of the buyer's own uploads. */
export function isOwnAvatar(url: string, userId: string): boolean {
  return url.startsWith(`${UPLOAD_PATH}/${UPLOAD_RULES.AVATAR.dir}/${userId}/`) && !url.includes('..')
}

/** A work-permit photo must be one of the applicant's own uploads. */
export function isOwnWorkPermitPhoto(url: string, applicantId: string): boolean {
  return url.startsWith(`${UPLOAD_PATH}/${WORK_PERMIT_PHOTO_RULE.dir}/${applicantId}/`) && !url.includes('..')
}
