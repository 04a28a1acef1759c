/**
 * The reads an admitted buyer's order makes before its write, gathered per moment (cache/batched-reads.ts):
 * its tiers, its buyer's held-level facts and, on a seated tier, whether its seats are still free. In a rush
 * the admitted buyers reach pricing a few per event-loop round over a second or more, all for the same few
 * tiers; one query per kind and window reads them by the dozen instead of one round trip each. Each read is
 * made after it was asked for, so what an order sees is as fresh as its own read would have been, and the
 * conditional write stays the guard.
 */
import { BatchedReads } from '../cache/batched-reads'
import type { PricingCall, PricingFacts, MemberRepository } from '../member/member.repository'
import type { SeatRepository, TierPlace } from '../inventory/seat.repository'
import type { SeatPlace } from '../../../types/rules/seat-key'
import type { OrderRepository, TierForSale } from './order.repository'

/** How long the reads of concurrent orders are gathered: a wait of 2 ms reads a rush's by the dozen. */
export const RUSH_READ_WINDOW_MS = 2

export interface RushReadSources {
  orders: Pick<OrderRepository, 'tiers'>
  members: Pick<MemberRepository, 'pricingFacts'>
  seats: Pick<SeatRepository, 'freeOf'>
}

// Keys of the gathered reads; ids, and the clock as a number, hold no newline.
const memberKey = (call: PricingCall) => `${call.userId}\n${call.merchantId}\n${call.now.getTime()}`
const placeKey = (p: TierPlace) => `${p.sessionId}\n${p.tierId}\n${p.row}\n${p.col}`

function memberCall(key: string): PricingCall {
  const [userId, merchantId, at] = key.split('\n')
  return { userId, merchantId, now: new Date(Number(at)) }
}

function place(key: string): TierPlace {
  const [sessionId, tierId, row, col] = key.split('\n')
  return { sessionId, tierId, row: Number(row), col: Number(col) }
}

export class RushReads {
  private readonly tierReads: BatchedReads<TierForSale>
  private readonly memberReads: BatchedReads<PricingFacts>
  private readonly seatReads: BatchedReads<true>

  constructor(sources: RushReadSources, windowMs = RUSH_READ_WINDOW_MS) {
    this.tierReads = new BatchedReads(async (ids) => new Map((await sources.orders.tiers(ids)).map((t) => [t.id, t])), 500, windowMs)
    this.memberReads = new BatchedReads(
      async (keys) => {
        const facts = await sources.members.pricingFacts(keys.map(memberCall))
        return new Map(keys.map((key, i) => [key, facts[i]]))
      },
      500,
      windowMs
    )
    this.seatReads = new BatchedReads(
      async (keys) => new Map((await sources.seats.freeOf(keys.map(place))).map((p) => [placeKey(p), true as const])),
      2000,
      windowMs
    )
  }

  /** The tiers found of these ids (an unknown id is left out). */
  async tiers(ids: string[]): Promise<TierForSale[]> {
    return (await Promise.all(ids.map((id) => this.tierReads.get(id)))).filter((t): t is TierForSale => t !== undefined)
  }

  async memberFacts(call: PricingCall): Promise<PricingFacts> {
    const facts = await this.memberReads.get(memberKey(call))
    // unnest answers every key it is given; a missing one would be a fault of the read, not a buyer's.
    if (!facts) throw new Error('pricing facts not read')
    return facts
  }

  /** How many of these places are free seats of the tier. */
  async freeSeats(sessionId: string, tierId: string, places: SeatPlace[]): Promise<number> {
    const free = await Promise.all(places.map((p) => this.seatReads.get(placeKey({ sessionId, tierId, row: p.row, col: p.col }))))
    return free.filter(Boolean).length
  }
}
