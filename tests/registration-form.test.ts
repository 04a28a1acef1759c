/**
 * The open show's registration form (types/rules/registration-form.ts; issue #33 "a merchant-defined form
 * (text, choice, ID, phone)") and its open-show rules (types/rules/open-show-rules.ts: product.md
 * "Real-name registration stops at a deadline"; the entry code told apart from tickets at the door).
 */
import {
  answerProblem,
  answersProblem,
  formDefinitionProblem,
  isRegistrationPhone,
  keptAnswers,
  type RegistrationField
} from '../types/rules/registration-form'
import {
  answersEditable,
  buyerMayCancel,
  holdsPlace,
  isEntryCode,
  openShowInputProblem,
  openShowState
} from '../types/rules/open-show-rules'
import type { OpenShowInput } from '../types/api/open-show'

const NOW = Date.UTC(2026, 10, 22, 12)
const HOUR = 3_600_000

const form: RegistrationField[] = [
  { key: 'name', kind: 'TEXT', label: '姓名', required: true },
  { key: 'phone', kind: 'PHONE', label: '手机号', required: true },
  { key: 'seat', kind: 'CHOICE', label: '区域', required: false, options: ['前排', '后排'] },
  { key: 'id_no', kind: 'ID', label: '身份证号', required: false }
]

describe('formDefinitionProblem: what a merchant form may hold', () => {
  test('a good form has no problem', () => expect(formDefinitionProblem(form)).toBeUndefined())
  test('needs a field, unique well-formed keys, labels, and 2+ distinct options on a choice only', () => {
    expect(formDefinitionProblem([])).toBe('empty')
    expect(formDefinitionProblem([{ ...form[0], key: 'Name' }])).toBe('key')
    expect(formDefinitionProblem([form[0], { ...form[1], key: 'name' }])).toBe('duplicateKey')
    expect(formDefinitionProblem([{ ...form[0], label: '  ' }])).toBe('label')
    expect(formDefinitionProblem([{ ...form[2], options: ['前排'] }])).toBe('options')
    expect(formDefinitionProblem([{ ...form[2], options: ['前排', '前排'] }])).toBe('options')
    expect(formDefinitionProblem([{ ...form[0], options: ['x', 'y'] }])).toBe('options')
    expect(formDefinitionProblem(Array.from({ length: 21 }, (_, i) => ({ ...form[0], key: `f${i}` })))).toBe('tooMany')
  })
})

describe('answers: required, phone as the login takes it, ID with its check digit, a listed choice', () => {
  test('valid answers pass; optional ones may be empty', () => {
    expect(answersProblem(form, { name: '张三', phone: '13800000000' })).toBeUndefined()
    expect(answersProblem(form, { name: '张三', phone: '13800000000', seat: '后排', id_no: '11010519491231002x' })).toBeUndefined()
  })
  test('each refusal names its field', () => {
    expect(answersProblem(form, { phone: '13800000000' })).toEqual({ key: 'name', problem: 'required' })
    expect(answersProblem(form, { name: 'a', phone: '23800000000' })).toEqual({ key: 'phone', problem: 'phone' })
    expect(answersProblem(form, { name: 'a', phone: '13800000000', seat: '包厢' })).toEqual({ key: 'seat', problem: 'choice' })
    expect(answersProblem(form, { name: 'a', phone: '13800000000', id_no: '110105194912310021' })).toEqual({ key: 'id_no', problem: 'id' })
    expect(answersProblem(form, { name: 'a', phone: '13800000000', extra: 'x' })).toEqual({ key: 'extra', problem: 'unknownField' })
    expect(answerProblem(form[0], 'x'.repeat(201))).toBe('tooLong')
  })
  test('phones: mainland 11 digits from 1, or another area after its code', () => {
    expect(isRegistrationPhone('13800000000')).toBe(true)
    expect(isRegistrationPhone('+853 66123456')).toBe(true)
    expect(isRegistrationPhone('0085291234567')).toBe(true)
    expect(isRegistrationPhone('+86 23800000000')).toBe(false)
    expect(isRegistrationPhone('1380000')).toBe(false)
  })
  test('kept answers are trimmed, empty optional ones dropped, ID letters upper-cased', () => {
    expect(keptAnswers(form, { name: ' 张三 ', phone: '13800000000', seat: '', id_no: '11010519491231002x' })).toEqual({
      name: '张三',
      phone: '13800000000',
      id_no: '11010519491231002X'
    })
  })
})

describe('open-show rules', () => {
  test('registration stops at the deadline', () => {
    expect(openShowState(NOW + 1, NOW)).toBe('OPEN')
    expect(openShowState(NOW, NOW)).toBe('CLOSED')
  })
  test('pending and confirmed hold a place; answers change only while pending or waiting and open', () => {
    expect(['PENDING', 'CONFIRMED', 'WAITING', 'REJECTED', 'CANCELLED'].filter((s) => holdsPlace(s as never))).toEqual([
      'PENDING',
      'CONFIRMED'
    ])
    expect(answersEditable('PENDING', NOW + HOUR, NOW)).toBe(true)
    expect(answersEditable('WAITING', NOW + HOUR, NOW)).toBe(true)
    expect(answersEditable('CONFIRMED', NOW + HOUR, NOW)).toBe(false)
    expect(answersEditable('PENDING', NOW, NOW)).toBe(false)
    expect(buyerMayCancel('CONFIRMED', false)).toBe(true)
    expect(buyerMayCancel('CONFIRMED', true)).toBe(false)
    expect(buyerMayCancel('REJECTED', false)).toBe(false)
  })
  test('an entry code is told apart from a ticket code and a voucher', () => {
    const code = 'OS.osr_AbCdEfGhIjKl.0123456789abcdefghij_-'
    expect(isEntryCode(code)).toBe(true)
    expect(isEntryCode(` ${code} `)).toBe(true)
    expect(isEntryCode('1234567890123.58000000.123456')).toBe(false)
    expect(isEntryCode('123456789012')).toBe(false)
  })
  const input = (over: Partial<OpenShowInput> = {}): OpenShowInput => ({
    title: '公开课',
    description: '',
    posterUrl: '',
    venueName: '小剧场',
    venueAddress: '',
    startsAt: NOW + 48 * HOUR,
    endsAt: NOW + 50 * HOUR,
    registrationDeadline: NOW + 24 * HOUR,
    capacity: 10,
    mode: 'FREE',
    form,
    ...over
  })
  test('what an open show needs', () => {
    expect(openShowInputProblem(input(), NOW)).toBeUndefined()
    expect(openShowInputProblem(input({ title: '' }), NOW)).toBe('title')
    expect(openShowInputProblem(input({ endsAt: NOW }), NOW)).toBe('times')
    expect(openShowInputProblem(input({ registrationDeadline: NOW + 60 * HOUR }), NOW)).toBe('deadline')
    expect(openShowInputProblem(input({ registrationDeadline: NOW - HOUR }), NOW)).toBe('deadline')
    // An edit may keep a deadline that has passed.
    expect(openShowInputProblem(input({ registrationDeadline: NOW - HOUR }), NOW, NOW - HOUR)).toBeUndefined()
    expect(openShowInputProblem(input({ capacity: 0 }), NOW)).toBe('capacity')
    expect(openShowInputProblem(input({ posterUrl: 'javascript:alert(1)' }), NOW)).toBe('posterUrl')
    expect(openShowInputProblem(input({ form: [] }), NOW)).toBe('form.empty')
  })
})
