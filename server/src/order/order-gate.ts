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

/** A caller of this process waiting for a shared place; answered once. */
interface PlaceWaiter {
  lease: string
  answered: boolean
  answer(outcome: 'got' | 'fallback' | AppError): void
}

export class RedisOrderGate implements OrderGate {
  /** Redis not answering: this process's own places, as a gateway without Redis has. */
  private readonly fallback: LocalOrderGate
  /**
   * This process's callers waiting for a place, in arrival order. Only the first asks Redis: at once when
   * a place here is given back, else every pollMs (for places of the other processes). Each waiter asking
   * by itself every pollMs made hundreds of scripts a second per waiting buyer's share of the thread.
   */
  private readonly waiting: PlaceWaiter[] = []
  private asking = false
  /** Ends the first waiter's pause between asks: a place here was given back. */
  private wake: (() => void) | undefined

  constructor(
    private readonly redis: Redis,
    private readonly options: GateOptions = DEFAULT_GATE,
    private readonly key = 'stagedoor:order-gate',
    /** A lease outlives any order creation; a process that dies mid-way frees its place after this. */
    private readonly leaseMs = 30000,
    private readonly pollMs = 25
  ) {
    this.fallback = new LocalOrderGate(options)
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
      this.wake?.()
    }
  }

  /** A place for `lease`: at once, or in turn behind the others waiting here; limiting past the wait bound or a full queue. */
  private async enter(lease: string): Promise<'got' | 'fallback'> {
    if (this.waiting.length === 0) {
      try {
        if (await this.acquire(lease)) return 'got'
      } catch {
        return 'fallback'
      }
    }
    if (this.waiting.length >= this.options.queueLimit) throw new AppError('LIMITING')
    const outcome = await new Promise<'got' | 'fallback' | AppError>((resolve) => {
      const waiter: PlaceWaiter = {
        lease,
        answered: false,
        answer: (o) => {
          if (waiter.answered) return
          waiter.answered = true
          clearTimeout(timer)
          resolve(o)
        }
      }
      const timer = setTimeout(() => {
        const at = this.waiting.indexOf(waiter)
        if (at >= 0) this.waiting.splice(at, 1)
        waiter.answer(new AppError('LIMITING'))
      }, this.options.maxWaitMs)
      this.waiting.push(waiter)
      void this.serveWaiting()
    })
    if (outcome instanceof AppError) throw outcome
    return outcome
  }

  /** One loop per process: the first waiter asks for a place until it has one, then the next. */
  private async serveWaiting(): Promise<void> {
    if (this.asking) return
    this.asking = true
    try {
      while (this.waiting.length) {
        const head = this.waiting[0]
        let got: boolean | undefined
        try {
          got = await this.acquire(head.lease)
        } catch {
          got = undefined
        }
        if (got === false) {
          await new Promise<void>((resume) => {
            const timer = setTimeout(() => {
              this.wake = undefined
              resume()
            }, this.pollMs)
            this.wake = () => {
              clearTimeout(timer)
              this.wake = undefined
              resume()
            }
          })
          continue
        }
        if (this.waiting[0] === head) this.waiting.shift()
        if (got === undefined) head.answer('fallback')
        else if (!head.answered) head.answer('got')
        // It stopped waiting while its place was being taken: the place goes back.
        else await this.redis.zrem(this.key, head.lease).catch(() => undefined)
      }
    } finally {
      this.asking = false
    }
  }

  /** Takes a place for `lease` if one is free; throws when Redis does not answer. */
  private async acquire(lease: string): Promise<boolean> {
    const got = await this.redis.eval(ACQUIRE, 1, this.key, String(Date.now()), String(this.options.capacity), String(this.leaseMs), lease)
    return got === 1
  }
}
