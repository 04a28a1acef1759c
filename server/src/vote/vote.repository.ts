/** SQL for votes, their options and ballots (migration 085_votes.sql). Every read is scoped to a merchant. */
import type { Queryable } from '../db/db'
import type { Translations } from '../../../types/api/translations'
import { randomId } from '../account/token-codec'

export interface VoteRow {
  id: string
  merchant_id: string
  title: string
  title_texts: Translations
  description: string
  description_texts: Translations
  deadline: Date
  closed_at: Date | null
  topic_id: string | null
  show_id: string | null
  created_at: Date
}

export interface VoteOptionRow {
  id: string
  vote_id: string
  sort: number
  text: string
  text_texts: Translations
  picture_url: string
}

export interface VoteWrite {
  merchantId: string
  title: string
  titleTexts: Translations
  description: string
  descriptionTexts: Translations
  deadline: Date
  topicId: string | null
  showId: string | null
}

export interface VoteOptionWrite {
  optionId?: string
  text: string
  textTexts: Translations
  pictureUrl: string
}

const VOTE_COLUMNS =
  'id, merchant_id, title, title_texts, description, description_texts, deadline, closed_at, topic_id, show_id, created_at'

export class VoteRepository {
  constructor(private readonly db: Queryable) {}

  async vote(merchantId: string, voteId: string): Promise<VoteRow | undefined> {
    const rows = await this.db.query<VoteRow>(`SELECT ${VOTE_COLUMNS} FROM votes WHERE merchant_id = $1 AND id = $2`, [merchantId, voteId])
    return rows[0]
  }

  async votesOf(merchantId: string): Promise<VoteRow[]> {
    return this.db.query<VoteRow>(`SELECT ${VOTE_COLUMNS} FROM votes WHERE merchant_id = $1 ORDER BY created_at DESC, id`, [merchantId])
  }

  /** The votes on a topic page or a show, newest first. */
  async linked(merchantId: string, link: { topicId?: string; showId?: string }): Promise<VoteRow[]> {
    const [column, value] = link.topicId ? ['topic_id', link.topicId] : ['show_id', link.showId ?? '']
    return this.db.query<VoteRow>(
      `SELECT ${VOTE_COLUMNS} FROM votes WHERE merchant_id = $1 AND ${column} = $2 ORDER BY created_at DESC, id LIMIT 20`,
      [merchantId, value]
    )
  }

  /** The options, in their order. */
  async options(voteIds: readonly string[]): Promise<VoteOptionRow[]> {
    if (!voteIds.length) return []
    return this.db.query<VoteOptionRow>(
      'SELECT id, vote_id, sort, text, text_texts, picture_url FROM vote_options WHERE vote_id = ANY($1::text[]) ORDER BY vote_id, sort, id',
      [voteIds]
    )
  }

  /** Ballots per option, counted from the ballots themselves: exact whatever the crowd. */
  async counts(voteIds: readonly string[]): Promise<Map<string, number>> {
    if (!voteIds.length) return new Map()
    const rows = await this.db.query<{ option_id: string; n: number }>(
      'SELECT option_id, count(*)::int AS n FROM vote_ballots WHERE vote_id = ANY($1::text[]) GROUP BY option_id',
      [voteIds]
    )
    return new Map(rows.map((r) => [r.option_id, r.n]))
  }

  async myOption(voteId: string, userId: string): Promise<string | null> {
    const rows = await this.db.query<{ option_id: string }>('SELECT option_id FROM vote_ballots WHERE vote_id = $1 AND user_id = $2', [
      voteId,
      userId
    ])
    return rows[0]?.option_id ?? null
  }

  /**
   * One ballot, written only while the vote is open and the option is one of its shown options; the
   * primary key (vote_id, user_id) makes a second ballot of the same buyer do nothing, however many
   * arrive at once. True when this call's ballot was the one written.
   */
  async cast(merchantId: string, voteId: string, optionId: string, userId: string, now: Date): Promise<boolean> {
    const rows = await this.db.query(
      `INSERT INTO vote_ballots (vote_id, user_id, option_id, cast_at)
       SELECT v.id, $4, o.id, $5 FROM votes v JOIN vote_options o ON o.vote_id = v.id AND o.id = $3
        WHERE v.merchant_id = $1 AND v.id = $2 AND v.closed_at IS NULL AND v.deadline > $5
       ON CONFLICT (vote_id, user_id) DO NOTHING
       RETURNING option_id`,
      [merchantId, voteId, optionId, userId, now]
    )
    return rows.length > 0
  }

  async insertVote(v: VoteWrite, now: Date): Promise<string> {
    const id = randomId('vote_')
    await this.db.query(
      `INSERT INTO votes (id, merchant_id, title, title_texts, description, description_texts, deadline, topic_id, show_id, created_at, updated_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $10)`,
      [
        id,
        v.merchantId,
        v.title,
        JSON.stringify(v.titleTexts),
        v.description,
        JSON.stringify(v.descriptionTexts),
        v.deadline,
        v.topicId,
        v.showId,
        now
      ]
    )
    return id
  }

  async updateVote(voteId: string, v: VoteWrite, now: Date): Promise<void> {
    await this.db.query(
      `UPDATE votes SET title = $3, title_texts = $4, description = $5, description_texts = $6, deadline = $7, topic_id = $8, show_id = $9, updated_at = $10
        WHERE merchant_id = $1 AND id = $2`,
      [
        v.merchantId,
        voteId,
        v.title,
        JSON.stringify(v.titleTexts),
        v.description,
        JSON.stringify(v.descriptionTexts),
        v.deadline,
        v.topicId,
        v.showId,
        now
      ]
    )
  }

  /**
   * The options as given, in their order: known ones updated, new ones added, missing ones deleted (the
   * service allows that only before the first ballot; the ballots' foreign key refuses it after).
   */
  async replaceOptions(voteId: string, options: readonly VoteOptionWrite[]): Promise<void> {
    const kept: string[] = []
    for (const [sort, o] of options.entries()) {
      const id = o.optionId ?? randomId('vopt_')
      kept.push(id)
      await this.db.query(
        `INSERT INTO vote_options (id, vote_id, sort, text, text_texts, picture_url) VALUES ($1, $2, $3, $4, $5, $6)
         ON CONFLICT (id) DO UPDATE SET sort = EXCLUDED.sort, text = EXCLUDED.text, text_texts = EXCLUDED.text_texts,
           picture_url = EXCLUDED.picture_url WHERE vote_options.vote_id = EXCLUDED.vote_id`,
        [id, voteId, sort, o.text, JSON.stringify(o.textTexts), o.pictureUrl]
      )
    }
    await this.db.query('DELETE FROM vote_options WHERE vote_id = $1 AND NOT (id = ANY($2::text[]))', [voteId, kept])
  }

  /** Ends voting now; true only for the call that closed it. */
  async close(merchantId: string, voteId: string, now: Date): Promise<boolean> {
    const rows = await this.db.query(
      'UPDATE votes SET closed_at = $3, updated_at = $3 WHERE merchant_id = $1 AND id = $2 AND closed_at IS NULL AND deadline > $3 RETURNING id',
      [merchantId, voteId, now]
    )
    return rows.length > 0
  }

  /** This vote's option ids (an edit may name only these). */
  async ownOptionIds(voteId: string): Promise<Set<string>> {
    const rows = await this.db.query<{ id: string }>('SELECT id FROM vote_options WHERE vote_id = $1', [voteId])
    return new Set(rows.map((r) => r.id))
  }

  async topicExists(merchantId: string, topicId: string): Promise<boolean> {
    return (
      (await this.db.query("SELECT 1 FROM layouts WHERE merchant_id = $1 AND id = $2 AND page = 'TOPIC'", [merchantId, topicId])).length > 0
    )
  }

  async showExists(merchantId: string, showId: string): Promise<boolean> {
    return (await this.db.query('SELECT 1 FROM shows WHERE merchant_id = $1 AND id = $2', [merchantId, showId])).length > 0
  }
}
