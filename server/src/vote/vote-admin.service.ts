/**
 * The console's votes: list with results, make and change a vote, close it before its deadline. Every
 * change writes an audit row in its own transaction; a refused vote writes nothing. Once a ballot is cast
 * the options may be reworded but not added or removed, so the results keep meaning what was asked.
 */
import type { Db, Queryable } from '../db/db'
import { AppError } from '../http/app-error'
import { keptTranslations } from '../http/texts'
import type { AuditRepository } from '../staff/audit.repository'
import type { AdminVote, VoteInput } from '../../../types/api/vote'
import { voteInputProblem } from '../../../types/rules/vote-rules'
import { VoteRepository, type VoteOptionWrite, type VoteRow, type VoteWrite } from './vote.repository'
import { presentAdminVote } from './vote.presenter'

function toWrite(merchantId: string, v: VoteInput): { vote: VoteWrite; options: VoteOptionWrite[] } {
  return {
    vote: {
      merchantId,
      title: v.title.trim(),
      titleTexts: keptTranslations(v.titleTexts),
      description: v.description.trim(),
      descriptionTexts: keptTranslations(v.descriptionTexts),
      deadline: new Date(v.deadline),
      topicId: v.topicId?.trim() || null,
      showId: v.showId?.trim() || null
    },
    options: v.options.map((o) => ({
      optionId: o.optionId,
      text: o.text.trim(),
      textTexts: keptTranslations(o.textTexts),
      pictureUrl: o.pictureUrl.trim()
    }))
  }
}

export class VoteAdminService {
  private readonly votes: VoteRepository

  constructor(
    private readonly db: Db,
    private readonly auditOn: (q: Queryable) => AuditRepository
  ) {
    this.votes = new VoteRepository(db)
  }

  async list(merchantId: string, now: Date): Promise<AdminVote[]> {
    const rows = await this.votes.votesOf(merchantId)
    return this.present(rows, now)
  }

  async one(merchantId: string, voteId: string, now: Date): Promise<AdminVote> {
    const vote = await this.votes.vote(merchantId, voteId)
    if (!vote) throw new AppError('VOTE_NOT_FOUND')
    return (await this.present([vote], now))[0]
  }

  async create(merchantId: string, staffId: string, input: VoteInput, now: Date): Promise<AdminVote> {
    await this.check(merchantId, input, now)
    if (input.options.some((o) => o.optionId)) throw new AppError('VOTE_INVALID', { reason: 'options' })
    const write = toWrite(merchantId, input)
    const id = await this.db.transaction(async (tx) => {
      const repo = new VoteRepository(tx)
      const made = await repo.insertVote(write.vote, now)
      await repo.replaceOptions(made, write.options)
      await this.auditOn(tx).write({ merchantId, staffId, action: 'vote.create', target: made, before: null, after: write }, now)
      return made
    })
    return this.one(merchantId, id, now)
  }

  async update(merchantId: string, staffId: string, voteId: string, input: VoteInput, now: Date): Promise<AdminVote> {
    const before = await this.one(merchantId, voteId, now)
    await this.check(merchantId, input, now, before.deadline)
    const known = await this.votes.ownOptionIds(voteId)
    if (input.options.some((o) => o.optionId && !known.has(o.optionId))) throw new AppError('VOTE_INVALID', { reason: 'options' })
    const sameOptions = input.options.length === known.size && input.options.every((o) => o.optionId)
    if (before.totalCount > 0 && !sameOptions) throw new AppError('VOTE_INVALID', { reason: 'options' })
    const write = toWrite(merchantId, input)
    await this.db
      .transaction(async (tx) => {
        const repo = new VoteRepository(tx)
        await repo.updateVote(voteId, write.vote, now)
        await repo.replaceOptions(voteId, write.options)
        await this.auditOn(tx).write({ merchantId, staffId, action: 'vote.update', target: voteId, before, after: write }, now)
      })
      .catch((error: unknown) => {
        // A ballot cast since the check above names an option this edit removes: the ballots' key refuses it.
        if ((error as { code?: string } | null)?.code === '23503') throw new AppError('VOTE_INVALID', { reason: 'options' })
        throw error
      })
    return this.one(merchantId, voteId, now)
  }

  /** Voting ends now; closing a vote already closed (or past its deadline) is refused. */
  async close(merchantId: string, staffId: string, voteId: string, now: Date): Promise<AdminVote> {
    await this.one(merchantId, voteId, now)
    await this.db.transaction(async (tx) => {
      if (!(await new VoteRepository(tx).close(merchantId, voteId, now))) throw new AppError('VOTE_CLOSED')
      await this.auditOn(tx).write(
        { merchantId, staffId, action: 'vote.close', target: voteId, before: null, after: { closedAt: now } },
        now
      )
    })
    return this.one(merchantId, voteId, now)
  }

  private async check(merchantId: string, input: VoteInput, now: Date, keptDeadline?: number): Promise<void> {
    const problem = voteInputProblem(input, now.getTime(), keptDeadline)
    if (problem) throw new AppError('VOTE_INVALID', { reason: problem })
    const topicId = input.topicId?.trim()
    const showId = input.showId?.trim()
    if (topicId && !(await this.votes.topicExists(merchantId, topicId))) throw new AppError('VOTE_INVALID', { reason: 'link' })
    if (showId && !(await this.votes.showExists(merchantId, showId))) throw new AppError('VOTE_INVALID', { reason: 'link' })
  }

  private async present(rows: readonly VoteRow[], now: Date): Promise<AdminVote[]> {
    const ids = rows.map((v) => v.id)
    const [options, counts] = await Promise.all([this.votes.options(ids), this.votes.counts(ids)])
    return rows.map((v) =>
      presentAdminVote(
        v,
        options.filter((o) => o.vote_id === v.id),
        counts,
        now
      )
    )
  }
}
