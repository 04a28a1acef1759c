/** Show, search and browse calls (product.md section 3 "Show"; calls-errors-limits.md section 7). */
import type { Page, PriceInfo } from './common'
import type { RefundRule } from '../rules/refund-rule'

export type ShowDetailStatus =
  'ON_SALE' | 'PRE_SALE' | 'DISABLED' | 'SOLD_OUT' | 'LACK_OF_TICKET' | 'PENDING' | 'CANCELED' | 'COMPLETED' | 'DELAY'

export interface ShowTag {
  type: string
  title: string
}

export interface ShowCard {
  showId: string
  showName: string
  /** showName split into parts, the matching ones marked, for search results. */
  showNameArr?: Array<{ text: string; highlight: boolean }>
  posterUrl: string
  posterColor?: string
  showType?: string
  showTypeDesc?: string
  cityId?: string
  cityName?: string
  venueName?: string
  displayShowTime?: string
  firstShowTime?: number
  lastShowTime?: number
  minOriginalPriceInfo?: PriceInfo
  showStatus?: string
  showStatusDisplay?: string
  showTags?: ShowTag[]
  soldOut?: boolean
  isFree?: boolean
  hiddenTicketPrice?: boolean
  /** Buyers who marked the show "want to see" (shown as "N人想看"). */
  wantCount?: number
}

export type SortType = 'RECOMMEND' | 'TIME' | 'PRICE_ASC' | 'PRICE_DESC' | 'DISTANCE'
export type SearchPageType = 'SEARCH' | 'HOME' | 'CATEGORY' | 'CALENDAR' | 'HOT'

export interface ShowSearchQuery {
  keyword?: string
  pageType?: SearchPageType
  offset?: number
  /** 20 by default (section 9: search page size). */
  length?: number
  startDate?: string
  endDate?: string
  cityId?: string
  lat?: number
  lng?: number
  backendCategoryCode?: string
  sortType?: SortType
}

/**
 * A keyword search from the search page that finds few shows in the buyer's city also carries the matches
 * in the other cities, grouped by city (types/rules/search-elsewhere.ts), on its first page.
 */
export interface ShowSearchReply extends Page<ShowCard> {
  elsewhere?: { total: number; cities: Array<{ cityId: string; cityName: string; shows: ShowCard[] }> }
}

/** GET /home/pub/v1/search_terms/trending: what buyers search for most, else hot shows' names. */
export interface TrendingSearch {
  keyword: string
  source: 'SEARCHES' | 'SHOWS'
}

export interface ShowStatic {
  showId: string
  showName: string
  posterUrl: string
  content?: string
  showType?: string
  backendCategory?: { displayName: string }
  showTags?: ShowTag[]
  firstShowTime?: number
  lastShowTime?: number
  utcOffset?: number
  venueId?: string
  venueName?: string
  venueAddress?: string
  venueLat?: number
  venueLng?: number
  cityId?: string
  cityName?: string
  minOriginalPriceInfo?: PriceInfo
  maxOriginalPriceInfo?: PriceInfo
  minLimitAge?: number
  /** Tickets one order may hold; limitPerAccount 0 means no limit per buyer. */
  limitPerOrder?: number
  limitPerAccount?: number
  /** A real-name show: one attendee with an ID per ticket. */
  realName?: boolean
  /** How tickets reach the buyer: e-tickets, and paper tickets by express where offered. */
  deliveryMethods?: DeliveryOption[]
  supportSeatPicking?: boolean
  seatPlanURL?: string
  displayShowTime?: string
  posterColor?: string
  tourId?: string
  showGroupId?: string
  tour?: { tourId: string; shows: ShowCard[] }
  wantCount?: number
  /** The show's refund rule, which the refund-rule pages show as a table (types/rules/refund-rule.ts). */
  refundRule?: RefundRule
}

export interface GroupShow {
  showGroupId: string
  showGroupName: string
  theaterOrLocationAddress: string
  shows: ShowCard[]
}

export interface Tour {
  tourId: string
  tourName: string
  shows: ShowCard[]
}

/** Fields refreshed separately from the static data (product.md section 3: "Dynamic fields"). */
export interface ShowDynamic {
  showStatusDisplay?: string
  canBuy?: boolean
  seatPickType?: string
  showDetailStatus: ShowDetailStatus
  remindType?: string
  saleTime?: number
  saleTimeCountdown?: number
  saleShowSessionId?: string
  partialOnSaleText?: string
  buttonText?: string
  existWaitList?: boolean
  soldOut?: boolean
  cyUserFavoriteVO?: { favorite: boolean }
  /** Handed out with the public show data; order creation sends it back (BuyingProofs). */
  passId?: string
}

export interface SessionStatic {
  bizShowSessionId: string
  sessionName: string
  showTime: number
}

export interface SessionDynamic {
  bizShowSessionId: string
  sessionStatus: string
  soldOut: boolean
  canBuy?: boolean
}

export interface SeatPlanStatic {
  seatPlanId: string
  bizShowSessionId?: string
  seatPlanName: string
  originalPrice: number
  priceInfo?: PriceInfo
  /** Reserved seating: tickets of this plan are chosen seat by seat on the session's seat map. */
  seated?: boolean
  /** The plan's own age limit (the show's minLimitAge applies too; the stricter wins). */
  minAge?: number
}

/** A seat's state on the map: free, held by an unpaid order, or sold. */
export type SeatState = 0 | 1 | 2

/**
 * A session's seat map, compact for a few thousand seats: each seat is [row, col, zone, state], zone an
 * index into zones. Rows count from the stage, seats from the left, both from 1.
 */
export interface SeatMap {
  bizShowSessionId: string
  rows: number
  cols: number
  zones: Array<{ seatPlanId: string; seatPlanName: string; price: number; priceInfo: PriceInfo }>
  seats: Array<[row: number, col: number, zone: number, state: SeatState]>
  /**
   * The names the console's seat-map designer gave the seats (issue #16 item 4), present when it did:
   * the section names, and for each seat (same order as seats) [index into sections, row label, seat
   * number], or null for a seat without one. The app labels seats with them (seat-key.ts seatLabel).
   */
  sections?: string[]
  names?: Array<[section: number, row: string, seat: number] | null>
}

export interface SeatPlanDynamic {
  seatPlanId: string
  canBuyCount: number
  soldOut: boolean
}

export interface City {
  id: string
  cityId: string
  provinceId: string
  cityName: string
  /** The name in pinyin, lower case (search matches it as well as the name). */
  pinyin?: string
  /** The A-Z index letter the picker lists the city under, in the request's language ('#' for none). */
  indexLetter?: string
  siteId?: string
}

export interface Province {
  id: string
  name: string
}

export type DeliverMethod = 'E_TICKET' | 'EXPRESS'

export interface DeliveryOption {
  deliverMethod: DeliverMethod
  /** Fen. */
  fee: number
}
