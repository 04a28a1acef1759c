/**
 * Console logins: email + password (+ TOTP when on) → an opaque random token in an httpOnly cookie,
 * stored only as its SHA-256. Wrong passwords share the buyers' lock-out (account/password-lockout.ts)
 * under a staff-only subject; a locked account refuses even the right password.
 */
import type { Db } from '../db/db'
import { AppError } from '../http/app-error'
import { verifyPassword } from '../account/password-hash'
import { PasswordLockout } from '../account/password-lockout'
import { randomToken, sha256 } from '../account/token-codec'
import { StaffRepository, type StaffRow } from './staff.repository'
import { openTotpSecret, totpCodeIsRight } from './totp'

/** A console session lives 12 hours past its last use. */
export const STAFF_SESSION_MS = 12 * 3600 * 1000

export function staffLockoutSubject(merchantId: string, email: string): string {
  return sha256(`staff:${merchantId}:${email.toLowerCase()}`)
}

export class StaffSessionService {
  private readonly staff: StaffRepository
  private readonly lockout: PasswordLockout

  constructor(
    db: Db,
    private readonly totpKey: () => Promise<string>
  ) {
    this.staff = new StaffRepository(db)
    this.lockout = new PasswordLockout(db)
  }

  async login(input: { email: string; password: string; totpCode?: string; merchantId?: string }, now: Date): Promise<{ token: string; staff: StaffRow }> {
    const candidates = (await this.staff.byEmail(input.email.trim())).filter((s) => !input.merchantId || s.merchant_id === input.merchantId)
    if (candidates.length > 1) throw new AppError('STAFF_MERCHANT_REQUIRED')
    const found = candidates[0]
    const subject = staffLockoutSubject(input.merchantId ?? found?.merchant_id ?? '', input.email.trim())
    let right: boolean
    try {
      // Always one scrypt, known email or not, so the reply time does not tell who is staff.
      right = await this.lockout.check(subject, now, () => verifyPassword(input.password, found?.password_hash))
    } catch (error) {
      if (error instanceof AppError && error.code === 'PASSWORD_LOCKED') throw new AppError('STAFF_LOCKED', error.params)
      throw error
    }
    if (!found || !right || found.disabled) throw new AppError('STAFF_LOGIN_FAILED')
    if (found.totp_secret) {
      if (!input.totpCode) throw new AppError('STAFF_TOTP_REQUIRED')
      if (!totpCodeIsRight(openTotpSecret(found.totp_secret, await this.totpKey()), input.totpCode, now)) throw new AppError('STAFF_TOTP_INVALID')
    }
    const token = randomToken()
    await this.staff.insertSession(sha256(token), found.id, now, new Date(now.getTime() + STAFF_SESSION_MS))
    const staff = await this.staff.update(found.id, { last_login_at: now })
    return { token, staff }
  }

  /** The cookie's staff member, or undefined for a missing, expired or ended session or a disabled member. */
  async authenticate(token: string | undefined, now: Date): Promise<StaffRow | undefined> {
    if (!token) return undefined
    return this.staff.touchSession(sha256(token), now, new Date(now.getTime() + STAFF_SESSION_MS))
  }

  async logout(token: string | undefined): Promise<void> {
    if (token) await this.staff.deleteSession(sha256(token))
  }
}
