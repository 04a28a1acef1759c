/**
 * Votes (issue "Content and contact"; product.md "Topic": vote-detail /vote-detail/:id). A merchant asks a
 * question with a few options and a deadline, optionally on a topic page or a show; a logged-in buyer casts
 * one ballot per vote (the database's unique key decides, not a read first), then reads the results.
 * Shared by the app, the gateway and the console.
 */
import type { Translations } from './translations'

export const VOTE_PATHS = {
  /** GET ?voteId= → VoteView for anyone (`myOptionId` null). */
  detail: '/home/pub/v1/vote/detail',
  /** GET ?voteId= → VoteView with the caller's ballot in `myOptionId` (login). */
  detailMine: '/buyer/buyer/v1/vote/detail',
  /** GET ?topicId= or ?showId= → VoteCard[]: the open and closed votes linked to that topic or show. */
  linked: '/home/pub/v1/vote/linked',
  /** POST VoteCastBody → VoteView (login). */
  cast: '/buyer/buyer/v1/vote/cast'
} as const

export const ADMIN_VOTE_PATHS = {
  list: '/votes', // GET → AdminVote[]
  create: '/votes', // POST VoteInput → AdminVote
  one: '/votes/:id', // GET → AdminVote (with results); PUT VoteInput → AdminVote
  close: '/votes/:id/close' // POST → AdminVote: voting ends now
} as const

export const VOTE_TITLE_MAX = 60
export const VOTE_DESCRIPTION_MAX = 1000
export const VOTE_OPTION_TEXT_MAX = 40
export const VOTE_PICTURE_URL_MAX = 500
export const VOTE_OPTIONS_MIN = 2
export const VOTE_OPTIONS_MAX = 10

/** OPEN: ballots taken; CLOSED: the deadline passed or the merchant closed it early. */
export type VoteState = 'OPEN' | 'CLOSED'

export interface VoteOptionResult {
  optionId: string
  text: string
  pictureUrl: string
  count: number
  /** Whole per cent of all ballots, the largest-remainder way so the options add up to 100 (0 when no ballots). */
  percent: number
}

export interface VoteView {
  voteId: string
  title: string
  description: string
  /** Epoch ms: ballots are taken while now < deadline. */
  deadline: number
  state: VoteState
  totalCount: number
  options: VoteOptionResult[]
  /** The caller's ballot: null when not logged in or not voted yet. */
  myOptionId: string | null
  topicId: string | null
  showId: string | null
}

export interface VoteCard {
  voteId: string
  title: string
  deadline: number
  state: VoteState
  totalCount: number
}

export interface VoteCastBody {
  voteId: string
  optionId: string
}

export interface VoteOptionInput {
  /** Present when editing an option that exists; absent for a new one. */
  optionId?: string
  text: string
  textTexts?: Translations
  pictureUrl: string
}

export interface VoteInput {
  title: string
  titleTexts?: Translations
  description: string
  descriptionTexts?: Translations
  options: VoteOptionInput[]
  /** Epoch ms. */
  deadline: number
  topicId: string | null
  showId: string | null
}

export interface AdminVoteOption extends VoteOptionResult {
  textTexts: Translations
}

export interface AdminVote {
  voteId: string
  title: string
  titleTexts: Translations
  description: string
  descriptionTexts: Translations
  deadline: number
  /** Set when the merchant closed it before its deadline. */
  closedAt: number | null
  state: VoteState
  totalCount: number
  options: AdminVoteOption[]
  topicId: string | null
  showId: string | null
  createdAt: number
}
