/**
 * The vote form's values and the VoteInput they make (types/api/vote.ts): the link is one of none, a topic
 * page or a show; each option has its zh-CN text, optional translations (the form edits the English
 * one; a zh-MO one written before is kept) and an optional picture address. Plain functions so the form's rules are tested without antd (admin/test/vote-form.test.ts).
 */
import type { AdminVote, VoteInput } from '../../../../types/api/vote'
import type { Translations } from '../../../../types/api/translations'

export type VoteLink = 'NONE' | 'TOPIC' | 'SHOW'

export interface VoteOptionValues {
  optionId?: string
  text: string
  textTexts: Translations
  pictureUrl: string
}

export interface VoteFormValues {
  title: string
  titleTexts: Translations
  description: string
  descriptionTexts: Translations
  options: VoteOptionValues[]
  /** Epoch ms; the form's picker is converted on the merchant's clock by the caller. */
  deadline: number | null
  link: VoteLink
  topicId: string
  showId: string
}

function keptTexts(texts: Translations | undefined): Translations {
  return Object.fromEntries(Object.entries(texts ?? {}).filter(([, text]) => text?.trim())) as Translations
}

const blankOption = (): VoteOptionValues => ({ text: '', textTexts: {}, pictureUrl: '' })

export function toVoteFormValues(vote: AdminVote | null): VoteFormValues {
  if (!vote) {
    return {
      title: '',
      titleTexts: {},
      description: '',
      descriptionTexts: {},
      options: [blankOption(), blankOption()],
      deadline: null,
      link: 'NONE',
      topicId: '',
      showId: ''
    }
  }
  return {
    title: vote.title,
    titleTexts: vote.titleTexts,
    description: vote.description,
    descriptionTexts: vote.descriptionTexts,
    options: vote.options.map((o) => ({ optionId: o.optionId, text: o.text, textTexts: o.textTexts, pictureUrl: o.pictureUrl })),
    deadline: vote.deadline,
    link: vote.topicId ? 'TOPIC' : vote.showId ? 'SHOW' : 'NONE',
    topicId: vote.topicId ?? '',
    showId: vote.showId ?? ''
  }
}

/** Only the link chosen is sent; blank translations are left out (they read as the zh-CN text). */
export function toVoteInput(v: VoteFormValues): VoteInput {
  return {
    title: v.title,
    titleTexts: v.titleTexts ?? {},
    description: v.description ?? '',
    descriptionTexts: v.descriptionTexts ?? {},
    options: v.options.map((o) => ({
      ...(o.optionId ? { optionId: o.optionId } : {}),
      text: o.text ?? '',
      textTexts: keptTexts(o.textTexts),
      pictureUrl: o.pictureUrl?.trim() ?? ''
    })),
    deadline: v.deadline ?? 0,
    topicId: v.link === 'TOPIC' && v.topicId ? v.topicId : null,
    showId: v.link === 'SHOW' && v.showId ? v.showId : null
  }
}

export { blankOption }
