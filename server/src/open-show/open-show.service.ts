/**
 * The buyer's open shows: browse them, register with the show's form, read, edit (while pending or
 * waiting) and cancel a registration. A place is taken by one conditional update inside a boundedWrite
 * (open-show.repository.ts `takePlace`); when none is left the registration waits. A freed place goes to
 * the first in line in the same transaction (open-show-places.ts).
 */
import type { Db } from '../db/db'
import { boundedWrite } from '../db/bounded-write'
import { AppError } from '../http/app-error'
import type { Locale } from '../http/texts'
import type { AnswersBody, OpenShowCard, OpenShowView, RegisterBody, RegistrationView } from '../../../types/api/open-show'
import { answersEditable, buyerMayCancel, holdsPlace, openShowState } from '../../../types/rules/open-show-rules'
import { answersProblem, keptAnswers, type RegistrationField } from '../../../types/rules/registration-form'
import { OpenShowRepository, type OpenShowRow, type RegistrationRow } from './open-show.repository'
import { formIn, presentOpenShow, presentOpenShowCard, presentRegistration } from './open-show.presenter'
import { openShowEntryCode } from './entry-code'
import { giveFreedPlace } from './open-show-places'

/** The form's own answers, trimmed, or the envelope naming the first refused field in the caller's language. */
export function checkedAnswers(
  form: readonly RegistrationField[],
  answers: Record<string, string>,
  locale: Locale
): Record<string, string> {
  const problem = answersProblem(form, answers)
  if (problem) {
    const field = formIn(form, locale).find((f) => f.key === problem.key)
    throw new AppError('OPEN_SHOW_ANSWERS_INVALID', { field: field?.label ?? problem.key })
  }
  return keptAnswers(form, answers)
}

export class OpenShowService {
  private readonly shows: OpenShowRepository

  constructor(
    private readonly db: Db,
    private readonly codeSecret: () => Promise<string>
  ) {
    this.shows = new OpenShowRepository(db)
  }

  async list(merchantId: string, locale: Locale, now: Date): Promise<OpenShowCard[]> {
    return (await this.shows.upcoming(merchantId, now)).map((s) => presentOpenShowCard(s, locale, now))
  }

  async detail(merchantId: string, showId: string, locale: Locale, now: Date): Promise<OpenShowView> {
    const show = await this.requireShow(merchantId, showId)
    return presentOpenShow(show, await this.shows.waitingCount(show.id), locale, now)
  }

  /**
   * One registration for the buyer. Refusals, in the envelope: an unknown show, registration closed (its
   * deadline), answers that do not fit the form, a second live registration (refused by the unique key,
   * which also rolls the place back).
   */
  async register(merchantId: string, userId: string, body: RegisterBody, locale: Locale, now: Date): Promise<RegistrationView> {
    const show = await this.requireShow(merchantId, body.openShowId)
    if (openShowState(new Date(show.registration_deadline).getTime(), now.getTime()) === 'CLOSED') throw new AppError('OPEN_SHOW_CLOSED')
    const answers = checkedAnswers(show.form, body.answers, locale)
    const id = await boundedWrite(this.db, async (tx) => {
      const repo = new OpenShowRepository(tx)
      const placed = await repo.takePlace(tx, show.id, now)
      const state = !placed ? 'WAITING' : show.mode === 'FREE' ? 'CONFIRMED' : 'PENDING'
      const made = await repo.insertRegistration(tx, { showId: show.id, userId, state, answers }, now)
      if (!made) throw new AppError('OPEN_SHOW_ALREADY_REGISTERED')
      return made
    })
    return this.one(merchantId, userId, id, locale)
  }

  async mine(merchantId: string, userId: string, showId: string | undefined, locale: Locale): Promise<RegistrationView[]> {
    const rows = await this.shows.registrationsOfUser(userId, showId)
    const shows = new Map((await this.shows.showsByIds([...new Set(rows.map((r) => r.open_show_id))])).map((s) => [s.id, s]))
    const secret = await this.codeSecret()
    return rows.flatMap((r) => {
      const show = shows.get(r.open_show_id)
      return show && show.merchant_id === merchantId ? [presentRegistration(r, show, openShowEntryCode.make(r.id, secret), locale)] : []
    })
  }

  async one(merchantId: string, userId: string, registrationId: string, locale: Locale): Promise<RegistrationView> {
    const { registration, show } = await this.own(merchantId, userId, registrationId)
    return presentRegistration(registration, show, openShowEntryCode.make(registration.id, await this.codeSecret()), locale)
  }

  async editAnswers(merchantId: string, userId: string, body: AnswersBody, locale: Locale, now: Date): Promise<RegistrationView> {
    const { registration, show } = await this.own(merchantId, userId, body.registrationId)
    if (!answersEditable(registration.state, new Date(show.registration_deadline).getTime(), now.getTime())) {
      throw new AppError(
        openShowState(new Date(show.registration_deadline).getTime(), now.getTime()) === 'CLOSED'
          ? 'OPEN_SHOW_CLOSED'
          : 'OPEN_SHOW_REGISTRATION_STATE'
      )
    }
    const answers = checkedAnswers(show.form, body.answers, locale)
    // Conditional on the state: approved (or rejected) since the read above, the answers stay as decided on.
    if (!(await this.shows.updateAnswers(registration.id, userId, answers, now))) throw new AppError('OPEN_SHOW_REGISTRATION_STATE')
    return this.one(merchantId, userId, registration.id, locale)
  }

  /** The buyer steps out: a held place goes to the first in line, or back to the show. */
  async cancel(merchantId: string, userId: string, registrationId: string, locale: Locale, now: Date): Promise<RegistrationView> {
    const { registration, show } = await this.own(merchantId, userId, registrationId)
    if (!buyerMayCancel(registration.state, registration.admitted_at !== null)) throw new AppError('OPEN_SHOW_REGISTRATION_STATE')
    await boundedWrite(this.db, async (tx) => {
      const was = await new OpenShowRepository(tx).move(tx, registration.id, ['PENDING', 'CONFIRMED', 'WAITING'], 'CANCELLED', now, {
        userId
      })
      if (!was) throw new AppError('OPEN_SHOW_REGISTRATION_STATE')
      if (holdsPlace(was)) await giveFreedPlace(tx, show, now)
    })
    return this.one(merchantId, userId, registration.id, locale)
  }

  private async requireShow(merchantId: string, showId: string): Promise<OpenShowRow> {
    const show = await this.shows.show(merchantId, showId)
    if (!show) throw new AppError('OPEN_SHOW_NOT_FOUND')
    return show
  }

  /** The caller's registration with its show; another buyer's (or another merchant's) reads as not found. */
  private async own(
    merchantId: string,
    userId: string,
    registrationId: string
  ): Promise<{ registration: RegistrationRow; show: OpenShowRow }> {
    const registration = await this.shows.registration(registrationId)
    const show = registration && registration.user_id === userId ? await this.shows.show(merchantId, registration.open_show_id) : undefined
    if (!registration || !show) throw new AppError('OPEN_SHOW_REGISTRATION_NOT_FOUND')
    return { registration, show }
  }
}
