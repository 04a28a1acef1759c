/**
 * Binding tickets to accounts (product.md "Tickets": bind-invitation-ticket, bindTicket,
 * real-name): invitation codes the merchant issues in the console and buyers redeem. Times are epoch ms.
 */

/** Buyer calls (login). */
export const BINDING_PATHS = {
  /** POST { code } → RedeemReply: one free ticket for the code's tier (bind-invitation-ticket). */
  redeem: '/buyer/buyer/v1/invitations/redeem'
} as const

export interface RedeemReply {
  orderId: string
  ticketIds: string[]
  showId: string
}

/** Console calls (under ADMIN_API; catalogue area: owner, operator). */
export const ADMIN_INVITATION_PATHS = {
  list: '/invitations', // GET → AdminInvitationBatch[]
  create: '/invitations', // POST AdminInvitationCreate → AdminInvitationBatch
  csv: '/invitations/:id/codes.csv', // GET → text/csv of the batch's codes
  void: '/invitations/:id/void' // POST → AdminInvitationBatch (unredeemed codes voided, their stock back on sale)
} as const

/** A batch holds at most this many codes (a CSV a merchant can hand out; one statement writes them). */
export const INVITATION_BATCH_MAX = 1000

export interface AdminInvitationCreate {
  tierId: string
  size: number
  label?: string
}

export interface AdminInvitationBatch {
  id: string
  label: string
  showId: string
  showName: string
  sessionId: string
  sessionStartsAt: number
  tierId: string
  tierName: string
  size: number
  redeemed: number
  voided: number
  createdAt: number
}

/** bindTicket (login): a code to the order's phone, then the binding with the code or the attendee's ID. */
export const BIND_TICKET_PATHS = {
  /** POST { ticketNumber } → { resendAfterSeconds }: the same answer whether the number exists or not. */
  code: '/buyer/buyer/v1/ticket_bindings/code',
  /** POST BindTicketRequest → BindTicketReply; every failure is BIND_TICKET_FAILED. */
  bind: '/buyer/buyer/v1/ticket_bindings'
} as const

export interface BindTicketRequest {
  ticketNumber: string
  /** The SMS code sent to the phone the order was placed with. */
  verifyCode?: string
  /** Or, for a real-name ticket, its attendee's ID number. */
  idNo?: string
}

export interface BindTicketReply {
  ticketId: string
}

/** Real-name binding after purchase (real-name, real-name-single, real-idCard; login). */
export const REAL_NAME_PATHS = {
  /** GET ?orderId= → UnnamedTicket[]: the caller's tickets still waiting for an attendee. */
  list: '/buyer/buyer/v1/real_name/tickets',
  /** GET → UnnamedTicket (one of the caller's; 404-like TICKET_NOT_FOUND for anyone else's). */
  one: '/buyer/buyer/v1/real_name/tickets/:ticketId',
  /** POST BindAttendeeRequest → UnnamedTicket (now named). */
  bind: '/buyer/buyer/v1/real_name/tickets/:ticketId/attendee'
} as const

export interface UnnamedTicket {
  ticketId: string
  orderId: string
  ticketNumber: string
  showName: string
  startsAt: number
  /** Binding closes here ("Real-name registration stops at a deadline"). */
  deadline: number
  open: boolean
  /** Set once bound. */
  attendeeName: string | null
}

/** One of the caller's saved audiences, or a name and ID card number typed on real-idCard. */
export type BindAttendeeRequest = { audienceId: string } | { name: string; idNo: string }

/** A show's real-name-after-purchase setting (console, catalogue area; under ADMIN_API). */
export const ADMIN_REAL_NAME_PATHS = {
  settings: '/catalogue/shows/:id/real-name-settings' // GET → ShowRealNameSettings; PUT ShowRealNameSettings → ShowRealNameSettings
} as const

export const REAL_NAME_HOURS_MAX = 720

export interface ShowRealNameSettings {
  /** Buyers name each ticket's attendee after purchase (real-name pages). */
  afterPurchase: boolean
  /** Binding closes this many hours before the session starts. */
  deadlineHours: number
}
