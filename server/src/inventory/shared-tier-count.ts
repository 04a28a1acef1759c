/**
 * A tier's remaining count shared by a fleet of gateway processes, as stock admission (stock-admission.ts)
 * takes its tickets from it before any database work. An admission ticket, never the truth: the database's
 * conditional write still decides each sale. The fleet's is in Redis (order/redis-tier-count.ts).
 */

/**
 * What a take answers: tickets taken; not enough left even if every attempt in flight fails; not enough
 * now but attempts in flight hold enough (wait for them); not enough and old enough to read the database
 * again; never seeded.
 */
export type TakeVerdict = 'taken' | 'short' | 'wait' | 'stale' | 'unseeded'

export interface SharedTierCount {
  /** False while the shared store does not answer: admission then goes the per-process way. */
  usable(): boolean
  /** Takes `qty` tickets for the attempt `claimId` (a lease that ends by itself if its process dies). */
  take(tierId: string, qty: number, claimId: string): Promise<TakeVerdict>
  /** Sets the count to what the database says is available, less the attempts still in flight. */
  seed(tierId: string, available: number): Promise<void>
  /** Ends a take's lease; `giveBack` tickets return to the count (0 when the attempt took its stock). */
  settle(tierId: string, claimId: string, qty: number, giveBack: number): Promise<void>
}
