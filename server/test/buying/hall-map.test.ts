/**
 * The seat-map designer's rules (types/rules/hall-map.ts, issue #16 item 4): rows from a grid with
 * curvature and aisles, numbering (单双号 too), lasso and row selection, validation, grid places.
 */
import { test } from 'node:test'
import assert from 'node:assert/strict'
import { seatLabel } from '../../../types/rules/seat-key'
import {
  allSeats,
  assignZone,
  buyerSeatNames,
  renumberMapRows,
  rowsOfSeats,
  deleteSeats,
  generateSection,
  gridPlaces,
  pointInPolygon,
  rowLabel,
  seatNumbers,
  seatsInPolygon,
  seatsOfRows,
  validateHallMap,
  type GridSpec,
  type HallMap
} from '../../../types/rules/hall-map'

const spec = (patch: Partial<GridSpec> = {}): GridSpec => ({
  sectionId: 'A',
  name: 'A',
  rows: 3,
  seatsPerRow: 6,
  rowSpacing: 30,
  seatSpacing: 24,
  curvature: 0,
  aisleAfter: [],
  origin: { x: 0, y: 50 },
  numbering: 'ltr',
  firstRowLabel: '1',
  ...patch
})
const hall = (patch: Partial<GridSpec> = {}): HallMap => ({
  zones: [{ id: 'z1', name: 'VIP', color: '#ff0000' }],
  sections: [generateSection(spec(patch))]
})

test('a grid makes rows × seats, straight rows evenly spaced, labelled from the first label', () => {
  const s = generateSection(spec())
  assert.deepEqual(
    s.rows.map((r) => r.label),
    ['1', '2', '3']
  )
  assert.equal(allSeats({ zones: [], sections: [s] }).length, 18)
  assert.deepEqual(
    s.rows[0].seats.map((x) => x.x),
    [-60, -36, -12, 12, 36, 60]
  )
  assert.deepEqual(new Set(s.rows[1].seats.map((x) => x.y)), new Set([80]))
  assert.deepEqual(
    ['A', 'Z', 'AA'].map((f, i) => rowLabel(f, i === 1 ? 1 : 0)),
    ['A', 'AA', 'AA']
  )
})

test('an aisle after a seat leaves one seat width empty', () => {
  const xs = generateSection(spec({ aisleAfter: [3] })).rows[0].seats.map((x) => x.x)
  assert.equal(xs[3] - xs[2], 48)
  assert.equal(xs[1] - xs[0], 24)
})

test('curvature puts seats on an arc: the ends turn to the stage, spacing along the row is kept', () => {
  const row = generateSection(spec({ curvature: 0.5, seatsPerRow: 9 })).rows[0].seats
  assert.ok(row[0].y < row[4].y && row[8].y < row[4].y, 'ends nearer the stage than the middle')
  assert.ok(Math.abs(row[0].x + row[8].x) < 0.2, 'symmetric')
  const d = Math.hypot(row[1].x - row[0].x, row[1].y - row[0].y)
  assert.ok(d > 23 && d <= 24.1, `chord ${d}`)
  assert.deepEqual(validateHallMap(hall({ curvature: 1, rows: 8, seatsPerRow: 20 })), [])
})

test('numbering: left to right, right to left, 单双号 from the middle, odd-only and even-only sides', () => {
  assert.deepEqual(seatNumbers(5, 'ltr'), [1, 2, 3, 4, 5])
  assert.deepEqual(seatNumbers(5, 'rtl'), [5, 4, 3, 2, 1])
  assert.deepEqual(seatNumbers(6, 'centreOddEven'), [6, 4, 2, 1, 3, 5])
  assert.deepEqual(seatNumbers(5, 'centreOddEven'), [4, 2, 1, 3, 5])
  assert.deepEqual(seatNumbers(3, 'oddOnly'), [1, 3, 5])
  assert.deepEqual(seatNumbers(3, 'evenOnly'), [6, 4, 2])
})

test('lasso: point in polygon picks the enclosed seats; rows pick whole rows', () => {
  assert.equal(
    pointInPolygon({ x: 1, y: 1 }, [
      { x: 0, y: 0 },
      { x: 2, y: 0 },
      { x: 2, y: 2 },
      { x: 0, y: 2 }
    ]),
    true
  )
  assert.equal(
    pointInPolygon({ x: 3, y: 1 }, [
      { x: 0, y: 0 },
      { x: 2, y: 0 },
      { x: 2, y: 2 },
      { x: 0, y: 2 }
    ]),
    false
  )
  const map = hall()
  // A triangle round the left three seats of the front row.
  const picked = seatsInPolygon(
    map,
    [
      { x: -70, y: 40 },
      { x: 0, y: 40 },
      { x: -70, y: 60 },
      { x: 0, y: 60 }
    ]
      .slice(0, 2)
      .concat([
        { x: 0, y: 60 },
        { x: -70, y: 60 }
      ])
  )
  assert.deepEqual(picked, ['A-r1-s1', 'A-r1-s2', 'A-r1-s3'])
  assert.equal(seatsOfRows(map, ['A-r2']).length, 6)
  const zoned = assignZone(map, picked, 'z1')
  assert.equal(allSeats(zoned).filter((s) => s.zoneId === 'z1').length, 3)
  assert.equal(allSeats(deleteSeats(zoned, seatsOfRows(map, ['A-r1']))).length, 12)
})

test('validation: row + number unique per section, no overlapping seats, known zones', () => {
  assert.deepEqual(validateHallMap(hall()), [])
  const dupRow = hall()
  dupRow.sections[0].rows[1].label = '1'
  assert.deepEqual(
    validateHallMap(dupRow).map((p) => p.kind),
    ['duplicateRow']
  )
  const dupNo = hall()
  dupNo.sections[0].rows[0].seats[1].number = 1
  assert.deepEqual(
    validateHallMap(dupNo).map((p) => p.kind),
    ['duplicateNumber']
  )
  const overlap = hall()
  overlap.sections[0].rows[0].seats[1].x = -55
  assert.deepEqual(
    validateHallMap(overlap).map((p) => p.kind),
    ['overlap']
  )
  const zone = assignZone(hall(), ['A-r1-s1'], 'nope')
  assert.deepEqual(
    validateHallMap(zone).map((p) => p.kind),
    ['unknownZone']
  )
})

test('validation: two sections under one name (as a buyer reads it: spaces and case aside, empty included) are refused, or two seats would sell as one "池座 1排1座"', () => {
  const two = (a: string, b: string): HallMap => ({
    zones: [],
    sections: [generateSection(spec({ name: a })), generateSection(spec({ sectionId: 'B', name: b, origin: { x: 0, y: 400 } }))]
  })
  assert.deepEqual(validateHallMap(two('池座', '楼座')), [])
  for (const [a, b] of [
    ['池座', '池座'],
    ['Stalls', ' stalls '],
    ['', '']
  ]) {
    assert.deepEqual(
      validateHallMap(two(a, b)).map((p) => [p.path, p.kind]),
      [['sections/1/name', 'duplicateSection']],
      `${a} / ${b}`
    )
  }
})

test('grid places: one grid row per drawn row, seats left to right, aisles kept as gaps, places unique', () => {
  const map = hall({ aisleAfter: [3] })
  const places = gridPlaces(map)
  const row1 = map.sections[0].rows[0].seats.map((s) => places.get(s.id))
  assert.deepEqual(
    row1.map((p) => p?.row),
    [1, 1, 1, 1, 1, 1]
  )
  assert.deepEqual(
    row1.map((p) => p?.col),
    [1, 2, 3, 5, 6, 7]
  )
  const curved = hall({ curvature: 0.8, rows: 6, seatsPerRow: 16 })
  const keys = [...gridPlaces(curved).values()].map((p) => `${p.row}-${p.col}`)
  assert.equal(new Set(keys).size, 96)
  assert.equal(Math.max(...[...gridPlaces(curved).values()].map((p) => p.row)), 6)
})

test('renumbering chosen rows: the rows of the picked seats get the new numbering, the others keep theirs', () => {
  const map = hall()
  const rows = rowsOfSeats(map, ['A-r2-s3'])
  assert.deepEqual(rows, ['A-r2'])
  const out = renumberMapRows(map, rows, 'rtl')
  assert.deepEqual(
    out.sections[0].rows[1].seats.map((s) => s.number),
    [6, 5, 4, 3, 2, 1]
  )
  assert.deepEqual(
    out.sections[0].rows[0].seats.map((s) => s.number),
    [1, 2, 3, 4, 5, 6]
  )
})

test('"seat names from the designer reach the buyer": each seat is named by its section, row label and number, one name per seat', () => {
  const map: HallMap = {
    zones: [],
    sections: [
      generateSection(spec({ name: '池座', firstRowLabel: 'A', numbering: 'centreOddEven' })),
      generateSection(spec({ sectionId: 'B', name: '楼座', origin: { x: 0, y: 400 } }))
    ]
  }
  const names = buyerSeatNames(map)
  assert.equal(names.size, 36)
  assert.deepEqual(names.get('A-r2-s4'), { section: '池座', row: 'B', seat: 1 })
  assert.deepEqual(names.get('B-r3-s6'), { section: '楼座', row: '3', seat: 6 })
  assert.deepEqual(validateHallMap(map), [])
  assert.equal(new Set([...names.values()].map((n) => `${n.section}/${n.row}/${n.seat}`)).size, 36)
  assert.equal(seatLabel(gridPlaces(map).get('A-r2-s4') ?? { row: 0, col: 0 }, 'en-US', names.get('A-r2-s4')), '池座 · Row B · Seat 1')
})
