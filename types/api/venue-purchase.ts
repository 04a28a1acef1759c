/**
 * On-site (venue box-office) purchase (product.md "site_purchase", "site-list", "site-ticket";
 * calls-errors-limits.md section 7, "order creation paths ... buyer/v1/venue_purchase/pre_orders").
 * The gateway puts the service first: buyer/v1/venue_purchase/pre_orders is served at
 * /buyer/buyer/v1/venue_purchase/pre_orders. Its body and reply are create_order's (CreateOrderRequest,
 * CreateOrderReply); a seated tier's item may leave seatIds out, and the gateway chooses the best seats.
 */
import type { Fen } from './common'
import type { Ticket } from './order'
import type { OnSiteWindowState } from '../rules/onsite-sale'

export interface OnSiteTier {
  seatPlanId: string
  name: string
  price: Fen
  /** Tickets left now (0 when the tier is sold out or closed). */
  available: number
  /** Seated: the gateway chooses the best seats free (types/rules/onsite-sale.ts bestSeats). */
  seated: boolean
}

export interface OnSiteSession {
  bizShowSessionId: string
  sessionName: string
  /** ms */
  startsAt: number
  /** ms: when on-site sale of this session opens and closes (its end, else three hours after its start). */
  opensAt: number
  closesAt: number
  window: OnSiteWindowState
  tiers: OnSiteTier[]
}

/** GET /show/pub/v1/venue_purchase/shows/:showId: what the venue sells today of a show. */
export interface OnSiteOffer {
  showId: string
  showName: string
  venueName: string
  venueAddress: string
  posterColor: string
  /** The merchant's switch: false, the page says the show is not sold at the venue. */
  onSiteSale: boolean
  /** At most this many tickets in one order. */
  limitPerOrder: number
  /** The merchant's today (YYYY-MM-DD, the merchant's zone). */
  today: string
  /** The show's sessions of the merchant's today, in start order (empty: none today). */
  sessions: OnSiteSession[]
}

/** One on-site ticket of the buyer (site-list), newest purchase first. */
export interface OnSiteTicket extends Ticket {
  /** When its order was placed (ms). */
  purchasedAt: number
}

export const onSiteOfferPath = (showId: string) => `/show/pub/v1/venue_purchase/shows/${encodeURIComponent(showId)}`
/** The on-site order: create_order's body and reply, with the on-site rules (today only, window open). */
export const VENUE_PURCHASE_PATH = '/buyer/buyer/v1/venue_purchase/pre_orders'
/** The on-site quote: pre_order's body and reply under the same rules (what the page shows before paying). */
export const VENUE_PURCHASE_QUOTE_PATH = '/buyer/buyer/v1/venue_purchase/quote'
/** The buyer's on-site tickets (site-list). */
export const VENUE_PURCHASE_TICKETS_PATH = '/buyer/buyer/v1/venue_purchase/tickets'

/** The order-creation family's other paths (section 7, "same family"): pre_order's and create_order's twins. */
export const FAMILY_PRE_ORDER_PATHS = ['/buyer/buyer/v2/orders/pre_order', '/buyer/buyer/order/v2/pre_order'] as const
export const FAMILY_CREATE_ORDER_PATH = '/buyer/buyer/v1/orders/order'

/** Console: a show's on-site sale switch and window (PUT /admin-api/v1/shows/:showId/onsite). */
export interface OnSiteSettings {
  onSiteSale: boolean
  /** Opens this many minutes before each of today's sessions starts (0 to 1440). */
  opensMinutes: number
}

/** A show as the console's on-site page lists it: its switch, window and coming sessions. */
export interface AdminOnSiteShow {
  showId: string
  showName: string
  venueName: string
  realName: boolean
  onSiteSale: boolean
  opensMinutes: number
  /** The next session's start still to end (ms), null when none. */
  nextSessionAt: number | null
  /** Tickets sold on site so far (paid orders marked ONSITE). */
  onSiteSold: number
}

export const ADMIN_ONSITE_PATHS = {
  list: '/onsite/shows', // GET → AdminOnSiteShow[] (the merchant's scheduled shows with a session still to end)
  one: '/onsite/shows/:showId' // PUT OnSiteSettings → AdminOnSiteShow
} as const
