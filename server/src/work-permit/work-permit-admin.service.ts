/**
 * The merchant's side of work permits: the review queue, approve, reject with a reason (each audited in
 * the decision's transaction), and the staff door's check of a permit code. A decision is one conditional
 * write (`WHERE state = 'APPLIED'`), so two reviewers at once, or a withdrawal racing a review, decide once.
 * The door admits an APPROVED permit once per merchant-local day (crew come on build-up, show and
 * get-out days); the admissions table's primary key decides, not a read first.
 */
import type { Db, Queryable } from '../db/db'
import { AppError } from '../http/app-error'
import { message } from '../http/messages'
import type { Locale } from '../http/texts'
import { formatLocal, localDate } from '../../../types/rules/merchant-time'
import { rejectReasonOk, type WorkPermitState } from '../../../types/rules/work-permit'
import type { AdminWorkPermit, WorkPermitDoorReply } from '../../../types/api/work-permit'
import type { AuditRepository } from '../staff/audit.repository'
import { WorkPermitRepository, type WorkPermitRow } from './work-permit.repository'
import { presentAdminPermit } from './work-permit.presenter'
import { workPermitCode } from './work-permit-code'
import { textIn } from '../http/texts'

export class WorkPermitAdminService {
  private readonly repo: WorkPermitRepository

  constructor(
    private readonly db: Db,
    private readonly codeSecret: () => Promise<string>,
    private readonly timeZoneOf: (merchantId: string) => Promise<string>,
    /** The staff floor's audit log on the change's transaction: the change and its audit row commit together. */
    private readonly auditOn: (q: Queryable) => AuditRepository
  ) {
    this.repo = new WorkPermitRepository(db)
  }

  async list(merchantId: string, state: WorkPermitState | undefined, locale: Locale): Promise<AdminWorkPermit[]> {
    return (await this.repo.list(merchantId, state)).map((row) => presentAdminPermit(row, locale))
  }

  async approve(merchantId: string, staffId: string, permitId: string, locale: Locale, now: Date): Promise<AdminWorkPermit> {
    return this.decide(merchantId, staffId, permitId, 'APPROVED', '', locale, now)
  }

  async reject(merchantId: string, staffId: string, permitId: string, reason: string, locale: Locale, now: Date): Promise<AdminWorkPermit> {
    if (!rejectReasonOk(reason)) throw new AppError('WORK_PERMIT_REASON')
    return this.decide(merchantId, staffId, permitId, 'REJECTED', reason.trim(), locale, now)
  }

  async door(merchantId: string, staffId: string, code: string, locale: Locale, now: Date): Promise<WorkPermitDoorReply> {
    const permitId = workPermitCode.read(code, await this.codeSecret())
    const permit = permitId ? await this.repo.byId(merchantId, permitId) : undefined
    if (!permit) return { result: 'UNKNOWN', message: message(locale, 'work_permit_door_unknown'), permit: null, admittedAt: null }
    const shown = doorPermit(permit, locale)
    if (permit.state !== 'APPROVED') {
      return { result: 'NOT_APPROVED', message: message(locale, 'work_permit_door_not_approved'), permit: shown, admittedAt: null }
    }
    const zone = await this.timeZoneOf(merchantId)
    const day = localDate(now, zone)
    const admitted = await this.db.transaction(async (tx) => {
      if (!(await new WorkPermitRepository(tx).admit(permit.id, day, staffId, now))) return false
      await this.auditOn(tx).write(
        { merchantId, staffId, action: 'work-permit.admit', target: `work-permit:${permit.id}`, before: null, after: { day } },
        now
      )
      return true
    })
    if (admitted) {
      return { result: 'ADMITTED', message: message(locale, 'work_permit_door_admitted'), permit: shown, admittedAt: now.toISOString() }
    }
    const first = await this.repo.admittedAt(permit.id, day)
    // Not admitted and no admission today: the permit stopped being APPROVED between the read and the write.
    if (!first)
      return { result: 'NOT_APPROVED', message: message(locale, 'work_permit_door_not_approved'), permit: shown, admittedAt: null }
    return {
      result: 'ALREADY_ADMITTED',
      message: message(locale, 'work_permit_door_already', { time: formatLocal(first, zone, 'HH:mm') }),
      permit: shown,
      admittedAt: first.toISOString()
    }
  }

  private async decide(
    merchantId: string,
    staffId: string,
    permitId: string,
    to: 'APPROVED' | 'REJECTED',
    reason: string,
    locale: Locale,
    now: Date
  ): Promise<AdminWorkPermit> {
    const before = await this.repo.byId(merchantId, permitId)
    if (!before) throw new AppError('WORK_PERMIT_NOT_FOUND')
    await this.db.transaction(async (tx) => {
      if (!(await new WorkPermitRepository(tx).decide(merchantId, permitId, to, reason, staffId, now)))
        throw new AppError('WORK_PERMIT_DECIDED')
      await this.auditOn(tx).write(
        {
          merchantId,
          staffId,
          action: to === 'APPROVED' ? 'work-permit.approve' : 'work-permit.reject',
          target: `work-permit:${permitId}`,
          before: { state: before.state },
          after: { state: to, reason }
        },
        now
      )
    })
    const after = await this.repo.byId(merchantId, permitId)
    if (!after) throw new AppError('WORK_PERMIT_NOT_FOUND')
    return presentAdminPermit(after, locale)
  }
}

function doorPermit(row: WorkPermitRow, locale: Locale): WorkPermitDoorReply['permit'] {
  return {
    permitId: row.id,
    name: row.name,
    company: row.company,
    role: row.role,
    showName: textIn(row.show_name, locale),
    photoUrl: row.photo_url,
    state: row.state
  }
}
