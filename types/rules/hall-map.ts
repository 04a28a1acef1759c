/**
 * A hall's seat map as the console's designer draws it (issue #16 item 4): sections of rows of seats at
 * x/y (canvas units, the stage above y = 0), price zones with colours, seats marked unavailable. Plain
 * rules shared by the console and the gateway: generating a section from a grid (with curvature and
 * aisles), numbering (left to right, right to left, 单双号), choosing seats (lasso, rows), validation,
 * and the grid places (row, col) a published map gives the buyers' seat map.
 */

import type { SeatName } from './seat-key'

export interface HallZone {
  id: string
  name: string
  /** #rrggbb */
  color: string
}

export interface HallSeat {
  id: string
  number: number
  x: number
  y: number
  zoneId: string | null
  unavailable: boolean
}

export interface HallRow {
  id: string
  label: string
  seats: HallSeat[]
}

export interface HallSection {
  id: string
  name: string
  rows: HallRow[]
}

export interface HallMap {
  zones: HallZone[]
  sections: HallSection[]
}

export interface Point {
  x: number
  y: number
}

/** Two seats closer than this (centre to centre) overlap; the designer draws seats this wide. */
export const SEAT_SIZE = 16
export const MAX_SEATS = 5000

/**
 * ltr / rtl: 1, 2, 3 … from that side. centreOddEven (单双号): 1 in the middle, odd numbers to the right
 * and even to the left as the audience faces the stage. oddOnly: 1, 3, 5 … left to right (a right-hand
 * section); evenOnly: … 6, 4, 2 left to right (a left-hand section, 2 next to the centre aisle).
 */
export type Numbering = 'ltr' | 'rtl' | 'centreOddEven' | 'oddOnly' | 'evenOnly'
export const NUMBERINGS: readonly Numbering[] = ['ltr', 'rtl', 'centreOddEven', 'oddOnly', 'evenOnly']

export interface GridSpec {
  sectionId: string
  name: string
  rows: number
  seatsPerRow: number
  rowSpacing: number
  seatSpacing: number
  /** 0 straight … 1 the rows bend through a quarter circle around the stage. */
  curvature: number
  /** An aisle (one seat's width) after each of these seat positions, counted from the left from 1. */
  aisleAfter: number[]
  /** Where the middle of the front row sits. */
  origin: Point
  numbering: Numbering
  /** The first row's label; rows count up from it (1, 2, 3 … or A, B, C …). */
  firstRowLabel: string
}

/** The n-th (from 0) label after first: numbers count, letters run A…Z, AA, AB … */
export function rowLabel(first: string, n: number): string {
  if (/^\d+$/.test(first)) return String(Number(first) + n)
  // Bijective base 26: A = 0 … Z = 25, AA = 26 …
  let k = [...first.toUpperCase().replace(/[^A-Z]/g, '')].reduce((v, c) => v * 26 + c.charCodeAt(0) - 64, 0) - 1 + n
  if (k < 0) k = n
  let out = ''
  do {
    out = String.fromCharCode(65 + (k % 26)) + out
    k = Math.floor(k / 26) - 1
  } while (k >= 0)
  return out
}

/** The seat numbers of a row of `count` seats, listed left to right. */
export function seatNumbers(count: number, numbering: Numbering): number[] {
  const idx = Array.from({ length: count }, (_, i) => i)
  switch (numbering) {
    case 'ltr':
      return idx.map((i) => i + 1)
    case 'rtl':
      return idx.map((i) => count - i)
    case 'oddOnly':
      return idx.map((i) => 2 * i + 1)
    case 'evenOnly':
      return idx.map((i) => 2 * (count - i))
    case 'centreOddEven': {
      // The middle seat (right of middle for an even count) is 1; going right 3, 5 …; going left 2, 4 …
      const mid = Math.floor(count / 2)
      return idx.map((i) => (i >= mid ? 2 * (i - mid) + 1 : 2 * (mid - i)))
    }
  }
}

/** Renumbers each row (seats taken left to right by x) with the numbering. */
export function renumberRows(rows: HallRow[], numbering: Numbering): HallRow[] {
  return rows.map((row) => {
    const order = [...row.seats].sort((a, b) => a.x - b.x)
    const numbers = seatNumbers(order.length, numbering)
    const byId = new Map(order.map((s, i) => [s.id, numbers[i]]))
    return { ...row, seats: row.seats.map((s) => ({ ...s, number: byId.get(s.id) ?? s.number })) }
  })
}

const round1 = (v: number) => Math.round(v * 10) / 10

/**
 * A section from a grid. Straight rows are evenly spaced; with curvature the rows are concentric arcs
 * around a centre on the stage side, each seat placed along its arc at the seat spacing, so seats keep
 * their spacing and the ends of each row turn towards the stage.
 */
export function generateSection(spec: GridSpec): HallSection {
  const aisles = new Set(spec.aisleAfter)
  // The arc-length offset of each seat from the row's left end, aisles counted as an empty seat.
  const offsets: number[] = []
  let at = 0
  for (let i = 1; i <= spec.seatsPerRow; i++) {
    offsets.push(at)
    at += spec.seatSpacing * (aisles.has(i) ? 2 : 1)
  }
  const width = offsets[offsets.length - 1] ?? 0
  const angle = Math.max(0, Math.min(1, spec.curvature)) * (Math.PI / 2)
  const rows: HallRow[] = []
  for (let r = 0; r < spec.rows; r++) {
    const seats: HallSeat[] = offsets.map((offset, i) => {
      const s = offset - width / 2
      let x = spec.origin.x + s
      let y = spec.origin.y + r * spec.rowSpacing
      if (angle > 0 && width > 0) {
        const r0 = width / angle
        const radius = r0 + r * spec.rowSpacing
        const a = s / radius
        x = spec.origin.x + radius * Math.sin(a)
        y = spec.origin.y - r0 + radius * Math.cos(a)
      }
      return { id: `${spec.sectionId}-r${r + 1}-s${i + 1}`, number: 0, x: round1(x), y: round1(y), zoneId: null, unavailable: false }
    })
    rows.push({ id: `${spec.sectionId}-r${r + 1}`, label: rowLabel(spec.firstRowLabel, r), seats })
  }
  return { id: spec.sectionId, name: spec.name, rows: renumberRows(rows, spec.numbering) }
}

export function allSeats(map: HallMap): HallSeat[] {
  return map.sections.flatMap((s) => s.rows.flatMap((r) => r.seats))
}

/** Ray casting: whether the point is inside the polygon (its points in order, closed implicitly). */
/** The seats a published map puts on sale (and a hall's capacity counts): every seat not marked unavailable. */
export function sellableSeats(map: HallMap): HallSeat[] {
  return allSeats(map).filter((s) => !s.unavailable)
}

export function pointInPolygon(p: Point, polygon: Point[]): boolean {
  let inside = false
  for (let i = 0, j = polygon.length - 1; i < polygon.length; j = i++) {
    const a = polygon[i]
    const b = polygon[j]
    if (a.y > p.y !== b.y > p.y && p.x < ((b.x - a.x) * (p.y - a.y)) / (b.y - a.y) + a.x) inside = !inside
  }
  return inside
}

/** The seats a lasso encloses. */
export function seatsInPolygon(map: HallMap, polygon: Point[]): string[] {
  if (polygon.length < 3) return []
  return allSeats(map)
    .filter((s) => pointInPolygon(s, polygon))
    .map((s) => s.id)
}

/** Every seat of these rows. */
export function seatsOfRows(map: HallMap, rowIds: string[]): string[] {
  const wanted = new Set(rowIds)
  return map.sections.flatMap((s) => s.rows.filter((r) => wanted.has(r.id)).flatMap((r) => r.seats.map((x) => x.id)))
}

/** The rows holding any of these seats. */
export function rowsOfSeats(map: HallMap, seatIds: Iterable<string>): string[] {
  const ids = new Set(seatIds)
  return map.sections.flatMap((s) => s.rows.filter((r) => r.seats.some((x) => ids.has(x.id))).map((r) => r.id))
}

/** Renumbers these rows (left to right by x) with the numbering; other rows keep their numbers. */
export function renumberMapRows(map: HallMap, rowIds: Iterable<string>, numbering: Numbering): HallMap {
  const ids = new Set(rowIds)
  return {
    ...map,
    sections: map.sections.map((s) => {
      const renumbered = renumberRows(
        s.rows.filter((r) => ids.has(r.id)),
        numbering
      )
      return { ...s, rows: s.rows.map((r) => renumbered.find((x) => x.id === r.id) ?? r) }
    })
  }
}

/** Changes the chosen seats (zone, unavailable flag …) and leaves every other seat as it was. */
export function updateSeats(map: HallMap, seatIds: Iterable<string>, change: (seat: HallSeat) => HallSeat): HallMap {
  const ids = new Set(seatIds)
  return {
    ...map,
    sections: map.sections.map((s) => ({
      ...s,
      rows: s.rows.map((r) => ({ ...r, seats: r.seats.map((x) => (ids.has(x.id) ? change(x) : x)) }))
    }))
  }
}

export function assignZone(map: HallMap, seatIds: Iterable<string>, zoneId: string | null): HallMap {
  return updateSeats(map, seatIds, (s) => ({ ...s, zoneId }))
}

/** Removes the seats; rows and sections left empty go too. */
export function deleteSeats(map: HallMap, seatIds: Iterable<string>): HallMap {
  const ids = new Set(seatIds)
  return {
    ...map,
    sections: map.sections
      .map((s) => ({
        ...s,
        rows: s.rows.map((r) => ({ ...r, seats: r.seats.filter((x) => !ids.has(x.id)) })).filter((r) => r.seats.length > 0)
      }))
      .filter((s) => s.rows.length > 0)
  }
}

/** A section's name as a buyer tells names apart: spaces and letter case aside; no name is a name too. */
export function sectionNameKey(name: string): string {
  return name.trim().toLowerCase()
}

export interface MapProblem {
  /** A JSON-ish path to what is wrong: sections/0/rows/2/seats/5 */
  path: string
  kind: 'duplicateId' | 'duplicateSection' | 'duplicateRow' | 'duplicateNumber' | 'overlap' | 'unknownZone' | 'tooMany' | 'badValue'
  detail: string
}

/**
 * Everything that would make the map ambiguous: ids used twice, a section name twice (buyers read the
 * name, so two "池座" blocks would sell two seats as one "池座 1排1座"), a row label twice in a section, a
 * seat number twice in a row (so section + row + number names one seat), seats overlapping, zones unknown.
 */
export function validateHallMap(map: HallMap): MapProblem[] {
  const problems: MapProblem[] = []
  const zoneIds = new Set<string>()
  map.zones.forEach((z, i) => {
    if (zoneIds.has(z.id)) problems.push({ path: `zones/${i}`, kind: 'duplicateId', detail: z.id })
    if (!/^#[0-9a-fA-F]{6}$/.test(z.color)) problems.push({ path: `zones/${i}/color`, kind: 'badValue', detail: z.color })
    zoneIds.add(z.id)
  })
  const ids = new Set<string>()
  const sectionNames = new Set<string>()
  const placed: Array<{ path: string; seat: HallSeat }> = []
  map.sections.forEach((section, si) => {
    if (ids.has(section.id)) problems.push({ path: `sections/${si}`, kind: 'duplicateId', detail: section.id })
    ids.add(section.id)
    const name = sectionNameKey(section.name)
    if (sectionNames.has(name)) problems.push({ path: `sections/${si}/name`, kind: 'duplicateSection', detail: section.name })
    sectionNames.add(name)
    const labels = new Set<string>()
    section.rows.forEach((row, ri) => {
      const rowPath = `sections/${si}/rows/${ri}`
      if (labels.has(row.label)) problems.push({ path: rowPath, kind: 'duplicateRow', detail: `${section.name} ${row.label}` })
      labels.add(row.label)
      const numbers = new Set<number>()
      row.seats.forEach((seat, i) => {
        const path = `${rowPath}/seats/${i}`
        if (ids.has(seat.id)) problems.push({ path, kind: 'duplicateId', detail: seat.id })
        ids.add(seat.id)
        if (numbers.has(seat.number))
          problems.push({ path, kind: 'duplicateNumber', detail: `${section.name} ${row.label}-${seat.number}` })
        numbers.add(seat.number)
        if (seat.zoneId !== null && !zoneIds.has(seat.zoneId)) problems.push({ path, kind: 'unknownZone', detail: seat.zoneId })
        placed.push({ path, seat })
      })
    })
  })
  if (placed.length > MAX_SEATS) problems.push({ path: 'sections', kind: 'tooMany', detail: String(placed.length) })
  else {
    // Sorted by x, each seat only needs checking against the ones within SEAT_SIZE to its right.
    placed.sort((a, b) => a.seat.x - b.seat.x)
    for (let i = 0; i < placed.length; i++) {
      for (let j = i + 1; j < placed.length && placed[j].seat.x - placed[i].seat.x < SEAT_SIZE; j++) {
        const a = placed[i].seat
        const b = placed[j].seat
        if (Math.hypot(a.x - b.x, a.y - b.y) < SEAT_SIZE)
          problems.push({ path: placed[j].path, kind: 'overlap', detail: `${a.id} ${b.id}` })
      }
    }
  }
  return problems
}

/**
 * The grid place (row from the stage, col from the left) each seat has on the buyers' seat map, which
 * draws a grid: rows of every section whose middles lie within half a seat of each other share a grid
 * row; within it seats keep their left-to-right order and their gaps (aisles) in seat widths.
 */
export function gridPlaces(map: HallMap): Map<string, { row: number; col: number }> {
  const rows = map.sections.flatMap((s) => s.rows).filter((r) => r.seats.length > 0)
  const meanY = (r: HallRow) => r.seats.reduce((n, s) => n + s.y, 0) / r.seats.length
  const sorted = rows.map((r) => ({ r, y: meanY(r) })).sort((a, b) => a.y - b.y)
  const bands: HallSeat[][] = []
  let lastY = -Infinity
  for (const { r, y } of sorted) {
    if (y - lastY > SEAT_SIZE / 2 || bands.length === 0) bands.push([])
    bands[bands.length - 1].push(...r.seats)
    lastY = y
  }
  const seats = allSeats(map)
  const minX = seats.reduce((n, s) => Math.min(n, s.x), Infinity)
  const out = new Map<string, { row: number; col: number }>()
  bands.forEach((band, i) => {
    band.sort((a, b) => a.x - b.x)
    let col = 0
    for (let k = 0; k < band.length; k++) {
      const gap =
        k === 0
          ? Math.round((band[k].x - minX) / (SEAT_SIZE * 1.5)) + 1
          : Math.max(1, Math.round((band[k].x - band[k - 1].x) / (SEAT_SIZE * 1.5)))
      col += gap
      out.set(band[k].id, { row: i + 1, col })
    }
  })
  return out
}

/**
 * What buyers read for each seat (by seat id): its section's name, its row's label and its number, which
 * a published map gives the session's seats (issue #16 item 4; seat-key.ts seatLabel formats it).
 */
export function buyerSeatNames(map: HallMap): Map<string, SeatName> {
  const out = new Map<string, SeatName>()
  for (const s of map.sections)
    for (const r of s.rows) for (const x of r.seats) out.set(x.id, { section: s.name, row: r.label, seat: x.number })
  return out
}

export function emptyHallMap(): HallMap {
  return { zones: [], sections: [] }
}
