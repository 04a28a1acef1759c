/**
 * Vote rules (types/rules/vote-rules.ts), shared by the gateway and the console's form: "see the results
 * (count and percentage per option)", voting only before the deadline, and what a merchant's vote needs.
 */
import { votePercents, voteInputProblem, voteState } from '../types/rules/vote-rules'
import type { VoteInput } from '../types/api/vote'

const NOW = Date.UTC(2026, 10, 22, 12)

const input = (over: Partial<VoteInput> = {}): VoteInput => ({
  title: '最想看',
  description: '',
  options: [
    { text: '甲', pictureUrl: '' },
    { text: '乙', pictureUrl: 'https://img.example.test/b.png' }
  ],
  deadline: NOW + 3_600_000,
  topicId: null,
  showId: null,
  ...over
})

describe('votePercents', () => {
  test('whole per cents that add up to 100, the leftover to the largest remainders', () => {
    expect(votePercents([1, 1, 1])).toEqual([34, 33, 33])
    expect(votePercents([2, 1])).toEqual([67, 33])
    expect(votePercents([1, 0, 0])).toEqual([100, 0, 0])
    expect(votePercents([1, 2, 3, 4, 5, 6, 7]).reduce((s, p) => s + p, 0)).toBe(100)
  })
  test('nobody voted: all 0', () => {
    expect(votePercents([0, 0])).toEqual([0, 0])
  })
})

describe('voteState', () => {
  test('open until the deadline (exclusive), closed once the merchant closed it', () => {
    expect(voteState(NOW + 1, null, NOW)).toBe('OPEN')
    expect(voteState(NOW, null, NOW)).toBe('CLOSED')
    expect(voteState(NOW + 1000, NOW - 1, NOW)).toBe('CLOSED')
  })
})

describe('voteInputProblem', () => {
  test('a complete vote passes', () => {
    expect(voteInputProblem(input(), NOW)).toBeUndefined()
  })
  test('each refusal names its field', () => {
    expect(voteInputProblem(input({ title: '  ' }), NOW)).toBe('title')
    expect(voteInputProblem(input({ options: [{ text: '甲', pictureUrl: '' }] }), NOW)).toBe('options')
    expect(
      voteInputProblem(
        input({
          options: [
            { text: '甲', pictureUrl: '' },
            { text: ' 甲', pictureUrl: '' }
          ]
        }),
        NOW
      )
    ).toBe('optionText')
    expect(
      voteInputProblem(
        input({
          options: [
            { text: '甲', pictureUrl: 'ftp://x' },
            { text: '乙', pictureUrl: '' }
          ]
        }),
        NOW
      )
    ).toBe('pictureUrl')
    expect(voteInputProblem(input({ deadline: NOW }), NOW)).toBe('deadline')
    expect(voteInputProblem(input({ topicId: 'L-1', showId: 'S-1' }), NOW)).toBe('link')
  })
  test('an edit may keep a deadline already past, not move it into the past', () => {
    expect(voteInputProblem(input({ deadline: NOW - 10 }), NOW, NOW - 10)).toBeUndefined()
    expect(voteInputProblem(input({ deadline: NOW - 5 }), NOW, NOW - 10)).toBe('deadline')
  })
})
