/**
 * An open show's registration form (issue #33: "a merchant-defined form (text, choice, ID, phone)"), shared
 * by the console's form builder, the app's form and the gateway's refusal, so all three agree on what a
 * form may hold and which answers it takes. ID numbers and phones are read by the account rules the
 * attendee and login forms use, not by rules of their own.
 */
import { idCardFacts, isValidPhone } from './account-rules'

export const REGISTRATION_FIELD_KINDS = ['TEXT', 'CHOICE', 'ID', 'PHONE'] as const
export type RegistrationFieldKind = (typeof REGISTRATION_FIELD_KINDS)[number]

export const FORM_FIELDS_MAX = 20
export const FIELD_LABEL_MAX = 40
export const FIELD_KEY_MAX = 30
export const CHOICE_OPTIONS_MIN = 2
export const CHOICE_OPTIONS_MAX = 20
export const CHOICE_OPTION_MAX = 40
export const TEXT_ANSWER_MAX = 200

export interface RegistrationField {
  /** Stable within the form: answers are kept under it, so a relabelled field keeps its answers. */
  key: string
  kind: RegistrationFieldKind
  label: string
  /** The console's translations of the label; the app receives the label already in its language. */
  labelTexts?: Partial<Record<'zh-MO' | 'en-US', string>>
  required: boolean
  /** CHOICE only: the answers offered (an answer is one of them, exactly). */
  options?: string[]
}

export type FormProblem = 'empty' | 'tooMany' | 'key' | 'duplicateKey' | 'label' | 'options'

const KEY_SHAPE = new RegExp(`^[a-z][a-z0-9_]{0,${FIELD_KEY_MAX - 1}}$`)

/** What is wrong with a form as the merchant built it, or undefined. A form needs at least one field. */
export function formDefinitionProblem(fields: readonly RegistrationField[]): FormProblem | undefined {
  if (!fields.length) return 'empty'
  if (fields.length > FORM_FIELDS_MAX) return 'tooMany'
  const keys = new Set<string>()
  for (const f of fields) {
    if (!KEY_SHAPE.test(f.key)) return 'key'
    if (keys.has(f.key)) return 'duplicateKey'
    keys.add(f.key)
    const label = f.label.trim()
    if (!label || label.length > FIELD_LABEL_MAX) return 'label'
    if (f.kind === 'CHOICE') {
      const options = (f.options ?? []).map((o) => o.trim())
      if (options.length < CHOICE_OPTIONS_MIN || options.length > CHOICE_OPTIONS_MAX) return 'options'
      if (options.some((o) => !o || o.length > CHOICE_OPTION_MAX) || new Set(options).size !== options.length) return 'options'
    } else if (f.options?.length) return 'options'
  }
  return undefined
}

export type AnswerProblem = 'required' | 'tooLong' | 'choice' | 'id' | 'phone' | 'unknownField'

/**
 * A phone as the login takes it: mainland 11 digits starting with 1, or another area's number after its
 * country code ("+853 66123456", "00852-91234567").
 */
export function isRegistrationPhone(text: string): boolean {
  const withArea = /^(?:\+|00)(\d{1,4})[\s-]?(\d{5,15})$/.exec(text)
  if (withArea) return isValidPhone(withArea[2], withArea[1])
  return isValidPhone(text)
}

/** One answer's problem, or undefined. An empty optional answer is fine. */
export function answerProblem(field: RegistrationField, raw: string | undefined): AnswerProblem | undefined {
  const answer = (raw ?? '').trim()
  if (!answer) return field.required ? 'required' : undefined
  if (answer.length > TEXT_ANSWER_MAX) return 'tooLong'
  switch (field.kind) {
    case 'TEXT':
      return undefined
    case 'CHOICE':
      return (field.options ?? []).includes(answer) ? undefined : 'choice'
    case 'ID':
      // A mainland resident ID with its check digit, as the attendee form demands.
      return idCardFacts(answer.toUpperCase()) ? undefined : 'id'
    case 'PHONE':
      return isRegistrationPhone(answer) ? undefined : 'phone'
  }
}

/** The first field whose answer is refused, with why; undefined when the answers fit the form. */
export function answersProblem(
  fields: readonly RegistrationField[],
  answers: Readonly<Record<string, string>>
): { key: string; problem: AnswerProblem } | undefined {
  const known = new Set(fields.map((f) => f.key))
  const stray = Object.keys(answers).find((k) => !known.has(k))
  if (stray !== undefined) return { key: stray, problem: 'unknownField' }
  for (const f of fields) {
    const problem = answerProblem(f, answers[f.key])
    if (problem) return { key: f.key, problem }
  }
  return undefined
}

/** The answers as kept: trimmed, empty optional ones dropped, ID letters upper-cased. */
export function keptAnswers(fields: readonly RegistrationField[], answers: Readonly<Record<string, string>>): Record<string, string> {
  const kept: Record<string, string> = {}
  for (const f of fields) {
    const answer = (answers[f.key] ?? '').trim()
    if (answer) kept[f.key] = f.kind === 'ID' ? answer.toUpperCase() : answer
  }
  return kept
}
