/**
 * The open-show form's values and the OpenShowInput they make (types/api/open-show.ts): times as epoch ms
 * (the form's pickers are converted on the merchant's clock by the caller), the registration form as rows
 * of the form builder. A new row's key is made from its position, since the merchant names fields by
 * label; a kept row keeps its key, so answers already given stay under it. Plain functions so the rules
 * are tested without antd (admin/test/open-show-form.test.ts).
 */
import type { AdminOpenShow, OpenShowInput, OpenShowMode } from '../../../../types/api/open-show'
import type { Translations } from '../../../../types/api/translations'
import type { RegistrationField, RegistrationFieldKind } from '../../../../types/rules/registration-form'

export interface FieldRow {
  key?: string
  kind: RegistrationFieldKind
  label: string
  labelEnglish: string
  required: boolean
  options: string[]
}

export interface OpenShowFormValues {
  title: string
  titleTexts: Translations
  description: string
  descriptionTexts: Translations
  posterUrl: string
  venueName: string
  venueAddress: string
  startsAt: number | null
  endsAt: number | null
  registrationDeadline: number | null
  capacity: number
  mode: OpenShowMode
  fields: FieldRow[]
}

export const blankField = (kind: RegistrationFieldKind = 'TEXT'): FieldRow => ({
  kind,
  label: '',
  labelEnglish: '',
  required: true,
  options: []
})

/** A new show starts with the two fields nearly every registration asks: a name and a phone. */
export function toOpenShowFormValues(show: AdminOpenShow | null): OpenShowFormValues {
  if (!show) {
    return {
      title: '',
      titleTexts: {},
      description: '',
      descriptionTexts: {},
      posterUrl: '',
      venueName: '',
      venueAddress: '',
      startsAt: null,
      endsAt: null,
      registrationDeadline: null,
      capacity: 100,
      mode: 'FREE',
      fields: [
        { ...blankField('TEXT'), label: '姓名', labelEnglish: 'Name' },
        { ...blankField('PHONE'), label: '手机号', labelEnglish: 'Phone' }
      ]
    }
  }
  return {
    title: show.title,
    titleTexts: show.titleTexts,
    description: show.description,
    descriptionTexts: show.descriptionTexts,
    posterUrl: show.posterUrl,
    venueName: show.venueName,
    venueAddress: show.venueAddress,
    startsAt: show.startsAt,
    endsAt: show.endsAt,
    registrationDeadline: show.registrationDeadline,
    capacity: show.capacity,
    mode: show.mode,
    fields: show.form.map((f) => ({
      key: f.key,
      kind: f.kind,
      label: f.label,
      labelEnglish: f.labelTexts?.['en-US'] ?? '',
      required: f.required,
      options: f.options ?? []
    }))
  }
}

/** The first free `field_{n}` key, counting from the row's position. */
function freshKey(taken: ReadonlySet<string>, position: number): string {
  let n = position + 1
  while (taken.has(`field_${n}`)) n++
  return `field_${n}`
}

export function toFormFields(rows: readonly FieldRow[]): RegistrationField[] {
  const taken = new Set(rows.flatMap((r) => (r.key ? [r.key] : [])))
  return rows.map((r, i) => {
    const key = r.key ?? freshKey(taken, i)
    taken.add(key)
    const english = r.labelEnglish?.trim()
    return {
      key,
      kind: r.kind,
      label: r.label ?? '',
      ...(english ? { labelTexts: { 'en-US': english } } : {}),
      required: !!r.required,
      ...(r.kind === 'CHOICE' ? { options: (r.options ?? []).map((o) => o.trim()).filter(Boolean) } : {})
    }
  })
}

export function toOpenShowInput(v: OpenShowFormValues): OpenShowInput {
  return {
    title: v.title ?? '',
    titleTexts: v.titleTexts ?? {},
    description: v.description ?? '',
    descriptionTexts: v.descriptionTexts ?? {},
    posterUrl: v.posterUrl?.trim() ?? '',
    venueName: v.venueName ?? '',
    venueAddress: v.venueAddress ?? '',
    startsAt: v.startsAt ?? 0,
    endsAt: v.endsAt ?? 0,
    registrationDeadline: v.registrationDeadline ?? 0,
    capacity: v.capacity,
    mode: v.mode,
    form: toFormFields(v.fields ?? [])
  }
}
