/**
 * Pre-fill rules (product.md sections 3 and 4: "Pre-fill: the last submitted info prevails. It becomes
 * invalid once an order is generated in the grab period. The reminder can be set or cancelled"). The
 * app checks a form with these before sending; the gateway checks the same and then the data itself
 * (the sessions, prices, attendees and address being the show's and the buyer's).
 */
import type { PrefillInput } from '../api/prefill'
import { isValidPersonName, isValidPhone } from './account-rules'

export const REMIND_MINUTES = [5, 10, 15, 30, 60] as const
export const DEFAULT_REMIND_MINUTES = 10

export type PrefillProblem = 'sessions' | 'seat_plans' | 'count' | 'purchaser_name' | 'purchaser_phone' | 'attendees' | 'remind'

export function prefillProblem(input: PrefillInput, limits: { limitPerOrder: number; realName: boolean }): PrefillProblem | undefined {
  if (!input.bizShowSessionIds.length || new Set(input.bizShowSessionIds).size !== input.bizShowSessionIds.length) return 'sessions'
  if (!input.seatPlanIds.length || new Set(input.seatPlanIds).size !== input.seatPlanIds.length) return 'seat_plans'
  if (!Number.isInteger(input.ticketCount) || input.ticketCount < 1 || input.ticketCount > limits.limitPerOrder) return 'count'
  if (!isValidPersonName(input.purchaserName.trim())) return 'purchaser_name'
  if (!isValidPhone(input.purchaserCellphone)) return 'purchaser_phone'
  const audiences = input.audienceIds ?? []
  if (limits.realName ? audiences.length !== input.ticketCount || new Set(audiences).size !== audiences.length : audiences.length > 0)
    return 'attendees'
  if (input.remindMethod === 'SMS' && !(REMIND_MINUTES as readonly number[]).includes(input.remindMinutes ?? -1)) return 'remind'
  if (input.remindMethod !== 'SMS' && input.remindMethod !== 'NONE') return 'remind'
  return undefined
}
