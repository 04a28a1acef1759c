/**
 * The work-permit login's token (product.md "A separate work-permit login exists"): a jose HS256 JWT with
 * its own audience, signed with a secret of its own (not the buyers' token secret). So a buyer's access
 * token never opens a permit call (wrong secret, no audience), and this token never opens a buyer call:
 * the buyers' check (account/token-codec.ts) fails its signature, and it is sent in its own header.
 * No refresh: after WORK_PERMIT_TOKEN_TTL_SECONDS the applicant logs in again with a new SMS code.
 */
import { SignJWT, jwtVerify } from 'jose'
import { AppError } from '../http/app-error'

export const WORK_PERMIT_AUDIENCE = 'stagedoor:work-permit'
export const WORK_PERMIT_TOKEN_TTL_SECONDS = 12 * 3600

export interface WorkPermitApplicant {
  applicantId: string
  merchantId: string
}

export class WorkPermitTokens {
  constructor(private readonly secret: () => Promise<string>) {}

  async sign(who: WorkPermitApplicant, now: Date): Promise<string> {
    const iat = Math.floor(now.getTime() / 1000)
    return new SignJWT({ mer: who.merchantId })
      .setProtectedHeader({ alg: 'HS256' })
      .setAudience(WORK_PERMIT_AUDIENCE)
      .setSubject(who.applicantId)
      .setIssuedAt(iat)
      .setExpirationTime(iat + WORK_PERMIT_TOKEN_TTL_SECONDS)
      .sign(await this.key())
  }

  /** The applicant the token names for this merchant, or WORK_PERMIT_LOGIN_NEEDED (none, forged, expired, a buyer's). */
  async verify(token: unknown, merchantId: string, now: Date): Promise<WorkPermitApplicant> {
    if (typeof token !== 'string' || !token) throw new AppError('WORK_PERMIT_LOGIN_NEEDED')
    let claims: { sub?: string; mer?: unknown }
    try {
      ;({ payload: claims } = await jwtVerify(token, await this.key(), {
        audience: WORK_PERMIT_AUDIENCE,
        algorithms: ['HS256'],
        currentDate: now
      }))
    } catch {
      throw new AppError('WORK_PERMIT_LOGIN_NEEDED')
    }
    if (typeof claims.sub !== 'string' || claims.mer !== merchantId) throw new AppError('WORK_PERMIT_LOGIN_NEEDED')
    return { applicantId: claims.sub, merchantId }
  }

  private async key(): Promise<Uint8Array> {
    return new TextEncoder().encode(await this.secret())
  }
}
