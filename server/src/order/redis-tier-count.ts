/**
 * A tier's remaining count held in Redis for a fleet of gateway processes (issue "Scale-out": "admission in
 * Redis (a Lua script holding the tier's count) when several processes share a tier"). Stock admission
 * (stock-admission.ts) takes its tickets here before any database work: a take decrements the count by the
 * quantity wanted if enough is left, else the buyer hears sold out at once, whichever process answers.
 *
 * The count is an admission ticket, never the truth: PostgreSQL's conditional write still decides each sale
 * (inventory/), and an attempt that does not take stock gives its tickets back. It is seeded from
 * PostgreSQL's available minus the attempts still in flight (each take is a lease in a sorted set, so a
 * process that dies mid-attempt stops counting once its lease ends), and seeded again when stock moves (an
 * order closed, a refund, a sweep of expired holds: StockAdmission.forget), when the database refused an
 * admitted attempt, and at most every `staleMs` when the count says short, so a count left too low (a
 * console edit adding stock, a lease of a crashed process) sells again within that bound.
 *
 * Keys, per tier, expiring KEY_LIFETIME_MS after the last take: `<prefix>:{<tier>}:count` (count, seededAt)
 * and `:claims` (lease `<claim>:<qty>` → when it ends); the braces keep both in one Redis Cluster slot.
 */
import type Redis from 'ioredis'
import type { SharedTierCount, TakeVerdict } from '../inventory/shared-tier-count'
import { REDIS_LOST } from './order-gate'

export interface TierCountOptions {
  /** How old a seed may be before a short count reads the database again (one process does, the others answer). */
  staleMs: number
  /** A take's lease: longer than any order creation (the rush gate's wait plus the bounded write). */
  leaseMs: number
}

export const DEFAULT_TIER_COUNT: TierCountOptions = { staleMs: 1000, leaseMs: 30_000 }

/** A tier's keys are dropped this long after the last take (the next take seeds them again). */
const KEY_LIFETIME_MS = 6 * 3600_000

/**
 * KEYS: count, claims. ARGV: qty, lease member, now, lease end, staleMs, lifetime.
 * A short answer older than staleMs marks the seed fresh itself, so only its caller reads the database.
 */
const TAKE = `
local count = redis.call('HGET', KEYS[1], 'count')
if not count then return 'unseeded' end
local qty, now = tonumber(ARGV[1]), tonumber(ARGV[3])
redis.call('PEXPIRE', KEYS[1], ARGV[6])
if tonumber(count) >= qty then
  redis.call('HINCRBY', KEYS[1], 'count', -qty)
  redis.call('HINCRBY', KEYS[1], 'pending', qty)
  redis.call('ZADD', KEYS[2], ARGV[4], ARGV[2])
  redis.call('PEXPIRE', KEYS[2], ARGV[6])
  return 'taken'
end
if now - tonumber(redis.call('HGET', KEYS[1], 'seededAt') or '0') > tonumber(ARGV[5]) then
  redis.call('HSET', KEYS[1], 'seededAt', now)
  return 'stale'
end
if tonumber(count) + tonumber(redis.call('HGET', KEYS[1], 'pending') or '0') >= qty then return 'wait' end
return 'short'`

/**
 * KEYS: count, claims. ARGV: available, now, lifetime. Leases past their end are dropped (their attempt
 * died with its process): what they held is in the database's available again or was taken there.
 */
const SEED = `
local now = tonumber(ARGV[2])
redis.call('ZREMRANGEBYSCORE', KEYS[2], '-inf', now)
local pending = 0
for _, lease in ipairs(redis.call('ZRANGE', KEYS[2], 0, -1)) do
  pending = pending + tonumber(string.match(lease, ':(%d+)$'))
end
local count = math.max(0, tonumber(ARGV[1]) - pending)
redis.call('HSET', KEYS[1], 'count', count, 'pending', pending, 'seededAt', now)
redis.call('PEXPIRE', KEYS[1], ARGV[3])
return count`

/**
 * KEYS: count, claims. ARGV: lease member, tickets to give back, tickets it held. Only a lease still held gives back: one a
 * seed dropped as ended was already left out of the count it set.
 */
const SETTLE = `
if redis.call('ZREM', KEYS[2], ARGV[1]) == 1 and redis.call('HEXISTS', KEYS[1], 'count') == 1 then
  redis.call('HINCRBY', KEYS[1], 'pending', -tonumber(ARGV[3]))
  if tonumber(ARGV[2]) > 0 then redis.call('HINCRBY', KEYS[1], 'count', ARGV[2]) end
end
return 1`

export class RedisTierCount implements SharedTierCount {
  constructor(
    private readonly redis: Redis,
    /** Names the keys: `<fleet prefix>:stock` (config.ts: REDIS_PREFIX, else named for the database). */
    private readonly prefix: string,
    private readonly options: TierCountOptions = DEFAULT_TIER_COUNT,
    private readonly clock: () => number = Date.now
  ) {}

  usable(): boolean {
    return !REDIS_LOST.includes(this.redis.status)
  }

  async take(tierId: string, qty: number, claimId: string): Promise<TakeVerdict> {
    const now = this.clock()
    const [count, claims] = this.keys(tierId)
    return (await this.redis.eval(
      TAKE,
      2,
      count,
      claims,
      String(qty),
      lease(claimId, qty),
      String(now),
      String(now + this.options.leaseMs),
      String(this.options.staleMs),
      String(KEY_LIFETIME_MS)
    )) as TakeVerdict
  }

  async seed(tierId: string, available: number): Promise<void> {
    await this.redis.eval(SEED, 2, ...this.keys(tierId), String(available), String(this.clock()), String(KEY_LIFETIME_MS))
  }

  async settle(tierId: string, claimId: string, qty: number, giveBack: number): Promise<void> {
    await this.redis.eval(SETTLE, 2, ...this.keys(tierId), lease(claimId, qty), String(giveBack), String(qty))
  }

  private keys(tierId: string): [string, string] {
    return [`${this.prefix}:{${tierId}}:count`, `${this.prefix}:{${tierId}}:claims`]
  }
}

const lease = (claimId: string, qty: number) => `${claimId}:${qty}`
