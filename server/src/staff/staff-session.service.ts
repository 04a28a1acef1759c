/**
 * Console logins: email + password (+ TOTP when on) → an opaque random token in an httpOnly cookie,
 * stored only as its SHA-256. Each login attempt is one guess of the buyers' lock-out
 * (account/password-lockout.ts) under a staff-only subject per email: a wrong password and a wrong,
 * missing or replayed TOTP code count alike, and only a whole login (password and code) starts the count
 * over, so knowing the password gives no more code guesses than not knowing it. A locked email refuses
 * even the right password.
 *
 * The reply never tells more than the password earned: an unknown email, a wrong password, a disabled
 * member and an email on several merchants are the same STAFF_LOGIN_FAILED, each after exactly one
 * scrypt. Only a right password is answered with the choice of the email's merchants.
 */
import type { Db } from '../db/db'
import { AppError } from '../http/app-error'
import { verifyPassword } from '../account/password-hash'
import { PasswordLockout } from '../account/password-lockout'
import { randomToken, sha256 } from '../account/token-codec'
import { textIn, type Locale } from '../http/texts'
import type { MerchantChoice } from '../../../types/api/staff'
import { StaffRepository, type StaffRow } from './staff.repository'
import { MerchantRepository } from './merchant.repository'
import { openTotpSecret, totpStepOf } from './totp'

/** A console session lives 12 hours past its last use. */
export const STAFF_SESSION_MS = 12 * 3600 * 1000

/** One budget per email, whatever merchant the login names (a made-up merchant id buys no more guesses). */
export function staffLockoutSubject(email: string): string {
  return sha256(`staff:${email.trim().toLowerCase()}`)
}

/** Runs `attempt` as one counted guess of the email's budget; STAFF_LOCKED (with the minutes left) while it is locked. */
export async function staffGuess(lockout: PasswordLockout, email: string, now: Date, attempt: () => Promise<boolean>): Promise<boolean> {
  try {
    return await lockout.check(staffLockoutSubject(email), now, attempt)
  } catch (error) {
    if (error instanceof AppError && error.code === 'PASSWORD_LOCKED') throw new AppError('STAFF_LOCKED', error.params)
    throw error
  }
}

export interface StaffLoginInput {
  email: string
  password: string
  totpCode?: string
  merchantId?: string
}

export class StaffSessionService {
  private readonly staff: StaffRepository
  private readonly merchants: MerchantRepository
  private readonly lockout: PasswordLockout

  constructor(
    db: Db,
    private readonly totpKey: () => Promise<string>,
    /** In production the demo accounts (README's published password) are refused like unknown ones. */
    private readonly options: { production?: boolean } = {}
  ) {
    this.staff = new StaffRepository(db)
    this.merchants = new MerchantRepository(db)
    this.lockout = new PasswordLockout(db)
  }

  async login(input: StaffLoginInput, now: Date, locale: Locale = 'zh-CN'): Promise<{ token: string; staff: StaffRow }> {
    const email = input.email.trim()
    const members = (await this.staff.byEmail(email)).filter(
      (s) => (!input.merchantId || s.merchant_id === input.merchantId) && !this.refused(s)
    )
    const tried: { outcome: StaffRow | AppError } = { outcome: new AppError('STAFF_LOGIN_FAILED') }
    await staffGuess(this.lockout, email, now, async () => {
      tried.outcome = await this.attempt(members, input, now, locale)
      return !(tried.outcome instanceof AppError)
    })
    const found = tried.outcome
    if (found instanceof AppError) throw found
    const token = randomToken()
    await this.staff.insertSession(sha256(token), found.id, now, new Date(now.getTime() + STAFF_SESSION_MS))
    const staff = await this.staff.update(found.id, { last_login_at: now })
    return { token, staff }
  }

  /**
   * The member this attempt logs in, or why not. Always exactly one scrypt, so the time does not tell
   * whether or where the email is staff: the dummy hash for an unknown email, the named merchant's
   * membership when the login names one, else the membership last logged into. Only once that password
   * is right are the email's other merchants offered; each is then opened with its own password.
   */
  private async attempt(members: StaffRow[], input: StaffLoginInput, now: Date, locale: Locale): Promise<StaffRow | AppError> {
    const active = members.filter((m) => !m.disabled)
    const found = [...active].sort(byLastLogin)[0] ?? members[0]
    const right = await verifyPassword(input.password, found?.password_hash)
    if (!found || !right || found.disabled) return new AppError('STAFF_LOGIN_FAILED')
    if (!input.merchantId && active.length > 1) {
      // The merchants an email works for are told only to whom has both factors: a stolen password alone
      // learns nothing. The code is checked, not spent, so the same code opens the membership then chosen.
      if (found.totp_secret) {
        if (!input.totpCode) return new AppError('STAFF_TOTP_REQUIRED')
        if (totpStepOf(openTotpSecret(found.totp_secret, await this.totpKey()), input.totpCode, now) === undefined)
          return new AppError('STAFF_TOTP_INVALID')
      }
      const merchants: MerchantChoice[] = await Promise.all(
        active.map(async (m) => ({ id: m.merchant_id, name: textIn(await this.merchants.name(m.merchant_id), locale) }))
      )
      return new AppError('STAFF_MERCHANT_REQUIRED', {}, { merchants })
    }
    if (!found.totp_secret) return found
    if (!input.totpCode) return new AppError('STAFF_TOTP_REQUIRED')
    const step = totpStepOf(openTotpSecret(found.totp_secret, await this.totpKey()), input.totpCode, now)
    // A right code whose step was already accepted (a replay) is as wrong as any other.
    if (step === undefined || !(await this.staff.takeTotpStep(found.id, step))) return new AppError('STAFF_TOTP_INVALID')
    return found
  }

  /** The cookie's staff member, or undefined for a missing, expired or ended session, a disabled member or a refused demo one. */
  async authenticate(token: string | undefined, now: Date): Promise<StaffRow | undefined> {
    if (!token) return undefined
    const member = await this.staff.touchSession(sha256(token), now, new Date(now.getTime() + STAFF_SESSION_MS))
    return member && !this.refused(member) ? member : undefined
  }

  /** A demo account in production: as if it did not exist (a session it opened elsewhere included). */
  private refused(member: StaffRow): boolean {
    return this.options.production === true && member.demo
  }

  async logout(token: string | undefined): Promise<void> {
    if (token) await this.staff.deleteSession(sha256(token))
  }
}

/** The membership last logged into first (never-used ones last), then by merchant id. */
function byLastLogin(a: StaffRow, b: StaffRow): number {
  const at = (m: StaffRow) => (m.last_login_at ? new Date(m.last_login_at).getTime() : -Infinity)
  return at(b) - at(a) || (a.merchant_id < b.merchant_id ? -1 : a.merchant_id > b.merchant_id ? 1 : 0)
}
