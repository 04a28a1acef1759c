/**
 * Draws the seat map on a 2D canvas (the same API in the browser and in the mini-programs' type="2d"
 * canvas). Seats are batched into one path per colour and those off screen are skipped, so a few
 * thousand seats redraw within a frame while pinching. Then the chrome over them: the row-number gutter
 * and the band with the minimap (seat-viewport, seat-minimap say where).
 */
import type { SeatMap } from '../../../../types/api/show'
import { seatKey } from '../../../../types/rules/seat-key'
import { BAND, GUTTER, PITCH, STAGE_DEPTH, rowLabels, type Viewport, type ViewSize } from './seat-viewport'
import { minimapLayout, minimapViewRect } from './seat-minimap'
import { gridRowLabels } from './seat-names'

/** One colour per price zone, in the order of the zones; none close to the chosen seats' near-black. */
export const ZONE_COLOURS = ['#e5484d', '#ffb224', '#30a46c', '#0090ff', '#8e4ec6', '#d6409f', '#12a594', '#978365']
/** Chosen seats stand apart from every zone colour (the theme colour could match one). */
export const CHOSEN_COLOUR = '#1d2129'
/** Sold and held seats, here and in the legend. */
export const TAKEN_COLOUR = '#d0d3d9'

export type Ctx2d = Pick<
  CanvasRenderingContext2D,
  | 'setTransform'
  | 'clearRect'
  | 'beginPath'
  | 'rect'
  | 'fill'
  | 'fillRect'
  | 'fillText'
  | 'fillStyle'
  | 'globalAlpha'
  | 'font'
  | 'textAlign'
  | 'textBaseline'
  | 'moveTo'
  | 'lineTo'
  | 'closePath'
  | 'strokeRect'
  | 'strokeStyle'
  | 'lineWidth'
>

export interface DrawInput {
  map: SeatMap
  vp: Viewport
  view: ViewSize
  dpr: number
  selected: ReadonlySet<string>
  /** Only this zone stands out; the others are drawn faint. */
  zone?: number
  selectedColour: string
  stageLabel: string
  /** The gutter's and band's background (the theme's surface), the row numbers' colour, the minimap's frame. */
  surfaceColour: string
  labelColour: string
  frameColour: string
}

export function zoneColour(zone: number): string {
  return ZONE_COLOURS[zone % ZONE_COLOURS.length]
}

export function drawSeatMap(ctx: Ctx2d, d: DrawInput): void {
  const { map, vp, view } = d
  ctx.setTransform(d.dpr, 0, 0, d.dpr, 0, 0)
  ctx.clearRect(0, 0, view.width, view.height)
  ctx.globalAlpha = 1

  // The stage: a trapezoid across the middle of the hall's width.
  const width = map.cols * PITCH
  const sx = (wx: number) => vp.x + wx * vp.scale
  const sy = (wy: number) => vp.y + wy * vp.scale
  ctx.fillStyle = '#eceef2'
  ctx.beginPath()
  ctx.moveTo(sx(width * 0.2), sy(4))
  ctx.lineTo(sx(width * 0.8), sy(4))
  ctx.lineTo(sx(width * 0.72), sy(STAGE_DEPTH - 8))
  ctx.lineTo(sx(width * 0.28), sy(STAGE_DEPTH - 8))
  ctx.closePath()
  ctx.fill()
  ctx.fillStyle = '#8a8f98'
  ctx.font = `${Math.max(10, Math.min(16, 8 * vp.scale))}px sans-serif`
  ctx.textAlign = 'center'
  ctx.textBaseline = 'middle'
  ctx.fillText(d.stageLabel, sx(width / 2), sy((STAGE_DEPTH - 4) / 2))

  const size = PITCH * 0.78 * vp.scale
  const pad = (PITCH * vp.scale - size) / 2
  const batches = new Map<string, Array<[number, number]>>()
  const faint = new Map<string, Array<[number, number]>>()
  for (const [row, col, zone, state] of map.seats) {
    const x = vp.x + (col - 1) * PITCH * vp.scale + pad
    const y = vp.y + (STAGE_DEPTH + (row - 1) * PITCH) * vp.scale + pad
    if (x > view.width || y > view.height || x + size < 0 || y + size < 0) continue
    const chosen = d.selected.has(seatKey({ row, col }))
    const colour = chosen ? d.selectedColour : state === 0 ? zoneColour(zone) : TAKEN_COLOUR
    const target = !chosen && d.zone !== undefined && d.zone !== zone ? faint : batches
    const list = target.get(colour) ?? []
    list.push([x, y])
    target.set(colour, list)
  }
  const paint = (groups: Map<string, Array<[number, number]>>, alpha: number) => {
    ctx.globalAlpha = alpha
    for (const [colour, spots] of groups) {
      ctx.fillStyle = colour
      ctx.beginPath()
      for (const [x, y] of spots) ctx.rect(x, y, size, size)
      ctx.fill()
    }
  }
  paint(faint, 0.25)
  paint(batches, 1)
  ctx.globalAlpha = 1

  drawChrome(ctx, d)
}

/** The gutter's row labels, worked out once per map (a pinch redraws many times a second). */
const rowNames = new WeakMap<SeatMap, Map<number, string>>()
function rowNamesOf(map: SeatMap): Map<number, string> {
  let names = rowNames.get(map)
  if (!names) rowNames.set(map, (names = gridRowLabels(map)))
  return names
}

/** The gutter and the band cover whatever seats were panned under them, then carry their contents. */
function drawChrome(ctx: Ctx2d, d: DrawInput): void {
  const { map, vp, view } = d
  ctx.globalAlpha = 1
  ctx.fillStyle = d.surfaceColour
  ctx.fillRect(0, 0, GUTTER, view.height)
  ctx.fillRect(0, view.height - BAND, view.width, BAND)

  const pitch = PITCH * vp.scale
  ctx.fillStyle = d.labelColour
  ctx.font = `${Math.round(Math.max(9, Math.min(12, pitch * 0.7)))}px sans-serif`
  ctx.textAlign = 'center'
  ctx.textBaseline = 'middle'
  const names = rowNamesOf(map)
  for (const { row, y } of rowLabels(vp, map, view)) ctx.fillText(names.get(row) ?? String(row), GUTTER / 2, y)

  // The minimap: every seat a dot of its colour (chosen ones too), and the visible part framed.
  const mini = minimapLayout(map, view)
  ctx.strokeStyle = d.labelColour
  ctx.lineWidth = 0.5
  ctx.strokeRect(mini.frame.x, mini.frame.y, mini.frame.width, mini.frame.height)
  const dot = Math.max(1, PITCH * mini.scale * 0.8)
  const groups = new Map<string, Array<[number, number]>>()
  for (const [row, col, zone, state] of map.seats) {
    const chosen = d.selected.has(seatKey({ row, col }))
    const colour = chosen ? d.selectedColour : state === 0 ? zoneColour(zone) : TAKEN_COLOUR
    const list = groups.get(colour) ?? []
    list.push([mini.x + (col - 1) * PITCH * mini.scale, mini.y + (STAGE_DEPTH + (row - 1) * PITCH) * mini.scale])
    groups.set(colour, list)
  }
  for (const [colour, spots] of groups) {
    ctx.fillStyle = colour
    ctx.beginPath()
    for (const [x, y] of spots) ctx.rect(x, y, dot, dot)
    ctx.fill()
  }
  const seen = minimapViewRect(mini, vp, map, view)
  ctx.strokeStyle = d.frameColour
  ctx.lineWidth = 1.5
  ctx.strokeRect(seen.x, seen.y, seen.width, seen.height)
}
