/**
 * The per-account lock-out on password guessing (issue 12, finding 4): five guesses for an account,
 * then its password is refused, right or wrong, for a back-off window that grows with each lock-out
 * (1, 5, 15, 60 minutes, then 4 and 24 hours); a right password starts the count over. Email login,
 * change_password and bind's password proof share the budget of the account's email. This is per
 * account, not per client, so RATE_LIMITS=off never turns it off.
 */
import { AppError } from '../http/app-error'
import type { Queryable } from '../db/db'
import { sha256 } from './token-codec'
import { PasswordLockoutRepository } from './password-lockout.repository'

export const PASSWORD_MAX_ATTEMPTS = 5
export const PASSWORD_BACKOFF_SECONDS = [60, 5 * 60, 15 * 60, 60 * 60, 4 * 60 * 60, 24 * 60 * 60]

/** The budget's key: the email (known or not, so a lock-out does not tell whether it is registered), else the account. */
export function lockoutSubject(merchantId: string, account: { email?: string | null; userId?: string }): string {
  return sha256(account.email ? `email:${merchantId}:${account.email.toLowerCase()}` : `user:${account.userId ?? ''}`)
}

export class PasswordLockout {
  private readonly repo: PasswordLockoutRepository

  constructor(db: Queryable) {
    this.repo = new PasswordLockoutRepository(db)
  }

  /** Runs `verify` as one counted guess; PASSWORD_LOCKED, with the minutes left, while the subject is locked. */
  async check(subject: string, now: Date, verify: () => Promise<boolean>): Promise<boolean> {
    if (!(await this.repo.takeGuess(subject, PASSWORD_MAX_ATTEMPTS, PASSWORD_BACKOFF_SECONDS, now))) {
      const until = await this.repo.lockedUntil(subject)
      throw new AppError('PASSWORD_LOCKED', {
        minutes: Math.max(1, Math.ceil(((until?.getTime() ?? now.getTime()) - now.getTime()) / 60000))
      })
    }
    const right = await verify()
    if (right) await this.repo.clear(subject)
    return right
  }
}
