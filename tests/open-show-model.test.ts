/**
 * The open-show pages' model (src/subpackages/venue/open-show-parts/open-show-model.ts): product.md "Open
 * show" (open-show-detail's button, open-show-confirm's form, open-show-list / registration-list,
 * entrance-registration-detail), and "Real-name registration stops at a deadline".
 */
import {
  codeNote,
  draftAnswers,
  firstProblem,
  groupRegistrations,
  registerAction,
  registrationActions
} from '../src/subpackages/venue/open-show-parts/open-show-model'
import type { OpenShowView, RegistrationView } from '../types/api/open-show'

const NOW = Date.UTC(2026, 10, 22, 12)
const HOUR = 3_600_000
const form = [
  { key: 'name', kind: 'TEXT' as const, label: '姓名', required: true },
  { key: 'phone', kind: 'PHONE' as const, label: '手机号', required: true }
]

const show = (over: Partial<OpenShowView> = {}): OpenShowView => ({
  showId: 'osh_1',
  title: '公开排练',
  posterUrl: '',
  venueName: '排练厅',
  startsAt: NOW + 48 * HOUR,
  endsAt: NOW + 50 * HOUR,
  registrationDeadline: NOW + 24 * HOUR,
  mode: 'FREE',
  state: 'OPEN',
  capacity: 10,
  placesLeft: 3,
  description: '',
  venueAddress: '',
  form,
  waitingCount: 0,
  ...over
})

const reg = (over: Partial<RegistrationView> = {}): RegistrationView => ({
  registrationId: 'osr_1',
  showId: 'osh_1',
  title: '公开排练',
  posterUrl: '',
  venueName: '排练厅',
  startsAt: NOW + 48 * HOUR,
  endsAt: NOW + 50 * HOUR,
  registrationDeadline: NOW + 24 * HOUR,
  mode: 'APPROVAL',
  state: 'PENDING',
  waitingPosition: null,
  form,
  answers: { name: '甲', phone: '13800000000' },
  rejectReason: null,
  entryCode: null,
  admittedAt: null,
  createdAt: NOW,
  ...over
})

test('the detail button: log in, register, join the waiting list when full, see mine, closed after the deadline', () => {
  expect(registerAction(show(), undefined, false)).toBe('LOGIN')
  expect(registerAction(show(), undefined, true)).toBe('REGISTER')
  expect(registerAction(show({ placesLeft: 0 }), undefined, true)).toBe('WAITLIST')
  expect(registerAction(show({ state: 'CLOSED' }), undefined, true)).toBe('CLOSED')
  expect(registerAction(show({ state: 'CLOSED' }), reg({ state: 'CONFIRMED' }), true)).toBe('MINE')
  // A cancelled registration lets the buyer register again.
  expect(registerAction(show(), reg({ state: 'CANCELLED' }), true)).toBe('REGISTER')
})

test('the form starts from the answers given and names the first refused field by its label', () => {
  expect(draftAnswers(form)).toEqual({ name: '', phone: '' })
  expect(draftAnswers(form, { name: '甲' })).toEqual({ name: '甲', phone: '' })
  expect(firstProblem(form, { name: '', phone: '' })).toEqual({ label: '姓名', problem: 'required' })
  expect(firstProblem(form, { name: '甲', phone: '123' })).toEqual({ label: '手机号', problem: 'phone' })
  expect(firstProblem(form, { name: '甲', phone: '13800000000' })).toBeUndefined()
})

test('cancel until admitted; edit only while pending or waiting before the deadline; a note where no code is', () => {
  expect(registrationActions(reg(), NOW)).toEqual({ cancel: true, edit: true })
  expect(registrationActions(reg(), NOW + 24 * HOUR)).toEqual({ cancel: true, edit: false })
  expect(registrationActions(reg({ state: 'CONFIRMED' }), NOW)).toEqual({ cancel: true, edit: false })
  expect(registrationActions(reg({ state: 'CONFIRMED', admittedAt: NOW }), NOW)).toEqual({ cancel: false, edit: false })
  expect(codeNote('PENDING')).toBe('no_code_pending')
  expect(codeNote('WAITING')).toBe('no_code_waiting')
  expect(codeNote('REJECTED')).toBe('no_code_closed')
  expect(codeNote('CONFIRMED')).toBeUndefined()
})

test('registrations: current first (not admitted, event not over), then finished', () => {
  const list = [
    reg({ registrationId: 'a', state: 'WAITING' }),
    reg({ registrationId: 'b', state: 'CANCELLED' }),
    reg({ registrationId: 'c', state: 'CONFIRMED', admittedAt: NOW }),
    reg({ registrationId: 'd', state: 'CONFIRMED', endsAt: NOW - HOUR }),
    reg({ registrationId: 'e', state: 'CONFIRMED' })
  ]
  const { active, closed } = groupRegistrations(list, NOW)
  expect(active.map((r) => r.registrationId)).toEqual(['a', 'e'])
  expect(closed.map((r) => r.registrationId)).toEqual(['b', 'c', 'd'])
})
