/**
 * The buyer's votes: read one (with the caller's ballot), the votes on a topic page or a show, and cast
 * one ballot. Casting is a single conditional insert (vote.repository.ts `cast`); only when it writes
 * nothing is the reason looked up, so a crowd of voters costs one statement each.
 */
import type { Queryable } from '../db/db'
import { AppError } from '../http/app-error'
import type { Locale } from '../http/texts'
import type { VoteCard, VoteCastBody, VoteView } from '../../../types/api/vote'
import { voteState } from '../../../types/rules/vote-rules'
import { VoteRepository } from './vote.repository'
import { presentVote, presentVoteCard } from './vote.presenter'

export class VoteService {
  private readonly votes: VoteRepository

  constructor(db: Queryable) {
    this.votes = new VoteRepository(db)
  }

  async detail(merchantId: string, voteId: string, userId: string | null, locale: Locale, now: Date): Promise<VoteView> {
    const vote = await this.votes.vote(merchantId, voteId)
    if (!vote) throw new AppError('VOTE_NOT_FOUND')
    const [options, counts, mine] = await Promise.all([
      this.votes.options([vote.id]),
      this.votes.counts([vote.id]),
      userId ? this.votes.myOption(vote.id, userId) : Promise.resolve(null)
    ])
    return presentVote(vote, options, counts, mine, locale, now)
  }

  async linked(merchantId: string, link: { topicId?: string; showId?: string }, locale: Locale, now: Date): Promise<VoteCard[]> {
    if (!link.topicId && !link.showId) return []
    const rows = await this.votes.linked(merchantId, link)
    const counts = await this.votes.counts(rows.map((v) => v.id))
    const options = await this.votes.options(rows.map((v) => v.id))
    const totalOf = (voteId: string) => options.filter((o) => o.vote_id === voteId).reduce((s, o) => s + (counts.get(o.id) ?? 0), 0)
    return rows.map((v) => presentVoteCard(v, totalOf(v.id), locale, now))
  }

  /**
   * One ballot for the buyer. Refusals, in the envelope: an unknown vote (or another merchant's), a
   * second ballot (its data is the results, so the page can show them), a closed vote, an option of
   * another vote.
   */
  async cast(merchantId: string, userId: string, body: VoteCastBody, locale: Locale, now: Date): Promise<VoteView> {
    if (await this.votes.cast(merchantId, body.voteId, body.optionId, userId, now)) {
      return this.detail(merchantId, body.voteId, userId, locale, now)
    }
    const vote = await this.votes.vote(merchantId, body.voteId)
    if (!vote) throw new AppError('VOTE_NOT_FOUND')
    if ((await this.votes.myOption(vote.id, userId)) !== null) {
      throw new AppError('VOTE_ALREADY_CAST', {}, await this.detail(merchantId, vote.id, userId, locale, now))
    }
    const closedAt = vote.closed_at === null ? null : new Date(vote.closed_at).getTime()
    if (voteState(new Date(vote.deadline).getTime(), closedAt, now.getTime()) === 'CLOSED') throw new AppError('VOTE_CLOSED')
    throw new AppError('VOTE_OPTION_INVALID')
  }
}
