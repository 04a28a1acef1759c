/**
 * The rules of a vote, run by the gateway (cast, the console's writes) and the console's form alike:
 * when a vote takes ballots, how its per cents are shown, and what makes a merchant's vote acceptable.
 */
import {
  VOTE_DESCRIPTION_MAX,
  VOTE_OPTIONS_MAX,
  VOTE_OPTIONS_MIN,
  VOTE_OPTION_TEXT_MAX,
  VOTE_PICTURE_URL_MAX,
  VOTE_TITLE_MAX,
  type VoteInput,
  type VoteState
} from '../api/vote'

/** A vote takes ballots until its deadline (exclusive), unless the merchant closed it earlier. */
export function voteState(deadline: number, closedAt: number | null, now: number): VoteState {
  return closedAt === null && now < deadline ? 'OPEN' : 'CLOSED'
}

/**
 * Whole per cents of the ballots per option that add up to exactly 100: each option's floor, then the
 * points left over to the largest remainders (the earlier option among equals); all 0 when nobody voted.
 */
export function votePercents(counts: readonly number[]): number[] {
  const total = counts.reduce((s, c) => s + c, 0)
  if (total === 0) return counts.map(() => 0)
  const parts = counts.map((c, i) => ({ i, share: Math.floor((c * 100) / total), remainder: (c * 100) % total }))
  let left = 100 - parts.reduce((s, p) => s + p.share, 0)
  for (const p of [...parts].sort((a, b) => b.remainder - a.remainder || a.i - b.i)) {
    if (left === 0) break
    p.share++
    left--
  }
  return parts.map((p) => p.share)
}

export type VoteProblem = 'title' | 'description' | 'options' | 'optionText' | 'pictureUrl' | 'deadline' | 'link'

// An uploaded picture is served by the gateway under a path; an outside one is a full http(s) address.
const isHttpUrl = (url: string) => /^(https?:\/\/|\/)\S+$/i.test(url)

/**
 * Why a merchant's vote is refused (undefined when it is fine). A new vote's deadline must be in the
 * future; an edited one may keep a past deadline only if it does not move it (`keptDeadline`).
 */
export function voteInputProblem(input: VoteInput, now: number, keptDeadline?: number): VoteProblem | undefined {
  const title = input.title.trim()
  if (!title || title.length > VOTE_TITLE_MAX) return 'title'
  if (Object.values(input.titleTexts ?? {}).some((t) => (t ?? '').trim().length > VOTE_TITLE_MAX)) return 'title'
  if (input.description.length > VOTE_DESCRIPTION_MAX) return 'description'
  if (Object.values(input.descriptionTexts ?? {}).some((t) => (t ?? '').length > VOTE_DESCRIPTION_MAX)) return 'description'
  if (input.options.length < VOTE_OPTIONS_MIN || input.options.length > VOTE_OPTIONS_MAX) return 'options'
  const texts = input.options.map((o) => o.text.trim())
  if (texts.some((t) => !t || t.length > VOTE_OPTION_TEXT_MAX)) return 'optionText'
  if (new Set(texts).size !== texts.length) return 'optionText'
  if (input.options.some((o) => Object.values(o.textTexts ?? {}).some((t) => (t ?? '').trim().length > VOTE_OPTION_TEXT_MAX)))
    return 'optionText'
  for (const o of input.options) {
    const url = o.pictureUrl.trim()
    if (url && (url.length > VOTE_PICTURE_URL_MAX || !isHttpUrl(url))) return 'pictureUrl'
  }
  if (!Number.isSafeInteger(input.deadline)) return 'deadline'
  if (input.deadline <= now && input.deadline !== keptDeadline) return 'deadline'
  if (input.topicId && input.showId) return 'link'
  return undefined
}
