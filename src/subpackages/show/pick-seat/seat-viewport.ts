/**
 * Where the seat map is on screen (pick-seat). The map lives in world units, one seat pitch = PITCH;
 * screen = world × scale + offset. Zoom keeps the point under the fingers still, pan keeps the map in
 * view, and a tap finds its seat by arithmetic, so thousands of seats cost nothing to hit-test.
 *
 * The canvas is not all seats: a left gutter holds the row numbers, so they stay readable
 * while panning and never sit on the first column, and a band along the bottom holds the overview
 * minimap and the zoom buttons, so nothing covers a seat. Seats are shown and tapped only in the rest,
 * the seat area.
 */
export const PITCH = 10
/** The stage drawn above row 1, in world units. */
export const STAGE_DEPTH = 30
/** A seat drawn at least this many pixels wide when fully zoomed in. */
const MAX_SEAT_PX = 36
/**
 * The pitch the map opens at, at least: seats of about 13 px with their gaps, a comfortable tap (issue
 * #14: at "fit the whole hall" a 44-seat row was 6-7 px). A wider hall opens at this size and pans.
 */
export const COMFORT_PITCH_PX = 17
/** The row-number gutter on the left, in screen pixels. */
export const GUTTER = 26
/** The band under the seats for the minimap and the zoom buttons, in screen pixels. */
export const BAND = 64
/** Space kept between the seats' edge and the area's edge when the map is at an end. */
const EDGE = 8

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

export interface Rect {
  x: number
  y: number
  width: number
  height: number
}

export const worldWidth = (m: MapSize) => m.cols * PITCH
export const worldHeight = (m: MapSize) => STAGE_DEPTH + m.rows * PITCH

/** The part of the canvas where seats are drawn and tapped: right of the gutter, above the band. */
export function seatArea(view: ViewSize): Rect {
  return { x: GUTTER, y: 0, width: Math.max(1, view.width - GUTTER), height: Math.max(1, view.height - BAND) }
}

/** The whole map, centred in the seat area, with a margin: how far out the buyer may zoom. */
export function fitViewport(map: MapSize, view: ViewSize, margin = EDGE): Viewport {
  const area = seatArea(view)
  const scale = Math.min((area.width - margin * 2) / worldWidth(map), (area.height - margin * 2) / worldHeight(map))
  return { scale, x: area.x + (area.width - worldWidth(map) * scale) / 2, y: area.y + (area.height - worldHeight(map) * scale) / 2 }
}

/**
 * Where the map opens: the hall's width fitted when that gives comfortable seats, else comfortable seats
 * centred on the middle of the hall; the stage at the top (no empty gap above it). With a zone filter
 * on, the view starts at that zone's first row when it would be below the fold.
 */
export function initialViewport(map: MapSize, view: ViewSize, focusRow?: number): Viewport {
  const area = seatArea(view)
  const { max } = scaleLimits(map, view)
  const fitWidth = (area.width - EDGE * 2) / worldWidth(map)
  const scale = Math.min(max, Math.max(fitWidth, COMFORT_PITCH_PX / PITCH))
  const x = area.x + (area.width - worldWidth(map) * scale) / 2
  let y = area.y + EDGE
  if (focusRow !== undefined) {
    const rowTop = (STAGE_DEPTH + (focusRow - 1) * PITCH) * scale
    // Below the fold: bring it up to a third of the way down, never past the map's end.
    if (rowTop + PITCH * scale * 2 > area.height - EDGE) y = area.y + area.height / 3 - rowTop
  }
  return clampViewport({ scale, x, y }, map, view)
}

export function scaleLimits(map: MapSize, view: ViewSize): { min: number; max: number } {
  const min = fitViewport(map, view).scale
  return { min, max: Math.max(min, MAX_SEAT_PX / PITCH) }
}

/**
 * Keeps the map in the seat area. A map wider (taller) than the area can be panned until its edge reaches
 * the area's edge, and no further, so it can never be lost. One that fits is centred across and held at
 * the top, so zooming out leaves no empty gap above the stage.
 */
export function clampViewport(vp: Viewport, map: MapSize, view: ViewSize): Viewport {
  const area = seatArea(view)
  const w = worldWidth(map) * vp.scale
  const h = worldHeight(map) * vp.scale
  const pan = (offset: number, size: number, start: number, span: number) =>
    Math.min(start + EDGE, Math.max(start + span - size - EDGE, offset))
  return {
    scale: vp.scale,
    x: w + EDGE * 2 <= area.width ? area.x + (area.width - w) / 2 : pan(vp.x, w, area.x, area.width),
    y: h + EDGE * 2 <= area.height ? area.y + EDGE : pan(vp.y, h, area.y, area.height)
  }
}

/** The part of the hall the seat area shows, in world units (for the minimap's rectangle). */
export function visibleWorld(vp: Viewport, map: MapSize, view: ViewSize): Rect {
  const area = seatArea(view)
  const x0 = Math.max(0, (area.x - vp.x) / vp.scale)
  const y0 = Math.max(0, (area.y - vp.y) / vp.scale)
  const x1 = Math.min(worldWidth(map), (area.x + area.width - vp.x) / vp.scale)
  const y1 = Math.min(worldHeight(map), (area.y + area.height - vp.y) / vp.scale)
  return { x: x0, y: y0, width: Math.max(0, x1 - x0), height: Math.max(0, y1 - y0) }
}

/** The view moved (same zoom) so that a world point is at the seat area's centre, then clamped. */
export function centreOn(vp: Viewport, world: Point, map: MapSize, view: ViewSize): Viewport {
  const area = seatArea(view)
  return clampViewport(
    { scale: vp.scale, x: area.x + area.width / 2 - world.x * vp.scale, y: area.y + area.height / 2 - world.y * vp.scale },
    map,
    view
  )
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

/** The row and seat under a screen point, or undefined off the map or outside the seat area. */
export function placeAt(vp: Viewport, p: Point, map: MapSize, view: ViewSize): { row: number; col: number } | undefined {
  // A seat slid under the gutter or the band is hidden there: a tap on them is not a tap on it.
  if (!inRect(seatArea(view), p)) return undefined
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

export function inRect(r: Rect, p: Point): boolean {
  return p.x >= r.x && p.x < r.x + r.width && p.y >= r.y && p.y < r.y + r.height
}

export function distance(a: Point, b: Point): number {
  return Math.hypot(a.x - b.x, a.y - b.y)
}

export function midpoint(a: Point, b: Point): Point {
  return { x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 }
}

/** Row numbers at least this far apart on screen; closer rows are labelled every second, third... row. */
const LABEL_SPACING_PX = 11

/**
 * The row numbers the gutter shows and where: every row when rows are far enough apart to read, else
 * every n-th (always row 1), and only those beside the seat area.
 */
export function rowLabels(vp: Viewport, map: MapSize, view: ViewSize): Array<{ row: number; y: number }> {
  const area = seatArea(view)
  const pitch = PITCH * vp.scale
  const step = Math.max(1, Math.ceil(LABEL_SPACING_PX / pitch))
  const labels: Array<{ row: number; y: number }> = []
  for (let row = 1; row <= map.rows; row += step) {
    const y = placeCentre(vp, row, 1).y
    if (y >= area.y + 4 && y <= area.y + area.height - 4) labels.push({ row, y })
  }
  return labels
}
