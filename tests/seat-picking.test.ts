/**
 * pick-seat's rules (issue #6: "a seat map that stays smooth with a few thousand seats ... zoom and pan,
 * price zones, sold and held seats, selection up to the limit"): viewport arithmetic, gestures, the
 * choice of seats, the drawing's batching and culling, and the seats' trip to confirm_order.
 */
import {
  BAND,
  COMFORT_PITCH_PX,
  GUTTER,
  PITCH,
  clampViewport,
  fitViewport,
  initialViewport,
  inRect,
  panBy,
  placeAt,
  placeCentre,
  rowLabels,
  scaleLimits,
  seatArea,
  zoomAt,
  type Rect
} from '../src/subpackages/show/pick-seat/seat-viewport'
import { minimapLayout, minimapViewRect, regionAt, viewFromMinimap, zoomButtonsBox } from '../src/subpackages/show/pick-seat/seat-minimap'
import { SeatGestures } from '../src/subpackages/show/pick-seat/seat-gestures'
import {
  firstRowOfZone,
  indexSeats,
  selectionItems,
  selectionTotal,
  stillFree,
  toggleSeat
} from '../src/subpackages/show/pick-seat/seat-selection'
import { drawSeatMap, ZONE_COLOURS, type Ctx2d, type DrawInput } from '../src/subpackages/show/pick-seat/seat-map-draw'
import { decodeSeatParam, encodeSeatParam } from '../src/utils/seat-param'
import { parseSeatKey, seatKey, seatLabel } from '../types/rules/seat-key'
import type { SeatMap, SeatState } from '../types/api/show'
import { gridRowLabels, pickedSeatLabel, seatNames } from '../src/subpackages/show/pick-seat/seat-names'
import { seatWords } from '../src/subpackages/order/confirm-order/order-summary'
import { priceInfo } from '../types/rules/price-info'

/** A hall of rows × cols, the front half zone 0, the back half zone 1, with some seats taken. */
function hall(rows: number, cols: number, taken: string[] = []): SeatMap {
  const seats: SeatMap['seats'] = []
  for (let r = 1; r <= rows; r++) {
    for (let c = 1; c <= cols; c++) seats.push([r, c, r <= rows / 2 ? 0 : 1, (taken.includes(`${r}-${c}`) ? 2 : 0) as SeatState])
  }
  return {
    bizShowSessionId: 's1',
    rows,
    cols,
    zones: [
      { seatPlanId: 'S1-P3', seatPlanName: 'VIP', price: 88000, priceInfo: priceInfo(88000) },
      { seatPlanId: 'S1-P1', seatPlanName: 'Stalls', price: 18000, priceInfo: priceInfo(18000) }
    ],
    seats
  }
}

const VIEW = { width: 375, height: 420 }

describe('seat map viewport', () => {
  const map = { rows: 34, cols: 44 }

  test('fitting shows the whole map inside the seat area (right of the row-number gutter), centred', () => {
    const vp = fitViewport(map, VIEW)
    const first = placeCentre(vp, 1, 1)
    const last = placeCentre(vp, 34, 44)
    expect(first.x).toBeGreaterThan(0)
    expect(first.y).toBeGreaterThan(0)
    expect(last.x).toBeLessThan(VIEW.width)
    expect(last.y).toBeLessThan(VIEW.height)
    expect(first.x).toBeGreaterThan(GUTTER)
    expect(last.y).toBeLessThan(VIEW.height - BAND)
    expect(Math.abs(first.x + last.x - (GUTTER + VIEW.width))).toBeLessThan(1)
  })

  test('a tap finds the seat under it, and the centre of every place maps back to it', () => {
    const vp = fitViewport(map, VIEW)
    const zoomed = zoomAt(vp, 2.5, placeCentre(vp, 10, 10), map, VIEW)
    expect(placeAt(zoomed, placeCentre(zoomed, 10, 10), map, VIEW)).toEqual({ row: 10, col: 10 })
    for (const [r, c] of [
      [1, 1],
      [17, 22],
      [34, 44],
      [5, 30]
    ]) {
      expect(placeAt(vp, placeCentre(vp, r, c), map, VIEW)).toEqual({ row: r, col: c })
    }
    // The stage and the space beyond the last row are no seat.
    expect(placeAt(vp, { x: placeCentre(vp, 1, 1).x, y: vp.y + 1 }, map, VIEW)).toBeUndefined()
  })

  test('pinch zoom keeps the point between the fingers still, within the zoom limits', () => {
    const vp = fitViewport(map, VIEW)
    const at = placeCentre(vp, 10, 10)
    const zoomed = zoomAt(vp, 2, at, map, VIEW)
    expect(zoomed.scale).toBeCloseTo(vp.scale * 2)
    expect(placeAt(zoomed, at, map, VIEW)).toEqual({ row: 10, col: 10 })
    const { min, max } = scaleLimits(map, VIEW)
    expect(zoomAt(vp, 1000, at, map, VIEW).scale).toBeCloseTo(max)
    expect(zoomAt(zoomed, 0.001, at, map, VIEW).scale).toBeCloseTo(min)
  })

  test('panning can never lose the map off screen', () => {
    const vp = zoomAt(fitViewport(map, VIEW), 3, { x: 187, y: 210 }, map, VIEW)
    const far = panBy(vp, 100000, -100000, map, VIEW)
    expect(far).toEqual(clampViewport(far, map, VIEW))
    expect(far.x).toBeLessThan(VIEW.width)
    const right = placeCentre(far, 1, 44)
    expect(right.x).toBeGreaterThan(0)
  })
})

const overlaps = (a: Rect, b: Rect) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height

describe('issue #14: the seat map as the buyer first sees it', () => {
  const wide = { rows: 34, cols: 44 }
  const narrow = { rows: 12, cols: 16 }

  test('"seats are ≈6-7 px before zooming": a 44-seat hall opens with comfortable seats, the stage at the top, centred', () => {
    const vp = initialViewport(wide, VIEW)
    expect(PITCH * vp.scale).toBeGreaterThanOrEqual(COMFORT_PITCH_PX)
    // "A large empty gap above the map": the stage starts at the top of the seat area.
    expect(vp.y).toBeLessThanOrEqual(seatArea(VIEW).y + 10)
    // The middle of the hall is in the middle of the seat area; the buyer pans to either side.
    const area = seatArea(VIEW)
    const middle = (placeCentre(vp, 1, 1).x + placeCentre(vp, 1, 44).x) / 2
    expect(Math.abs(middle - (area.x + area.width / 2))).toBeLessThan(1)
    expect(placeAt(vp, placeCentre(vp, 1, 22), wide, VIEW)).toEqual({ row: 1, col: 22 })
  })

  test('"a large empty gap above the map": zoomed all the way out, from anywhere, the hall sits at the top, centred across', () => {
    const start = panBy(initialViewport(wide, VIEW), -300, -300, wide, VIEW)
    const out = zoomAt(start, 0.01, { x: 300, y: 300 }, wide, VIEW)
    const area = seatArea(VIEW)
    expect(out.y).toBeCloseTo(area.y + 8)
    const middle = (placeCentre(out, 1, 1).x + placeCentre(out, 1, 44).x) / 2
    expect(middle).toBeCloseTo(area.x + area.width / 2)
  })

  test('a narrow hall opens fitting the width, bigger than comfortable, every seat right of the gutter', () => {
    const vp = initialViewport(narrow, VIEW)
    expect(PITCH * vp.scale).toBeGreaterThan(COMFORT_PITCH_PX)
    expect(placeCentre(vp, 1, 1).x - (PITCH * vp.scale) / 2).toBeGreaterThanOrEqual(GUTTER)
    expect(placeCentre(vp, 1, 16).x + (PITCH * vp.scale) / 2).toBeLessThanOrEqual(VIEW.width)
  })

  test('with a price chosen on booking, a zone far back opens in view', () => {
    const vp = initialViewport(wide, VIEW, 30)
    const y = placeCentre(vp, 30, 1).y
    expect(y).toBeGreaterThan(0)
    expect(y).toBeLessThan(seatArea(VIEW).height)
    const map = hall(4, 6)
    expect(firstRowOfZone(map, 1)).toBe(3)
  })

  test('"no row labels and row numbers overlapping the first column": every row numbered in the gutter, left of seat 1', () => {
    const vp = initialViewport(wide, VIEW)
    const labels = rowLabels(vp, wide, VIEW)
    expect(labels[0]).toEqual({ row: 1, y: placeCentre(vp, 1, 1).y })
    // Every row is numbered at the opening size, as far down as the seat area reaches.
    expect(labels.map((l) => l.row)).toEqual(labels.map((_, i) => i + 1))
    expect(labels.length).toBeGreaterThan(10)
    // The numbers sit in the gutter, which ends where the seat area starts: never on a seat.
    expect(seatArea(VIEW).x).toBe(GUTTER)
    const zoomedOut = fitViewport(wide, VIEW)
    expect(placeCentre(zoomedOut, 1, 1).x - (PITCH * zoomedOut.scale) / 2).toBeGreaterThanOrEqual(GUTTER)
    // Zoomed out, rows are closer than a label: every other (or third) row, still starting at row 1.
    const few = rowLabels(zoomedOut, wide, VIEW)
    expect(few[0].row).toBe(1)
    for (let i = 1; i < few.length; i++) expect(few[i].y - few[i - 1].y).toBeGreaterThanOrEqual(11)
  })

  test('the row numbers follow the rows while panning, and a seat slid under the gutter or the band cannot be tapped', () => {
    const vp = initialViewport(wide, VIEW)
    const panned = panBy(vp, -150, -80, wide, VIEW)
    const labels = rowLabels(panned, wide, VIEW)
    for (const l of labels) expect(l.y).toBeCloseTo(placeCentre(panned, l.row, 1).y)
    expect(labels[0].row).toBeGreaterThan(1)
    // Panned far right, column 1 is under the gutter: a tap there is nothing.
    const right = panBy(vp, 10000, 0, wide, VIEW)
    const left = panBy(vp, -10000, 0, wide, VIEW)
    expect(placeAt(left, { x: GUTTER / 2, y: placeCentre(left, 5, 1).y }, wide, VIEW)).toBeUndefined()
    expect(placeAt(right, { x: placeCentre(right, 1, 1).x, y: VIEW.height - BAND / 2 }, wide, VIEW)).toBeUndefined()
  })

  test('"the ± buttons cover seats": the zoom buttons and the minimap sit in the band, clear of the seat area and of each other', () => {
    for (const view of [VIEW, { width: 375, height: 300 }, { width: 500, height: 600 }]) {
      const buttons = zoomButtonsBox(view)
      const mini = minimapLayout(wide, view).frame
      const area = seatArea(view)
      expect(overlaps(buttons, area)).toBe(false)
      expect(overlaps(mini, area)).toBe(false)
      expect(overlaps(buttons, mini)).toBe(false)
      for (const r of [buttons, mini]) {
        expect(r.x).toBeGreaterThanOrEqual(0)
        expect(r.x + r.width).toBeLessThanOrEqual(view.width)
        expect(r.y + r.height).toBeLessThanOrEqual(view.height)
      }
    }
  })
})

describe('issue #14: the overview minimap', () => {
  const map = { rows: 34, cols: 44 }

  test('its rectangle shows the part of the hall in view: all of it zoomed out, a part zoomed in', () => {
    const mini = minimapLayout(map, VIEW)
    const whole = minimapViewRect(mini, fitViewport(map, VIEW), map, VIEW)
    const hallOnMini = { x: mini.x, y: mini.y, width: 440 * mini.scale, height: (30 + 340) * mini.scale }
    expect(whole.width).toBeCloseTo(hallOnMini.width)
    expect(whole.height).toBeCloseTo(hallOnMini.height)
    const part = minimapViewRect(mini, initialViewport(map, VIEW), map, VIEW)
    expect(part.width).toBeLessThan(hallOnMini.width * 0.9)
    expect(part.x).toBeGreaterThan(hallOnMini.x)
    expect(part.x + part.width).toBeLessThan(hallOnMini.x + hallOnMini.width)
    expect(part.y).toBeCloseTo(hallOnMini.y)
  })

  test("a tap on the minimap's far corner brings the last row and seat into view; on the rectangle's centre it stays put", () => {
    const vp = initialViewport(map, VIEW)
    const mini = minimapLayout(map, VIEW)
    const corner = { x: mini.frame.x + mini.frame.width - 1, y: mini.frame.y + mini.frame.height - 1 }
    expect(regionAt(corner, map, VIEW)).toBe('minimap')
    const moved = viewFromMinimap(vp, corner, map, VIEW)
    expect(moved.scale).toBe(vp.scale)
    expect(inRect(seatArea(VIEW), placeCentre(moved, 34, 44))).toBe(true)
    expect(inRect(seatArea(VIEW), placeCentre(vp, 34, 44))).toBe(false)
    const seen = minimapViewRect(mini, vp, map, VIEW)
    const still = viewFromMinimap(vp, { x: seen.x + seen.width / 2, y: seen.y + seen.height / 2 }, map, VIEW)
    expect(still.x).toBeCloseTo(vp.x, 0)
    // Within the few pixels of margin above the stage, which the rectangle leaves out.
    expect(Math.abs(still.y - vp.y)).toBeLessThanOrEqual(8)
  })

  test('a press starts on the seats, the minimap or neither (gutter, band)', () => {
    expect(regionAt({ x: 200, y: 100 }, map, VIEW)).toBe('seats')
    expect(regionAt({ x: 5, y: 100 }, map, VIEW)).toBe('none')
    const b = zoomButtonsBox(VIEW)
    expect(regionAt({ x: b.x + 1, y: b.y + 1 }, map, VIEW)).toBe('none')
  })
})

describe('seat map gestures', () => {
  const recorder = () => {
    const log: string[] = []
    const g = new SeatGestures({
      pan: (dx, dy) => log.push(`pan ${dx},${dy}`),
      zoom: (f) => log.push(`zoom ${f.toFixed(2)}`),
      tap: (p) => log.push(`tap ${p.x},${p.y}`)
    })
    return { g, log }
  }

  test('a press that hardly moves is a tap', () => {
    const { g, log } = recorder()
    g.down(1, { x: 50, y: 60 })
    g.move(1, { x: 52, y: 61 })
    g.up(1, { x: 52, y: 61 })
    expect(log).toEqual(['pan 2,1', 'tap 52,61'])
  })

  test('a drag pans and is not a tap', () => {
    const { g, log } = recorder()
    g.down(1, { x: 50, y: 60 })
    g.move(1, { x: 80, y: 60 })
    g.up(1, { x: 80, y: 60 })
    expect(log).toEqual(['pan 30,0'])
  })

  test('two fingers moving apart zoom in by the ratio of their distances, and lifting them is no tap', () => {
    const { g, log } = recorder()
    g.down(1, { x: 100, y: 100 })
    g.down(2, { x: 200, y: 100 })
    g.move(2, { x: 300, y: 100 })
    g.up(2, { x: 300, y: 100 })
    g.up(1, { x: 100, y: 100 })
    expect(log).toEqual(['zoom 2.00'])
  })
})

describe('choosing seats', () => {
  const map = hall(4, 6, ['1-3'])
  const index = indexSeats(map)

  test('"selection up to the limit": free seats toggle; a sold seat or one past the limit is refused', () => {
    let chosen: string[] = []
    for (const key of ['1-1', '1-2']) chosen = toggleSeat(chosen, key, index, 2).selected
    expect(chosen).toEqual(['1-1', '1-2'])
    expect(toggleSeat(chosen, '4-4', index, 2)).toEqual({ selected: chosen, refused: 'limit' })
    expect(toggleSeat([], '1-3', index, 2)).toEqual({ selected: [], refused: 'unavailable' })
    expect(toggleSeat([], '9-9', index, 2)).toEqual({ selected: [], refused: 'unavailable' })
    expect(toggleSeat(chosen, '1-1', index, 2)).toEqual({ selected: ['1-2'] })
  })

  test('the choice becomes one order item per price zone, and its total', () => {
    const chosen = ['4-1', '1-1', '4-2']
    expect(selectionItems(map, index, chosen)).toEqual([
      { seatPlanId: 'S1-P3', seatIds: ['1-1'] },
      { seatPlanId: 'S1-P1', seatIds: ['4-1', '4-2'] }
    ])
    expect(selectionTotal(map, index, chosen)).toBe(88000 + 2 * 18000)
  })

  test('issue #14 "with a zone filter on, a seat in a dimmed zone can still be picked": it cannot, and the refusal names both zones', () => {
    // Zone 0 is rows 1-2, zone 1 rows 3-4; the filter shows zone 0 only.
    expect(toggleSeat([], '4-4', index, 6, 0)).toEqual({ selected: [], refused: 'filtered', seatZone: 1, filterZone: 0 })
    expect(toggleSeat([], '1-1', index, 6, 0)).toEqual({ selected: ['1-1'] })
    expect(toggleSeat([], '4-4', index, 6, 1)).toEqual({ selected: ['4-4'] })
    expect(toggleSeat([], '4-4', index, 6)).toEqual({ selected: ['4-4'] })
    // A seat chosen before the filter was switched can still be let go.
    expect(toggleSeat(['4-4'], '4-4', index, 6, 0)).toEqual({ selected: [] })
    // A sold seat stays "sold", whatever the filter.
    expect(toggleSeat([], '1-3', index, 6, 1)).toEqual({ selected: [], refused: 'unavailable' })
  })

  test('seats taken by someone else meanwhile drop out when the map is reloaded', () => {
    const later = indexSeats(hall(4, 6, ['1-3', '4-2']))
    expect(stillFree(['4-1', '4-2'], later)).toEqual(['4-1'])
  })

  test('the seats travel to confirm_order in one parameter and back unchanged; a tampered one is empty', () => {
    const selection = [
      { seatPlanId: '100042-S2-P3', seatIds: ['1-1', '1-2'] },
      { seatPlanId: '100042-S2-P1', seatIds: ['12-30'] }
    ]
    expect(decodeSeatParam(encodeSeatParam(selection))).toEqual(selection)
    expect(decodeSeatParam('100042-S2-P3:1-1_x')).toEqual([])
    expect(decodeSeatParam('')).toEqual([])
  })

  test('seat keys and labels in three languages', () => {
    expect(seatKey({ row: 3, col: 12 })).toBe('3-12')
    expect(parseSeatKey('3-12')).toEqual({ row: 3, col: 12 })
    expect(parseSeatKey('0-1')).toBeUndefined()
    expect(parseSeatKey('3-12-1')).toBeUndefined()
    expect(seatLabel({ row: 3, col: 12 }, 'zh-CN')).toBe('3排12座')
    expect(seatLabel({ row: 3, col: 12 }, 'zh-MO')).toBe('3排12座')
    expect(seatLabel({ row: 3, col: 12 }, 'en-US')).toBe('Row 3 Seat 12')
  })

  test('"seat names from the designer reach the buyer" (issue #16 item 4): a named seat reads by its section, row and number in each language', () => {
    const named = { section: 'A区', row: 'C', seat: 7 }
    expect(seatLabel({ row: 3, col: 12 }, 'zh-CN', named)).toBe('A区 C排7座')
    expect(seatLabel({ row: 3, col: 12 }, 'zh-MO', named)).toBe('A区 C排7座')
    expect(seatLabel({ row: 3, col: 12 }, 'en-US', named)).toBe('A区 · Row C · Seat 7')
    expect(seatLabel({ row: 3, col: 12 }, 'en-US', { ...named, section: '' })).toBe('Row C · Seat 7')
    const map: SeatMap = {
      bizShowSessionId: 's',
      rows: 2,
      cols: 4,
      zones: [{ seatPlanId: 'p', seatPlanName: 'P', price: 100, priceInfo: { yuanNum: '1', centNum: '00' } }],
      seats: [
        [1, 1, 0, 0],
        [1, 2, 0, 0],
        [1, 4, 0, 0],
        [2, 1, 0, 0]
      ],
      sections: ['A区', 'B区'],
      names: [[0, 'C', 2], [0, 'C', 1], [1, 'C', 1], null]
    }
    const names = seatNames(map)
    expect(pickedSeatLabel({ row: 1, col: 2 }, names, 'zh-CN')).toBe('A区 C排1座')
    expect(pickedSeatLabel({ row: 1, col: 4 }, names, 'en-US')).toBe('B区 · Row C · Seat 1')
    // A seat without a name keeps its place's label.
    expect(pickedSeatLabel({ row: 2, col: 1 }, names, 'zh-CN')).toBe('2排1座')
    // The gutter shows the row label where the grid row's named seats agree on one.
    expect([...gridRowLabels(map)]).toEqual([[1, 'C']])
    expect([...gridRowLabels({ ...map, names: [[0, 'C', 2], [0, 'D', 1], null, null] })]).toEqual([])
    expect(seatNames({ ...map, names: undefined }).size).toBe(0)
    // Confirm order reads the gateway's names (pre_order seatInfos), else the place.
    expect(
      seatWords(
        [
          { row: 1, col: 2 },
          { row: 2, col: 1 }
        ],
        { '1-2': 'A区 C排1座' },
        'zh-CN'
      )
    ).toEqual(['A区 C排1座', '2排1座'])
  })
})

describe('drawing the seat map', () => {
  const colours = { surfaceColour: '#ffffff', labelColour: '#666666', frameColour: '#fb5200' }
  /** Counts what is drawn before the chrome (the seats) apart from the chrome itself (gutter, band, minimap). */
  function fakeCtx() {
    const calls = { rects: 0, fills: [] as string[], chrome: false, texts: [] as Array<{ text: string; x: number; y: number }> }
    const ctx = {
      strokeStyle: '',
      lineWidth: 1,
      strokeRect: () => undefined,
      fillRect: () => {
        calls.chrome = true
      },
      fillStyle: '',
      globalAlpha: 1,
      font: '',
      textAlign: 'left',
      textBaseline: 'alphabetic',
      setTransform: () => undefined,
      clearRect: () => undefined,
      beginPath: () => undefined,
      closePath: () => undefined,
      moveTo: () => undefined,
      lineTo: () => undefined,
      fillText: (text: string, x: number, y: number) => {
        calls.texts.push({ text, x, y })
      },
      rect: () => {
        if (!calls.chrome) calls.rects++
      },
      fill() {
        if (!calls.chrome) calls.fills.push(String(this.fillStyle))
      }
    }
    return { ctx: ctx as unknown as Ctx2d, calls }
  }

  test('two thousand seats fitted: every seat drawn, in one fill per colour', () => {
    const map = hall(40, 50, ['1-1', '2-2'])
    const { ctx, calls } = fakeCtx()
    drawSeatMap(ctx, {
      map,
      vp: fitViewport(map, VIEW),
      view: VIEW,
      dpr: 2,
      selected: new Set(['3-3']),
      selectedColour: '#000001',
      stageLabel: 'STAGE',
      ...colours
    })
    expect(calls.rects).toBe(2000)
    // The stage, then taken grey, the two zones and the chosen colour: one fill each.
    expect(calls.fills.slice(1).sort()).toEqual(['#000001', ZONE_COLOURS[0], ZONE_COLOURS[1], '#d0d3d9'].sort())
  })

  test('zoomed in, seats off screen are not drawn', () => {
    const map = hall(40, 50)
    const { ctx, calls } = fakeCtx()
    const vp = zoomAt(fitViewport(map, VIEW), 10, { x: 0, y: 0 }, map, VIEW)
    drawSeatMap(ctx, { map, vp, view: VIEW, dpr: 2, selected: new Set(), selectedColour: '#000', stageLabel: 'STAGE', ...colours })
    expect(calls.rects).toBeGreaterThan(0)
    expect(calls.rects).toBeLessThan(2000 / 4)
  })

  test('row numbers are drawn in the gutter beside their rows', () => {
    const map = hall(20, 44)
    const { ctx, calls } = fakeCtx()
    const vp = initialViewport(map, VIEW)
    const input: DrawInput = { map, vp, view: VIEW, dpr: 2, selected: new Set(), selectedColour: '#000', stageLabel: 'STAGE', ...colours }
    drawSeatMap(ctx, input)
    const rowOne = calls.texts.find((t) => t.text === '1')
    expect(rowOne).toEqual({ text: '1', x: GUTTER / 2, y: placeCentre(vp, 1, 1).y })
    expect(calls.texts.filter((t) => t.x === GUTTER / 2).length).toBe(rowLabels(vp, map, VIEW).length)
  })
})
