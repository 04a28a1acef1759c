/** Votes (types/api/vote.ts): one vote with the results, the votes on a topic page, casting a ballot. */
import { api } from './request/app-request'
import { IMPORTANCE } from './request/request-constants'
import { VOTE_PATHS, type VoteCard, type VoteView } from '../../types/api/vote'

/** A logged-in buyer reads the vote with their own ballot marked; anyone else the public results. */
export function voteDetail(voteId: string, loggedIn: boolean) {
  return api().request<VoteView>({ path: loggedIn ? VOTE_PATHS.detailMine : VOTE_PATHS.detail, data: { voteId } })
}

/** The votes on a topic page: beside the topic's own content, so a failure hides them rather than shows an error. */
export function topicVotes(topicId: string) {
  return api().request<VoteCard[]>({ path: VOTE_PATHS.linked, data: { topicId }, importance: IMPORTANCE.low, handleErrors: false })
}

/** Refusals (VOTE_CLOSED, VOTE_ALREADY_CAST ...) come back as a RequestError; the caller shows its message. */
export function castVote(voteId: string, optionId: string) {
  return api().request<VoteView>({ path: VOTE_PATHS.cast, method: 'POST', data: { voteId, optionId }, handleErrors: false })
}
