/**
 * Whether an order page offers REBOOK (product.md "Ticket order action kinds:
 * REFUND and REBOOK"): a paid ticket order, a show that supports rebooking, before its deadline, at least
 * one VALID ticket, and another session of the show on sale with stock.
 */
import { rebookRefusal } from '../../../types/rules/rebook-rules'

/** What the order's show view says about rebooking (order.repository.ts showView, its rebook columns). */
export interface RebookViewFacts {
  starts_at: Date
  support_rebook: boolean
  rebook_hours_before: number
  valid_tickets: number
  other_session_on_sale: boolean
}

export function offersRebook(paid: boolean, view: RebookViewFacts | undefined, now: Date): boolean {
  if (!paid || !view) return false
  if (rebookRefusal({ supportRebook: view.support_rebook, hoursBefore: view.rebook_hours_before, sessionStartsAt: view.starts_at }, now))
    return false
  return view.valid_tickets > 0 && view.other_session_on_sale
}
