/**
 * How money owed back is spread over the payments an order's money came in on (after the
 * dearer rebook: "pay 100, rebook to a 150 ticket paying 50" leaves the buyer's money on two payments),
 * and how the parts of one refund read together. Pure: the repository reads the rooms, this decides.
 */
import type { RefundState } from './refund.repository'

/** What a payment can still give back: what it took less every refund already on it (any state). */
export interface PaymentRoom {
  paymentId: string
  roomFen: number
}

export interface RefundPart {
  paymentId: string
  amountFen: number
}

/**
 * The parts of `amountFen`, taken from the rooms in the order given (the order's payment first, then each
 * paid rebook's, oldest first), each no more than its payment's room; undefined when all the rooms
 * together are too small (the caller refuses: nothing is paid back twice).
 */
export function splitRefund(amountFen: number, rooms: readonly PaymentRoom[]): RefundPart[] | undefined {
  const parts: RefundPart[] = []
  let left = amountFen
  for (const room of rooms) {
    if (left <= 0) break
    const take = Math.min(left, Math.max(0, room.roomFen))
    if (take > 0) parts.push({ paymentId: room.paymentId, amountFen: take })
    left -= take
  }
  return left > 0 ? undefined : parts
}

/**
 * The state of a subject's refund read from all its parts, the worst first: FAILED when any part failed
 * (the buyer's money is not all back; the merchant may retry it), SUCCEEDED only when every part did,
 * otherwise still in progress. NONE when nothing was queued.
 */
export function partsState(parts: ReadonlyArray<{ state: RefundState }>): 'NONE' | 'FAILED' | 'IN_PROGRESS' | 'SUCCEEDED' {
  if (parts.length === 0) return 'NONE'
  if (parts.some((p) => p.state === 'FAILED')) return 'FAILED'
  return parts.every((p) => p.state === 'SUCCEEDED') ? 'SUCCEEDED' : 'IN_PROGRESS'
}

/** A part the merchant may ask again: finally FAILED, no attempt scheduled (RefundRepository.retry). */
export const retryablePart = (p: { state: RefundState; next_attempt_at: Date | null }): boolean =>
  p.state === 'FAILED' && p.next_attempt_at === null
