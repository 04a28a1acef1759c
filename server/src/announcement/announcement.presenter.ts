/** Announcement rows as the app (the spec's notice fields, in the buyer's language) and the console read them. */
import { translatedText, type Locale } from '../http/texts'
import type { AdminAnnouncement, AnnouncementNotice } from '../../../types/api/announcement'
import { announcementState } from '../../../types/rules/announcement-rules'
import type { AnnouncementRow } from './announcement.repository'

export function presentNotice(row: AnnouncementRow, locale: Locale): AnnouncementNotice {
  return {
    noticeId: row.id,
    noticeTitle: translatedText(row.title, row.title_texts, locale),
    noticeContent: translatedText(row.content, row.content_texts, locale),
    noticeMoreUrl: row.more_url,
    showId: row.show_id,
    startTime: row.starts_at.getTime(),
    endTime: row.ends_at.getTime()
  }
}

export function presentAdminAnnouncement(row: AnnouncementRow, readCount: number, now: Date): AdminAnnouncement {
  const startTime = row.starts_at.getTime()
  const endTime = row.ends_at.getTime()
  return {
    id: row.id,
    title: row.title,
    content: row.content,
    titleTexts: row.title_texts ?? {},
    contentTexts: row.content_texts ?? {},
    moreUrl: row.more_url,
    showId: row.show_id,
    startTime,
    endTime,
    state: announcementState({ startTime, endTime, withdrawn: row.withdrawn_at !== null }, now.getTime()),
    readCount,
    updatedAt: row.updated_at.getTime()
  }
}
