/**
 * The announcement rules the console and the gateway share: which state one is in at a moment, and what
 * makes a console input refused. Plain functions, so the tests and both sides run the same rule.
 */
import {
  ANNOUNCEMENT_CONTENT_MAX,
  ANNOUNCEMENT_TITLE_MAX,
  ANNOUNCEMENT_URL_MAX,
  type AnnouncementInput,
  type AnnouncementState
} from '../api/announcement'

export function announcementState(a: { startTime: number; endTime: number; withdrawn: boolean }, now: number): AnnouncementState {
  if (a.withdrawn) return 'WITHDRAWN'
  if (now < a.startTime) return 'SCHEDULED'
  return now < a.endTime ? 'CURRENT' : 'ENDED'
}

/**
 * A more-link is an https address: anything else (javascript:, http:) could not be opened in a
 * mini-program's web view (https only) or would be unsafe to open.
 */
export function isMoreUrl(url: string): boolean {
  if (url === '') return true
  if (url.length > ANNOUNCEMENT_URL_MAX || /\s/.test(url)) return false
  return /^https:\/\/[^/]+/i.test(url)
}

export type AnnouncementProblem = 'title' | 'content' | 'moreUrl' | 'time'

/** The first field the console must fix, or undefined. Translations may be blank; not longer than the zh-CN may be. */
export function announcementProblem(a: AnnouncementInput): AnnouncementProblem | undefined {
  const tooLong = (texts: AnnouncementInput['titleTexts'], max: number) =>
    Object.values(texts ?? {}).some((text) => (text ?? '').trim().length > max)
  const title = a.title.trim()
  if (!title || title.length > ANNOUNCEMENT_TITLE_MAX || tooLong(a.titleTexts, ANNOUNCEMENT_TITLE_MAX)) return 'title'
  const content = a.content.trim()
  if (!content || content.length > ANNOUNCEMENT_CONTENT_MAX || tooLong(a.contentTexts, ANNOUNCEMENT_CONTENT_MAX)) return 'content'
  if (!isMoreUrl(a.moreUrl.trim())) return 'moreUrl'
  if (!(a.endTime > a.startTime)) return 'time'
  return undefined
}
