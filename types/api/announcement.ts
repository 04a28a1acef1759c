/**
 * Announcements (product.md "Announcement": noticeId, noticeTitle, noticeContent, noticeMoreUrl; read
 * records hold announcementId, showId, clientReadTime and pageSource; "Announcement banner" under the
 * shared interface pieces). The merchant writes them in the console for the whole shop or one show, with
 * a start and end time; buyers see the current one as a banner on home and on the show's detail page.
 */
import type { Translations } from './translations'

/** The buyer calls. `pub` paths are public (types/rules/auth-paths.ts); the read record needs a login. */
export const ANNOUNCEMENT_PATHS = {
  /** GET ?showId → AnnouncementList: the shop's current announcements, and the show's when showId is given. */
  current: '/home/pub/v1/announcements',
  /** GET → AnnouncementNotice: one announcement, current or not yet withdrawn (announce-detail). */
  detail: '/home/pub/v1/announcements/:id',
  /** POST AnnouncementReadInput → AnnouncementReadReply: the buyer read it (idempotent per buyer). */
  read: '/buyer/buyer/v1/announcement_reads',
  /** GET ?ids=a,b → AnnouncementReadReply: which of these the buyer has read. */
  reads: '/buyer/buyer/v1/announcement_reads'
} as const

/** One announcement as the app reads it (the spec's field names). */
export interface AnnouncementNotice {
  noticeId: string
  noticeTitle: string
  noticeContent: string
  /** Empty when there is no more-link: the banner then shows the whole content. */
  noticeMoreUrl: string
  /** The show it is about, or null for the whole shop. */
  showId: string | null
  /** Epoch ms. */
  startTime: number
  endTime: number
}

export interface AnnouncementList {
  notices: AnnouncementNotice[]
}

/** Where the buyer read it: the banner's page, or the detail page. */
export const ANNOUNCEMENT_PAGE_SOURCES = ['home', 'show_detail', 'announce_detail'] as const
export type AnnouncementPageSource = (typeof ANNOUNCEMENT_PAGE_SOURCES)[number]

export interface AnnouncementReadInput {
  announcementId: string
  showId?: string
  /** The buyer's clock when it was read, epoch ms (kept as sent; the gateway keeps its own time too). */
  clientReadTime: number
  pageSource: AnnouncementPageSource
}

export interface AnnouncementReadReply {
  /** The ids read, of those asked about (or the one just recorded). */
  readIds: string[]
}

/** The console's calls (under /admin-api/v1), storefront area: owner and operator. */
export const ADMIN_ANNOUNCEMENT_PATHS = {
  list: '/announcements', // GET → AdminAnnouncement[]
  create: '/announcements', // POST AnnouncementInput → AdminAnnouncement
  one: '/announcements/:id', // PUT AnnouncementInput → AdminAnnouncement
  withdraw: '/announcements/:id/withdraw' // POST → AdminAnnouncement
} as const

export const ANNOUNCEMENT_TITLE_MAX = 60
export const ANNOUNCEMENT_CONTENT_MAX = 2000
export const ANNOUNCEMENT_URL_MAX = 500
/** Current announcements a page reads at most (newest first). */
export const ANNOUNCEMENT_CURRENT_MAX = 5
/** Ids the read-state call takes at once. */
export const ANNOUNCEMENT_READS_MAX = 20

export interface AnnouncementInput {
  /** zh-CN, required. */
  title: string
  content: string
  titleTexts?: Translations
  contentTexts?: Translations
  /** An https link; '' for none. */
  moreUrl: string
  /** null: the whole shop. */
  showId: string | null
  startTime: number
  endTime: number
}

export type AnnouncementState = 'SCHEDULED' | 'CURRENT' | 'ENDED' | 'WITHDRAWN'

export interface AdminAnnouncement extends AnnouncementInput {
  id: string
  titleTexts: Translations
  contentTexts: Translations
  state: AnnouncementState
  /** Buyers who have read it. */
  readCount: number
  updatedAt: number
}
