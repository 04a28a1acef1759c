/**
 * Where the seat map is on screen (pick-seat). The map lives in world units, one seat pitch = PITCH;
 * screen = world × scale + offset. Zoom keeps the point under the fingers still, pan keeps some of the
 * map in view, and a tap finds its seat by arithmetic, so thousands of seats cost nothing to hit-test.
 */
export const PITCH = 10
/** The stage drawn above row 1, in world units. */
export const STAGE_DEPTH = 30
/** A seat drawn at least this many pixels wide when fully zoomed in. */
const MAX_SEAT_PX = 36

export interface Viewport {
  scale: number
  x: number
  y: number
}

export interface MapSize {
  rows: number
  cols: number
}

export interface ViewSize {
  width: number
  height: number
}

export interface Point {
  x: number
  y: number
}

const worldWidth = (m: MapSize) => m.cols * PITCH
const worldHeight = (m: MapSize) => STAGE_DEPTH + m.rows * PITCH

/** The whole map, centred, with a margin. */
export function fitViewport(map: MapSize, view: ViewSize, margin = 12): Viewport {
  const scale = Math.min((view.width - margin * 2) / worldWidth(map), (view.height - margin * 2) / worldHeight(map))
  return { scale, x: (view.width - worldWidth(map) * scale) / 2, y: (view.height - worldHeight(map) * scale) / 2 }
}

export function scaleLimits(map: MapSize, view: ViewSize): { min: number; max: number } {
  const min = fitViewport(map, view).scale
  return { min, max: Math.max(min, MAX_SEAT_PX / PITCH) }
}

/** Keeps at least a quarter of the view covered by the map, so it can never be lost off screen. */
export function clampViewport(vp: Viewport, map: MapSize, view: ViewSize): Viewport {
  const w = worldWidth(map) * vp.scale
  const h = worldHeight(map) * vp.scale
  const clampAxis = (offset: number, size: number, span: number) => {
    const keep = Math.min(size, span) / 4
    return Math.min(span - keep, Math.max(keep - size, offset))
  }
  return { scale: vp.scale, x: clampAxis(vp.x, w, view.width), y: clampAxis(vp.y, h, view.height) }
}

/** Zooms by factor about a screen point (the pinch centre, or the view's centre for the buttons). */
export function zoomAt(vp: Viewport, factor: number, at: Point, map: MapSize, view: ViewSize): Viewport {
  const { min, max } = scaleLimits(map, view)
  const scale = Math.min(max, Math.max(min, vp.scale * factor))
  const k = scale / vp.scale
  return clampViewport({ scale, x: at.x - (at.x - vp.x) * k, y: at.y - (at.y - vp.y) * k }, map, view)
}

export function panBy(vp: Viewport, dx: number, dy: number, map: MapSize, view: ViewSize): Viewport {
  return clampViewport({ ...vp, x: vp.x + dx, y: vp.y + dy }, map, view)
}

/** The row and seat under a screen point, or undefined between seats and off the map. */
export function placeAt(vp: Viewport, p: Point, map: MapSize): { row: number; col: number } | undefined {
  const wx = (p.x - vp.x) / vp.scale
  const wy = (p.y - vp.y) / vp.scale - STAGE_DEPTH
  const col = Math.floor(wx / PITCH) + 1
  const row = Math.floor(wy / PITCH) + 1
  if (row < 1 || col < 1 || row > map.rows || col > map.cols) return undefined
  return { row, col }
}

/** The screen centre of a place (what the map draws, and what a browser test taps). */
export function placeCentre(vp: Viewport, row: number, col: number): Point {
  return { x: vp.x + (col - 0.5) * PITCH * vp.scale, y: vp.y + (STAGE_DEPTH + (row - 0.5) * PITCH) * vp.scale }
}

export function distance(a: Point, b: Point): number {
  return Math.hypot(a.x - b.x, a.y - b.y)
}

export function midpoint(a: Point, b: Point): Point {
  return { x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 }
}
