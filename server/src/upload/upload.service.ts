/**
 * The local upload provider: signs upload policies and keeps the uploaded files in the database (the
 * one store every gateway process shares), served back at /pub/v1/uploads/{key}.
 */
import { AppError } from '../http/app-error'
import type { Queryable } from '../db/db'
import { randomToken } from '../account/token-codec'
import { readPolicy, signPolicy, sniffImageType, UPLOAD_RULES, type UploadType } from './upload-policy'

export const UPLOAD_PATH = '/pub/v1/uploads'

export class UploadService {
  constructor(
    private readonly db: Queryable,
    private readonly secret: () => Promise<string>
  ) {}

  async signature(uploadType: UploadType, userId: string, merchantId: string, now: Date) {
    const rule = UPLOAD_RULES[uploadType]
    const dir = `${rule.dir}/${userId}/`
    const key = `${dir}${randomToken(12)}`
    const exp = Math.floor(now.getTime() / 1000) + rule.ttlSeconds
    const signed = signPolicy({ key, userId, merchantId, exp, maxBytes: rule.maxBytes, contentTypes: rule.contentTypes }, await this.secret())
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
  async store(input: { key: string; policy: string; signature: string; body: Buffer; merchantId: string }, now: Date): Promise<{ key: string; url: string }> {
    const policy = readPolicy(input.policy, input.signature, await this.secret(), now.getTime())
    if (!policy || policy.key !== input.key || policy.merchantId !== input.merchantId) throw new AppError('UPLOAD_INVALID')
    if (!input.body.length || input.body.length > policy.maxBytes) throw new AppError('UPLOAD_INVALID')
    const type = sniffImageType(input.body)
    if (!type || !policy.contentTypes.includes(type)) throw new AppError('UPLOAD_INVALID')
    // One write per policy: the key is the primary key.
    const rows = await this.db.query(
      'INSERT INTO uploads (key, merchant_id, user_id, content_type, size, body, created_at) VALUES ($1, $2, $3, $4, $5, $6, $7) ON CONFLICT DO NOTHING RETURNING key',
      [policy.key, policy.merchantId, policy.userId, type, input.body.length, input.body, now]
    )
    if (!rows.length) throw new AppError('UPLOAD_INVALID')
    return { key: policy.key, url: `${UPLOAD_PATH}/${policy.key}` }
  }

  async read(key: string): Promise<{ contentType: string; body: Buffer } | undefined> {
    const rows = await this.db.query<{ content_type: string; body: Uint8Array }>('SELECT content_type, body FROM uploads WHERE key = $1', [key])
    return rows[0] ? { contentType: rows[0].content_type, body: Buffer.from(rows[0].body) } : undefined
  }
}

/** An avatar must be one of the buyer's own uploads. */
export function isOwnAvatar(url: string, userId: string): boolean {
  return url.startsWith(`${UPLOAD_PATH}/${UPLOAD_RULES.AVATAR.dir}/${userId}/`) && !url.includes('..')
}
