/**
 * Turns pointer or touch movements on the seat map into pan, pinch-zoom and tap. Both platforms feed it:
 * the browser's pointer events and the mini-programs' touch events.
 */
import { distance, midpoint, type Point } from './seat-viewport'

/** A press that moved less than this many pixels is a tap, not a pan. */
const TAP_SLOP = 8

export interface GestureHandlers {
  pan(dx: number, dy: number): void
  zoom(factor: number, at: Point): void
  tap(at: Point): void
}

export class SeatGestures {
  private readonly points = new Map<number, Point>()
  private travelled = 0
  private pinched = false

  constructor(private readonly on: GestureHandlers) {}

  down(id: number, p: Point): void {
    if (this.points.size === 0) {
      this.travelled = 0
      this.pinched = false
    }
    this.points.set(id, p)
    if (this.points.size > 1) this.pinched = true
  }

  move(id: number, p: Point): void {
    const before = this.points.get(id)
    if (!before) return
    if (this.points.size === 1) {
      this.travelled += distance(before, p)
      this.points.set(id, p)
      this.on.pan(p.x - before.x, p.y - before.y)
      return
    }
    const [a, b] = [...this.points.entries()].slice(0, 2)
    const other = a[0] === id ? b[1] : a[1]
    const from = distance(before, other)
    this.points.set(id, p)
    const to = distance(p, other)
    if (from > 0 && to > 0) this.on.zoom(to / from, midpoint(p, other))
  }

  up(id: number, p: Point): void {
    if (!this.points.has(id)) return
    this.points.delete(id)
    if (this.points.size === 0 && !this.pinched && this.travelled < TAP_SLOP) this.on.tap(p)
  }

  cancel(): void {
    this.points.clear()
    this.pinched = true
  }
}
