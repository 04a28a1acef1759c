/**
 * The console's announcements: write one for the whole shop or one show with its time window, change it,
 * withdraw it. Every change writes an audit row in its own transaction; a refused input writes nothing.
 */
import type { Db, Queryable } from '../db/db'
import { AppError } from '../http/app-error'
import { keptTranslations } from '../http/texts'
import type { AuditRepository } from '../staff/audit.repository'
import type { AdminAnnouncement, AnnouncementInput } from '../../../types/api/announcement'
import { announcementProblem } from '../../../types/rules/announcement-rules'
import { AnnouncementRepository, type AnnouncementWrite } from './announcement.repository'
import { presentAdminAnnouncement } from './announcement.presenter'

/** The console lists at most this many (withdrawn and ended ones last). */
const ADMIN_LIST_MAX = 200

function toWrite(merchantId: string, a: AnnouncementInput): AnnouncementWrite {
  return {
    merchantId,
    showId: a.showId,
    title: a.title.trim(),
    content: a.content.trim(),
    titleTexts: keptTranslations(a.titleTexts),
    contentTexts: keptTranslations(a.contentTexts),
    moreUrl: a.moreUrl.trim(),
    startsAt: new Date(a.startTime),
    endsAt: new Date(a.endTime)
  }
}

export class AnnouncementAdminService {
  private readonly repo: AnnouncementRepository

  constructor(
    private readonly db: Db,
    private readonly auditOn: (q: Queryable) => AuditRepository
  ) {
    this.repo = new AnnouncementRepository(db)
  }

  async list(merchantId: string, now: Date): Promise<AdminAnnouncement[]> {
    const rows = await this.repo.ofMerchant(merchantId, ADMIN_LIST_MAX)
    const reads = await this.repo.readCounts(rows.map((r) => r.id))
    return rows.map((row) => presentAdminAnnouncement(row, reads.get(row.id) ?? 0, now))
  }

  async create(merchantId: string, staffId: string, input: AnnouncementInput, now: Date): Promise<AdminAnnouncement> {
    await this.check(merchantId, input)
    const write = toWrite(merchantId, input)
    const id = await this.db.transaction(async (tx) => {
      const made = await new AnnouncementRepository(tx).insert(write, now)
      await this.auditOn(tx).write({ merchantId, staffId, action: 'announcement.create', target: made, before: null, after: write }, now)
      return made
    })
    return this.one(merchantId, id, now)
  }

  async update(merchantId: string, staffId: string, id: string, input: AnnouncementInput, now: Date): Promise<AdminAnnouncement> {
    const before = await this.one(merchantId, id, now)
    if (before.state === 'WITHDRAWN') throw new AppError('ANNOUNCEMENT_WITHDRAWN')
    await this.check(merchantId, input)
    const write = toWrite(merchantId, input)
    await this.db.transaction(async (tx) => {
      if (!(await new AnnouncementRepository(tx).update(id, write, now))) throw new AppError('ANNOUNCEMENT_WITHDRAWN')
      await this.auditOn(tx).write({ merchantId, staffId, action: 'announcement.update', target: id, before, after: write }, now)
    })
    return this.one(merchantId, id, now)
  }

  /** Withdrawing twice is refused rather than written twice: the audit shows one withdrawal. */
  async withdraw(merchantId: string, staffId: string, id: string, now: Date): Promise<AdminAnnouncement> {
    await this.one(merchantId, id, now)
    await this.db.transaction(async (tx) => {
      if (!(await new AnnouncementRepository(tx).withdraw(id, merchantId, now))) throw new AppError('ANNOUNCEMENT_WITHDRAWN')
      await this.auditOn(tx).write(
        { merchantId, staffId, action: 'announcement.withdraw', target: id, before: null, after: { withdrawn: true } },
        now
      )
    })
    return this.one(merchantId, id, now)
  }

  private async one(merchantId: string, id: string, now: Date): Promise<AdminAnnouncement> {
    const row = await this.repo.one(id, merchantId)
    if (!row) throw new AppError('ANNOUNCEMENT_NOT_FOUND')
    return presentAdminAnnouncement(row, (await this.repo.readCounts([id])).get(id) ?? 0, now)
  }

  private async check(merchantId: string, input: AnnouncementInput): Promise<void> {
    const problem = announcementProblem(input)
    if (problem) throw new AppError('ANNOUNCEMENT_INVALID', { reason: problem })
    if (input.showId !== null && !(await this.repo.showExists(merchantId, input.showId)))
      throw new AppError('ANNOUNCEMENT_INVALID', { reason: 'showId' })
  }
}
