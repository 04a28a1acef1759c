/**
 * The designer's "unsaved changes" check (admin/src/pages/seats/map-equal.ts): the gateway keeps the
 * map as jsonb and hands its keys back in another order, which must not count as a change.
 */
import { isEqual } from '../src/pages/seats/map-equal'
import type { HallMap } from '../../types/rules/hall-map'

const map: HallMap = {
  zones: [{ id: 'z1', name: '前区', color: '#d4380d' }],
  sections: [
    {
      id: 'S1',
      name: 'A',
      rows: [{ id: 'S1-r1', label: '1', seats: [{ id: 'S1-r1-s1', number: 1, x: 0, y: 60, zoneId: 'z1', unavailable: false }] }]
    }
  ]
}

test('the same map with its keys in jsonb order is not a change', () => {
  const fromJsonb = JSON.parse(
    '{"sections":[{"id":"S1","name":"A","rows":[{"id":"S1-r1","label":"1","seats":[{"x":0,"y":60,"id":"S1-r1-s1","number":1,"zoneId":"z1","unavailable":false}]}]}],"zones":[{"id":"z1","name":"前区","color":"#d4380d"}]}'
  ) as HallMap
  expect(isEqual(map, fromJsonb)).toBe(true)
})

test('a moved seat, a new zone or nothing saved yet is a change', () => {
  const moved = JSON.parse(JSON.stringify(map)) as HallMap
  moved.sections[0].rows[0].seats[0].x = 24
  expect(isEqual(map, moved)).toBe(false)
  expect(isEqual(map, { ...map, zones: [] })).toBe(false)
  expect(isEqual(map, undefined)).toBe(false)
})
