/** The buyer's words for an answer the form refuses (open-show-model.ts firstProblem). */
import type { SectionTranslate } from '../../../locales/section-i18n'
import type { OpenShowMessages } from '../../../locales/sections/open-show/zh-CN'
import type { AnswerProblem } from '../../../../types/rules/registration-form'

export function problemText(t: SectionTranslate<OpenShowMessages>, found: { label: string; problem: AnswerProblem }): string {
  return t(`problem_${found.problem}`, { field: found.label })
}
