/**
 * Commemorative ticket stubs (纪念票根; issue "Shop" #29: the shop pages ticket-stub-list and
 * ticket-stub-print "as the spec names them"; docs/shop.md "Ticket stubs"). A stub is goods of kind STUB
 * whose SKUs are its designs; each unit prints one of the buyer's tickets and is ordered, paid, shipped,
 * cancelled and refunded as any goods order (types/api/goods-order.ts), its line naming the ticket
 * (`GoodsLineInput.ticketId`). Paths, with the buyer's login, in the buyer family:
 * - GET /buyer/v1/ticket_stubs?offset=&length=   → StubTicketPage: the buyer's tickets a stub may print
 * - GET /buyer/v1/ticket_stubs/{ticketId}        → StubPreview: the designs on sale and the printed texts
 *   (a ticket not the buyer's, or not of this merchant, is TICKET_NOT_FOUND)
 */
import type { Fen, Page } from './common'

export const TICKET_STUB_PATHS = {
  list: '/buyer/buyer/v1/ticket_stubs',
  preview: (ticketId: string) => `/buyer/buyer/v1/ticket_stubs/${encodeURIComponent(ticketId)}`
}

/** One of the buyer's tickets a stub may print: their own, of this merchant, VALID or USED (a past session's too). */
export interface StubTicket {
  ticketId: string
  ticketNumber: string
  showId: string
  showName: string
  posterUrl: string
  sessionName: string
  /** The session's start (ms). */
  showTime: number
  venueName: string
  seatPlanName: string
  /** The seat of a seated plan; empty for general admission. */
  seatInfo: string
  state: 'VALID' | 'USED'
  /** The live goods order (unpaid, paid or shipped, not refunded) that prints this ticket, when there is one. */
  stubOrderId?: string
}

/** The list, newest session first, and whether the merchant sells a stub at all (no design on sale: nothing to order). */
export interface StubTicketPage extends Page<StubTicket> {
  onSale: boolean
}

/** One stub design: a SKU of the merchant's STUB goods on sale. */
export interface StubDesign {
  skuId: string
  spuId: string
  /** The design's name: its options' values ("Holographic"), or the goods' name when it has none. */
  name: string
  pictureUrl: string
  priceFen: Fen
  /** Shown struck through when above the price. */
  marketPriceFen?: Fen
  /** Units left; 0: sold out (the picker disables it). */
  stock: number
}

/** What the stub prints, in the request's language. */
export interface StubTexts {
  show: string
  session: string
  /** The session's start (ms), printed as a date. */
  showTime: number
  venue: string
  /** The tier and the seat ("VIP · 3排12座"). */
  seat: string
  /** The ticket's attendee, else the buyer's nickname; may be empty. */
  holder: string
  ticketNumber: string
}

export interface StubPreview {
  ticket: StubTicket
  texts: StubTexts
  /** The goods' name ("Commemorative ticket stub"); empty when nothing is on sale. */
  goodsName: string
  /** In the merchant's order; empty when the merchant sells no stub. */
  designs: StubDesign[]
}
