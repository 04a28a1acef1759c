/**
 * The loading overlay rule (product.md section 4, "Other states"): it appears after 500 ms of pending
 * high or critical requests, clears when they all finish, and clears itself after 5 s whatever happens.
 */
import { IMPORTANCE, LOADING_OVERLAY_AUTO_HIDE_MS, LOADING_OVERLAY_DELAY_MS, type Importance } from './request-constants'

export interface OverlayTimers {
  setTimeout(fn: () => void, ms: number): unknown
  clearTimeout(handle: unknown): void
}

export class LoadingOverlay {
  private pending = 0
  private showTimer: unknown
  private hideTimer: unknown

  constructor(
    private readonly setVisible: (visible: boolean) => void,
    private readonly timers: OverlayTimers = {
      setTimeout: (fn, ms) => setTimeout(fn, ms),
      clearTimeout: (h) => clearTimeout(h as ReturnType<typeof setTimeout>)
    }
  ) {}

  /** Call when a request starts; returns the function to call when it ends. */
  track(importance: Importance): () => void {
    if (importance > IMPORTANCE.high) return () => undefined
    this.pending += 1
    if (this.pending === 1) {
      this.showTimer = this.timers.setTimeout(() => {
        this.setVisible(true)
        this.hideTimer = this.timers.setTimeout(() => this.setVisible(false), LOADING_OVERLAY_AUTO_HIDE_MS)
      }, LOADING_OVERLAY_DELAY_MS)
    }
    let ended = false
    return () => {
      if (ended) return
      ended = true
      this.pending -= 1
      if (this.pending === 0) this.reset()
    }
  }

  private reset(): void {
    this.timers.clearTimeout(this.showTimer)
    this.timers.clearTimeout(this.hideTimer)
    this.setVisible(false)
  }
}
