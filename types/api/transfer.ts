/**
 * Ticket transfer (product.md "Ticket send and accept", "Transfer" entity, "Other states"
 * Transfer): the calls of send-mine-ticket, accept-mine-ticket, custom-button-list and
 * ticket-bind-audience. Times are epoch milliseconds.
 */
import type { Ticket } from './order'

/**
 * A transfer as one side sees it (product.md "States: in transfer, transferred, cancelled by transferor,
 * accepted"): the transferor's finished transfer is TRANSFERRED, the transferee's is ACCEPTED; an offer
 * past its deadline is TIME_EXCEEDED ("accept failures: … time exceeded").
 */
export type TransferStatus = 'IN_TRANSFER' | 'TRANSFERRED' | 'ACCEPTED' | 'CANCELLED' | 'TIME_EXCEEDED'

export type TransferDirection = 'SENT' | 'RECEIVED'

export interface TicketTransfer {
  transferId: string
  direction: TransferDirection
  status: TransferStatus
  /** The transferee phone, masked (138****0000). */
  transfereePhone: string
  /** Only to the transferor while IN_TRANSFER: the link's secret part (accept-mine-ticket?token=…). */
  token: string
  /** The offer ends here (the show's transfer deadline). */
  expiresAt: number
  createdAt: number
  endedAt: number
  ticket: Ticket
}

/** Why a ticket cannot be sent now (send-mine-ticket shows it instead of the form). */
export type SendBlock = 'STATE' | 'DISABLED' | 'DEADLINE' | 'TRANSFERRED_IN'

/** GET …/tickets/{ticketId}/transfer: what send-mine-ticket needs. */
export interface TransferOptions {
  ticket: Ticket
  /** The show allows transfers, the ticket is VALID, not transferred in, and the deadline has not passed. */
  canSend: boolean
  block: SendBlock | null
  /** Transfer deadline: the last moment to send (and to accept). */
  deadline: number
  /** identityLimitTime: after this the attendee can no longer be bound or changed. */
  identityLimitTime: number
  realName: boolean
  /** The open transfer of this ticket, if any. */
  current: TicketTransfer | null
}

/** POST …/tickets/{ticketId}/transfers */
export interface SendTransferRequest {
  /** 11 digits starting with 1 (product.md Validation rules: Phone). */
  cellphone: string
}

/** GET …/ticket_transfers/offer/{token}: the transferee's view of an offer (accept-mine-ticket). */
export interface TransferOffer {
  transferId: string
  /** SENT: the caller is the transferor (opening their own link); RECEIVED: the transferee. */
  direction: TransferDirection
  status: TransferStatus
  ticket: Ticket
  /** The transferor's phone, masked. */
  fromPhone: string
  expiresAt: number
  realName: boolean
  identityLimitTime: number
}

/** POST …/ticket_transfers/offer/{token}/accept */
export interface AcceptTransferRequest {
  /** The transferee agreed to the send rules (product.md: "the transferee must agree to the rules"). */
  agreed: true
  /** A real-name show: the transferee's attendee (ticket-bind-audience). */
  audienceId?: string
}

/** A show's transfer settings (console show editor; migration 038). */
export interface ShowTransferSettings {
  /** Tickets of the show may be transferred. */
  enabled: boolean
  /** Transfer deadline: sending (and accepting) ends this many hours before the session starts. */
  deadlineHours: number
  /** identityLimitTime: the attendee can no longer be bound or changed this many hours before the start. */
  identityLimitHours: number
}

/** The most hours before a session either limit may be set to (366 days, as refund rules; the migration's CHECK). */
export const TRANSFER_HOURS_MAX = 8784

/** PUT a ShowTransferSettings: answers the AdminShow (with its transferSettings); CATALOGUE_INVALID names a bad field. */
export const SHOW_TRANSFER_SETTINGS_PATH = '/admin-api/v1/catalogue/shows/:id/transfer-settings'
