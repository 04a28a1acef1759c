/** Where a read on announce-detail came from: the banner's page when it says so, else the detail page itself. */
import type { AnnouncementPageSource } from '../../../../types/api/announcement'

export function readPageSource(from: string | undefined): AnnouncementPageSource {
  return from === 'home' || from === 'show_detail' ? from : 'announce_detail'
}
