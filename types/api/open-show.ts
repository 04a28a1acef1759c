/**
 * Open shows (issue #33 "Venue services"; product.md "Open show"): free events a buyer registers for with
 * a merchant-defined form. FREE: a place is given at once; APPROVAL: a place is held while the merchant
 * decides. Past capacity a registration waits; a cancel or a rejection gives the freed place to the first
 * waiting. A confirmed registration carries an entry code the door checks once, like a ticket.
 * Shared by the app, the gateway and the console.
 */
import type { Translations } from './translations'
import type { RegistrationField } from '../rules/registration-form'
import { ADMIN_API } from './staff'

export const OPEN_SHOW_PATHS = {
  /** GET → OpenShowCard[]: the merchant's open shows still to come. */
  list: '/show/pub/v1/open_shows',
  /** GET ?showId= → OpenShowView. */
  detail: '/show/pub/v1/open_shows/detail',
  /** GET [?openShowId=] → RegistrationView[] (login): the caller's registrations, newest first. */
  mine: '/buyer/buyer/v1/open_show_registrations',
  /** POST RegisterBody → RegistrationView (login). */
  register: '/buyer/buyer/v1/open_show_registrations',
  /** GET ?registrationId= → RegistrationView with its entry code once confirmed (login). */
  one: '/buyer/buyer/v1/open_show_registrations/detail',
  /** POST AnswersBody → RegistrationView: new answers while pending or waiting, before the deadline (login). */
  answers: '/buyer/buyer/v1/open_show_registrations/answers',
  /** POST { registrationId } → RegistrationView (login). */
  cancel: '/buyer/buyer/v1/open_show_registrations/cancel'
} as const

export const ADMIN_OPEN_SHOW_PATHS = {
  list: '/open-shows', // GET → AdminOpenShow[]
  create: '/open-shows', // POST OpenShowInput → AdminOpenShow
  one: '/open-shows/:id', // GET → AdminOpenShow; PUT OpenShowInput → AdminOpenShow
  registrations: '/open-shows/:id/registrations', // GET ?state= → AdminRegistration[]
  csv: '/open-shows/:id/registrations.csv', // GET → text/csv
  approve: '/open-show-registrations/:id/approve', // POST → AdminRegistration
  reject: '/open-show-registrations/:id/reject', // POST { reason } → AdminRegistration
  checkIn: '/door/open-show-check-in' // POST { code } → EntryCheckReply (owner, door)
} as const

/** The door's check of an entry code, from the console's origin. */
export const OPEN_SHOW_CHECK_IN_PATH = `${ADMIN_API}${ADMIN_OPEN_SHOW_PATHS.checkIn}`

export const OPEN_SHOW_TITLE_MAX = 60
export const OPEN_SHOW_DESCRIPTION_MAX = 2000
export const OPEN_SHOW_TEXT_MAX = 200
export const OPEN_SHOW_URL_MAX = 500
export const OPEN_SHOW_CAPACITY_MAX = 100_000
export const REJECT_REASON_MAX = 200

export type OpenShowMode = 'FREE' | 'APPROVAL'
/**
 * PENDING: waiting for the merchant (APPROVAL), a place held. CONFIRMED: has a place and an entry code.
 * WAITING: past capacity, in line for a freed place. REJECTED, CANCELLED: closed, no place.
 */
export type RegistrationState = 'PENDING' | 'CONFIRMED' | 'WAITING' | 'REJECTED' | 'CANCELLED'
/** OPEN: taking registrations; CLOSED: its registration deadline passed. */
export type OpenShowState = 'OPEN' | 'CLOSED'

export type RegistrationAnswers = Record<string, string>

export interface OpenShowCard {
  showId: string
  title: string
  posterUrl: string
  venueName: string
  /** Epoch ms. */
  startsAt: number
  endsAt: number
  registrationDeadline: number
  mode: OpenShowMode
  state: OpenShowState
  capacity: number
  /** Places not held by a pending or confirmed registration. */
  placesLeft: number
}

export interface OpenShowView extends OpenShowCard {
  description: string
  venueAddress: string
  /** Field labels and options in the caller's language. */
  form: RegistrationField[]
  waitingCount: number
}

export interface RegistrationView {
  registrationId: string
  showId: string
  title: string
  posterUrl: string
  venueName: string
  startsAt: number
  endsAt: number
  registrationDeadline: number
  mode: OpenShowMode
  state: RegistrationState
  /** 1-based place in the waiting line; null unless WAITING. */
  waitingPosition: number | null
  form: RegistrationField[]
  answers: RegistrationAnswers
  rejectReason: string | null
  /** Present only while CONFIRMED (admitted or not): what the door scans. */
  entryCode: string | null
  /** Epoch ms of the door's admission. */
  admittedAt: number | null
  createdAt: number
}

export interface RegisterBody {
  openShowId: string
  answers: RegistrationAnswers
}
export interface AnswersBody {
  registrationId: string
  answers: RegistrationAnswers
}

export interface OpenShowInput {
  title: string
  titleTexts?: Translations
  description: string
  descriptionTexts?: Translations
  posterUrl: string
  venueName: string
  venueAddress: string
  startsAt: number
  endsAt: number
  registrationDeadline: number
  capacity: number
  mode: OpenShowMode
  form: RegistrationField[]
}

export interface AdminOpenShow extends OpenShowInput {
  showId: string
  titleTexts: Translations
  descriptionTexts: Translations
  state: OpenShowState
  /** Registrations per state. */
  counts: Record<RegistrationState, number>
  admitted: number
  createdAt: number
}

export interface AdminRegistration {
  registrationId: string
  showId: string
  userId: string
  state: RegistrationState
  waitingPosition: number | null
  answers: RegistrationAnswers
  rejectReason: string | null
  admittedAt: number | null
  createdAt: number
}

/** ADMITTED once; ALREADY_USED after; VOID: not confirmed (pending, waiting, cancelled, rejected); UNKNOWN: not a genuine code of this merchant. */
export type EntryCheckResult = 'ADMITTED' | 'ALREADY_USED' | 'VOID' | 'UNKNOWN'
export interface EntryCheckReply {
  result: EntryCheckResult
  registration?: {
    registrationId: string
    showTitle: string
    startsAt: number
    state: RegistrationState
    /** The first text answer, masked, so the door can greet the holder. */
    holder?: string
  }
  /** Epoch ms: now for ADMITTED, the first admission for ALREADY_USED. */
  admittedAt?: number
}
