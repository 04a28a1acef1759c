/**
 * What buyers read of announcements: the current ones for home or a show's page, one by id for
 * announce-detail, and their read records (one per buyer and announcement, the first kept).
 */
import type { Db } from '../db/db'
import type { Locale } from '../http/texts'
import { AppError } from '../http/app-error'
import {
  ANNOUNCEMENT_CURRENT_MAX,
  type AnnouncementList,
  type AnnouncementNotice,
  type AnnouncementReadInput,
  type AnnouncementReadReply
} from '../../../types/api/announcement'
import { AnnouncementRepository } from './announcement.repository'
import { presentNotice } from './announcement.presenter'

export class AnnouncementService {
  private readonly repo: AnnouncementRepository

  constructor(db: Db) {
    this.repo = new AnnouncementRepository(db)
  }

  async current(merchantId: string, showId: string | undefined, locale: Locale, now: Date): Promise<AnnouncementList> {
    const rows = await this.repo.current(merchantId, showId ?? null, now, ANNOUNCEMENT_CURRENT_MAX)
    return { notices: rows.map((row) => presentNotice(row, locale)) }
  }

  /**
   * One the buyer may open: started and not withdrawn. An ended one still opens from a link the buyer kept;
   * one not yet started, withdrawn or of another merchant reads as not found.
   */
  async detail(merchantId: string, id: string, locale: Locale, now: Date): Promise<AnnouncementNotice> {
    const row = await this.visible(merchantId, id, now)
    return presentNotice(row, locale)
  }

  async read(merchantId: string, userId: string, input: AnnouncementReadInput, now: Date): Promise<AnnouncementReadReply> {
    const row = await this.visible(merchantId, input.announcementId, now)
    await this.repo.recordRead(
      {
        announcementId: row.id,
        userId,
        showId: input.showId ?? row.show_id,
        pageSource: input.pageSource,
        clientReadAt: new Date(input.clientReadTime)
      },
      now
    )
    return { readIds: [row.id] }
  }

  async readIds(userId: string, ids: string[]): Promise<AnnouncementReadReply> {
    return { readIds: await this.repo.readIds(userId, [...new Set(ids)]) }
  }

  private async visible(merchantId: string, id: string, now: Date) {
    const row = await this.repo.one(id, merchantId)
    if (!row || row.withdrawn_at || row.starts_at.getTime() > now.getTime()) throw new AppError('ANNOUNCEMENT_NOT_FOUND')
    return row
  }
}
