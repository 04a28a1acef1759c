/**
 * What the vote page shows (issue "Content and contact": buyers "cast ONE vote ..., then see the results
 * (count and percentage per option, their own choice marked); after the deadline ... results show"):
 * the options to choose from while the vote is open and the buyer has no ballot; the results once they
 * voted or the vote closed. Plain data so the rule is tested without a page.
 */
import type { VoteView } from '../../../../types/api/vote'

export type VotePhase = 'CHOOSE' | 'RESULTS'

export function votePhase(vote: Pick<VoteView, 'state' | 'myOptionId'>): VotePhase {
  return vote.state === 'OPEN' && vote.myOptionId === null ? 'CHOOSE' : 'RESULTS'
}

/** The submit button: a choice is needed while logged in; logged out it opens the login instead. */
export function submitState(vote: VoteView, chosen: string | undefined, loggedIn: boolean, busy: boolean): 'LOGIN' | 'READY' | 'DISABLED' {
  if (votePhase(vote) !== 'CHOOSE') return 'DISABLED'
  if (!loggedIn) return 'LOGIN'
  return chosen && !busy && vote.options.some((o) => o.optionId === chosen) ? 'READY' : 'DISABLED'
}
