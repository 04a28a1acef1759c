/**
 * Admission to order creation by stock, in memory, before any database work (issue #8 goal 2; DESIGN.md
 * "The heart"). Per price tier this process keeps what the database last said was available and how
 * many tickets its own attempts in flight are trying to take:
 *
 * - available − in flight ≥ qty: the attempt goes on to the database, counted in flight;
 * - available < qty: SOLD_OUT at once (the observation is at most STALE_MS old, so stock released by an
 *   expiry or a cancel in another process is buyable again within that);
 * - otherwise every remaining ticket is claimed by an attempt in flight: the buyer waits, in arrival
 *   order, for those to end (admitted when one fails, sold out when they all succeed), LIMITING past the
 *   wait bound, and the app retries with the same key.
 *
 * So 2,000 buyers on 500 tickets send at most 500 attempts to the database and hear their answer as soon
 * as the attempts ahead of them end. Memory never decides a sale: the conditional write in the
 * transaction stays the guard, so a stale or wrong count costs a refused attempt, never an oversold seat.
 * An idempotency key that already won is never told sold out: its retry goes on and replays its order.
 *
 * A fleet of processes shares each tier's count (shared-tier-count.ts, in Redis): there an attempt takes
 * its tickets from the one count, so the fleet sends no more attempts to the database than there are
 * tickets, and a buyer finding it short hears sold out at once without any database work. Buyers told to
 * wait for the attempts in flight form a line per tier (cache/waiting-line.ts) where only the first asks
 * the count: at once when an attempt of this process gives tickets back, else every SHARED_POLL_MS (for
 * those of the other processes). The count is seeded from the database when first asked, again when
 * stock moves (forget), when the database refused an admitted attempt, and when a short count is older
 * than its bound. While the shared count does not answer, each process admits by its own count as above.
 */
import { randomUUID } from 'node:crypto'
import { AppError } from '../http/app-error'
import type { SharedTierCount, TakeVerdict } from './shared-tier-count'
import { WaitingLine } from '../cache/waiting-line'

/** What the database says of a tier: its merchant, available count, and the keys of its live orders since `since`. */
export interface TierStockSource {
  stock(tierId: string): Promise<{ merchantId: string; available: number } | undefined>
  winners(tierId: string, since: Date | undefined): Promise<Array<{ userId: string; key: string; createdAt: Date }>>
}

export interface AdmissionOptions {
  /** How old an observation may be before a sold-out answer reads the database again. */
  staleMs: number
  /** How long a buyer waits for the attempts in flight before hearing limiting. */
  maxWaitMs: number
}

export const DEFAULT_ADMISSION: AdmissionOptions = { staleMs: 1000, maxWaitMs: 3000 }

/** How often the first buyer waiting on the fleet's attempts in flight asks the shared count again. */
const SHARED_POLL_MS = 100

/** Winners read again with this much overlap: an order committed late with an earlier created_at is not missed. */
const WINNER_OVERLAP_MS = 10_000

interface Waiter {
  qty: number
  admit: () => void
  refuse: (error: AppError) => void
}

class TierStock {
  constructor(readonly id: string) {}
  available = 0
  inflight = 0
  observedAt = -Infinity
  /** Bumped by each read of the database: a success settled after a read may already be counted in it. */
  generation = 0
  merchantId: string | undefined
  exists = false
  readonly winners = new Set<string>()
  winnersSince: Date | undefined
  loading: Promise<void> | undefined
  readonly waiting: Waiter[] = []
  /** The shared count being seeded from the database, and whether stock moved since that read began. */
  seeding: Promise<void> | undefined
  seedAgain = false
  /** Buyers waiting on the shared count, in arrival order; only the first asks it. */
  sharedLine: WaitingLine<{ qty: number; lease: string }, Claim | undefined> | undefined
}

/** One admitted attempt on one tier, settled exactly once. */
interface Claim {
  tier: TierStock
  qty: number
  generation: number
  /** The lease of tickets taken from the shared count, when they were. */
  lease?: string
}

/**
 * How an admitted attempt ended: `took` the stock for a new order, `replayed` an order its key had made,
 * `refused` because the database had not enough left, or `failed` for any other reason (nothing taken).
 */
export type AttemptOutcome = 'took' | 'replayed' | 'refused' | 'failed'

export interface AdmissionPass {
  /**
   * True when every line's tier is known here and the key is not among those that won it (as read from
   * the database when the tier was first seen, and since then in this process): a first attempt, which
   * need not look for an earlier order before its checks (the write still does, under its lock).
   */
  readonly firstAttempt: boolean
  settle(outcome: AttemptOutcome): void
}

const winnerKey = (userId: string, key: string) => `${userId}\n${key}`

export class StockAdmission {
  private readonly tiers = new Map<string, TierStock>()

  constructor(
    private readonly source: TierStockSource,
    private readonly options: AdmissionOptions = DEFAULT_ADMISSION,
    private readonly clock: () => number = () => performance.now(),
    /** A fleet's shared count per tier; absent: this process's own count alone. */
    private readonly shared?: SharedTierCount
  ) {}

  /**
   * Admits one attempt for the lines (tier, qty) of one order, in tier id order. Tiers unknown or of
   * another merchant are let through: the order path refuses them with its own answer.
   */
  async admit(merchantId: string, userId: string, key: string, lines: Array<{ tierId: string; qty: number }>): Promise<AdmissionPass> {
    const claims: Claim[] = []
    let firstAttempt = true
    const release = (outcome: AttemptOutcome) => {
      for (const c of claims.splice(0)) this.settleClaim(c, outcome, winnerKey(userId, key))
    }
    try {
      for (const line of [...lines].sort((a, b) => (a.tierId < b.tierId ? -1 : a.tierId > b.tierId ? 1 : 0))) {
        const tier = await this.tier(line.tierId)
        if (!tier.exists || tier.merchantId !== merchantId) {
          firstAttempt = false
          continue
        }
        // A key that won is never told sold out: its retry replays its order.
        if (tier.winners.has(winnerKey(userId, key))) {
          firstAttempt = false
          continue
        }
        claims.push(await this.claim(tier, line.qty))
      }
    } catch (error) {
      release('failed')
      throw error
    }
    return { firstAttempt, settle: release }
  }

  /**
   * Whether this process already knows (freshly) that a line cannot be had: a buyer waiting in the
   * waiting room for a sold-out show hears sold out instead of waiting for their turn.
   */
  knownSoldOut(merchantId: string, lines: Array<{ tierId: string; qty: number }>): boolean {
    return lines.some((line) => {
      const tier = this.tiers.get(line.tierId)
      return tier !== undefined && tier.exists && tier.merchantId === merchantId && !this.stale(tier) && tier.available < line.qty
    })
  }

  /**
   * Stock moved outside order creation (a hold released, a refund, a console edit): the next attempt reads
   * it again, and the shared count is seeded again now, whichever process sold the tickets given back.
   */
  forget(tierIds: string[]): void {
    for (const id of tierIds) {
      const tier = this.tiers.get(id)
      if (tier) tier.observedAt = -Infinity
      if (this.shared?.usable()) void this.reseed(this.known(id), true).catch(() => undefined)
    }
  }

  private async tier(tierId: string): Promise<TierStock> {
    const tier = this.known(tierId)
    if (tier.observedAt === -Infinity) await this.refresh(tier)
    return tier
  }

  private known(tierId: string): TierStock {
    let tier = this.tiers.get(tierId)
    if (!tier) {
      tier = new TierStock(tierId)
      this.tiers.set(tierId, tier)
    }
    return tier
  }

  private stale(tier: TierStock): boolean {
    return this.clock() - tier.observedAt > this.options.staleMs
  }

  private async claim(tier: TierStock, qty: number): Promise<Claim> {
    if (this.shared?.usable()) {
      const shared = await this.claimShared(this.shared, tier, qty)
      if (shared) return shared
    }
    for (let attempt = 0; ; attempt++) {
      // Those already waiting go first.
      if (tier.waiting.length === 0 && tier.available - tier.inflight >= qty) return this.take(tier, qty)
      // Not enough even if every attempt in flight fails (failing takes nothing): sold out as last seen;
      // look again if that is older than the bound (once), then answer.
      if (tier.available < qty) {
        if (attempt === 0 && this.stale(tier)) {
          await this.refresh(tier)
          continue
        }
        throw new AppError('SOLD_OUT')
      }
      await this.wait(tier, qty)
      return { tier, qty, generation: tier.generation }
    }
  }

  /**
   * Tickets from the fleet's count: taken, or sold out at once when not even the attempts in flight hold
   * enough. When they do, the buyer joins the tier's waiting line, limiting past the wait bound, as in one
   * process. A count never seeded, or short and older than its bound, is seeded from the database (once for
   * the fleet: the script lets one caller through) and asked again. Undefined when the shared count did not
   * answer: this process's own count decides.
   */
  private async claimShared(shared: SharedTierCount, tier: TierStock, qty: number): Promise<Claim | undefined> {
    tier.sharedLine ??= this.sharedLine(shared, tier)
    return tier.sharedLine.take({ qty, lease: randomUUID() })
  }

  private sharedLine(shared: SharedTierCount, tier: TierStock): WaitingLine<{ qty: number; lease: string }, Claim | undefined> {
    return new WaitingLine({
      ask: ({ qty, lease }) => this.askShared(shared, tier, qty, lease),
      // It stopped waiting while its tickets were being taken: they go back.
      late: (_waiter, claim) => {
        if (claim) this.settleClaim(claim, 'failed', '')
      },
      pollMs: SHARED_POLL_MS,
      maxWaitMs: this.options.maxWaitMs
    })
  }

  /** A claim on the tickets, 'wait' while attempts in flight hold them, undefined when the count does not answer; SOLD_OUT when short. */
  private async askShared(shared: SharedTierCount, tier: TierStock, qty: number, lease: string): Promise<Claim | undefined | 'wait'> {
    let verdict: TakeVerdict
    try {
      verdict = await this.takeShared(shared, tier, qty, lease)
    } catch {
      return undefined
    }
    if (verdict === 'wait') return 'wait'
    if (verdict !== 'taken') throw new AppError('SOLD_OUT')
    tier.inflight += qty
    return { tier, qty, generation: tier.generation, lease }
  }

  /** One take of the shared count, seeding it first when it was never seeded or is short and old. Throws when it does not answer. */
  private async takeShared(shared: SharedTierCount, tier: TierStock, qty: number, lease: string): Promise<TakeVerdict> {
    const verdict = await shared.take(tier.id, qty, lease)
    if (verdict !== 'unseeded' && verdict !== 'stale') return verdict
    await this.reseed(tier, false)
    return shared.take(tier.id, qty, lease)
  }

  /**
   * Seeds the shared count from the database, one read at a time per tier here; attempts asking meanwhile
   * wait for it. Stock that moved (`moved`) while a read is under way is read once more after it, as the
   * read may have begun before the move committed.
   */
  private reseed(tier: TierStock, moved: boolean): Promise<void> {
    const shared = this.shared
    if (!shared) return Promise.resolve()
    if (tier.seeding) {
      if (moved) tier.seedAgain = true
      return tier.seeding
    }
    tier.seeding = (async () => {
      try {
        do {
          tier.seedAgain = false
          const stock = await this.source.stock(tier.id)
          if (stock) await shared.seed(tier.id, stock.available)
        } while (tier.seedAgain)
      } finally {
        tier.seeding = undefined
      }
    })()
    return tier.seeding
  }

  private take(tier: TierStock, qty: number): Claim {
    tier.inflight += qty
    return { tier, qty, generation: tier.generation }
  }

  /** Waits in arrival order until the attempts ahead end; `admit` counts the claim in flight itself. */
  private wait(tier: TierStock, qty: number): Promise<void> {
    return new Promise((resolve, reject) => {
      const waiter: Waiter = {
        qty,
        admit: () => {
          clearTimeout(timer)
          tier.inflight += qty
          resolve()
        },
        refuse: (error) => {
          clearTimeout(timer)
          reject(error)
        }
      }
      const timer = setTimeout(() => {
        const at = tier.waiting.indexOf(waiter)
        if (at >= 0) tier.waiting.splice(at, 1)
        reject(new AppError('LIMITING'))
      }, this.options.maxWaitMs)
      tier.waiting.push(waiter)
    })
  }

  private settleClaim(claim: Claim, outcome: AttemptOutcome, winner: string): void {
    const { tier, qty } = claim
    tier.inflight -= qty
    if (outcome === 'took' || outcome === 'replayed') tier.winners.add(winner)
    if (claim.lease && this.shared) {
      // Tickets not taken go back to the fleet's count; a refusal means the count was above the database's
      // available (a seed raced a commit, a console edit took stock): seeded again once given back.
      const back = this.shared.settle(tier.id, claim.lease, qty, outcome === 'took' ? 0 : qty)
      const after = outcome === 'refused' ? back.then(() => this.reseed(tier, true)) : back
      // Tickets back in the count: the first buyer waiting here asks for them now, not at its next poll.
      const gaveBack = outcome !== 'took'
      void after
        .then(() => {
          if (gaveBack) tier.sharedLine?.wakeUp()
        })
        .catch(() => undefined)
    }
    if (outcome === 'took') {
      // Counted only if no read of the database happened since the claim (that read may already include it):
      // a count left too high costs a refused attempt, one too low would tell a buyer sold out wrongly.
      if (claim.generation === tier.generation) tier.available -= qty
    } else if (outcome === 'refused') {
      // The database had less than we thought: read it again before anyone else is told sold out.
      tier.observedAt = -Infinity
    }
    this.serveWaiting(tier)
  }

  private serveWaiting(tier: TierStock): void {
    while (tier.waiting.length) {
      const head = tier.waiting[0]
      if (tier.available - tier.inflight >= head.qty) {
        tier.waiting.shift()
        head.admit()
      } else if (tier.available < head.qty) {
        // Not enough left whatever the attempts in flight do; unless what we know is old: then look again.
        if (this.stale(tier)) return void this.refresh(tier).catch(() => undefined)
        tier.waiting.shift()
        head.refuse(new AppError('SOLD_OUT'))
      } else return
    }
  }

  /** One read at a time per tier; attempts arriving meanwhile wait for it. */
  private async refresh(tier: TierStock): Promise<void> {
    const tierId = tier.id
    if (!tier.loading) {
      tier.loading = (async () => {
        const startedAt = this.clock()
        try {
          const [stock, winners] = await Promise.all([
            this.source.stock(tierId),
            this.source.winners(tierId, tier.winnersSince && new Date(tier.winnersSince.getTime() - WINNER_OVERLAP_MS))
          ])
          tier.exists = stock !== undefined
          tier.merchantId = stock?.merchantId
          // The attempts in flight are not in the database yet (or are, if they committed meanwhile: then
          // the count is too low by them until they settle, which only sends a buyer to wait a moment).
          tier.available = stock?.available ?? 0
          tier.generation++
          for (const w of winners) {
            tier.winners.add(winnerKey(w.userId, w.key))
            if (!tier.winnersSince || w.createdAt > tier.winnersSince) tier.winnersSince = w.createdAt
          }
          tier.observedAt = startedAt
        } finally {
          tier.loading = undefined
        }
        this.serveWaiting(tier)
      })()
    }
    await tier.loading
  }
}
