/**
 * The upload signature (calls-errors-limits.md section 2, "Upload signature reply"): the gateway signs a
 * policy naming the one key the buyer may write, the types and size allowed and an expiry; the upload
 * host (here the gateway's local provider) accepts the file only under a policy that verifies.
 */
import { createHmac, timingSafeEqual } from 'node:crypto'
import { decodeBase64UrlStrict } from '../account/token-codec'
import { POSTER_UPLOAD } from '../../../types/api/catalogue-admin'

export type UploadType = 'AVATAR'

export interface UploadPolicy {
  key: string
  userId: string
  merchantId: string
  /** expiry, seconds since the epoch */
  exp: number
  maxBytes: number
  contentTypes: string[]
  /** Set instead of a user for a work-permit applicant's photo (an applicant is no buyer). */
  applicantId?: string
}

export const UPLOAD_RULES: Record<UploadType, { dir: string; maxBytes: number; contentTypes: string[]; ttlSeconds: number }> = {
  AVATAR: {
    dir: 'avatar',
    maxBytes: 2 * 1024 * 1024,
    contentTypes: ['image/png', 'image/jpeg', 'image/webp', 'image/gif'],
    ttlSeconds: 600
  }
}

/**
 * A work-permit applicant's photo (work-permit/*): signed for the applicant's own login, not a buyer
 * upload type, so the buyers' signature call never names it. Photos only, as an avatar.
 */
export const WORK_PERMIT_PHOTO_RULE = {
  dir: 'work-permit',
  maxBytes: UPLOAD_RULES.AVATAR.maxBytes,
  contentTypes: ['image/png', 'image/jpeg', 'image/webp'],
  ttlSeconds: 600
}

export function signPolicy(policy: UploadPolicy, secret: string): { policy: string; signature: string } {
  const encoded = Buffer.from(JSON.stringify(policy)).toString('base64url')
  return { policy: encoded, signature: createHmac('sha256', secret).update(`upload:${encoded}`).digest('base64url') }
}

export function readPolicy(encoded: string, signature: string, secret: string, nowMs: number): UploadPolicy | undefined {
  const expected = createHmac('sha256', secret).update(`upload:${encoded}`).digest()
  const given = decodeBase64UrlStrict(signature)
  if (!given || given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined
  try {
    const policy = JSON.parse(Buffer.from(encoded, 'base64url').toString('utf8')) as UploadPolicy
    return policy.exp * 1000 > nowMs ? policy : undefined
  } catch {
    return undefined
  }
}

/**
 * A show's poster, uploaded by the merchant in the console (issue #16 item 3): not a buyer upload type, so
 * no signature ever names it. Photos only (never SVG, which can carry script; never GIF), at most 5 MB,
 * at least the size the buyers' pages draw a poster at (300 × 400, poster-art.ts) and at most 8000 px a
 * side and 40 megapixels, so a decoder on any buyer's phone copes.
 */
export const POSTER_RULE = { dir: 'poster', ...POSTER_UPLOAD } as const

/** The image type from the file's first bytes: the declared content type is not trusted. */
export function sniffImageType(head: Buffer): string | undefined {
  if (head.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'image/png'
  if (head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff) return 'image/jpeg'
  if (head.subarray(0, 4).toString('latin1') === 'RIFF' && head.subarray(8, 12).toString('latin1') === 'WEBP') return 'image/webp'
  if (head.subarray(0, 4).toString('latin1') === 'GIF8') return 'image/gif'
  return undefined
}
