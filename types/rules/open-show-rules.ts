/**
 * Open-show rules shared by the app, the gateway and the console: when registration is open (product.md
 * "Real-name registration stops at a deadline"), which states hold a place, which may still be changed,
 * and the shape of an entry code, so the console's door can tell it from a ticket's or a voucher's.
 */
import {
  OPEN_SHOW_CAPACITY_MAX,
  OPEN_SHOW_TITLE_MAX,
  type OpenShowInput,
  type OpenShowState,
  type RegistrationState
} from '../api/open-show'
import { formDefinitionProblem, type FormProblem } from './registration-form'

/** Registration (and editing answers) is taken while now is before the deadline. */
export function openShowState(registrationDeadline: number, now: number): OpenShowState {
  return now < registrationDeadline ? 'OPEN' : 'CLOSED'
}

/** A pending or confirmed registration holds one of the show's places; the rest hold none. */
export function holdsPlace(state: RegistrationState): boolean {
  return state === 'PENDING' || state === 'CONFIRMED'
}

/** The buyer may cancel while in line or holding a place, until admitted at the door. */
export function buyerMayCancel(state: RegistrationState, admitted: boolean): boolean {
  return !admitted && (state === 'PENDING' || state === 'CONFIRMED' || state === 'WAITING')
}

/** Answers may change while the merchant has not yet decided (pending) or the buyer waits, before the deadline. */
export function answersEditable(state: RegistrationState, registrationDeadline: number, now: number): boolean {
  return (state === 'PENDING' || state === 'WAITING') && openShowState(registrationDeadline, now) === 'OPEN'
}

/** Active registrations first (the ones the buyer acts on), then the closed ones. */
export function isActiveRegistration(state: RegistrationState): boolean {
  return state === 'PENDING' || state === 'CONFIRMED' || state === 'WAITING'
}

/**
 * An entry code: `OS.{registrationId}.{signature}`. The prefix keeps it apart from a ticket's code
 * (`{digits}.{step}.{otp}`) and a voucher's 12 digits at the one door field.
 */
export const ENTRY_CODE_PREFIX = 'OS.'
const ENTRY_CODE_SHAPE = /^OS\.(osr_[A-Za-z0-9_-]{6,40})\.([A-Za-z0-9_-]{16,64})$/

export function isEntryCode(text: string): boolean {
  return ENTRY_CODE_SHAPE.test(text.trim())
}

export type OpenShowInputProblem = 'title' | 'times' | 'deadline' | 'capacity' | 'posterUrl' | 'venue' | `form.${FormProblem}`

/**
 * What is wrong with an open show as the console sends it, or undefined. A new show's deadline must be to
 * come; an edit may keep the deadline it had even once passed.
 */
export function openShowInputProblem(input: OpenShowInput, now: number, keptDeadline?: number): OpenShowInputProblem | undefined {
  if (!input.title.trim() || input.title.trim().length > OPEN_SHOW_TITLE_MAX) return 'title'
  if (!input.venueName.trim()) return 'venue'
  if (input.endsAt < input.startsAt) return 'times'
  if (input.registrationDeadline > input.endsAt) return 'deadline'
  if (input.registrationDeadline <= now && input.registrationDeadline !== keptDeadline) return 'deadline'
  if (!Number.isInteger(input.capacity) || input.capacity < 1 || input.capacity > OPEN_SHOW_CAPACITY_MAX) return 'capacity'
  if (input.posterUrl.trim() && !/^(https?:\/\/|\/)\S+$/i.test(input.posterUrl.trim())) return 'posterUrl'
  const form = formDefinitionProblem(input.form)
  return form ? `form.${form}` : undefined
}
