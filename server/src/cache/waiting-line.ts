/**
 * Callers of this process waiting for something shared with other processes (a tier's tickets counted in
 * Redis, the rush gate's places), served in arrival order by one loop that asks on behalf of the first:
 * at once when this process gives some back (wakeUp), else every pollMs for what the other processes give
 * back. Each caller asking by itself on its own timer made one script per caller per poll, and in a rush
 * the thread went on polling instead of selling (docs/PERFORMANCE.md, "With Redis").
 */
import { AppError } from '../http/app-error'

interface Place<W, A> {
  readonly waiter: W
  answered: boolean
  answer(outcome: { ok: A } | { error: unknown }): void
}

export interface WaitingLineOptions<W, A> {
  /** Asks for the first caller: its answer, or 'wait' while what it wants is still held. */
  ask(waiter: W): Promise<A | 'wait'>
  /** A caller that stopped waiting (its bound passed) while `ask` was getting it `answer`: hand that back. */
  late(waiter: W, answer: A): void
  pollMs: number
  /** How long a caller waits before hearing limiting (the app asks again 3 s later). */
  maxWaitMs: number
}

export class WaitingLine<W, A> {
  private readonly places: Array<Place<W, A>> = []
  private serving = false
  private wake: (() => void) | undefined

  constructor(private readonly options: WaitingLineOptions<W, A>) {}

  get length(): number {
    return this.places.length
  }

  /** The caller's answer: asked at once while no one waits here, else (or once told to wait) in its turn. */
  async take(waiter: W): Promise<A> {
    if (this.places.length > 0) return this.join(waiter)
    const startedAt = Date.now()
    const answer = await this.options.ask(waiter)
    return answer === 'wait' ? this.join(waiter, Date.now() - startedAt) : answer
  }

  /**
   * The caller's answer in its turn; LIMITING once it has waited maxWaitMs in all (`waitedMs` of them
   * before it joined, asking once by itself); what `ask` threw for it.
   */
  join(waiter: W, waitedMs = 0): Promise<A> {
    return new Promise<A>((resolve, reject) => {
      const place: Place<W, A> = {
        waiter,
        answered: false,
        answer: (outcome) => {
          if (place.answered) return
          place.answered = true
          clearTimeout(timer)
          if ('ok' in outcome) resolve(outcome.ok)
          else reject(outcome.error)
        }
      }
      const timer = setTimeout(
        () => {
          const at = this.places.indexOf(place)
          if (at >= 0) this.places.splice(at, 1)
          place.answer({ error: new AppError('LIMITING') })
          // The first gave up during a pause: the next asks now, not at the pause's end.
          if (at === 0) this.wake?.()
        },
        Math.max(0, this.options.maxWaitMs - waitedMs)
      )
      this.places.push(place)
      void this.serve()
    })
  }

  /** Something the first caller may want was given back here: it asks now instead of at its next poll. */
  wakeUp(): void {
    this.wake?.()
  }

  private async serve(): Promise<void> {
    if (this.serving) return
    this.serving = true
    try {
      while (this.places.length) {
        const first = this.places[0]
        let outcome: { ok: A | 'wait' } | { error: unknown }
        try {
          outcome = { ok: await this.options.ask(first.waiter) }
        } catch (error) {
          outcome = { error }
        }
        if ('ok' in outcome && outcome.ok === 'wait') {
          await this.pause()
          continue
        }
        if (this.places[0] === first) this.places.shift()
        if (!first.answered) first.answer(outcome as { ok: A } | { error: unknown })
        else if ('ok' in outcome) this.options.late(first.waiter, outcome.ok as A)
      }
    } finally {
      this.serving = false
    }
  }

  private pause(): Promise<void> {
    return new Promise<void>((resume) => {
      const timer = setTimeout(() => {
        this.wake = undefined
        resume()
      }, this.options.pollMs)
      this.wake = () => {
        clearTimeout(timer)
        this.wake = undefined
        resume()
      }
    })
  }
}
