/** Pre-filled ticket-grab info (product.md section 3 "Pre-fill info"; calls-errors-limits.md pre_filed_info). */

export type RemindMethod = 'NONE' | 'SMS'

export interface PrefillInput {
  bizShowSessionIds: string[]
  seatPlanIds: string[]
  ticketCount: number
  purchaserName: string
  purchaserCellphone: string
  audienceIds?: string[]
  addressId?: string
  remindMethod: RemindMethod
  /** Minutes before the sale opens that the reminder comes (when remindMethod is SMS). */
  remindMinutes?: number
}

export interface Prefill extends Required<Omit<PrefillInput, 'addressId'>> {
  showId: string
  addressId: string
  /** False once an order for the show was made after the sale opened ("invalid once an order is generated in the grab period"). */
  valid: boolean
  updatedAt: number
  details?: {
    sessions: Array<{ bizShowSessionId: string; sessionName: string }>
    seatPlans: Array<{ seatPlanId: string; seatPlanName: string; price: number }>
    audiences: Array<{ id: string; name: string; idNo: string }>
    address?: { id: string; receiverName: string; detail: string }
  }
}

/** Whether the buyer is reminded when the sale opens, and how far ahead. */
export interface SaleReminder {
  subscribed: boolean
  minutesAhead: number
  remindAt: number
}

/** GET (login): the buyer's sale reminders still to come, soonest first → SaleReminderItem[] (shown from Mine). */
export const SALE_REMINDERS_PATH = '/show/buyer/v1/shows/subscribe_list'

export interface SaleReminderItem {
  showId: string
  /** In the request's language. */
  showName: string
  posterUrl: string
  minutesAhead: number
  /** Epoch ms the reminder goes out. */
  remindAt: number
  /** Epoch ms the sale opens. */
  saleTime: number
}
