/**
 * The vote page's model (src/subpackages/topic/vote-detail/vote-view.ts): "cast ONE vote ..., then see the
 * results ...; after the deadline ... results show".
 */
import { submitState, votePhase } from '../src/subpackages/topic/vote-detail/vote-view'
import type { VoteView } from '../types/api/vote'

const vote = (over: Partial<VoteView> = {}): VoteView => ({
  voteId: 'v1',
  title: 'Q',
  description: '',
  deadline: 0,
  state: 'OPEN',
  totalCount: 0,
  options: [
    { optionId: 'a', text: 'A', pictureUrl: '', count: 0, percent: 0 },
    { optionId: 'b', text: 'B', pictureUrl: '', count: 0, percent: 0 }
  ],
  myOptionId: null,
  topicId: null,
  showId: null,
  ...over
})

test('open and not voted: choose; voted or closed: results', () => {
  expect(votePhase(vote())).toBe('CHOOSE')
  expect(votePhase(vote({ myOptionId: 'a' }))).toBe('RESULTS')
  expect(votePhase(vote({ state: 'CLOSED' }))).toBe('RESULTS')
})

test('the button: login when logged out, ready only with an option of this vote chosen, never after voting', () => {
  expect(submitState(vote(), undefined, false, false)).toBe('LOGIN')
  expect(submitState(vote(), undefined, true, false)).toBe('DISABLED')
  expect(submitState(vote(), 'a', true, false)).toBe('READY')
  expect(submitState(vote(), 'a', true, true)).toBe('DISABLED')
  expect(submitState(vote(), 'zzz', true, false)).toBe('DISABLED')
  expect(submitState(vote({ myOptionId: 'a' }), 'b', true, false)).toBe('DISABLED')
  expect(submitState(vote({ state: 'CLOSED' }), 'a', true, false)).toBe('DISABLED')
})
