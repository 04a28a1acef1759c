/** The console's catalogue calls (issue #16 item 3). Staff, roles and the envelope: staff.ts. */
import type { ShowTransferSettings } from './transfer'
import type { RefundRule } from '../rules/refund-rule'
import { ADMIN_API } from './staff'

// ==== catalogue (issue #16 item 3: venues, halls, shows, sessions, price tiers; owner, operator) =========
// Every write answers the saved object; a bad field is CATALOGUE_INVALID whose comments name it (JSON
// path); a stock below what is held and sold is CATALOGUE_STOCK_BELOW_TAKEN; deleting a tier with sales
// is CATALOGUE_TIER_HAS_SALES (close it instead); an unknown id is CATALOGUE_NOT_FOUND.

export const CATALOGUE_PATHS = {
  options: `${ADMIN_API}/catalogue/options`, // GET cities and categories for the forms
  venues: `${ADMIN_API}/catalogue/venues`, // GET list (with halls), POST create
  venue: `${ADMIN_API}/catalogue/venues/:id`, // PUT
  halls: `${ADMIN_API}/catalogue/venues/:id/halls`, // POST create
  hall: `${ADMIN_API}/catalogue/halls/:id`, // PUT
  shows: `${ADMIN_API}/catalogue/shows`, // GET ?q&listing&cityId, POST create
  show: `${ADMIN_API}/catalogue/shows/:id`, // GET (with sessions and tiers), PUT
  sessions: `${ADMIN_API}/catalogue/shows/:id/sessions`, // POST create
  session: `${ADMIN_API}/catalogue/sessions/:id`, // PUT
  tiers: `${ADMIN_API}/catalogue/sessions/:id/tiers`, // POST create
  tier: `${ADMIN_API}/catalogue/tiers/:id`, // PUT (name, price, capacity = stock, age), DELETE (only without sales)
  tierClose: `${ADMIN_API}/catalogue/tiers/:id/close`, // POST: sells no more, keeps its orders
  poster: `${ADMIN_API}/catalogue/shows/:id/poster`, // PUT multipart/form-data (one file in POSTER_UPLOAD.field): answers the AdminShow; DELETE: back to the generated art
  refundRule: `${ADMIN_API}/catalogue/shows/:id/refund-rule`, // PUT a RefundRule (types/rules/refund-rule.ts): answers the AdminShow; REFUND_RULE_INVALID when refundRuleProblem finds one
  rebook: `${ADMIN_API}/catalogue/shows/:id/rebook` // PUT a ShowRebookSetting (issue #17 Rebooking): answers the AdminShow; CATALOGUE_INVALID names a bad field
} as const

export type CatalogueErrorCode =
  | 'CATALOGUE_INVALID'
  | 'CATALOGUE_NOT_FOUND'
  | 'CATALOGUE_STOCK_BELOW_TAKEN'
  | 'CATALOGUE_TIER_HAS_SALES'
  | PosterErrorCode
  | 'REFUND_RULE_INVALID'

/**
 * A show's poster upload: the gateway reads the type from the file's bytes (JPEG, PNG, WebP; never SVG),
 * refuses a file over maxBytes, or smaller than minWidth × minHeight px, or over maxSide px a side or
 * maxPixels in all. The console checks the same before sending, the gateway decides.
 */
export const POSTER_UPLOAD = {
  field: 'file',
  maxBytes: 5 * 1024 * 1024,
  contentTypes: ['image/jpeg', 'image/png', 'image/webp'],
  minWidth: 300,
  minHeight: 400,
  maxSide: 8000,
  maxPixels: 40_000_000
} as const
export type PosterErrorCode = 'POSTER_TYPE' | 'POSTER_TOO_LARGE' | 'POSTER_DIMENSIONS' | 'POSTER_MISSING'

/** One text per language, as the catalogue stores them. */
export interface CatalogueTexts {
  'zh-CN': string
  'zh-MO': string
  'en-US': string
}

export interface CatalogueOption {
  id: string
  name: CatalogueTexts
}
export interface CatalogueOptionsReply {
  cities: CatalogueOption[]
  categories: CatalogueOption[]
}

export interface HallInput {
  name: CatalogueTexts
  capacity: number
}
export interface AdminHall extends HallInput {
  id: string
  venueId: string
}

export interface VenueInput {
  cityId: string
  name: CatalogueTexts
  address: CatalogueTexts
  /** Optional: the city's centre when absent. */
  lat?: number
  lng?: number
  /** The code buyers scan or type at the venue to open its shows (types/rules/site-code.ts); null: none. */
  siteCode?: string | null
}
export interface AdminVenue extends Required<VenueInput> {
  id: string
  halls: AdminHall[]
}

/** What the merchant sets; buyers see on sale / pre-sale (sale time ahead) / sold out, computed. DRAFT and OFF_SALE cannot be bought. */
export type ShowListing = 'DRAFT' | 'ON_SALE' | 'OFF_SALE' | 'CANCELLED'
export const SHOW_LISTINGS: readonly ShowListing[] = ['DRAFT', 'ON_SALE', 'OFF_SALE', 'CANCELLED']

/** The kind of tag the console writes for a show's promotion tags (ShowInput.tags). */
export const CONSOLE_TAG_TYPE = 'PROMOTION'
/**
 * The kinds of tag a show carries (a tag's `type`): the console's, and the spec's two marketing kinds
 * (product.md section 3). A coupon's scope names kinds (couponUseLimitVO.tagIds).
 */
export const SHOW_TAG_TYPES = [CONSOLE_TAG_TYPE, 'MARKETING_TAG_ACTIVITY', 'MARKETING_TAG_COUPON'] as const

export interface ShowInput {
  categoryCode: string
  venueId: string
  name: CatalogueTexts
  description: CatalogueTexts
  /** Promotion tags, one text per language each. */
  tags: CatalogueTexts[]
  realName: boolean
  /** Minimum attendee age for the show; null: none. */
  minAge: number | null
  limitPerOrder: number
  /** 0: no per-account limit. */
  limitPerAccount: number
  /** ISO 8601; null: sale date to be announced. A future time is a pre-sale. */
  saleTime: string | null
  /** A hot show: buyers go through the fair waiting room at the sale's opening. */
  hot: boolean
  listing: ShowListing
  /**
   * 选座: buyers pick their seats on the map the seat designer published to each session. Optional on a save
   * (omitted: unchanged; a new show: off); refused off while a session sells seats.
   */
  seatPicking?: boolean
}

export interface AdminTier {
  id: string
  name: CatalogueTexts
  priceFen: number
  /** Stock: available + held + sold. */
  capacity: number
  available: number
  held: number
  sold: number
  minAge: number | null
  closed: boolean
}
export interface TierInput {
  name: CatalogueTexts
  priceFen: number
  capacity: number
  minAge: number | null
}
export type TierUpdate = Partial<TierInput>

export interface SessionInput {
  /** ISO 8601. */
  start: string
  end: string | null
  hallId: string | null
}
export interface AdminSession extends SessionInput {
  id: string
  name: CatalogueTexts
  tiers: AdminTier[]
}

export interface AdminShowSummary {
  id: string
  name: CatalogueTexts
  listing: ShowListing
  cityId: string
  venueId: string
  venueName: CatalogueTexts
  saleTime: string | null
  sessionCount: number
  /** ISO 8601 of the first session, null without sessions. */
  firstStart: string | null
}
export interface AdminShowsQuery {
  q?: string
  listing?: ShowListing
  cityId?: string
}
export interface AdminShow extends ShowInput {
  id: string
  cityId: string
  /** The uploaded poster buyers see; null: the generated art (/pub/images/poster/{id}.svg). */
  posterUrl: string | null
  sessions: AdminSession[]
  /** The refund rule in force: set with PUT /catalogue/shows/:id/refund-rule. */
  refundRule: RefundRule
  /** Ticket transfer: set with PUT /catalogue/shows/:id/transfer-settings (types/api/transfer.ts). */
  transferSettings: ShowTransferSettings
  /** Rebooking: buyers may move tickets to another session until hoursBefore the session; PUT /catalogue/shows/:id/rebook. */
  rebook: ShowRebookSetting
}

/** Rebooking: the show's supportRebook and its deadline in hours before the session. */
export interface ShowRebookSetting {
  supported: boolean
  hoursBefore: number
}
/** The largest rebook deadline the console accepts (migration 040's check). */
export const REBOOK_HOURS_MAX = 720
