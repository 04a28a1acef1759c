/** Votes, English. */
import type { VoteMessages } from './zh-CN'

const enUS: VoteMessages = {
  deadline: 'Closes {time}',
  closed: 'Voting has closed',
  open: 'Open',
  total: '{count, plural, one {# person has voted} other {# people have voted}}',
  choose: 'Choose one option',
  submit: 'Vote',
  login_to_vote: 'Log in to vote',
  voted: 'Voted',
  my_choice: 'My choice',
  thanks: 'Thanks for voting',
  count: '{count, plural, one {# vote} other {# votes}}',
  not_found: 'Vote not found',
  not_found_detail: 'This vote may have been removed',
  topic_votes: 'Have your say',
  to_vote: 'Vote',
  to_results: 'Results'
}

export default enUS
