/**
 * What the open-show pages show and offer, as plain functions (tested in tests/open-show-model.test.ts):
 * the detail page's one button, the form's draft and its first refusal (the same rule the gateway applies,
 * types/rules/registration-form.ts), and the buyer's registrations split into current and finished.
 */
import type { OpenShowView, RegistrationState, RegistrationView } from '../../../../types/api/open-show'
import { answersProblem, type AnswerProblem, type RegistrationField } from '../../../../types/rules/registration-form'
import { answersEditable, buyerMayCancel, isActiveRegistration } from '../../../../types/rules/open-show-rules'

/** The detail page's button: log in, register (a place or the waiting list), see the live registration, or closed. */
export type RegisterAction = 'LOGIN' | 'REGISTER' | 'WAITLIST' | 'MINE' | 'CLOSED'

export function registerAction(show: OpenShowView, mine: RegistrationView | undefined, loggedIn: boolean): RegisterAction {
  if (mine && isActiveRegistration(mine.state)) return 'MINE'
  if (show.state === 'CLOSED') return 'CLOSED'
  if (!loggedIn) return 'LOGIN'
  return show.placesLeft > 0 ? 'REGISTER' : 'WAITLIST'
}

/** The form's starting values: the answers given before (editing), else empty. */
export function draftAnswers(form: readonly RegistrationField[], given: Readonly<Record<string, string>> = {}): Record<string, string> {
  return Object.fromEntries(form.map((f) => [f.key, given[f.key] ?? '']))
}

/** The first answer the gateway would refuse, with its field's label, so the page says so before sending. */
export function firstProblem(
  form: readonly RegistrationField[],
  draft: Readonly<Record<string, string>>
): { label: string; problem: AnswerProblem } | undefined {
  const found = answersProblem(form, draft)
  if (!found) return undefined
  return { label: form.find((f) => f.key === found.key)?.label ?? found.key, problem: found.problem }
}

/** What the registration's page offers the buyer now. */
export function registrationActions(r: RegistrationView, now: number): { cancel: boolean; edit: boolean } {
  return {
    cancel: buyerMayCancel(r.state, r.admittedAt !== null),
    edit: answersEditable(r.state, r.registrationDeadline, now)
  }
}

/** Which note stands where the entry code would, when there is none yet (or any more). */
export function codeNote(state: RegistrationState): 'no_code_pending' | 'no_code_waiting' | 'no_code_closed' | undefined {
  if (state === 'PENDING') return 'no_code_pending'
  if (state === 'WAITING') return 'no_code_waiting'
  if (state === 'REJECTED' || state === 'CANCELLED') return 'no_code_closed'
  return undefined
}

/**
 * The buyer's registrations in two groups: current (pending, waiting, or confirmed for an event not yet
 * over and not yet entered) first, then finished, each newest first as the gateway sends them.
 */
export function groupRegistrations(
  list: readonly RegistrationView[],
  now: number
): { active: RegistrationView[]; closed: RegistrationView[] } {
  const current = (r: RegistrationView) => isActiveRegistration(r.state) && r.admittedAt === null && r.endsAt > now
  return { active: list.filter(current), closed: list.filter((r) => !current(r)) }
}
