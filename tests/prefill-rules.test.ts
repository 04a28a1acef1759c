/**
 * The pre-fill form's rules (issue #6, product.md section 3 "Pre-fill info": wanted sessions, wanted
 * prices, ticket count, purchaser, attendees, address, reminder method and minutes ahead), shared by
 * preload-ticket and the gateway.
 */
import { prefillProblem } from '../types/rules/prefill-rules'
import { toggleIn } from '../src/subpackages/show/preload-ticket/prefill-form'
import type { PrefillInput } from '../types/api/prefill'

const good: PrefillInput = {
  bizShowSessionIds: ['S1'],
  seatPlanIds: ['S1-P1', 'S1-P2'],
  ticketCount: 2,
  purchaserName: '张三',
  purchaserCellphone: '13800000000',
  remindMethod: 'SMS',
  remindMinutes: 10
}
const limits = { limitPerOrder: 4, realName: false }

describe('pre-fill rules', () => {
  test('a complete form passes', () => {
    expect(prefillProblem(good, limits)).toBeUndefined()
    expect(prefillProblem({ ...good, remindMethod: 'NONE', remindMinutes: undefined }, limits)).toBeUndefined()
  })

  test.each<[string, Partial<PrefillInput>, string]>([
    ['no session', { bizShowSessionIds: [] }, 'sessions'],
    ['no price', { seatPlanIds: [] }, 'seat_plans'],
    ['more than the per-order limit', { ticketCount: 5 }, 'count'],
    ['no tickets', { ticketCount: 0 }, 'count'],
    ['no purchaser name', { purchaserName: '  ' }, 'purchaser_name'],
    ['a short phone', { purchaserCellphone: '1380000' }, 'purchaser_phone'],
    ['reminder minutes not offered', { remindMinutes: 7 }, 'remind']
  ])('%s', (_name, change, problem) => {
    expect(prefillProblem({ ...good, ...change }, limits)).toBe(problem)
  })

  test('real-name shows: one distinct attendee per ticket', () => {
    const realName = { limitPerOrder: 4, realName: true }
    expect(prefillProblem({ ...good, audienceIds: ['a'] }, realName)).toBe('attendees')
    expect(prefillProblem({ ...good, audienceIds: ['a', 'a'] }, realName)).toBe('attendees')
    expect(prefillProblem({ ...good, audienceIds: ['a', 'b'] }, realName)).toBeUndefined()
    expect(prefillProblem({ ...good, audienceIds: ['a', 'b'] }, limits)).toBe('attendees')
  })

  test('choosing: a tap adds or removes, never past the cap', () => {
    expect(toggleIn(['a'], 'b')).toEqual(['a', 'b'])
    expect(toggleIn(['a', 'b'], 'a')).toEqual(['b'])
    expect(toggleIn(['a', 'b'], 'c', 2)).toEqual(['a', 'b'])
  })
})
