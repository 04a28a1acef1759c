/**
 * The rush gate in front of order creation (DESIGN.md "The heart": thousands of buyers in the same
 * second; "answer with the spec's limiting mode when it is full, never time out"). At most `capacity`
 * creations run at once; others wait up to `maxWaitMs` for a place, and beyond that — or when the queue
 * is already long — the buyer hears `limiting` and the app retries every 3 s (calls-errors-limits.md,
 * reply modes). The in-process gate serves one gateway; with Redis the places are shared by every
 * gateway process (a sorted set of leases that expire, so a crashed process gives its places back), and
 * while Redis does not answer each process falls back to its own places.
 */
import { randomUUID } from 'node:crypto'
import type Redis from 'ioredis'
import { AppError } from '../http/app-error'
import { WaitingLine } from '../cache/waiting-line'

export interface GateOptions {
  capacity: number
  /** How many may wait for a place before the gate answers limiting at once. */
  queueLimit: number
  maxWaitMs: number
}

export const DEFAULT_GATE: GateOptions = { capacity: 32, queueLimit: 2000, maxWaitMs: 3000 }

export interface OrderGate {
  run<T>(work: () => Promise<T>): Promise<T>
}

export class LocalOrderGate implements OrderGate {
  private active = 0
  private readonly waiting: Array<() => void> = []

  constructor(private readonly options: GateOptions = DEFAULT_GATE) {}

  async run<T>(work: () => Promise<T>): Promise<T> {
    await this.enter()
    try {
      return await work()
    } finally {
      this.leave()
    }
  }

  private enter(): Promise<void> {
    if (this.active < this.options.capacity) {
      this.active++
      return Promise.resolve()
    }
    if (this.waiting.length >= this.options.queueLimit) return Promise.reject(new AppError('LIMITING'))
    return new Promise((resolve, reject) => {
      const admit = () => {
        clearTimeout(timer)
        this.active++
        resolve()
      }
      const timer = setTimeout(() => {
        const at = this.waiting.indexOf(admit)
        if (at >= 0) this.waiting.splice(at, 1)
        reject(new AppError('LIMITING'))
      }, this.options.maxWaitMs)
      this.waiting.push(admit)
    })
  }

  private leave(): void {
    this.active--
    this.waiting.shift()?.()
  }
}

/** Takes a place if fewer than ARGV[2] leases are live; leases older than ARGV[3] ms are dropped first. */
const ACQUIRE = `
redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', tonumber(ARGV[1]) - tonumber(ARGV[3]))
if redis.call('ZCARD', KEYS[1]) < tonumber(ARGV[2]) then
  redis.call('ZADD', KEYS[1], ARGV[1], ARGV[4])
  redis.call('PEXPIRE', KEYS[1], ARGV[3])
  return 1
end
return 0`

/** The client's states after it lost Redis (before its first connection it queues or refuses by itself). */
export const REDIS_LOST = ['reconnecting', 'close', 'end']

export class RedisOrderGate implements OrderGate {
  /** Redis not answering: this process's own places, as a gateway without Redis has. */
  private readonly fallback: LocalOrderGate
  /** This process's callers waiting for a place (by lease), in arrival order; only the first asks Redis. */
  private readonly line: WaitingLine<string, 'got' | 'fallback'>

  constructor(
    private readonly redis: Redis,
    private readonly options: GateOptions = DEFAULT_GATE,
    private readonly key = 'stagedoor:order-gate',
    /** A lease outlives any order creation; a process that dies mid-way frees its place after this. */
    private readonly leaseMs = 30000,
    pollMs = 25
  ) {
    this.fallback = new LocalOrderGate(options)
    this.line = new WaitingLine({
      ask: async (lease) => {
        try {
          return (await this.acquire(lease)) ? 'got' : 'wait'
        } catch {
          return 'fallback'
        }
      },
      // It stopped waiting while its place was being taken: the place goes back.
      late: (lease, outcome) => {
        if (outcome === 'got') void this.redis.zrem(this.key, lease).catch(() => undefined)
      },
      pollMs,
      maxWaitMs: options.maxWaitMs
    })
  }

  async run<T>(work: () => Promise<T>): Promise<T> {
    const lease = randomUUID()
    // Redis gone (a restart, a failover) must not stop the sales: each process then admits its own
    // capacity until Redis answers again, and the database's bounded writes still hold the stock.
    if (REDIS_LOST.includes(this.redis.status)) return this.fallback.run(work)
    if ((await this.enter(lease)) === 'fallback') return this.fallback.run(work)
    try {
      return await work()
    } finally {
      // A lease Redis did not hear of expires by itself.
      await this.redis.zrem(this.key, lease).catch(() => undefined)
      this.line.wakeUp()
    }
  }

  /** A place for `lease`: at once, or in turn behind the others waiting here; limiting past the wait bound or a full queue. */
  private async enter(lease: string): Promise<'got' | 'fallback'> {
    if (this.line.length >= this.options.queueLimit) throw new AppError('LIMITING')
    return this.line.take(lease)
  }

  /** Takes a place for `lease` if one is free; throws when Redis does not answer. */
  private async acquire(lease: string): Promise<boolean> {
    const got = await this.redis.eval(ACQUIRE, 1, this.key, String(Date.now()), String(this.options.capacity), String(this.leaseMs), lease)
    return got === 1
  }
}
