/** The announcement calls (types/api/announcement.ts ANNOUNCEMENT_PATHS). */
import { api } from './request/app-request'
import {
  ANNOUNCEMENT_PATHS as P,
  type AnnouncementList,
  type AnnouncementNotice,
  type AnnouncementReadInput,
  type AnnouncementReadReply
} from '../../types/api/announcement'

/** The shop's current announcements, and the show's first when showId is given. Quiet: a banner is extra. */
export function currentAnnouncements(showId?: string) {
  return api().request<AnnouncementList>({ path: P.current, data: showId ? { showId } : {}, handleErrors: false })
}

export function announcementDetail(id: string) {
  return api().request<AnnouncementNotice>({ path: P.detail.replace(':id', encodeURIComponent(id)), handleErrors: false })
}

/** Quiet: a read record that did not reach the gateway is kept on the device and is not the buyer's problem. */
export function recordAnnouncementRead(input: AnnouncementReadInput) {
  return api().request<AnnouncementReadReply>({ path: P.read, method: 'POST', data: { ...input }, handleErrors: false })
}

export function announcementReads(ids: string[]) {
  return api().request<AnnouncementReadReply>({ path: P.reads, data: { ids: ids.join(',') }, handleErrors: false })
}
