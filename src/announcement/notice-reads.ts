/**
 * Whether the buyer has read an announcement, and recording that they did: on the device for everyone,
 * and on the gateway for a logged-in buyer, so a read stays read on another device or after storage is
 * cleared. A read is the whole text seen: the detail page, or a banner without a more-link (which shows it all).
 */
import { readStored, STORAGE_KEYS, writeStored } from '../storage/storage'
import { store } from '../store/store'
import { loggedInAtom } from '../session/session-atoms'
import { announcementReads, recordAnnouncementRead } from '../services/announcement-api'
import type { AnnouncementReadInput } from '../../types/api/announcement'
import { parseNoticeReads, withNoticeRead } from './notice-read-records'

const onDevice = () => readStored(STORAGE_KEYS.noticeReads, parseNoticeReads, [])

export async function markNoticeRead(read: AnnouncementReadInput): Promise<void> {
  writeStored(STORAGE_KEYS.noticeReads, withNoticeRead(onDevice(), read))
  // No showId at all rather than an undefined one (the request layer warns of undefined parameters).
  const { showId, ...rest } = read
  if (store.get(loggedInAtom)) await recordAnnouncementRead(showId ? read : rest).catch(() => undefined)
}

/** The ids of these the buyer has read: the device's records, and the gateway's for a logged-in buyer. */
export async function readNoticeIds(ids: string[]): Promise<Set<string>> {
  const read = new Set(onDevice().map((r) => r.announcementId))
  const unknown = ids.filter((id) => !read.has(id))
  if (unknown.length && store.get(loggedInAtom)) {
    const reply = await announcementReads(unknown).catch(() => undefined)
    reply?.readIds.forEach((id) => read.add(id))
  }
  return new Set(ids.filter((id) => read.has(id)))
}
