/**
 * The overview minimap (issue #14: "add an overview minimap"): a thumbnail of the whole hall in the band
 * under the seats, with a rectangle around the part the seat area shows; a tap or a drag on it moves the
 * view there. Also which part of the canvas a press starts in, so a drag that starts on the minimap steers
 * the view instead of panning the seats.
 */
import {
  BAND,
  GUTTER,
  centreOn,
  inRect,
  seatArea,
  visibleWorld,
  worldHeight,
  worldWidth,
  type MapSize,
  type Point,
  type Rect,
  type Viewport,
  type ViewSize
} from './seat-viewport'

/** The thumbnail's frame in screen pixels; the hall is fitted inside it, keeping its shape. */
export const MINIMAP_WIDTH = 96
export const MINIMAP_HEIGHT = 52
/** The zoom buttons, right of the minimap in the band. */
export const ZOOM_BUTTON = 36

export interface MinimapLayout {
  /** The frame on the canvas. */
  frame: Rect
  /** world → screen inside the frame: screen = world × scale + (x, y). */
  scale: number
  x: number
  y: number
}

export function minimapLayout(map: MapSize, view: ViewSize): MinimapLayout {
  const frame = { x: GUTTER, y: view.height - BAND + (BAND - MINIMAP_HEIGHT) / 2, width: MINIMAP_WIDTH, height: MINIMAP_HEIGHT }
  const pad = 3
  const scale = Math.min((frame.width - pad * 2) / worldWidth(map), (frame.height - pad * 2) / worldHeight(map))
  return {
    frame,
    scale,
    x: frame.x + (frame.width - worldWidth(map) * scale) / 2,
    y: frame.y + (frame.height - worldHeight(map) * scale) / 2
  }
}

/** The seat area's view drawn on the minimap, in screen pixels. */
export function minimapViewRect(mini: MinimapLayout, vp: Viewport, map: MapSize, view: ViewSize): Rect {
  const w = visibleWorld(vp, map, view)
  return { x: mini.x + w.x * mini.scale, y: mini.y + w.y * mini.scale, width: w.width * mini.scale, height: w.height * mini.scale }
}

/** A press on the minimap at p: the view centred on that point of the hall (same zoom, clamped). */
export function viewFromMinimap(vp: Viewport, p: Point, map: MapSize, view: ViewSize): Viewport {
  const mini = minimapLayout(map, view)
  const world = {
    x: Math.min(worldWidth(map), Math.max(0, (p.x - mini.x) / mini.scale)),
    y: Math.min(worldHeight(map), Math.max(0, (p.y - mini.y) / mini.scale))
  }
  return centreOn(vp, world, map, view)
}

/**
 * The two zoom buttons side by side at the band's right end: outside the seat area and clear of the
 * minimap (issue #14: "the ± buttons cover seats").
 */
export function zoomButtonsBox(view: ViewSize): Rect {
  const gap = (BAND - ZOOM_BUTTON) / 2
  return { x: view.width - gap - ZOOM_BUTTON * 2 - gap, y: view.height - BAND + gap, width: ZOOM_BUTTON * 2 + gap, height: ZOOM_BUTTON }
}

/** Which part of the canvas a press starts in: the seats, the minimap, or the gutter and band (nothing). */
export function regionAt(p: Point, map: MapSize, view: ViewSize): 'seats' | 'minimap' | 'none' {
  if (inRect(seatArea(view), p)) return 'seats'
  if (inRect(minimapLayout(map, view).frame, p)) return 'minimap'
  return 'none'
}
