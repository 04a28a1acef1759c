/**
 * The console's vote form (issue "Content and contact": "a merchant creates a vote in the console (title,
 * description, options with text and an optional picture URL, a deadline, optional link to a topic/show)"):
 * only the link chosen is sent, blank translations are left out, and what the form sends passes the same
 * rule the gateway applies (types/rules/vote-rules.ts).
 */
import { toVoteFormValues, toVoteInput, type VoteFormValues } from '../src/pages/votes/vote-form-values'
import { voteInputProblem } from '../../types/rules/vote-rules'
import type { AdminVote } from '../../types/api/vote'

const NOW = Date.UTC(2026, 10, 22, 4)
const filled = (over: Partial<VoteFormValues> = {}): VoteFormValues => ({
  ...toVoteFormValues(null),
  title: '最想看',
  options: [
    { text: '甲', textTexts: { 'en-US': ' A ', 'zh-MO': '' }, pictureUrl: ' https://img.example.test/a.png ' },
    { text: '乙', textTexts: {}, pictureUrl: '' }
  ],
  deadline: NOW + 3_600_000,
  ...over
})

test('a new vote starts with two blank options and no link', () => {
  const v = toVoteFormValues(null)
  expect(v.options).toHaveLength(2)
  expect(v.link).toBe('NONE')
})

test('only the chosen link is sent', () => {
  expect(toVoteInput(filled({ link: 'TOPIC', topicId: 'L-TOPIC-1', showId: 'S-1' }))).toMatchObject({ topicId: 'L-TOPIC-1', showId: null })
  expect(toVoteInput(filled({ link: 'SHOW', topicId: 'L-TOPIC-1', showId: 'S-1' }))).toMatchObject({ topicId: null, showId: 'S-1' })
  expect(toVoteInput(filled({ link: 'NONE', topicId: 'L-TOPIC-1' }))).toMatchObject({ topicId: null, showId: null })
})

test('blank translations are left out, written ones kept; picture addresses trimmed; the input passes the rules', () => {
  const input = toVoteInput(filled())
  expect(input.options[0]).toEqual({ text: '甲', textTexts: { 'en-US': ' A ' }, pictureUrl: 'https://img.example.test/a.png' })
  expect(voteInputProblem(input, NOW)).toBeUndefined()
})

test('editing keeps the option ids and their translations (a zh-MO one too)', () => {
  const vote: AdminVote = {
    voteId: 'vote_1',
    title: 'Q',
    titleTexts: {},
    description: '',
    descriptionTexts: {},
    deadline: NOW + 1,
    closedAt: null,
    state: 'OPEN',
    totalCount: 3,
    options: [
      { optionId: 'o1', text: '甲', textTexts: { 'zh-MO': '甲', 'en-US': 'A' }, pictureUrl: '', count: 2, percent: 67 },
      { optionId: 'o2', text: '乙', textTexts: {}, pictureUrl: '', count: 1, percent: 33 }
    ],
    topicId: 'L-TOPIC-1',
    showId: null,
    createdAt: NOW
  }
  const values = toVoteFormValues(vote)
  expect(values.link).toBe('TOPIC')
  const input = toVoteInput(values)
  expect(input.options.map((o) => o.optionId)).toEqual(['o1', 'o2'])
  expect(input.options[0].textTexts).toEqual({ 'zh-MO': '甲', 'en-US': 'A' })
})

test('a missing deadline is refused by the rule the gateway applies', () => {
  expect(voteInputProblem(toVoteInput(filled({ deadline: null })), NOW)).toBe('deadline')
})
