/**
 * Staff management (owners) and each member's own password and TOTP. Every change writes its audit row
 * in the same transaction (issue #16: who, when, what, before and after).
 */
import { randomBytes } from 'node:crypto'
import type { Db } from '../db/db'
import { AppError } from '../http/app-error'
import { hashPassword, verifyPassword } from '../account/password-hash'
import { randomId } from '../account/token-codec'
import type { CreateStaffReply, StaffRole, TotpEnrolReply, UpdateStaffRequest } from '../../../types/api/staff'
import { StaffRepository, type StaffRow } from './staff.repository'
import { AuditRepository } from './audit.repository'
import { MerchantRepository } from './merchant.repository'
import { auditedStaff, presentStaff } from './staff.presenter'
import { newTotpSecret, openTotpSecret, sealTotpSecret, totpStepOf, totpUrl } from './totp'
import { PasswordLockout } from '../account/password-lockout'
import { staffGuess, staffLockoutSubject } from './staff-session.service'

/** 16 characters from an alphabet without look-alikes: shown once, typed in once. */
export function temporaryPassword(): string {
  const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789'
  return [...randomBytes(16)].map((b) => alphabet[b % alphabet.length]).join('')
}

export const STAFF_PASSWORD_MIN = 10

/** The stored member the console's calls answer about. */
export type { StaffRow } from './staff.repository'

export class StaffService {
  constructor(
    private readonly db: Db,
    private readonly totpKey: () => Promise<string>
  ) {}

  list(merchantId: string): Promise<StaffRow[]> {
    return new StaffRepository(this.db).ofMerchant(merchantId)
  }

  /** The merchant's name, as the console's header shows it. */
  merchantName(merchantId: string): Promise<Record<string, string> | undefined> {
    return new MerchantRepository(this.db).name(merchantId)
  }

  /** A new member with a temporary password they must change; also used by merchant:create for the owner. */
  async create(
    merchantId: string,
    actorId: string | null,
    input: { email: string; name?: string; role: StaffRole },
    now: Date,
    options: { mustChange?: boolean } = {}
  ): Promise<CreateStaffReply> {
    const password = temporaryPassword()
    const hash = await hashPassword(password)
    return this.db.transaction(async (tx) => {
      const row = await new StaffRepository(tx).insert(
        {
          id: randomId('stf'),
          merchant_id: merchantId,
          email: input.email.trim(),
          name: input.name?.trim() ?? '',
          password_hash: hash,
          role: input.role,
          must_change_password: options.mustChange ?? true
        },
        now
      )
      if (!row) throw new AppError('STAFF_EMAIL_TAKEN')
      await new AuditRepository(tx).write(
        { merchantId, staffId: actorId, action: 'staff.create', target: `staff:${row.id}`, before: null, after: auditedStaff(row) },
        now
      )
      return { staff: presentStaff(row), temporaryPassword: password }
    })
  }

  /** Role and disabled; the merchant keeps at least one active owner. Disabling ends the member's sessions. */
  async update(merchantId: string, actorId: string, staffId: string, change: UpdateStaffRequest, now: Date): Promise<StaffRow> {
    return this.db.transaction(async (tx) => {
      const staff = new StaffRepository(tx)
      const before = await staff.byId(merchantId, staffId)
      if (!before) throw new AppError('STAFF_NOT_FOUND')
      const after = await staff.update(staffId, { role: change.role ?? before.role, disabled: change.disabled ?? before.disabled })
      if (before.role === 'owner' && !before.disabled && (await staff.activeOwners(merchantId)) === 0)
        throw new AppError('STAFF_LAST_OWNER')
      if (after.disabled) await staff.deleteSessionsOf(staffId)
      await new AuditRepository(tx).write(
        {
          merchantId,
          staffId: actorId,
          action: 'staff.update',
          target: `staff:${staffId}`,
          before: auditedStaff(before),
          after: auditedStaff(after)
        },
        now
      )
      return after
    })
  }

  /** Ends the member's other sessions (a stolen cookie does not outlive a password change); `keepTokenHash` is the caller's. */
  async changePassword(me: StaffRow, currentPassword: string, newPassword: string, now: Date, keepTokenHash?: string): Promise<StaffRow> {
    if (newPassword.length < STAFF_PASSWORD_MIN || newPassword.length > 200)
      throw new AppError('INVALID_PARAMETER', { detail: `newPassword: at least ${STAFF_PASSWORD_MIN} characters` })
    const right = await new PasswordLockout(this.db).check(staffLockoutSubject(me.merchant_id, me.email), now, () =>
      verifyPassword(currentPassword, me.password_hash)
    )
    if (!right) throw new AppError('PASSWORD_WRONG')
    const hash = await hashPassword(newPassword)
    return this.db.transaction(async (tx) => {
      const staff = new StaffRepository(tx)
      const after = await staff.update(me.id, { password_hash: hash, must_change_password: false })
      await staff.deleteSessionsOf(me.id, keepTokenHash)
      await new AuditRepository(tx).write(
        { merchantId: me.merchant_id, staffId: me.id, action: 'staff.password', target: `staff:${me.id}`, before: null, after: null },
        now
      )
      return after
    })
  }

  /** A new secret, pending until a code from it confirms it. */
  async enrolTotp(me: StaffRow): Promise<TotpEnrolReply> {
    const secret = newTotpSecret()
    await new StaffRepository(this.db).update(me.id, { totp_pending: sealTotpSecret(secret, await this.totpKey()) })
    return { secret, otpauthUrl: totpUrl(secret, me.email) }
  }

  async confirmTotp(me: StaffRow, code: string, now: Date): Promise<StaffRow> {
    const key = await this.totpKey()
    const step = me.totp_pending ? totpStepOf(openTotpSecret(me.totp_pending, key), code, now) : undefined
    if (step === undefined) throw new AppError('STAFF_TOTP_INVALID')
    return this.db.transaction(async (tx) => {
      const staff = new StaffRepository(tx)
      // The confirming code is used up: it cannot open a login as well.
      if (!(await staff.takeTotpStep(me.id, step))) throw new AppError('STAFF_TOTP_INVALID')
      const after = await staff.update(me.id, { totp_secret: me.totp_pending, totp_pending: null })
      await new AuditRepository(tx).write(
        {
          merchantId: me.merchant_id,
          staffId: me.id,
          action: 'totp.enable',
          target: `staff:${me.id}`,
          before: auditedStaff(me),
          after: auditedStaff(after)
        },
        now
      )
      return after
    })
  }

  async disableTotp(me: StaffRow, code: string, now: Date): Promise<StaffRow> {
    const secret = me.totp_secret ? openTotpSecret(me.totp_secret, await this.totpKey()) : undefined
    // A guess at the code like a login's (the same budget): a stolen session cannot try codes until one turns TOTP off.
    const right = await staffGuess(new PasswordLockout(this.db), me.merchant_id, me.email, now, async () => {
      const step = secret ? totpStepOf(secret, code, now) : undefined
      return step !== undefined && (await new StaffRepository(this.db).takeTotpStep(me.id, step))
    })
    if (!right) throw new AppError('STAFF_TOTP_INVALID')
    return this.db.transaction(async (tx) => {
      const after = await new StaffRepository(tx).update(me.id, { totp_secret: null, totp_pending: null })
      await new AuditRepository(tx).write(
        {
          merchantId: me.merchant_id,
          staffId: me.id,
          action: 'totp.disable',
          target: `staff:${me.id}`,
          before: auditedStaff(me),
          after: auditedStaff(after)
        },
        now
      )
      return after
    })
  }
}
