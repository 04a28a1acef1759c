/** Open-show rows → the replies the app and the console read (types/api/open-show.ts), texts in the caller's language. */
import { translatedText, type Locale } from '../http/texts'
import type {
  AdminOpenShow,
  AdminRegistration,
  OpenShowCard,
  OpenShowView,
  RegistrationState,
  RegistrationView
} from '../../../types/api/open-show'
import type { RegistrationField } from '../../../types/rules/registration-form'
import { openShowState } from '../../../types/rules/open-show-rules'
import type { OpenShowRow, RegistrationRow } from './open-show.repository'

const ms = (d: Date | null) => (d === null ? null : new Date(d).getTime())

/** Labels in the caller's language; choice options stay as written, since an answer is kept as its option's text. */
export function formIn(form: readonly RegistrationField[], locale: Locale): RegistrationField[] {
  return form.map(({ labelTexts, ...f }) => ({ ...f, label: translatedText(f.label, labelTexts, locale) }))
}

export function presentOpenShowCard(s: OpenShowRow, locale: Locale, now: Date): OpenShowCard {
  return {
    showId: s.id,
    title: translatedText(s.title, s.title_texts, locale),
    posterUrl: s.poster_url,
    venueName: s.venue_name,
    startsAt: new Date(s.starts_at).getTime(),
    endsAt: new Date(s.ends_at).getTime(),
    registrationDeadline: new Date(s.registration_deadline).getTime(),
    mode: s.mode,
    state: openShowState(new Date(s.registration_deadline).getTime(), now.getTime()),
    capacity: s.capacity,
    placesLeft: Math.max(0, s.capacity - s.taken)
  }
}

export function presentOpenShow(s: OpenShowRow, waitingCount: number, locale: Locale, now: Date): OpenShowView {
  return {
    ...presentOpenShowCard(s, locale, now),
    description: translatedText(s.description, s.description_texts, locale),
    venueAddress: s.venue_address,
    form: formIn(s.form, locale),
    waitingCount
  }
}

export function presentRegistration(r: RegistrationRow, s: OpenShowRow, entryCode: string | null, locale: Locale): RegistrationView {
  return {
    registrationId: r.id,
    showId: s.id,
    title: translatedText(s.title, s.title_texts, locale),
    posterUrl: s.poster_url,
    venueName: s.venue_name,
    startsAt: new Date(s.starts_at).getTime(),
    endsAt: new Date(s.ends_at).getTime(),
    registrationDeadline: new Date(s.registration_deadline).getTime(),
    mode: s.mode,
    state: r.state,
    waitingPosition: r.waiting_position,
    form: formIn(s.form, locale),
    answers: r.answers,
    rejectReason: r.reject_reason,
    entryCode: r.state === 'CONFIRMED' ? entryCode : null,
    admittedAt: ms(r.admitted_at),
    createdAt: new Date(r.created_at).getTime()
  }
}

const NO_COUNTS: Record<RegistrationState, number> = { PENDING: 0, CONFIRMED: 0, WAITING: 0, REJECTED: 0, CANCELLED: 0 }

export function presentAdminOpenShow(
  s: OpenShowRow,
  counts: ReadonlyArray<{ state: RegistrationState; n: number; admitted: number }>,
  now: Date
): AdminOpenShow {
  const byState = { ...NO_COUNTS }
  for (const c of counts) byState[c.state] = c.n
  return {
    showId: s.id,
    title: s.title,
    titleTexts: s.title_texts ?? {},
    description: s.description,
    descriptionTexts: s.description_texts ?? {},
    posterUrl: s.poster_url,
    venueName: s.venue_name,
    venueAddress: s.venue_address,
    startsAt: new Date(s.starts_at).getTime(),
    endsAt: new Date(s.ends_at).getTime(),
    registrationDeadline: new Date(s.registration_deadline).getTime(),
    capacity: s.capacity,
    mode: s.mode,
    form: s.form,
    state: openShowState(new Date(s.registration_deadline).getTime(), now.getTime()),
    counts: byState,
    admitted: counts.reduce((sum, c) => sum + c.admitted, 0),
    createdAt: new Date(s.created_at).getTime()
  }
}

export function presentAdminRegistration(r: RegistrationRow): AdminRegistration {
  return {
    registrationId: r.id,
    showId: r.open_show_id,
    userId: r.user_id,
    state: r.state,
    waitingPosition: r.waiting_position,
    answers: r.answers,
    rejectReason: r.reject_reason,
    admittedAt: ms(r.admitted_at),
    createdAt: new Date(r.created_at).getTime()
  }
}
