/** Open shows (types/api/open-show.ts): browse them, register, read, edit and cancel the buyer's registrations. */
import { api } from './request/app-request'
import {
  OPEN_SHOW_PATHS,
  type OpenShowCard,
  type OpenShowView,
  type RegistrationAnswers,
  type RegistrationView
} from '../../types/api/open-show'

export function openShows() {
  return api().request<OpenShowCard[]>({ path: OPEN_SHOW_PATHS.list })
}

export function openShowDetail(showId: string) {
  return api().request<OpenShowView>({ path: OPEN_SHOW_PATHS.detail, data: { showId } })
}

/** The buyer's registrations, newest first; of one open show when named. */
export function myRegistrations(openShowId?: string) {
  return api().request<RegistrationView[]>({ path: OPEN_SHOW_PATHS.mine, data: openShowId ? { openShowId } : {} })
}

export function registrationDetail(registrationId: string) {
  return api().request<RegistrationView>({ path: OPEN_SHOW_PATHS.one, data: { registrationId } })
}

/** Refusals (closed, already registered, an answer refused) are shown by the request layer and rejected. */
export function registerForOpenShow(openShowId: string, answers: RegistrationAnswers) {
  return api().request<RegistrationView>({ path: OPEN_SHOW_PATHS.register, method: 'POST', data: { openShowId, answers } })
}

export function editRegistrationAnswers(registrationId: string, answers: RegistrationAnswers) {
  return api().request<RegistrationView>({
    path: OPEN_SHOW_PATHS.answers,
    method: 'POST',
    data: { registrationId, answers }
  })
}

export function cancelRegistration(registrationId: string) {
  return api().request<RegistrationView>({ path: OPEN_SHOW_PATHS.cancel, method: 'POST', data: { registrationId } })
}
