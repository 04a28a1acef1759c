/** The policy forms' values (ShowPoliciesPage.tsx) to and from the gateway's policies (types/api/show-calls.ts). */
import { POLICY_KINDS, type AdminPolicy, type PolicyInput } from '../../../../types/api/show-calls'
import type { Translations } from '../../../../types/api/translations'

export type PolicyValues = Record<string, string | Translations | undefined>

/** The form's values of every kind: `REFUND` the zh-CN text, `REFUND_texts` its translations. */
export function policyValues(policies: AdminPolicy[]): PolicyValues {
  const values: PolicyValues = {}
  for (const p of policies) {
    values[p.kind] = p.content ?? ''
    values[`${p.kind}_texts`] = p.contentTexts
  }
  return values
}

/** Every kind as the gateway takes it: a blank zh-CN text removes that policy. */
export function policyInputs(values: PolicyValues): PolicyInput[] {
  return POLICY_KINDS.map((kind) => ({
    kind,
    content: ((values[kind] as string | undefined) ?? '').trim(),
    contentTexts: (values[`${kind}_texts`] as Translations | undefined) ?? {}
  }))
}
