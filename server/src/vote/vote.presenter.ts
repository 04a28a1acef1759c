/** Vote rows → the replies the app and the console read (types/api/vote.ts), texts in the caller's language. */
import { translatedText, type Locale } from '../http/texts'
import type { AdminVote, VoteCard, VoteOptionResult, VoteView } from '../../../types/api/vote'
import { votePercents, voteState } from '../../../types/rules/vote-rules'
import type { VoteOptionRow, VoteRow } from './vote.repository'

const ms = (d: Date | null) => (d === null ? null : new Date(d).getTime())

function results(options: readonly VoteOptionRow[], counts: ReadonlyMap<string, number>, locale: Locale): VoteOptionResult[] {
  const each = options.map((o) => counts.get(o.id) ?? 0)
  const percents = votePercents(each)
  return options.map((o, i) => ({
    optionId: o.id,
    text: translatedText(o.text, o.text_texts, locale),
    pictureUrl: o.picture_url,
    count: each[i],
    percent: percents[i]
  }))
}

const stateOf = (v: VoteRow, now: Date) => voteState(new Date(v.deadline).getTime(), ms(v.closed_at), now.getTime())

export function presentVote(
  v: VoteRow,
  options: readonly VoteOptionRow[],
  counts: ReadonlyMap<string, number>,
  myOptionId: string | null,
  locale: Locale,
  now: Date
): VoteView {
  const shown = results(options, counts, locale)
  return {
    voteId: v.id,
    title: translatedText(v.title, v.title_texts, locale),
    description: translatedText(v.description, v.description_texts, locale),
    deadline: new Date(v.deadline).getTime(),
    state: stateOf(v, now),
    totalCount: shown.reduce((s, o) => s + o.count, 0),
    options: shown,
    myOptionId,
    topicId: v.topic_id,
    showId: v.show_id
  }
}

export function presentVoteCard(v: VoteRow, total: number, locale: Locale, now: Date): VoteCard {
  return {
    voteId: v.id,
    title: translatedText(v.title, v.title_texts, locale),
    deadline: new Date(v.deadline).getTime(),
    state: stateOf(v, now),
    totalCount: total
  }
}

export function presentAdminVote(v: VoteRow, options: readonly VoteOptionRow[], counts: ReadonlyMap<string, number>, now: Date): AdminVote {
  const shown = results(options, counts, 'zh-CN')
  return {
    voteId: v.id,
    title: v.title,
    titleTexts: v.title_texts ?? {},
    description: v.description,
    descriptionTexts: v.description_texts ?? {},
    deadline: new Date(v.deadline).getTime(),
    closedAt: ms(v.closed_at),
    state: stateOf(v, now),
    totalCount: shown.reduce((s, o) => s + o.count, 0),
    options: shown.map((o, i) => ({ ...o, textTexts: options[i].text_texts ?? {} })),
    topicId: v.topic_id,
    showId: v.show_id,
    createdAt: new Date(v.created_at).getTime()
  }
}
