/**
 * The notice-read records kept on the device (product.md "Local storage"; "Announcement": read records hold
 * announcementId, showId, clientReadTime and pageSource). Pure: parsing what storage holds and adding a
 * record, so the rules (first read kept, newest kept when full) are tested without Taro.
 */
import { ANNOUNCEMENT_PAGE_SOURCES, type AnnouncementReadInput } from '../../types/api/announcement'

/** Records kept at most; the oldest go first (announcements end, and the gateway keeps a logged-in buyer's). */
export const NOTICE_READS_KEPT = 100

function isRecord(x: unknown): x is AnnouncementReadInput {
  if (typeof x !== 'object' || x === null) return false
  const r = x as Record<string, unknown>
  return (
    typeof r.announcementId === 'string' &&
    r.announcementId !== '' &&
    (r.showId === undefined || typeof r.showId === 'string') &&
    typeof r.clientReadTime === 'number' &&
    Number.isFinite(r.clientReadTime) &&
    (ANNOUNCEMENT_PAGE_SOURCES as readonly unknown[]).includes(r.pageSource)
  )
}

/** What storage holds, the records that parse (anything else is dropped, never trusted). */
export function parseNoticeReads(raw: unknown): AnnouncementReadInput[] | undefined {
  return Array.isArray(raw) ? raw.filter(isRecord) : undefined
}

/** The records with this read added: a second read of the same announcement keeps the first record. */
export function withNoticeRead(records: AnnouncementReadInput[], read: AnnouncementReadInput): AnnouncementReadInput[] {
  if (records.some((r) => r.announcementId === read.announcementId)) return records
  return [...records, read].slice(-NOTICE_READS_KEPT)
}
