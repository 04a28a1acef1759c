/**
 * Console logins: email + password (+ TOTP when on) at one merchant → an opaque random token in an
 * httpOnly cookie, stored only as its SHA-256. Each login attempt is one guess of the buyers' lock-out
 * (account/password-lockout.ts) under a staff-only subject per membership (merchant and email): a wrong
 * password and a wrong, missing or replayed TOTP code count alike, and only a whole login (password and
 * code) starts the count over, so knowing the password gives no more code guesses than not knowing it. A
 * locked membership refuses even the right password.
 *
 * A login names its merchant (the console's link carries it), because each merchant adds its own staff:
 * a login that had to pick among an email's memberships could be steered to one another merchant added
 * (the victim's password then "wrong") and would have to say which merchants it picked among. Without a
 * merchant, a gateway with one merchant means that one; a gateway with several asks for it
 * (STAFF_MERCHANT_REQUIRED) before looking at the email, the same for every email and password.
 *
 * The reply never tells more than the password earned: an unknown email, a wrong password, a disabled
 * member and an email that is staff only at other merchants are the same STAFF_LOGIN_FAILED, each after
 * exactly one scrypt.
 */
import type { Db } from '../db/db'
import { AppError } from '../http/app-error'
import { verifyPassword } from '../account/password-hash'
import { PasswordLockout } from '../account/password-lockout'
import { randomToken, sha256 } from '../account/token-codec'
import { StaffRepository, type StaffRow } from './staff.repository'
import { MerchantRepository } from './merchant.repository'
import { openTotpSecret, totpStepOf } from './totp'

/** A console session lives 12 hours past its last use. */
export const STAFF_SESSION_MS = 12 * 3600 * 1000

/**
 * One budget per membership: the email at the merchant the login names. A budget per email alone would
 * let whoever holds another merchant's copy of the email (the merchant that added it) start the count over
 * with its own right password between guesses at the victim's, and lock the victim out by guessing at its
 * own merchant. A made-up merchant id buys guesses at nothing (the dummy hash).
 */
export function staffLockoutSubject(merchantId: string, email: string): string {
  return sha256(`staff:${merchantId}:${email.trim().toLowerCase()}`)
}

/** Runs `attempt` as one counted guess of the membership's budget; STAFF_LOCKED (with the minutes left) while it is locked. */
export async function staffGuess(
  lockout: PasswordLockout,
  merchantId: string,
  email: string,
  now: Date,
  attempt: () => Promise<boolean>
): Promise<boolean> {
  try {
    return await lockout.check(staffLockoutSubject(merchantId, email), now, attempt)
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

  async login(input: StaffLoginInput, now: Date): Promise<{ token: string; staff: StaffRow }> {
    const merchantId = input.merchantId ?? (await this.merchants.onlyOne())
    if (merchantId === undefined) throw new AppError('STAFF_MERCHANT_REQUIRED')
    const email = input.email.trim()
    const row = await this.staff.byMerchantEmail(merchantId, email)
    // A refused demo account is as unknown as any other email: the same single password check, the same reply.
    const member = row && !this.refused(row) ? row : undefined
    const tried: { outcome: StaffRow | AppError } = { outcome: new AppError('STAFF_LOGIN_FAILED') }
    await staffGuess(this.lockout, merchantId, email, now, async () => {
      tried.outcome = await this.attempt(member, input, now)
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
   * The member this attempt logs in, or why not. Always exactly one scrypt (the dummy hash when the email
   * is not staff at the merchant), so the time does not tell whether the email is staff there.
   */
  private async attempt(member: StaffRow | undefined, input: StaffLoginInput, now: Date): Promise<StaffRow | AppError> {
    const right = await verifyPassword(input.password, member?.password_hash)
    if (!member || !right || member.disabled) return new AppError('STAFF_LOGIN_FAILED')
    if (!member.totp_secret) return member
    if (!input.totpCode) return new AppError('STAFF_TOTP_REQUIRED')
    const step = totpStepOf(openTotpSecret(member.totp_secret, await this.totpKey()), input.totpCode, now)
    // A right code whose step was already accepted (a replay) is as wrong as any other.
    if (step === undefined || !(await this.staff.takeTotpStep(member.id, step))) return new AppError('STAFF_TOTP_INVALID')
    return member
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
