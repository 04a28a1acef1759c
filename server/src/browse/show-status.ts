/**
 * A show's status as buyers see it, computed from what the merchant set and the clock, never stored
 * (product.md section 4, "Show detail status"; issue #4: "computed from the data and the clock").
 */
export type ShowDetailStatus =
  'ON_SALE' | 'PRE_SALE' | 'DISABLED' | 'SOLD_OUT' | 'LACK_OF_TICKET' | 'PENDING' | 'CANCELED' | 'COMPLETED' | 'DELAY'

export interface StatusInput {
  state: 'SCHEDULED' | 'PENDING' | 'CANCELED'
  saleTime: Date | null
  /** Sessions with the tickets left in them. */
  sessions: Array<{ startsAt: Date; available: number; capacity: number }>
}

export interface StatusResult {
  status: ShowDetailStatus
  /** Milliseconds to the sale time while PRE_SALE. */
  saleTimeCountdown?: number
  soldOut: boolean
  /** "A show can be bought only when PRE_SALE or ON_SALE." */
  buyable: boolean
}

/** Below this share of tickets left, a show on sale is LACK_OF_TICKET (the waitlist takes over). */
export const LACK_OF_TICKET_RATIO = 0.05

export function showStatus(input: StatusInput, now: Date): StatusResult {
  const upcoming = input.sessions.filter((s) => s.startsAt.getTime() > now.getTime())
  const available = upcoming.reduce((n, s) => n + s.available, 0)
  const capacity = upcoming.reduce((n, s) => n + s.capacity, 0)
  const soldOut = upcoming.length > 0 && available === 0
  const result = (status: ShowDetailStatus, extra: Partial<StatusResult> = {}): StatusResult => ({
    status,
    soldOut,
    buyable: status === 'ON_SALE' || status === 'PRE_SALE',
    ...extra
  })

  if (input.state === 'CANCELED') return result('CANCELED')
  if (upcoming.length === 0) return result('COMPLETED')
  if (input.state === 'PENDING' || input.saleTime === null) return result('PENDING')
  if (now.getTime() < input.saleTime.getTime()) {
    // A sale can only sell sessions that start after it opens; with none, "pre-sale" would promise a sale of
    // nothing (issue #14 item 4), so the sale time reads as still to be set.
    const saleTime = input.saleTime.getTime()
    if (!upcoming.some((s) => s.startsAt.getTime() > saleTime)) return result('PENDING')
    return result('PRE_SALE', { saleTimeCountdown: saleTime - now.getTime() })
  }
  if (soldOut) return result('SOLD_OUT')
  if (capacity > 0 && available / capacity < LACK_OF_TICKET_RATIO) return result('LACK_OF_TICKET')
  return result('ON_SALE')
}
