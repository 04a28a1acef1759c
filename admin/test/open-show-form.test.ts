/**
 * The console's open-show form (admin/src/pages/open-shows/open-show-form-values.ts): issue #33 "Console:
 * open-show forms": the merchant-defined form's rows become RegistrationFields with stable keys.
 */
import { blankField, toFormFields, toOpenShowFormValues, toOpenShowInput } from '../src/pages/open-shows/open-show-form-values'
import type { AdminOpenShow } from '../../types/api/open-show'

test('a new show starts with a name and a phone field and becomes an input with fresh keys', () => {
  const values = toOpenShowFormValues(null)
  expect(values.fields.map((f) => f.kind)).toEqual(['TEXT', 'PHONE'])
  const input = toOpenShowInput({ ...values, title: '公开课', startsAt: 1, endsAt: 2, registrationDeadline: 1 })
  expect(input.form.map((f) => [f.key, f.label, f.labelTexts?.['en-US']])).toEqual([
    ['field_1', '姓名', 'Name'],
    ['field_2', '手机号', 'Phone']
  ])
})

test('kept fields keep their keys; a new one takes the first key not used; options only on a choice', () => {
  const fields = toFormFields([
    { ...blankField('TEXT'), key: 'field_2', label: '姓名' },
    { ...blankField('CHOICE'), label: '场次', options: [' 上午 ', '', '下午'] },
    { ...blankField('ID'), label: '证件', options: ['ignored'] }
  ])
  expect(fields.map((f) => f.key)).toEqual(['field_2', 'field_3', 'field_4'])
  expect(fields[1].options).toEqual(['上午', '下午'])
  expect(fields[2].options).toBeUndefined()
})

test('an existing show reads back into the same rows', () => {
  const show = {
    showId: 'osh_1',
    title: '排练',
    titleTexts: {},
    description: '',
    descriptionTexts: {},
    posterUrl: '',
    venueName: '厅',
    venueAddress: '',
    startsAt: 10,
    endsAt: 20,
    registrationDeadline: 5,
    capacity: 3,
    mode: 'APPROVAL',
    form: [{ key: 'name', kind: 'TEXT', label: '姓名', labelTexts: { 'en-US': 'Name' }, required: true }],
    state: 'OPEN',
    counts: { PENDING: 0, CONFIRMED: 0, WAITING: 0, REJECTED: 0, CANCELLED: 0 },
    admitted: 0,
    createdAt: 0
  } satisfies AdminOpenShow
  const back = toOpenShowInput(toOpenShowFormValues(show))
  expect(back.form).toEqual(show.form)
  expect(back.mode).toBe('APPROVAL')
})
