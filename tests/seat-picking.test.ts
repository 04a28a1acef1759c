/**
 * pick-seat's rules (issue #6: "a seat map that stays smooth with a few thousand seats ... zoom and pan,
 * price zones, sold and held seats, selection up to the limit"): viewport arithmetic, gestures, the
 * choice of seats, the drawing's batching and culling, and the seats' trip to confirm_order.
 */
import { clampViewport, fitViewport, panBy, placeAt, placeCentre, scaleLimits, zoomAt } from '../src/subpackages/show/pick-seat/seat-viewport'
import { SeatGestures } from '../src/subpackages/show/pick-seat/seat-gestures'
import { indexSeats, selectionItems, selectionTotal, stillFree, toggleSeat } from '../src/subpackages/show/pick-seat/seat-selection'
import { drawSeatMap, ZONE_COLOURS, type Ctx2d } from '../src/subpackages/show/pick-seat/seat-map-draw'
import { decodeSeatParam, encodeSeatParam } from '../src/utils/seat-param'
import { parseSeatKey, seatKey, seatLabel } from '../types/rules/seat-key'
import type { SeatMap, SeatState } from '../types/api/show'
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

  test('fitting shows the whole map inside the view, centred', () => {
    const vp = fitViewport(map, VIEW)
    const first = placeCentre(vp, 1, 1)
    const last = placeCentre(vp, 34, 44)
    expect(first.x).toBeGreaterThan(0)
    expect(first.y).toBeGreaterThan(0)
    expect(last.x).toBeLessThan(VIEW.width)
    expect(last.y).toBeLessThan(VIEW.height)
    expect(Math.abs(first.x + last.x - VIEW.width)).toBeLessThan(1)
  })

  test('a tap finds the seat under it, and the centre of every place maps back to it', () => {
    const vp = zoomAt(fitViewport(map, VIEW), 2.5, { x: 100, y: 200 }, map, VIEW)
    for (const [r, c] of [
      [1, 1],
      [17, 22],
      [34, 44],
      [5, 30]
    ]) {
      expect(placeAt(vp, placeCentre(vp, r, c), map)).toEqual({ row: r, col: c })
    }
    // The stage and the space beyond the last row are no seat.
    expect(placeAt(vp, { x: placeCentre(vp, 1, 1).x, y: vp.y + 1 }, map)).toBeUndefined()
  })

  test('pinch zoom keeps the point between the fingers still, within the zoom limits', () => {
    const vp = fitViewport(map, VIEW)
    const at = placeCentre(vp, 10, 10)
    const zoomed = zoomAt(vp, 2, at, map, VIEW)
    expect(zoomed.scale).toBeCloseTo(vp.scale * 2)
    expect(placeAt(zoomed, at, map)).toEqual({ row: 10, col: 10 })
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
})

describe('drawing the seat map', () => {
  function fakeCtx() {
    const calls = { rects: 0, fills: [] as string[] }
    const ctx = {
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
      fillText: () => undefined,
      rect: () => {
        calls.rects++
      },
      fill() {
        calls.fills.push(String(this.fillStyle))
      }
    }
    return { ctx: ctx as unknown as Ctx2d, calls }
  }

  test('two thousand seats fitted: every seat drawn, in one fill per colour', () => {
    const map = hall(40, 50, ['1-1', '2-2'])
    const { ctx, calls } = fakeCtx()
    drawSeatMap(ctx, { map, vp: fitViewport(map, VIEW), view: VIEW, dpr: 2, selected: new Set(['3-3']), selectedColour: '#000001', stageLabel: 'STAGE' })
    expect(calls.rects).toBe(2000)
    // The stage, then taken grey, the two zones and the chosen colour: one fill each.
    expect(calls.fills.slice(1).sort()).toEqual(['#000001', ZONE_COLOURS[0], ZONE_COLOURS[1], '#d0d3d9'].sort())
  })

  test('zoomed in, seats off screen are not drawn', () => {
    const map = hall(40, 50)
    const { ctx, calls } = fakeCtx()
    const vp = zoomAt(fitViewport(map, VIEW), 10, { x: 0, y: 0 }, map, VIEW)
    drawSeatMap(ctx, { map, vp, view: VIEW, dpr: 2, selected: new Set(), selectedColour: '#000', stageLabel: 'STAGE' })
    expect(calls.rects).toBeGreaterThan(0)
    expect(calls.rects).toBeLessThan(2000 / 4)
  })
})
